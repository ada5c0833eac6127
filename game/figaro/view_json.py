"""A Figaro view from its fields (the JSON a host sends a seat, app/net/PROTOCOL.md).

Figaro's ``View`` reads a game, so the seat's app builds a stand-in game from
the view's fields: its own hand and everything face up are the view's; the
other hands hold the unseen cards in a fixed order, which no field of the view
shows. The app never learns the real hands: the host never sends them. Every
field of the rebuilt view, and its legal moves, equal those of the view sent.
"""

from .cards import full_deck
from .record import load_move
from .state import GameState
from .view import FIELDS


def view_from_fields(data, where="view"):
    """The ``View`` that ``data`` (a dict of the view's fields) describes.
    FormatError, or a ValueError of the game, when it describes none."""
    from ..common.errors import FormatError
    if set(data) != set(FIELDS):
        raise FormatError(where, f"expected the fields {', '.join(FIELDS)}")
    seat, players = data["seat"], data["players"]
    history = [(s, load_move(m, f"{where}.history[{k}]")[0])
               for k, (s, m) in enumerate(data["history"])]
    unseen = full_deck()
    for group in (data["removed"], data["hand"], *data["piles"], *data["tricks"]):
        for card in group:
            unseen.remove(card)
    hands = []
    for s in range(players):
        if s == seat:
            hands.append(list(data["hand"]))
        else:
            size = data["hand_sizes"][s]
            hands.append(unseen[:size])
            unseen = unseen[size:]
    state = GameState(players, data["names"], data["round"], data["king"], data["turn"], hands,
                      data["piles"], data["tricks"], data["roads"], data["pool"], data["removed"],
                      0, history=history)
    return state.view(seat)
