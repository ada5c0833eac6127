"""What each seat may know of a move (N26), for a table played across machines:
the events a seat is sent, and whether it is sent the move itself.

- The object of a smuggle (N11) is known to the smuggler and the seat that lost
  it; so is the object of a steal with the pearls (N13). A rob with the jewels
  takes from a hand shown to all (N14): its object is public. The others are
  told the event with ``None`` in the object's place, as the log words it for
  everyone ("takes a card from Ann's hand").
- A seat is sent only its own moves: a buy offer (N10) and an ambush card kept
  (N12) are put down face down; the events say what the table saw.
"""

from .data import ACTIONS, INDEX

PRIVATE_MOVES = True


class Before:
    """What a move's events are read with, of the state before it (it changes in
    place): the card the turn acts on (``events_for``) and the cash under way
    (``memory.Memory``)."""

    __slots__ = ("card", "cash")

    def __init__(self, state):
        self.card = state.card
        self.cash = state.cash


def events_for(events, seat, before):
    """``events`` of one move as ``seat`` may know them."""
    card = before.card                      # the object the turn acts on, as the log follows it
    out = []
    for event in events:
        kind = event[0]
        if kind in ("draw", "act"):
            card = INDEX[event[2]]
        if kind == "smuggle" and seat not in (event[1], event[2]):
            event = (*event[:3], None)
        elif (kind == "take" and seat not in (event[1], event[2])
              and not (card is not None and ACTIONS[card] == "rob")):
            event = (*event[:3], None)
        out.append(event)
    return out
