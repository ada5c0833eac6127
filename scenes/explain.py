"""Why a card may not go to a seat, in the player's language.

Legality itself comes from the rules layer (``view.legal_moves()``); this only
puts the broken rule into words, from what the player sees (R9, R10, R12).
"""

from app.i18n import _
from app.words import colour_name
from game.figaro.cards import COLOUR, RONDE, pile_colour


def why_not(view, card, to):
    """A sentence saying why playing ``card`` in front of seat ``to`` breaks a rule."""
    if view.turn != view.seat:
        return _("Wait for your turn.")
    if card == RONDE:
        return _("A ronde is always played on your own pile (R12).")
    colour = COLOUR[card]
    if colour is None:
        return _("That card can't be played now.")
    target = pile_colour(view.piles[to])
    if target is not None and target != colour:
        return _("This pile is {pile}: no {card} card (R9).").format(
            pile=colour_name(target), card=colour_name(colour))
    for seat, pile in enumerate(view.piles):
        if seat != to and pile_colour(pile) == colour:
            return _("{colour} is already in {name}'s pile (R10).").format(
                colour=colour_name(colour).capitalize(), name=view.names[seat])
    return _("That card can't be played now.")
