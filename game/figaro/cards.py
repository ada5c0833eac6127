"""The cards of Figaro (RULES.md R1, R5) and their notation.

A card is named by a short string: ``red1`` … ``orange3``, ``jester1``,
``jester2``, ``ronde``. Names are not unique (there are three ``red1``), so a
hand is a list of names, not a set.
"""

COLOURS = ("red", "blue", "green", "purple", "orange")
JESTERS = ("jester1", "jester2")
RONDE = "ronde"

# How many copies of each value a colour has (R1): 3 of value 1, 6 of 2, 1 of 3.
COLOUR_COPIES = {1: 3, 2: 6, 3: 1}
JESTER_COPIES = {"jester1": 3, "jester2": 2}
RONDE_COPIES = 5

# Every distinct card name, in the canonical order used for sorting and for the
# stable order of legal moves.
CARD_NAMES = tuple(f"{c}{v}" for c in COLOURS for v in (1, 2, 3)) + JESTERS + (RONDE,)
CARD_INDEX = {name: i for i, name in enumerate(CARD_NAMES)}

VALUE = {name: int(name[-1]) for name in CARD_NAMES if name != RONDE}
VALUE[RONDE] = 0

# The colour of a card, or None for jesters and rondes (they have none of their own).
COLOUR = {name: None for name in CARD_NAMES}
for _c in COLOURS:
    for _v in (1, 2, 3):
        COLOUR[f"{_c}{_v}"] = _c


def is_card(name):
    return isinstance(name, str) and name in CARD_INDEX


def sort_cards(cards):
    """The cards in canonical order (colours, then values, jesters, rondes)."""
    return sorted(cards, key=CARD_INDEX.__getitem__)


def full_deck():
    """The 60 cards of R1, in canonical order."""
    deck = []
    for colour in COLOURS:
        for value, copies in COLOUR_COPIES.items():
            deck += [f"{colour}{value}"] * copies
    for jester, copies in JESTER_COPIES.items():
        deck += [jester] * copies
    deck += [RONDE] * RONDE_COPIES
    return deck


def three_player_removals(colour):
    """The 15 cards set aside for a three-player game (R5)."""
    removed = []
    for value, copies in COLOUR_COPIES.items():
        removed += [f"{colour}{value}"] * copies
    return removed + ["jester1", "jester2"] + [RONDE] * 3


def pile_colour(pile):
    """The colour a pile shows, or None while it holds only jesters and rondes (R11)."""
    for card in pile:
        colour = COLOUR[card]
        if colour is not None:
            return colour
    return None


def pile_value(pile):
    return sum(VALUE[card] for card in pile)
