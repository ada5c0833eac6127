"""Run a frozen Figaro headless and check it works: the release workflow runs this
on each OS right after the build, against the executable the installer ships.

    python build/smoke_test.py dist/figaro/figaro            (Linux)
    python build/smoke_test.py dist\\figaro\\figaro.exe        (Windows)
    python build/smoke_test.py dist/Figaro.app/Contents/MacOS/figaro   (macOS)

Every command must exit 0, and none may write inside the bundle: settings, saves
and statistics belong in the player's own folders.
"""

import os
import subprocess
import sys
import tempfile
import time

SMOKE_COMMANDS = (
    ("--version",),
    ("simulate", "--players", "4", "--games", "3", "--seats", "random,random,random,random"),
    ("demo",),
)


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
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                HOME=home, USERPROFILE=home,
                APPDATA=os.path.join(home, "roaming"), LOCALAPPDATA=os.path.join(home, "local"),
                XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
                XDG_STATE_HOME=os.path.join(home, "state"), XDG_CACHE_HOME=os.path.join(home, "cache"))


def run_frozen(executable, args, home, stdin=None, timeout=300):
    """Run the frozen game once; fail if it changed anything inside its bundle."""
    bundle = bundle_root(executable)
    before = snapshot(bundle)
    result = subprocess.run([executable, *args], cwd=home, env=headless_env(home), input=stdin,
                            capture_output=True, text=True, timeout=timeout)
    if snapshot(bundle) != before:
        raise AssertionError(f"'{' '.join(args)}' wrote inside the bundle {bundle}")
    return result


def bundle_root(executable):
    folder = os.path.dirname(os.path.abspath(executable))
    # In a macOS .app the executable sits in Contents/MacOS; the bundle is the .app.
    if os.path.basename(folder) == "MacOS":
        return os.path.dirname(os.path.dirname(folder))
    return folder


def main(argv):
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    failed = 0
    with tempfile.TemporaryDirectory() as home:
        for args in SMOKE_COMMANDS:
            started = time.perf_counter()
            result = run_frozen(argv[0], args, home)
            seconds = time.perf_counter() - started
            status = "ok" if result.returncode == 0 else f"FAILED (exit {result.returncode})"
            print(f"{' '.join(args)}: {status} in {seconds:.2f} s")
            if result.returncode != 0:
                failed += 1
                print(result.stdout[-2000:], result.stderr[-2000:], sep="\n", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
