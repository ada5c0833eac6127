"""Kings & Creatures' catalog (locale/<lang>/LC_MESSAGES/kings.po): every string
its scenes show is translated, keeps its placeholders, and the .mo files are current."""

import importlib.util
import os
import string

import pytest
from babel.messages.pofile import read_po

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_spec = importlib.util.spec_from_file_location("kings_locale", os.path.join(ROOT, "locale", "game_catalog.py"))
kings_locale = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(kings_locale)


def fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def extracted():
    return {message.id for message in kings_locale.extract_template("kings") if message.id}


def load(language):
    with open(kings_locale.po_path("kings", language), "rb") as stream:
        return read_po(stream, locale=language)


def test_the_scenes_strings_are_found(extracted):
    assert "Winner: {name}" in extracted and "Heroes' honour" in extracted


@pytest.mark.parametrize("language", kings_locale.LANGUAGES)
def test_every_string_is_translated_with_its_placeholders(language, extracted):
    catalog = load(language)
    for msgid in extracted:
        message = catalog.get(msgid[0] if isinstance(msgid, tuple) else msgid)
        assert message is not None and message.string and not message.fuzzy, (language, msgid)
        if isinstance(msgid, tuple):                        # a count: every plural form filled
            assert all(message.string) and len(message.string) == 2, (language, msgid)
            assert all(fields(form) == fields(msgid[1]) for form in message.string), (language, msgid)
        else:
            assert fields(message.string) == fields(msgid), (language, msgid)


@pytest.mark.parametrize("language", kings_locale.LANGUAGES)
def test_every_mo_is_up_to_date(language):
    po = kings_locale.po_path("kings", language)
    with open(po[:-3] + ".mo", "rb") as stream:
        assert stream.read() == kings_locale.compiled(po), "run python locale/game_catalog.py kings"


def test_the_table_speaks_the_chosen_language():
    from app.i18n import set_language
    from scenes.kings.words import part_name, species_name
    try:
        set_language("it")
        assert part_name("creatures") == "Creature favolose" and species_name("griffins") == "grifoni"
        set_language("nl")
        assert part_name("total") == "Totaal"
    finally:
        set_language("en")
    assert part_name("total") == "Total"


def test_no_count_is_pasted_into_a_sentence(extracted):
    """A number of cards, heroes or honour comes whole from a plural form ("{n} honour"
    with its msgid_plural), never as "{n}" beside a noun in a sentence."""
    import re
    for msgid in extracted:
        if isinstance(msgid, tuple):
            continue
        assert not re.search(r"\{(n|k|total|after|before|left|right|crowns)\} (honour|cards?|heroes|hero|crowns?|treasures?|legends?|kings?|"
                             r"creatures?|species)\b", msgid), msgid


@pytest.mark.parametrize("language, one, many", [
    ("en", "1 honour", "13 honour"), ("it", "1 punto onore", "13 punti onore"),
    ("fr", "1 point d'honneur", "13 points d'honneur"), ("nl", "1 eer", "13 eer")])
def test_honour_and_cards_are_in_the_right_number_in_every_language(language, one, many):
    from app.i18n import set_language
    from game.kings.cards import POINTS, TYPE
    from scenes.kings.story import card_words
    from scenes.kings.words import count_cards, count_honour, trn
    try:
        set_language(language)
        assert (count_honour(1), count_honour(13)) == (one, many)
        for card in range(1, 111):
            if TYPE[card] in ("treasure", "legend"):
                assert count_honour(POINTS[card]) in card_words(card), (language, card)
        if language == "fr":
            assert (count_cards(0), count_cards(1), count_cards(2)) == ("0 carte", "1 carte", "2 cartes")
            assert trn("{n} of 3 cards this round", "{n} of 3 cards this round", 0).startswith("0 carte sur")
        if language == "en":
            assert (count_cards(1), count_cards(3)) == ("1 card", "3 cards")
    finally:
        set_language("en")


def test_the_rules_page_gives_the_legends_range_the_cards_hold():
    import os
    import re
    from game.kings.cards import LEGENDS, POINTS
    low, high = min(POINTS[c] for c in LEGENDS), max(POINTS[c] for c in LEGENDS)
    folder = os.path.join(os.path.dirname(__file__), "..", "..", "locale", "rules", "kings")
    for language in ("en", "it", "fr", "nl"):
        with open(os.path.join(folder, f"{language}.md"), encoding="utf-8") as stream:
            line = next(row for row in stream if re.match(r"- (A legend|Una leggenda|Une légende|Een legende)", row))
        assert re.search(rf"\b{low}\D{{1,5}}{high}\b", line), (language, line)
