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
