"""Text in the bundled font: cached fonts and text fitted to a width."""

from functools import lru_cache

import pygame

from resources import resource_path

FONT_FILES = {False: "lato-regular.ttf", True: "lato-bold.ttf"}


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at `size` pixels; starts pygame.font if the caller has not."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(resource_path("fonts", FONT_FILES[bool(bold)]), max(1, int(size)))


def render_fitted(text: str, max_width: int, size: int, colour, bold: bool = False) -> pygame.Surface:
    """Render `text` at `size`, or smaller until it fits in `max_width` pixels."""
    size = max(1, int(size))
    while True:
        surface = font(size, bold).render(text, True, colour)
        if surface.get_width() <= max_width or size <= 6:
            return surface
        # Jump straight to the size that should fit, then step down for rounding.
        size = min(size - 1, max(6, int(size * max_width / surface.get_width())))
