"""The rules of Figaro, positions and records, and the computer players.

Pure Python: no pygame, no printing. Used alike by the command line, the tests,
the computer players and the table scene.
"""

from .cards import CARD_NAMES, COLOURS, COLOUR, VALUE
from ..common.errors import FormatError, IllegalMove
from .moves import TAKE, Play, Take
from .position import dump_position, load_position, parse_json
from .record import Record, load_record, load_record_text
from .state import GameState
from .view import View

__all__ = [
    "CARD_NAMES", "COLOURS", "COLOUR", "VALUE", "FormatError", "IllegalMove", "TAKE",
    "Play", "Take", "dump_position", "load_position", "parse_json", "Record",
    "load_record", "load_record_text", "GameState", "View",
]


def _game_info():
    from ..common.protocol import GameInfo
    from .players import LEVELS, TABLE_LEVELS, make_player
    from .position import POSITION_FORMAT
    from .record import RECORD_FORMAT
    from .reveals import reveals
    from .state import MAX_PLAYERS, MIN_PLAYERS
    return GameInfo(
        name="figaro", title="Figaro", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
        position_format=POSITION_FORMAT, record_format=RECORD_FORMAT,
        score_name="mean_road", lower_score_wins=True,
        new_game=GameState.new, load_position=load_position, dump_position=dump_position,
        load_record=load_record, make_player=make_player,
        levels=tuple(level for level in LEVELS if level != "omniscient"),
        table_levels=TABLE_LEVELS, record_type=Record, reveals=reveals,
        # The files of the app's first years, when it held this game alone:
        autosave_stem="autosave", statistics_file="statistics.json",
        statistics_score_key="road_lengths", bad_save_starts_new_game=True,
        foreign_save_names_title=True,
    )


GAME = _game_info()
