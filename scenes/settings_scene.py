"""Settings: Up/Down choose a row, Left/Right change it (the arrow ‹ lowers the
value, › raises it, by key or by click), Esc or Back goes back. Every change
applies at once and is saved on leaving."""

import pygame

from app.i18n import _
from app.settings_menu import rows_for, step, value_text
from sprites.drawing import GOLD
from sprites.text import font, render_fitted

from .panel import (BODY_SIZE, CREAM, DIM, HEIGHT, SMALL_SIZE, TEXT_WIDTH, WIDTH, backdrop_rect, draw_backdrop,
                    draw_footer, back_button, back_rect, draw_title, narrow, screen_size, text_box)
from sprites.wrapping import wrap_lines

ROW_TOP, ROW_HEIGHT = 130, 48
LABEL_WIDTH, VALUE_WIDTH = 560, 400
NARROW_VALUE_WIDTH = 300
FRAME_MARGIN = 12           # between the chosen row's frame and the panel's edge
ARROW_OUT = 8               # how far the › arrow reaches right of its value's column


def chosen_frame(size, top):
    """The frame round the chosen row whose words stand at ``top``: as wide as the
    panel leaves with a margin on each side."""
    panel = backdrop_rect(size)
    return pygame.Rect(panel.left + FRAME_MARGIN, top - 9, panel.width - 2 * FRAME_MARGIN, ROW_HEIGHT + 2)


def columns(size):
    """(left, label width, value left, value width) of the rows on a screen of ``size``."""
    box = text_box(size)
    value_width = NARROW_VALUE_WIDTH if narrow(size) else VALUE_WIDTH
    value_left = box.right - value_width
    if narrow(size):            # the › arrow stays inside the chosen row's frame, clear of it
        value_left -= ARROW_OUT
    return box.left, min(LABEL_WIDTH, value_left - box.left - 40), value_left, value_width


class SettingsScene:
    """The settings of the game at the table only (from the chooser, all of them)."""

    overlay = False
    fills_window = True

    def __init__(self, app, game=None):
        from .games import game_scenes, named_game
        self.app = app
        self.game = game or named_game(getattr(app, "scenes", ()))
        entry = None if self.game is None else game_scenes(self.game)
        self.rows = rows_for() if entry is None else rows_for(entry.settings, entry.setting_words)
        self.selected = 0
        self.back = back_button(self.app.pop)
        self.place((WIDTH, HEIGHT))

    def place(self, size):
        """Lay the rows out on a screen of ``size``."""
        self.size = size
        self.left, self.label_width, self.value_left, self.value_width = columns(size)
        self.back.rect = back_rect(size)
        # A portrait screen spreads the rows (up to 64 px apart), the help and Back below them.
        room = self.back.rect.top - 2 * int(SMALL_SIZE * 1.3) - 20 - ROW_TOP
        self.row_height = max(ROW_HEIGHT, min(64, room // max(1, len(self.rows)))) if narrow(size) else ROW_HEIGHT

    def help_top(self):
        return ROW_TOP + len(self.rows) * self.row_height + 6

    # ------------------------------------------------------------------ input
    def handle_event(self, event):
        self.place(screen_size(self.app))
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_TAB):
                back = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
                self.selected = (self.selected + (-1 if back else 1)) % len(self.rows)
            elif event.key == pygame.K_UP:
                self.selected = (self.selected - 1) % len(self.rows)
            elif event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.change(+1)
            elif event.key == pygame.K_LEFT:
                self.change(-1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None:
                self.selected = row
                left, right = self.arrow_rects(row)
                if left.collidepoint(event.pos):
                    self.change(-1)
                elif right.collidepoint(event.pos):
                    self.change(+1)
        self.back.label = _("Back")
        self.back.handle_event(event)

    def arrow_rects(self, index):
        """The ‹ (lower) and › (raise) arrows of a row."""
        top = ROW_TOP + index * self.row_height - 1
        return (pygame.Rect(self.value_left - 8, top, 44, ROW_HEIGHT - 14),
                pygame.Rect(self.value_left + self.value_width + ARROW_OUT - 44, top, 44, ROW_HEIGHT - 14))

    def change(self, delta):
        step(self.app.settings, self.rows[self.selected], delta)
        self.app.apply_settings()

    def row_at(self, pos):
        index = (pos[1] - ROW_TOP) // self.row_height
        inside = self.left <= pos[0] <= self.value_left + self.value_width
        return index if 0 <= index < len(self.rows) and inside else None

    def update(self, dt):
        pass

    def needs_frames(self):
        return False                # changes only on an event

    # ---------------------------------------------------------------- drawing
    def texts_to_fit(self):
        """(text, size, bold, width) of everything drawn, for the text-fit test."""
        texts = [(self.title(), 40, True, TEXT_WIDTH), (self.footer(), SMALL_SIZE, False, TEXT_WIDTH)]
        for row in self.rows:
            texts.append((_(row.label), BODY_SIZE, False, self.label_width))
            texts.append((_(row.help), SMALL_SIZE, False, TEXT_WIDTH))
            for choice in row.choices:
                texts.append((value_text(row, choice), BODY_SIZE, True, self.value_width - 100))
        return texts

    def title(self):
        """"Settings", naming the game they are for when there is one."""
        if self.game is None:
            return _("Settings")
        from game import load_game
        return f"{_('Settings')} \u2013 {load_game(self.game).title}"

    def footer(self):
        return _("Up/Down: choose   Left/Right: lower/raise   Esc: back")

    def draw(self, surface):
        self.place(surface.get_size())
        draw_backdrop(surface)
        draw_title(surface, self.title())
        settings = self.app.settings
        box = text_box(self.size)
        for index, row in enumerate(self.rows):
            top = ROW_TOP + index * self.row_height
            chosen = index == self.selected
            if chosen:
                pygame.draw.rect(surface, (*GOLD, 255), chosen_frame(self.size, top), 3, border_radius=10)
            label = render_fitted(_(row.label), self.label_width, BODY_SIZE, CREAM if chosen else DIM)
            surface.blit(label, (self.left, top))
            value = value_text(row, getattr(settings, row.name))
            ink = GOLD if chosen else CREAM
            shown = render_fitted(value, self.value_width - 100, BODY_SIZE, ink, True)
            surface.blit(shown, shown.get_rect(midtop=(self.value_left + self.value_width // 2, top)))
            for arrow, rect in zip(("‹", "›"), self.arrow_rects(index)):
                pygame.draw.rect(surface, (122, 32, 32), rect, border_radius=8)
                pygame.draw.rect(surface, GOLD, rect, 2, border_radius=8)
                mark = font(BODY_SIZE + 6, bold=True).render(arrow, True, CREAM)
                surface.blit(mark, mark.get_rect(center=rect.center))
        top = self.help_top()
        for line in wrap_lines(_(self.rows[self.selected].help), box.width, SMALL_SIZE)[:2]:
            surface.blit(font(SMALL_SIZE).render(line, True, CREAM), (box.left, top))
            top += int(SMALL_SIZE * 1.3)
        self.back.label = _("Back")
        self.back.draw(surface)
        draw_footer(surface, self.footer())
