"""Setup: the seat kinds are clear (one "You", named "Person"s, computers), the
table uses the names setup showed, and a name is edited like any text field."""

import pygame
import pytest

from scenes.menu import NewGameScene
from scenes.seats import COMPUTER, PERSON, YOU

from .scene_driver import down, frames, make_app, up


def setup_for(game="figaro"):
    app = make_app()
    app.open("start", game=game)
    app.top.new_game()
    frames(app, 1)
    assert isinstance(app.top, NewGameScene)
    return app, app.top


def key(app, code, mod=0):
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="")])


def type_text(app, text):
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text=letter) for letter in text])


def click_name(app, setup, seat, index):
    """A click on seat ``seat``'s name field just before character ``index``."""
    from sprites.text import font
    rect = setup.row(seat)[0]
    shown = setup.field.value if setup.editing == seat else setup.texts_shown()[seat]
    x = rect.left + 14 + font(24, True).size(shown[:index])[0]
    frames(app, 1, [down((x, rect.centery)), up((x, rect.centery))])


def shown_kinds(setup):
    return [setup.seats[i].describe() for i in range(setup.players)]


def test_a_click_places_the_caret_and_ctrl_a_lets_a_name_be_typed_over():
    app, setup = setup_for()
    click_name(app, setup, 0, 2)                    # between "Yo" and "u"
    type_text(app, "x")
    assert setup.field.value == "Yoxu"
    key(app, pygame.K_a, pygame.KMOD_LCTRL)
    type_text(app, "Marco")
    key(app, pygame.K_RETURN)
    assert setup.editing is None and setup.table_seats()[0].name == "Marco"


def test_home_end_backspace_delete_and_a_click_elsewhere_keep_the_name():
    app, setup = setup_for()
    click_name(app, setup, 1, 0)
    key(app, pygame.K_END)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_HOME)
    key(app, pygame.K_DELETE)
    assert setup.field.value == "osin"
    frames(app, 1, [down((40, 40)), up((40, 40))])  # a click outside ends the typing
    assert setup.editing is None and setup.table_seats()[1].name == "osin"


def test_f2_selects_the_whole_name():
    app, setup = setup_for()
    key(app, pygame.K_F2)
    type_text(app, "Ada")
    key(app, pygame.K_TAB)
    assert setup.table_seats()[0].name == "Ada"


def test_two_people_read_you_and_person_each_with_a_name():
    app, setup = setup_for()
    while setup.seats[1].kind != PERSON:
        setup.cycle_kind(1)
    assert shown_kinds(setup)[:2] == ["You", "Person"]
    assert [seat.kind for seat in setup.seats[:setup.players]].count(YOU) == 1
    assert setup.texts_shown()[:2] == ["Player 1", "Player 2"]
    assert [s.name for s in setup.table_seats()][:2] == ["Player 1", "Player 2"]


def test_clicking_through_every_kind_never_shows_two_yous():
    app, setup = setup_for()
    for seat in range(setup.players):
        for _ in range(7):
            click_kind = setup.row(seat)[1].center
            frames(app, 1, [down(click_kind), up(click_kind)])
            kinds = [s.kind for s in setup.seats[:setup.players]]
            people = [k for k in kinds if k != COMPUTER]
            assert kinds.count(YOU) == (1 if people else 0), kinds
            assert "You" not in [n for s, n in zip(setup.seats, setup.texts_shown()) if s.kind == PERSON]


@pytest.mark.parametrize("game", ["figaro", "nottingham", "kings"])
def test_the_table_uses_the_names_setup_showed(game):
    from app.words import player_name
    app, setup = setup_for(game)
    shown = setup.texts_shown()[:setup.players]
    setup.start()
    table = app.top
    assert [player_name(name) for name in table.state.names] == shown
