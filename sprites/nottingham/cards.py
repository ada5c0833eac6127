"""Nottingham's cards, drawn by code: object cards (N1) — the object and its
value on the money bag on top, the action on a red or orange banner below,
orange scroll corners on the necklace — small chips, card backs, ambush cards
(N2) and the patterns of the task cards (N3)."""

import math
from functools import lru_cache

import pygame

from game.nottingham.data import ACTIONS, AMBUSH_OBJECTS, NECKLACE, OBJECTS, VALUES

from .aids import object_pattern, object_symbol
from .emblems import emblem
from ..text import font
from .ink import DARK, GOLD, INK, SMALLEST, fits, ink_on, label

CREAM = (248, 242, 226)
OBJECT_COLOURS = {
    "copper": (186, 104, 52), "silver": (150, 156, 170), "gold": (214, 170, 36),
    "pearls": (214, 206, 226), "jewels": (36, 128, 150), "necklace": (168, 56, 128),
    "chest": (118, 78, 40),
}
RED_BANNER, ORANGE_BANNER = (178, 40, 40), (226, 128, 30)
BANNERS = {"buy": ORANGE_BANNER, "smuggle": RED_BANNER, "ambush": ORANGE_BANNER, "steal": RED_BANNER,
           "rob": RED_BANNER, "defend": ORANGE_BANNER, "trade": ORANGE_BANNER}
PAWN_COLOURS = {"red": (204, 48, 48), "purple": (136, 70, 176), "yellow": (236, 204, 50),
                "blue": (48, 104, 204), "white": (240, 240, 236), "green": (46, 150, 80),
                "grey": (132, 132, 140)}
LEGAL = (110, 230, 120)
BAG = (196, 160, 104)


def object_colour(obj):
    return OBJECT_COLOURS[OBJECTS[obj] if isinstance(obj, int) else obj]


def _index(obj):
    return obj if isinstance(obj, int) else OBJECTS.index(obj)


def draw_object_card(surface, obj, rect, name, action, count=None, dim=False, outline=None, pattern=False,
                     symbol=False):
    """An object card with its ``name`` and ``action`` (words of the player's
    language); ``count`` in a badge (a hand's number of that object); the aids
    (``pattern``, ``symbol``) when the player asks for them."""
    i = _index(obj)
    surface.blit(_object_card(i, rect.width, rect.height, name, action, pattern, symbol), rect.topleft)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 130), shade.get_rect(), border_radius=10)
        surface.blit(shade, rect.topleft)
    if count is not None:
        badge = pygame.Rect(0, 0, 36, 24)
        below = max(_name_below(rect.width, rect.height, name), 20 if rect.width < 100 else 0)
        badge.topright = (rect.right - 4, rect.top + max(24, rect.height // 5) + 4 + below)
        pygame.draw.rect(surface, DARK if count else (110, 110, 110), badge, border_radius=11)
        pygame.draw.rect(surface, GOLD if count else (160, 160, 160), badge, 2, border_radius=11)
        image = label(f"\u00d7{count}", 16, INK)
        surface.blit(image, image.get_rect(center=badge.center))
    if outline:
        pygame.draw.rect(surface, outline, rect.inflate(8, 8), 4, border_radius=12)


def money_bag(surface, centre, size, value):
    """The money bag with the value in victory points (the top of every object card)."""
    x, y = centre
    body = pygame.Rect(0, 0, size, size * 0.86)
    body.center = (x, y + size * 0.08)
    pygame.draw.ellipse(surface, BAG, body)
    pygame.draw.ellipse(surface, (120, 84, 40), body, 2)
    neck = [(x - size * 0.18, body.top + 3), (x + size * 0.18, body.top + 3), (x + size * 0.3, body.top - size * 0.16),
            (x - size * 0.3, body.top - size * 0.16)]
    pygame.draw.polygon(surface, BAG, neck)
    pygame.draw.polygon(surface, (120, 84, 40), neck, 2)
    pygame.draw.line(surface, (120, 84, 40), (x - size * 0.2, body.top + 2), (x + size * 0.2, body.top + 2), 2)
    image = label(str(value), max(12, int(size * 0.56)), DARK)
    surface.blit(image, image.get_rect(center=body.center))


def banner(surface, rect, colour, words, size):
    """The action's banner: a ribbon with swallow-tailed ends behind it."""
    notch = int(rect.height * 0.35)
    if font(max(size, SMALLEST), True).size(words)[0] > rect.width - 2 * notch - 4:
        notch = 3                            # long words on a narrow card: the tails give them room
    dark = tuple(int(c * 0.65) for c in colour)
    top, bottom, middle = rect.top + 4, rect.bottom + 3, rect.centery + 4
    left_tail = [(rect.left - 3, top), (rect.left + notch + 2, top), (rect.left + notch + 2, bottom),
                 (rect.left - 3, bottom), (rect.left + 5, middle)]
    right_tail = [(rect.right + 3, top), (rect.right - notch - 2, top), (rect.right - notch - 2, bottom),
                  (rect.right + 3, bottom), (rect.right - 5, middle)]
    for tail in (left_tail, right_tail):
        pygame.draw.polygon(surface, dark, tail)
        pygame.draw.polygon(surface, DARK, tail, 1)
    body = rect.inflate(-2 * notch, 0)
    if not fits(words, size, False, body.width - 4):
        body = rect                                    # a narrow card: the ribbon's whole width for the word
    pygame.draw.rect(surface, colour, body, border_radius=3)
    pygame.draw.rect(surface, DARK, body, 1, border_radius=3)
    bold = fits(words, size, True, body.width - 4)     # a narrow card: plain letters
    if fits(words, size, bold, body.width - 4):        # a tiny card: the ribbon's colour alone
        image = label(words, size, ink_on(colour), bold, body.width - 4)     # dark on the orange banner
        surface.blit(image, image.get_rect(center=body.center))


def scroll_corners(surface, rect, colour):
    """The necklace's orange scrolls in the four corners: it is kept in the hand."""
    r = max(5, rect.width // 12)
    for cx, cy, start in ((rect.left + r + 3, rect.top + r + 3, 0.5), (rect.right - r - 3, rect.top + r + 3, 1.0),
                          (rect.left + r + 3, rect.bottom - r - 3, 0.0), (rect.right - r - 3, rect.bottom - r - 3, 1.5)):
        points = [(cx + r * (0.3 + 0.7 * t) * math.cos(math.pi * (start + 3 * t)),
                   cy - r * (0.3 + 0.7 * t) * math.sin(math.pi * (start + 3 * t))) for t in (k / 12 for k in range(13))]
        pygame.draw.lines(surface, colour, False, points, 3)


def _name_below(width, height, name):
    """The height of the card's name on a line under its band (a long name on a
    narrow card), 0 when it stands in the band: the hand's count badge goes under it."""
    size = 17 if width >= 100 else 16
    bag = max(24, height // 5) + 2
    if font(max(size, SMALLEST), True).size(name)[0] <= width - bag - 8 or not fits(name, size, True, width - 8):
        return 0
    return label(name, size, DARK, True, width - 8).get_height()


@lru_cache(maxsize=96)
def _object_card(i, width, height, name, action, pattern=False, symbol=False):
    """The face of an object card, drawn once per size and words (shared: do not draw on it)."""
    image = pygame.Surface((width, height + 3), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, width, height)
    colour = object_colour(i)
    pygame.draw.rect(image, (0, 0, 0), rect.move(0, 3), border_radius=10)
    pygame.draw.rect(image, CREAM, rect, border_radius=10)
    top = pygame.Rect(0, 0, width, max(24, height // 5))
    pygame.draw.rect(image, colour, top, border_top_left_radius=10, border_top_right_radius=10)
    size = 17 if width >= 100 else 16
    bag = top.height + 2
    money_bag(image, (bag * 0.55 + 2, top.centery + 2), bag, VALUES[i])
    below = 0
    if font(max(size, SMALLEST), True).size(name)[0] <= width - bag - 8:
        words = label(name, size, ink_on(colour), True, width - bag - 8)
        image.blit(words, words.get_rect(midleft=(bag + 4, top.centery)))
    elif fits(name, size, True, width - 8):    # a narrow card: the name on a line of its own
        words = label(name, size, DARK, True, width - 8)
        image.blit(words, words.get_rect(midtop=(width // 2, top.bottom + 1)))
        below = words.get_height()
    band = max(20, height // 6)
    art = pygame.Rect(8, top.bottom + 6 + below, width - 16, height - top.height - band - 20 - below)
    if pattern:
        object_pattern(image, i, pygame.Rect(2, top.bottom + below, width - 4, height - band - 8 - top.bottom - below),
                       colour)
    emblem(image, i, art, colour)
    if symbol:
        side = max(20, min(art.height, round(width * 0.34)))
        object_symbol(image, i, (art.left + side // 2, art.bottom - side // 2 + 4), side)
    side = 6 if width >= 100 else 3                  # a narrow card: the ribbon to its edges
    ribbon = pygame.Rect(side, height - band - 6, width - 2 * side, band)
    banner(image, ribbon, BANNERS[ACTIONS[i]], action, size - 2)
    if i == NECKLACE:
        scroll_corners(image, pygame.Rect(0, top.bottom - 2 + below, width, height - top.bottom - band - 4 - below),
                       ORANGE_BANNER)                  # under a name on a line of its own, never over it
    pygame.draw.rect(image, colour, rect, 2, border_radius=10)
    return image


def chip(surface, obj, rect, name=None, pattern=False, symbol=False, count=1):
    """A small card of one object: its shape (or, with the symbols aid, its symbol),
    and its name when there is room; its pattern behind with the patterns aid.
    ``count``: the cards of it it stands for, written "×2" after the name, or after
    the shape alone when the name has no room."""
    colour = object_colour(obj)
    pygame.draw.rect(surface, CREAM, rect, border_radius=5)
    if pattern:
        object_pattern(surface, _index(obj), rect.inflate(-4, -4), colour)
    pygame.draw.rect(surface, colour, rect, 2, border_radius=5)
    side = min(rect.height - 4, 26)

    def picture(art):
        if symbol:
            object_symbol(surface, _index(obj), art.center, min(art.size))
        else:
            emblem(surface, _index(obj), art, colour)
    times = f"\u00d7{count}" if count > 1 else ""
    words = f"{name} {times}".strip() if name is not None else times
    if words and not fits(words, 16, True, rect.width - side - 8):
        words = times
    if not words or not fits(words, 16, True, rect.width - side - 8):
        art = pygame.Rect(0, 0, min(rect.width - 4, rect.height - 4), min(rect.width - 4, rect.height - 4))
        art.center = rect.center
        picture(art)
        return
    art = pygame.Rect(rect.left + 3, rect.centery - side // 2, side, side)
    picture(art)
    image = label(words, 16, DARK, True, rect.width - side - 8)
    surface.blit(image, image.get_rect(midleft=(art.right + 3, rect.centery)))


def chip_width(name, height, count=1):
    """The width a chip of ``height`` needs to show ``name`` (and "×2" for a ``count``)."""
    words = f"{name} \u00d7{count}" if count > 1 else name
    return min(height - 4, 26) + 8 + font(16, True).size(words)[0] + 2


def card_back(surface, rect, words=None):
    """A face-down card (a hidden offer, a hand, the deck)."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=6)
    pygame.draw.rect(surface, (44, 60, 104), rect, border_radius=6)
    pygame.draw.rect(surface, (200, 184, 120), rect.inflate(-6, -6), 1, border_radius=4)
    if words is not None and fits(words, 14 if rect.height < 40 else 18, True, rect.width - 4):
        image = label(words, 14 if rect.height < 40 else 18, INK, True, rect.width - 4)
        surface.blit(image, image.get_rect(center=rect.center))


def draw_ambush(surface, card, rect, title, names=None, owner=None, face_up=True, outline=None, dim=False,
                **aids):
    """An ambush card (N2): its two objects (``names``: their words), or a pawn of a
    colour and whose colour it is (``owner``); face down only its back, ``title``."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 3), border_radius=8)
    if not face_up:
        pygame.draw.rect(surface, (70, 44, 30), rect, border_radius=8)
        pygame.draw.rect(surface, GOLD, rect.inflate(-8, -8), 1, border_radius=6)
        if fits(title, 14, True, rect.width - 8):
            image = label(title, 14, INK, True, rect.width - 8)
            surface.blit(image, image.get_rect(center=rect.center))
        return
    pygame.draw.rect(surface, (232, 220, 190), rect, border_radius=8)
    if fits(title, 13, True, rect.width - 8):
        image = label(title, 13, DARK, True, rect.width - 8)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.top + 4)))
    inner = pygame.Rect(rect.left + 6, rect.top + 22, rect.width - 12, rect.height - 28)
    if card in AMBUSH_OBJECTS:
        a, b = AMBUSH_OBJECTS[card]
        half = inner.height // 2
        chip(surface, a, pygame.Rect(inner.left, inner.top, inner.width, half - 3), names[0] if names else None, **aids)
        chip(surface, b, pygame.Rect(inner.left, inner.top + half + 1, inner.width, half - 3),
             names[1] if names else None, **aids)
    else:
        colour = PAWN_COLOURS[card]
        pygame.draw.rect(surface, (60, 90, 60), inner, border_radius=6)
        from .road import pawn
        pawn(surface, (inner.centerx, inner.top + inner.height * 0.42), colour, min(inner.height * 0.6, 48))
        if owner and fits(owner, 13, True, inner.width - 4):
            image = label(owner, 13, INK, True, inner.width - 4)
            surface.blit(image, image.get_rect(midbottom=(inner.centerx, inner.bottom - 2)))
    pygame.draw.rect(surface, (120, 84, 40), rect, 2, border_radius=8)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 140), shade.get_rect(), border_radius=8)
        surface.blit(shade, rect.topleft)
    if outline:
        pygame.draw.rect(surface, outline, rect.inflate(8, 8), 4, border_radius=10)


def task_pattern(surface, task, rect, pawns):
    """A task card's picture (N3): the cards it asks for as small shapes, and one or
    two pawns (the first to complete it alone, or both)."""
    from .road import pawn
    size = min(rect.height, 16)
    x, y = rect.left, rect.centery
    for k in range(pawns):
        pawn(surface, (x + 6 + k * 9, y), (30, 30, 34), size)
    if pawns:
        x += 14 + 9 * pawns
    groups = {"seven": [(i, 1) for i in range(7)], "five": [(None, 5)],
              "four-pairs": [(None, 2)] * 4, "three-pairs": [(None, 2)] * 3}[task]
    step = size * 0.55
    for obj, count in groups:
        for _ in range(count):
            card = pygame.Rect(x, y - size // 2, size * 0.7, size)
            pygame.draw.rect(surface, CREAM if obj is None else object_colour(obj), card, border_radius=2)
            pygame.draw.rect(surface, DARK, card, 1, border_radius=2)
            x += step
        x += size * 0.45
