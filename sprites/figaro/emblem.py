"""Figaro on the game chooser's tile: a fan of its cards and the King's pawn."""

import pygame

from ..drawing import fan
from .cards import card_face
from .pieces import king_pawn

FAN = ("red3", "green2", "jester1", "blue2", "ronde")


def emblem(size):
    """The drawing, ``size`` (width, height), on a transparent background."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    card = (round(height * 0.54), round(height * 0.78))
    fan(surface, [card_face(name, card) for name in FAN], (width * 0.4, height * 0.5),
        turn=12, spread=card[0] * 0.3, drop=height * 0.04)
    pawn = king_pawn(round(height * 0.72))
    surface.blit(pawn, pawn.get_rect(midbottom=(width * 0.84, height)))
    return surface
