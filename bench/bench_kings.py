"""Kings & Creatures: the computer players' strength and speed, and the card list's balance.

    python bench/bench_kings.py strength --seats medium,random,random,random --games 400
    python bench/bench_kings.py strength --seats hard,medium,medium,medium --games 100 [--cpu]
    python bench/bench_kings.py strength --seats hard,hard@150,hard@150,hard@150 --games 100
    python bench/bench_kings.py speed [--games 2000]
    python bench/bench_kings.py cards [--games 2000] [--seats random,random,random,random]

``strength`` rotates the seats through the four positions (and castle 1 through
the seats), so the first level plays every seat equally; it prints that level's
win rate with a Wilson 95 % interval (a shared victory counts as a win) and
every level's decision times. ``hard@N`` is the hard player with N iterations a
decision instead of 300 (``hard@150``: half the time).
``speed`` plays random games for every player count and prints games a second.
``cards`` plays games and prints the spread of the final honour and, for each
card type, its mean share of the winner's honour and how often it was the
winner's largest part.
"""

import argparse
import dataclasses
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.kings.scoring import PARTS  # noqa: E402
from game.common.simulate import play_game as common_play_game  # noqa: E402
from game.kings import GAME  # noqa: E402
from game.kings.players import make_player  # noqa: E402
from game.kings.players.search import HardPlayer  # noqa: E402
from game.kings.simulate import percentile  # noqa: E402
from game.kings.state import GameState  # noqa: E402


def wilson(wins, games, z=1.96):
    if games == 0:
        return 0.0, 0.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def bench_player(level, seed=0):
    """``make_player``, and ``hard@N``: the hard player with N iterations a decision."""
    if level.startswith("hard@"):
        return HardPlayer(seed, iterations=int(level[5:]))
    return make_player(level, seed)


BENCH_GAME = dataclasses.replace(GAME, make_player=bench_player)


def play_game(levels, seed, first_player, timings=None, clock=time.perf_counter):
    return common_play_game(BENCH_GAME, levels, seed, first_player, timings, clock=clock)


def strength(seats, games, seed, clock=time.perf_counter):
    players = len(seats)
    wins = shared = 0
    timings = {level: [] for level in seats}
    started = time.perf_counter()
    for g in range(games):
        k = g % players
        levels = seats[-k:] + seats[:-k] if k else list(seats)       # seats[0] sits at seat k
        per_seat = [[] for _ in range(players)]
        game_seed = random.Random(f"kings/bench/{seed}/{g}").getrandbits(32)
        state = play_game(levels, game_seed, (g // players) % players, per_seat, clock)
        winners = state.winners()            # a tie on top is a shared victory (K20): it counts
        wins += k in winners
        shared += k in winners and len(winners) > 1
        for seat, level in enumerate(levels):
            timings[level] += per_seat[seat]
        if sys.stderr.isatty():
            sys.stderr.write(f"\r{g + 1}/{games} games, {wins} won")
    if sys.stderr.isatty():
        sys.stderr.write("\n")
    low, high = wilson(wins, games)
    print(f"{seats[0]} against {','.join(seats[1:])}: {wins}/{games} won = {wins / games:.1%} "
          f"(Wilson 95 % {low:.1%}..{high:.1%}; {shared} of them shared); chance {1 / players:.0%}")
    for level, times in timings.items():
        if times:
            print(f"  {level:7s} decisions: mean {sum(times) / len(times):.1f} ms, "
                  f"p95 {percentile(times, 0.95):.1f} ms, max {max(times):.1f} ms ({len(times)} decisions)")
    print(f"  {time.perf_counter() - started:.0f} s")


def speed(games, seed):
    rng = random.Random(seed)
    for players in range(2, 7):
        started = time.perf_counter()
        moves = 0
        for g in range(games):
            state = GameState.new(players, seed=rng.getrandbits(32))
            while not state.finished:
                state.apply(rng.choice(state.legal_moves()))
                moves += 1
        seconds = time.perf_counter() - started
        print(f"{players} players: {games / seconds:.0f} random games/s ({moves / seconds:.0f} moves/s)")


def cards(seats, games, seed):
    players = len(seats)
    totals, margins, largest, shares = [], [], {p: 0 for p in PARTS}, {p: 0.0 for p in PARTS}
    part_means = {p: 0.0 for p in PARTS}
    for g in range(games):
        game_seed = random.Random(f"kings/cards/{seed}/{g}").getrandbits(32)
        state = play_game(seats, game_seed, g % players)
        parts = state.breakdown()
        scores = sorted((p["total"] for p in parts), reverse=True)
        totals += scores
        margins.append(scores[0] - scores[1])
        best = parts[state.winner]
        largest[max(PARTS, key=lambda p: best[p])] += 1
        for p in PARTS:
            shares[p] += best[p] / max(1, best["total"])
            part_means[p] += sum(q[p] for q in parts) / players
    mean = sum(totals) / len(totals)
    sd = math.sqrt(sum((t - mean) ** 2 for t in totals) / len(totals))
    print(f"{games} games of {','.join(seats)}: final honour mean {mean:.1f}, sd {sd:.1f}, "
          f"min {min(totals)}, max {max(totals)}; winner's margin mean {sum(margins) / games:.1f}, "
          f"ties on top {sum(1 for m in margins if m == 0) / games:.1%}")
    for p in PARTS:
        low, high = wilson(largest[p], games)
        print(f"  {p:9s}: mean {part_means[p] / games:5.1f} a seat; {shares[p] / games:5.1%} of the "
              f"winner's honour; the winner's largest part in {largest[p] / games:5.1%} "
              f"({low:.1%}..{high:.1%})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("strength", "speed", "cards"))
    parser.add_argument("--seats", default="medium,random,random,random")
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cpu", action="store_true",
                        help="time decisions in processor time (a busy machine inflates wall time)")
    args = parser.parse_args()
    seats = args.seats.split(",")
    if args.what == "strength":
        strength(seats, args.games or 400, args.seed, time.process_time if args.cpu else time.perf_counter)
    elif args.what == "speed":
        speed(args.games or 1000, args.seed)
    else:
        cards(seats, args.games or 2000, args.seed)


if __name__ == "__main__":
    main()
