"""Hints: what a strong computer player would do, and why, in one line.

The move comes from the strongest fair level available ("hard"; never the
all-seeing one, which looks at hidden hands). The reason is worked out from
what the move does to the face-up piles, which the player can check on the
table: the capture it causes or prevents, the pile it pushes to 6 or one card
from it, the cards it saves; a take counts the bigger capture it avoids.
"""

from app.hint import Hint
from app.i18n import _, ngettext
from app.words import player_names
from game.figaro.cards import COLOUR, RONDE, VALUE, pile_value
from game.figaro.moves import Take
from game.figaro.players.advice import advise as estimate

from .words import card_name

CAPTURE_AT = 6                   # RULES.md R13


HIGHEST = 3                      # the highest card value: a pile at 3 or more is one card from 6


def one_card_from_capture(value):
    """True when a single card could bring a pile of ``value`` to 6."""
    return value + HIGHEST >= CAPTURE_AT


def _value_after(view, move):
    """The value of the pile ``move`` lands on, the card included (a play)."""
    return pile_value(view.piles[move.to]) + VALUE[move.card]


def advise(view, seed=0, names=None, also=()):
    """A generator: the hint for ``view``'s seat (app.hint): the move of
    ``game.figaro.players.advice``, its reason, and each move tried with its worth
    in cards (the cards the others take, their mean, less yours, in the next two
    turns round the table)."""
    estimates = yield from estimate(view, seed, also=also)
    move = estimates[0].move
    return Hint(move, hint_reason(view, move, estimates), unit="cards",
                alternatives=[(e.move, round(e.worth, 2)) for e in estimates])


def finishers(view, pile, need):
    """How many cards this seat cannot see could bring ``pile`` up by ``need``
    in one go: of its colour (or any colour while it has none) or jesters."""
    colour = next((COLOUR[c] for c in pile if COLOUR[c]), None)
    return sum(1 for card in view.unseen()
               if VALUE[card] >= need and (COLOUR[card] is None and card != RONDE
                                           or colour is None or COLOUR[card] == colour))


def take_reason(view, move, estimates=None):
    """Why taking now: what it saves (a bigger capture later) or what every play would cost."""
    plays = [m for m in view.legal_moves() if m != move]
    on_table = sum(len(pile) for pile in view.piles)
    if not plays:
        return _("No card of yours fits any pile: you must take.")
    mine = pile_value(view.piles[view.seat])
    if one_card_from_capture(mine):
        # Play instead, and one card from anyone on your pile captures your card, theirs and these.
        return _("Take now, with {n} on the table: your pile is at {mine}, so one more card on it would "
                 "make you capture {more} or more.").format(n=on_table, mine=mine, more=on_table + 2)
    waiting = [e.cards for e in estimates or () if not isinstance(e.move, Take)]
    if waiting and min(waiting) >= on_table + 0.5:
        # the capture it avoids, as the estimate counts it
        return _("Take the {n} cards now: whatever you play instead, you can expect to take about {more} "
                 "in the next two turns.").format(n=on_table, more=round(min(waiting)))
    if all(m.card != RONDE and one_card_from_capture(_value_after(view, m)) for m in plays):
        return _("Take now, with {n} on the table: each card you could play leaves a pile one card "
                 "from 6, for a capture of {more} or more.").format(n=on_table, more=on_table + 2)
    return _("Take now, with only {n} on the table: every card played from here on makes the next "
             "capture bigger.").format(n=on_table)


def hint_reason(view, move, estimates=None):
    """One line saying why ``move`` is a good idea for ``view.seat``: the capture it
    causes or prevents, the pile it pushes to 6 or near it, the cards it saves.
    ``estimates`` (game.figaro.players.advice) let a take name the capture it avoids."""
    if isinstance(move, Take):
        return take_reason(view, move, estimates)
    names, seat = player_names(view.names), view.seat
    on_table = sum(len(pile) for pile in view.piles)
    mine = pile_value(view.piles[seat])
    if move.card == RONDE:
        neighbour = (seat + 1) % view.players
        giver = (seat - 1) % view.players
        theirs = pile_value(view.piles[giver])
        if one_card_from_capture(mine):
            # The capture it prevents: a card on your pile would take the ronde, the card and the rest.
            return _("The ronde passes your pile of {mine} to {player} before one card makes you capture "
                     "{more}; you get {giver}'s pile of {theirs}.").format(
                mine=mine, player=names[neighbour], more=on_table + 2, giver=names[giver], theirs=theirs)
        if mine or theirs:
            return _("The ronde passes your pile of {mine} to {player}, and you get {giver}'s pile "
                     "of {theirs}.").format(mine=mine, player=names[neighbour], giver=names[giver], theirs=theirs)
        return _("The ronde passes every pile one seat to the left: yours goes to {player}.").format(
            player=names[neighbour])
    value = _value_after(view, move)
    card = card_name(move.card)
    if value >= CAPTURE_AT:
        if move.to == seat:
            return ngettext("Your pile reaches {value}: you capture the {n} card on the table now, "
                            "while there are few.",
                            "Your pile reaches {value}: you capture the {n} cards on the table now, "
                            "while there are few.", on_table + 1).format(value=value, n=on_table + 1)
        if one_card_from_capture(mine) and mine:
            # The capture it prevents: your own pile, one card from 6, goes with the others.
            return ngettext("{player}'s pile reaches {value}: {player} captures all {n} card, your risky pile "
                            "of {mine} among them.",
                            "{player}'s pile reaches {value}: {player} captures all {n} cards, your risky pile "
                            "of {mine} among them.", on_table + 1).format(
                player=names[move.to], value=value, n=on_table + 1, mine=mine)
        return ngettext("{player}'s pile reaches {value}: {player} must capture all {n} card.",
                        "{player}'s pile reaches {value}: {player} must capture all {n} cards.", on_table + 1).format(
            player=names[move.to], value=value, n=on_table + 1)
    if move.to == seat:
        if not one_card_from_capture(value):
            # The cards it saves: no single card can make you capture what lies on the table.
            return _("{card} is safe in front of you: at {value}, no single card can make you capture "
                     "what lies on the table ({n}).").format(card=card, value=value, n=on_table + 1)
        return _("{card} in front of you keeps your pile below 6 ({value}) and leaves every other pile "
                 "as it is.").format(card=card, value=value)
    if COLOUR[move.card] is None and not one_card_from_capture(value):
        return _("A jester fits any pile: {player}'s pile reaches {value}, still below 6.").format(
            player=names[move.to], value=value)
    if one_card_from_capture(value):
        need = CAPTURE_AT - value
        pile = list(view.piles[move.to]) + [move.card]
        ready = finishers(view, pile, need)
        if not ready:
            return ngettext("{card} brings {player}'s pile to {value}: no unseen card adds the {need} point "
                            "it needs for 6.",
                            "{card} brings {player}'s pile to {value}: no unseen card adds the {need} points "
                            "it needs for 6.", need).format(card=card, player=names[move.to], value=value, need=need)
        return ngettext("{card} brings {player}'s pile to {value}: {need} more point makes {player} capture.",
                        "{card} brings {player}'s pile to {value}: {need} more points make {player} capture.",
                        need).format(card=card, player=names[move.to], value=value, need=need)
    if one_card_from_capture(mine):
        return _("{card} goes to {player}'s pile ({value}); your own pile stays at {mine}, one card "
                 "from 6.").format(card=card, player=names[move.to], value=value, mine=mine)
    return _("{card} goes to {player}'s pile ({value}), so your own pile stays at {mine}.").format(
        card=card, player=names[move.to], value=value, mine=mine)
