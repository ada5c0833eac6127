"""Hints: what a strong computer player would do, and why, in one line.

The move comes from the strongest fair level available ("hard"; never the
all-seeing one, which looks at hidden hands). The reason is worked out from
what the move does to the face-up piles, which the player can check on the
table: a capture it causes, a pile kept below 6, a ronde that passes piles on.
"""

from game.figaro.cards import COLOUR, RONDE, VALUE, pile_value
from game.figaro.moves import Take
from game.figaro.players import LEVELS

from .i18n import _
from .words import card_name, player_names

HINT_LEVELS = ("hard", "medium", "easy", "random")
CAPTURE_AT = 6                   # RULES.md R13


def hint_level():
    """The level whose choice the hint shows."""
    return next(level for level in HINT_LEVELS if level in LEVELS)


def hint_reason(view, move):
    """One line saying why ``move`` is a good idea for ``view.seat``."""
    names, seat = player_names(view.names), view.seat
    on_table = sum(len(pile) for pile in view.piles)
    if isinstance(move, Take):
        if not any(m != move for m in view.legal_moves()):
            return _("No card of yours fits any pile: you must take.")
        return _("Take the {n} cards now: every card you could play makes things worse.").format(
            n=on_table)
    mine = pile_value(view.piles[seat])
    if move.card == RONDE:
        neighbour = (seat + 1) % view.players
        giver = (seat - 1) % view.players
        theirs = pile_value(view.piles[giver])
        if mine or theirs:
            # What it avoids: your pile (and its capture) leaves; what it brings.
            return _("The ronde passes your pile of {mine} to {player}, and you get {giver}'s pile "
                     "of {theirs}.").format(mine=mine, player=names[neighbour], giver=names[giver], theirs=theirs)
        return _("The ronde passes every pile one seat to the left: yours goes to {player}.").format(
            player=names[neighbour])
    value = pile_value(view.piles[move.to]) + VALUE[move.card]
    card = card_name(move.card)
    highest = 3                  # the highest card value: a pile at 3 or more is one card from 6
    if value >= CAPTURE_AT:
        if move.to == seat:
            return _("Your pile reaches {value}: you capture the {n} cards on the table now, "
                     "while there are few.").format(value=value, n=on_table + 1)
        return _("{player}'s pile reaches {value}: {player} must capture all {n} cards.").format(
            player=names[move.to], value=value, n=on_table + 1)
    if COLOUR[move.card] is None:
        if move.to == seat:
            return _("A jester fits any pile: yours stays at {value}, below 6.").format(value=value)
        return _("A jester fits any pile: {player}'s pile reaches {value}, still below 6.").format(
            player=names[move.to], value=value)
    if move.to == seat:
        if value + highest < CAPTURE_AT:
            return _("{card} is safe in front of you: your pile stays at {value}, out of reach of any "
                     "single card.").format(card=card, value=value)
        return _("{card} is safe in front of you: your pile stays at {value}, below 6.").format(
            card=card, value=value)
    if value + highest >= CAPTURE_AT:
        return _("{card} brings {player}'s pile to {value}: one more card of {need} makes {player} "
                 "capture.").format(card=card, player=names[move.to], value=value, need=CAPTURE_AT - value)
    return _("{card} goes to {player}'s pile ({value}), so your own pile stays at {mine}.").format(
        card=card, player=names[move.to], value=value, mine=mine)
