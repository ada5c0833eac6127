"""Figaro's art, drawn by code at any size and cached: the cards, the King pawn,
road pieces, the castle wall and the face-down trick stacks.

Cached surfaces are shared: copy one before drawing on it.
"""

from .cards import CARD_NAMES, COLOURS, card_back, card_face, suit_symbol
from .pieces import castle_wall, king_pawn, road_piece, road_piece_hidden, road_strips, road_token, trick_stack

__all__ = [
    "CARD_NAMES", "COLOURS", "card_back", "card_face", "suit_symbol",
    "castle_wall", "king_pawn", "road_piece", "road_piece_hidden", "road_strips", "road_token", "trick_stack",
]
