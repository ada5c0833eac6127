"""How fast the frozen game starts, and how big it is: the figures for the
packaging goals (bundle ≤ 50 MB, time to first frame ≤ 2 s).

    python build/build.py --bundle-only          # first, to make dist/cardparlour
    python bench/frozen_start.py [EXECUTABLE] [--runs N]

Time to first frame is measured from outside, from the moment the process is
started to the moment SDL presents the first frame: SDL's dummy video driver
writes each presented frame to a .bmp file when SDL_VIDEO_DUMMY_SAVE_FRAMES is
set, and this script watches for the first one. So the figure includes what a
player waits for: the bootloader, unpacking nothing (one-folder), Python, pygame
and the first scene's drawing.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_EXE = os.path.join(ROOT, "dist", "cardparlour", "cardparlour.exe" if os.name == "nt" else "cardparlour")
HEADLESS = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")


def start_to_exit(executable, *args):
    started = time.perf_counter()
    subprocess.run([executable, *args], env=HEADLESS, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def start_to_first_frame(executable, timeout=30.0):
    """Seconds from process start to the first presented frame that shows something:
    SDL presents a blank frame when the window opens, which a player does not count."""
    with tempfile.TemporaryDirectory() as frames:
        env = dict(HEADLESS, SDL_VIDEO_DUMMY_SAVE_FRAMES="1")
        started = time.perf_counter()
        process = subprocess.Popen([executable, "demo"], cwd=frames, env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        seen = {}                                   # frame file -> when it appeared
        try:
            while True:
                now = time.perf_counter()
                for name in os.listdir(frames):
                    if name.endswith(".bmp") and name not in seen:
                        seen[name] = now - started
                # A frame file is complete once the next one has appeared.
                for name in sorted(seen)[:-1]:
                    if not is_blank(os.path.join(frames, name)):
                        return seen[name]
                if process.poll() is not None or now - started > timeout:
                    raise RuntimeError("the demo ended or stalled before its first frame")
                time.sleep(0.001)
        finally:
            process.terminate()
            process.wait()


def is_blank(bmp_path):
    import pygame
    red, green, blue, _alpha = pygame.transform.average_color(pygame.image.load(bmp_path))
    return red == green == blue == 0


def folder_size(folder):
    return sum(os.path.getsize(os.path.join(parent, name))
               for parent, _dirs, names in os.walk(folder) for name in names
               if not os.path.islink(os.path.join(parent, name)))


def report(label, seconds):
    print(f"{label:<34} median {statistics.median(seconds) * 1000:6.0f} ms  "
          f"min {min(seconds) * 1000:6.0f} ms  max {max(seconds) * 1000:6.0f} ms  ({len(seconds)} runs)")


def main(argv=None):
    parser = argparse.ArgumentParser(description="Time the frozen game's start.")
    parser.add_argument("executable", nargs="?", default=DEFAULT_EXE)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    if not os.path.isfile(args.executable):
        print(f"error: no frozen game at {args.executable}; run python build/build.py first", file=sys.stderr)
        return 2
    print(f"bundle size                        {folder_size(os.path.dirname(args.executable)) / 1e6:.1f} MB")
    report("start to exit: --version", [start_to_exit(args.executable, "--version") for _ in range(args.runs)])
    report("start to exit: simulate, 1 game", [
        start_to_exit(args.executable, "simulate", "--players", "4", "--games", "1",
                      "--seats", "random,random,random,random") for _ in range(args.runs)])
    report("start to first frame: demo", [start_to_first_frame(args.executable) for _ in range(args.runs)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
