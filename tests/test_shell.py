"""The shell: the game chooser, each game's start scene and setup, with real events."""

import pygame

from game import available_games, load_game
from scenes.chooser import GameChooserScene
from scenes.games import playable_games
from scenes.menu import NewGameScene, StartScene

from .scene_driver import click, frames, make_app


def key(app, code):
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])


def chooser_app():
    app = make_app()
    app.push(GameChooserScene(app))
    frames(app, 2)
    return app


def test_the_chooser_offers_every_game_with_rules_and_a_table():
    app = chooser_app()
    names = [game.name for game in app.top.games]
    assert names == playable_games() and names[0] == "figaro"
    assert set(names) <= set(available_games())
    assert "kings" in names


def test_a_tile_opens_that_games_start_and_escape_comes_back():
    app = chooser_app()
    for index, game in enumerate(app.top.games):
        click(app, app.top.tiles[index].rect.center)
        assert isinstance(app.top, StartScene) and app.top.game == game.name
        labels = [b.label for b in app.top.buttons]
        assert "Choose another game" in labels
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, GameChooserScene)


def test_the_setup_follows_the_games_player_counts_and_levels():
    app = chooser_app()
    kings = [g.name for g in app.top.games].index("kings")
    click(app, app.top.tiles[kings].rect.center)
    start = app.top
    click(app, start.buttons[[b.label for b in start.buttons].index("New game")].rect.center)
    setup = app.top
    assert isinstance(setup, NewGameScene) and setup.game == "kings"
    info = load_game("kings")
    assert list(setup.counts) == list(range(info.min_players, info.max_players + 1))
    click(app, setup.count_rect(2).center)
    assert setup.players == 2
    levels = set()
    for _ in range(8):
        setup.cycle_kind(1)
        levels.add(setup.seats[1].level)
    assert levels <= set(info.table_levels)


def test_starting_a_kings_game_opens_its_table_and_back_returns_to_its_start():
    from scenes.kings.table import KingsTable
    app = chooser_app()
    kings = [g.name for g in app.top.games].index("kings")
    click(app, app.top.tiles[kings].rect.center)
    click(app, app.top.buttons[[b.label for b in app.top.buttons].index("New game")].rect.center)
    app.top.start()
    assert isinstance(app.top, KingsTable)
    assert isinstance(app.scenes[-2], StartScene) and app.scenes[-2].game == "kings"


def test_figaro_starts_as_before_from_the_chooser():
    from scenes.figaro.table import TableScene
    app = chooser_app()
    click(app, app.top.tiles[0].rect.center)
    click(app, app.top.buttons[[b.label for b in app.top.buttons].index("New game")].rect.center)
    assert app.top.game == "figaro" and list(app.top.counts) == [3, 4, 5, 6]
    app.top.start()
    assert any(isinstance(scene, TableScene) for scene in app.scenes)


def test_nottingham_names_the_person_as_a_player_not_you():
    from scenes.nottingham.table import NottinghamTable
    app = chooser_app()
    names = [g.name for g in app.top.games]
    click(app, app.top.tiles[names.index("nottingham")].rect.center)
    click(app, app.top.buttons[[b.label for b in app.top.buttons].index("New game")].rect.center)
    app.top.start()
    table = app.top
    assert isinstance(table, NottinghamTable)
    assert table.state.names[0] == "Player 1" and "You" not in table.state.names


def test_f1_opens_figaros_rules_only_over_figaros_scenes():
    from scenes.rules_scene import RulesScene
    app = chooser_app()
    names = [g.name for g in app.top.games]
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene)
    key(app, pygame.K_F1)
    click(app, app.top.tiles[names.index("kings")].rect.center)
    click(app, app.top.buttons[[b.label for b in app.top.buttons].index("New game")].rect.center)
    app.top.start()
    table = app.top
    key(app, pygame.K_F1)
    assert app.top is table
