"""The colour-blind aids on Nottingham's cards: a pattern per object behind its
picture ("Colour patterns") and a plain symbol per object in a white disc ("Large
symbols"), so that no two objects are told apart by their colour alone."""

import math

import pygame

from .ink import DARK

# one symbol per object: copper, silver, gold, pearls, jewels, necklace, chest
SYMBOLS = ("circle", "triangle", "square", "ring", "diamond", "star", "cross")
PATTERNS = ("rising", "dots", "rows", "rings", "checks", "falling", "columns")


def object_pattern(surface, obj, rect, colour):
    """Object ``obj``'s pattern over ``rect`` in a shade of ``colour`` (drawn on the
    card's cream, under its picture)."""
    ink = tuple(int(c * 0.75) for c in colour) + (120,)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    width, height = rect.size
    kind = PATTERNS[obj]
    step = 10
    if kind in ("rising", "falling"):
        for k in range(-height, width + height, step):
            start, end = ((k, height), (k + height, 0)) if kind == "rising" else ((k, 0), (k + height, height))
            pygame.draw.line(layer, ink, start, end, 2)
    elif kind == "rows":
        for y in range(step // 2, height, step):
            pygame.draw.line(layer, ink, (0, y), (width, y), 2)
    elif kind == "columns":
        for x in range(step // 2, width, step):
            pygame.draw.line(layer, ink, (x, 0), (x, height), 2)
    elif kind in ("dots", "rings"):
        for y in range(step // 2, height, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, width, step):
                pygame.draw.circle(layer, ink, (x, y), 2 if kind == "dots" else 3, 0 if kind == "dots" else 1)
    elif kind == "checks":
        for y in range(0, height, step):
            for x in range((y // step % 2) * step, width, 2 * step):
                pygame.draw.rect(layer, ink, (x, y, step, step))
    surface.blit(layer, rect.topleft)


def object_symbol(surface, obj, centre, size):
    """Object ``obj``'s symbol, ``size`` across, in a white disc at ``centre``."""
    x, y = centre
    r = size / 2
    pygame.draw.circle(surface, (0, 0, 0), (x, y + 2), r)
    pygame.draw.circle(surface, (252, 250, 244), (x, y), r)
    pygame.draw.circle(surface, DARK, (x, y), r, 2)
    s = r * 0.62
    kind = SYMBOLS[obj]
    if kind == "circle":
        pygame.draw.circle(surface, DARK, (x, y), s)
    elif kind == "ring":
        pygame.draw.circle(surface, DARK, (x, y), s, max(2, round(s / 3)))
    elif kind == "triangle":
        pygame.draw.polygon(surface, DARK, [(x, y - s), (x + s, y + s * 0.8), (x - s, y + s * 0.8)])
    elif kind == "square":
        pygame.draw.rect(surface, DARK, pygame.Rect(x - s * 0.8, y - s * 0.8, s * 1.6, s * 1.6))
    elif kind == "diamond":
        pygame.draw.polygon(surface, DARK, [(x, y - s), (x + s, y), (x, y + s), (x - s, y)])
    elif kind == "star":
        points = [(x + (s if k % 2 == 0 else s * 0.45) * math.sin(math.pi * k / 5),
                   y - (s if k % 2 == 0 else s * 0.45) * math.cos(math.pi * k / 5)) for k in range(10)]
        pygame.draw.polygon(surface, DARK, points)
    elif kind == "cross":
        bar = max(3, round(s * 0.55))
        pygame.draw.rect(surface, DARK, pygame.Rect(x - s, y - bar / 2, 2 * s, bar))
        pygame.draw.rect(surface, DARK, pygame.Rect(x - bar / 2, y - s, bar, 2 * s))
