"""The rules of Kings & Creatures (RULES.md beside this file), positions and
records, and the computer players.

Pure Python: no pygame, no printing. Used alike by the command line, the tests,
the computer players and the table scene.
"""

from ..common.errors import FormatError, IllegalMove
from .guess import determinize
from .moves import Take
from .position import dump_position, load_position, parse_json
from .record import Record, load_record, load_record_text
from .scoring import PARTS
from .state import GameState
from .view import View

__all__ = [
    "FormatError", "IllegalMove", "Take", "dump_position", "load_position", "parse_json",
    "Record", "load_record", "load_record_text", "PARTS", "GameState", "View",
    "determinize",
]


def _game_info():
    from ..common.protocol import GameInfo
    from .cards import MAX_PLAYERS, MIN_PLAYERS
    from .players import LEVELS, TABLE_LEVELS, make_player
    from .position import POSITION_FORMAT
    from .record import RECORD_FORMAT
    from .reveals import reveals
    return GameInfo(
        name="kings", title="Kings & Creatures", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
        position_format=POSITION_FORMAT, record_format=RECORD_FORMAT,
        score_name="mean_score", lower_score_wins=False,
        new_game=GameState.new, load_position=load_position, dump_position=dump_position,
        load_record=load_record, make_player=make_player,
        levels=tuple(LEVELS), table_levels=TABLE_LEVELS, record_type=Record, reveals=reveals,
    )


GAME = _game_info()
