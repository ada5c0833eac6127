"""The game's own words in the player's language: cards, colours, levels.

Each rulebook has its own names (giullare / jongleur / nar for the jester,
girotondo / ronde / rondedans for the ronde); the catalogs carry them. Card
names are whole templates ("blue {value}") so every language can put the
value where it belongs.
"""

from game.figaro.cards import COLOUR, RONDE, VALUE

from .i18n import N_, _

COLOUR_NAMES = {
    "red": N_("red"), "blue": N_("blue"), "green": N_("green"),
    "purple": N_("purple"), "orange": N_("orange"),
}
CARD_TEMPLATES = {
    "red": N_("red {value}"), "blue": N_("blue {value}"), "green": N_("green {value}"),
    "purple": N_("purple {value}"), "orange": N_("orange {value}"),
}
LEVEL_NAMES = {
    "random": N_("random"), "easy": N_("easy"), "medium": N_("medium"),
    "hard": N_("hard"), "omniscient": N_("all-seeing"),
}


def colour_name(colour):
    return _(COLOUR_NAMES[colour])


def card_name(card):
    """'blue 2', 'giullare da 1', 'rondedans'…"""
    if card == RONDE:
        return _("ronde")
    colour = COLOUR[card]
    if colour is None:
        return _("jester {value}").format(value=VALUE[card])
    return _(CARD_TEMPLATES[colour]).format(value=VALUE[card])


def level_name(level):
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


# Default names are kept in English in the record and translated when shown,
# so "You" reads "Tu", "Vous" or "Jij" and follows a change of language.
DEFAULT_YOU = "You"
DEFAULT_PLAYER = "Player {n}"


def default_player(n):
    """The default name of seat ``n`` (counted from 1), as the record keeps it."""
    return DEFAULT_PLAYER.format(n=n)


def player_name(name):
    """A seat's name as the player reads it: a default name translated."""
    if name == DEFAULT_YOU:
        return _("You")
    prefix = DEFAULT_PLAYER.split("{")[0]
    if name.startswith(prefix) and name[len(prefix):].isdigit():
        return _("Player {n}").format(n=name[len(prefix):])
    return name


def player_names(names):
    return [player_name(name) for name in names]
