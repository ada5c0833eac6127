"""The name field edits like any text field: a click places the caret, Ctrl+A
selects all, typing replaces the selection, Home/End, Backspace/Delete."""

import pygame
import pytest

from scenes.text_field import TextField

RECT = pygame.Rect(200, 180, 330, 52)


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def typed(text):
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def click_at(field, index):
    """A left click on the text between characters ``index`` - 1 and ``index``."""
    x = field.text_left(RECT) + field.width_of(field.value[:index])
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, RECT.centery), button=1)


def test_a_click_places_the_caret_where_it_lands():
    field = TextField("Marco")
    assert field.handle_event(click_at(field, 2), RECT)
    assert field.caret == 2
    field.handle_event(typed("x"), RECT)
    assert field.value == "Maxrco"


def test_ctrl_a_selects_all_and_typing_replaces_it():
    field = TextField("You")
    field.handle_event(click_at(field, 3), RECT)
    field.handle_event(key(pygame.K_a, pygame.KMOD_LCTRL))
    assert field.selection == (0, 3)
    for letter in "Marco":
        field.handle_event(typed(letter))
    assert field.value == "Marco"                   # never "YouMarco" or "YoMarco"


def test_home_end_backspace_and_delete():
    field = TextField("Anna")
    field.handle_event(key(pygame.K_HOME))
    field.handle_event(key(pygame.K_DELETE))
    assert (field.value, field.caret) == ("nna", 0)
    field.handle_event(key(pygame.K_END))
    field.handle_event(key(pygame.K_BACKSPACE))
    assert (field.value, field.caret) == ("nn", 2)
    field.handle_event(key(pygame.K_LEFT))
    field.handle_event(typed("i"))
    assert field.value == "nin"


def test_shift_selects_and_backspace_erases_the_selection():
    field = TextField("Giovanni")
    field.handle_event(key(pygame.K_HOME))
    for _ in range(3):
        field.handle_event(key(pygame.K_RIGHT, pygame.KMOD_LSHIFT))
    assert field.selection == (0, 3)
    field.handle_event(key(pygame.K_BACKSPACE))
    assert field.value == "vanni"


def test_the_length_limit_holds_when_typing_over_a_selection():
    field = TextField("abcdefghijklmnop", limit=16)
    field.handle_event(typed("q"))
    assert field.value == "abcdefghijklmnop"
    field.handle_event(key(pygame.K_a, pygame.KMOD_CTRL))
    field.handle_event(typed("Zoe"))
    assert field.value == "Zoe"


@pytest.mark.parametrize("end", [pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE])
def test_enter_tab_or_esc_end_the_editing(end):
    assert TextField("Anna").handle_event(key(end)) == "done"


def test_a_click_outside_is_not_the_fields():
    field = TextField("Anna")
    outside = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)
    assert field.handle_event(outside, RECT) is False and field.caret == 4
