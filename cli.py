"""The command line: ``replay``, ``hint``, ``simulate``, ``demo``, ``host`` and ``join``, for every game.

Standard output carries only JSON (``replay``, ``simulate``); every complaint is
one line on standard error. Exit codes:

    0  done
    1  replay: a move of the record is illegal (the error object is printed)
    2  bad input or usage: a file that is not a valid record or position, an
       unknown option, level or game, a number out of range
    3  the reader of standard output went away (a closed pipe, ``| head``)
    4  join: the table refused us (wrong code, another version) or cannot be reached

``replay`` and ``simulate`` never import pygame; ``demo`` opens the window.
"""

import argparse
import json
import os
import sys
import textwrap

EXIT_OK, EXIT_ILLEGAL, EXIT_USAGE, EXIT_PIPE = 0, 1, 2, 3
MAX_GAMES = 1_000_000
MAX_SEED = 2 ** 63

EXIT_CODES = """exit codes:
  0  done
  1  a move of the record is illegal (replay)
  2  bad input or usage (one line on standard error)
  3  standard output was closed early (a pipe whose reader went away)
  4  the table refused to seat us or cannot be reached (join)"""


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):                 # one line, exit 2, no usage dump
        raise UsageError(f"{self.prog}: {message}")


def _game_names():
    from game import GAME_NAMES
    return GAME_NAMES


def build_parser():
    """The whole command line, every subcommand with its help."""
    from version import __version__
    parser = _Parser(
        prog="main.py",
        description="Card Parlour: Figaro, Nottingham and Kings & Creatures. With no command, opens the window.",
        epilog=EXIT_CODES, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"Card Parlour {__version__}",
                        help="print the app's version and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    replay = _command(
        commands, "replay", help="replay a record (or a bare position) and print the position",
        description=_wrap("Replay a record (\"format\": \"<game>-record/1\") and print the position "
                    "it reaches, as JSON, on standard output. A bare position "
                    "(\"<game>-position/1\") is accepted too and printed back as read. "
                    "The game is read from the file's \"format\"."),
        epilog=EXIT_CODES + "\n\n" + _wrap(
            'At an illegal move, standard output holds {"error": "illegal move", "move": K, '
            '"rule": ..., "message": ..., "position": <the position before move K>}.'))
    replay.add_argument("file", help="the record or position (JSON); - reads standard input")

    hint = _command(
        commands, "hint", help="the hint for the seat to act in a position, as JSON",
        description=_wrap("Print the hint the tables give the seat to act in POSITION (a position "
                          "\"<game>-position/1\", or a record, taken where its moves end): the move, "
                          "the reason in words and every move the hint weighed with its estimated "
                          "value (\"unit\" says in what: Figaro's \"cards\", the cards the others "
                          "take less yours; Kings & Creatures' \"honour\" late in the game, else the "
                          "search's \"reward\", 0 to 1; Nottingham's \"reward\"), best first."),
        epilog=EXIT_CODES)
    hint.add_argument("position", help="the position or record (JSON); - reads standard input")
    hint.add_argument("--language", default="en", choices=("en", "it", "fr", "nl"),
                      help="the language of the reason (default en)")

    review = _command(
        commands, "review", help="each decision of a seat in a record, against the hint's best move",
        description=_wrap("Replay RECORD and, at each decision of seat N with more than one legal "
                          "move, print the move played, the hint's best move, the estimated loss "
                          "(the best move's value less the played move's, in the hint's unit; null "
                          "when the hint did not weigh the move played) and the hint's reason, as "
                          "one JSON object. Each decision is judged on what the seat knew then."),
        epilog=EXIT_CODES)
    review.add_argument("record", help="the record (JSON); - reads standard input")
    review.add_argument("--seat", type=int, required=True, metavar="N", help="the seat to review")
    review.add_argument("--language", default="en", choices=("en", "it", "fr", "nl"),
                        help="the language of the reasons (default en)")

    levels = _levels_help()
    simulate = _command(
        commands, "simulate", help="play whole games between computer players, print a summary",
        description=_wrap("Play whole games between computer players and print one JSON summary "
                    "(wins, win rates, the mean score of each seat, timings). The starting "
                    "seat rotates through the seats, game by game."),
        epilog=f"levels by game:\n{levels}\n\n{EXIT_CODES}")
    simulate.add_argument("--game", default=None, metavar="NAME",
                          help=f"the game: {', '.join(_game_names())} (default figaro; "
                               f"only the games this copy holds)")
    simulate.add_argument("--players", type=int, required=True, metavar="N",
                          help=f"how many seats ({_players_help()})")
    simulate.add_argument("--games", type=int, required=True, metavar="G",
                          help=f"how many games, 1 to {MAX_GAMES:,}")
    simulate.add_argument("--seats", type=_split_levels, required=True, metavar="A,B,…",
                          help="one level a seat, comma-separated (see below)")
    simulate.add_argument("--seed", type=int, default=0, metavar="S",
                          help="the seed of the whole run (default 0; |S| < 2**63)")

    demo = _command(
        commands, "demo", help="a game of computer players in the window; prints frame times",
        description=_wrap("A game of computer players in the real window loop, for a look "
                          "or to measure frame times (printed at the end)."),
        epilog=EXIT_CODES)
    demo.add_argument("--level", choices=_table_levels(), default=None,
                      help="the computer players' level (default: a quick sensible one)")
    demo.add_argument("--frames", type=_positive, default=None, metavar="N",
                      help="stop after N frames (default: play the whole game)")
    demo.add_argument("--speed", choices=("slow", "normal", "fast", "instant", "demo"), default="demo",
                      help="how fast the computer players move (default demo)")
    demo.add_argument("--game", choices=_games(), default="figaro",
                      help="the game played (default figaro)")
    _add_net_commands(commands)
    return parser


def _add_net_commands(commands):
    """``host`` and ``join`` (app/net/PROTOCOL.md): a table across machines."""
    from app.net.host import DEFAULT_PORT
    host = _command(
        commands, "host", help="host a table that people and computers join over the network",
        description=_wrap("Host a table: print one JSON line with the port and the join code, "
                          "then one a finished game, and exit once every game is played. "
                          "Seats: 'remote' (a person or computer joining with main.py join) or "
                          "a computer's level, played here."),
        epilog=f"levels by game:\n{_levels_help()}\n\n{EXIT_CODES}")
    host.add_argument("--game", default="figaro", metavar="NAME",
                      help=f"the game: {', '.join(_game_names())} (default figaro)")
    host.add_argument("--seats", default="remote,remote,remote", metavar="A,B,…",
                      help="one a seat: remote, or a level (default remote,remote,remote)")
    host.add_argument("--port", type=int, default=DEFAULT_PORT, metavar="P",
                      help=f"the TCP port (default {DEFAULT_PORT}; 0 picks a free one)")
    host.add_argument("--bind", default="0.0.0.0", metavar="ADDRESS",
                      help="the address to listen on (default 0.0.0.0, every network; "
                           "127.0.0.1 for this machine only)")
    _code_option(host, "the join code (default: a new random one)")
    _seed_option(host, "the seed of the deals (default: new deals nobody can know in advance)")
    host.add_argument("--games", type=_positive, default=1, metavar="N",
                      help="games in a row at the same seats (default 1)")
    host.add_argument("--colours", default=None, metavar="C,C,…",
                      help="one pawn colour a seat, all different, at a game whose seats have "
                           "colours (nottingham: red,purple,yellow,blue,white,green,grey; "
                           "default that order)")
    host.add_argument("--first", default="0", metavar="K",
                      help="the seat that starts the first game, the next seat the next game; "
                           "or 'random', drawn for each game (default 0)")
    _file_option(host, "--autosave", "keep the whole table in FILE after every move")
    _file_option(host, "--resume", "reopen the table an autosave kept (its seats, code and game)")
    _seconds_option(host, "--grace", 10.0,
                    "a dropped seat is 'reconnecting' this long, then 'gone' (default 10)")
    host.add_argument("--takeover", type=_seconds_or_never, default=30.0, metavar="SECONDS",
                      help="a computer plays a seat gone this long, until its person returns "
                           "(default 30; 'never')")
    _seconds_option(host, "--pause", 0.0, "computers wait this long before each move (default 0)")
    _seconds_option(host, "--ping", 5.0, "ping each client this often to notice a dead one (default 5)")
    host.add_argument("--advertise", action="store_true",
                      help="list the table on the local network (zeroconf/mDNS)")

    join = _command(
        commands, "join", help="play a seat of a hosted table with a computer player",
        description=_wrap("Join the table at ADDRESS (host[:port]) with its join code and play "
                          "a seat with a computer player of LEVEL, by the same rules as at one "
                          "screen. Prints one JSON line (seat, games, moves, round trips) at the end."),
        epilog=EXIT_CODES)
    join.add_argument("address", help=f"the host: an address or name, and :port if not {DEFAULT_PORT}")
    _code_option(join, "the table's join code")
    join.add_argument("--level", default="easy", metavar="L", help="the computer player's level")
    join.add_argument("--name", default=None, help="the name shown at the table")
    join.add_argument("--seat", type=int, default=None, metavar="K",
                      help="the seat to take (default: the first free one)")
    _file_option(join, "--token-file", "keep the seat's token in FILE, and use it to come back to the seat")
    _seed_option(join, "the player's seed (default: one nobody can know in advance)")
    _seconds_option(join, "--pause", 0.0, "wait this long before each move (default 0)")
    _file_option(join, "--round-trips", "write every move's round trip (ms) to FILE, as JSON, at the end")
    _seconds_option(join, "--retry", 60.0, "keep trying a lost connection this long (default 60)")


# the options ``host`` and ``join`` both take, each with its own help
def _code_option(parser, text):
    parser.add_argument("--code", default=None, metavar="CODE", help=text)


def _seed_option(parser, text):
    parser.add_argument("--seed", type=int, default=None, metavar="S", help=text)


def _file_option(parser, flag, text):
    parser.add_argument(flag, default=None, metavar="FILE", help=text)


def _seconds_option(parser, flag, default, text):
    parser.add_argument(flag, type=float, default=default, metavar="SECONDS", help=text)


def _command(commands, name, **options):
    """A subcommand whose description and epilog keep the line breaks they are given."""
    return commands.add_parser(name, formatter_class=argparse.RawDescriptionHelpFormatter, **options)


def _seconds_or_never(text):
    if text == "never":
        return None
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds or 'never', got {text!r}") from None
    if not 0 <= value <= 86_400:
        raise argparse.ArgumentTypeError(f"expected 0 to 86400 seconds, got {text!r}")
    return value


def _wrap(text):
    return textwrap.fill(text, 78)


def _levels_help():
    from game import available_games, load_game
    lines = []
    for name in available_games():
        info = load_game(name)
        lines.append(f"  {name}: {', '.join(info.levels)} ({info.min_players} to "
                     f"{info.max_players} players)")
    return "\n".join(lines)


def _players_help():
    """Each game's own count of seats: "figaro: 3 to 6, …"."""
    from game import available_games, load_game
    return ", ".join(f"{name}: {load_game(name).min_players} to {load_game(name).max_players}"
                     for name in available_games())


def _games():
    from game import available_games
    return tuple(available_games())


def _table_levels():
    from game import load_game
    return tuple(load_game("figaro").levels)


def _levels(text, game="figaro"):
    """The levels of ``--seats`` for ``game``; ArgumentTypeError for an unknown one."""
    from game import load_game
    info = load_game(game)
    levels = _split_levels(text)
    for level in levels:
        try:
            info.make_player(level, 0)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"unknown level {level[:40]!r} (choose from {', '.join(info.levels)})") from None
    return levels


def _split_levels(text):
    levels = [s.strip() for s in text.split(",")]
    if not all(levels):
        raise argparse.ArgumentTypeError(f"an empty level in {text!r}")
    return levels


def _positive(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number above 0, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number above 0, got {text!r}")
    return value


def run_command(argv):
    """Run the command line ``argv`` (without the program); the exit code."""
    try:
        try:
            args = build_parser().parse_args(argv)
        except SystemExit as done:            # --help and --version: printed, exit 0
            sys.stdout.flush()
            return done.code if isinstance(done.code, int) else EXIT_OK
        if args.command is None:
            raise UsageError("main.py: give a command (replay, hint, review, simulate, demo, host, join) or "
                             "none at all for the game window")
        if args.command == "replay":
            return replay_command(args)
        if args.command == "simulate":
            return simulate_command(args)
        if args.command == "hint":
            return hint_command(args)
        if args.command == "review":
            return review_command(args)
        if args.command in ("host", "join"):
            return net_command(args)
        return demo_command(args)
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        # The reader went away (``replay game.json | head``): stop quietly, and
        # keep Python from complaining again when it flushes at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_PIPE


# ------------------------------------------------------------------- replay
def read_game_file(text):
    """(GameInfo, state, failure) from a record or a bare position (JSON text):
    the game is the one its "format" names (Figaro when it names none).
    FormatError (labelled ``record`` or ``position``) when it is not valid."""
    from game import available_games, game_of_format, load_game
    from game.common.errors import FormatError
    from game.common.jsonio import parse_json, show
    data = parse_json(text, "")
    format_name = data.get("format") if isinstance(data, dict) else None
    info = game_of_format(format_name) if isinstance(format_name, str) else None
    if info is None:
        if isinstance(format_name, str):
            known = [f for name in available_games() for f in (load_game(name).record_format,
                                                                 load_game(name).position_format)]
            label = "position" if "-position/" in format_name else "record"
            raise FormatError(f"{label}.format", f"unknown format {show(format_name)} "
                                                 f"(this copy reads {', '.join(known)})")
        info = load_game("figaro")
    if format_name == info.position_format:
        return info, info.load_position(data, "position"), None
    state, failure = info.load_record(data, "record").replay()
    return info, state, failure


def read_argument(path):
    """(name, bytes) of the file ``path`` names (- for standard input); UsageError,
    one line, when it cannot be read."""
    from game.common.jsonio import MAX_JSON_BYTES
    name = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            return name, sys.stdin.buffer.read(MAX_JSON_BYTES + 1)
        with open(path, "rb") as handle:
            return name, handle.read(MAX_JSON_BYTES + 1)
    except (OSError, ValueError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise UsageError(f"cannot read {name}: {reason}") from None


def read_game_argument(path):
    """(name, GameInfo, state, failure) of the file ``path`` names (- for standard
    input); UsageError, one line, when it cannot be read or is not valid."""
    from game.common.errors import FormatError
    name, text = read_argument(path)
    try:
        return (name, *read_game_file(text))
    except FormatError as error:
        raise UsageError(f"{name}: {error}") from None


def replay_command(args):
    from game.common.jsonio import format_json
    name, info, state, failure = read_game_argument(args.file)
    if failure is None:
        print(format_json(info.dump_position(state)))
        return EXIT_OK
    k, error = failure
    print(format_json({
        "error": "illegal move", "move": k, "rule": error.rule, "message": error.message,
        "position": info.dump_position(state),
    }))
    return EXIT_ILLEGAL


# --------------------------------------------------------------------- hint
def hint_command(args):
    """The hint of app.hint (the tables' own) for the seat to act, as JSON."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")     # the games' words live beside their scenes
    from app.hint import hint_for
    from app.i18n import set_language
    name, info, state, failure = read_game_argument(args.position)
    if failure is not None:
        k, error = failure
        raise UsageError(f"{name}: move {k} is illegal ({error.rule}: {error.message})")
    if state.finished:
        raise UsageError(f"{name}: the game is over, nobody is to act")
    seat = state.turn
    set_language(args.language)
    hint = hint_for(info.name, state.view(seat), names=state.names)
    print(json.dumps({
        "game": info.name, "seat": seat, "move": hint.move.to_json(), "reason": hint.reason,
        "unit": hint.unit,
        "alternatives": [{"move": move.to_json(), "value": value} for move, value in hint.alternatives],
    }, ensure_ascii=False))
    return EXIT_OK


def review_command(args):
    """Each decision of ``--seat`` in a record: the move played, the hint's best,
    the estimated loss and the reason (app.review, as the review scene)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from app.i18n import set_language
    from app.review import NoSuchSeat, Review, ReviewError, read_record
    name, text = read_argument(args.record)
    try:
        info, record = read_record(text)
        review = Review(info.name, record, args.seat)
    except NoSuchSeat as error:
        raise UsageError(f"main.py review: {error}") from None
    except ReviewError as error:
        raise UsageError(f"{name}: {error}") from None
    set_language(args.language)
    decisions = [judged.to_json() for judged in review.run()]
    print(json.dumps({"game": info.name, "seat": args.seat, "decisions": decisions}, ensure_ascii=False))
    return EXIT_OK


# ----------------------------------------------------------------- simulate
def simulate_command(args):
    from game import available_games, load_game
    from game.common.simulate import simulate
    where = "main.py simulate"
    name = "figaro" if args.game is None else args.game
    if name not in available_games():
        raise UsageError(f"{where}: unknown game {name[:40]!r} (this copy holds "
                         f"{', '.join(available_games())})")
    info = load_game(name)
    if not info.min_players <= args.players <= info.max_players:
        raise UsageError(f"{where}: --players must be {info.min_players} to {info.max_players} "
                         f"for {info.name}, not {args.players}")
    if not 1 <= args.games <= MAX_GAMES:
        raise UsageError(f"{where}: --games must be 1 to {MAX_GAMES}, not {args.games}")
    if not -MAX_SEED < args.seed < MAX_SEED:
        raise UsageError(f"{where}: --seed must be below 2**63 in size")
    try:
        _levels(",".join(args.seats), info.name)
    except argparse.ArgumentTypeError as error:
        raise UsageError(f"{where}: {error}") from None
    if len(args.seats) != args.players:
        raise UsageError(f"{where}: --seats names {len(args.seats)} levels for "
                         f"{args.players} players")
    progress = _progress_bar if sys.stderr.isatty() else None
    result = simulate(info, args.players, args.games, args.seats, args.seed, progress)
    if args.game is None:
        # FORMAT.md: Figaro's summary as it always was; "game" is added when --game names one.
        del result["game"]
    if progress:
        sys.stderr.write("\n")
    print(json.dumps(result))
    return EXIT_OK


def _progress_bar(done, total, width=40):
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    sys.stderr.flush()


# ---------------------------------------------------------------- host, join
def net_command(args):
    from game import available_games, load_game
    from app.net.commands import CommandError, host_command, join_command
    where = f"main.py {args.command}"
    try:
        if args.command == "join":
            return join_command(args)
        if args.game not in available_games():
            raise UsageError(f"{where}: unknown game {args.game[:40]!r} (this copy holds "
                             f"{', '.join(available_games())})")
        return host_command(args, load_game(args.game))
    except CommandError as error:
        raise UsageError(f"{where}: {error}") from None


# --------------------------------------------------------------------- demo
def demo_command(args):
    from scenes.app import run_app                # the window: pygame from here on
    return run_app(demo={"level": args.level, "frames": args.frames, "speed": args.speed, "game": args.game})
