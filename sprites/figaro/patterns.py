"""Background patterns, one per suit, so colour-blind players can tell the piles apart.

red: diagonals, blue: dots, green: waves, purple: checks, orange: stripes.
"""

import math

import pygame

PATTERN_OF_SUIT = {
    "red": "diagonals",
    "blue": "dots",
    "green": "waves",
    "purple": "checks",
    "orange": "stripes",
}


def draw_pattern(surface: pygame.Surface, kind: str, colour, step: float) -> None:
    """Cover `surface` with pattern `kind` in `colour`, repeating every `step` pixels."""
    w, h = surface.get_size()
    step = max(4.0, step)
    line = max(1, int(step * 0.28))
    if kind == "diagonals":
        k = -h
        while k < w:
            pygame.draw.line(surface, colour, (k, h), (k + h, 0), line)
            k += step
    elif kind == "dots":
        for row, y in enumerate(_range(step / 2, h, step)):
            shift = step / 2 if row % 2 else 0
            for x in _range(shift, w + step, step):
                pygame.draw.circle(surface, colour, (x, y), step * 0.22)
    elif kind == "waves":
        for y in _range(step / 2, h + step, step):
            points = [(x, y + step * 0.22 * math.sin(x / step * 2 * math.pi)) for x in _range(0, w + 4, 3)]
            pygame.draw.lines(surface, colour, False, points, line)
    elif kind == "checks":
        for row, y in enumerate(_range(0, h, step / 2)):
            for col, x in enumerate(_range(0, w, step / 2)):
                if (row + col) % 2 == 0:
                    surface.fill(colour, pygame.Rect(int(x), int(y), math.ceil(step / 2), math.ceil(step / 2)))
    elif kind == "stripes":
        for y in _range(step / 4, h, step):
            surface.fill(colour, pygame.Rect(0, int(y), w, line))
    elif kind == "harlequin":
        for row, y in enumerate(_range(0, h + step, step)):
            for col, x in enumerate(_range(0, w + step, step)):
                if (row + col) % 2 == 0:
                    half = step / 2
                    pygame.draw.polygon(surface, colour, [(x, y - half), (x + half, y), (x, y + half), (x - half, y)])
    else:
        raise ValueError(f"unknown pattern {kind!r}")


def _range(start: float, stop: float, step: float):
    value = start
    while value < stop:
        yield value
        value += step
