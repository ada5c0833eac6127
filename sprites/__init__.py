"""Everything the table draws, rendered by code at any size and cached.

Cached surfaces are shared: copy one before drawing on it.
"""

from .cards import CARD_NAMES, COLOURS, card_back, card_face, suit_symbol
from .pieces import castle_wall, king_pawn, road_piece, road_piece_hidden, road_strips, trick_stack
from .table import felt
from .text import font, render_fitted

__all__ = [
    "CARD_NAMES", "COLOURS", "card_back", "card_face", "suit_symbol",
    "castle_wall", "king_pawn", "road_piece", "road_piece_hidden", "road_strips", "trick_stack",
    "felt", "font", "render_fitted",
]
