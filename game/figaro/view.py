"""What one seat may know (RULES.md R23), after boardgame.io's playerView.

A ``View`` holds the seat's own hand, the size of every hand, and everything
that lies or lay face up: the piles, every trick pile (each was taken face up,
so a player with a perfect memory knows them), the roads, the pool of road
pieces and the cards set aside. It never holds another seat's cards or the
seed of later shuffles. The table scene and every computer player see the game
only through it.
"""

from dataclasses import dataclass

from .cards import sort_cards
from .state import GameState


@dataclass(frozen=True)
class View:
    seat: int
    players: int
    names: tuple
    round: int
    king: int
    turn: object                 # int, or None once the game is over
    hand: tuple
    hand_sizes: tuple
    piles: tuple
    tricks: tuple
    roads: tuple
    pool: tuple
    removed: tuple
    history: tuple               # this round's moves, as (seat, move)
    winner: object

    @classmethod
    def of(cls, state, seat):
        freeze = lambda lists: tuple(tuple(x) for x in lists)  # noqa: E731
        return cls(
            seat=seat, players=state.players, names=tuple(state.names),
            round=state.round, king=state.king, turn=state.turn,
            hand=tuple(state.hands[seat]),
            hand_sizes=tuple(len(h) for h in state.hands),
            piles=freeze(state.piles), tricks=freeze(state.tricks),
            roads=freeze(state.roads), pool=freeze(state.pool),
            removed=tuple(state.removed), history=tuple(state.history),
            winner=state.winner,
        )

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

    def _state(self, hands, seed):
        return GameState(self.players, self.names, self.round, self.king, self.turn,
                         hands, self.piles, self.tricks, self.roads, self.pool,
                         self.removed, seed, self.history)

    def legal_moves(self):
        """The legal moves when it is this seat's turn (they depend only on what it sees)."""
        if self.turn != self.seat:
            return []
        hands = [list(self.hand) if s == self.seat else [] for s in range(self.players)]
        return self._state(hands, 0).legal_moves()
