"""The computer players' strength and speed, measured with ``main.py simulate``.

Each match is split into shards (``--jobs`` at a time, each its own
``python main.py simulate`` with its own seed, every command printed), the
shards' results are added up, and the win rate of seat 0 is printed with its 95 %
(Wilson) interval, with the decision times of each level.

    python bench/bench_players.py                      # every match of the README
    python bench/bench_players.py --match hard-medium  # one of them
    python bench/bench_players.py --match hard-medium --games 40 --jobs 2
    python bench/bench_players.py --match hard-medium --games 40 --first-game 40  # 40 more
"""

import argparse
import json
import math
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# name: (players, seats, games)
MATCHES = {
    "medium-random": (4, "medium,random,random,random", 1000),
    "hard-medium": (4, "hard,medium,medium,medium", 400),
    "omniscient-medium": (4, "omniscient,medium,medium,medium", 400),
    "hard-medium-3": (3, "hard,medium,medium", 100),
    "hard-medium-5": (5, "hard,medium,medium,medium,medium", 100),
    "hard-medium-6": (6, "hard,medium,medium,medium,medium,medium", 100),
    "easy-medium": (4, "easy,medium,medium,medium", 400),
    "easy-random": (4, "easy,random,random,random", 400),
}
SHARD_GAMES = 10


def wilson(wins, games, z=1.96):
    """The 95 % interval of a win rate (Wilson score interval)."""
    if not games:
        return 0.0, 0.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def ratio_interval(wins_a, games_a, wins_b, games_b, z=1.96):
    """The 95 % interval of the ratio of two independent win rates (Katz's
    log method): how sure "a wins this fraction as often as b" is."""
    ratio = (wins_a / games_a) / (wins_b / games_b)
    spread = z * math.sqrt((1 - wins_a / games_a) / wins_a + (1 - wins_b / games_b) / wins_b)
    return ratio, ratio * math.exp(-spread), ratio * math.exp(spread)


def run_shard(players, seats, games, seed):
    command = [sys.executable, "main.py", "simulate", "--players", str(players),
               "--games", str(games), "--seats", seats, "--seed", str(seed)]
    print("$ " + " ".join(["python"] + command[1:]), flush=True)
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:                  # e.g. stopped from outside: count the rest
        print(f"  seed {seed}: failed with exit code {done.returncode}", flush=True)
        return None
    print(f"  seed {seed}: {done.stdout.strip()}", flush=True)
    return json.loads(done.stdout)


def run_match(name, games, jobs, first_game=0):
    """Games ``first_game`` .. ``first_game + games - 1`` of the match (shard k
    is seed 1000 + k), so a match can be lengthened later without replaying."""
    players, seats, default_games = MATCHES[name]
    games = games or default_games
    end = first_game + games
    shards = [(players, seats, min(SHARD_GAMES, end - start), 1000 + start // SHARD_GAMES)
              for start in range(first_game, end, SHARD_GAMES)]
    with ThreadPoolExecutor(jobs) as pool:
        results = [r for r in pool.map(lambda shard: run_shard(*shard), shards) if r]
    wins = [sum(r["wins"][s] for r in results) for s in range(players)]
    played = sum(r["games"] for r in results)
    low, high = wilson(wins[0], played)
    # decision times: means weighted by games, p95 and max as the worst shard's
    level = seats.split(",")
    mean_ms = sum(r["decision_ms"]["mean"][0] * r["games"] for r in results) / played
    p95_ms = max(r["decision_ms"]["p95"][0] for r in results)
    max_ms = max(r["decision_ms"]["max"][0] for r in results)
    other_p95 = max(r["decision_ms"]["p95"][1] for r in results)
    print(f"{name}: {level[0]} won {wins[0]}/{played} = {wins[0] / played:.1%} "
          f"(95% interval {low:.1%} to {high:.1%}; parity {1 / players:.1%}); "
          f"{level[0]} decision ms mean {mean_ms:.1f} / p95 (worst shard) {p95_ms:.1f} / "
          f"max {max_ms:.1f}; {level[1]} p95 {other_p95:.2f}", flush=True)
    return wins[0], played


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--match", choices=MATCHES, action="append")
    parser.add_argument("--games", type=int, help="games per match (default: the match's own)")
    parser.add_argument("--jobs", type=int, default=2, help="shards run at once")
    parser.add_argument("--first-game", type=int, default=0,
                        help="start at this game (a multiple of 10), to add games to a match")
    args = parser.parse_args()
    if args.first_game % SHARD_GAMES:
        parser.error(f"--first-game must be a multiple of {SHARD_GAMES}")
    results = {name: run_match(name, args.games, args.jobs, args.first_game)
               for name in args.match or MATCHES}
    if "hard-medium" in results and "omniscient-medium" in results:
        (hw, hg), (ow, og) = results["hard-medium"], results["omniscient-medium"]
        if hw and ow:
            ratio, low, high = ratio_interval(hw, hg, ow, og)
            print(f"hard / omniscient win rate: {ratio:.2f} (95% interval {low:.2f} to {high:.2f})")


if __name__ == "__main__":
    main()
