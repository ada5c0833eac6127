"""How much of a player's loss to the search that sees every hand is the price
of not seeing them: at the first move of a round, where nothing of the deal is
known but one's own hand, so that every deal of the other cards is equally
likely and the best honest move is the one best on average over them.

Positions are the first moves of the rounds of seeded 4-player medium games
(as in ``bench_regret.py``). At each:

- the *true* values: the omniscient search of ``--oracle`` iterations on the
  real deal, over the judge's best 12 moves (``bench_regret``'s oracle);
- the *average* values: the same search, ``--per-deal`` iterations, on each of
  ``--deals`` deals of the unseen cards drawn at random, averaged per move.

The *informed* move is the one best on average. Its true regret is what the
hidden cards cost a player that chooses as well as these searches can without
seeing them. Each player's choice is given two regrets:

- true regret: the best true value less its move's true value;
- honest regret: measured on the average values, the best less its move's,
  with the deals split in two halves; the informed move of one half is scored
  on the other (so that its own noise does not flatter it), and the two
  halves' figures are averaged. Every player is scored the same way.

    python bench/bench_information.py [--games N] [--deals K] [--per-deal I]
        [--oracle I] [--jobs J] [--players hard,omniscient,medium]

Players are given as in ``bench_regret.py``. The values are kept in ``--cache``
so that more players, or more games, can be added later without recomputing
them.
"""

import argparse
import os
import random
import sys
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "bench"))

from bench_regret import (  # noqa: E402
    ORACLE_CANDIDATES, DealSearch, cached, coded, difference, new_game, oracle_values, picks,
    player_specs, regret, replayed, root_values)
from game.figaro.fast import move_code  # noqa: E402
from game.common.players import finish  # noqa: E402
from game.figaro.players.knowledge import Guesser  # noqa: E402

INFORMED = "informed (best on average)"


def round_starts(games, seed=0):
    """The first move of every round of ``games`` seeded medium games, each as
    (game seed, moves made before it)."""
    rng = random.Random(f"bench-information/{seed}")
    found = []
    for _ in range(games):
        game_seed = rng.getrandbits(32)
        game, brains, ply = new_game(game_seed)
        while not game.finished:
            if not game.history and len(game.legal_moves()) > 1:
                found.append((game_seed, ply))
            game.apply(brains[game.turn].choose(game.view(game.turn)))
            ply += 1
    return found


def measure(args):
    """True values and, for each random deal, the values of the moves searched."""
    position, deals, per_deal, oracle, index = args
    state = replayed(position)
    view = state.view(state.turn)
    codes = [move_code(m) for m in view.legal_moves()]
    truth = oracle_values((position, oracle, index))
    guesser = Guesser(view, random.Random(f"information/{index}"))
    averaged = []
    for deal in range(deals):
        search = DealSearch(f"information/{index}/{deal}", per_deal, guesser.sample())
        search.candidates = ORACLE_CANDIDATES
        root, searched = finish(search.search(view, codes))
        averaged.append(root_values(root, searched))
    return truth, averaged


def mean_values(deal_values):
    """Each move's mean value over the deals that searched it (a move some deal
    left untried counts, for that deal, as that deal's worst)."""
    moves = set().union(*deal_values)
    total = dict.fromkeys(moves, 0.0)
    for values in deal_values:
        worst = min(values.values())
        for move in moves:
            total[move] += values.get(move, worst)
    return {move: value / len(deal_values) for move, value in total.items()}


def best(values):
    return max(values, key=values.get)


def halves(deal_values):
    """The average values of the even and of the odd deals."""
    return [mean_values(deal_values[0::2]), mean_values(deal_values[1::2])]


def honest_regret(deal_values, move):
    """The regret of ``move`` on each half's average values: the two's mean."""
    return sum(regret(half, move) for half in halves(deal_values)) / 2


def informed_honest_regret(deal_values):
    """The same for the informed move, each half scoring the move the other
    half finds best (on its own half it would never lose anything)."""
    first, second = halves(deal_values)
    return (regret(second, best(first)) + regret(first, best(second))) / 2


def summary(row, first):
    """A column's entry: the mean regret, and its paired difference to ``first``."""
    mean = sum(row) / len(row)
    line = f"{mean * 1000:7.2f} ‰"
    if first is not row:
        d, error = difference(row, first)
        line += f" ({d * 1000:+6.2f} ± {error * 1000:5.2f})"
    return line


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--deals", type=int, default=24)
    parser.add_argument("--per-deal", type=int, default=1000)
    parser.add_argument("--oracle", type=int, default=4000)
    parser.add_argument("--players", default="hard,omniscient,medium")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cache", default=os.path.join(ROOT, "bench", "out", "information.json"))
    options = parser.parse_args(argv)
    if options.deals < 2:
        raise SystemExit("--deals must be at least 2 (the honest regret splits them in halves)")
    specs = player_specs(options.players)

    starts = round_starts(options.games)
    key = f"deals {options.deals} × {options.per_deal}, oracle {options.oracle}"
    with ProcessPoolExecutor(options.jobs) as pool:
        work = [(p, options.deals, options.per_deal, options.oracle, i) for i, p in enumerate(starts)]
        stored = cached(options.cache, key, work, lambda todo: list(pool.map(measure, todo, chunksize=1)))
        measured = [(coded(truth), [coded(d) for d in deals]) for truth, deals in stored]
        picked = {spec: picks(pool, spec, starts, options.jobs) for spec in specs}

    true_rows, honest_rows = {}, {}
    for spec in specs:
        true_rows[spec] = [regret(t, picked[spec][i]) for i, (t, _) in enumerate(measured)]
        honest_rows[spec] = [honest_regret(d, picked[spec][i]) for i, (_, d) in enumerate(measured)]
    true_rows[INFORMED] = [regret(t, best(mean_values(d))) for t, d in measured]
    honest_rows[INFORMED] = [informed_honest_regret(d) for _, d in measured]

    print(f"{len(starts)} round starts of {options.games} 4-player medium games; "
          f"true values: omniscient search of {options.oracle} iterations; "
          f"average values: {options.deals} random deals × {options.per_deal} iterations")
    print("regret in thousandths of the search's reward; in brackets, the difference "
          f"to {specs[0]} ± its standard error")
    print(f"{'player':32s} {'true regret':>26s} {'honest regret':>26s}")
    first = specs[0]
    for name in list(specs) + [INFORMED]:
        print(f"{name:32s} {summary(true_rows[name], true_rows[first]):>26s} "
              f"{summary(honest_rows[name], honest_rows[first]):>26s}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
