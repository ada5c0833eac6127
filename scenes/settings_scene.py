"""Settings: Up/Down choose a row, Left/Right change it (the arrow ‹ lowers the
value, › raises it, by key or by click), Esc or Back goes back. Every change
applies at once and is saved on leaving."""

import pygame

from app.i18n import _
from app.settings_menu import rows_for, step, value_text
from sprites.drawing import GOLD
from sprites.text import font

from .base import Button
from .panel import BODY_SIZE, CREAM, DIM, MARGIN, SMALL_SIZE, TEXT_WIDTH, WIDTH, draw_backdrop, draw_footer, draw_title

ROW_TOP, ROW_HEIGHT = 130, 48
BACK_TOP = 602
LABEL_WIDTH, VALUE_LEFT, VALUE_WIDTH = 560, MARGIN + 640, 400


class SettingsScene:
    """The settings of the game at the table only (from the chooser, all of them)."""

    overlay = False

    def __init__(self, app, game=None):
        from .games import game_scenes, named_game
        self.app = app
        self.game = game or named_game(getattr(app, "scenes", ()))
        self.rows = rows_for(None if self.game is None else game_scenes(self.game).settings)
        self.selected = 0
        self.back = Button((WIDTH // 2 - 110, BACK_TOP, 220, 44), _("Back"), self.app.pop, size=22)

    # ------------------------------------------------------------------ input
    def handle_event(self, event):
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
        top = ROW_TOP + index * ROW_HEIGHT - 4
        return (pygame.Rect(VALUE_LEFT - 8, top, 44, ROW_HEIGHT - 8),
                pygame.Rect(VALUE_LEFT + VALUE_WIDTH - 36, top, 44, ROW_HEIGHT - 8))

    def change(self, delta):
        step(self.app.settings, self.rows[self.selected], delta)
        self.app.apply_settings()

    def row_at(self, pos):
        index = (pos[1] - ROW_TOP) // ROW_HEIGHT
        return index if 0 <= index < len(self.rows) and MARGIN <= pos[0] <= VALUE_LEFT + VALUE_WIDTH else None

    def update(self, dt):
        pass

    def needs_frames(self):
        return False                # changes only on an event

    # ---------------------------------------------------------------- drawing
    def texts_to_fit(self):
        """(text, size, bold, width) of everything drawn, for the text-fit test."""
        texts = [(self.title(), 40, True, TEXT_WIDTH), (self.footer(), SMALL_SIZE, False, TEXT_WIDTH)]
        for row in self.rows:
            texts.append((_(row.label), BODY_SIZE, False, LABEL_WIDTH))
            texts.append((_(row.help), SMALL_SIZE, False, TEXT_WIDTH))
            for choice in row.choices:
                texts.append((value_text(row, choice), BODY_SIZE, True, VALUE_WIDTH - 100))
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
        draw_backdrop(surface)
        draw_title(surface, self.title())
        settings = self.app.settings
        for index, row in enumerate(self.rows):
            top = ROW_TOP + index * ROW_HEIGHT
            chosen = index == self.selected
            if chosen:
                band = pygame.Rect(MARGIN - 16, top - 6, TEXT_WIDTH + 32, ROW_HEIGHT - 6)
                pygame.draw.rect(surface, (*GOLD, 255), band, 2, border_radius=10)
            label = font(BODY_SIZE).render(_(row.label), True, CREAM if chosen else DIM)
            surface.blit(label, (MARGIN, top))
            value = value_text(row, getattr(settings, row.name))
            ink = GOLD if chosen else CREAM
            shown = font(BODY_SIZE, bold=True).render(value, True, ink)
            surface.blit(shown, shown.get_rect(midtop=(VALUE_LEFT + VALUE_WIDTH // 2, top)))
            for arrow, rect in zip(("‹", "›"), self.arrow_rects(index)):
                pygame.draw.rect(surface, (122, 32, 32), rect, border_radius=8)
                pygame.draw.rect(surface, GOLD, rect, 2, border_radius=8)
                mark = font(BODY_SIZE + 6, bold=True).render(arrow, True, CREAM)
                surface.blit(mark, mark.get_rect(center=rect.center))
        help_line = font(SMALL_SIZE).render(_(self.rows[self.selected].help), True, CREAM)
        surface.blit(help_line, (MARGIN, ROW_TOP + len(self.rows) * ROW_HEIGHT + 6))
        self.back.label = _("Back")
        self.back.draw(surface)
        draw_footer(surface, self.footer())
