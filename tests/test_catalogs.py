"""The translations: every string the code shows is translated in every
language, keeps its placeholders, and the committed .mo files are current."""

import importlib.util
import os
import re
import string

import pytest
from babel.messages.pofile import read_po

from app.i18n import LANGUAGES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def script(name):
    """A module of locale/ by path (the folder is no package: it must not hide
    the standard library's ``locale``)."""
    spec = importlib.util.spec_from_file_location(f"figaro_locale_{name}",
                                                  os.path.join(ROOT, "locale", f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


catalogs = script("compile")
extraction = script("update")

TRANSLATED = [language for language in LANGUAGES if language != "en"]


@pytest.fixture(scope="module")
def extracted():
    """Every msgid the code marks today, freshly extracted."""
    return {message.id for message in extraction.extract_template() if message.id}


@pytest.fixture(scope="module")
def in_context():
    """The (context, msgid) of every string marked with a context (pgettext)."""
    return {(message.context, message.id) for message in extraction.extract_template() if message.context}


def load(language):
    with open(extraction.po_path(language), "rb") as stream:
        return read_po(stream, locale=language)


def fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_extraction_finds_the_app_strings(extracted):
    assert "red {value}" in extracted
    assert ("{player} takes {n} card", "{player} takes {n} cards") in extracted


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_language_misses_a_string(language, extracted):
    catalog = load(language)
    missing = []
    for msgid in sorted(extracted, key=str):
        message = catalog.get(msgid)
        forms = () if message is None else (
            message.string if isinstance(message.string, tuple) else (message.string,))
        if message is None or message.fuzzy or not forms or not all(forms):
            missing.append(msgid)
    assert not missing, f"{language}: untranslated {missing[:5]}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_language_misses_a_word_in_context(language, in_context):
    catalog = load(language)
    assert len(in_context) >= 15                    # Figaro's colours, in three forms each
    missing = [(context, msgid) for context, msgid in sorted(in_context)
               if not (catalog.get(msgid, context=context) and catalog.get(msgid, context=context).string)]
    assert not missing, f"{language}: untranslated {missing[:5]}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_translations_keep_their_placeholders(language):
    for message in load(language):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        wanted = set().union(*(fields(i) for i in ids))
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            assert fields(form) <= wanted and fields(form) >= fields(ids[0]) - {"n"}, (
                language, message.id, form)


@pytest.mark.parametrize("po_path, mo_path", catalogs.catalog_paths())
def test_every_mo_is_up_to_date_with_its_po(po_path, mo_path):
    with open(mo_path, "rb") as stream:
        assert stream.read() == catalogs.compiled(po_path), "run python locale/compile.py"


def test_every_translated_language_has_a_catalog():
    assert sorted(os.path.dirname(os.path.dirname(po))[-2:]
                  for po, _ in catalogs.catalog_paths()) == sorted(TRANSLATED)


def test_the_game_words_come_from_each_rulebook():
    from app.i18n import set_language
    from scenes.figaro.words import card_name
    expected = {"it": ("giullare", "girotondo"), "fr": ("jongleur", "ronde"),
                "nl": ("nar", "rondedans"), "en": ("jester", "ronde")}
    try:
        for language, (jester, ronde) in expected.items():
            set_language(language)
            assert re.search(jester, card_name("jester1")) and card_name("ronde") == ronde
    finally:
        set_language("en")
