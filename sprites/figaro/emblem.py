"""Figaro on the game chooser's tile: a fan of its cards and the King's pawn."""

import pygame

from .cards import card_face
from .pieces import king_pawn

FAN = ("red3", "green2", "jester1", "blue2", "ronde")


def emblem(size):
    """The drawing, ``size`` (width, height), on a transparent background."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    card = (round(height * 0.54), round(height * 0.78))
    for k, name in enumerate(FAN):
        image = pygame.transform.rotozoom(card_face(name, card), 24 - k * 12, 1)
        surface.blit(image, image.get_rect(center=(width * 0.4 + (k - 2) * card[0] * 0.3,
                                                   height * 0.5 + abs(k - 2) * height * 0.04)))
    pawn = king_pawn(round(height * 0.72))
    surface.blit(pawn, pawn.get_rect(midbottom=(width * 0.84, height)))
    return surface
