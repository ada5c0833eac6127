"""The wooden and cardboard bits: the King pawn, road pieces, the castle wall and
the face-down trick stacks."""

import random
from functools import lru_cache, partial

import pygame

from .cards import BACK_COLOUR, card_back
from ..drawing import SUPERSAMPLES, layer, outlined, shade, smooth_resize, supersample, text_outlined
from .symbols import GOLD, emblem
from ..text import font

WOOD = (232, 186, 74)
WOOD_INK = (96, 64, 18)
ROAD_SAND = (196, 170, 128)
STONE = (150, 146, 140)
MORTAR = (98, 92, 86)
BANNER = (196, 40, 52)
LABEL_INK = (40, 32, 24)


@lru_cache(maxsize=16)
def king_pawn(height: int) -> pygame.Surface:
    """A gold, chess-king-like pawn with a crown, `height` px tall and about half as wide."""
    height = int(height)
    width = max(1, int(height * 0.6))
    scale = supersample(width) + 2
    w, h = width * scale, height * scale
    body = layer((w, h), (*WOOD_INK, 0))
    light, dark = shade(WOOD, 1.25), shade(WOOD, 0.8)
    stroke = max(1, w * 0.03)

    def part(draw):
        piece = layer((w, h), (*WOOD, 0))
        draw(piece)
        body.blit(outlined(piece, WOOD_INK, stroke), (0, 0))

    def base(s):
        pygame.draw.ellipse(s, dark, (w * 0.06, h * 0.84, w * 0.88, h * 0.12))
        pygame.draw.rect(s, WOOD, (w * 0.06, h * 0.8, w * 0.88, h * 0.1))
        pygame.draw.ellipse(s, light, (w * 0.06, h * 0.76, w * 0.88, h * 0.1))

    def stem(s):
        # A flared skirt narrowing to the waist, like a turned chess piece.
        pygame.draw.polygon(s, WOOD, [(w * 0.2, h * 0.82), (w * 0.8, h * 0.82), (w * 0.62, h * 0.5),
                                      (w * 0.38, h * 0.5)])
        pygame.draw.polygon(s, light, [(w * 0.3, h * 0.8), (w * 0.4, h * 0.8), (w * 0.45, h * 0.52),
                                       (w * 0.41, h * 0.52)])

    def collar(s):
        pygame.draw.ellipse(s, WOOD, (w * 0.2, h * 0.44, w * 0.6, h * 0.09))

    def head(s):
        pygame.draw.ellipse(s, WOOD, (w * 0.26, h * 0.26, w * 0.48, h * 0.22))
        pygame.draw.ellipse(s, light, (w * 0.34, h * 0.29, w * 0.12, h * 0.08))

    for draw in (base, stem, collar, head):
        part(draw)
    crown_side = int(w * 0.62)
    crown = emblem("crown", crown_side, GOLD, WOOD_INK, stroke=0.05)
    body.blit(crown, crown.get_rect(midbottom=(w // 2, int(h * 0.31))))
    return smooth_resize(body, (width, height))


COBBLE_STRIP = 1600    # px: longer than any piece drawn at its supersampled size


@lru_cache(maxsize=8)
def road_token(height: int) -> pygame.Surface:
    """Another's road piece while lengths are hidden (R23): a square face-down tile in
    the card backs' blue, the same for every piece and shorter than any road, so it
    reads as "a piece" and never as a length."""
    size = int(height)
    scale = supersample(size)
    s = size * scale
    tile = layer((s, s))
    radius = int(s * 0.2)
    pygame.draw.rect(tile, shade(BACK_COLOUR, 0.7), tile.get_rect().move(0, int(s * 0.05)), border_radius=radius)
    pygame.draw.rect(tile, BACK_COLOUR, tile.get_rect().inflate(0, -int(s * 0.05)).move(0, 0), border_radius=radius)
    pygame.draw.rect(tile, GOLD, tile.get_rect().inflate(-int(s * 0.1), -int(s * 0.14)), max(1, int(s * 0.06)),
                     border_radius=radius)
    crown = emblem("crown", int(s * 0.55), GOLD, shade(BACK_COLOUR, 0.6))
    tile.blit(crown, crown.get_rect(center=(s // 2, s // 2)))
    return smooth_resize(tile, (size, size))


@lru_cache(maxsize=8)
def _cobble_strip(h: int) -> pygame.Surface:
    """A long strip of cobbles ``h`` px high, laid once per height; each piece is
    cut from it (``_cobbles``), so a new piece costs a crop instead of hundreds of
    stones drawn."""
    return _lay_cobbles(COBBLE_STRIP, h, seed=h)


def road_strips(height: int):
    """Thunks laying the strips that road pieces ``height`` px high are cut from,
    one per supersampling factor: called ahead of time (a frame each), they make
    the first piece of that height cost a crop."""
    return [partial(_cobble_strip, int(height) * scale) for scale in SUPERSAMPLES]


def _cobbles(w: int, h: int, seed: int) -> pygame.Surface:
    """Cobbles ``w`` x ``h`` for one piece; the seed picks where on the strip the
    piece is cut, so each length keeps its own look."""
    if w >= COBBLE_STRIP:
        return _lay_cobbles(w, h, seed)
    start = (seed * 397) % (COBBLE_STRIP - w)
    return _cobble_strip(h).subsurface((start, 0, w, h)).copy()


def _lay_cobbles(w: int, h: int, seed: int) -> pygame.Surface:
    """Rows of rounded cobblestones on sand; the seed keeps the look stable."""
    rng = random.Random(seed)
    road = layer((w, h), (*ROAD_SAND, 255))
    rows = 3
    row_h = h / rows
    for row in range(rows):
        x = -rng.uniform(0, row_h) if row % 2 else 0.0
        while x < w:
            stone_w = row_h * rng.uniform(0.9, 1.4)
            tone = rng.randint(-14, 14)
            colour = (STONE[0] + tone, STONE[1] + tone, STONE[2] + tone - 4)
            rect = pygame.Rect(int(x + row_h * 0.06), int(row * row_h + row_h * 0.08),
                               int(stone_w - row_h * 0.12), int(row_h * 0.84))
            pygame.draw.rect(road, shade(colour, 0.72), rect.move(0, int(row_h * 0.05)), border_radius=int(row_h * 0.3))
            pygame.draw.rect(road, colour, rect, border_radius=int(row_h * 0.3))
            x += stone_w
    return road


LABEL_MIN = 16          # a road piece's number, in logical pixels: 12 on a 960x540 window
LABEL_BEST = 23         # on a piece tall enough: figures 12 window pixels high at 960x540
LABEL_LIGHT = (255, 250, 238)


def _label_chip(words, size):
    """``words`` in light bold figures on a dark rounded chip, readable on any texture."""
    figures = font(size, bold=True).render(words, True, LABEL_LIGHT)
    ink = figures.get_bounding_rect()
    pad_x, pad_y = max(2, size // 8), max(2, size // 8)
    chip = layer((ink.width + 2 * pad_x, ink.height + 2 * pad_y), (0, 0, 0, 0))
    pygame.draw.rect(chip, (*LABEL_INK, 235), chip.get_rect(), border_radius=max(3, size // 4))
    chip.blit(figures, (pad_x - ink.left, pad_y - ink.top))
    return chip


def _road(length_units: int, unit_px: float, height: int, label: bool) -> pygame.Surface:
    width = max(2, int(round(length_units * unit_px)))
    height = int(height)
    scale = supersample(max(width, height * 2))
    w, h = width * scale, height * scale
    piece = layer((w, h), (*MORTAR, 0))
    road = _cobbles(w, h, seed=length_units)
    radius = int(h * 0.18)
    mask = layer((w, h))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    road.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    piece.blit(road, (0, 0))
    pygame.draw.rect(piece, shade(ROAD_SAND, 0.55), piece.get_rect(), max(1, int(h * 0.06)), border_radius=radius)
    piece = smooth_resize(piece, (width, height))
    if not label:
        return piece
    # The number is written at its final size (never drawn large and shrunk), at
    # least LABEL_MIN high whatever the piece's height.
    # It sits on a dark chip: light figures on the light cobbles were hard to read.
    size = max(LABEL_MIN, int(height * 0.62), min(LABEL_BEST, int(height * 0.9)))
    number = _label_chip(str(length_units), size)
    if number.get_width() > width:
        # Too short a piece to hold its number: write it just after the piece,
        # which keeps its true length.
        labelled = layer((width + 2 + number.get_width(), height), (*MORTAR, 0))
        labelled.blit(piece, (0, 0))
        labelled.blit(number, number.get_rect(midleft=(width + 2, height // 2)))
        return labelled
    piece.blit(number, number.get_rect(center=(width // 2, height // 2)))
    return piece


@lru_cache(maxsize=64)
def road_piece(length_units: int, unit_px: float, height: int, label: bool = True) -> pygame.Surface:
    """A cobbled road piece `length_units * unit_px` wide, with its length written on it."""
    return _road(int(length_units), unit_px, height, label)


@lru_cache(maxsize=64)
def road_piece_hidden(length_units: int, unit_px: float, height: int) -> pygame.Surface:
    """The same piece without its length, for what other players may not count (R23)."""
    return _road(int(length_units), unit_px, height, label=False)


@lru_cache(maxsize=8)
def castle_wall(size) -> pygame.Surface:
    """The castle the roads lead to: a crenellated wall, a gate, a tower with a banner."""
    width, height = int(size[0]), int(size[1])
    scale = supersample(width)
    w, h = width * scale, height * scale
    out = layer((w, h), (*MORTAR, 0))
    stroke = max(1, w * 0.012)
    wall_top = h * 0.42
    wall = layer((w, h), (*STONE, 0))
    _stones(wall, pygame.Rect(0, wall_top, w * 0.72, h - wall_top), h * 0.09)
    _crenels(wall, 0, w * 0.72, wall_top, h * 0.08)
    tower = layer((w, h), (*STONE, 0))
    tower_rect = pygame.Rect(w * 0.66, h * 0.22, w * 0.3, h * 0.78)
    _stones(tower, tower_rect, h * 0.09, seed=2)
    _crenels(tower, tower_rect.left - w * 0.02, tower_rect.right + w * 0.02, tower_rect.top, h * 0.08)
    window = pygame.Rect(0, 0, tower_rect.width * 0.24, h * 0.14)
    window.center = (tower_rect.centerx, tower_rect.top + h * 0.22)
    pygame.draw.rect(tower, (40, 34, 30), window, border_top_left_radius=window.width // 2,
                     border_top_right_radius=window.width // 2)
    gate = pygame.Rect(0, 0, w * 0.2, (h - wall_top) * 0.72)
    gate.midbottom = (int(w * 0.34), h)
    pygame.draw.rect(wall, (46, 36, 28), gate, border_top_left_radius=gate.width // 2,
                     border_top_right_radius=gate.width // 2)
    for k in range(1, 4):  # the portcullis
        x = gate.left + gate.width * k / 4
        pygame.draw.line(wall, (120, 110, 96), (x, gate.top + gate.width * 0.1), (x, gate.bottom), max(1, int(stroke)))
    for k in range(1, 4):
        y = gate.top + gate.height * k / 4
        pygame.draw.line(wall, (120, 110, 96), (gate.left, y), (gate.right, y), max(1, int(stroke)))
    flag = layer((w, h), (*BANNER, 0))
    pole_x = tower_rect.centerx
    pygame.draw.line(flag, (70, 60, 50), (pole_x, tower_rect.top - h * 0.08), (pole_x, h * 0.02), max(1, int(w * 0.012)))
    pygame.draw.polygon(flag, BANNER, [(pole_x, h * 0.03), (pole_x + w * 0.17, h * 0.07), (pole_x + w * 0.12, h * 0.1),
                                       (pole_x + w * 0.17, h * 0.13), (pole_x, h * 0.15)])
    for piece in (wall, tower, flag):
        out.blit(outlined(piece, shade(MORTAR, 0.6), stroke), (0, 0))
    return smooth_resize(out, (width, height))


def _stones(surface, rect, course, seed=1):
    rng = random.Random(seed)
    pygame.draw.rect(surface, MORTAR, rect)
    y, row = rect.top, 0
    while y < rect.bottom:
        x = rect.left - (course * 0.8 if row % 2 else 0)
        while x < rect.right:
            stone_w = course * rng.uniform(1.4, 2.0)
            tone = rng.randint(-12, 12)
            stone = pygame.Rect(x + 1, y + 1, stone_w - 2, course - 2).clip(rect)
            pygame.draw.rect(surface, (STONE[0] + tone, STONE[1] + tone, STONE[2] + tone), stone,
                             border_radius=int(course * 0.15))
            x += stone_w
        y += course
        row += 1


def _crenels(surface, left, right, top, size):
    """The battlements: merlons sitting on top of a wall."""
    count = max(2, int((right - left) / (size * 1.6)))
    step = (right - left) / count
    for k in range(count):
        merlon = pygame.Rect(left + k * step + step * 0.18, top - size, step * 0.64, size + 2)
        pygame.draw.rect(surface, STONE, merlon)


@lru_cache(maxsize=64)
def trick_stack(count: int, size, show_count: bool) -> pygame.Surface:
    """A face-down stack of `count` cards of `size`.

    With `show_count` (open information) it grows with the count and is labelled;
    without, every non-empty stack looks the same, so nobody can count it (R23).
    """
    width, height = int(size[0]), int(size[1])
    if count <= 0:
        layers = 0
    else:
        layers = min(10, 1 + count // 3) if show_count else 3
    step = max(1, width // 40)
    out = layer((width + step * 10, height + step * 10))
    if layers == 0:
        # An empty place: a faint outline so the seat still shows where tricks will go.
        pygame.draw.rect(out, (255, 255, 255, 60), pygame.Rect(step * 10, 0, width, height), max(1, width // 30),
                         border_radius=int(width * 0.09))
    back = card_back((width, height))
    for k in range(layers):
        # Each card sits a little up and to the right of the one below it.
        out.blit(back, (step * k, step * (10 - k)))
    if show_count and count > 0:
        label = text_outlined(str(count), font(int(height * 0.3), bold=True), (255, 250, 238), LABEL_INK, height * 0.025)
        top = step * (10 - max(0, layers - 1))
        out.blit(label, label.get_rect(center=(step * (layers - 1) + width // 2, top + height // 2)))
    return out

