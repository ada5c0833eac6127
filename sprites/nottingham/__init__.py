"""Nottingham's art, drawn by code after the box: object cards with the value on
the money bag and the action on a red or orange banner, ambush cards, task cards,
the county's road with the Sheriff's black pawn. Words come from the scenes
(translated there); these functions only draw."""

from .cards import (
    BANNERS, LEGAL, OBJECT_COLOURS, PAWN_COLOURS, card_back, chip, chip_width, draw_ambush, draw_object_card,
    object_colour, task_pattern,
)
from .road import draw_track, pawn, track_spaces

__all__ = ["BANNERS", "LEGAL", "OBJECT_COLOURS", "PAWN_COLOURS", "card_back", "chip", "chip_width", "draw_ambush",
           "draw_object_card", "draw_track", "object_colour", "pawn", "task_pattern", "track_spaces"]
