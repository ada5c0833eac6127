"""Figaro's road pieces in the castle panel: every number readable on the
rendered pixels (light figures on a dark chip, at least 12 window pixels high
at 960×540, contrast measured) and every piece, with a short piece's number
written beside it, inside the panel — 3 to 6 players, at 960×540, 800×1000 and
1920×1080."""

import pygame
import pytest

import scenes.figaro.table_drawing as drawing
from app.settings import Settings
from scenes.app import App
from scenes.figaro.table import TableScene
from scenes.seats import default_seats
from sprites.figaro.pieces import LABEL_INK, LABEL_LIGHT, road_piece


def luminance(colour):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = colour[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a, b):
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def figure_rows(piece):
    """The rows of ``piece`` holding the number's light figures (near LABEL_LIGHT)."""
    rows = set()
    for y in range(piece.get_height()):
        for x in range(piece.get_width()):
            r, g, b, a = piece.get_at((x, y))
            if a > 200 and min(r, g) > 235 and b > 215:
                rows.add(y)
    return rows


@pytest.mark.parametrize("length", [1, 4, 9, 15])
def test_a_road_pieces_number_is_12_window_pixels_high_on_a_dark_chip(length):
    pygame.font.init()
    piece = road_piece(length, 6.0, drawing.PIECE)
    rows = figure_rows(piece)
    assert rows and (max(rows) - min(rows) + 1) * 0.75 >= 12     # a 960×540 window shows 0.75 of a logical pixel
    assert contrast(LABEL_LIGHT, LABEL_INK) >= 7
    # the chip's ink, read back from the pixels around the figures
    row = (max(rows) + min(rows)) // 2
    dark = [piece.get_at((x, row)) for x in range(piece.get_width())
            if piece.get_at((x, row))[3] > 200 and luminance(piece.get_at((x, row))) < 0.03]
    assert dark and contrast(LABEL_LIGHT, min(dark, key=luminance)) >= 7


class Recording(pygame.Surface):
    def __init__(self, size, pieces):
        super().__init__(size)
        self.pieces, self.placed = pieces, []

    def blit(self, source, dest, area=None, special_flags=0):
        if id(source) in self.pieces:
            self.placed.append(source.get_rect(topleft=dest[:2] if not isinstance(dest, pygame.Rect) else dest.topleft))
        return super().blit(source, dest, area, special_flags)


@pytest.mark.parametrize("window", [(960, 540), (800, 1000), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_road_piece_and_its_number_stays_inside_the_castle_panel(window, players, monkeypatch, tmp_path):
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    pieces = {}
    real = drawing.road_piece

    def recorded(*args, **kwargs):
        piece = real(*args, **kwargs)
        pieces[id(piece)] = piece
        return piece
    monkeypatch.setattr(drawing, "road_piece", recorded)
    for seed in range(4):
        app = App(pygame.Surface(window), Settings(speed="demo"), sounds=None)
        table = TableScene(app, default_seats(players), seed=seed)
        app.push(table)
        screen = Recording(app.logical_size(), pieces)
        table.draw(screen)
        size = app.logical_size()
        if size[1] > size[0]:
            panel = drawing.info_strip(players, table.hand_card, table.screen_size)
        else:
            panel = pygame.Rect(6, drawing.TOP_BAR + 6, drawing.LEFT_STRIP - 12, size[1])
        assert len(screen.placed) >= 3 * (players - 1) - 3
        for rect in screen.placed:
            assert panel.contains(rect), (seed, rect, panel)
