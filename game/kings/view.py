"""What one seat may know (RULES.md K21), after boardgame.io's playerView.

Everything taken is open, so every seat sees the same: the row, every seat's
cards in the order taken, the cards removed from the row, the honour scored,
and only the sizes of the face-down stacks and of the cards set aside. A
``View`` never holds a face-down card nor the seed of the deal. The table
scene and every computer player see the game only through it.
"""

from dataclasses import dataclass

from .cards import LEGENDS, marked_in_use
from .moves import has_left, row_moves


@dataclass(frozen=True)
class View:
    seat: int
    players: int
    names: tuple
    round: int
    turn: object                 # int, or None once the game is over
    cards: tuple                 # each seat's cards, castle first
    taken: tuple
    row: tuple
    stack_size: int
    stack_sizes: tuple           # the later rounds' stacks
    aside_size: int
    discarded: tuple
    honour: tuple
    winner: object

    @classmethod
    def of(cls, state, seat):
        return cls(
            seat=seat, players=state.players, names=tuple(state.names), round=state.round,
            turn=state.turn, cards=tuple(tuple(c) for c in state.cards), taken=tuple(state.taken),
            row=tuple(state.row), stack_size=len(state.stack),
            stack_sizes=tuple(len(s) for s in state.stacks), aside_size=len(state.aside),
            discarded=tuple(state.discarded), honour=tuple(tuple(h) for h in state.honour),
            winner=state.winner,
        )

    @property
    def finished(self):
        return self.turn is None

    def out(self, seat):
        """Whether ``seat`` has left this round (K11)."""
        return has_left(self.cards[seat], self.taken[seat])

    def seen(self):
        return {n for group in (*self.cards, self.row, self.discarded) for n in group}

    def unseen(self):
        """(cards, legends): the face-down cards of K5 not yet seen, and the
        legends not yet seen (3 × players of all legends are in play, K4)."""
        seen = self.seen()
        cards = [n for n in marked_in_use(self.players) if n not in seen]
        legends = [n for n in LEGENDS if n not in seen]
        return cards, legends

    def hidden_legends(self):
        """How many legends lie face down (in play, not yet seen)."""
        seen = self.seen()
        return 3 * self.players - sum(1 for n in LEGENDS if n in seen)

    def breakdown(self):
        from .scoring import breakdown
        return breakdown(self.cards, self.honour)

    def legal_moves(self):
        """The legal moves when it is this seat's turn (they depend only on what it sees)."""
        if self.turn != self.seat:
            return []
        return row_moves(self.row)
