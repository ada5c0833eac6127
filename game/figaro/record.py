"""Records: a start (a position, or a fresh game from players and seed) and the
moves played from it (``figaro-record/1`` of FORMAT.md). A saved game is a record.
"""

from dataclasses import dataclass, field

from ..common.errors import FormatError, IllegalMove
from .moves import TAKE, Play
from .position import (
    dump_position,
    expect_card,
    expect_int,
    expect_list,
    expect_object,
    load_position,
    parse_json,
    refuse_unknown_keys,
    MAX_SEED,
)
from .state import MAX_PLAYERS, MIN_PLAYERS, GameState

RECORD_FORMAT = "figaro-record/1"
MAX_MOVES = 10_000          # a whole game has about two hundred
MOVE_KEYS = {"play", "to", "take", "seat"}


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
    if isinstance(data, dict) and data.get("format") == "figaro-position/1":
        return Record(load_position(data, what))
    return load_record(data, what)
