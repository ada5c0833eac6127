"""Measure play across machines on 127.0.0.1, as a person runs it: one
``main.py host`` process with the most seats each game allows, every seat a
``main.py join`` computer process, many games in a row at the same table.

    python bench/bench_net.py [--games N] [--game NAME ...] [--level L] [--autosave]

For each game prints: games played, desyncs (games whose record, written out
and read back, does not replay to the host's final position), wall time, the
move round trip (a client's move sent -> the state that shows it applied:
p50, p95, worst, over every move of every client) and the host's memory
(resident size after the first tenth of the games and at the end).
Note the machine load (``uptime``) with the figures.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game import GAME_NAMES, load_game  # noqa: E402

LOOPBACK = "127.0.0.1"


def rss_kib(pid):
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")


def measure(name, games, level, autosave, out=print):
    info = load_game(name)
    seats = info.max_players
    command = [sys.executable, os.path.join(ROOT, "main.py")]
    with tempfile.TemporaryDirectory() as folder:
        host_args = ["host", "--game", name, "--seats", ",".join(["remote"] * seats), "--bind",
                     LOOPBACK, "--port", "0", "--games", str(games), "--seed", "1"]
        if autosave:
            host_args += ["--autosave", os.path.join(folder, f"{name}.json")]
        started = time.perf_counter()
        host = subprocess.Popen(command + host_args, cwd=ROOT, stdout=subprocess.PIPE, text=True)
        first = json.loads(host.stdout.readline())
        trips = [os.path.join(folder, f"{name}-{k}.json") for k in range(seats)]
        joiners = [subprocess.Popen(command + ["join", f"{LOOPBACK}:{first['port']}", "--code",
                                               first["code"], "--level", level, "--seed", str(k),
                                               "--round-trips", trips[k]],
                                    cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                    text=True)
                   for k in range(seats)]
        finished, memory = [], []
        for line in host.stdout:
            finished.append(json.loads(line))
            if len(finished) == max(1, games // 10) or len(finished) == games:
                memory.append(rss_kib(host.pid))
        host.wait()
        wall = time.perf_counter() - started
        failures = []
        for joiner in joiners:
            _, err = joiner.communicate(timeout=60)
            if joiner.returncode:
                failures.append(err.strip()[-200:])
        round_trips = []
        for path in trips:
            if os.path.exists(path):
                with open(path, encoding="utf-8") as stream:
                    round_trips += json.load(stream)
    desyncs = sum(1 for game in finished if not game["replays"])
    moves = sum(game["moves"] for game in finished)
    out(f"{name:<11} {seats} seats  {len(finished):5d} games  {moves:7d} moves  "
        f"desyncs {desyncs}  {wall:6.1f} s  round trip p50 {percentile(round_trips, 0.5):5.2f} ms  "
        f"p95 {percentile(round_trips, 0.95):5.2f} ms  worst {max(round_trips or [0]):6.1f} ms  "
        f"host memory {memory[0] // 1024 if memory and memory[0] else '?'} -> "
        f"{memory[-1] // 1024 if memory and memory[-1] else '?'} MiB"
        + (f"  client failures: {failures}" if failures else ""))
    return {"game": name, "games": len(finished), "desyncs": desyncs, "failures": len(failures),
            "p95_ms": percentile(round_trips, 0.95)}


def measure_frames(name, level="random", frame_limit=20_000, out=print):
    """The host's window while it serves: one game with the host's own seat played
    from its window (the first legal move, at once) and every other seat a ``join``
    process; the time each frame takes (events, update, draw, present)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from app.settings import Settings
    from scenes.app import App, open_window
    from scenes.net.host_scene import start_hosting
    from scenes.net.lobby import NetLobbyScene
    info = load_game(name)
    seats = info.max_players
    with tempfile.TemporaryDirectory() as home:
        os.environ["FIGARO_HOME"] = home
        app = App(open_window(), Settings())
        hosting, session = start_hosting(info, ["remote"] * seats, "Host", port=0, bind=LOOPBACK,
                                         advertise=False, pause=0.0)
        command = [sys.executable, os.path.join(ROOT, "main.py")]
        joiners = [subprocess.Popen(command + ["join", f"{LOOPBACK}:{hosting.server.port}",
                                               "--code", hosting.code, "--level", level,
                                               "--seed", str(k)], cwd=ROOT,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                   for k in range(seats - 1)]
        app.push(NetLobbyScene(app, session, hosting))
        times, moved = [], None
        for _ in range(frame_limit):
            started = time.perf_counter()
            state = session.state
            if (state and not state["finished"] and state["turn"] == state["seat"]
                    and state["legal"] and moved != state["at"]):
                moved = state["at"]
                session.move(state["legal"][0])
            app.frame(1 / 60, [])
            spent = time.perf_counter() - started
            times.append(spent)
            if hosting.server.done.is_set():
                break
            time.sleep(max(0.0, 1 / 60 - spent))
        served = len(hosting.server.finished_games)
        session.close()
        hosting.stop()
        for joiner in joiners:
            joiner.wait(30)
    ms = sorted(t * 1000 for t in times[1:])
    out(f"{name:<11} host window, {seats} seats: {len(ms)} frames while serving "
        f"({served} game{'s' if served != 1 else ''} played)  frame p50 {percentile(ms, 0.5):.2f} ms  "
        f"p95 {percentile(ms, 0.95):.2f} ms  p99 {percentile(ms, 0.99):.2f} ms  "
        f"worst {ms[-1]:.2f} ms  over 16.7 ms {sum(1 for t in ms if t > 1000 / 60)}")
    return served


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games in a row, each game (default 100)")
    parser.add_argument("--game", action="append", choices=GAME_NAMES,
                        help="measure only this game (repeatable; default all)")
    parser.add_argument("--level", default="random",
                        help="the joining computers' level (default random: the network, not "
                             "the thinking, is measured)")
    parser.add_argument("--autosave", action="store_true", help="the host autosaves every move")
    parser.add_argument("--frames", action="store_true",
                        help="instead: the host's window frame times while it serves one game")
    args = parser.parse_args(argv)
    if args.frames:
        print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (1 and 5 min)")
        served = [measure_frames(name, args.level) for name in (args.game or GAME_NAMES)]
        return 0 if all(served) else 1
    print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (1 and 5 min); "
          f"{args.games} games each, level {args.level}, autosave {'on' if args.autosave else 'off'}")
    results = [measure(name, args.games, args.level, args.autosave)
               for name in (args.game or GAME_NAMES)]
    return 0 if all(r["desyncs"] == 0 and r["failures"] == 0 and r["games"] == args.games
                    for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
