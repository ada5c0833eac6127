"""Measure Nottingham's table while the hard player thinks: a hint for the person,
and hard computers, are thought in slices between frames, so frames keep coming.

    python bench/bench_nottingham_table.py [--hints=N] [--seed=S]

Plays one headless table (dummy video driver unless one is set): the person at
seat 0 asks a hint at each of N decisions and plays it; three hard computers
play the other seats. Prints, for the frames while a hint thinks and for the
frames while a computer thinks, the number of frames and their time per frame
(median, 95th percentile, worst), and how long a hint takes from H to the
highlighted move.
"""

import argparse
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from app.settings import Settings  # noqa: E402
from scenes.app import App, open_window  # noqa: E402
from scenes.nottingham import NottinghamTable  # noqa: E402
from scenes.pass_screen import PassScene  # noqa: E402

DT = 1 / 60
FRAME_LIMIT = 200_000


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def line(label, frames):
    if not frames:
        return f"{label:<22} no frames"
    ms = [f * 1000 for f in frames]
    return (f"{label:<22} {len(ms):6d} frames   median {statistics.median(ms):5.1f} ms   "
            f"p95 {percentile(ms, 0.95):5.1f} ms   worst {max(ms):5.1f} ms")


def measure(hints=10, seed=1, out=print):
    app = App(open_window(), Settings(speed="fast"), sounds=None)
    table = NottinghamTable(app, [None, "hard", "hard", "hard"], seed=seed, first_player=0)
    app.push(table)
    app.frame(DT, [])                   # the first frame draws the table's background once
    hint_frames, computer_frames, waits = [], [], []
    asked = 0
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="")
    for _ in range(FRAME_LIMIT):
        if asked >= hints or table.state.finished:
            break
        if isinstance(app.top, PassScene):
            app.pop()
            continue
        if app.top is not table:
            app.pop()
            continue
        if table.my_turn() and len(table.state.legal_moves()) > 1:
            started = time.perf_counter()
            events = [key]
            while table.hint is None:
                before = time.perf_counter()
                app.frame(DT, events)
                hint_frames.append(time.perf_counter() - before)
                events = []
            waits.append(time.perf_counter() - started)
            asked += 1
            table.play(table.hint[0])
            continue
        if table.my_turn():
            table.play(table.state.legal_moves()[0])
            continue
        thinking = table.decision is not None
        before = time.perf_counter()
        app.frame(DT, [])
        if thinking:
            computer_frames.append(time.perf_counter() - before)
    out(f"Nottingham table, seed {seed}: {asked} hints of the hard player, 3 hard computers")
    out(line("frames, hint thinking", hint_frames))
    out(line("frames, computer thinks", computer_frames))
    if waits:
        ms = [w * 1000 for w in waits]
        out(f"{'hint ready after':<22} median {statistics.median(ms):5.0f} ms   worst {max(ms):5.0f} ms")
    return hint_frames, computer_frames, waits


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args(argv)
    measure(options.hints, options.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
