"""Why a card may not go to a seat, in the player's language.

Legality itself comes from the rules layer (``view.legal_moves()``); this only
puts the broken rule into words, from what the player sees (R9, R10, R12).
Play messages carry no rule ids: those are for the rules page and the log.
"""

from app.i18n import _
from app.words import player_name
from game.figaro.cards import COLOUR, RONDE, pile_colour

from .words import A_CARD, PILE_IS, colour_name


def why_not(view, card, to):
    """A sentence saying why playing ``card`` in front of seat ``to`` breaks a rule."""
    if view.turn != view.seat:
        return _("Wait for your turn.")
    if card == RONDE:
        return _("A ronde is always played on your own pile.")
    colour = COLOUR[card]
    if colour is None:
        return _("That card can't be played now.")
    target = pile_colour(view.piles[to])
    if target is not None and target != colour:
        return _("This pile is {pile}: no {card} card.").format(
            pile=colour_name(target, PILE_IS), card=colour_name(colour, A_CARD))
    for seat, pile in enumerate(view.piles):
        if seat != to and pile_colour(pile) == colour:
            if seat == view.seat:
                return sentence(_("{colour} is already in your own pile.").format(colour=colour_name(colour)))
            return sentence(_("{colour} is already in {name}'s pile.").format(
                colour=colour_name(colour), name=player_name(view.names[seat])))
    return _("That card can't be played now.")


def sentence(words):
    """``words`` with a capital first letter: "Blue is…", but French "Le bleu est…"
    (the colour capitalised only where the sentence opens with it)."""
    return words[:1].upper() + words[1:]
