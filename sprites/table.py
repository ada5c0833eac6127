"""The table: green baize with a soft vignette, drawn by code."""

import random
from functools import lru_cache

import pygame

from .drawing import smooth_resize

BAIZE = (34, 110, 66)
TILE = 96


@lru_cache(maxsize=1)
def _grain_tile() -> pygame.Surface:
    """A small tile of woollen grain; a fixed seed keeps the table the same every run."""
    rng = random.Random(7)
    tile = pygame.Surface((TILE, TILE))
    r0, g0, b0 = BAIZE
    for y in range(TILE):
        for x in range(TILE):
            d = rng.randint(-7, 7)
            tile.set_at((x, y), (max(0, r0 + d), max(0, g0 + d + rng.randint(-2, 2)), max(0, b0 + d)))
    return tile


@lru_cache(maxsize=4)
def felt(size) -> pygame.Surface:
    """A baize background of `size` = (w, h), darker towards the edges like a lit table."""
    width, height = int(size[0]), int(size[1])
    table = pygame.Surface((width, height))
    tile = _grain_tile()
    for y in range(0, height, TILE):
        for x in range(0, width, TILE):
            table.blit(tile, (x, y))
    # The vignette is computed small and scaled up: smooth, and cheap at any size.
    small = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            dx, dy = (x + 0.5) / 16 - 1, (y + 0.5) / 9 - 1
            light = max(0.0, 1.0 - 0.42 * (dx * dx + dy * dy) ** 1.2)
            level = int(140 + 115 * light)
            small.set_at((x, y), (level, level, level))
    table.blit(smooth_resize(small, (width, height)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return table
