"""How well the hard player guesses the hidden hands, against the truth.

Positions come from seeded games of four medium players (the opponents the
hard player is measured against). At each, the hard player's guesses (its
``sampler``: the deals that explain the others' plays this round) and as many
blind guesses (``Guesser``: the unseen cards dealt at random) are scored by
the Brier score of "this seat holds a card of this kind" against the true
hands: 0 is knowing every hand, lower is better. The processor time spent
readying the guesses is printed too.

    python bench/bench_beliefs.py [--games N] [--per-game K] [--guesses G]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.figaro import GameState  # noqa: E402
from game.figaro.players import make_player  # noqa: E402
from game.figaro.players.knowledge import Guesser, brier_score, decision_rng  # noqa: E402
from game.common.simulate import percentile  # noqa: E402


def positions(games, per_game, seed=0):
    """``per_game`` positions of each of ``games`` medium games, where the
    player to act has a choice."""
    found = []
    for g in range(games):
        rng = random.Random(f"bench-beliefs/{seed}/{g}")
        game = GameState.new(4, seed=rng.getrandbits(32), first_player=g % 4)
        brains = [make_player("medium", f"{g}/{s}") for s in range(4)]
        choices = []
        while not game.finished:
            view = game.view(game.turn)
            if len(view.legal_moves()) > 1:
                choices.append(game.copy())
            game.apply(brains[game.turn].choose(view))
        found += rng.sample(choices, min(per_game, len(choices)))
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--per-game", type=int, default=3)
    parser.add_argument("--guesses", type=int, default=600)
    args = parser.parse_args(argv)
    hard = make_player("hard", 0)
    games = positions(args.games, args.per_game)
    believed, blind, times = [], [], []
    for i, game in enumerate(games):
        view = game.view(game.turn)
        started = time.process_time()
        sampler = hard.sampler(view, decision_rng("bench", i, view))
        for _ in sampler.weigh():
            pass
        times.append((time.process_time() - started) * 1000)
        believed.append(brier_score([sampler.sample() for _ in range(args.guesses)], game.hands, view.seat))
        guesser = Guesser(view, random.Random(i))
        blind.append(brier_score([guesser.sample() for _ in range(args.guesses)], game.hands, view.seat))
    print(f"{len(games)} positions of medium games, {args.guesses} guesses each")
    print(f"Brier score, blind guesses:      {sum(blind) / len(blind):.4f}")
    print(f"Brier score, the hard player's:  {sum(believed) / len(believed):.4f}")
    print(f"readying the guesses, processor ms: mean {sum(times) / len(times):.1f}  "
          f"p95 {percentile(times, 0.95):.1f}  max {max(times):.1f}")


if __name__ == "__main__":
    main()
