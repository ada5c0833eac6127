"""The card list (RULES.md K1, K2): the counts of the rulebook and a file that is
checked when the game is imported."""

import copy
import json
import os
from collections import Counter

import pytest

from game.common.errors import FormatError
from game.kings import cards
from game.kings.make_cards import make_cards


def test_k1_card_counts_by_type():
    types = Counter(card["type"] for card in cards.CARDS)
    assert types == {"castle": 6, "treasure": 23, "hero": 21, "legend": 19, "king": 16, "creature": 25}
    assert [card["number"] for card in cards.CARDS] == list(range(1, 111))
    assert [n for n in range(1, 111) if cards.TYPE[n] == "castle"] == [1, 2, 3, 4, 5, 6]


def test_k1_colours_by_type():
    expected = {"hero": "red", "treasure": "yellow", "creature": "green", "legend": "purple",
                "king": "blue", "castle": None}
    for n in range(1, 111):
        assert cards.COLOUR[n] == expected[cards.TYPE[n]]


def test_k2_marks_make_the_stacks_come_out():
    marks = Counter(card["mark"] for card in cards.CARDS if card["type"] not in ("castle", "legend"))
    assert marks == {0: 32, 3: 12, 4: 17, 5: 12, 6: 12}
    for players, size in cards.STACK_SIZES.items():
        in_play = len(cards.marked_in_use(players)) + 3 * players
        assert in_play == 5 * size + 3


def test_k2_six_species_and_kings_of_every_colour():
    species = Counter(cards.SPECIES_OF[n] for n in range(1, 111) if cards.TYPE[n] == "creature")
    assert set(species) == set(cards.SPECIES) and sum(species.values()) == 25
    assert set(cards.KING_RULES.values()) == set(cards.COLOURS)


def test_k2_the_file_is_what_the_script_makes():
    path = os.path.join(os.path.dirname(cards.__file__), "cards.json")
    with open(path, encoding="utf-8") as source:
        assert json.load(source) == make_cards()


@pytest.mark.parametrize("damage,where", [
    (lambda d: d[10].update(points="many"), "cards.json[10].points"),
    (lambda d: d.pop(), "cards.json"),
    (lambda d: d[7].update(type="dragon"), "cards.json[7].type"),
    (lambda d: d[20].update(mark=2), "cards.json[20].mark"),
    (lambda d: d[0].update(mark=3), "cards.json[0].mark"),
    (lambda d: d[30].update(number=99), "cards.json[30].number"),
    (lambda d: d[40].update(colour="pink"), "cards.json[40]"),
])
def test_k2_a_broken_card_list_is_refused_naming_the_card(damage, where):
    data = copy.deepcopy(cards.CARDS)
    damage(data)
    with pytest.raises(FormatError) as error:
        cards.validate(data)
    assert str(error.value).startswith(where)
    assert "\n" not in str(error.value)
