"""Nottingham's table scene, headless: a whole game by mouse, hot-seat safety,
and its catalog of words in every language."""

import io
import os
import string

import pytest

pygame = pytest.importorskip("pygame")

from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from scenes.nottingham import NottinghamTable  # noqa: E402
from scenes.pass_screen import PassScene  # noqa: E402
from tests.scene_driver import click, frames, make_app  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LANGUAGES = ("it", "fr", "nl")


def test_a_whole_game_by_mouse_against_computers():
    app = make_app()
    table = NottinghamTable(app, [("Ann", None), ("Ben", "random"), ("Cleo", "medium"),
                                  ("Dan", "random")], seed=4, computer_pause=0)
    app.push(table)
    for _ in range(6000):
        if table.state.finished:
            break
        frames(app, 1)
        if table.state.turn == 0:
            assert table.showing_hand and table.buttons
            moves = [b for b in table.buttons if b.label != "More moves…"]
            click(app, moves[-1].rect.center)
    assert table.state.finished
    frames(app, 2)
    assert table.log[-1] == "The game is over"


def test_hot_seat_a_hand_shows_only_to_its_owner_after_the_pass_screen():
    app = make_app()
    table = NottinghamTable(app, [("Ann", None), ("Ben", None), ("Cleo", "random")], seed=2, computer_pause=0)
    app.push(table)
    passes = 0
    for _ in range(3000):
        frames(app, 1)
        if isinstance(app.top, PassScene):
            passes += 1
            assert not table.showing_hand
            app.pop()
            continue
        turn = table.state.turn
        if table.showing_hand:
            assert turn == table.viewer and turn in (0, 1)
        if turn == 2:
            assert not table.showing_hand
        if turn in (0, 1) and table.buttons:
            click(app, table.buttons[0].rect.center)
        if passes > 6:
            break
    assert passes > 6


def extracted():
    ids = set()
    for _, _, message, _, _ in extract_from_dir(os.path.join(ROOT, "scenes", "nottingham"),
                                                method_map=[("**.py", "python")], keywords={"tr": None}):
        ids.add(message)
    return ids


def fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_of_the_table_is_translated_and_compiled(language):
    po = os.path.join(ROOT, "locale", language, "LC_MESSAGES", "nottingham.po")
    with open(po, "rb") as stream:
        catalog = read_po(stream, locale=language)
    for msgid in extracted():
        message = catalog.get(msgid)
        assert message is not None and message.string and not message.fuzzy, (language, msgid)
        assert fields(message.string) == fields(msgid), (language, msgid)
    out = io.BytesIO()
    with open(po, "rb") as stream:
        write_mo(out, read_po(stream), use_fuzzy=False)
    with open(po[:-3] + ".mo", "rb") as stream:
        assert stream.read() == out.getvalue(), "the .mo is out of date with its .po"


def test_the_table_speaks_the_chosen_language():
    from app.i18n import set_language
    from scenes.nottingham.words import object_name
    try:
        set_language("it")
        assert object_name("copper") == "moneta di rame"
    finally:
        set_language("en")
