"""What a computer player may know and guess, from its ``View`` alone (R23).

A player with a perfect memory knows its hand, the piles, every trick pile (each
was taken face up), the cards set aside and the size of every hand; the rest —
the other hands together — it can only guess. ``Guesser`` deals those unseen
cards at random into the other hands (a determinization).
"""

import random

from ..cards import CARD_INDEX
from ..fast import FastState, kind_counts


def decision_rng(level, seed, view):
    """A generator for one decision, a pure function of the player's seed and the
    position it sees: a decision cancelled and asked again gives the same move."""
    key = "/".join((
        "figaro", level, str(seed), str(view.seat), str(view.round), str(len(view.history)),
        ",".join(view.hand), ",".join(str(len(t)) for t in view.tricks),
    ))
    return random.Random(key)


def known_state(view):
    """The position as ``view`` shows it: this seat's hand; other hands empty but
    sized. Good for judging this seat's moves, not for playing on."""
    hands = [list(view.hand) if s == view.seat else [] for s in range(view.players)]
    fast = FastState.from_view(view, hands, None)
    fast.hand_sizes = list(view.hand_sizes)
    return fast


class Guesser:
    """Deals the unseen cards at random into the other hands, sizes kept."""

    def __init__(self, view, rng):
        self.view = view
        self.rng = rng
        self.unseen = [CARD_INDEX[c] for c in view.unseen()]
        self.base = FastState.from_view(view, [[] for _ in range(view.players)], rng)
        self.base.hands[view.seat] = kind_counts(view.hand)
        self.base.hand_sizes = list(view.hand_sizes)

    def sample(self):
        fast = self.base.copy()
        cards = self.unseen[:]
        self.rng.shuffle(cards)
        start = 0
        for seat, size in enumerate(self.view.hand_sizes):
            if seat != self.view.seat:
                hand = fast.hands[seat]
                for kind in cards[start:start + size]:
                    hand[kind] += 1
                start += size
        return fast
