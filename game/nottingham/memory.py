"""What each seat has seen go into the other hands (N26): a player's memory.

Much of a Nottingham hand is seen by the whole table: a card drawn is shown
before it is kept (N7), offers are turned up (N10, N16), a robbed hand is laid
face up (N14), a defence, a spring and a cash show what moves (N15, N17, N18).
A player who follows the game knows those cards are still in that hand until
they are seen to leave it. ``Memory`` keeps, for every seat, what it has seen of
every other hand:

- ``known``: counts of the 7 objects seen going into the hand and not seen
  leaving it since;
- ``lost``: how many cards have left the hand since without the seat seeing
  which (a smuggle or a steal by somebody else, N11, N13): each may have been
  one of ``known``.

So while ``lost`` is 0 the hand holds at least ``known``. A hand seen whole (a
rob, a hand shown when it has nothing to offer, a steal by this seat) is known
whole again. Favours (N20) and the first three cards (N6) are never seen.

A seat's memory is made only of what that seat is told (``seen.events_for``),
the public moves and what it alone is shown (the hand it steals from), so it
never holds another seat's secret. The state keeps it move by move; the view
carries the seat's own (``View.memory``), for the computer players who remember.
"""

from .data import GOLD, INDEX, NECKLACE, PEARLS, task_cards
from .seen import events_for


class Memory:
    """Every seat's memory of every hand: ``known[o][s]`` (counts) and ``lost[o][s]``."""

    __slots__ = ("known", "lost")

    def __init__(self, players, known=None, lost=None):
        self.known = known or [[[0] * 7 for _ in range(players)] for _ in range(players)]
        self.lost = lost or [[0] * players for _ in range(players)]

    @classmethod
    def seen_by(cls, view):
        """A memory that holds only what ``view``'s seat remembers (a guess's, so that
        the guess shows that seat the same view)."""
        memory = cls(view.players)
        for s, (counts, lost) in enumerate(view.memory):
            memory.known[view.seat][s] = list(counts)
            memory.lost[view.seat][s] = lost
        return memory

    def copy(self):
        return Memory(0, [[k[:] for k in seat] for seat in self.known],
                      [seat[:] for seat in self.lost])

    def of(self, seat):
        """``seat``'s memory as the view holds it: per seat ((counts), lost), its own
        hand left out (it is seen whole anyway)."""
        return tuple(((0,) * 7, 0) if s == seat else (tuple(k), lost)
                     for s, (k, lost) in enumerate(zip(self.known[seat], self.lost[seat])))

    def update(self, state, move, events, before):
        """After ``move`` made ``events`` on ``state`` (already changed); ``before``
        is what the state held before it (``seen.Before``)."""
        task = move.arg if move.kind == "task" else None
        for observer in range(len(self.known)):
            self._follow(observer, state, task, before, events_for(events, observer, before))

    def _follow(self, observer, state, task, before, events):
        known, lost = self.known[observer], self.lost[observer]

        def add(seat, i, n=1):
            known[seat][i] += n

        def remove(seat, i, n=1):
            known[seat][i] = max(0, known[seat][i] - n)

        def seen_offer(seat, objects):         # still in the hand until accepted
            for obj in set(objects):
                i = INDEX[obj]
                known[seat][i] = max(known[seat][i], list(objects).count(obj))

        def seen_whole(seat, hand):
            known[seat] = list(hand)
            lost[seat] = 0

        card = before.card
        cashed = list(before.cash) if before.cash else None    # [object, cards still cashed]
        for event in events:
            kind = event[0]
            if kind in ("draw", "act"):
                card = INDEX[event[2]]
            elif kind == "keep":               # N7, N8: drawn and shown, then kept
                add(event[1], INDEX[event[2]])
            elif kind == "defend":             # N15
                target, attacker = event[1], event[2]
                remove(target, NECKLACE)
                add(attacker, NECKLACE)
                add(target, card)
            elif kind in ("smuggle", "take"):  # N11, N13, N14
                seat, target, obj = event[1], event[2], event[3]
                if obj is None:
                    lost[target] += 1
                else:
                    remove(target, INDEX[obj])
                    add(seat, INDEX[obj])
                add(target, card)
                if kind == "take" and observer == seat and card == PEARLS:
                    seen_whole(target, state.hands[target])      # N13: looked at it whole
            elif kind == "show":               # N10, N14, N16: laid face up
                counts = [0] * 7
                for obj in event[2]:
                    counts[INDEX[obj]] += 1
                seen_whole(event[1], counts)
            elif kind == "offer" and len(event) > 2:     # N16: laid face up at once
                seen_offer(event[1], event[2])
            elif kind == "offers":             # N10: turned up when all are made
                for seat, offer in enumerate(event[1]):
                    seen_offer(seat, offer or ())
            elif kind == "accept":
                active, seat, objects = event[1], event[2], event[3]
                if seat is None:               # refused, or nobody could offer
                    add(active, card)
                else:
                    for obj in objects:
                        remove(seat, INDEX[obj])
                        add(active, INDEX[obj])
                    add(seat, card)
            elif kind == "cash":               # N18
                cashed = [INDEX[event[2]], event[3]]
                remove(event[1], cashed[0], cashed[1])
            elif kind == "spring":             # N17
                add(event[1], cashed[0])
                cashed[1] -= 1
                add(event[3], GOLD)
            elif kind == "failed":             # N17: the cards go back
                add(event[1], cashed[0], cashed[1])
            elif kind == "task":               # N19
                for i, n in enumerate(task_cards(*task[:2])):
                    if n:
                        remove(event[1], i, n)
            elif kind == "discard":            # N22
                remove(event[1], INDEX[event[2]])

