"""The rules reference exists in every language with the same shape."""

import pytest

from app.i18n import LANGUAGES
from app.rules_text import load_rules


def shape(rules):
    return [(bool(s.title), len(s.paragraphs), len(s.steps), len(s.bullets)) for s in rules.sections]


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_has_the_same_rules(code):
    english, rules = load_rules("en"), load_rules(code)
    assert rules.title == "Figaro"
    assert shape(rules) == shape(english)
    assert len(rules.sections[1].steps) == 5           # the first-game "how a turn works"


@pytest.mark.parametrize("code, words", [
    ("it", ["giullar", "girotondo", "manche", "Re"]), ("fr", ["jongleur", "ronde", "manche", "Roi"]),
    ("nl", ["nar", "rondedans", "ronde", "koning"]), ("en", ["jester", "ronde", "round", "King"]),
])
def test_each_language_uses_its_rulebook_words(code, words):
    text = " ".join(" ".join([s.title] + s.paragraphs + s.steps + s.bullets)
                    for s in load_rules(code).sections)
    for word in words:
        assert word in text
