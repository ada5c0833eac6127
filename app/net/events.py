"""A move's events as one seat may know them (PROTOCOL.md, "played").

Each game's ``apply`` returns the events its table shows and its log words.
Most of them are public; the few that name something only some seats may see
are sent to the others with that thing left out (``None``), exactly as the
one-screen log words them for everyone ("takes a card from Ann's hand"):

- Nottingham (N26): the object of a smuggle (N11) is known to the smuggler and
  the seat that lost it; so is the object of a steal with the pearls (N13). A
  rob with the jewels takes from a hand shown to all (N14): its object is public.
- Figaro and Kings & Creatures: every event is public (R23, K21).
"""


def _plain(value):
    """An event's values as JSON: tuples as lists."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _nottingham(events, seat, before):
    from game.nottingham.data import ACTIONS, INDEX
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


FILTERS = {"nottingham": _nottingham}


class _Before:
    """What a filter needs of the state before a move (it changes in place)."""

    def __init__(self, card):
        self.card = card


def before_move(game, state):
    """What ``events_for`` needs to know of ``state`` before a move."""
    return _Before(getattr(state, "card", None)) if game in FILTERS else None


def events_for(game, events, seat, before):
    """``events`` of one move as seat ``seat`` may know them, as JSON;
    ``before`` is the game's state before the move."""
    keep = FILTERS.get(game)
    if keep is not None:
        events = keep(events, seat, before)
    return [_plain(event) for event in events]


PRIVATE_MOVES = {"nottingham"}       # a face-down offer, an ambush card kept: the mover's alone


def move_for(game, move_json, mover, seat):
    """The move itself for ``seat``: Figaro's and Kings & Creatures' moves are
    made face up (R23, K21); in Nottingham a seat is sent only its own (an offer
    is made face down, N10); the events say what the others saw."""
    return move_json if mover == seat or game not in PRIVATE_MOVES else None


def events_from_json(data):
    """Events as the log and the table read them: each event a tuple."""
    return [tuple(event) for event in data]


__all__ = ["before_move", "events_for", "events_from_json", "move_for"]
