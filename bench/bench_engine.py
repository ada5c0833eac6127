"""The engine's speed where it counts: the real ``simulate`` command with four
random players (games/s, run as a subprocess, start-up included), and the
hard player's search (iterations/s).

    python bench/bench_engine.py [--games G] [--runs R] [--positions P]

Each figure is measured ``--runs`` times; the best and the spread are printed,
since other work on the machine only ever slows a run down. ``simulate`` is
given three ways: the figure the command itself prints (its games, timed
inside), the same from outside (start-up included), and per second of the
processor time it used (the steadiest on a busy machine).
"""

import argparse
import json
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game.figaro import GameState  # noqa: E402
from game.figaro.players import make_player  # noqa: E402


def simulate_games_per_second(games):
    """``main.py simulate`` with four random players: games/s as it prints them,
    timed from outside, and per second of processor time."""
    command = [sys.executable, os.path.join(ROOT, "main.py"), "simulate", "--players", "4",
               "--games", str(games), "--seats", "random,random,random,random"]
    cpu_before = _children_cpu()
    started = time.perf_counter()
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    seconds = time.perf_counter() - started
    cpu = _children_cpu() - cpu_before
    return json.loads(out)["games_per_second"], games / seconds, games / cpu


def _children_cpu():
    try:
        import resource
    except ImportError:                       # Windows: no processor time of children
        return time.perf_counter()
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def positions(count, seed=0):
    """``count`` positions of 4-player games, reached by random moves."""
    rng = random.Random(f"bench-engine/{seed}")
    found = []
    while len(found) < count:
        state = GameState.new(4, rng.getrandbits(32))
        stop = rng.randrange(1, 150)
        for _ in range(stop):
            if state.finished:
                break
            state.apply(rng.choice(state.legal_moves()))
        if not state.finished and len(state.legal_moves()) > 1:
            found.append(state)
    return found


def hard_iterations_per_second(states, iterations=600):
    """The hard player's iterations per second, by the clock and by processor time."""
    player = make_player("hard", 7)
    player.iterations = iterations
    started, cpu = time.perf_counter(), time.process_time()
    for state in states:
        player.choose(state.view(state.turn))
    work = len(states) * iterations
    return work / (time.perf_counter() - started), work / (time.process_time() - cpu)


def summary(values, unit):
    best = max(values)
    return (f"best {best:8.0f} {unit}  (runs: {', '.join(f'{v:.0f}' for v in values)}; "
            f"spread {min(values) / best:.0%}..100%)")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--positions", type=int, default=10)
    args = parser.parse_args(argv)
    sim = [simulate_games_per_second(args.games) for _ in range(args.runs)]
    print(f"simulate, 4 random players, {args.games} games (goal >= 1000 games/s):")
    for i, how in enumerate(("as printed", "from outside", "per cpu second")):
        print(f"  {how:15} {summary([s[i] for s in sim], 'games/s')}")
    states = positions(args.positions)
    hard = [hard_iterations_per_second(states) for _ in range(args.runs)]
    print(f"hard player's search, {args.positions} positions:")
    for i, how in enumerate(("by the clock", "per cpu second")):
        print(f"  {how:15} {summary([h[i] for h in hard], 'iterations/s')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
