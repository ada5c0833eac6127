"""The faces of Kings & Creatures' cards and the chips of covered cards.

A face carries no words, so it reads the same in every language and at every
size: the number large in the top right (as printed), a picture of the type in
the middle — a castle; coins with the treasure's honour in a seal; one to three
heroes; the creature's species; a king's crown in the colour it rules, with its
crowns drawn along each side and counted at the foot; a legend's scroll with
one picture and count per requirement and its honour in a seal — and the
player-count mark bottom right on cards large enough for it. Every number is
at least ``MIN_TEXT`` pixels.
"""

from functools import lru_cache

import pygame

from game.kings.cards import CROWNS, HEROES, KING_RULES, MARK, NEEDS, POINTS, SPECIES_OF, TYPE

from ..drawing import layer, shade
from ..text import font
from .emblems import GOLD, INK, PARCHMENT, emblem

MIN_TEXT = 20                # logical pixels: 15 on a 960×540 window, 12.5 on 800×1000
TYPE_COLOURS = {
    "castle": (120, 120, 128), "treasure": (206, 160, 30), "hero": (178, 48, 44),
    "creature": (52, 140, 70), "king": (48, 92, 170), "legend": (120, 62, 150),
}
KING_INKS = {"red": (190, 44, 40), "yellow": (226, 180, 30), "green": (46, 150, 70),
             "purple": (126, 60, 160), "blue": (44, 96, 190)}
# the picture of each type, as a type mark and as a legend's requirement
TYPE_EMBLEMS = {"castle": ("castle", INK), "treasure": ("coin", GOLD), "hero": ("hero", TYPE_COLOURS["hero"]),
                "creature": ("paw", TYPE_COLOURS["creature"]), "king": ("crown", TYPE_COLOURS["king"]),
                "legend": ("scroll", PARCHMENT)}
FACE = (248, 242, 226)


def type_emblem(kind, side):
    name, colour = TYPE_EMBLEMS[kind]
    return emblem(name, side, colour)


def number_image(value, size, colour=INK, bold=True):
    return font(max(MIN_TEXT, int(size)), bold).render(str(value), True, colour)


def _seal(surface, centre, radius, fill, value, ink=(255, 255, 255)):
    pygame.draw.circle(surface, shade(fill, 0.6), centre, radius + 2)
    pygame.draw.circle(surface, fill, centre, radius)
    image = number_image(value, radius * 1.25, ink)
    surface.blit(image, image.get_rect(center=centre))


@lru_cache(maxsize=1024)
def card_face(card, width, height):
    """The face of ``card`` on a ``width`` × ``height`` surface (transparent corners)."""
    w, h = int(width), int(height)
    kind = TYPE[card]
    colour = TYPE_COLOURS[kind]
    surface = layer((w, h))
    radius = max(6, w // 12)
    border = max(3, w // 22)
    pygame.draw.rect(surface, shade(colour, 0.7), surface.get_rect(), border_radius=radius)
    inner = surface.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(surface, FACE, inner, border_radius=max(3, radius - border))
    number = number_image(card, max(20, h * 0.19))
    surface.blit(number, number.get_rect(topright=(inner.right - 4, inner.top + 1)))
    mark_side = max(14, number.get_height() - 6)
    if kind != "legend":
        surface.blit(type_emblem(kind, mark_side), (inner.left + 4, inner.top + 4))
    marked = MARK[card] and h >= 140
    footer = font(MIN_TEXT, True).get_height() - 2 if marked else 0
    area = pygame.Rect(inner.left + 4, inner.top + number.get_height() + 2, inner.width - 8,
                       inner.bottom - inner.top - number.get_height() - 6 - footer)
    DRAW[kind](surface, card, area, inner, mark_side)
    if marked:
        mark = font(MIN_TEXT, True).render(f"{MARK[card]}+", True, shade(colour, 0.6))
        where = (inner.centerx, inner.bottom) if kind == "king" else (inner.right - 4, inner.bottom)
        surface.blit(mark, mark.get_rect(midbottom=where) if kind == "king" else mark.get_rect(bottomright=where))
    return surface


def _castle(surface, card, area, inner, mark_side):
    side = min(area.width, area.height)
    surface.blit(emblem("castle", side, (150, 60, 50)), emblem("castle", side).get_rect(center=area.center))


def _treasure(surface, card, area, inner, mark_side):
    radius = max(14, min(area.width, area.height) // 5)
    side = min(area.width, area.height - radius)
    picture = emblem("coins", side)
    surface.blit(picture, picture.get_rect(midtop=(area.centerx, area.top)))
    _seal(surface, (area.centerx, area.bottom - radius), radius, shade(GOLD, 0.75), POINTS[card])


def _hero(surface, card, area, inner, mark_side):
    count = HEROES[card]
    side = int(min(area.height, area.width / (0.3 + 0.7 * count)))
    step = int(side * 0.7)
    left = area.centerx - (side + step * (count - 1)) // 2
    for k in range(count):
        picture = emblem("hero", side, TYPE_COLOURS["hero"])
        surface.blit(picture, (left + k * step, area.bottom - side))


def _creature(surface, card, area, inner, mark_side):
    side = min(area.width, area.height)
    disc = area.center
    pygame.draw.circle(surface, (214, 234, 210), disc, side // 2)
    picture = emblem(SPECIES_OF[card], int(side * 0.86), shade(TYPE_COLOURS["creature"], 0.6))
    surface.blit(picture, picture.get_rect(center=disc))


def _king(surface, card, area, inner, mark_side):
    left, right = CROWNS[card]
    rules = KING_INKS[KING_RULES[card]]
    digits = max(MIN_TEXT, int(area.height * 0.2))
    counts = (number_image(left, digits), number_image(right, digits))
    body = pygame.Rect(area.left, area.top, area.width, area.height - counts[0].get_height())
    bottom = inner.bottom - 1                      # the counts sit at the foot, beside any mark
    pip = max(6, min(body.height // max(left, right, 1) - 1, area.width // 6))
    for side, n, x in ((0, left, area.left), (1, right, area.right - pip)):
        for k in range(n):                                            # the crowns on each side
            surface.blit(emblem("crown", pip, GOLD), (x, body.top + k * (pip + 1)))
        image = counts[side]
        where = (area.left + 2, bottom) if side == 0 else (area.right - 2, bottom)
        surface.blit(image, image.get_rect(bottomleft=where) if side == 0 else image.get_rect(bottomright=where))
    middle = pygame.Rect(area.left + pip + 2, body.top, area.width - 2 * pip - 4, area.height)
    side = min(middle.width, middle.height)
    pygame.draw.circle(surface, shade(rules, 1.55), middle.center, side // 2)
    picture = emblem("crown", int(side * 0.84), rules)
    surface.blit(picture, picture.get_rect(center=middle.center))


def scroll_roll(area):
    """The height of a scroll's rolled ends; none on a card too small to spare it."""
    return max(4, area.height // 14) if area.height >= 70 else 0


def _legend(surface, card, area, inner, mark_side):
    radius = max(12, mark_side // 2 + 2)
    _seal(surface, (inner.left + radius + 4, inner.top + radius + 2), radius, TYPE_COLOURS["legend"], POINTS[card])
    roll = scroll_roll(area)
    backing = area.inflate(-4, -2 * roll) if roll else pygame.Rect(area)
    pygame.draw.rect(surface, shade(PARCHMENT, 0.7), backing)
    pygame.draw.rect(surface, PARCHMENT, backing.inflate(-4, 0))
    for y in (area.top, area.bottom - 2 * roll) if roll else ():        # the scroll's rolled ends
        end = pygame.Rect(area.left, y, area.width, 2 * roll)
        pygame.draw.rect(surface, shade(PARCHMENT, 0.6), end, border_radius=roll)
        pygame.draw.rect(surface, shade(PARCHMENT, 0.88), end.inflate(-4, -roll), border_radius=roll)
    for need_kind, count, cell, side, image in _needs_layout(card, backing):
        total = side + 2 + image.get_width()
        x = cell.centerx - total // 2
        surface.blit(type_emblem(need_kind, side), (x, cell.centery - side // 2))
        surface.blit(image, image.get_rect(midleft=(x + side + 2, cell.centery)))


def _needs_layout(card, backing):
    """[(type, count, cell, icon side, count image)]: one cell per requirement,
    one column for up to two needs, two columns for three or four."""
    needs = NEEDS[card]
    columns = 1 if len(needs) <= 2 else 2
    rows = (len(needs) + columns - 1) // columns
    cell_w, cell_h = (backing.width - 6) // columns, (backing.height - 6) // rows
    digits = max(MIN_TEXT, min(int(cell_h * 0.7), int(cell_w * 0.45)))
    result = []
    for k, (need, count) in enumerate(needs):
        cell = pygame.Rect(backing.left + 3 + (k % columns) * cell_w, backing.top + 3 + (k // columns) * cell_h,
                           cell_w, cell_h)
        image = number_image(count, digits)
        side = max(10, min(cell.height - 2, cell.width - image.get_width() - 4))
        result.append((need, count, cell, side, image))
    return result


def legend_cells(card, width, height):
    """[(cell, icon side, count's size)] of a legend's requirements on a face of
    this size, in the face's pixels: what ``card_face`` draws (for the tests)."""
    w, h = int(width), int(height)
    border = max(3, w // 22)
    inner = pygame.Rect(0, 0, w, h).inflate(-2 * border, -2 * border)
    number = number_image(card, max(20, h * 0.19))
    area = pygame.Rect(inner.left + 4, inner.top + number.get_height() + 2, inner.width - 8,
                       inner.bottom - inner.top - number.get_height() - 6)
    roll = scroll_roll(area)
    backing = area.inflate(-4, -2 * roll) if roll else pygame.Rect(area)
    result = []
    for _need, _count, cell, side, image in _needs_layout(card, backing):
        total = side + 2 + image.get_width()
        drawn = pygame.Rect(cell.centerx - total // 2, cell.centery - max(side, image.get_height()) // 2,
                            total, max(side, image.get_height()))
        result.append((drawn, side, image.get_height() and max(MIN_TEXT, min(int(cell.height * 0.7),
                                                                                 int(cell.width * 0.45)))))
    return result


DRAW = {"castle": _castle, "treasure": _treasure, "hero": _hero, "creature": _creature, "king": _king,
        "legend": _legend}


def chip_layout(card, width, height):
    """(icon, number): where a chip of this size draws its type's picture and its
    number, side by side and never over each other, whatever the number's width."""
    w, h = int(width), int(height)
    image = chip_number(card, w)
    number = image.get_rect(midright=(w - 4, h // 2))
    side = max(6, min(h - 8, number.left - 3 - 4))
    return pygame.Rect(4, (h - side) // 2, side, side), number


def chip_number(card, width):
    """A chip's number at ``MIN_TEXT`` pixels high, narrowed to at most half the
    chip's width (three digits), so its type's picture keeps room beside it."""
    image = number_image(card, MIN_TEXT)
    widest = max(1, int(width) // 2)
    if image.get_width() > widest:
        image = pygame.transform.smoothscale(image, (widest, image.get_height()))
    return image


@lru_cache(maxsize=512)
def chip(card, width, height, state=None):
    """A covered card: its type's picture and its number on the type's colour.
    ``state`` marks a legend "met" (a tick) or "missing", a king's sides that
    earn crowns now ("left", "right", "both": a green notch on that edge)."""
    w, h = int(width), int(height)
    kind = TYPE[card]
    surface = layer((w, h))
    colour = TYPE_COLOURS[kind]
    pygame.draw.rect(surface, shade(colour, 0.6), surface.get_rect(), border_radius=6)
    pygame.draw.rect(surface, shade(colour, 1.55), surface.get_rect().inflate(-4, -4), border_radius=5)
    icon, number = chip_layout(card, w, h)
    surface.blit(type_emblem(kind, icon.width), icon)
    surface.blit(chip_number(card, w), number)
    green = (30, 150, 60)
    if state == "met":
        pygame.draw.circle(surface, green, (w - 3, 3), 6)
        pygame.draw.lines(surface, (255, 255, 255), False, [(w - 6, 3), (w - 4, 5), (w - 1, 0)], 2)
    if state in ("left", "both"):                                      # a king's side that scores now
        pygame.draw.polygon(surface, green, [(0, h // 2 - 7), (7, h // 2), (0, h // 2 + 7)])
    if state in ("right", "both"):
        pygame.draw.polygon(surface, green, [(w, h // 2 - 7), (w - 7, h // 2), (w, h // 2 + 7)])
    return surface
