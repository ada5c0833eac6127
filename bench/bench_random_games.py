"""Random 4-player games per second on one core: the compact core where the
rules live (game.figaro.fast), as a search plays on it, and the readable
GameState that wraps it. bench_engine.py times the real ``simulate`` command.

    python bench/bench_random_games.py [--seconds S]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.figaro import GameState  # noqa: E402
from game.figaro.fast import FastState, play_random_game  # noqa: E402


def games_per_second(play_one, seconds):
    games, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        play_one(games)
        games += 1
    return games / (time.perf_counter() - started)


def fast_game(seed):
    fast = FastState.from_state(GameState.new(4, seed))
    play_random_game(fast, random.Random(seed))


def main_engine_game(seed):
    game, rng = GameState.new(4, seed), random.Random(seed)
    while not game.finished:
        game.apply(rng.choice(game.legal_moves()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    fast = games_per_second(fast_game, args.seconds)
    main_engine = games_per_second(main_engine_game, args.seconds)
    print(f"fast engine (game.fast): {fast:8.0f} random 4-player games/s (goal >= 1000)")
    print(f"rules layer (GameState): {main_engine:8.0f} random 4-player games/s")


if __name__ == "__main__":
    main()
