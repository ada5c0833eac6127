"""The settings, statistics and rules scenes, headless: keys do what they say,
and no rendered string overflows its box at 1280×720 in any language."""

import random

import pygame
import pytest

from app.i18n import LANGUAGES, set_language
from app.rules_text import RULES_GAMES
from app.settings import Settings
from app.stats import GameResult, Statistics
from game.figaro import GameState
from scenes.figaro.hints import hint_reason
from scenes.figaro.layout import LEFT_STRIP
from scenes.figaro.story import GameLog
from scenes.log_panel import draw_log
from scenes.log_scene import LogScene
from scenes.rules_scene import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.stats_scene import StatisticsScene
from sprites.text import font
from sprites.wrapping import wrap_lines
from tests.bounds import bounded

LOG_WIDTH = LEFT_STRIP - 20         # the table's log panel (scenes/figaro/table_drawing.py draw_castle)
TABLE_LOG_SIZE = 15


class FakeApp:
    def __init__(self):
        self.settings = Settings()
        self.applied = 0
        self.closed = []

    def apply_settings(self):
        self.applied += 1
        set_language(self.settings.language)

    def pop(self):
        self.closed.append(True)


def key(code, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="")


@pytest.fixture
def screen():
    pygame.init()
    yield pygame.Surface((1280, 720))
    set_language("en")


def statistics():
    return Statistics([GameResult(4, ("hard",) * 3, (0,), 0, (3, 9, 8, 7)),
                       GameResult(6, ("easy", "hard", "medium", "easy", "easy"), (0,), 1, (9, 3, 8, 1, 2, 3)),
                       GameResult(3, ("medium", "medium"), (0,), 0, (1, 3, 8))], game="figaro")


def test_settings_keys_change_and_apply_at_once(screen):
    app = FakeApp()
    scene = SettingsScene(app)
    scene.handle_event(key(pygame.K_RIGHT))                 # language: en -> it
    assert app.settings.language == "it" and app.applied == 1
    scene.handle_event(key(pygame.K_DOWN))
    scene.handle_event(key(pygame.K_LEFT))                  # volume down a step
    assert app.settings.volume == pytest.approx(0.7)
    scene.draw(screen)
    scene.handle_event(key(pygame.K_ESCAPE))
    assert app.closed == [True]


def test_rules_scroll_and_close(screen):
    app = FakeApp()
    scene = RulesScene(app)
    scene.draw(screen)
    scene.handle_event(key(pygame.K_END))
    assert scene.scroll > 0
    scene.handle_event(key(pygame.K_HOME))
    assert scene.scroll == 0
    scene.handle_event(key(pygame.K_F1))
    assert app.closed == [True]


def texts_of_every_scene():
    app = FakeApp()
    texts = []
    for scene in (SettingsScene(app), StatisticsScene(app, statistics()),
                  *(RulesScene(app, game=game) for game in RULES_GAMES)):
        texts += scene.texts_to_fit()
    # the log panel and the hint line wrap their text; every wrapped line must fit
    state = GameState.new(6, seed=4, names=["Alessandra", "Bartholomeus", "Chiara", "Dario",
                                            "Elisabetta", "Federico"])
    log = GameLog(state.names, you=0)
    rng = random.Random(0)
    reasons = []
    for _ in bounded():
        if state.finished:
            break
        view = state.view(state.turn)
        reasons += [hint_reason(view, move) for move in view.legal_moves()[:3]]
        log.add(state.apply(rng.choice(state.legal_moves())))
    for line in set(log.lines()):
        texts += [(part, TABLE_LOG_SIZE, False, LOG_WIDTH - 32)
                  for part in wrap_lines(line, LOG_WIDTH - 32, TABLE_LOG_SIZE)]
    texts += LogScene(app, log).texts_to_fit()
    for reason in set(reasons):
        texts += [(reason, 20, False, 1280 - 2 * 80)]
    return texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_rendered_string_overflows_its_box(screen, language):
    set_language(language)
    widest = 0
    overflows = []
    for text, size, bold, width in texts_of_every_scene():
        measured = font(size, bold).size(text)[0]
        widest = max(widest, measured / width)
        if measured > width:
            overflows.append((text, measured, width))
    assert not overflows, overflows[:5]


def test_the_scenes_draw_in_every_language(screen):
    app = FakeApp()
    for language in LANGUAGES:
        set_language(language)
        for scene in (SettingsScene(app), StatisticsScene(app, statistics()),
                      StatisticsScene(app, Statistics(game="figaro")), *(RulesScene(app, game=game) for game in RULES_GAMES)):
            scene.draw(screen)
        draw_log(screen, pygame.Rect(940, 300, LOG_WIDTH, 300), ["a line"] * 40)


def table_texts():
    """The table's and the menus' own lines, at their sizes, in their boxes
    (their text() would shrink an overlong line: this keeps them full size)."""
    names = "Marcellina"
    texts = [(_t("Your turn, {name}: drag a card onto a pile, or click a card then a seat").format(name=names),
              20, True, 780),
             (_t("No card of yours can be played: you must take the cards (R14)"), 20, True, 780),
             (_t("{name} is thinking…").format(name=names), 20, True, 780),
             (_t("Take the cards"), 22, True, 200 - 16), (_t("Menu"), 18, True, 110 - 16)]
    texts += [(_t(label), 24, True, 300 - 16) for label in
              ("Resume game", "Continue", "New game", "Rules", "Statistics", "Settings", "Quit")]
    return texts


def _t(message):
    from app.i18n import _
    return _(message)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_lines_fit_without_shrinking(screen, language):
    set_language(language)
    overflows = [(text, font(size, bold).size(text)[0], width) for text, size, bold, width in table_texts()
                 if font(size, bold).size(text)[0] > width]
    assert not overflows, overflows
