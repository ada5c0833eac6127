"""Every table whole and readable: each game's table with the most seats it
takes, in each of the four languages, in a 960×540, an 800×1000 and a 1920×1080
window, at a position sampled from a game (not whole games: the sweep stays
quick). Measured on the pixels drawn:

- no text is cut: each lies whole inside the screen and inside the clip it is
  drawn in, and none ends in an ellipsis the words themselves do not have;
- no text is hidden: where each text's ink lies, the frame differs from the same
  frame drawn with every text left blank in nine of every ten of its inked
  pixels (nothing drawn later covers it, whole or in part);
- every text stands out from what lies behind it: its colour against the mean
  of the pixels behind it (the frame drawn without texts) has a contrast of at
  least 3:1 (the weakest WCAG allows, for large text);
- every text is drawn at 12 window pixels or more (the project's smallest).
"""

import random
from functools import lru_cache

import pygame
import pytest

from app.i18n import LANGUAGES, set_language
from tests import pixels

WINDOWS = [(960, 540), (800, 1000), (1920, 1080)]


# ---------------------------------------------------------------- the tables

@lru_cache(maxsize=None)
def figaro_position():
    """Six players at Figaro, the person at the screen to play with six cards in hand."""
    from game.figaro import GameState
    from scenes.seats import default_seats
    state = GameState.new(6, seed=3, names=[seat.name for seat in default_seats(6)])
    rng = random.Random(3)
    for _step in range(2000):
        if state.finished or (len(state.hands[0]) <= 6 and state.turn == 0):
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


@lru_cache(maxsize=None)
def nottingham_position(phase=None):
    """Seven players at Nottingham: a position from the middle of a game, or the
    person's decision of ``phase``."""
    from tests.nottingham.test_window_shapes import decisions, positions
    return positions(7, count=3)[1] if phase is None else decisions(7, (phase,))[phase]


def figaro_table(app):
    from scenes.figaro.table import TableScene
    from scenes.seats import default_seats
    table = TableScene(app, default_seats(6), seed=3, state=figaro_position().copy())
    app.push(table)
    return table


LONG_NAMES = ["Massimiliano Bartolomeo", "Anne-Catherine Dubois", "Wilhelmina Vanderbilt",
              "Bartholomew Fitzgerald", "Giambattista Ferretti", "Maximiliaan de Vries"]


def figaro_long_names(app):
    """Figaro's six seats named at the length of the setup's name fields."""
    import dataclasses
    from scenes.figaro.table import TableScene
    from scenes.seats import default_seats
    state = figaro_position().copy()
    state.names = list(LONG_NAMES)
    seats = [dataclasses.replace(seat, name=name) for seat, name in zip(default_seats(6), LONG_NAMES)]
    table = TableScene(app, seats, seed=3, state=state)
    app.push(table)
    return table


def nottingham_table(app):
    from scenes.nottingham import NottinghamTable
    table = NottinghamTable(app, [None] + ["medium"] * 6, state=nottingham_position().copy())
    app.push(table)
    return table


def kings_table(app):
    from tests.kings.test_window_shapes import table_at_round
    return table_at_round(app, 6, 3)


@lru_cache(maxsize=None)
def figaro_hint_reason(language):
    """The hint's reason at ``figaro_position`` (weighed once per language: it guesses the hidden hands)."""
    from scenes.figaro.hints import hint_reason
    state = figaro_position()
    return hint_reason(state.view(state.turn), state.legal_moves()[0])


def figaro_hinted(app):
    from app.i18n import language
    table = figaro_table(app)
    table.show_hint(table.state.legal_moves()[0], figaro_hint_reason(language()))
    return table


def nottingham_offer_hinted(app):
    from scenes.nottingham import NottinghamTable
    from tests.nottingham.test_window_shapes import with_hint
    table = NottinghamTable(app, [None] + ["medium"] * 6, state=nottingham_position("offer").copy())
    app.push(table)
    return with_hint(table)


def nottingham_offers_turned_up(app):
    """Seven players, the copper's six offers turned up: the log's longest newest
    line, which 'What happened' shows whole over its heading and the deck's lines."""
    from tests.nottingham.test_window_shapes import offers_turned_up
    return offers_turned_up(app, 7)


def kings_hinted(app):
    table = kings_table(app)
    table.show_hint(table.state.legal_moves()[0])
    return table


TABLES = {"figaro": figaro_table, "nottingham": nottingham_table, "kings": kings_table,
          "figaro, a hint shown": figaro_hinted, "nottingham, offers and a hint": nottingham_offer_hinted,
          "kings, a hint shown": kings_hinted, "figaro, long names": figaro_long_names, "nottingham, six offers turned up": nottingham_offers_turned_up}


def app_in(window):
    from app.settings import Settings
    from scenes.app import App
    pygame.display.init()
    pygame.font.init()
    return App(pygame.Surface(window), Settings(speed="demo"), sounds=None)


def frame(game, window, monkeypatch, blank=False):
    """``pixels.frame`` of ``game``'s table, built anew in a ``window``."""
    def build():
        app = app_in(window)
        table = TABLES[game](app)
        while app.top is not table:
            app.pop()
        app.frame(0, [])                          # laid out on the window, its first frame's motion begun
        return app
    return pixels.frame(build, monkeypatch, blank)[:2]


def test_the_sweep_knows_the_words_that_end_in_an_ellipsis():
    set_language("en")
    assert pixels.ends_as_meant("Thinking about a hint\u2026") and pixels.ends_as_meant("\u2026")
    assert pixels.ends_as_meant("Judging Ann's decisions: 3 of 40\u2026")
    assert not pixels.ends_as_meant("Alessandra robs Barthol\u2026")


@pytest.fixture
def english():
    yield
    set_language("en")


def cases():
    """(game, window) to sweep: a table with a hint is laid out at 1920×1080 as at
    960×540 (the same logical screen, larger), so it is looked at in the two others."""
    for game in TABLES:
        for window in WINDOWS:
            if "," not in game or window != (1920, 1080):
                yield game, window


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game, window", list(cases()), ids=lambda value: (
    f"{value[0]}x{value[1]}" if isinstance(value, tuple) else value))
def test_every_text_of_every_table_is_whole_seen_and_readable(game, language, window, monkeypatch, english):
    set_language(language)
    rendered, screen = frame(game, window, monkeypatch)
    _blank, bare = frame(game, window, monkeypatch, blank=True)
    scale = window[0] / screen.get_width()
    found = pixels.faults(rendered, screen, bare, scale)
    assert not found, ((game, language, window), found)


@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_the_hint_never_stands_over_the_offers_of_seven_players(language, monkeypatch):
    """At 800×1000 with seven players, a heading of two lines (Dutch) left the third
    row of offers under the hint: the hint then takes the tasks' place instead."""
    set_language(language)
    try:
        app = app_in((800, 1000))
        table = nottingham_offer_hinted(app)
        while app.top is not table:
            app.pop()
        app.frame(0, [])
        offers = []
        real = table.draw_offer
        monkeypatch.setattr(table, "draw_offer", lambda surface, view, seat, rect, private: (
            offers.append(pygame.Rect(rect)), real(surface, view, seat, rect, private)))
        surface = pygame.Surface(app.logical_size())
        for scene in app.drawn_scenes():
            scene.draw(surface)
        box = table.hint_box()[0]
        assert len(offers) >= 6
        assert not [rect for rect in offers if rect.colliderect(box)], (box, offers)
    finally:
        set_language("en")
