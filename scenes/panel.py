"""What the menu-like scenes share: the backdrop, a title and a footer line,
drawn at the logical resolution (1280×720)."""

import pygame

from sprites.table import felt
from sprites.drawing import GOLD
from sprites.text import font

WIDTH, HEIGHT = 1280, 720
CREAM = (250, 246, 236)
DIM = (200, 196, 184)
SHADOW = (0, 0, 0, 150)
TITLE_SIZE, BODY_SIZE, SMALL_SIZE = 40, 24, 20
MARGIN = 80
PANEL = pygame.Rect(MARGIN - 30, 30, WIDTH - 2 * (MARGIN - 30), HEIGHT - 60)
TEXT_WIDTH = WIDTH - 2 * MARGIN             # the widest a line of text may be


def draw_backdrop(surface):
    surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
    shade = pygame.Surface(PANEL.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, SHADOW, shade.get_rect(), border_radius=18)
    surface.blit(shade, PANEL.topleft)


def draw_title(surface, text):
    image = font(TITLE_SIZE, bold=True).render(text, True, GOLD)
    surface.blit(image, image.get_rect(midtop=(WIDTH // 2, 50)))


def draw_footer(surface, text):
    image = font(SMALL_SIZE).render(text, True, DIM)
    surface.blit(image, image.get_rect(midbottom=(WIDTH // 2, HEIGHT - 46)))


BACK_RECT = pygame.Rect(MARGIN - 10, HEIGHT - 86, 150, 40)


def back_button(action):
    """The Back button every menu-like scene has, bottom left."""
    from app.i18n import _

    from .base import Button
    return Button(BACK_RECT, _("Back"), action, size=20)


class Scrollbar:
    """A bar beside a scrolling view: its thumb shows where the view is, and a
    click or a drag along it scrolls there. ``fraction`` is 0 at the top, 1 at
    the bottom."""

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.dragging = False

    def thumb(self, visible, total, fraction):
        if total <= visible:
            return None
        height = max(30, int(self.rect.height * visible / total))
        top = self.rect.top + int((self.rect.height - height) * fraction)
        return pygame.Rect(self.rect.left, top, self.rect.width, height)

    def handle_event(self, event, visible, total):
        """The fraction to scroll to, or None when the event is not for the bar."""
        if total <= visible:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.inflate(16, 0).collidepoint(event.pos):
            self.dragging = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.dragging
            self.dragging = False
            if not was:
                return None
        elif not (event.type == pygame.MOUSEMOTION and self.dragging):
            return None
        height = max(30, int(self.rect.height * visible / total))
        span = max(1, self.rect.height - height)
        return max(0.0, min(1.0, (event.pos[1] - self.rect.top - height / 2) / span))

    def draw(self, surface, visible, total, fraction):
        thumb = self.thumb(visible, total, fraction)
        if thumb is None:
            return
        pygame.draw.rect(surface, (40, 60, 48), self.rect, border_radius=6)
        pygame.draw.rect(surface, GOLD, thumb, border_radius=6)
