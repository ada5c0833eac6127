"""Run a frozen Card Parlour headless and check what it prints: the release workflow runs
this on each OS right after the build, against the executable the installer ships.

    python build/smoke_test.py dist/cardparlour/cardparlour                      (Linux)
    python build/smoke_test.py dist\\cardparlour\\cardparlour.exe                  (Windows)
    python build/smoke_test.py dist/Card Parlour.app/Contents/MacOS/cardparlour   (macOS)
    python build/smoke_test.py --source                                (python main.py, unfrozen)

Windows: cardparlour.exe is a windowed program, which has no console to print to; the
headless commands are checked on cardparlour-cli.exe, the console executable beside it,
and cardparlour.exe itself must still run them and the demo with exit 0.

Checked: `--version` prints the version of version.py; `replay` of a short record
prints the position (FORMAT.md) with the move applied; `replay` of an illegal move
prints the error object and exits 1; a broken record exits 2 with one line on
standard error; `simulate` prints its summary; `demo` plays a game in the window
loop (dummy video driver). None may write inside the bundle: settings, saves and
statistics belong in the player's own folders. Exit 0 when every check passed.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WINDOWED_EXE, CONSOLE_EXE = "cardparlour.exe", "cardparlour-cli.exe"

# The position of FORMAT.md: Ann led and five cards have been played; Ben is to act.
POSITION = {
    "format": "figaro-position/1", "players": 4, "names": ["Ann", "Ben", "Cleo", "Dan"],
    "round": 1, "king": 0, "turn": 1,
    "hands": [["red2", "blue1", "blue2", "blue2", "green1", "green2", "purple1", "purple2",
               "orange1", "orange1", "jester2", "jester2", "ronde"],
              ["red2", "blue2", "green2", "green2", "green2", "green3", "purple2", "purple2",
               "purple3", "orange2", "orange2", "jester1", "ronde", "ronde"],
              ["red2", "red2", "red2", "red2", "blue1", "blue1", "blue2", "blue3", "green2",
               "purple1", "purple1", "purple2", "orange2", "orange2"],
              ["red1", "red1", "red1", "blue2", "blue2", "green1", "green2", "purple2", "purple2",
               "orange1", "orange2", "orange2", "ronde", "ronde"]],
    "piles": [["red3"], ["orange3"], [], ["green1", "jester1", "jester1"]],
    "tricks": [[], [], [], []], "roads": [[], [], [], []],
    "pool": [[7, 6, 4], [13, 5, 3], [15, 12, 1]], "removed": [], "seed": 12345,
}
POSITION_KEYS = set(POSITION) | {"finished", "winner", "road_lengths"}
SUMMARY_KEYS = {"games", "players", "seats", "wins", "win_rate", "mean_road", "seconds",
                "games_per_second", "decision_ms"}
SEATS = ["random", "random", "random", "random"]


def record(*moves):
    return json.dumps({"format": "figaro-record/1", "position": POSITION, "moves": list(moves)})


def version():
    sys.path.insert(0, ROOT)
    from version import __version__
    return __version__


def expect_version(result):
    wanted = f"Card Parlour {version()}"
    assert result.stdout.strip() == wanted, f"printed {result.stdout.strip()!r}, not {wanted!r}"


def expect_position(result):
    position = json.loads(result.stdout)
    assert set(position) == POSITION_KEYS, f"position keys {sorted(position)}"
    assert position["format"] == "figaro-position/1" and position["players"] == 4
    assert position["piles"][2] == ["blue2"] and position["turn"] == 2, "the move was not applied"
    assert position["finished"] is False and position["road_lengths"] == [0, 0, 0, 0]


def expect_illegal_move(result):
    error = json.loads(result.stdout)
    assert error["error"] == "illegal move" and error["move"] == 1 and error["rule"] == "R9", error
    assert error["message"], "no message"
    assert error["position"]["piles"][2] == ["blue2"], "the position before the move is lost"


def expect_one_error_line(result):
    assert result.stdout == "", f"printed on standard output: {result.stdout[:200]!r}"
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, f"standard error: {result.stderr[-500:]!r}"


def expect_summary(result):
    summary = json.loads(result.stdout)
    assert set(summary) == SUMMARY_KEYS, f"summary keys {sorted(summary)}"
    assert summary["games"] == 3 and summary["players"] == 4 and summary["seats"] == SEATS
    assert len(summary["wins"]) == 4 and sum(summary["wins"]) >= 3, summary["wins"]
    assert set(summary["decision_ms"]) == {"mean", "p95", "max"}


def expect_frame_times(result):
    assert "frames" in result.stdout, f"no frame times printed: {result.stdout[-300:]!r}"


def nothing(result):
    pass


# (arguments, standard input, exit code, what the output must hold, executable):
# "console" runs the headless commands, "windowed" is what the player starts
# (the same executable except on Windows).
CHECKS = (
    (["--version"], None, 0, expect_version, "console"),
    (["replay", "-"], record({"play": "blue2", "to": 2}), 0, expect_position, "console"),
    (["replay", "-"], record({"play": "blue2", "to": 2}, {"play": "red2", "to": 1}), 1,
     expect_illegal_move, "console"),
    (["replay", "-"], '{"format": "figaro-record/1", "players": 4, "moves": [], "colour": 1}', 2,
     expect_one_error_line, "console"),
    (["simulate", "--players", "4", "--games", "3", "--seats", ",".join(SEATS), "--seed", "1"], None, 0,
     expect_summary, "console"),
    (["demo"], None, 0, expect_frame_times, "windowed"),
)
WINDOWED_ONLY_CHECKS = (            # Windows: cardparlour.exe has no console, but must not fail
    (["--version"], None, 0, nothing, "windowed"),
    (["simulate", "--players", "4", "--games", "3", "--seats", ",".join(SEATS)], None, 0, nothing, "windowed"),
)


def console_executable(executable):
    """The executable that prints: cardparlour-cli.exe beside a Windows cardparlour.exe, else the same one."""
    folder, name = os.path.split(executable)
    return os.path.join(folder, CONSOLE_EXE) if name.lower() == WINDOWED_EXE else executable


def snapshot(folder):
    """Every path under folder with its size and modification time."""
    files = {}
    for parent, dirs, names in os.walk(folder):
        for name in dirs + names:
            path = os.path.join(parent, name)
            stat = os.lstat(path)
            files[os.path.relpath(path, folder)] = (stat.st_size, stat.st_mtime_ns)
    return files


def headless_env(home):
    """The environment for a headless run whose per-user folders all live under home."""
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                HOME=home, USERPROFILE=home,
                APPDATA=os.path.join(home, "roaming"), LOCALAPPDATA=os.path.join(home, "local"),
                XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
                XDG_STATE_HOME=os.path.join(home, "state"), XDG_CACHE_HOME=os.path.join(home, "cache"))


def run(command, args, home, stdin=None, bundle=None, timeout=300):
    """Run command + args headless; fail if it changed anything inside bundle (when given)."""
    before = snapshot(bundle) if bundle else None
    result = subprocess.run([*command, *args], cwd=home, env=headless_env(home), input=stdin,
                            capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=timeout)
    if bundle and snapshot(bundle) != before:
        raise AssertionError(f"'{' '.join(args)}' wrote inside the bundle {bundle}")
    return result


def run_frozen(executable, args, home, stdin=None, timeout=300):
    """Run the frozen game once; fail if it changed anything inside its bundle."""
    return run([executable], args, home, stdin=stdin, bundle=bundle_root(executable), timeout=timeout)


def bundle_root(executable):
    folder = os.path.dirname(os.path.abspath(executable))
    # In a macOS .app the executable sits in Contents/MacOS; the bundle is the .app.
    if os.path.basename(folder) == "MacOS":
        return os.path.dirname(os.path.dirname(folder))
    return folder


def check(command, args, stdin, code, expect, home, bundle=None):
    """Run one check; return None when it passed, else what went wrong."""
    result = run(command, args, home, stdin=stdin, bundle=bundle)
    if result.returncode != code:
        return f"exit {result.returncode}, not {code}\n{result.stdout[-1500:]}\n{result.stderr[-1500:]}"
    try:
        expect(result)
    except (AssertionError, ValueError, KeyError, TypeError, IndexError) as error:
        return f"{type(error).__name__}: {error}\n{result.stdout[-1500:]}\n{result.stderr[-1500:]}"
    return None


def targets(executable):
    """({"console": command, "windowed": command}, checks) for executable (None: python main.py)."""
    if executable is None:                                  # from source
        source = [sys.executable, os.path.join(ROOT, "main.py")]
        return {"console": source, "windowed": source}, CHECKS
    console = console_executable(executable)
    if console == executable:
        return {"console": [executable], "windowed": [executable]}, CHECKS
    if not os.path.isfile(console):
        raise SystemExit(f"no console executable {console} beside {executable}")
    # What a windowed program prints may go nowhere: only its exit code counts.
    checks = tuple((args, stdin, code, nothing if which == "windowed" else expect, which)
                   for args, stdin, code, expect, which in CHECKS + WINDOWED_ONLY_CHECKS)
    return {"console": [console], "windowed": [executable]}, checks


def run_checks(commands, checks, home, bundle=None, report=print):
    """Run each check with commands[its executable]; return the names of those that failed."""
    failed = []
    for args, stdin, code, expect, which in checks:
        name = f"{os.path.basename(commands[which][-1])} {' '.join(args)}" + (" < record" if stdin else "")
        started = time.perf_counter()
        problem = check(commands[which], args, stdin, code, expect, home, bundle)
        seconds = time.perf_counter() - started
        report(f"{name}: {'ok' if problem is None else 'FAILED'} in {seconds:.2f} s")
        if problem:
            report(problem)
            failed.append(name)
    return failed


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    target = parser.add_mutually_exclusive_group(required=True)
    target.add_argument("executable", nargs="?", help="the bundle's main executable")
    target.add_argument("--source", action="store_true", help="check `python main.py` of this checkout instead")
    args = parser.parse_args(argv)
    executable = None if args.source else os.path.abspath(args.executable)
    commands, checks = targets(executable)
    with tempfile.TemporaryDirectory() as home:
        failed = run_checks(commands, checks, home, bundle=bundle_root(executable) if executable else None)
    print(f"{len(failed)} check(s) failed" if failed else "every check passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
