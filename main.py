"""Figaro: start the game window, or run a headless command.

    python main.py                      the game window
    python main.py replay FILE          replay a record, print the position (FORMAT.md)
    python main.py simulate --players N --games G --seats A,B,… [--seed S]
    python main.py demo                 a computer-only game in the real window loop

``replay`` and ``simulate`` never import pygame: they start fast and run anywhere.
"""

import sys


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in ("replay", "simulate"):
        from cli import run_command
        return run_command(argv)
    from scenes.app import run_app
    return run_app(argv)


if __name__ == "__main__":
    sys.exit(main())
