"""What the menu-like scenes share: the backdrop, a title and a footer line,
laid out on the screen they draw on: 1280×720 in a landscape window, taller
and 720 wide in a portrait one (scenes/app.py ``fill_size``)."""

import pygame

from sprites.table import felt
from sprites.drawing import GOLD
from sprites.text import font, render_fitted

WIDTH, HEIGHT = 1280, 720
CREAM = (250, 246, 236)
DIM = (200, 196, 184)
SHADOW = (0, 0, 0, 150)
TITLE_SIZE, BODY_SIZE, SMALL_SIZE = 40, 24, 20
MARGIN = 80
NARROW_MARGIN = 40                          # a portrait screen's (720 wide)
TEXT_WIDTH = WIDTH - 2 * MARGIN             # the widest a line of text may be


def screen_size(app):
    """The size of the logical screen the scene on top of ``app`` draws on."""
    size = getattr(app, "logical_size", None)
    return size() if size else (WIDTH, HEIGHT)


def narrow(size):
    """Whether a screen of ``size`` is a portrait one (720 wide), laid out in one column."""
    return size[0] < 1000


def text_box(size):
    """The column the text of a menu-like scene stands in: centred, at most
    TEXT_WIDTH wide, from the title down to the footer."""
    width, height = size
    wide = min(TEXT_WIDTH, width - 2 * (NARROW_MARGIN if narrow(size) else MARGIN))
    return pygame.Rect((width - wide) // 2, 0, wide, height)


def footer_bottom(size):
    return size[1] - (30 if narrow(size) else 46)


def backdrop_rect(size):
    """The dark panel a menu-like scene's text stands on."""
    box = text_box(size).inflate(60 if not narrow(size) else 40, 0)
    box.top, box.height = 30 if not narrow(size) else 16, size[1] - (60 if not narrow(size) else 32)
    return box


def draw_backdrop(surface):
    size = surface.get_size()
    surface.blit(felt(size), (0, 0))
    box = backdrop_rect(size)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, SHADOW, shade.get_rect(), border_radius=18)
    surface.blit(shade, box.topleft)


def draw_title(surface, text):
    size = surface.get_size()
    image = render_fitted(text, text_box(size).width, TITLE_SIZE, GOLD, True)
    surface.blit(image, image.get_rect(midtop=(size[0] // 2, 50)))


def draw_footer(surface, text):
    """The line of keys at the bottom (two lines, split at the widest gap, when one does not fit)."""
    size = surface.get_size()
    box = text_box(size)
    lines = [text]
    if font(SMALL_SIZE).size(text)[0] > box.width and "   " in text:
        lines = text.split("   ", 1)
    bottom = footer_bottom(size)
    for line in reversed(lines):
        image = render_fitted(line, box.width, SMALL_SIZE, DIM)
        surface.blit(image, image.get_rect(midbottom=(size[0] // 2, bottom)))
        bottom -= image.get_height()


def back_rect(size):
    """The Back button's place: bottom left, above the footer."""
    box = text_box(size)
    return pygame.Rect(box.left - 10, footer_bottom(size) - (80 if narrow(size) else 40), 150, 40)


BACK_RECT = back_rect((WIDTH, HEIGHT))


def back_button(action):
    """The Back button every menu-like scene has, bottom left (``back_rect``)."""
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
