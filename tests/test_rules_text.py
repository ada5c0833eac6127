"""The rules reference of every game exists in every language with the same shape."""

import os
import re

import pytest

from app.i18n import LANGUAGES
from app.rules_text import RULES_GAMES, load_rules, rules_path
from game import load_game


def shape(rules):
    return [(bool(s.title), len(s.paragraphs), len(s.steps), len(s.bullets)) for s in rules.sections]


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_has_the_same_rules(code):
    english, rules = load_rules("en", game="figaro"), load_rules(code, game="figaro")
    assert rules.title == "Figaro"
    assert shape(rules) == shape(english)
    assert len(rules.sections[1].steps) == 5           # the first-game "how a turn works"


@pytest.mark.parametrize("code, words", [
    ("it", ["giullar", "girotondo", "manche", "Re"]), ("fr", ["jongleur", "ronde", "manche", "Roi"]),
    ("nl", ["nar", "rondedans", "ronde", "koning"]), ("en", ["jester", "ronde", "round", "King"]),
])
def test_each_language_uses_its_rulebook_words(code, words):
    text = " ".join(" ".join([s.title] + s.paragraphs + s.steps + s.bullets)
                    for s in load_rules(code, game="figaro").sections)
    for word in words:
        assert word in text


# ---------------------------------------------------------------- every game

def every_text(rules):
    return " ".join(" ".join([rules.title] + [s.title] + s.paragraphs + s.steps + s.bullets)
                    for s in rules.sections)


@pytest.mark.parametrize("game", RULES_GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_every_game_has_its_rules_in_every_language_with_the_same_sections(game, code):
    assert os.path.isfile(rules_path(code, game))
    english, rules = load_rules("en", game=game), load_rules(code, game=game)
    assert rules.title == load_game(game).title
    assert len(rules.sections) == len(english.sections) > 5
    assert shape(rules) == shape(english)
    assert all(section.title for section in rules.sections[1:])
    assert rules.sections[1].steps                      # "how a turn works", numbered


@pytest.mark.parametrize("game", RULES_GAMES)
@pytest.mark.parametrize("code", LANGUAGES)
def test_the_player_text_names_no_rule_ids(game, code):
    assert not re.search(r"\b[RNK]\d{1,2}\b", every_text(load_rules(code, game=game)))


@pytest.mark.parametrize("code", LANGUAGES)
def test_nottinghams_rules_give_the_values_the_engine_plays(code):
    from game.nottingham.data import TASK_VALUES, TRACK
    text = every_text(load_rules(code, game="nottingham"))
    assert ", ".join(map(str, TRACK[1:])) in text       # the Sheriff's track, after Nottingham
    assert f"({TRACK[0]})" in text                      # Nottingham's own number
    for one, two in TASK_VALUES.values():
        assert re.search(rf"\b{one}\b", text) and re.search(rf"\b{two}\b", text)
    for value in range(7, 14):                          # the seven objects' values
        assert re.search(rf"\b{value}\b", text)


@pytest.mark.parametrize("code", LANGUAGES)
def test_kings_rules_give_the_stacks_and_the_cards(code):
    text = every_text(load_rules(code, game="kings"))
    for number in (110, 6, 23, 21, 19, 16, 25, 7, 10, 14, 17, 20):
        assert re.search(rf"\b{number}\b", text)


def test_a_game_without_rules_is_refused():
    with pytest.raises(ValueError):
        load_rules("en", game="chess")


@pytest.mark.parametrize("code, words", [
    ("it", ["Sceriffo", "Trafugare", "Imboscata", "Rapinare", "Forziere", "incaric", "favore"]),
    ("fr", ["shérif", "embuscade", "coffre"]),
    ("nl", ["sheriff", "hinderlaag", "kist"]),
])
def test_nottinghams_rules_use_the_games_words(code, words):
    text = every_text(load_rules(code, game="nottingham"))
    for word in words:
        assert word in text


@pytest.mark.parametrize("code, words", [
    ("it", ["mazzett", "giro", "castell", "creature favolose", "grifoni", "corone", "leggend"]),
    ("fr", ["château", "manche", "griffons", "couronnes", "légende"]),
    ("nl", ["kasteel", "ronde", "griffioenen", "kronen", "legende"]),
])
def test_kings_rules_use_the_games_words(code, words):
    text = every_text(load_rules(code, game="kings"))
    for word in words:
        assert word in text
