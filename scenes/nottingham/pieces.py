"""What the Nottingham table draws, by code: object cards with their value and
action, ambush cards, the Sheriff's track and the Sheriff himself."""

import math
from functools import lru_cache

import pygame

from game.nottingham.data import ACTIONS, AMBUSH_OBJECTS, OBJECTS, TRACK, VALUES

from app.i18n import language

from ..base import GOLD, INK, text
from .words import action_name, ambush_name, object_name, tr

CREAM = (248, 242, 226)
DARK = (40, 32, 24)
OBJECT_COLOURS = {
    "copper": (186, 104, 52), "silver": (150, 156, 170), "gold": (214, 170, 36),
    "pearls": (196, 186, 206), "jewels": (36, 128, 150), "necklace": (168, 56, 128),
    "chest": (118, 78, 40),
}
BANNERS = {"buy": (226, 128, 30), "smuggle": (178, 40, 40), "ambush": (226, 128, 30),
           "steal": (178, 40, 40), "rob": (178, 40, 40), "defend": (214, 120, 60),
           "trade": (226, 128, 30)}
PAWN_COLOURS = {"red": (204, 48, 48), "purple": (136, 70, 176), "yellow": (236, 204, 50),
                "blue": (48, 104, 204), "white": (240, 240, 236), "green": (46, 150, 80),
                "grey": (132, 132, 140)}
LEGAL = (110, 230, 120)


def object_colour(obj):
    return OBJECT_COLOURS[OBJECTS[obj] if isinstance(obj, int) else obj]


def ink_on(colour):
    """Dark or light ink, whichever reads on ``colour``."""
    return DARK if sum(colour) > 500 else INK


def draw_object_card(surface, obj, rect, count=None, dim=False, outline=None):
    """An object card (N1): its name, its value on the money bag, its action on the
    banner; ``count`` in a badge (a hand's number of that object)."""
    i = obj if isinstance(obj, int) else OBJECTS.index(obj)
    surface.blit(_object_card(i, rect.width, rect.height, language()), (rect.left, rect.top))
    band_bottom = rect.top + max(22, rect.height // 6)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 130), shade.get_rect(), border_radius=10)
        surface.blit(shade, rect.topleft)
    if count is not None:
        badge = pygame.Rect(0, 0, 36, 24)
        badge.topright = (rect.right - 4, band_bottom + 4)
        pygame.draw.rect(surface, DARK if count else (110, 110, 110), badge, border_radius=11)
        pygame.draw.rect(surface, GOLD if count else (160, 160, 160), badge, 2, border_radius=11)
        label = text(f"\u00d7{count}", 16, INK, True)
        surface.blit(label, label.get_rect(center=badge.center))
    if outline:
        pygame.draw.rect(surface, outline, rect.inflate(8, 8), 4, border_radius=12)


@lru_cache(maxsize=64)
def _object_card(i, width, height, language_code):
    """The face of an object card, drawn once per size and language (shared: do not draw on it)."""
    image = pygame.Surface((width, height + 3), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, width, height)
    colour = object_colour(i)
    pygame.draw.rect(image, (0, 0, 0), rect.move(0, 3), border_radius=10)
    pygame.draw.rect(image, CREAM, rect, border_radius=10)
    band = pygame.Rect(0, 0, width, max(22, height // 6))
    pygame.draw.rect(image, colour, band, border_top_left_radius=10, border_top_right_radius=10)
    size = 18 if width >= 100 else 14
    name = text(object_name(i), size, ink_on(colour), True, width - 10)
    image.blit(name, name.get_rect(center=band.center))
    radius = min(width, height) // 5 + 2
    centre = (rect.centerx, band.bottom + (height - band.height) * 0.42)
    pygame.draw.circle(image, (196, 160, 104), centre, radius)
    pygame.draw.circle(image, (120, 84, 40), centre, radius, 2)
    value = text(str(VALUES[i]), max(14, radius), DARK, True)
    image.blit(value, value.get_rect(center=centre))
    banner = pygame.Rect(4, height - max(20, height // 6) - 4, width - 8, max(20, height // 6))
    pygame.draw.rect(image, BANNERS[ACTIONS[i]], banner, border_radius=6)
    label = text(action_name(ACTIONS[i]), size - 2, INK, True, banner.width - 6)
    image.blit(label, label.get_rect(center=banner.center))
    pygame.draw.rect(image, colour, rect, 2, border_radius=10)
    return image


def chip(surface, obj, rect):
    """A small card of one object: for offers, shown hands and victory piles."""
    colour = object_colour(obj)
    pygame.draw.rect(surface, colour, rect, border_radius=5)
    pygame.draw.rect(surface, (0, 0, 0), rect, 1, border_radius=5)
    label = text(object_name(obj), 13, ink_on(colour), True, rect.width - 4)
    surface.blit(label, label.get_rect(center=rect.center))


def card_back(surface, rect, label=None):
    """A face-down card (a hidden offer, a hand, the deck)."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=6)
    pygame.draw.rect(surface, (44, 60, 104), rect, border_radius=6)
    pygame.draw.rect(surface, (200, 184, 120), rect.inflate(-6, -6), 1, border_radius=4)
    if label is not None:
        image = text(label, 14 if rect.height < 40 else 18, INK, True, rect.width - 4)
        surface.blit(image, image.get_rect(center=rect.center))


def draw_ambush(surface, card, rect, face_up=True, outline=None, dim=False):
    """An ambush card (N2): two objects, or a pawn colour; face down it is only a card."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 3), border_radius=8)
    if not face_up:
        pygame.draw.rect(surface, (70, 44, 30), rect, border_radius=8)
        pygame.draw.rect(surface, GOLD, rect.inflate(-8, -8), 1, border_radius=6)
        label = text(tr("ambush"), 14, INK, True, rect.width - 8)
        surface.blit(label, label.get_rect(center=rect.center))
        return
    pygame.draw.rect(surface, (232, 220, 190), rect, border_radius=8)
    title = text(tr("ambush"), 13, DARK, True, rect.width - 8)
    surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + 4)))
    inner = pygame.Rect(rect.left + 6, rect.top + 22, rect.width - 12, rect.height - 28)
    if card in AMBUSH_OBJECTS:
        a, b = AMBUSH_OBJECTS[card]
        half = inner.height // 2
        chip(surface, a, pygame.Rect(inner.left, inner.top, inner.width, half - 3))
        chip(surface, b, pygame.Rect(inner.left, inner.top + half + 1, inner.width, half - 3))
    else:
        colour = PAWN_COLOURS[card]
        pygame.draw.rect(surface, colour, inner, border_radius=6)
        label = text(ambush_name(card), 15, ink_on(colour), True, inner.width - 4)
        surface.blit(label, label.get_rect(center=inner.center))
    pygame.draw.rect(surface, (120, 84, 40), rect, 2, border_radius=8)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 140), shade.get_rect(), border_radius=8)
        surface.blit(shade, rect.topleft)
    if outline:
        pygame.draw.rect(surface, outline, rect.inflate(8, 8), 4, border_radius=10)


def pawn(surface, centre, colour, height=22):
    """A small pawn in a seat's colour."""
    x, y = centre
    body = [(x - height * 0.32, y + height * 0.5), (x + height * 0.32, y + height * 0.5),
            (x + height * 0.12, y - height * 0.1), (x - height * 0.12, y - height * 0.1)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, DARK, body, 1)
    pygame.draw.circle(surface, colour, (x, y - height * 0.25), height * 0.22)
    pygame.draw.circle(surface, DARK, (x, y - height * 0.25), height * 0.22, 1)


def track_points(centre, radius):
    """The centres of the track's spaces, Nottingham at the top, clockwise (N4)."""
    count = len(TRACK)
    return [(centre[0] + radius * math.sin(2 * math.pi * k / count),
             centre[1] - radius * math.cos(2 * math.pi * k / count)) for k in range(count)]


def point_on_track(centre, radius, position):
    """A point between spaces, for the Sheriff's walk (``position`` may be fractional)."""
    angle = 2 * math.pi * position / len(TRACK)
    return (centre[0] + radius * math.sin(angle), centre[1] - radius * math.cos(angle))


def draw_track(surface, centre, radius, sheriff_at, current, spaces=True):
    """The Sheriff's loop from Nottingham back to Nottingham, each space with its hand
    limit; the Sheriff stands at ``sheriff_at`` (a space, or between two while walking).
    ``spaces=False`` draws only the current space and the Sheriff over a track already
    drawn (``track_spaces``)."""
    points = track_points(centre, radius)
    if spaces:
        track_spaces(surface, centre, radius)
    if current:
        x, y = points[current]
        pygame.draw.circle(surface, GOLD, (x, y), 14)
        pygame.draw.circle(surface, DARK, (x, y), 14, 2)
        label = text(str(TRACK[current]), 16, DARK, True)
        surface.blit(label, label.get_rect(center=(x, y)))
    sx, sy = point_on_track(centre, radius, sheriff_at)
    inward = (centre[0] - sx, centre[1] - sy)
    length = math.hypot(*inward) or 1
    px, py = sx + inward[0] / length * 34, sy + inward[1] / length * 34
    pygame.draw.line(surface, DARK, (sx, sy), (px, py), 2)
    sheriff(surface, (px, py))


def track_spaces(surface, centre, radius):
    """The track's spaces, none of them current: Nottingham (a castle) and the numbers."""
    pygame.draw.circle(surface, (90, 70, 44), centre, radius, 6)
    for k, (x, y) in enumerate(track_points(centre, radius)):
        if k == 0:
            pygame.draw.circle(surface, (0, 0, 0), (x, y + 2), 19)
            pygame.draw.circle(surface, GOLD, (x, y), 19)
            pygame.draw.circle(surface, DARK, (x, y), 19, 2)
            tower = pygame.Rect(0, 0, 16, 12)
            tower.midbottom = (x, y + 2)
            pygame.draw.rect(surface, DARK, tower)
            for dx in (-6, 0, 6):
                pygame.draw.rect(surface, DARK, (x + dx - 2, tower.top - 4, 4, 4))
            label = text(str(TRACK[k]), 14, DARK, True)
            surface.blit(label, label.get_rect(center=(x, y + 10)))
            continue
        pygame.draw.circle(surface, (0, 0, 0), (x, y + 2), 14)
        pygame.draw.circle(surface, CREAM, (x, y), 14)
        pygame.draw.circle(surface, DARK, (x, y), 14, 2)
        label = text(str(TRACK[k]), 16, DARK, True)
        surface.blit(label, label.get_rect(center=(x, y)))


@lru_cache(maxsize=2)
def _sheriff_image(height):
    image = pygame.Surface((height, height + 6), pygame.SRCALPHA)
    w = height
    body = [(w * 0.18, height), (w * 0.82, height), (w * 0.62, height * 0.45), (w * 0.38, height * 0.45)]
    pygame.draw.polygon(image, (30, 30, 34), body)
    pygame.draw.circle(image, (30, 30, 34), (w // 2, int(height * 0.33)), int(height * 0.17))
    pygame.draw.rect(image, (30, 30, 34), (int(w * 0.2), int(height * 0.14), int(w * 0.6), 4))
    pygame.draw.rect(image, (30, 30, 34), (int(w * 0.34), 0, int(w * 0.32), int(height * 0.16)))
    star = [(w / 2 + 6 * math.cos(a * math.pi / 5 - math.pi / 2) * (1 if a % 2 == 0 else 0.45),
             height * 0.7 + 6 * math.sin(a * math.pi / 5 - math.pi / 2) * (1 if a % 2 == 0 else 0.45))
            for a in range(10)]
    pygame.draw.polygon(image, GOLD, star)
    return image


def sheriff(surface, centre, height=34):
    image = _sheriff_image(height)
    surface.blit(image, image.get_rect(center=(int(centre[0]), int(centre[1]))))
