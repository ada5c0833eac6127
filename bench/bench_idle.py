"""Measure what the app costs while the player only looks: CPU of the real app
process, as a share of one core, over a wait on each scene and table.

    DISPLAY=:7 python bench/bench_idle.py [--seconds 20] [--settle 8] [--scenes chooser,start,…] [--shots DIR]

Needs an X display (Xvfb is enough) and xdotool. For each scene it starts
``main.py`` afresh (its own empty home folder, speed "fast", English), walks
there with the keys a player would press, waits ``--settle`` seconds for the
computers to play up to the person's turn, then reads the process's CPU time
(``/proc/<pid>/stat``: user + system) before and after ``--seconds`` of
waiting. Linux only (``/proc``). Prints one line a scene and the machine's load.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100

# The keys from the chooser (Figaro's tile has the focus) to each scene. The
# start scene's buttons: New game, Rules, Statistics, Settings, Choose another game, Quit.
ROUTES = {
    "chooser": [],
    "start": ["Return"],
    "setup": ["Return", "Return"],
    "rules": ["Return", "Down", "Return"],
    "statistics": ["Return", "Down", "Down", "Return"],
    "settings": ["Return", "Down", "Down", "Down", "Return"],
    "figaro table": ["Return", "Return", "Return"],
    "nottingham table": ["Right", "Return", "Return", "Return"],
    "kings table": ["Right", "Right", "Return", "Return", "Return"],
}


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS        # utime, stime


def window_of(pid, timeout=30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--pid", str(pid), "--onlyvisible", "--name", "."],
                               capture_output=True, text=True).stdout.split()
        if found:
            return found[-1]
        time.sleep(0.2)
    raise SystemExit(f"no window of process {pid} after {timeout:.0f} s")


def measure(scene, seconds, settle, shots=None):
    home = tempfile.mkdtemp(prefix="bench-idle-")
    os.makedirs(os.path.join(home, "config"))
    with open(os.path.join(home, "config", "settings.json"), "w", encoding="utf-8") as handle:
        json.dump({"language": "en", "speed": "fast"}, handle)
    env = dict(os.environ, CARDPARLOUR_HOME=home, SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"))
    env.pop("SDL_VIDEODRIVER", None)
    app = subprocess.Popen([sys.executable, os.path.join(ROOT, "main.py")], cwd=ROOT, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        window = window_of(app.pid)
        time.sleep(1.5)                                  # the first frames draw and warm up
        subprocess.run(["xdotool", "windowfocus", "--sync", window], capture_output=True)
        for key in ROUTES[scene]:
            subprocess.run(["xdotool", "key", key], check=True)
            time.sleep(0.6)
        time.sleep(settle)
        before, started = cpu_seconds(app.pid), time.monotonic()
        time.sleep(seconds)
        used, elapsed = cpu_seconds(app.pid) - before, time.monotonic() - started
        running = app.poll() is None
        if shots:                                        # what was measured, to look at
            os.makedirs(shots, exist_ok=True)
            subprocess.run(["import", "-window", "root", os.path.join(shots, scene.replace(" ", "-") + ".png")],
                           capture_output=True)
    finally:
        app.terminate()
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()
        shutil.rmtree(home, ignore_errors=True)
    if not running:
        raise SystemExit(f"{scene}: the app ended before the measure did")
    return 100 * used / elapsed


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--settle", type=float, default=8.0)
    parser.add_argument("--scenes", default=",".join(ROUTES))
    parser.add_argument("--shots", help="a folder for a screenshot of each scene measured")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") or shutil.which("xdotool") is None:
        raise SystemExit("needs an X display (DISPLAY) and xdotool")
    print(f"waiting {args.seconds:.0f} s on each scene, after {args.settle:.0f} s to settle")
    for scene in args.scenes.split(","):
        share = measure(scene, args.seconds, args.settle, args.shots)
        print(f"{scene:18} {share:5.1f} % of a core")
    with open("/proc/loadavg") as handle:
        print("load average", " ".join(handle.read().split()[:3]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
