"""How long a hint takes at each game's table, on positions from seeded random
games, on the path the tables use (app.hint.HintDecision, stepped a slice a
frame). A table's frame lasts at least 1/60 s; while the hint thinks it lasts
its slice plus the drawing (``--draw`` ms, an assumed 5 ms by default). The
latency is the measured thinking plus that modelled drawing of the frames it
spans (the script does not draw). ``--old`` measures the path before the shared hint: the hard
player stepped 4 ms a frame (12 ms at Kings & Creatures).

    python bench/bench_hints.py [--positions N] [--games figaro,nottingham,kings] [--old]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from app.hint import HintDecision  # noqa: E402
from game import load_game  # noqa: E402
from game.common.players import Decision  # noqa: E402
from game.common.simulate import percentile  # noqa: E402
from scenes.session_table import HINT_SLICE  # noqa: E402

FRAME = 1 / 60
OLD_SLICE = {"figaro": 0.004, "nottingham": 0.004, "kings": 0.012}


def positions(game, count, seed=0):
    info = load_game(game)
    rng = random.Random(f"bench-hints/{game}/{seed}")
    found = []
    while len(found) < count:
        state = info.new_game(4, seed=rng.getrandbits(32))
        for _ in range(rng.randrange(0, 120)):
            if state.finished:
                break
            state.apply(rng.choice(state.legal_moves()))
        if not state.finished and len(state.legal_moves()) > 1:
            found.append(state)
    return found


def latency(decision, slice_, draw):
    """(seconds from the key to the hint, seconds of thinking) on a table's frames."""
    thinking = frames = 0.0
    while True:
        start = time.perf_counter()
        done = decision.step(slice_)
        spent = time.perf_counter() - start
        thinking += spent
        frames += max(FRAME, spent + draw)
        if done:
            return frames, thinking


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--games", default="figaro,nottingham,kings")
    parser.add_argument("--draw", type=float, default=5.0, help="ms of drawing a frame")
    parser.add_argument("--old", action="store_true", help="the hard player, as before the shared hint")
    args = parser.parse_args(argv)
    for game in args.games.split(","):
        info = load_game(game)
        waits, thoughts = [], []
        for state in positions(game, args.positions):
            view = state.view(state.turn)
            if args.old:
                decision = Decision(info.make_player("hard", seed=0), view)
                wait, thought = latency(decision, OLD_SLICE[game], args.draw / 1000)
            else:
                wait, thought = latency(HintDecision(game, view, names=state.names), HINT_SLICE, args.draw / 1000)
            waits.append(wait)
            thoughts.append(thought)
        print(f"{game:11s} {'old' if args.old else 'hint'}: {len(waits)} positions, "
              f"latency mean {sum(waits) / len(waits):.2f} s, p95 {percentile(waits, 0.95):.2f} s, "
              f"max {max(waits):.2f} s; thinking p95 {percentile(thoughts, 0.95):.2f} s", flush=True)


if __name__ == "__main__":
    main()
