"""The faces of Kings & Creatures' cards and the chips of covered cards.

A face carries no words, so it reads the same in every language and at every
size: the number large in the top right (as printed), a picture of the type in
the middle — a castle; coins with the treasure's honour in a seal; one to three
heroes; the creature's species; a king's crown in the colour it rules, with its
crowns drawn along each side and counted at the foot; a legend's scroll with
one picture and count per requirement and its honour in a seal — and the
player-count mark bottom right on cards large enough for it. Every number is
at least ``MIN_TEXT`` pixels.

A card's colour tells its type, and a king counts the cards of one colour, so
for colour-blind players two aids can be asked for (Settings): ``symbols`` draws
the type's picture large in the corner and, on a king, the picture of the type
whose colour it rules in its middle; ``patterned`` covers each colour with its
own pattern (``PATTERN_OF_COLOUR``) — the face and chip of each type, and a
king's middle in the pattern of the colour it rules.
"""

from functools import lru_cache

import pygame

from game.kings.cards import COLOUR_OF_TYPE, CROWNS, HEROES, KING_RULES, MARK, NEEDS, POINTS, SPECIES_OF, TYPE

from ..drawing import layer, shade
from ..figaro.patterns import draw_pattern
from ..text import font
from .emblems import GOLD, INK, PARCHMENT, emblem

MIN_TEXT = 16                # logical pixels: 12 on a 960×540 window, 17.8 on an 800×1000 one
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
PATTERN_OF_COLOUR = {"red": "diagonals", "yellow": "stripes", "green": "waves", "purple": "checks",
                     "blue": "dots"}
TYPE_OF_COLOUR = {colour: kind for kind, colour in COLOUR_OF_TYPE.items() if colour}


def colour_pattern(surface, rect, colour, ink, step):
    """``rect`` of ``surface`` covered with the pattern of the card colour ``colour``."""
    pattern = layer(rect.size)
    draw_pattern(pattern, PATTERN_OF_COLOUR[colour], (*ink, 255), step)
    surface.blit(pattern, rect)


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
def card_face(card, width, height, symbols=False, patterned=False):
    """The face of ``card`` on a ``width`` × ``height`` surface (transparent corners),
    with the colour-blind aids asked for."""
    w, h = int(width), int(height)
    kind = TYPE[card]
    colour = TYPE_COLOURS[kind]
    surface = layer((w, h))
    radius = max(6, w // 12)
    border = max(3, w // 22)
    pygame.draw.rect(surface, shade(colour, 0.7), surface.get_rect(), border_radius=radius)
    inner = surface.get_rect().inflate(-2 * border, -2 * border)
    pygame.draw.rect(surface, FACE, inner, border_radius=max(3, radius - border))
    if patterned and COLOUR_OF_TYPE[kind]:
        face = layer(inner.size)
        colour_pattern(face, face.get_rect(), COLOUR_OF_TYPE[kind], shade(colour, 1.5), max(8, w / 7))
        face.set_alpha(110)
        surface.blit(face, inner)
    number = number_image(card, max(20, h * 0.19))
    surface.blit(number, number.get_rect(topright=(inner.right - 4, inner.top + 1)))
    mark_side = max(14, number.get_height() - 6)
    if kind != "legend":
        side = mark_side
        if symbols:
            side = min(int(mark_side * 1.5), inner.width - number.get_width() - 12)
            pygame.draw.circle(surface, shade(colour, 1.6), (inner.left + 4 + side // 2, inner.top + 4 + side // 2),
                               side // 2 + 2)
        surface.blit(type_emblem(kind, side), (inner.left + 4, inner.top + 4))
    marked = MARK[card] and h >= 140
    footer = font(MIN_TEXT, True).get_height() - 2 if marked else 0
    area = pygame.Rect(inner.left + 4, inner.top + number.get_height() + 2, inner.width - 8,
                       inner.bottom - inner.top - number.get_height() - 6 - footer)
    DRAW[kind](surface, card, area, inner, mark_side)
    if kind == "king" and (symbols or patterned):
        _king_aids(surface, card, area, inner, symbols, patterned)
    if marked:
        mark = font(MIN_TEXT, True).render(f"{MARK[card]}+", True, shade(colour, 0.6))
        where = (inner.centerx, inner.bottom) if kind == "king" else (inner.right - 4, inner.bottom)
        surface.blit(mark, mark.get_rect(midbottom=where) if kind == "king" else mark.get_rect(bottomright=where))
    elif MARK[card]:              # a small card has no footer: the mark on a chip of the face, in its corner
        mark = font(MIN_TEXT, True).render(f"{MARK[card]}+", True, shade(colour, 0.6))
        spot = mark.get_rect(bottomright=(inner.right - 1, inner.bottom))
        if kind == "king":        # between a king's two crown counts, which stand in the corners
            spot = mark.get_rect(midbottom=(inner.centerx, inner.bottom))
        pygame.draw.rect(surface, FACE, spot.inflate(4, 0), border_radius=4)
        surface.blit(mark, spot)
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


def _king_middle(area, pip):
    """The disc in a king's middle, between its two columns of crowns: (centre, radius)."""
    middle = pygame.Rect(area.left + pip + 2, area.top, area.width - 2 * pip - 4, area.height)
    return middle.center, min(middle.width, middle.height) // 2


def _king_aids(surface, card, area, inner, symbols, patterned):
    """A king's middle drawn again with the aids: the pattern of the colour it
    rules behind, the picture of the type of that colour in front."""
    left, right = CROWNS[card]
    colour = KING_RULES[card]
    digits = max(MIN_TEXT, int(area.height * 0.2))
    body = area.height - number_image(left, digits).get_height()
    pip = max(6, min(body // max(left, right, 1) - 1, area.width // 6))
    centre, radius = _king_middle(area, pip)
    if patterned:
        disc = layer((2 * radius, 2 * radius))
        pygame.draw.circle(disc, (255, 255, 255, 255), (radius, radius), radius)
        colour_pattern(disc, disc.get_rect(), colour, shade(KING_INKS[colour], 0.8), max(6, radius / 2.5))
        pygame.draw.circle(disc, KING_INKS[colour], (radius, radius), radius, max(2, radius // 8))
        crown = emblem("crown", int(radius * 2 * 0.84), KING_INKS[colour])
        if not symbols:
            disc.blit(crown, crown.get_rect(center=(radius, radius)))
        surface.blit(disc, disc.get_rect(center=centre))
    if symbols:
        kind = TYPE_OF_COLOUR[colour]
        side = int(radius * 1.3)
        pygame.draw.circle(surface, (255, 255, 255), centre, side // 2 + 3)
        pygame.draw.circle(surface, KING_INKS[colour], centre, side // 2 + 3, 2)
        surface.blit(type_emblem(kind, side), type_emblem(kind, side).get_rect(center=centre))


def scroll_roll(area):
    """The height of a scroll's rolled ends; none on a card too small to spare it."""
    return max(4, area.height // 14) if area.height >= 70 else 0


def _legend(surface, card, area, inner, mark_side):
    number_width = number_image(card, max(20, surface.get_height() * 0.19)).get_width()
    radius = max(9, min(mark_side // 2 + 2, (inner.width - number_width - 14) // 2))   # clear of the number
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
def chip(card, width, height, state=None, symbols=False, patterned=False):
    """A covered card: its type's picture (the symbol of its colour, with or
    without ``symbols``) and its number on the type's colour, patterned if asked.
    ``state`` marks a legend "met" (a tick) or "missing", a king's sides that
    earn crowns now ("left", "right", "both": a green notch on that edge)."""
    w, h = int(width), int(height)
    kind = TYPE[card]
    surface = layer((w, h))
    colour = TYPE_COLOURS[kind]
    pygame.draw.rect(surface, shade(colour, 0.6), surface.get_rect(), border_radius=6)
    pygame.draw.rect(surface, shade(colour, 1.55), surface.get_rect().inflate(-4, -4), border_radius=5)
    if patterned and COLOUR_OF_TYPE[kind]:                # light, so that the number reads over it
        pattern = layer((w - 6, h - 6))
        colour_pattern(pattern, pattern.get_rect(), COLOUR_OF_TYPE[kind], shade(colour, 1.1), max(6, h / 3))
        pattern.set_alpha(120)
        surface.blit(pattern, (3, 3))
    icon, number = chip_layout(card, w, h)
    surface.blit(type_emblem(kind, icon.width), icon)      # already a picture per colour
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
