"""Writes ``cards.json``: the project's card list for Kings & Creatures (RULES.md K2).

**Decision:** the printed card list is not public. This script makes one with
the counts of the rulebook (K1) and the player-count marks that make the
stacks of K6 come out exactly (K2); printed values can replace the file.

Each type's cards are spread evenly over the numbers 7–110 (a stratified
shuffle), so that no type is only early or only late in the order of play,
and each type's marks are spread over its cards in proportion. What the
rulebook does print is then pinned (``PRINTED``, ``PRINTED_IN_PLAY``): its
example game is a 3-player game in which card 8 is a treasure and card 76 a
hero, and cards 8, 15, 16, 19, 23, 24, 33, 62 and 76 are all on the table.
The facts pinned elsewhere in the lists: treasures worth 3, 4 and 6 and a red
king with 3 crowns on a side used with 3 players, legends worth 3 and 5.

    python -m game.kings.make_cards        # rewrites game/kings/cards.json
"""

import json
import os
import random

SPECIES = ("centaurs", "minotaurs", "griffins", "chimeras", "dragons", "unicorns")
KING_COLOURS = ("red", "yellow", "green", "purple", "blue")

# marks per type: (unmarked, 3+, 4+, 5+, 6+); the columns add up to 32, 12, 17, 12, 12
MARKS = {
    "treasure": (9, 3, 5, 3, 3),
    "hero": (8, 3, 4, 3, 3),
    "king": (6, 2, 3, 3, 2),
    "creature": (9, 4, 5, 3, 4),
}

TREASURE_POINTS = [2] * 2 + [3] * 4 + [4] * 5 + [5] * 5 + [6] * 4 + [7] * 2 + [8]
HERO_COUNTS = [1] * 10 + [2] * 8 + [3] * 3
CREATURE_SPECIES = [SPECIES[0]] * 5 + [s for s in SPECIES[1:] for _ in range(4)]
KINGS = [  # (colour, left crowns, right crowns)
    ("red", 2, 4), ("red", 4, 2), ("red", 3, 3), ("red", 3, 4),
    ("yellow", 4, 2), ("yellow", 2, 4), ("yellow", 3, 3), ("yellow", 4, 3),
    ("green", 3, 3), ("green", 2, 4), ("green", 4, 2), ("green", 3, 4),
    ("purple", 4, 4), ("purple", 3, 5),
    ("blue", 3, 4), ("blue", 4, 3),
]
LEGENDS = [  # (points, needs)
    (7, {"treasure": 3}), (7, {"hero": 3}), (7, {"creature": 3}), (6, {"king": 2}),
    (3, {"treasure": 1, "hero": 1}),
    (9, {"treasure": 1, "hero": 1, "creature": 1, "king": 1}),
    (5, {"treasure": 2, "hero": 1}), (8, {"treasure": 2, "creature": 2}),
    (8, {"hero": 2, "creature": 2}), (7, {"hero": 2, "king": 1}),
    (7, {"treasure": 2, "king": 1}), (7, {"creature": 2, "king": 1}),
    (10, {"treasure": 4}), (10, {"hero": 4}), (10, {"creature": 4}), (10, {"king": 3}),
    (13, {"treasure": 2, "hero": 2, "creature": 2}), (13, {"hero": 5}),
    (13, {"treasure": 3, "creature": 3}),
]

# What the rulebook prints about single cards (its example game, 3 players)
PRINTED = {8: "treasure", 76: "hero"}
PRINTED_IN_PLAY = {3: (8, 15, 16, 19, 23, 24, 33, 62, 76)}    # players: cards in play


def _in_play(card, players):
    return card["type"] not in ("castle", "legend") and card["mark"] <= players


def _pin_printed(cards):
    """Swap faces (numbers stay) until every card the rulebook names is what it says;
    each swap takes the nearest free card that fits, so the spread barely moves."""
    wanted = {n: [] for n in PRINTED}
    for numbers in PRINTED_IN_PLAY.values():
        for n in numbers:
            wanted.setdefault(n, [])
    for n in sorted(wanted):
        def fits(card, n=n):
            kind = PRINTED.get(n)
            ok = kind is None or card["type"] == kind
            return ok and all(_in_play(card, p) for p, ns in PRINTED_IN_PLAY.items() if n in ns)
        if not fits(cards[n - 1]):
            free = [m for m in range(7, len(cards) + 1) if m not in wanted and fits(cards[m - 1])]
            m = min(free, key=lambda m: (abs(m - n), m))
            cards[n - 1], cards[m - 1] = ({**cards[m - 1], "number": n}, {**cards[n - 1], "number": m})
    return cards


def _marks(kind, rng):
    counts = MARKS[kind]
    marks = [m for m, n in zip((0, 3, 4, 5, 6), counts) for _ in range(n)]
    rng.shuffle(marks)
    return marks


def make_cards(seed=2021):
    rng = random.Random(seed)
    faces = {
        "treasure": [{"type": "treasure", "points": p} for p in TREASURE_POINTS],
        "hero": [{"type": "hero", "heroes": h} for h in HERO_COUNTS],
        "creature": [{"type": "creature", "species": s} for s in CREATURE_SPECIES],
        "king": [{"type": "king", "colour": c, "left": left, "right": right} for c, left, right in KINGS],
    }
    for kind, cards in faces.items():
        for card, mark in zip(cards, _marks(kind, rng)):
            card["mark"] = mark
    faces["legend"] = [{"type": "legend", "points": p, "needs": needs, "mark": 0} for p, needs in LEGENDS]
    keyed = []
    for kind, cards in faces.items():
        rng.shuffle(cards)
        n = len(cards)
        keyed += [((i + rng.random()) / n, card) for i, card in enumerate(cards)]
    keyed.sort(key=lambda pair: pair[0])
    cards = [{"number": n, "type": "castle", "mark": 0} for n in range(1, 7)]
    for number, (_, card) in enumerate(keyed, start=7):
        cards.append({"number": number, **card})
    return _pin_printed(cards)


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cards.json")
    cards = make_cards()
    text = "[\n" + ",\n".join("  " + json.dumps(card) for card in cards) + "\n]\n"
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)


if __name__ == "__main__":
    main()
