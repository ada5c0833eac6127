"""Records: a start (a position, or a fresh game from players and seed) and the
moves played from it (``nottingham-record/1`` of FORMAT.md). A saved game is a record.
"""

from ..common import record as common
from ..common.errors import FormatError
from ..common.record import move_to_json  # noqa: F401 (part of this module's API)
from .data import AMBUSH_NAMES, OBJECTS, TASKS
from .moves import Move
from .position import (
    expect_list, dump_position, expect_int, expect_object, load_position, refuse_unknown_keys, _show,
)
from .state import MAX_PLAYERS, MIN_PLAYERS, GameState

RECORD_FORMAT = "nottingham-record/1"
MAX_MOVES = 20_000          # a whole game has a few hundred
KINDS = ("keep", "act", "defend", "take", "ambush", "offer", "accept", "cash", "task",
         "pass", "spring", "discard", "shuffle")
MOVE_KEYS = set(KINDS) | {"target", "count", "objects", "seat"}
EXTRA_KEYS = {"act": {"target"}, "cash": {"count"}, "task": {"objects"}}


class Record(common.Record):
    """A start position and the moves from it. ``moves`` holds (move, seat or None)."""

    FORMAT = RECORD_FORMAT

    def dump_position(self, state):
        return dump_position(state)


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
    if kind == "shuffle":
        return Move(kind, expect_int(value, here, 0, 2 ** 63)), seat
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


_READER = common.RecordReader(
    record_type=Record, position_format="nottingham-position/1", load_position=load_position,
    new_game=GameState.new, load_move=load_move, min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS, max_moves=MAX_MOVES)
load_record = _READER.load_record
load_record_text = _READER.load_record_text
