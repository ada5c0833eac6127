"""Records: a start (a position, or a fresh game from players and seed) and the
moves played from it (``nottingham-record/1`` of FORMAT.md). A saved game is a record.
"""

from dataclasses import dataclass, field

from ..common.errors import FormatError, IllegalMove
from .data import AMBUSH_NAMES, OBJECTS, TASKS
from .moves import Move
from .position import (
    MAX_SEED, dump_position, expect_int, expect_list, expect_object, load_position, parse_json,
    refuse_unknown_keys, _show,
)
from .state import MAX_PLAYERS, MIN_PLAYERS, GameState

RECORD_FORMAT = "nottingham-record/1"
MAX_MOVES = 20_000          # a whole game has a few hundred
KINDS = ("keep", "act", "defend", "take", "ambush", "offer", "accept", "cash", "task",
         "pass", "spring", "discard")
MOVE_KEYS = set(KINDS) | {"target", "count", "objects", "seat"}
EXTRA_KEYS = {"act": {"target"}, "cash": {"count"}, "task": {"objects"}}


@dataclass
class Record:
    """A start position and the moves from it. ``moves`` holds (move, seat or None)."""

    start: GameState
    moves: list = field(default_factory=list)

    def to_json(self):
        return {
            "format": RECORD_FORMAT,
            "position": dump_position(self.start),
            "moves": [move_to_json(move, seat) for move, seat in self.moves],
        }

    def replay(self):
        """Apply the moves to a copy of the start: (state, None) when all apply, or
        (state before move k, (k, IllegalMove)) at the first illegal one."""
        state = self.start.copy()
        for k, (move, seat) in enumerate(self.moves):
            try:
                state.apply(move, seat)
            except IllegalMove as error:
                return state, (k, error)
        return state, None


def move_to_json(move, seat=None):
    data = move.to_json()
    if seat is not None:
        data["seat"] = seat
    return data


def _object(value, where):
    if value not in OBJECTS:
        raise FormatError(where, f"unknown object {_show(value)} (objects are {', '.join(OBJECTS)})")
    return value


def _true(value, where):
    if value is not True:
        raise FormatError(where, "must be true")


def load_move(data, where):
    """(move, seat or None) from move JSON; FormatError when it is not well-formed.

    Seat numbers need only be whole numbers here: one that names no seat makes
    a well-formed but illegal move, refused when it is replayed.
    """
    expect_object(data, where)
    refuse_unknown_keys(data, MOVE_KEYS, where)
    seat = None
    if "seat" in data:
        seat = expect_int(data["seat"], f"{where}.seat")
    kinds = [k for k in KINDS if k in data]
    if len(kinds) != 1:
        raise FormatError(where, f"a move has exactly one of {', '.join(KINDS)}")
    kind = kinds[0]
    for key in set(data) - {kind, "seat"}:
        if key not in EXTRA_KEYS.get(kind, ()):
            raise FormatError(f"{where}.{key}", f"not part of a {kind} move")
    value = data[kind]
    here = f"{where}.{kind}"
    if kind in ("keep", "pass"):
        _true(value, here)
        return Move(kind), seat
    if kind == "act":
        _true(value, here)
        target = data.get("target")
        return Move("act", None if target is None else expect_int(target, f"{where}.target")), seat
    if kind == "defend":
        if not isinstance(value, bool):
            raise FormatError(here, "must be true or false")
        return Move("defend", value), seat
    if kind in ("take", "discard"):
        return Move(kind, _object(value, here)), seat
    if kind == "ambush":
        if value not in AMBUSH_NAMES:
            raise FormatError(here, f"unknown ambush card {_show(value)}")
        return Move(kind, value), seat
    if kind == "spring":
        if value is not None and value not in AMBUSH_NAMES:
            raise FormatError(here, f"unknown ambush card {_show(value)}")
        return Move(kind, value), seat
    if kind == "offer":
        expect_list(value, here, max_length=2)
        offer = [_object(v, f"{here}[{j}]") for j, v in enumerate(value)]
        return Move(kind, tuple(sorted(offer, key=OBJECTS.index))), seat
    if kind == "accept":
        return Move(kind, None if value is None else expect_int(value, here)), seat
    if kind == "cash":
        if "count" not in data:
            raise FormatError(f"{where}.count", "missing")
        return Move(kind, (_object(value, here), expect_int(data["count"], f"{where}.count"))), seat
    # task
    if value not in TASKS:
        raise FormatError(here, f"unknown task {_show(value)} (tasks are {', '.join(TASKS)})")
    if "objects" not in data:
        raise FormatError(f"{where}.objects", "missing")
    objects = expect_list(data["objects"], f"{where}.objects", max_length=7)
    objects = [_object(v, f"{where}.objects[{j}]") for j, v in enumerate(objects)]
    return Move(kind, (value, tuple(sorted(objects, key=OBJECTS.index)))), seat


def load_record(data, where="record"):
    """A Record from parsed JSON, fully validated before any move is applied."""
    expect_object(data, where)
    refuse_unknown_keys(data, {"format", "position", "moves", "players", "seed"}, where)
    if data.get("format") != RECORD_FORMAT:
        raise FormatError(f"{where}.format", f"expected {RECORD_FORMAT!r}")
    if "position" in data:
        for key in ("players", "seed"):
            if key in data:
                raise FormatError(f"{where}.{key}", "give either a position or players and "
                                                    "seed, not both")
        start = load_position(data["position"], f"{where}.position")
    else:
        if "players" not in data:
            raise FormatError(where, "a record needs a position or players (and a seed)")
        players = expect_int(data["players"], f"{where}.players", MIN_PLAYERS, MAX_PLAYERS)
        seed = expect_int(data.get("seed", 0), f"{where}.seed", -MAX_SEED, MAX_SEED)
        start = GameState.new(players, seed)
    raw_moves = expect_list(data.get("moves", []), f"{where}.moves", max_length=MAX_MOVES)
    moves = [load_move(m, f"{where}.moves[{k}]") for k, m in enumerate(raw_moves)]
    return Record(start, moves)


def load_record_text(text, what="record"):
    """A Record or, for a bare position, a Record with no moves, from JSON text."""
    data = parse_json(text, what)
    if isinstance(data, dict) and data.get("format") == "nottingham-position/1":
        return Record(load_position(data, what))
    return load_record(data, what)
