"""What every scene shares: the Scene interface, buttons, text and tweens.

A scene answers ``handle_event(event)``, ``update(dt)`` and ``draw(surface)``;
``draw`` only reads. Coordinates are logical (1280x720): the window scales them.
"""

from functools import lru_cache

import pygame

from sprites.text import font, render_fitted
from sprites.wrapping import line_words

from .motion import Tween, ease, lerp  # noqa: F401  (every table's gliding lives in scenes/motion.py)

WIDTH, HEIGHT = 1280, 720
INK = (250, 246, 236)
GOLD = (240, 196, 70)
PANEL = (16, 40, 28, 200)


class Scene:
    """One screen on the app's stack. ``overlay`` scenes draw over the one below.
    ``fills_window`` scenes lay out from the size of the surface they draw on, so
    the app gives them a logical screen of the window's shape (scenes/app.py);
    the others get 1280x720, letterboxed."""

    overlay = False
    fills_window = False

    def __init__(self, app):
        self.app = app

    def handle_event(self, event):
        pass

    def update(self, dt):
        pass

    def handle_dialog_event(self, event, escape):
        """A dialog's input: Esc does ``escape``; arrows, Tab and Enter move over and
        press ``self.focus``'s buttons; a click presses one of ``self.buttons``."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            escape()
            return
        if self.focus.handle_event(event):
            return
        for button in self.buttons:
            if button.handle_event(event):
                return

    def needs_frames(self):
        """Whether the scene changes on its own now (something glides, a computer
        thinks, a message times out). While the scene on top says no, the app
        sleeps until an event comes (scenes/app.py). A scene that does not know
        says yes."""
        return True

    def draw(self, surface):
        pass


_text_cache = {}


def text(message, size, colour=INK, bold=False, max_width=None):
    """A rendered line of text, cached: drawing the same label every frame is free."""
    key = (message, size, colour, bold, max_width)
    surface = _text_cache.get(key)
    if surface is None:
        if len(_text_cache) > 2000:
            _text_cache.clear()
        if max_width:
            surface = render_fitted(message, max_width, size, colour, bold)
        else:
            surface = font(size, bold).render(message, True, colour)
        _text_cache[key] = surface
    return surface


def shortened(name, stands):
    """``name`` whole when ``stands(name)``, else shortened without an ellipsis:
    "Player 3" to "P3", "Marianne" to "Mari." (as short as it must be)."""
    if stands(name):
        return name
    words = name.split()
    if len(words) > 1 and words[-1].isdigit():             # "Giocatore 3": "G3" (a cut word reads badly: "Playe. 3")
        return words[0][0] + words[-1]
    for end in range(len(name) - 1, 0, -1):
        head = name[:end].rstrip(" -")               # never "Anne-Catherine ." nor "Anne-."
        if head and stands(head + "."):
            return head + "."
    return name[0]


def wrap(message, size, width, bold=False):
    """Split ``message`` into lines no wider than ``width`` pixels (whole words:
    a word wider than the box stands alone on its line). Kept, as the same texts
    are wrapped every frame."""
    return list(_wrapped(message, int(size), int(width), bool(bold)))


@lru_cache(maxsize=2048)
def _wrapped(message, size, width, bold):
    lines = []
    for paragraph in message.split("\n"):
        line = ""
        for word in line_words(paragraph):
            trial = f"{line} {word}".strip()
            if line and font(size, bold).size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return tuple(lines)


def draw_lines(surface, message, size, rect, colour=INK, bold=False, centre=False):
    y = rect.top
    for line in wrap(message, size, rect.width, bold):
        image = text(line, size, colour, bold)
        x = rect.centerx - image.get_width() // 2 if centre else rect.left
        surface.blit(image, (x, y))
        y += int(size * 1.25)
    return y


@lru_cache(maxsize=8)
def veil(alpha, size=(WIDTH, HEIGHT)):
    """A black veil over the whole screen (of ``size``), ``alpha`` opaque: dims the
    scene beneath a dialog. Shared; do not draw on it."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, alpha))
    return surface


def panel(surface, rect, fill=PANEL, border=None, radius=14, width=2):
    rect = pygame.Rect(rect)
    fill = tuple(fill)
    if len(fill) == 3 or fill[3] == 255:            # opaque: drawn straight on the surface
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    elif rect.width > 0 and rect.height > 0:
        surface.blit(_panel_layer(rect.size, fill, radius), rect.topleft)
    if border:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


@lru_cache(maxsize=128)
def _panel_layer(size, fill, radius):
    """A see-through panel's rounded fill, kept: the same panels are drawn every
    frame (shared; do not draw on it)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    return layer


class Button:
    """A labelled button; ``clicked(event)`` is True for a left click released on it."""

    def __init__(self, rect, label, action=None, size=24, enabled=True):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.action = action
        self.size = size
        self.enabled = enabled
        self.hover = False
        self.highlight = False
        self.focused = False        # chosen with the keyboard

    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if (self.enabled and event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.rect.collidepoint(event.pos)):
            if self.action:
                self.action()
            return True
        return False

    def draw(self, surface):
        if not self.enabled:
            fill, ink, border = (60, 66, 60), (150, 150, 140), (90, 96, 90)
        elif self.highlight:
            fill, ink, border = (232, 182, 52), (40, 28, 8), (255, 236, 160)
        else:
            fill = (150, 44, 40) if self.hover else (122, 32, 32)
            ink, border = INK, GOLD
        shadow = self.rect.move(0, 4)
        pygame.draw.rect(surface, (0, 0, 0, 90), shadow, border_radius=12)
        pygame.draw.rect(surface, fill, self.rect, border_radius=12)
        pygame.draw.rect(surface, border, self.rect, 2, border_radius=12)
        rows = self.label.split("\n")          # a crowded row's label may take two lines
        step = int(self.size * 1.05)
        top = self.rect.centery - step * (len(rows) - 1) / 2
        for k, row in enumerate(rows):
            label = text(row, self.size, ink, True, self.rect.width - 16)
            surface.blit(label, label.get_rect(center=(self.rect.centerx, round(top + k * step))))
        if self.focused:
            focus_frame(surface, self.rect, 12)


def one_label_size(buttons, largest=24, smallest=16):
    """The one size at which every label of a row of ``buttons`` fits its button
    (at most ``largest``, at least ``smallest``): a row's labels alike, none
    shrunk on its own."""
    size = largest
    while size > smallest and any(font(size, True).size(row)[0] > button.rect.width - 16
                                  for button in buttons for row in button.label.split("\n")):
        size -= 1
    return size


# The keyboard's frame: a white line between two dark ones, seen at a glance on
# the felt, on a light card and beside the gold borders of everything else.
FOCUS, FOCUS_EDGE = (255, 255, 255), (16, 16, 16)


def focus_frame(surface, rect, radius=10):
    """Frame ``rect`` as the thing the keyboard has chosen (drawn just outside it)."""
    pygame.draw.rect(surface, FOCUS_EDGE, rect.inflate(18, 18), 8, border_radius=radius + 6)
    pygame.draw.rect(surface, FOCUS, rect.inflate(14, 14), 4, border_radius=radius + 4)


class KeyFocus:
    """The keyboard for a column or row of buttons: arrows or Tab move the
    focus, Enter or Space presses the focused button."""

    NEXT = (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB)
    PREVIOUS = (pygame.K_UP, pygame.K_LEFT)

    def __init__(self, buttons, index=0):
        self.buttons = buttons
        self.index = index
        self.show()

    def show(self):
        for k, button in enumerate(self.buttons):
            button.focused = k == self.index

    def handle_event(self, event):
        """True when the event was a focus key (and was used)."""
        if event.type != pygame.KEYDOWN or not self.buttons:
            return False
        if event.key in self.NEXT or event.key in self.PREVIOUS:
            back = event.key in self.PREVIOUS or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            count = len(self.buttons)
            for _ in range(count):                 # skip disabled buttons
                self.index = (self.index + (-1 if back else 1)) % count
                if self.buttons[self.index].enabled:
                    break
            self.show()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            button = self.buttons[self.index]
            if button.enabled and button.action:
                button.action()
            return True
        return False
