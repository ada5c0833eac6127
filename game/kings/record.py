"""Records: a start (a position, or a fresh game from players and seed) and the
moves played from it (``kings-record/1`` of FORMAT.md). A saved game is a record.
"""

from ..common import record as common
from ..common.errors import FormatError
from ..common.record import move_to_json  # noqa: F401 (part of this module's API)
from .moves import Take
from ..common.jsonio import expect_int, expect_object, refuse_unknown_keys
from .position import POSITION_FORMAT, dump_position, expect_card, load_position
from .state import MAX_PLAYERS, MIN_PLAYERS, GameState

RECORD_FORMAT = "kings-record/1"
MAX_MOVES = 1_000           # a whole game has at most 5 x 3 x 6 = 90
MOVE_KEYS = {"take", "seat"}


class Record(common.Record):
    """A start position and the moves from it. ``moves`` holds (move, seat or None)."""

    FORMAT = RECORD_FORMAT

    def dump_position(self, state):
        return dump_position(state)


def load_move(data, where):
    """(move, seat or None) from move JSON; FormatError when it is not well-formed.
    A seat that names no seat is well-formed but illegal (K8), refused on replay."""
    expect_object(data, where)
    refuse_unknown_keys(data, MOVE_KEYS, where)
    seat = None
    if "seat" in data:
        seat = expect_int(data["seat"], f"{where}.seat")
    if "take" not in data:
        raise FormatError(where, 'expected {"take": CARD}')
    return Take(expect_card(data["take"], f"{where}.take")), seat


_READER = common.RecordReader(
    record_type=Record, position_format=POSITION_FORMAT, load_position=load_position,
    new_game=GameState.new, load_move=load_move, min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS, max_moves=MAX_MOVES)
load_record = _READER.load_record
load_record_text = _READER.load_record_text
