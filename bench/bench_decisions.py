"""How long the computer players think, and how long one slice of thinking
lasts when the table asks for 4 ms (Decision.step), on positions from seeded
random 4-player games. Decisions are timed on the wall clock and in processor
time; the latter is what the player costs on an idle core even when the machine
is busy.

    python bench/bench_decisions.py [--positions N] [--levels easy,medium,hard]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.figaro import GameState  # noqa: E402
from game.figaro.players import Decision, make_player  # noqa: E402
from game.common.simulate import percentile  # noqa: E402

SLICE = 0.004


def positions(count, seed=0):
    rng = random.Random(f"bench-decisions/{seed}")
    found = []
    while len(found) < count:
        game = GameState.new(4, seed=rng.getrandbits(32))
        for _ in range(rng.randrange(0, 150)):
            if game.finished:
                break
            game.apply(rng.choice(game.legal_moves()))
        if not game.finished and len(game.legal_moves()) > 1:
            found.append(game)
    return found


def measure(level, games):
    decisions, processor, slices = [], [], []
    clock = time.perf_counter
    for i, game in enumerate(games):
        view = game.view(game.turn)
        started, started_cpu = clock(), time.process_time()
        make_player(level, i).choose(view)
        decisions.append((clock() - started) * 1000)
        processor.append((time.process_time() - started_cpu) * 1000)
        decision = Decision(make_player(level, i), view)
        done = False
        while not done:
            started = clock()
            done = decision.step(SLICE)
            slices.append((clock() - started) * 1000)
    return decisions, processor, slices


def summary(values):
    return (f"mean {sum(values) / len(values):7.2f}  p95 {percentile(values, 0.95):7.2f}  "
            f"max {max(values):7.2f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--levels", default="easy,medium,hard")
    args = parser.parse_args()
    games = positions(args.positions)
    for level in args.levels.split(","):
        decisions, processor, slices = measure(level, games)
        print(f"{level:8} decision ms, wall clock: {summary(decisions)}")
        print(f"{level:8} decision ms, processor:  {summary(processor)}")
        print(f"{level:8} one 4 ms slice, ms:      {summary(slices)}")


if __name__ == "__main__":
    main()
