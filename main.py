"""Figaro: start the game window, or run a headless command.

    python main.py                      the game window
    python main.py replay FILE          replay a record, print the position (FORMAT.md)
    python main.py simulate --players N --games G --seats A,B,… [--seed S]
    python main.py demo [--level=L] [--frames=N]
                                        a computer-only game in the real window loop
    python main.py --version            the game's version

``replay`` and ``simulate`` never import pygame: they start fast and run anywhere.
"""

import os
import sys


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    _give_streams_to_windowed_app()
    if argv and argv[0] == "--version":
        from version import __version__
        print(f"Figaro {__version__}")
        return 0
    if argv and argv[0] in ("replay", "simulate"):
        from cli import run_command
        return run_command(argv)
    from scenes.app import run_app
    return run_app(argv)


def _give_streams_to_windowed_app():
    """A windowed app started by double-click on Windows has no console: its
    sys.stdout and sys.stderr are None, and a stray print would crash it."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


if __name__ == "__main__":
    sys.exit(main())
