"""The comforts at the real table, headless, fed real key events: a whole game
with the keyboard alone, save → quit → continue, undo, hint, settings kept."""

import random

import pygame
import pytest

from app.i18n import set_language
from app.settings import Settings, load_settings
from app.stats import load_statistics
from game.figaro import TAKE
from game.figaro.position import dump_position
from scenes.app import App
from scenes.menu import NewGameScene, StartScene
from scenes.figaro.round_end import RoundEndScene
from scenes.score_sheet import ScoreSheet
from scenes.figaro.table import TableScene
from tests.bounds import bounded

DT = 0.05


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    yield tmp_path
    set_language("en")


def new_app():
    screen = pygame.display.set_mode((1280, 720))
    app = App(screen, Settings(speed="demo"), sounds=None, persist=True)
    app.push(StartScene(app))
    return app


def press(app, key, mod=0, frames=1):
    app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])
    for _ in range(frames - 1):
        app.frame(DT, [])


def start_new_game(app):
    assert isinstance(app.top, StartScene)
    for _ in bounded():
        if app.top.buttons[app.top.focus.index].label == "New game":
            break
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, NewGameScene)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene)
    return app.top


def play_by_keys(app, table, move):
    """Make ``move`` with arrows, Enter and T only."""
    if move == TAKE:
        press(app, pygame.K_t)
        return
    hand = list(table.view().hand)
    keys = table.keyboard()
    for _ in bounded():
        if hand[keys.cursor.card_index] == move.card:
            break
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    for _ in range(table.state.players):
        if keys.cursor.seat == move.to:
            break
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)


def run_until(app, table, stop, rng, limit=20000):
    for _ in range(limit):
        if stop():
            return
        top = app.top
        if isinstance(top, (RoundEndScene, ScoreSheet)):
            if isinstance(top, ScoreSheet):
                return
            press(app, pygame.K_RETURN)
        elif top is table and table.my_turn():
            before = len(table.session.record.moves)
            play_by_keys(app, table, rng.choice(table.legal_moves()))
            assert len(table.session.record.moves) == before + 1
        else:
            app.frame(DT, [])
    raise AssertionError("the game did not get there")


def test_a_whole_game_with_the_keyboard_alone(home):
    app = new_app()
    table = start_new_game(app)
    run_until(app, table, lambda: isinstance(app.top, ScoreSheet), random.Random(3))
    assert table.state.finished
    statistics, message = load_statistics(game="figaro")
    assert message is None and statistics.overall().games == 1
    assert not (home / "data" / "autosave.json").exists()
    press(app, pygame.K_RETURN)                         # Enter alone deals nothing
    assert isinstance(app.top, ScoreSheet)
    press(app, pygame.K_TAB)                            # Tab chooses "New game of Figaro", Enter presses it
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top is not table


def test_save_quit_continue_gives_the_identical_position(home):
    app = new_app()
    table = start_new_game(app)
    run_until(app, table, lambda: len(table.session.record.moves) >= 30 and table.my_turn(), random.Random(4))
    position = dump_position(table.state)
    app.quit()

    again = new_app()                                   # a restart
    assert again.top.buttons[0].label == "Continue"
    press(again, pygame.K_RETURN)
    resumed = again.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert dump_position(resumed.state) == position
    assert resumed.session.log.lines() == table.session.log.lines()


def test_a_broken_save_gives_a_message_and_a_fresh_start(home):
    (home / "data").mkdir()
    (home / "data" / "autosave.json").write_text('{"format": "figaro-record/1", "moves": [')
    app = new_app()
    press(app, pygame.K_RETURN)                         # Continue
    assert isinstance(app.top, StartScene) and app.notices
    assert "kept as autosave.broken-" in str(app.notices[-1])
    assert app.top.buttons[0].label == "New game"


def test_ctrl_z_takes_the_move_back_and_h_hints(home):
    app = new_app()
    table = start_new_game(app)
    rng = random.Random(5)
    run_until(app, table, lambda: table.my_turn() and len(table.session.record.moves) > 3, rng)
    before = dump_position(table.state)
    press(app, pygame.K_h)
    for _ in range(5000):                               # the hint thinks a few ms a frame
        if table.hint is not None:
            break
        app.frame(DT, [])
    assert table.hint is not None and table.hint[0] in table.legal_moves()
    play_by_keys(app, table, table.hint[0]) if table.hint[0] == TAKE else press(app, pygame.K_RETURN)
    run_until(app, table, lambda: table.my_turn(), rng)
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert dump_position(table.state) == before
    press(app, pygame.K_l)                              # the whole log, then back
    assert type(app.top).__name__ == "LogScene" and app.top.lines()
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_enter_carries_out_a_take_hint(home):
    """"Take now" on the table, then Enter: the cards are taken, no card is played."""
    app = new_app()
    table = start_new_game(app)
    rng = random.Random(5)
    run_until(app, table, lambda: table.my_turn() and TAKE in table.legal_moves(), rng)
    before = len(table.session.record.moves)
    table.show_hint(TAKE, "Take now.")
    press(app, pygame.K_RETURN)
    assert len(table.session.record.moves) == before + 1
    assert table.session.record.moves[-1][0] == TAKE


def test_settings_survive_a_restart_and_f11_f1_work(home):
    app = new_app()
    for _ in bounded():
        if app.top.buttons[app.top.focus.index].label == "Settings":
            break
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RIGHT)                          # language: English -> Italiano
    press(app, pygame.K_F11)
    press(app, pygame.K_F1)
    assert type(app.top).__name__ == "RulesScene"
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    settings, message = load_settings()
    assert message is None and settings.language == "it" and settings.fullscreen

