"""No deal at one screen can be known in advance (app/chance.py): each new table
from the setup, and each next game at the same seats, deals from the
operating system's entropy."""

import pytest

from game import GAME_NAMES, load_game
from scenes.games import game_scenes
from scenes.menu import NewGameScene
from tests.scene_driver import make_app


def deal(table, game):
    position = load_game(game).dump_position(table.session.state)
    position.pop("seed", None)
    return position


def new_table(app, game):
    setup = NewGameScene(app, game=game)
    app.push(setup)
    setup.begin(setup.seats[:setup.players])
    return app.top


@pytest.mark.parametrize("game", GAME_NAMES)
def test_two_new_tables_and_the_next_game_deal_differently(game):
    app = make_app()
    first, second = new_table(app, game), new_table(app, game)
    assert first is not second
    assert deal(first, game) != deal(second, game)
    again = game_scenes(game).again(app, first)
    assert deal(again, game) != deal(first, game)
    assert again.session.state.seed not in (first.session.state.seed, first.session.state.seed + 1)
