"""How well the hard and expert players guess the hidden hands, against the truth.

Positions come from seeded games of four players of ``--level`` (medium: the
opponents the hard player is measured against; hard: the expert's). At each,
the hard and the expert player's guesses (their ``sampler``: the deals that
explain the others' plays this round, read as the judge's kind of player, or
by the expert as maybe a searching one) and as many blind guesses
(``Guesser``: the unseen cards dealt at random) are scored by the Brier score
of "this seat holds a card of this kind" against the true hands: 0 is knowing
every hand, lower is better, and a paired difference to the blind guesses is
printed with its standard error. The processor time spent readying the
guesses is printed too, and how often the games' players played a move `Judge`
rates best. Games of hard players take about a minute each.

    python bench/bench_beliefs.py [--level medium|hard|random] [--games N] [--per-game K] [--guesses G]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.figaro import GameState  # noqa: E402
from game.figaro.players import make_player  # noqa: E402
from game.figaro.fast import move_code  # noqa: E402
from game.figaro.players.heuristic import Judge  # noqa: E402
from game.figaro.players.knowledge import Guesser, brier_score, decision_rng, known_state  # noqa: E402
from game.common.simulate import percentile  # noqa: E402


def positions(games, per_game, seed=0, level="medium", tally=None):
    """``per_game`` positions of each of ``games`` games of ``level`` players,
    where the player to act has a choice. ``tally`` (a list of two counts), if
    given, counts those decisions and the ones where the player played a move
    `Judge` rates best, the judge the hard player reads the others by."""
    found = []
    for g in range(games):
        rng = random.Random(f"bench-beliefs/{seed}/{g}")
        game = GameState.new(4, seed=rng.getrandbits(32), first_player=g % 4)
        brains = [make_player(level, f"{g}/{s}") for s in range(4)]
        choices = []
        while not game.finished:
            view = game.view(game.turn)
            legal = view.legal_moves()
            if len(legal) > 1:
                choices.append(game.copy())
            move = brains[game.turn].choose(view)
            if tally is not None and len(legal) > 1:
                codes = [move_code(m) for m in legal]
                scores = Judge(known_state(view), view.seat).scores(codes)
                tally[0] += 1
                tally[1] += scores[codes.index(move_code(move))] >= max(scores) - 1e-9
            game.apply(move)
        found += rng.sample(choices, min(per_game, len(choices)))
    return found


def paired(values, base):
    """The mean of ``values`` less ``base``, pair by pair, and its standard error."""
    differences = [a - b for a, b in zip(values, base)]
    mean = sum(differences) / len(differences)
    spread = sum((d - mean) ** 2 for d in differences) / max(1, len(differences) - 1)
    return mean, (spread / len(differences)) ** 0.5


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="medium", help="the players of the games the positions come from")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--per-game", type=int, default=3)
    parser.add_argument("--guesses", type=int, default=600)
    args = parser.parse_args(argv)
    readers = {"hard": make_player("hard", 0), "expert": make_player("expert", 0)}
    tally = [0, 0]
    games = positions(args.games, args.per_game, level=args.level, tally=tally)
    scores = {name: [] for name in readers}
    times = {name: [] for name in readers}
    blind = []
    for i, game in enumerate(games):
        view = game.view(game.turn)
        for name, player in readers.items():
            started = time.process_time()
            sampler = player.sampler(view, decision_rng("bench", i, view))
            for _ in sampler.weigh():
                pass
            times[name].append((time.process_time() - started) * 1000)
            scores[name].append(brier_score([sampler.sample() for _ in range(args.guesses)],
                                            game.hands, view.seat))
        guesser = Guesser(view, random.Random(i))
        blind.append(brier_score([guesser.sample() for _ in range(args.guesses)], game.hands, view.seat))
    print(f"{len(games)} positions of {args.level} games, {args.guesses} guesses each")
    print(f"in those games the {args.level} players played a move the judge rates best in "
          f"{tally[1]} of {tally[0]} decisions with a choice ({100 * tally[1] / max(1, tally[0]):.1f} %)")
    print(f"Brier score, blind guesses:      {sum(blind) / len(blind):.4f}")
    for name in readers:
        mean, error = paired(scores[name], blind)
        print(f"Brier score, the {name} player's: {sum(scores[name]) / len(blind):.4f} "
              f"({mean:+.4f} ± {error:.4f} against blind); readying the guesses, processor ms: "
              f"mean {sum(times[name]) / len(blind):.1f}  p95 {percentile(times[name], 0.95):.1f}  "
              f"max {max(times[name]):.1f}")


if __name__ == "__main__":
    main()
