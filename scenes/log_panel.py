"""The game log panel on the table: the latest lines, wrapped to fit."""

import pygame

from sprites.text import font
from sprites.wrapping import wrap_lines

LOG_SIZE = 17
LOG_LINE = 21
INK = (250, 246, 236)
OLDER_INK = (200, 196, 184)


def draw_log(surface, rect, lines, size=LOG_SIZE):
    """The newest lines at the bottom of ``rect``, older ones above as space allows."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (0, 0, 0, 120), panel.get_rect(), border_radius=10)
    y = rect.height - 8
    for age, line in enumerate(reversed(lines)):
        wrapped = wrap_lines(line, rect.width - 32, size)
        y -= LOG_LINE * len(wrapped)
        if y < 6:
            break
        for k, part in enumerate(wrapped):
            image = font(size).render(part, True, INK if age == 0 else OLDER_INK)
            panel.blit(image, (10 + (12 if k else 0), y + k * LOG_LINE))
    surface.blit(panel, rect.topleft)
