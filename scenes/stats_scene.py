"""Statistics of one game: games, wins and the average road or score, by table size and level."""

import pygame

from app.i18n import _
from app.stats_table import column_titles, table_rows
from sprites.drawing import GOLD
from sprites.text import font

from .panel import (BODY_SIZE, CREAM, HEIGHT, MARGIN, SMALL_SIZE, TEXT_WIDTH, WIDTH, Scrollbar, back_button,
                    draw_backdrop, draw_footer, draw_title)

LABEL_WIDTH, CELL_WIDTH = 400, 180
TABLE_TOP, LINE = 130, 34
VIEW_TOP, VIEW_BOTTOM = TABLE_TOP + LINE, HEIGHT - 96     # the rows scroll under the column titles


class StatisticsScene:
    overlay = False

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
        self.bar = Scrollbar((WIDTH - MARGIN + 14, VIEW_TOP, 12, VIEW_BOTTOM - VIEW_TOP))

    def rows_height(self):
        rows = table_rows(self.statistics)
        headings = len({heading for heading, _label, _cells in rows if heading})
        return len(rows) * LINE + headings * (LINE + 8)

    def limit(self):
        return max(0, self.rows_height() - (VIEW_BOTTOM - VIEW_TOP))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: LINE, pygame.K_UP: -LINE, pygame.K_PAGEDOWN: VIEW_BOTTOM - VIEW_TOP - LINE,
                     pygame.K_PAGEUP: -(VIEW_BOTTOM - VIEW_TOP - LINE)}
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN):
                self.app.pop()
            elif event.key in moves:
                self.scroll = max(0, min(self.limit(), self.scroll + moves[event.key]))
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.limit(), self.scroll - event.y * LINE))
            return
        if hasattr(event, "pos"):
            fraction = self.bar.handle_event(event, VIEW_BOTTOM - VIEW_TOP, self.rows_height())
            if fraction is not None:
                self.scroll = round(fraction * self.limit())
                return
            self.back.label = _("Back")
            self.back.handle_event(event)

    def update(self, dt):
        pass

    def needs_frames(self):
        return False                # changes only on an event

    def footer(self):
        return _("Esc: back")

    def title(self):
        """"Statistics – Figaro": the game's name, as each game has its own."""
        from game import load_game
        return f"{_('Statistics')} \u2013 {load_game(self.statistics.game).title}"

    def texts_to_fit(self):
        texts = [(self.title(), 40, True, TEXT_WIDTH), (self.footer(), SMALL_SIZE, False, TEXT_WIDTH),
                 (_("No finished games yet."), BODY_SIZE, False, TEXT_WIDTH)]
        texts += [(title, SMALL_SIZE, True, CELL_WIDTH - 12) for title in column_titles(self.statistics.game)]
        for heading, label, cells in table_rows(self.statistics):
            if heading:
                texts.append((heading, BODY_SIZE, True, TEXT_WIDTH))
            texts.append((label, BODY_SIZE, False, LABEL_WIDTH - 12))
            texts += [(cell, BODY_SIZE, False, CELL_WIDTH - 12) for cell in cells]
        return texts

    def draw(self, surface):
        draw_backdrop(surface)
        draw_title(surface, self.title())
        self.back.label = _("Back")
        self.back.draw(surface)
        if not self.statistics.results:
            empty = font(BODY_SIZE).render(_("No finished games yet."), True, CREAM)
            surface.blit(empty, empty.get_rect(center=(surface.get_width() // 2, 300)))
            draw_footer(surface, self.footer())
            return
        y = TABLE_TOP
        for column, title in enumerate(column_titles(self.statistics.game)):
            image = font(SMALL_SIZE, bold=True).render(title, True, GOLD)
            right = MARGIN + LABEL_WIDTH + (column + 1) * CELL_WIDTH
            surface.blit(image, image.get_rect(topright=(right, y)))
        y += LINE - self.scroll
        last_heading = None
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, VIEW_TOP, WIDTH, VIEW_BOTTOM - VIEW_TOP))
        for heading, label, cells in table_rows(self.statistics):
            if heading != last_heading and heading:
                y += 8
                surface.blit(font(BODY_SIZE, bold=True).render(heading, True, GOLD), (MARGIN, y))
                y += LINE
            last_heading = heading
            surface.blit(font(BODY_SIZE).render(label, True, CREAM), (MARGIN + 16, y))
            for column, cell in enumerate(cells):
                overall = heading is None or label == _("All games")      # each person's first row
                image = font(BODY_SIZE).render(cell, True, GOLD if overall else CREAM)
                right = MARGIN + LABEL_WIDTH + (column + 1) * CELL_WIDTH
                surface.blit(image, image.get_rect(topright=(right, y)))
            y += LINE
            if y > VIEW_BOTTOM:
                break
        surface.set_clip(clip)
        self.bar.draw(surface, VIEW_BOTTOM - VIEW_TOP, self.rows_height(), self.scroll / max(1, self.limit()))
        draw_footer(surface, self.footer())
