"""The cards of Kings & Creatures (RULES.md K1, K2, K5), read from ``cards.json``.

The file is checked when this module is imported: a broken card list stops the
game with a ``FormatError`` naming the card (``cards.json[12].points``), never a
game played with wrong cards. The tables below are indexed by card number
(0 unused), so the rules look a card up without a dictionary.
"""

import os
from collections import Counter

from ..common.errors import FormatError
from ..common.jsonio import expect_int, expect_list, expect_object, parse_json, refuse_unknown_keys

TYPES = ("castle", "treasure", "hero", "creature", "king", "legend")
SCORED_TYPES = ("treasure", "hero", "creature", "king")          # what legends may require
SPECIES = ("centaurs", "minotaurs", "griffins", "chimeras", "dragons", "unicorns")
COLOURS = ("red", "yellow", "green", "purple", "blue")
COLOUR_OF_TYPE = {"hero": "red", "treasure": "yellow", "creature": "green",
                  "legend": "purple", "king": "blue", "castle": None}
TYPE_COUNTS = {"castle": 6, "treasure": 23, "hero": 21, "legend": 19, "king": 16, "creature": 25}
MARK_COUNTS = {0: 32, 3: 12, 4: 17, 5: 12, 6: 12}                  # K2: the non-castle, non-legend cards
CARD_COUNT = 110
MIN_PLAYERS, MAX_PLAYERS = 2, 6
STACK_SIZES = {2: 7, 3: 10, 4: 14, 5: 17, 6: 20}                  # K6
ROW_SIZES = {p: p + 3 for p in STACK_SIZES}                        # K7
LEFT_OVER = 3                                                      # K6
STACKS = 5

_FIELDS = {
    "castle": {},
    "treasure": {"points": (1, 20)},
    "hero": {"heroes": (1, 5)},
    "creature": {"species": SPECIES},
    "king": {"colour": COLOURS, "left": (0, 9), "right": (0, 9)},
    "legend": {"points": (1, 30), "needs": None},
}


def validate(data, where="cards.json"):
    """The card list as a list of dicts, checked against K1 and K2; FormatError otherwise."""
    expect_list(data, where, CARD_COUNT, max_length=CARD_COUNT)
    for i, card in enumerate(data):
        here = f"{where}[{i}]"
        expect_object(card, here)
        for key in ("number", "type", "mark"):
            if key not in card:
                raise FormatError(f"{here}.{key}", "missing")
        if card["number"] != i + 1 or isinstance(card["number"], bool):
            raise FormatError(f"{here}.number", f"expected {i + 1} (cards are listed by number)")
        kind = card["type"]
        if kind not in TYPES:
            raise FormatError(f"{here}.type", f"unknown type {kind!r} (one of {', '.join(TYPES)})")
        fields = _FIELDS[kind]
        refuse_unknown_keys(card, {"number", "type", "mark", *fields}, here)
        for key, allowed in fields.items():
            if key not in card:
                raise FormatError(f"{here}.{key}", f"a {kind} needs {key}")
            value = card[key]
            if isinstance(allowed, tuple) and isinstance(allowed[0], int):
                expect_int(value, f"{here}.{key}", *allowed)
            elif allowed is not None and value not in allowed:
                raise FormatError(f"{here}.{key}", f"{value!r} is not one of {', '.join(allowed)}")
        if kind == "legend":
            needs = expect_object(card["needs"], f"{here}.needs")
            if not needs:
                raise FormatError(f"{here}.needs", "a legend requires at least one card")
            for need, count in needs.items():
                if need not in SCORED_TYPES:
                    raise FormatError(f"{here}.needs", f"{need!r} is not one of {', '.join(SCORED_TYPES)}")
                expect_int(count, f"{here}.needs.{need}", 1, 10)
        mark = card["mark"]
        if mark not in MARK_COUNTS or isinstance(mark, bool):
            raise FormatError(f"{here}.mark", "expected 0 (unmarked) or 3, 4, 5, 6")
        if mark and kind in ("castle", "legend"):
            raise FormatError(f"{here}.mark", f"a {kind} carries no player-count mark (K2)")
        if kind == "castle" and i >= 6 or kind != "castle" and i < 6:
            raise FormatError(f"{here}.type", "the castles are cards 1-6 and only they (K2)")
    types = Counter(card["type"] for card in data)
    for kind, count in TYPE_COUNTS.items():
        if types[kind] != count:
            raise FormatError(where, f"{types[kind]} cards of type {kind}; K1 says {count}")
    marks = Counter(card["mark"] for card in data if card["type"] not in ("castle", "legend"))
    for mark, count in MARK_COUNTS.items():
        if marks[mark] != count:
            shown = f"{mark}+" if mark else "unmarked"
            raise FormatError(where, f"{marks[mark]} cards {shown}; K2 needs {count}")
    return data


def _load():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cards.json")
    with open(path, "rb") as source:
        return validate(parse_json(source.read(), "cards.json"))


CARDS = _load()
_N = CARD_COUNT + 1
TYPE = [None] * _N
COLOUR = [None] * _N
POINTS = [0] * _N          # treasures and legends
HEROES = [0] * _N
SPECIES_OF = [None] * _N
CROWNS = [(0, 0)] * _N     # kings: (left, right)
NEEDS = [()] * _N          # legends: ((type, count), ...)
MARK = [0] * _N
for _card in CARDS:
    _n = _card["number"]
    TYPE[_n] = _card["type"]
    COLOUR[_n] = COLOUR_OF_TYPE[_card["type"]]
    MARK[_n] = _card["mark"]
    POINTS[_n] = _card.get("points", 0)
    HEROES[_n] = _card.get("heroes", 0)
    SPECIES_OF[_n] = _card.get("species")
    if _card["type"] == "king":
        CROWNS[_n] = (_card["left"], _card["right"])
    NEEDS[_n] = tuple(sorted(_card.get("needs", {}).items()))
# K18: the colour each king rules (the king itself is blue, K1)
KING_RULES = {card["number"]: card["colour"] for card in CARDS if card["type"] == "king"}

LEGENDS = tuple(n for n in range(1, _N) if TYPE[n] == "legend")


def is_card(value):
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= CARD_COUNT


def castles(players):
    return list(range(1, players + 1))


def marked_in_use(players):
    """The cards of K5 for this player count (neither castles nor legends), by number."""
    return [n for n in range(1, _N) if TYPE[n] not in ("castle", "legend") and MARK[n] <= players]


def describe(number):
    """A short English description of a card, for logs and tests."""
    kind = TYPE[number]
    if kind == "treasure":
        return f"{number} treasure {POINTS[number]}"
    if kind == "hero":
        return f"{number} hero x{HEROES[number]}"
    if kind == "creature":
        return f"{number} {SPECIES_OF[number]}"
    if kind == "king":
        left, right = CROWNS[number]
        return f"{number} {KING_RULES[number]} king {left}/{right}"
    if kind == "legend":
        needs = " ".join(f"{count} {need}" for need, count in NEEDS[number])
        return f"{number} legend {POINTS[number]} ({needs})"
    return f"{number} castle"
