"""What a move shows a seat that was hidden from it (RULES.md N28): the moments
an undo never crosses (game/common/reveals.py says the kinds).

- A card drawn and shown (N7) is seen by all; a favour (N20) by the seat it
  goes to.
- A smuggle's card (N11) is drawn at random: the smuggler and the seat that
  lost it know which.
- A target's answer to an attack (N15, N27) and a seat's answer on a cash
  (N17, N27) are secret until given: everyone else learns them. A steal's
  answer shows the stealer the hand (N13).
- A hand shown (a rob, N14; nothing to offer, N10, N16) is seen by all; buy
  offers turned up (N10) too.
- The two ambush cards looked at (N12) are seen by the seat that looks.
"""

from ..common.reveals import ANSWER, DRAW, HAND, OFFERS, PEEK, RANDOM, to_all
from .data import PEARLS


def reveals(move, mover, events, after):
    """``{seat: (kind, other)}`` for each seat that learned something hidden."""
    players = after.players
    seen = {}

    def tell(found):
        for seat, what in found.items():
            seen.setdefault(seat, what)

    for event in events:
        name = event[0]
        if name == "draw":
            tell(to_all(players, DRAW))
        elif name == "favour":
            tell({event[1]: (DRAW, None)})
        elif name == "smuggle":
            tell({event[1]: (RANDOM, event[2]), event[2]: (RANDOM, event[2])})
        elif name == "show":
            tell(to_all(players, HAND, event[1], but=event[1]))
        elif name == "offers":
            tell(to_all(players, OFFERS))
        elif name == "act" and event[2] == "gold":
            tell({event[1]: (PEEK, None)})
    kind = getattr(move, "kind", None)
    if kind == "defend" and after.phase == "take" and after.card == PEARLS:
        tell({after.active: (HAND, after.target)})             # N13: the stealer looks
    if kind in ("defend", "spring"):
        tell(to_all(players, ANSWER, mover, but=mover))
    return seen
