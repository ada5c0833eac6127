"""The headless commands of FORMAT.md: ``replay`` and ``simulate``.

Standard output carries only JSON; every complaint is one line on standard
error. Exit codes: 0 done, 1 an illegal move (replay) or a reader that closed
the pipe early, 2 bad input or usage.
"""

import argparse
import json
import os
import sys

from game.common.errors import FormatError
from game.figaro.position import dump_position, format_json
from game.figaro.record import load_record_text


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):                 # one line, exit 2, no usage dump
        raise UsageError(f"{self.prog}: {message}")


def run_command(argv):
    try:
        if argv[0] == "replay":
            return replay_command(argv[1:])
        return simulate_command(argv[1:])
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (``replay game.json | head``): stop quietly, and
        # keep Python from complaining again when it flushes at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def replay_command(argv):
    parser = _Parser(prog="main.py replay", description="Replay a figaro-record/1 file.")
    parser.add_argument("file", help="the record, or - for standard input")
    args = parser.parse_args(argv)
    name = "<stdin>" if args.file == "-" else args.file
    try:
        if args.file == "-":
            text = sys.stdin.buffer.read()
        else:
            with open(args.file, "rb") as handle:
                text = handle.read()
    except OSError as error:
        print(f"error: cannot read {name}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        record = load_record_text(text, "record")
    except FormatError as error:
        print(f"error: {name}: {error}", file=sys.stderr)
        return 2
    state, failure = record.replay()
    if failure is None:
        print(format_json(dump_position(state)))
        return 0
    k, error = failure
    print(format_json({
        "error": "illegal move", "move": k, "rule": error.rule, "message": error.message,
        "position": dump_position(state),
    }))
    return 1


def _levels(text):
    from game.figaro.players import LEVELS
    levels = [s.strip() for s in text.split(",")]
    for level in levels:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(
                f"unknown level {level!r} (choose from {', '.join(LEVELS)})")
    return levels


def simulate_command(argv):
    from game.figaro.simulate import simulate
    parser = _Parser(prog="main.py simulate", description="Play games between computer players.")
    parser.add_argument("--players", type=int, required=True, choices=range(3, 7), metavar="N")
    parser.add_argument("--games", type=int, required=True, metavar="G")
    parser.add_argument("--seats", type=_levels, required=True, metavar="A,B,…")
    parser.add_argument("--seed", type=int, default=0, metavar="S")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if len(args.seats) != args.players:
        parser.error(f"--seats names {len(args.seats)} levels for {args.players} players")
    progress = _progress_bar if sys.stderr.isatty() else None
    result = simulate(args.players, args.games, args.seats, args.seed, progress)
    if progress:
        sys.stderr.write("\n")
    print(json.dumps(result))
    return 0


def _progress_bar(done, total, width=40):
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    sys.stderr.flush()
