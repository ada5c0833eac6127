"""Figaro's own words in the player's language: cards and colours.

Each rulebook has its own names (giullare / jongleur / nar for the jester,
girotondo / ronde / rondedans for the ronde); the catalogs carry them. Card
names are whole templates ("blue {value}") so every language can put the
value where it belongs.
"""

from app.i18n import N_, NP_, _, pgettext
from game.figaro.cards import COLOUR, RONDE, VALUE

COLOUR_NAMES = {
    "red": N_("red"), "blue": N_("blue"), "green": N_("green"),
    "purple": N_("purple"), "orange": N_("orange"),
}
# A colour said of something takes that thing's form in many languages (French
# "cette pile est bleue", "les cartes rouges"; Dutch "de rode kaarten"): each
# form is its own word in the catalogs, told apart by its context.
PILE_IS = "a pile that is …"
A_CARD = "a … card"
THE_CARDS = "the … cards"
COLOUR_FORMS = {
    PILE_IS: {"red": NP_("a pile that is …", "red"), "blue": NP_("a pile that is …", "blue"),
              "green": NP_("a pile that is …", "green"), "purple": NP_("a pile that is …", "purple"),
              "orange": NP_("a pile that is …", "orange")},
    A_CARD: {"red": NP_("a … card", "red"), "blue": NP_("a … card", "blue"), "green": NP_("a … card", "green"),
             "purple": NP_("a … card", "purple"), "orange": NP_("a … card", "orange")},
    THE_CARDS: {"red": NP_("the … cards", "red"), "blue": NP_("the … cards", "blue"),
                "green": NP_("the … cards", "green"), "purple": NP_("the … cards", "purple"),
                "orange": NP_("the … cards", "orange")},
}
CARD_TEMPLATES = {
    "red": N_("red {value}"), "blue": N_("blue {value}"), "green": N_("green {value}"),
    "purple": N_("purple {value}"), "orange": N_("orange {value}"),
}


def colour_name(colour, form=None):
    """The colour's name; with ``form`` (PILE_IS, A_CARD, THE_CARDS) the word as it
    agrees with what it describes."""
    if form is None:
        return _(COLOUR_NAMES[colour])
    return pgettext(form, COLOUR_FORMS[form][colour])


def card_name(card):
    """'blue 2', 'giullare da 1', 'rondedans'…"""
    if card == RONDE:
        return _("ronde")
    colour = COLOUR[card]
    if colour is None:
        return _("jester {value}").format(value=VALUE[card])
    return _(CARD_TEMPLATES[colour]).format(value=VALUE[card])
