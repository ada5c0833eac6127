"""Records: a start (a position, or a fresh game from players and seed) and the
moves played from it (``kings-record/1`` of FORMAT.md). A saved game is a record.
"""

from dataclasses import dataclass, field

from ..common.errors import FormatError, IllegalMove
from .moves import Take
from .position import (
    MAX_SEED,
    POSITION_FORMAT,
    dump_position,
    expect_card,
    expect_int,
    expect_list,
    expect_object,
    load_position,
    parse_json,
    refuse_unknown_keys,
)
from .state import MAX_PLAYERS, MIN_PLAYERS, GameState

RECORD_FORMAT = "kings-record/1"
MAX_MOVES = 1_000           # a whole game has at most 5 x 3 x 6 = 90
MOVE_KEYS = {"take", "seat"}


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
    if isinstance(data, dict) and data.get("format") == POSITION_FORMAT:
        return Record(load_position(data, what))
    return load_record(data, what)
