"""Nottingham on the game chooser's tile: three of the Sheriff's goods as cards,
a money bag of gold, and the Sheriff himself."""

import pygame

from ..drawing import fan

CREAM = (248, 242, 226)
EDGE = (60, 44, 30)
GOODS = ((214, 170, 36), (36, 128, 150), (168, 56, 128))      # gold, jewels, necklace
BAG = (150, 104, 58)
COIN = (236, 196, 60)
SHERIFF = (70, 70, 84)


def _card(size, colour):
    width, height = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, width // 9)
    pygame.draw.rect(card, EDGE, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, CREAM, card.get_rect().inflate(-4, -4), border_radius=radius)
    band = pygame.Rect(2, 2, width - 4, height // 5)
    pygame.draw.rect(card, colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    centre = (width // 2, round(height * 0.58))
    pygame.draw.circle(card, colour, centre, round(width * 0.3))
    pygame.draw.circle(card, EDGE, centre, round(width * 0.3), 2)
    return card


def _bag(surface, centre, size):
    x, y = centre
    body = pygame.Rect(0, 0, size, size * 0.85)
    body.midbottom = (x, y + size * 0.45)
    pygame.draw.ellipse(surface, BAG, body)
    pygame.draw.ellipse(surface, EDGE, body, 2)
    neck = [(x - size * 0.18, body.top + 4), (x + size * 0.18, body.top + 4),
            (x + size * 0.28, body.top - size * 0.2), (x - size * 0.28, body.top - size * 0.2)]
    pygame.draw.polygon(surface, BAG, neck)
    pygame.draw.polygon(surface, EDGE, neck, 2)
    pygame.draw.line(surface, COIN, (x - size * 0.2, body.top + 2), (x + size * 0.2, body.top + 2), 3)
    for k, dx in enumerate((-0.55, -0.2, 0.25)):
        coin = (round(x + dx * size), round(body.bottom - size * 0.08 - k % 2 * size * 0.12))
        pygame.draw.circle(surface, COIN, coin, round(size * 0.15))
        pygame.draw.circle(surface, EDGE, coin, round(size * 0.15), 2)


def _sheriff(surface, bottom_centre, height):
    x, y = bottom_centre
    body = [(x - height * 0.22, y), (x + height * 0.22, y), (x + height * 0.1, y - height * 0.62),
            (x - height * 0.1, y - height * 0.62)]
    pygame.draw.polygon(surface, SHERIFF, body)
    head = (round(x), round(y - height * 0.72))
    pygame.draw.circle(surface, (226, 196, 160), head, round(height * 0.12))
    brim = pygame.Rect(0, 0, height * 0.42, height * 0.08)
    brim.center = (x, y - height * 0.82)
    pygame.draw.ellipse(surface, SHERIFF, brim)
    crown = pygame.Rect(0, 0, height * 0.22, height * 0.16)
    crown.midbottom = brim.center
    pygame.draw.rect(surface, SHERIFF, crown, border_radius=3)
    pygame.draw.circle(surface, COIN, (round(x), round(y - height * 0.4)), max(2, round(height * 0.05)))


def emblem(size):
    """The drawing, ``size`` (width, height), on a transparent background."""
    width, height = size
    surface = fan(size, (0.56, 0.8), lambda colour, card: _card(card, colour), GOODS,
                  centre=(0.28, 0.5), turn=16, spread=0.55, drop=0.05)
    _bag(surface, (width * 0.64, height * 0.55), height * 0.42)
    _sheriff(surface, (width * 0.86, height * 0.98), height * 0.9)
    return surface
