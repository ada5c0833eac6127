"""What a move shows a seat that was hidden from it (each game's RULES.md: R24,
N28, K22): the moments undo never crosses (app/undo.py).

Each game says it in its own ``reveals`` module, as
``reveals(move, mover, events, after)`` -> ``{seat: (kind, other)}``: for
every seat that learned something hidden at this move, what kind of thing it
was (one of the kinds below) and whose it was (a seat, or None). ``mover`` is
the seat that made the move (None for a chance move), ``events`` what
``apply`` returned and ``after`` the state after the move.

A move a player makes face up by their own choice (a card played, cards
cashed) is open play, not a reveal; a card that comes from a face-down deck or
stack, a hand shown or looked at, a card taken at random and a secret answer
turned up are.
"""

DRAW = "draw"          # a card drawn or refilled from a face-down deck or stack
HAND = "hand"          # another seat's hand shown or looked at
RANDOM = "random"      # a card taken at random
ANSWER = "answer"      # another seat's secret answer (a defence, an ambush) given
OFFERS = "offers"      # face-down offers turned up
PEEK = "peek"          # face-down cards looked at (the top of a face-down deck)
DEAL = "deal"          # a new round dealt

KINDS = (DRAW, HAND, RANDOM, ANSWER, OFFERS, PEEK, DEAL)


def to_all(players, kind, other=None, but=None):
    """The same reveal to every seat (but ``but``)."""
    return {seat: (kind, other) for seat in range(players) if seat != but}


def no_reveals(move, mover, events, after):
    """A game without hidden information learned during play."""
    return {}
