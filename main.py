"""Card Parlour (Figaro, Nottingham, Kings & Creatures): start the window, or run a headless command.

    python main.py                      the game window
    python main.py --help               the commands, their options and exit codes
    python main.py replay FILE          replay a record or position, print the position (FORMAT.md)
    python main.py simulate [--game NAME] --players N --games G --seats A,B,… [--seed S]
    python main.py demo [--game G] [--level L] [--frames N] [--speed S]
                                        a computer-only game in the real window loop
    python main.py host --game G --seats remote,remote,hard [--port P] [--autosave FILE]
                                        host a table others join over the network
    python main.py join ADDRESS --code C --level L
                                        play a seat of a hosted table with a computer player
    python main.py --version            the app's version

Exit codes (cli.py): 0 done, 1 an illegal move (replay), 2 bad input or usage,
3 standard output closed early, 4 a table refused or
unreachable (join). Only the window and ``demo`` import pygame.
"""

import os
import sys


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    _give_streams_to_windowed_app()
    if not argv:
        from scenes.app import run_app
        return run_app()
    from cli import run_command
    return run_command(argv)


def _give_streams_to_windowed_app():
    """A windowed app started by double-click on Windows has no console: its
    sys.stdout and sys.stderr are None, and a stray print would crash it."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


if __name__ == "__main__":
    sys.exit(main())
