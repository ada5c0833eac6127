"""What one seat may know (RULES.md R23), after boardgame.io's playerView.

A ``View`` holds the seat's own hand, the size of every hand, and everything
that lies or lay face up: the piles, every trick pile (each was taken face up,
so a player with a perfect memory knows them), the roads, the pool of road
pieces and the cards set aside. It never holds another seat's cards or the
seed of later shuffles. The table scene and every computer player see the game
only through it.

A view is cheap to make: it reads its game until the game changes (the game
then hands it a copy of the position it showed), and works out each field the
first time it is asked for. Its fields are tuples, never to be changed.
"""

from functools import cached_property

from .cards import CARD_NAMES, sort_cards
from .fast import CODE_MOVES, NO_SEAT


def _freeze(kind_lists):
    return tuple(tuple(CARD_NAMES[k] for k in kinds) for kinds in kind_lists)


FIELDS = ("seat", "players", "names", "round", "king", "turn", "hand", "hand_sizes", "piles",
          "tricks", "roads", "pool", "removed", "history", "winner")


class View:
    __slots__ = ("seat", "_state", "__dict__", "__weakref__")

    def __init__(self, state, seat):
        self.seat = seat
        self._state = state

    def __repr__(self):
        return f"View(seat={self.seat}, round={self.round}, turn={self.turn})"

    def __eq__(self, other):
        if not isinstance(other, View):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in FIELDS)

    __hash__ = None

    @property
    def players(self):
        return self._state.players

    @cached_property
    def names(self):
        return tuple(self._state.names)

    @cached_property
    def round(self):
        return self._state.core.round

    @cached_property
    def king(self):
        return self._state.core.king

    @cached_property
    def turn(self):
        """The seat to act, or None once the game is over."""
        turn = self._state.core.turn
        return None if turn == NO_SEAT else turn

    @cached_property
    def hand(self):
        return tuple(self._state.hand(self.seat))

    @cached_property
    def hand_sizes(self):
        return tuple(self._state.core.hand_sizes)

    @cached_property
    def piles(self):
        return _freeze(self._state.core.piles)

    @cached_property
    def tricks(self):
        return _freeze(self._state.core.taken)

    @cached_property
    def roads(self):
        return tuple(tuple(r) for r in self._state.core.roads)

    @cached_property
    def pool(self):
        return tuple(tuple(g) for g in self._state.core.pool)

    @cached_property
    def removed(self):
        return tuple(self._state.removed)

    @cached_property
    def history(self):
        """This round's moves, as (seat, move)."""
        return tuple((seat, CODE_MOVES[code]) for seat, code in self._state.core.log)

    @cached_property
    def winner(self):
        return self._state.winner

    @property
    def finished(self):
        return self.turn is None

    def unseen(self):
        """The cards this seat cannot see: together, the other seats' hands."""
        from .cards import full_deck
        cards = full_deck()
        for group in (self.removed, self.hand, *self.piles, *self.tricks):
            for card in group:
                cards.remove(card)
        return sort_cards(cards)

    def legal_codes(self):
        """The legal moves as codes when it is this seat's turn (they depend
        only on what it sees), else []."""
        state = self._state
        if state.core.turn != self.seat:
            return []
        codes = state._codes
        return state.legal_codes() if codes is None else codes

    def legal_moves(self):
        """The legal moves when it is this seat's turn, else []."""
        return [CODE_MOVES[code] for code in self.legal_codes()]
