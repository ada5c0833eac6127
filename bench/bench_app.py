"""Measure the window: frame times of a computer-only game, start to first frame, memory.

    python bench/bench_app.py [--level=hard] [--frames=N]

Runs ``main.py demo`` (the real loop, dummy video driver unless one is set) in a
child process and prints its frame-time percentiles, the time from start to the
first frame and the peak resident memory. A demo of hard players takes many
minutes; ``--frames=3600`` measures its first minute.
"""

import os
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    started, started_wall = time.perf_counter(), time.time()
    result = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "demo", *sys.argv[1:]], env=env,
                            capture_output=True, text=True, cwd=ROOT)
    elapsed = time.perf_counter() - started
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    report = [line for line in result.stdout.splitlines() if line.startswith("frames")]
    print(report[-1] if report else result.stdout + result.stderr)
    at = [line for line in result.stdout.splitlines() if line.startswith("first frame at")]
    if at:
        print(f"process start to first frame {(float(at[-1].split()[-1]) - started_wall) * 1000:.0f} ms")
    print(f"demo {elapsed:.1f} s   peak memory (RSS) {peak_kb / 1024:.0f} MB")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
