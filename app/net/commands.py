"""The headless ``host`` and ``join`` commands (cli.py), for tests and terminals.

``host`` prints one JSON line when it listens (address, port, join code), then
one a finished game, and exits once every game is played. ``join`` plays a seat
with a computer player and prints one JSON line, its report, at the end.
Complaints are one line on standard error.
"""

import asyncio
import json
import signal
import sys
import threading
import time

from app.storage import write_atomically
from game.common.errors import FormatError
from game.common.jsonio import MAX_JSON_BYTES, parse_json

from .client import ComputerClient, JoinError
from .host import HostServer
from .table import Table, parse_colours, parse_first, parse_seats


class CommandError(Exception):
    """A usage error: one line, exit 2."""


def _print(data):
    print(json.dumps(data), flush=True)


def build_table(args, info):
    """A new table from the options, or the table of ``--resume``."""
    if args.resume:
        try:
            with open(args.resume, "rb") as stream:
                text = stream.read(MAX_JSON_BYTES + 1)
            return Table.from_json(parse_json(text, "table"), now=time.monotonic())
        except OSError as failure:
            raise CommandError(f"cannot read {args.resume}: {failure.strerror or failure}") from None
        except FormatError as bad:
            raise CommandError(f"{args.resume}: {bad}") from None
    try:
        seats = parse_seats(args.seats, info)
    except ValueError as bad:
        raise CommandError(str(bad)) from None
    try:
        colours = None if args.colours is None else parse_colours(args.colours, info, len(seats))
    except ValueError as bad:
        raise CommandError(f"--colours: {bad}") from None
    try:
        first = parse_first(args.first, len(seats))
    except ValueError as bad:
        raise CommandError(f"--first: {bad}") from None
    table = Table(info, seats, seed=args.seed, grace=args.grace, takeover=args.takeover,
                  colours=colours, first=first)
    if args.code:
        from .table import CODE_LENGTH, CODE_LETTERS
        code = args.code.strip().upper()
        if len(code) != CODE_LENGTH or any(c not in CODE_LETTERS for c in code):
            raise CommandError(f"--code: {CODE_LENGTH} of the letters {CODE_LETTERS}")
        table.code = code
    return table


def host_command(args, info):
    table = build_table(args, info)
    server = HostServer(table, host=args.bind, port=args.port, autosave=args.autosave,
                        games=args.games, computer_pause=args.pause,
                        ping_interval=args.ping, ping_timeout=2 * args.ping)
    try:
        host, port = server.start()
    except OSError as failure:
        raise CommandError(str(failure)) from None
    advert = None
    if args.advertise:
        from .discovery import Advertiser
        advert = Advertiser(table, port)
        advert.start()
        server.listeners.append(advert.update)
    _print({"listening": f"{host}:{port}", "port": port, "code": table.code,
            "game": table.info.name, "seats": [s.kind if s.kind != "computer" else s.level
                                               for s in table.seats]})
    stop = threading.Event()
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, lambda *_: stop.set())
    printed = 0
    try:
        while not stop.is_set():
            finished = server.done.wait(0.1)
            while printed < len(server.finished_games):
                _print(server.finished_games[printed])
                printed += 1
            if finished:
                break
    except KeyboardInterrupt:
        pass
    finally:
        if advert is not None:
            advert.stop()
        server.stop()
    return 0 if server.done.is_set() else 130


def join_command(args):
    try:
        client = ComputerClient(args.address, code=args.code, level=args.level, name=args.name,
                                seat=args.seat, token_file=args.token_file, seed=args.seed,
                                retry_for=args.retry, pause=args.pause)
    except ValueError as bad:
        raise CommandError(str(bad)) from None
    try:
        asyncio.run(client.run())
    except JoinError as refused:
        print(f"error: {refused}", file=sys.stderr)
        return 4
    except ValueError as bad:                       # an unknown level for the table's game
        print(f"error: {bad}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    if args.round_trips:
        write_atomically(args.round_trips, json.dumps([round(1000 * t, 3) for t in client.round_trips]))
    _print(client.report())
    return 0
