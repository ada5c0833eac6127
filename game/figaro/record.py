"""Records: a start (a position, or a fresh game from players and seed) and the
moves played from it (``figaro-record/1`` of FORMAT.md). A saved game is a record.
"""

from ..common import record as common
from ..common.errors import FormatError
from ..common.record import move_to_json  # noqa: F401 (part of this module's API)
from .moves import TAKE, Play
from ..common.jsonio import expect_int, expect_object, refuse_unknown_keys
from .position import dump_position, expect_card, load_position
from .state import MAX_PLAYERS, MIN_PLAYERS, GameState

RECORD_FORMAT = "figaro-record/1"
MAX_MOVES = 10_000          # a whole game has about two hundred
MOVE_KEYS = {"play", "to", "take", "seat"}


class Record(common.Record):
    """A start position and the moves from it. ``moves`` holds (move, seat or None)."""

    FORMAT = RECORD_FORMAT

    def dump_position(self, state):
        return dump_position(state)


def load_move(data, where):
    """(move, seat or None) from move JSON; FormatError when it is not well-formed.

    Seat numbers need only be whole numbers here: one that names no seat makes
    a well-formed but illegal move (R8), refused when it is replayed.
    """
    expect_object(data, where)
    refuse_unknown_keys(data, MOVE_KEYS, where)
    seat = None
    if "seat" in data:
        seat = expect_int(data["seat"], f"{where}.seat")
    if "take" in data:
        if "play" in data or "to" in data:
            raise FormatError(where, "a move either plays a card or takes, not both")
        if data["take"] is not True:
            raise FormatError(f"{where}.take", "must be true")
        return TAKE, seat
    if "play" not in data or "to" not in data:
        raise FormatError(where, 'expected {"play": CARD, "to": SEAT} or {"take": true}')
    card = expect_card(data["play"], f"{where}.play")
    to = expect_int(data["to"], f"{where}.to")
    return Play(card, to), seat


_READER = common.RecordReader(
    record_type=Record, position_format="figaro-position/1", load_position=load_position,
    new_game=GameState.new, load_move=load_move, min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS, max_moves=MAX_MOVES)
load_record = _READER.load_record
load_record_text = _READER.load_record_text
