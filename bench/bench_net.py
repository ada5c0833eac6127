"""Measure play across machines on 127.0.0.1, as a person runs it: a host with
the most seats each game allows, every seat a ``main.py join`` computer
process, many games in a row at the same table.

    python bench/bench_net.py [--games N | --total N] [--game NAME ...] [--window]
                              [--level L] [--autosave] [--nice N]

The host is a ``main.py host`` process; with ``--window`` it is instead this
process's window, as the app hosts (``start_hosting``: autosave on), its own
seat played from the window (the first legal move, in the frame that shows the
turn) and every other seat a ``join`` process.

For each game prints: games played, desyncs (games whose record, written out
and read back, does not replay to the host's final position), wall time, the
move round trip (a client's move sent -> the state that shows it applied:
p50, p95, worst, over every move of every ``join`` client) and the host's
memory (resident size after the first tenth of the games, at the half and at
the end). With ``--window`` also the window's frame times while it serves
(events, update, draw, present and flip, as ``run_app``: p50, p95, p99, worst,
frames over 16.7 ms),
the first frame of the table scene given apart (the lobby's frames, before
the first game, are not counted), and then, as a yardstick of the machine's
load, the frames of the same window once every game is served. Note the machine load
(``uptime``) with the figures. The window is SDL's dummy one unless
``SDL_VIDEODRIVER`` names another: ``SDL_VIDEODRIVER=x11`` with ``DISPLAY`` set (a
desktop, or Xvfb) measures a real window, its flip included.
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
FRAME_BUDGET_MS = 1000 / 60
IDLE_FRAMES = 600           # frames of the last game's table once every game is served: the
                            # machine's share of the frame times, the serving's left out


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


def split_games(total, names):
    """``total`` games over ``names``, as evenly as can be (the first get one more)."""
    share, extra = divmod(total, len(names))
    return [share + (1 if k < extra else 0) for k in range(len(names))]


class Memory:
    """The host's resident size after the first tenth of the games, at the half and at the end."""

    def __init__(self, pid, games):
        self.pid = pid
        self.marks = sorted({max(1, games // 10), max(1, games // 2), games})
        self.kib = []

    def game_over(self, played):
        if played in self.marks:
            self.kib.append(rss_kib(self.pid))

    def text(self):
        return " -> ".join(str(k // 1024) if k else "?" for k in self.kib) + " MiB"


def joiners(port, code, level, seats, folder, first_seat=0, nice=0):
    """One ``join`` computer process a seat from ``first_seat``; each writes its round trips.
    ``nice``: their niceness (they stand for the other people's computers)."""
    command = (["nice", "-n", str(nice)] if nice else []) + [sys.executable,
                                                             os.path.join(ROOT, "main.py")]
    trips = [os.path.join(folder, f"trips-{k}.json") for k in range(first_seat, seats)]
    processes = [subprocess.Popen(command + ["join", f"{LOOPBACK}:{port}", "--code", code,
                                             "--level", level, "--seed", str(k),
                                             "--round-trips", path],
                                  cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                  text=True)
                 for k, path in zip(range(first_seat, seats), trips)]
    return processes, trips


def collect(processes, trips):
    """The joiners' failures (the end of their complaint) and every round trip (ms)."""
    failures, round_trips = [], []
    for process in processes:
        _, err = process.communicate(timeout=60)
        if process.returncode:
            failures.append(err.strip()[-200:])
    for path in trips:
        if os.path.exists(path):
            with open(path, encoding="utf-8") as stream:
                round_trips += json.load(stream)
    return failures, round_trips


def serve_headless(name, games, level, autosave, folder, nice=0):
    """A ``main.py host`` process serving ``games`` games: (finished games, memory, failures,
    round trips)."""
    seats = load_game(name).max_players
    host_args = ["host", "--game", name, "--seats", ",".join(["remote"] * seats), "--bind",
                 LOOPBACK, "--port", "0", "--games", str(games), "--seed", "1"]
    if autosave:
        host_args += ["--autosave", os.path.join(folder, f"{name}.json")]
    host = subprocess.Popen([sys.executable, os.path.join(ROOT, "main.py")] + host_args, cwd=ROOT,
                            stdout=subprocess.PIPE, text=True)
    first = json.loads(host.stdout.readline())
    processes, trips = joiners(first["port"], first["code"], level, seats, folder, nice=nice)
    finished, memory = [], Memory(host.pid, games)
    for line in host.stdout:
        finished.append(json.loads(line))
        memory.game_over(len(finished))
    host.wait()
    return (finished, memory) + collect(processes, trips) + (None,)


def serve_from_window(name, games, level, folder, nice=0, frame_limit=None):
    """This process's window hosting ``games`` games, as the app hosts: (finished games,
    memory, failures, round trips, frames) where frames are the frame times (ms) while it
    serves and the first frame of the table scene."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["FIGARO_HOME"] = folder
    from app.settings import Settings
    from scenes.app import App, open_window
    from scenes.net.host_scene import start_hosting
    from scenes.net.lobby import NetLobbyScene
    info = load_game(name)
    seats = info.max_players
    app = App(open_window(), Settings())
    app.settles_memory = True                  # as run_app's window
    hosting, session = start_hosting(info, ["remote"] * seats, "Host", port=0, bind=LOOPBACK,
                                     advertise=False, pause=0.0)
    server = hosting.server
    server.games = games
    processes, trips = joiners(server.port, hosting.code, level, seats, folder, first_seat=1,
                               nice=nice)
    app.push(NetLobbyScene(app, session, hosting))
    memory = Memory(os.getpid(), games)
    times, first_table, moved, counted = [], None, None, 0
    frame_limit = frame_limit or 4_000 * games
    import pygame
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    for _ in range(frame_limit):
        started = time.perf_counter()
        # the person at the window reads a round's summary and goes on, and puts the
        # score sheet away to see the host's next game
        if type(app.top).__name__ == "ScoreSheet":
            app.pop()
        waiting = app.top.overlay and type(app.top).__name__ != "NetLobbyScene"
        app.frame(1 / 60, [enter] if waiting else [])
        pygame.display.flip()                  # as run_app shows each frame
        state = session.state                  # as this frame's update left it
        if (state and not state["finished"] and state["turn"] == state["seat"]
                and state["legal"] and moved != (state["game_number"], state["at"])):
            moved = (state["game_number"], state["at"])
            session.move(state["legal"][0])
        spent = time.perf_counter() - started
        if first_table is not None:
            times.append(spent * 1000)
        elif type(app.top).__name__ != "NetLobbyScene":
            first_table = spent * 1000         # the table scene built, its fonts first drawn
        while counted < len(server.finished_games):
            counted += 1
            memory.game_over(counted)
        if server.done.is_set():
            break
        time.sleep(max(0.0, 1 / 60 - spent))
    finished = list(server.finished_games)
    idle = []
    for _ in range(IDLE_FRAMES):               # the same table, served: nothing more happens
        started = time.perf_counter()
        app.frame(1 / 60, [])
        pygame.display.flip()
        spent = time.perf_counter() - started
        idle.append(spent * 1000)
        time.sleep(max(0.0, 1 / 60 - spent))
    session.close()
    hosting.stop()
    pygame.display.quit()
    return (finished, memory) + collect(processes, trips) + ((times, first_table, idle),)


def measure(name, games, level, autosave, window=False, nice=0, out=print):
    seats = load_game(name).max_players
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        if window:
            finished, memory, failures, round_trips, frames = serve_from_window(
                name, games, level, folder, nice)
        else:
            finished, memory, failures, round_trips, frames = serve_headless(
                name, games, level, autosave, folder, nice)
    wall = time.perf_counter() - started
    desyncs = sum(1 for game in finished if not game["replays"])
    moves = sum(game["moves"] for game in finished)
    line = (f"{name:<11} {seats} seats  {len(finished):5d} games  {moves:7d} moves  "
            f"desyncs {desyncs}  {wall:6.1f} s  round trip p50 {percentile(round_trips, 0.5):5.2f} ms  "
            f"p95 {percentile(round_trips, 0.95):5.2f} ms  worst {max(round_trips or [0]):6.1f} ms  "
            f"host memory {memory.text()}")
    result = {"game": name, "games": len(finished), "desyncs": desyncs, "failures": len(failures),
              "p95_ms": percentile(round_trips, 0.95)}
    if frames is not None:
        ms, first_table, idle = frames
        result["frame_p99_ms"] = percentile(ms, 0.99)
        line += (f"\n{'':<11} host window: {len(ms)} frames while serving  frame p50 "
                 f"{percentile(ms, 0.5):.2f} ms  p95 {percentile(ms, 0.95):.2f} ms  "
                 f"p99 {percentile(ms, 0.99):.2f} ms  worst {max(ms or [0]):.1f} ms  "
                 f"over 16.7 ms {sum(1 for t in ms if t > FRAME_BUDGET_MS)}  "
                 f"(the table's first frame {first_table or 0:.1f} ms)"
                 f"\n{'':<11} the same window serving nothing, {len(idle)} frames: p50 "
                 f"{percentile(idle, 0.5):.2f} ms  p99 {percentile(idle, 0.99):.2f} ms  "
                 f"over 16.7 ms {sum(1 for t in idle if t > FRAME_BUDGET_MS)}")
    out(line + (f"  client failures: {failures}" if failures else ""))
    return result


def load_text():
    one, five, _ = os.getloadavg()
    return f"load: {one:.2f} {five:.2f} (1 and 5 min)"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    count = parser.add_mutually_exclusive_group()
    count.add_argument("--games", type=int, default=100,
                       help="games in a row, each game (default 100)")
    count.add_argument("--total", type=int,
                       help="games in all, shared evenly among the games measured")
    parser.add_argument("--game", action="append", choices=GAME_NAMES,
                        help="measure only this game (repeatable; default all)")
    parser.add_argument("--level", default="random",
                        help="the joining computers' level (default random: the network, not "
                             "the thinking, is measured)")
    parser.add_argument("--autosave", action="store_true",
                        help="the host process autosaves every move (the window always does)")
    parser.add_argument("--nice", type=int, default=0,
                        help="run the join processes at this niceness (they stand for the other "
                             "people's computers; default 0)")
    parser.add_argument("--window", "--frames", action="store_true",
                        help="the host is this process's window: its frame times too")
    args = parser.parse_args(argv)
    names = args.game or list(GAME_NAMES)
    counts = split_games(args.total, names) if args.total else [args.games] * len(names)
    print(f"{load_text()}; {sum(counts)} games ({', '.join(f'{n} {c}' for n, c in zip(names, counts))}), "
          f"level {args.level}, host {'window' if args.window else 'process'}, autosave "
          f"{'on' if args.autosave or args.window else 'off'}, joiners' niceness {args.nice}",
          flush=True)
    results = []
    for name, games in zip(names, counts):
        results.append(measure(name, games, args.level, args.autosave, args.window, args.nice,
                               out=lambda line: print(line, flush=True)))
    print(f"{load_text()} at the end; desyncs {sum(r['desyncs'] for r in results)} in "
          f"{sum(r['games'] for r in results)} games")
    return 0 if all(r["desyncs"] == 0 and r["failures"] == 0 and r["games"] == games
                    for r, games in zip(results, counts)) else 1


if __name__ == "__main__":
    sys.exit(main())
