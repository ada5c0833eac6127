"""Figaro's own words in the player's language: cards and colours.

Each rulebook has its own names (giullare / jongleur / nar for the jester,
girotondo / ronde / rondedans for the ronde); the catalogs carry them. Card
names are whole templates ("blue {value}") so every language can put the
value where it belongs.
"""

from app.i18n import N_, _
from game.figaro.cards import COLOUR, RONDE, VALUE

COLOUR_NAMES = {
    "red": N_("red"), "blue": N_("blue"), "green": N_("green"),
    "purple": N_("purple"), "orange": N_("orange"),
}
CARD_TEMPLATES = {
    "red": N_("red {value}"), "blue": N_("blue {value}"), "green": N_("green {value}"),
    "purple": N_("purple {value}"), "orange": N_("orange {value}"),
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
