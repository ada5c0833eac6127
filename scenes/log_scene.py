"""The whole game log (L at the table): every move of the game in words,
newest at the bottom. Up/Down, Page Up/Down and the wheel scroll; Esc or L
goes back to the table."""

import pygame

from app.i18n import _
from sprites.drawing import GOLD
from sprites.wrapping import wrap_lines

from .base import text
from .panel import (CREAM, HEIGHT, SMALL_SIZE, WIDTH, Scrollbar, back_button, back_rect, draw_backdrop, draw_footer,
                    draw_title, screen_size, text_box)

LINE_SIZE, LINE = 20, 27
TOP = 110


class LogScene:
    overlay = False
    fills_window = True

    def __init__(self, app, log):
        self.app = app
        self.log = log
        self.offset = 0                  # lines scrolled up from the newest
        self.back = back_button(self.app.pop)
        self.bar = Scrollbar((0, 0, 12, 0))
        self.place((WIDTH, HEIGHT))

    def place(self, size):
        """The column of lines and how many rows it shows, on a screen of ``size``."""
        self.box = text_box(size)
        self.back.rect = back_rect(size)
        bottom = self.back.rect.top - 10
        self.rows = (bottom - TOP) // LINE
        self.bar.rect = pygame.Rect(self.box.right + 14, TOP, 12, bottom - TOP)

    def lines(self):
        wrapped = []
        for line in self.log.lines():
            parts = wrap_lines(line, self.box.width - 24, LINE_SIZE)
            wrapped += [(parts[0], 0)] + [(part, 24) for part in parts[1:]]
        return wrapped

    def handle_event(self, event):
        self.place(screen_size(self.app))
        rows = self.rows
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: rows - 1,
                     pygame.K_PAGEDOWN: -(rows - 1), pygame.K_HOME: 10 ** 6, pygame.K_END: -10 ** 6}
            if event.key in (pygame.K_ESCAPE, pygame.K_l, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key in steps:
                self.scroll(steps[event.key])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(event.y * 3)
        if hasattr(event, "pos"):
            total = len(self.lines())
            fraction = self.bar.handle_event(event, rows, total)
            if fraction is not None:
                self.offset = round((1 - fraction) * max(0, total - rows))
                return
            self.back.label = _("Back")
            self.back.handle_event(event)

    def scroll(self, rows):
        self.offset = max(0, min(max(0, len(self.lines()) - self.rows), self.offset + rows))

    def update(self, dt):
        pass

    def needs_frames(self):
        return False                # changes only on an event

    def footer(self):
        return _("Up/Down, Page Up/Down: scroll   Esc: back")

    def draw(self, surface):
        self.place(surface.get_size())
        draw_backdrop(surface)
        draw_title(surface, _("Game log"))
        lines = self.lines()
        end = len(lines) - self.offset
        shown = lines[max(0, end - self.rows):end]
        for row, (line, indent) in enumerate(shown):
            ink = GOLD if row == len(shown) - 1 and self.offset == 0 else CREAM
            surface.blit(text(line, LINE_SIZE, ink), (self.box.left + indent, TOP + row * LINE))
        hidden = max(0, len(lines) - self.rows)
        self.bar.draw(surface, self.rows, len(lines), 1 - self.offset / hidden if hidden else 1)
        self.back.label = _("Back")
        self.back.draw(surface)
        draw_footer(surface, self.footer())

    def texts_to_fit(self):
        width = self.box.width
        return ([(_("Game log"), 40, True, width), (self.footer(), SMALL_SIZE, False, width)]
                + [(line, LINE_SIZE, False, width - indent) for line, indent in self.lines()])
