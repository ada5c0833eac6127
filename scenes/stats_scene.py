"""Statistics of one game: games, wins and the average road or score, by table size and level."""

import pygame

from app.i18n import _
from app.stats_table import column_titles, table_rows
from sprites.drawing import GOLD
from sprites.text import font, render_fitted

from .base import wrap
from .panel import (BACK_RECT, BODY_SIZE, CREAM, HEIGHT, SMALL_SIZE, TEXT_WIDTH, WIDTH, Scrollbar, back_button,
                    back_rect, draw_backdrop, draw_footer, draw_title, narrow, screen_size, text_box)

LABEL_WIDTH, CELL_WIDTH = 400, 180
TABLE_TOP, LINE = 130, 34


class StatisticsScene:
    overlay = False
    fills_window = True

    def __init__(self, app, statistics=None, game="figaro"):
        """The ``statistics`` given, or those of ``game`` read from disk (a
        damaged file is set aside and said on the scene beneath)."""
        self.app = app
        if statistics is None:
            from app.stats import Statistics, load_statistics
            statistics, message = (load_statistics(game=game) if getattr(app, "persist", False)
                                   else (Statistics(game=game), None))
            if message is not None:
                app.notices.append(message)
        self.statistics = statistics
        self.scroll = 0
        self.back = back_button(self.app.pop)
        from .base import Button
        self.reset_button = Button(BACK_RECT, _("Reset…"), self.ask_reset, size=20)
        self.bar = Scrollbar((0, 0, 12, 0))
        self.place((WIDTH, HEIGHT))

    def place(self, size):
        """The columns on a screen of ``size``: a portrait one gives the label less room
        and writes the column titles on two lines; the rows scroll under the titles."""
        self.size = size
        box = text_box(size)
        self.left = box.left
        self.label_width = 220 if narrow(size) else LABEL_WIDTH
        self.cell_width = (box.width - self.label_width) // 4
        self.title_lines = 2 if narrow(size) else 1
        self.view_top = TABLE_TOP + LINE * self.title_lines
        self.view_bottom = back_rect(size).top - 10
        self.bar.rect = pygame.Rect(box.right + 14, self.view_top, 12, self.view_bottom - self.view_top)
        self.back.rect = back_rect(size)
        self.reset_button.rect = self.back.rect.move(self.back.rect.width + 16, 0)
        self.reset_button.rect.width = 170

    def ask_reset(self):
        """R or the button: forget this game's statistics, once the player confirms."""
        if not self.statistics.results:
            return
        from .confirm import ConfirmScene
        question = _("Forget every finished game of {game} in these statistics?").format(game=self.game_title())
        self.app.push(ConfirmScene(self.app, question, _("Reset"), self.reset))

    def reset(self):
        from app.stats import Statistics, save_statistics
        self.statistics = Statistics(game=self.statistics.game)
        self.scroll = 0
        if getattr(self.app, "persist", False):
            try:
                save_statistics(self.statistics)
            except OSError:
                pass                    # a read-only folder: the file stays as it was
        if self.app.top is not self:
            self.app.pop()              # the question

    def rows_height(self):
        rows = table_rows(self.statistics)
        headings = len({heading for heading, _label, _cells in rows if heading})
        return len(rows) * LINE + headings * (LINE + 8)

    def limit(self):
        return max(0, self.rows_height() - (self.view_bottom - self.view_top))

    def handle_event(self, event):
        self.place(screen_size(self.app))
        page = self.view_bottom - self.view_top - LINE
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: LINE, pygame.K_UP: -LINE, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page}
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN):
                self.app.pop()
            elif event.key == pygame.K_r:
                self.ask_reset()
            elif event.key in moves:
                self.scroll = max(0, min(self.limit(), self.scroll + moves[event.key]))
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.limit(), self.scroll - event.y * LINE))
            return
        if hasattr(event, "pos"):
            fraction = self.bar.handle_event(event, self.view_bottom - self.view_top, self.rows_height())
            if fraction is not None:
                self.scroll = round(fraction * self.limit())
                return
            self.back.label = _("Back")
            self.back.handle_event(event)
            if self.statistics.results:
                self.reset_button.label = _("Reset…")
                self.reset_button.handle_event(event)

    def update(self, dt):
        pass

    def needs_frames(self):
        return False                # changes only on an event

    def footer(self):
        return _("R: reset   Esc: back") if self.statistics.results else _("Esc: back")

    def game_title(self):
        from game import load_game
        return load_game(self.statistics.game).title

    def title(self):
        """"Statistics – Figaro": the game's name, as each game has its own."""
        return f"{_('Statistics')} \u2013 {self.game_title()}"

    def texts_to_fit(self):
        texts = [(self.title(), 40, True, TEXT_WIDTH), (self.footer(), SMALL_SIZE, False, TEXT_WIDTH),
                 (_("No finished games yet."), BODY_SIZE, False, TEXT_WIDTH)]
        texts += [(title, SMALL_SIZE, True, self.cell_width - 12) for title in column_titles(self.statistics.game)]
        for heading, label, cells in table_rows(self.statistics):
            if heading:
                texts.append((heading, BODY_SIZE, True, TEXT_WIDTH))
            texts.append((label, BODY_SIZE, False, self.label_width - 12))
            texts += [(cell, BODY_SIZE, False, self.cell_width - 12) for cell in cells]
        return texts

    def draw(self, surface):
        self.place(surface.get_size())
        draw_backdrop(surface)
        draw_title(surface, self.title())
        self.back.label = _("Back")
        self.back.draw(surface)
        if self.statistics.results:
            self.reset_button.label = _("Reset…")
            self.reset_button.draw(surface)
        if not self.statistics.results:
            empty = font(BODY_SIZE).render(_("No finished games yet."), True, CREAM)
            surface.blit(empty, empty.get_rect(center=(surface.get_width() // 2, 300)))
            draw_footer(surface, self.footer())
            return
        width = text_box(self.size).width
        for column, title in enumerate(column_titles(self.statistics.game)):
            right = self.left + self.label_width + (column + 1) * self.cell_width
            lines = wrap(title, SMALL_SIZE, self.cell_width - 12, True)
            if len(lines) > self.title_lines:          # more lines than room: the first ones share one
                keep = len(lines) - self.title_lines + 1
                lines = [" ".join(lines[:keep])] + lines[keep:]
            for k, line in enumerate(lines):
                image = render_fitted(line, self.cell_width - 12, SMALL_SIZE, GOLD, True)
                surface.blit(image, image.get_rect(bottomright=(right, self.view_top - 8 - (len(lines) - 1 - k) * 24)))
        y = self.view_top - self.scroll
        last_heading = None
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, self.view_top, surface.get_width(), self.view_bottom - self.view_top))
        def whole(y):                                  # only whole rows show: none cut by the view's edges
            return self.view_top <= y and y + LINE <= self.view_bottom
        for heading, label, cells in table_rows(self.statistics):
            if heading != last_heading and heading:
                y += 8
                if whole(y):
                    surface.blit(render_fitted(heading, width, BODY_SIZE, GOLD, True), (self.left, y))
                y += LINE
            last_heading = heading
            if whole(y):
                surface.blit(render_fitted(label, self.label_width - 28, BODY_SIZE, CREAM), (self.left + 16, y))
                for column, cell in enumerate(cells):
                    overall = heading is None or label == _("All games")      # each person's first row
                    image = font(BODY_SIZE).render(cell, True, GOLD if overall else CREAM)
                    right = self.left + self.label_width + (column + 1) * self.cell_width
                    surface.blit(image, image.get_rect(topright=(right, y)))
            y += LINE
            if y > self.view_bottom:
                break
        surface.set_clip(clip)
        self.bar.draw(surface, self.view_bottom - self.view_top, self.rows_height(),
                      self.scroll / max(1, self.limit()))
        draw_footer(surface, self.footer())
