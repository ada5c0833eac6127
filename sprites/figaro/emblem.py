"""Figaro on the game chooser's tile: a fan of its cards and the King's pawn."""

from ..drawing import fan
from .cards import card_face
from .pieces import king_pawn

FAN = ("red3", "green2", "jester1", "blue2", "ronde")


def emblem(size):
    """The drawing, ``size`` (width, height), on a transparent background."""
    width, height = size
    surface = fan(size, (0.54, 0.78), card_face, FAN, centre=(0.4, 0.5), turn=12, spread=0.3, drop=0.04)
    pawn = king_pawn(round(height * 0.72))
    surface.blit(pawn, pawn.get_rect(midbottom=(width * 0.84, height)))
    return surface
