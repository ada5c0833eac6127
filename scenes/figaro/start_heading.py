"""Figaro's start scene heading: the castle, the title, the King and two fans
of cards around the menu's buttons (scenes.games lists it as Figaro's
``start_heading``)."""

import pygame

from sprites.figaro import card_face, castle_wall, king_pawn

from ..base import GOLD, text


def heading_rects(size):
    """Where the castle, the title and the King stand on a screen of ``size``:
    the castle clear of the title, the title clear of the first button (y 290)."""
    middle = size[0] // 2
    castle = pygame.Rect(middle - 130, 18, 260, 143)
    title = text("Figaro", 84, GOLD, True).get_rect(midtop=(middle, castle.bottom + 4))
    pawn = pygame.Rect(middle + 150, 96, 100, 100)
    return castle, title, pawn


def card_fans(size):
    """Where the two fans of cards stand, and their cards' size: either side of
    the buttons, or under them on a portrait screen."""
    width, height = size
    if width >= 1000:
        return ((width // 2 - 450, 420), (width // 2 + 420, 420)), (110, 158)
    return ((width // 2 - 230, height - 124), (width // 2 + 150, height - 124)), (88, 126)


def draw_heading(surface, size):
    castle, title, pawn = heading_rects(size)
    surface.blit(castle_wall(castle.size), castle)
    surface.blit(text("Figaro", 84, GOLD, True), title)
    (left, right), card = card_fans(size)
    for i, name in enumerate(("red3", "blue2", "green1", "purple2", "orange3")):
        image = pygame.transform.rotate(card_face(name, card), 18 - i * 9)
        surface.blit(image, image.get_rect(center=(left[0] + i * 16, left[1] + abs(i - 2) * 10)))
    for i, name in enumerate(("jester1", "ronde", "jester2")):
        image = pygame.transform.rotate(card_face(name, card), 12 - i * 12)
        surface.blit(image, image.get_rect(center=(right[0] + i * 22, right[1] + abs(i - 1) * 10)))
    surface.blit(king_pawn(pawn.width), pawn)
