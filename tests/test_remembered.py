"""What the app remembers between starts: the window's size and place, the game
last played (the chooser opens on it) and a sign on a game's tile while a game
of it waits to be continued."""

import pygame
import pytest

from app.settings import Settings, load_settings, save_settings
from scenes.app import App, remembered_place
from tests.scene_driver import make_app


def chooser(settings, monkeypatch=None, waiting=()):
    make_app()
    if monkeypatch is not None:
        import app.saves
        monkeypatch.setattr(app.saves, "has_autosave", lambda folder=None, *, game: game in waiting)
    shell = App(pygame.Surface((960, 540)), settings, sounds=None)
    shell.open("chooser")
    return shell


def test_the_chooser_opens_on_the_game_last_played_and_remembers_the_next():
    shell = chooser(Settings(last_game="kings"))
    top = shell.top
    assert top.game_in_focus == "kings" and [t.focused for t in top.tiles] == [False, False, True]
    top.open("nottingham")
    assert shell.settings.last_game == "nottingham"
    assert chooser(Settings()).top.game_in_focus == "figaro"       # a first start: the first game


def test_a_game_waiting_to_be_continued_has_a_sign_on_its_tile(monkeypatch):
    shell = chooser(Settings(), monkeypatch, waiting=("nottingham",))
    top = shell.top
    assert top.waiting == {"nottingham"}
    import scenes.chooser as chooser_module
    from tests.spoken import recording_text
    shown = recording_text(monkeypatch, chooser_module)
    top.draw(pygame.Surface(shell.logical_size()))
    assert shown.count("A game waits") == 1


def test_the_window_and_the_last_game_are_kept_with_the_settings(tmp_path):
    settings = Settings(last_game="kings", window=[40, 30, 1100, 700])
    save_settings(settings, tmp_path)
    loaded, notice = load_settings(tmp_path)
    assert notice is None and loaded.last_game == "kings" and loaded.window == [40, 30, 1100, 700]
    (tmp_path / "settings.json").write_text('{"last_game": "chess", "window": [1, 2, "wide", 4]}')
    loaded, notice = load_settings(tmp_path)
    assert loaded.last_game == "" and loaded.window == [] and notice is not None


def test_the_remembered_place_is_kept_inside_the_screen():
    assert remembered_place([40, 30, 1100, 700], (1920, 1080)) == (40, 30, 1100, 700)
    assert remembered_place([1500, 900, 1100, 700], (1280, 720)) == (180, 20, 1100, 700)
    assert remembered_place([1500, 900, 1400, 800], (960, 540)) == (0, 0, 960, 540)
    assert remembered_place([], (960, 540)) is None


def test_a_remembered_window_the_screen_cannot_hold_opens_as_a_fresh_start_would():
    # remembered on another screen: the window that suits this screen's shape,
    # never one side cut to the screen and the other kept (800x540, 800x720)
    assert remembered_place([0, 0, 800, 1000], (960, 540)) == (0, 0, 960, 540)
    assert remembered_place([100, 50, 1280, 720], (800, 1000)) == (0, 0, 800, 1000)
    assert remembered_place([300, 200, 1280, 720], (1024, 768)) == (0, 48, 1024, 720)
    # a window that still fits keeps its size, however small the player made it
    assert remembered_place([10, 20, 640, 480], (800, 1000)) == (10, 20, 640, 480)


def test_statistics_are_reset_per_game_after_a_confirmation(tmp_path, monkeypatch):
    from app.stats import load_statistics, save_statistics
    from scenes.confirm import ConfirmScene
    from scenes.stats_scene import StatisticsScene
    from tests.shell_scenes import statistics
    monkeypatch.setenv("CARDPARLOUR_HOME", str(tmp_path))
    for game in ("figaro", "kings"):
        save_statistics(statistics(game))
    make_app()
    shell = App(pygame.Surface((960, 540)), Settings(), sounds=None, persist=True)
    scene = StatisticsScene(shell, game="kings")
    shell.push(scene)
    assert scene.statistics.results
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")
    scene.handle_event(key)
    assert isinstance(shell.top, ConfirmScene)
    shell.top.no.action()                               # Cancel keeps them
    assert shell.top is scene and load_statistics(game="kings")[0].results
    scene.handle_event(key)
    shell.top.yes.action()
    assert shell.top is scene and not scene.statistics.results
    assert not load_statistics(game="kings")[0].results
    assert load_statistics(game="figaro")[0].results      # another game's statistics stay


def test_click_to_change_in_setup_is_large_and_light_on_the_felt(monkeypatch):
    """The setup's "click to change": 18 logical pixels (13.5 in a 960×540 window),
    bold, in the light ink of the other labels, not a small grey."""
    import scenes.menu as menu
    from scenes.base import INK
    from tests.shell_scenes import setup
    from tests.test_road_numbers import contrast
    make_app()
    shell = App(pygame.Surface((960, 540)), Settings(), sounds=None)
    scene = setup(shell, "figaro")
    asked = []
    real = menu.text

    def recording(message, size, colour=INK, bold=False, *args, **kwargs):
        asked.append((message, size, colour, bold))
        return real(message, size, colour, bold, *args, **kwargs)
    monkeypatch.setattr(menu, "text", recording)
    scene.draw(pygame.Surface(shell.logical_size()))
    hints = [a for a in asked if a[0] == "click to change"]
    assert hints and all(size >= 18 and bold and contrast(colour, (28, 84, 48)) >= 7 for _m, size, colour, bold in hints)



@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
@pytest.mark.parametrize("window", [(960, 540), (800, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_sign_of_a_waiting_game_covers_neither_its_drawing_nor_any_words(window, language, monkeypatch):
    """Measured on the pixels drawn: on every tile, the sign lies inside the tile,
    clear of the ink of the game's drawing and of every other text's ink, and its
    words stand out on it (the shell's sweep measures their size and contrast too)."""
    from app.i18n import _, set_language
    from scenes.chooser import SIGN_FILL, SIGN_INK
    from sprites.drawing import contrast
    from tests import pixels
    from tests.shell_scenes import app_in_window, chooser_with_games_waiting, open_scene

    def build():
        app = app_in_window(window)
        open_scene(app, chooser_with_games_waiting)
        return app
    set_language(language)
    try:
        words = _("A game waits")
        _rendered, screen, app = pixels.frame(build, monkeypatch, inked_build=True)
    finally:
        set_language("en")
    chooser = app.top
    signs = [ink[2] for ink in screen.inks if ink[0] == words]
    others = [ink[2] for ink in screen.inks if ink[0] != words]
    assert len(signs) == len(chooser.games) == len(chooser.signs)
    for game, tile in zip(chooser.games, chooser.tiles):
        sign = chooser.signs[game.name]
        assert tile.rect.contains(sign) and any(sign.contains(ink) for ink in signs)
        box = chooser.emblem_box(tile.rect, True)
        drawing = chooser.emblem(game.name, box.size)
        drawn = drawing.get_bounding_rect().move(drawing.get_rect(center=box.center).topleft)
        assert not sign.colliderect(drawn), (game.name, "the sign covers the drawing", sign, drawn)
        assert not [rect for rect in others if sign.colliderect(rect)], (game.name, "the sign covers words")
    assert contrast(SIGN_INK, SIGN_FILL) >= 4.5
