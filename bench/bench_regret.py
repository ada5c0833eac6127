"""How much each computer player's decisions lose, judged by a long search that
sees every hand: a measure of decision quality, for comparing players or
settings on the same positions in minutes, before a match of hours confirms it.

Positions come from seeded 4-player games of medium players (the hard player's
opponents in the README's matches), at random moments where the seat to act
has a choice. At each, the omniscient search runs ``--oracle`` iterations over
the judge's best 12 moves (the medium and search players choose among its best
8 or fewer), and a move's value is the mean result of its root branch; a move
it did not try counts as its worst.
A player's *regret* at a position is the best value less the value of the move
it chose (0 when it picks the best; the unit is the search's reward, roughly a
chance to win the game). Players are compared on the same positions; the
difference to the first player is given with its standard error.

    python bench/bench_regret.py [--positions N] [--oracle I] [--jobs J]
        [--players hard,omniscient,hard:belief_temperature=0.1]
    python bench/bench_regret.py --game nottingham [--players old,medium,hard,expert]

A player is a level, optionally with settings of its class after a colon
(``name=value``, several joined by ``+``), or ``determinized``, a determinized
search (``DeterminizedPlayer``, e.g. ``determinized:deals=4+iterations=1000``).
Oracle values are kept in ``--cache`` so that more players can be compared
later on the same positions, and more positions added without recomputing those
already valued.

``--game nottingham`` measures Nottingham's players the same way
(bench/regret_nottingham.py: its positions, oracle and the medium player of an
earlier commit, ``old``), and gives the regret by kind of decision as well.
"""

import argparse
import json
import os
import random
import sys
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game.figaro import GameState  # noqa: E402
from game.figaro.fast import code_move, move_code  # noqa: E402
from game.figaro.players import ComputerPlayer, make_player  # noqa: E402
from game.common.players import finish  # noqa: E402
from game.figaro.players.knowledge import decision_rng  # noqa: E402
from game.figaro.players.search import HardPlayer, OmniscientPlayer, SearchPlayer, Truth  # noqa: E402
from bench.regret_common import difference, made, replayed as replayed_from, sampled  # noqa: E402,F401

# The oracle searches the judge's best 12 moves (every level searches at most its 8).
ORACLE_CANDIDATES = 12

PLAYERS = "hard,omniscient"
CACHE = "regret-oracle.json"
CACHE_KEY = "oracle {oracle}"
HEADER = "{positions} positions of 4-player medium games; oracle: omniscient search of {oracle} iterations"


def positions(count, seed=0):
    """``count`` positions of medium games, each as (game seed, moves made):
    rebuilt by ``replayed`` with this round's history, which the hard player
    reads."""
    return sampled(count, random.Random(f"bench-regret/{seed}"), new_game, 160)


def new_game(game_seed):
    return GameState.new(4, seed=game_seed), [make_player("medium", f"{game_seed}/{s}") for s in range(4)], 0


def replayed(position, start=new_game):
    return replayed_from(position, start)


def oracle_values(args):
    """The value of each move the omniscient search tried at ``position``."""
    position, iterations, index = args
    state = replayed(position)
    oracle = OmniscientPlayer(f"oracle/{index}", iterations)
    oracle.candidates = ORACLE_CANDIDATES
    oracle.reveal(state)
    view = state.view(state.turn)
    codes = [move_code(m) for m in view.legal_moves()]
    root, searched = finish(oracle.search(view, codes))
    return root_values(root, searched)


def root_values(root, codes):
    """The mean result of each of ``codes`` the search tried at ``root``, by
    code as text (the cache is JSON)."""
    return {str(c): root.children[c].reward / root.children[c].visits
            for c in codes if c in root.children}


class DealSearch(SearchPlayer):
    """The omniscient search on one given deal (a ``FastState``)."""

    level = "omniscient"

    def __init__(self, seed, iterations, deal):
        super().__init__(seed, iterations)
        self.deal = deal

    def sampler(self, view, rng):
        return Truth(self.deal)


class DeterminizedPlayer(ComputerPlayer):
    """Determinized search, for comparison with the hard player's ISMCTS: deal
    the hidden hands ``deals`` times as the hard player believes them, search
    each deal as if it were the truth (the omniscient search, ``iterations``
    each), and play the move whose mean value over the deals is best."""

    level = "determinized"
    deals = 4
    iterations = 150

    def think(self, view):
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        codes = [move_code(m) for m in moves]
        rng = decision_rng(self.level, self.seed, view)
        believer = HardPlayer(self.seed).sampler(view, rng)
        yield from believer.weigh()
        values = {}
        for deal in range(self.deals):
            search = DealSearch(f"{self.seed}/{deal}", self.iterations, believer.sample())
            root, searched = yield from search.search(view, codes)
            for code, value in root_values(root, searched).items():
                values.setdefault(int(code), []).append(value)
        best = max(values, key=lambda c: (len(values[c]), sum(values[c]) / len(values[c])))
        return code_move(best)


def make(spec, seed):
    """A player from ``level[:name=value+name=value]``; besides the game's
    levels, ``determinized`` (``DeterminizedPlayer``)."""
    return made(spec, seed, lambda level: DeterminizedPlayer(seed) if level == "determinized"
                else make_player(level, seed))


def player_specs(text, game=None):
    """The players of a comma-separated list, each checked by ``make``, so
    that a bad setting is refused before any work."""
    specs = text.split(",")
    for spec in specs:
        (game or sys.modules[__name__]).make(spec, 0)
    return specs


def move_key(move):
    """A move as ``coded`` values name it: its code."""
    return move_code(move)


def game_bench(name):
    """The module of a game's part of the bench: this one for Figaro."""
    if name == "nottingham":
        from bench import regret_nottingham
        return regret_nottingham
    return sys.modules[__name__]


def choices(args):
    """The move ``spec`` chooses at each position, as the oracle's values name it."""
    game, spec, batch = args
    bench = game_bench(game)
    chosen = []
    for index, position in batch:
        state = bench.replayed(position)
        player = bench.make(spec, f"regret/{index}")
        if getattr(player, "omniscient", False):
            player.reveal(state)
        chosen.append(bench.move_key(player.choose(state.view(state.turn))))
    return chosen


def cached(path, key, work, compute, every=None):
    """``compute(work)``, a list with one result per item of ``work``, kept under
    ``key`` in the JSON file ``path`` and read back on later runs. The items
    are positions in the order the bench finds them, so a later run with more
    positions begins with the same ones: only the new ones are computed. With
    ``every``, they are computed and kept that many at a time, so that a long
    run stopped keeps what it has done."""
    cache = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            cache = json.load(f)
    done = cache.get(key, [])
    while len(done) < len(work):
        done = done + compute(work[len(done):len(done) + every if every else None])
        cache[key] = done
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(cache, f)
    return done[:len(work)]


def picks(pool, spec, chosen_positions, jobs, game="figaro"):
    """The move ``spec`` chooses at each of ``chosen_positions``, coded, by index."""
    indexed = list(enumerate(chosen_positions))
    batches = [indexed[i::jobs * 4] for i in range(jobs * 4)]
    picked = {}
    for batch, codes in zip(batches, pool.map(choices, [(game, spec, b) for b in batches])):
        for (index, _), code in zip(batch, codes):
            picked[index] = code
    return picked


def coded(values):
    """Move values with their moves' codes as numbers (JSON keeps them as text)."""
    return {int(code): value for code, value in values.items()}


def regret(values, move):
    """The best value less ``move``'s (a move not searched counts as the worst)."""
    return max(values.values()) - values.get(move, min(values.values()))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("figaro", "nottingham"), default="figaro")
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--oracle", type=int, default=4000)
    parser.add_argument("--players", help="default: hard,omniscient (Nottingham: old,medium,hard,expert)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cache", help="default: bench/out/regret-oracle.json "
                                        "(Nottingham: regret-oracle-nottingham.json)")
    options = parser.parse_args(argv)
    bench = game_bench(options.game)
    cache = options.cache or os.path.join(ROOT, "bench", "out", bench.CACHE)

    specs = player_specs(options.players or bench.PLAYERS, bench)
    chosen_positions = bench.positions(options.positions)
    with ProcessPoolExecutor(options.jobs) as pool:
        work = [(p, options.oracle, i) for i, p in enumerate(chosen_positions)]
        values = cached(cache, bench.CACHE_KEY.format(oracle=options.oracle), work,
                        lambda todo: list(pool.map(bench.oracle_values, todo, chunksize=4)), every=50)
        regrets = {}
        for spec in specs:
            picked = picks(pool, spec, chosen_positions, options.jobs, options.game)
            regrets[spec] = [regret(bench.coded(value), picked[index]) for index, value in enumerate(values)]

    print(bench.HEADER.format(positions=options.positions, oracle=options.oracle))
    first = None
    for spec, row in regrets.items():
        mean = sum(row) / len(row)
        best = sum(1 for r in row if r <= 1e-12) / len(row)
        line = f"{spec:40s} regret {mean * 1000:7.2f} ‰  picks the best {best * 100:5.1f} %"
        if first is None:
            first = row
        else:
            d, error = difference(row, first)
            line += f"  vs first {d * 1000:+7.2f} ± {error * 1000:5.2f} ‰"
        print(line)
    if hasattr(bench, "by_kind"):
        for line in bench.by_kind(chosen_positions, regrets):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
