"""Statistics: games, wins and the average road, by table size and level."""

import pygame

from app.i18n import _
from app.stats_table import column_titles, table_rows
from sprites.symbols import GOLD
from sprites.text import font

from .panel import BODY_SIZE, CREAM, MARGIN, SMALL_SIZE, TEXT_WIDTH, draw_backdrop, draw_footer, draw_title

LABEL_WIDTH, CELL_WIDTH = 400, 180
TABLE_TOP, LINE = 130, 34


class StatisticsScene:
    overlay = False

    def __init__(self, app, statistics):
        self.app = app
        self.statistics = statistics

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE,
                                                          pygame.K_RETURN):
            self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.app.pop()

    def update(self, dt):
        pass

    def footer(self):
        return _("Esc: back")

    def texts_to_fit(self):
        texts = [(_("Statistics"), 40, True, TEXT_WIDTH), (self.footer(), SMALL_SIZE, False, TEXT_WIDTH),
                 (_("No finished games yet."), BODY_SIZE, False, TEXT_WIDTH)]
        texts += [(title, SMALL_SIZE, True, CELL_WIDTH - 12) for title in column_titles()]
        for heading, label, cells in table_rows(self.statistics):
            if heading:
                texts.append((heading, BODY_SIZE, True, TEXT_WIDTH))
            texts.append((label, BODY_SIZE, False, LABEL_WIDTH - 12))
            texts += [(cell, BODY_SIZE, False, CELL_WIDTH - 12) for cell in cells]
        return texts

    def draw(self, surface):
        draw_backdrop(surface)
        draw_title(surface, _("Statistics"))
        if not self.statistics.results:
            empty = font(BODY_SIZE).render(_("No finished games yet."), True, CREAM)
            surface.blit(empty, empty.get_rect(center=(surface.get_width() // 2, 300)))
            draw_footer(surface, self.footer())
            return
        y = TABLE_TOP
        for column, title in enumerate(column_titles()):
            image = font(SMALL_SIZE, bold=True).render(title, True, GOLD)
            right = MARGIN + LABEL_WIDTH + (column + 1) * CELL_WIDTH
            surface.blit(image, image.get_rect(topright=(right, y)))
        y += LINE
        last_heading = None
        for heading, label, cells in table_rows(self.statistics):
            if heading != last_heading and heading:
                y += 8
                surface.blit(font(BODY_SIZE, bold=True).render(heading, True, GOLD), (MARGIN, y))
                y += LINE
            last_heading = heading
            surface.blit(font(BODY_SIZE).render(label, True, CREAM), (MARGIN + 16, y))
            for column, cell in enumerate(cells):
                image = font(BODY_SIZE).render(cell, True, CREAM if heading else GOLD)
                right = MARGIN + LABEL_WIDTH + (column + 1) * CELL_WIDTH
                surface.blit(image, image.get_rect(topright=(right, y)))
            y += LINE
            if y > 640:
                break
        draw_footer(surface, self.footer())
