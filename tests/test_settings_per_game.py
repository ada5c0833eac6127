"""Settings show, for the game at the table, only what applies to it; from the
chooser, every setting."""

import pytest

from scenes.chooser import GameChooserScene
from scenes.menu import StartScene
from scenes.settings_scene import SettingsScene
from tests.scene_driver import frames, make_app

FIGARO_ONLY = {"large_symbols", "patterned_backs", "open_information", "card_size"}
GENERAL = {"language", "volume", "muted", "speed", "fullscreen"}


def settings_over(game):
    app = make_app()
    app.push(GameChooserScene(app))
    if game:
        app.push(StartScene(app, game=game))
    app.push(SettingsScene(app))
    frames(app, 1)
    return app.top


def test_from_the_chooser_every_setting_shows():
    scene = settings_over(None)
    assert {row.name for row in scene.rows} == GENERAL | FIGARO_ONLY
    assert scene.title() == "Settings"


def test_figaro_shows_its_card_options():
    scene = settings_over("figaro")
    assert {row.name for row in scene.rows} == GENERAL | FIGARO_ONLY
    assert scene.title() == "Settings \u2013 Figaro"


@pytest.mark.parametrize("game", ["nottingham", "kings"])
def test_the_other_games_show_only_what_they_honour(game):
    from scenes.games import game_scenes
    scene = settings_over(game)
    assert {row.name for row in scene.rows} == GENERAL | set(game_scenes(game).settings)
    assert not FIGARO_ONLY - set(game_scenes(game).settings) & {row.name for row in scene.rows}
    for _ in range(len(scene.rows) + 1):          # every row reachable by keys, none beyond
        scene.selected = (scene.selected + 1) % len(scene.rows)
    assert scene.row_at((200, 130 + len(scene.rows) * 48 + 10)) is None
