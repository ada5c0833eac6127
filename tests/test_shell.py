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


def shown_title(rules_scene):
    """The title the rules scene lays out (its first line of text)."""
    return rules_scene.texts_to_fit()[1][0]


def start_table(app, game):
    names = [g.name for g in app.top.games]
    click(app, app.top.tiles[names.index(game)].rect.center)
    click(app, app.top.buttons[[b.label for b in app.top.buttons].index("New game")].rect.center)
    app.top.start()
    frames(app, 1)
    return app.top


def test_f1_over_the_chooser_opens_figaros_rules_and_f1_closes_them():
    from scenes.rules_scene import RulesScene
    app = chooser_app()
    chooser = app.top
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game == "figaro"
    assert shown_title(app.top) == "Figaro"
    key(app, pygame.K_F1)
    assert app.top is chooser


def test_f1_over_a_kings_table_opens_the_kings_rules_never_figaros():
    from scenes.kings.table import KingsTable
    from scenes.rules_scene import RulesScene
    app = chooser_app()
    table = start_table(app, "kings")
    assert isinstance(table, KingsTable)
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game == "kings"
    assert shown_title(app.top) == "Kings & Creatures"
    assert "Figaro" not in [text for text, *_ in app.top.texts_to_fit()]
    frames(app, 1)                                   # it draws
    key(app, pygame.K_F1)
    assert app.top is table


def test_f1_over_a_nottingham_table_opens_the_nottingham_rules():
    from scenes.nottingham.table import NottinghamTable
    from scenes.rules_scene import RulesScene
    app = chooser_app()
    table = start_table(app, "nottingham")
    assert isinstance(table, NottinghamTable)
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game == "nottingham"
    assert shown_title(app.top) == "Nottingham"
    frames(app, 1)
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_each_games_start_opens_that_games_rules():
    from scenes.rules_scene import RulesScene
    app = chooser_app()
    for index, game in enumerate(app.top.games):
        click(app, app.top.tiles[index].rect.center)
        start = app.top
        click(app, start.buttons[[b.label for b in start.buttons].index("Rules")].rect.center)
        assert isinstance(app.top, RulesScene) and app.top.game == game.name
        assert shown_title(app.top) == load_game(game.name).title
        key(app, pygame.K_ESCAPE)
        assert app.top is start
        key(app, pygame.K_ESCAPE)


def test_f1_over_a_shell_scene_opens_the_rules_of_the_game_beneath():
    from scenes.pass_screen import PassScene
    from scenes.rules_scene import RulesScene
    app = chooser_app()
    table = start_table(app, "nottingham")
    app.push(PassScene(app, "Ben"))                  # several people at one screen
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and shown_title(app.top) == "Nottingham"
    key(app, pygame.K_F1)
    assert isinstance(app.top, PassScene) and app.scenes[-2] is table
    app = chooser_app()
    names = [g.name for g in app.top.games]
    click(app, app.top.tiles[names.index("kings")].rect.center)
    click(app, app.top.buttons[[b.label for b in app.top.buttons].index("Settings")].rect.center)
    assert type(app.top).__name__ == "SettingsScene"
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and shown_title(app.top) == "Kings & Creatures"


# The chooser: the collection's name, a drawing a game, Esc asks, Statistics and F1 for the game in focus.

def test_the_chooser_is_headed_with_the_collections_name_and_draws_each_game():
    app = chooser_app()
    assert app.top.heading == "Card Parlour"
    assert pygame.display.get_caption()[0] == "Card Parlour"
    for drawing in app.top.emblems:
        assert drawing is not None
        visible = pygame.mask.from_surface(drawing).count()
        assert visible > drawing.get_width() * drawing.get_height() // 5     # a drawing, not a blank
    assert len({pygame.image.tobytes(d, "RGBA") for d in app.top.emblems}) == len(app.top.emblems)


def test_escape_on_the_chooser_asks_before_quitting():
    from scenes.confirm import ConfirmScene
    app = chooser_app()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and app.running
    key(app, pygame.K_ESCAPE)                        # no: back to the chooser
    assert isinstance(app.top, GameChooserScene) and app.running
    key(app, pygame.K_ESCAPE)
    app.top.yes.action()
    assert not app.running


def test_f1_on_the_chooser_opens_the_rules_of_the_game_in_focus():
    from scenes.rules_scene import RulesScene
    app = chooser_app()
    key(app, pygame.K_RIGHT)                         # the keyboard's focus on Nottingham
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game == "nottingham"
    key(app, pygame.K_F1)
    kings = app.top.tiles[[g.name for g in app.top.games].index("kings")]
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=kings.rect.center, rel=(4, 2), buttons=(0, 0, 0))])
    assert kings.focused                              # the pointer moves the focus too
    key(app, pygame.K_F1)
    assert app.top.game == "kings"


def test_the_chooser_reaches_each_games_statistics():
    from scenes.stats_scene import StatisticsScene
    app = chooser_app()
    for index, game in enumerate(app.top.games):
        chooser = app.top
        frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=chooser.tiles[index].rect.center,
                                           rel=(4, 2), buttons=(0, 0, 0))])
        click(app, chooser.stats_button.rect.center)
        assert isinstance(app.top, StatisticsScene) and app.top.statistics.game == game.name
        key(app, pygame.K_ESCAPE)
        assert app.top is chooser


# The in-game menu: another game, and Back from its New game returns to the table.

def figaro_table_menu():
    from scenes.figaro.table import TableScene
    app = chooser_app()
    click(app, app.top.tiles[0].rect.center)
    app.top.new_game()
    app.top.start()
    table = app.top
    assert isinstance(table, TableScene)
    table.open_menu()
    frames(app, 1)
    return app, table


def test_the_in_game_menu_offers_another_game():
    app, _table = figaro_table_menu()
    menu = app.top
    labels = [b.label for b in menu.buttons]
    assert isinstance(menu, StartScene) and menu.resume is not None and "Choose another game" in labels
    assert labels.index("Choose another game") == labels.index("Quit") - 1
    assert all(b.rect.bottom <= 720 for b in menu.buttons)
    click(app, menu.buttons[labels.index("Choose another game")].rect.center)
    assert [type(scene) for scene in app.scenes] == [GameChooserScene]


def test_back_from_the_in_game_new_game_returns_to_the_table():
    app, table = figaro_table_menu()
    menu = app.top
    click(app, menu.buttons[[b.label for b in menu.buttons].index("New game")].rect.center)
    assert isinstance(app.top, NewGameScene)
    click(app, app.top.buttons[0].rect.center)         # Back
    assert app.top is table
    table.open_menu()
    frames(app, 1)
    app.top.new_game()
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_back_from_a_games_new_game_returns_to_its_start():
    app = chooser_app()
    click(app, app.top.tiles[1].rect.center)
    start = app.top
    start.new_game()
    key(app, pygame.K_ESCAPE)
    assert app.top is start


def test_a_pointer_resting_where_the_window_opens_leaves_the_focus_on_the_first_game():
    app = chooser_app()
    nottingham = app.top.tiles[1]
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=nottingham.rect.center, rel=(0, 0),
                                       buttons=(0, 0, 0))])
    assert nottingham.hover and app.top.tiles[0].focused and app.top.game_in_focus == "figaro"
