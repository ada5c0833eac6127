"""Nottingham's figures: seat 0's level against the others (wins with a Wilson
95 % interval, decision times), random games per second, and the check of the
Decision values of data.json (game length, how often each task is done, score
spread, how games end).

    python bench/bench_nottingham.py --seats medium,random,random,random --games 400
    python bench/bench_nottingham.py --random-games 500
"""

import argparse
import json
import math
import random
import signal
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.nottingham.data import TASKS  # noqa: E402
from game.nottingham.players.search import HardPlayer  # noqa: E402
from game.nottingham.simulate import percentile, play_game  # noqa: E402
from game.nottingham.state import GameState  # noqa: E402


def wilson(wins, games, z=1.96):
    if not games:
        return (0.0, 0.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (round(centre - half, 4), round(centre + half, 4))


TURNS = []      # turns (draws) of the games described next


def describe(states, moves):
    players = states[0].players
    turns_mean = round(statistics.mean(TURNS), 1) if TURNS else None
    TURNS.clear()
    tasks, spread, winning, by_task = {t: 0 for t in TASKS}, [], [], 0
    for state in states:
        scores = state.scores()
        spread.append(max(scores) - min(scores))
        winning.append(max(scores))
        for task, seats in state.tasks.items():
            tasks[task] += len(seats)
        if state.sheriff != 0:
            by_task += 1
    n = len(states)
    return {
        "moves_mean": round(statistics.mean(moves), 1),
        "turns_mean": turns_mean,
        "task_completions_per_game": {t: round(c / n, 3) for t, c in tasks.items()},
        "ended_by_last_task": round(by_task / n, 4),
        "winning_score_mean": round(statistics.mean(winning), 2),
        "score_spread_mean": round(statistics.mean(spread), 2),
        "players": players,
    }


def random_games(games, players, seed):
    rng = random.Random(seed)
    states, moves = [], []
    started = time.perf_counter()
    for g in range(games):
        state = GameState.new(players, seed=rng.getrandbits(32))
        k = turns = 0
        while not state.finished:
            events = state.apply(rng.choice(state.legal_moves()))
            turns += sum(1 for e in events if e[0] == "draw")
            k += 1
        states.append(state)
        moves.append(k)
        TURNS.append(turns)
    seconds = time.perf_counter() - started
    return {"random_games_per_second": round(games / seconds, 2), **describe(states, moves)}


def count_turns(events):
    TURNS_RUNNING[0] += sum(1 for e in events if e[0] == "draw")
    for event in events:
        if event[0] in ("scored", "failed"):
            CASHES[event[1]][event[0]] += 1


TURNS_RUNNING = [0]
CASHES = {}      # seat -> {"scored": n, "failed": n}: how often each seat's cashes succeed


def by_level(levels):
    """The share of failed cashes of each level over all its seats (N17), with its count."""
    shares = {}
    for level in dict.fromkeys(levels):
        seats = [s for s, name in enumerate(levels) if name == level]
        failed = sum(CASHES[s]["failed"] for s in seats)
        total = failed + sum(CASHES[s]["scored"] for s in seats)
        shares[level] = {"failed": failed, "cashes": total,
                         "share": round(failed / max(1, total), 4)}
    return shares


def match(levels, games, seed, clock=time.perf_counter):
    players = len(levels)
    wins = [0] * players
    timings = [[] for _ in range(players)]
    states, moves = [], []
    started = time.perf_counter()
    CASHES.clear()
    CASHES.update({s: {"scored": 0, "failed": 0} for s in range(players)})
    try:
        for g in range(games):
            game_seed = random.Random(f"nottingham/bench/{seed}/{g}").getrandbits(32)
            state, k = play_game(levels, game_seed, g % players, timings, on_events=count_turns,
                                 clock=clock)
            wins[state.winner] += 1
            TURNS.append(TURNS_RUNNING[0])
            TURNS_RUNNING[0] = 0
            states.append(state)
            moves.append(k)
            played = {s: dict(c) for s, c in CASHES.items()}
            failed = ", ".join(f"{level} {c['failed']}/{c['cashes']}"
                               for level, c in by_level(levels).items())
            print(f"{g + 1} games, seat 0 wins {wins[0]}, seat 0 decisions {len(timings[0])}, "
                  f"p95 {percentile(timings[0], 0.95):.1f} ms, failed cashes {failed}",
                  file=sys.stderr, flush=True)
    except KeyboardInterrupt:           # Ctrl+C or kill: the figures of the games played so far
        if states:
            CASHES.update(played)       # not the cashes of the game cut short
        print("stopped", file=sys.stderr)
    games = len(states)
    if not games:
        raise SystemExit("no game was played")
    return {
        "seats": levels, "games": games, "wins": wins,
        **({"hard_iterations": HardPlayer.iterations} if "hard" in levels else {}),
        "seat0_win_rate": round(wins[0] / games, 4), "seat0_wilson95": wilson(wins[0], games),
        "decision_ms_p95": [round(percentile(t, 0.95), 2) for t in timings],
        "decision_ms_max": [round(max(t), 2) for t in timings],
        # the share of each seat's cashes that ambushes made fail (N17)
        "failed_cash_share": [round(c["failed"] / max(1, c["scored"] + c["failed"]), 4)
                              for c in CASHES.values()],
        "cashes": [c["scored"] + c["failed"] for c in CASHES.values()],
        "failed_cash_share_by_level": by_level(levels),
        "seconds": round(time.perf_counter() - started, 1),
        **describe(states, moves),
    }


def stop(signum, frame):
    raise KeyboardInterrupt


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seats", default="medium,random,random,random")
    parser.add_argument("--games", type=int, default=0)
    parser.add_argument("--random-games", type=int, default=0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=0,
                        help="the hard player's iterations a decision (default: the level's own)")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="time decisions in this process's CPU time (on a busy machine)")
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, stop)
    if args.iterations:
        HardPlayer.iterations = args.iterations
    if args.random_games:
        print(json.dumps(random_games(args.random_games, args.players, args.seed)))
    if args.games:
        clock = time.process_time if args.cpu_clock else time.perf_counter
        print(json.dumps(match(args.seats.split(","), args.games, args.seed, clock)))


if __name__ == "__main__":
    main()
