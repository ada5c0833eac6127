"""Nottingham's catalog (locale/<lang>/LC_MESSAGES/nottingham.po): every string its
scenes show is translated, keeps its placeholders, and the .mo files are current."""

import importlib.util
import os
import string

import pytest
from babel.messages.pofile import read_po

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_spec = importlib.util.spec_from_file_location("nottingham_locale", os.path.join(ROOT, "locale", "game_catalog.py"))
nottingham_locale = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(nottingham_locale)


def fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def extracted():
    return {message.id for message in nottingham_locale.extract_template("nottingham") if message.id}


def load(language):
    with open(nottingham_locale.po_path("nottingham", language), "rb") as stream:
        return read_po(stream, locale=language)


def test_the_scenes_strings_are_found(extracted):
    assert "Winner: {name}" in extracted and "The Sheriff's track" in extracted
    assert "{name} springs an ambush ({card}): takes a cashed card and gives {victim} a gold." in extracted


@pytest.mark.parametrize("language", nottingham_locale.LANGUAGES)
def test_every_string_is_translated_with_its_placeholders(language, extracted):
    catalog = load(language)
    for msgid in extracted:
        singular = msgid[0] if isinstance(msgid, tuple) else msgid
        message = catalog.get(singular)
        assert message is not None and message.string and not message.fuzzy, (language, msgid)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(forms), (language, msgid)                # every plural form (ngettext)
        for form in forms:
            assert fields(form) == fields(singular), (language, msgid)


@pytest.mark.parametrize("language,one,four", [
    ("en", "1 pearl", "4 chests"), ("it", "1 perla", "4 forzieri"),
    ("fr", "1 perle", "4 coffres"), ("nl", "1 parel", "4 kisten")])
def test_plurals_follow_the_count_in_every_language(language, one, four):
    from app.i18n import set_language
    from scenes.nottingham.words import counted
    try:
        set_language(language)
        assert counted("pearls", 1) == one and counted("chest", 4) == four
    finally:
        set_language("en")


@pytest.mark.parametrize("language", nottingham_locale.LANGUAGES)
def test_every_mo_is_up_to_date(language):
    po = nottingham_locale.po_path("nottingham", language)
    with open(po[:-3] + ".mo", "rb") as stream:
        assert stream.read() == nottingham_locale.compiled(po), "run python locale/game_catalog.py nottingham"


def test_the_table_speaks_the_chosen_language():
    from app.i18n import set_language
    from scenes.nottingham.words import action_name, object_name, task_name, tr
    try:
        set_language("it")
        # the rulebook's words: Forziere, incarico, mazzo delle vincite
        assert object_name("chest") == "forziere" and action_name("ambush") == "imboscata"
        assert task_name("five") and tr("Tasks (first / second)") == "Incarichi (primo / secondo)" and tr("Victory pile") == "Mazzo delle vincite"
        set_language("fr")
        assert task_name("four-pairs") == "Quatre paires"
        set_language("nl")
        assert object_name(0) == "koper"
    finally:
        set_language("en")
    assert object_name("chest") == "chest"


def test_a_table_in_french_draws_a_whole_game():
    from app.i18n import set_language
    from scenes.nottingham import NottinghamTable
    from tests.scene_driver import frames, make_app
    try:
        set_language("fr")
        app = make_app()
        table = NottinghamTable(app, [None, "easy", "easy"], seed=6)
        app.push(table)
        frames(app, 3)
        assert "Joueur 1" in table.status() or "Ordinateur" in table.status()
    finally:
        set_language("en")


def test_log_counts_the_objects_left_and_names_the_favour_threshold():
    from app.i18n import set_language
    from scenes.nottingham.story import describe
    from game.nottingham.data import TRACK
    try:
        set_language("en")
        lines = describe([("failed", 0, "chest"), ("sheriff", 2)], ["Ann", "Ben", "Cleo"])
        assert "fewer than 3 chests are left" in lines[0]
        assert f"a favour for each hand of {TRACK[2]} cards or fewer" in lines[1]
        for language in ("it", "fr", "nl"):
            set_language(language)
            lines = describe([("failed", 0, "chest"), ("sheriff", 2)], ["Ann", "Ben", "Cleo"])
            assert "3 {" not in lines[0] and " 3 " in lines[0], lines
    finally:
        set_language("en")
