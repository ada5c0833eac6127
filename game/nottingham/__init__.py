"""The rules of Nottingham (Uwe Rosenberg, 2006), positions and records, and the
computer players. See RULES.md (the rules, N1–N26) and FORMAT.md.

Pure Python: no pygame, no printing.
"""

from ..common.errors import FormatError, IllegalMove
from .data import COLOURS, OBJECTS, TASKS, TRACK, VALUES
from .moves import Move
from .position import dump_position, load_position, parse_json
from .record import Record, load_record, load_record_text
from .state import GameState
from .view import View
from .guess import determinize

__all__ = [
    "COLOURS", "OBJECTS", "TASKS", "TRACK", "VALUES", "FormatError", "IllegalMove", "Move",
    "dump_position", "load_position", "parse_json", "Record", "load_record",
    "load_record_text", "GameState", "View", "determinize",
]


def _game_info():
    from ..common.protocol import GameInfo
    from .players import LEVELS, TABLE_LEVELS, make_player
    from .position import POSITION_FORMAT
    from .record import RECORD_FORMAT
    from .reveals import reveals
    from .state import MAX_PLAYERS, MIN_PLAYERS
    return GameInfo(
        name="nottingham", title="Nottingham", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
        position_format=POSITION_FORMAT, record_format=RECORD_FORMAT,
        score_name="mean_score", lower_score_wins=False,
        new_game=GameState.new, load_position=load_position, dump_position=dump_position,
        load_record=load_record, make_player=make_player,
        levels=tuple(LEVELS), table_levels=TABLE_LEVELS, record_type=Record, reveals=reveals,
        seat_colours=COLOURS,
    )


GAME = _game_info()
