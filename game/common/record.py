"""Records for every game: a start (a position, or a fresh game from players and
seed) and the moves played from it (``<game>-record/1``, after Figaro's
FORMAT.md). A saved game is a record. Each game's ``record`` module names its
formats and reads its own moves; the rest is here, once.
"""

from dataclasses import dataclass, field

from .errors import FormatError, IllegalMove
from .jsonio import expect_int, expect_list, expect_object, parse_json, refuse_unknown_keys

MAX_SEED = 2 ** 63
RECORD_KEYS = {"format", "position", "moves", "players", "seed"}


@dataclass
class Record:
    """A start position and the moves from it. ``moves`` holds (move, seat or None).
    A game's subclass sets ``FORMAT`` and ``dump_position``."""

    start: object
    moves: list = field(default_factory=list)

    FORMAT = None

    def dump_position(self, state):           # pragma: no cover - every game supplies it
        raise NotImplementedError

    def to_json(self):
        return {
            "format": self.FORMAT,
            "position": self.dump_position(self.start),
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


@dataclass(frozen=True)
class RecordReader:
    """How one game reads its records: its types, limits and move reader."""

    record_type: type
    position_format: str
    load_position: object          # (data, where) -> state, or FormatError
    new_game: object               # (players, seed) -> state
    load_move: object              # (data, where) -> (move, seat or None), or FormatError
    min_players: int
    max_players: int
    max_moves: int

    def load_record(self, data, where="record"):
        """A Record from parsed JSON, fully validated before any move is applied."""
        expect_object(data, where)
        refuse_unknown_keys(data, RECORD_KEYS, where)
        record_format = self.record_type.FORMAT
        if data.get("format") != record_format:
            raise FormatError(f"{where}.format", f"expected {record_format!r}")
        if "position" in data:
            for key in ("players", "seed"):
                if key in data:
                    raise FormatError(f"{where}.{key}", "give either a position or players and "
                                                        "seed, not both")
            start = self.load_position(data["position"], f"{where}.position")
        else:
            if "players" not in data:
                raise FormatError(where, "a record needs a position or players (and a seed)")
            players = expect_int(data["players"], f"{where}.players", self.min_players, self.max_players)
            seed = expect_int(data.get("seed", 0), f"{where}.seed", -MAX_SEED, MAX_SEED)
            start = self.new_game(players, seed)
        raw_moves = expect_list(data.get("moves", []), f"{where}.moves", max_length=self.max_moves)
        moves = [self.load_move(m, f"{where}.moves[{k}]") for k, m in enumerate(raw_moves)]
        return self.record_type(start, moves)

    def load_record_text(self, text, what="record"):
        """A Record or, for a bare position, a Record with no moves, from JSON text."""
        data = parse_json(text, what)
        if isinstance(data, dict) and data.get("format") == self.position_format:
            return self.record_type(self.load_position(data, what))
        return self.load_record(data, what)
