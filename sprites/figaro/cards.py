"""Card faces and the card back, drawn by code at any size and cached.

A coloured card is a cream card with a panel in its suit colour, the value big in
two corners (with the suit symbol under it) and a cream medallion in the middle
holding as many suit symbols as the card is worth. Returned surfaces are shared
through the cache: copy one before drawing on it.
"""

from functools import lru_cache

import pygame

from ..drawing import clip_rounded, layer, shade, smooth_resize, supersample, text_outlined, vertical_gradient
from .patterns import PATTERN_OF_SUIT, draw_pattern
from .symbols import GOLD, emblem
from ..text import font

COLOURS = {
    "red": (204, 42, 48),
    "blue": (38, 96, 196),
    "green": (34, 140, 72),
    "purple": (128, 62, 164),
    "orange": (236, 128, 18),
    "grey": (128, 128, 136),
}
SUITS = ("red", "blue", "green", "purple", "orange")
CARD_NAMES = tuple(f"{suit}{value}" for suit in SUITS for value in (1, 2, 3)) + ("jester1", "jester2", "ronde")

CREAM = (250, 246, 236)
CARD_EDGE = (150, 140, 120)
RONDE_PANEL = (232, 214, 168)
RONDE_INK = (70, 52, 30)
BACK_COLOUR = (32, 44, 86)


def parse_card(name: str):
    """'red2' -> ('red', 2), 'jester1' -> ('jester', 1), 'ronde' -> ('ronde', 0)."""
    if name == "ronde":
        return "ronde", 0
    kind, digits = name.rstrip("0123456789"), name[len(name.rstrip("0123456789")):]
    if kind not in SUITS + ("jester",) or not digits or name not in CARD_NAMES:
        raise ValueError(f"unknown card {name!r}; expected one of {', '.join(CARD_NAMES)}")
    return kind, int(digits)


def _look(kind: str):
    """(panel colour, symbol fill, ink) for a kind of card."""
    if kind == "ronde":
        return RONDE_PANEL, RONDE_INK, RONDE_INK
    colour = COLOURS["grey" if kind == "jester" else kind]
    return colour, colour, shade(colour, 0.42)


@lru_cache(maxsize=64)
def suit_symbol(colour: str, size) -> pygame.Surface:
    """The symbol of a suit (or 'grey'/'jester', 'ronde', 'crown') in a square of `size` px."""
    side = size if isinstance(size, int) else min(size)
    kind = {"grey": "jester"}.get(colour, colour)
    fill = COLOURS.get(colour, COLOURS["grey"]) if kind not in ("ronde", "crown") else GOLD
    ink = RONDE_INK if kind in ("ronde", "crown") else shade(fill, 0.42)
    scale = supersample(side) + 1
    return smooth_resize(emblem(kind, side * scale, fill, ink), (side, side))


@lru_cache(maxsize=512)
def card_face(name: str, size, *, large_symbols: bool = False, patterned: bool = False) -> pygame.Surface:
    """The face of card `name` (e.g. 'red2', 'jester1', 'ronde') at `size` = (w, h)."""
    kind, value = parse_card(name)
    width, height = int(size[0]), int(size[1])
    scale = supersample(width)
    big = _draw_face(kind, value, width * scale, height * scale, large_symbols, patterned)
    return smooth_resize(big, (width, height))


@lru_cache(maxsize=16)
def card_back(size) -> pygame.Surface:
    """The back every card shares: midnight blue, a gold lattice and the King's crown."""
    width, height = int(size[0]), int(size[1])
    scale = supersample(width)
    w, h = width * scale, height * scale
    card = _blank(w, h)
    margin = int(w * 0.05)
    panel = vertical_gradient((w - 2 * margin, h - 2 * margin), shade(BACK_COLOUR, 1.15), BACK_COLOUR)
    panel = _with_alpha(panel)
    lattice = layer(panel.get_size())
    draw_pattern(lattice, "harlequin", (*shade(BACK_COLOUR, 1.12), 255), w * 0.16)
    panel.blit(lattice, (0, 0))
    pw, ph = panel.get_size()
    pygame.draw.rect(panel, GOLD, panel.get_rect().inflate(-w * 0.06, -w * 0.06), max(1, int(w * 0.018)),
                     border_radius=int(w * 0.05))
    medallion = pygame.Rect(0, 0, pw * 0.62, pw * 0.62)
    medallion.center = (pw // 2, ph // 2)
    pygame.draw.ellipse(panel, BACK_COLOUR, medallion)
    pygame.draw.ellipse(panel, GOLD, medallion, max(1, int(w * 0.018)))
    crown = emblem("crown", int(medallion.width * 0.7), GOLD, shade(BACK_COLOUR, 0.6))
    panel.blit(crown, crown.get_rect(center=medallion.center))
    card.blit(clip_rounded(panel, w * 0.055), (margin, margin))
    return smooth_resize(card, (width, height))


def _blank(w: int, h: int) -> pygame.Surface:
    """A plain cream card with rounded corners and a thin edge so it shows on any table."""
    card = layer((w, h), (*CREAM, 0))
    radius = int(w * 0.09)
    pygame.draw.rect(card, CREAM, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, CARD_EDGE, card.get_rect(), max(1, int(w * 0.008)), border_radius=radius)
    return card


def _draw_face(kind, value, w, h, large_symbols, patterned):
    panel_colour, fill, ink = _look(kind)
    card = _blank(w, h)
    margin = int(w * 0.045)
    panel_size = (w - 2 * margin, h - 2 * margin)
    panel = vertical_gradient(panel_size, shade(panel_colour, 1.18), shade(panel_colour, 0.92))
    panel = _with_alpha(panel)
    if kind == "jester":
        _overlay(panel, "harlequin", shade(panel_colour, 0.86), w * 0.2)
    elif kind == "ronde":
        _overlay(panel, "dots", shade(panel_colour, 0.93), w * 0.12)
    elif patterned:
        _overlay(panel, PATTERN_OF_SUIT[kind], shade(panel_colour, 0.72), w * 0.13)
    card.blit(clip_rounded(panel, w * 0.06), (margin, margin))

    _draw_medallion(card, kind, value, fill, ink, large_symbols)
    index = _corner_index(kind, value, w, h, ink, large_symbols)
    card.blit(index, (margin + int(w * 0.02), margin + int(w * 0.01)))
    card.blit(pygame.transform.rotate(index, 180),
              (w - margin - int(w * 0.02) - index.get_width(), h - margin - int(w * 0.01) - index.get_height()))
    return card


def _with_alpha(surface):
    """A per-pixel-alpha copy, so rounding the corners can make them transparent."""
    out = layer(surface.get_size())
    out.blit(surface, (0, 0))
    return out


def _overlay(panel, kind, colour, step):
    pattern = layer(panel.get_size())
    draw_pattern(pattern, kind, (*colour, 255), step)
    panel.blit(pattern, (0, 0))


def _draw_medallion(card, kind, value, fill, ink, large_symbols):
    w, h = card.get_size()
    # Narrow enough to leave the corner indices clear.
    box = pygame.Rect(0, 0, w * (0.58 if large_symbols else 0.56), h * (0.54 if large_symbols else 0.52))
    box.center = (w // 2, h // 2)
    pygame.draw.ellipse(card, CREAM, box)
    pygame.draw.ellipse(card, ink, box, max(1, int(w * 0.014)))
    count = 1 if large_symbols or kind == "ronde" else value
    cx, cy = box.center
    if count == 1:
        side = int(min(box.width, box.height) * (0.96 if large_symbols else 0.8))
        spots = [(cx, cy)]
    elif count == 2:
        side = int(min(box.width * 0.58, box.height * 0.46))
        spots = [(cx, cy - box.height * 0.22), (cx, cy + box.height * 0.22)]
    else:
        side = int(min(box.width * 0.48, box.height * 0.4))
        spots = [(cx, cy - box.height * 0.21), (cx - box.width * 0.21, cy + box.height * 0.17),
                 (cx + box.width * 0.21, cy + box.height * 0.17)]
    picture = emblem(kind, side, fill, ink)
    for spot in spots:
        card.blit(picture, picture.get_rect(center=(int(spot[0]), int(spot[1]))))


def _corner_index(kind, value, w, h, ink, large_symbols):
    """The value, big, with the suit symbol under it; the same index sits upside down below."""
    numeral_px = int(h * (0.31 if large_symbols else 0.25))
    light = kind != "ronde"
    numeral = text_outlined(str(value), font(numeral_px, bold=True), CREAM if light else RONDE_INK,
                            ink if light else CREAM, max(1, w * 0.016))
    symbol_side = int(w * (0.18 if large_symbols else 0.17))
    symbol_fill = CREAM if light else RONDE_INK
    symbol = emblem(kind, symbol_side, symbol_fill, ink if light else CREAM, stroke=0.06)
    # The font's line box has room above the digits; trim it so the index sits snug.
    top_trim = int(numeral_px * 0.14)
    width = max(numeral.get_width(), symbol.get_width())
    height = numeral.get_height() - top_trim + symbol.get_height() - int(numeral_px * 0.2)
    index = layer((width, height))
    index.blit(numeral, ((width - numeral.get_width()) // 2, -top_trim))
    index.blit(symbol, ((width - symbol.get_width()) // 2, height - symbol.get_height()))
    return index
