"""The state of a game of Kings & Creatures and the rules that move it (RULES.md K3–K20).

``GameState`` is the single source of legality: ``legal_moves()`` lists the
cards the seat to act may take, ``apply(move)`` takes one (or raises
``IllegalMove`` naming the rule and changes nothing), and everything that
follows — refilling the row, leaving the round, the end of a round and its
heroes' honour, the next round, the end of the game — happens inside ``apply``.

All randomness is in the deal (``new``): the stacks are dealt from a generator
seeded with the game's seed, and a position holds every stack, so nothing later
depends on chance.
"""

import random

from . import scoring
from .cards import LEFT_OVER, LEGENDS, MAX_PLAYERS, MIN_PLAYERS, ROW_SIZES, STACK_SIZES, STACKS, castles, marked_in_use
from ..common.errors import IllegalMove
from .moves import PICKS, TAKES, Take, has_left, row_moves  # noqa: F401 (TAKES read from here too)
from .view import View

ROUNDS = STACKS


def default_names(players):
    return [f"Player {i + 1}" for i in range(players)]


class GameState:
    """A whole game. Attributes mirror the position of FORMAT.md; treat them as
    read-only and change the game only through ``apply``."""

    __slots__ = ("players", "names", "round", "turn", "cards", "taken", "out", "row", "stack",
                 "stacks", "aside", "discarded", "honour", "seed")

    def __init__(self, players, names, round, cards, taken, row, stack, stacks, aside,
                 discarded, honour, seed=0):
        self.players = players
        self.names = list(names)
        self.round = round
        self.cards = [list(c) for c in cards]
        self.taken = list(taken)
        self.out = [has_left(c, t) for c, t in zip(self.cards, self.taken)]
        self.row = list(row)
        self.stack = list(stack)
        self.stacks = [list(s) for s in stacks]
        self.aside = list(aside)
        self.discarded = list(discarded)
        self.honour = [list(h) for h in honour]
        self.seed = seed
        self.turn = self._next_turn()            # None once every seat has left round 5

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players, seed=0, names=None, first_player=None):
        """A fresh game (K3–K7), fully determined by ``seed``; ``first_player``
        (the seat with castle 1) is drawn at random unless given."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Kings & Creatures is for 2 to 6 players, not {players}")
        rng = random.Random(f"kings/{seed}/setup")
        first = rng.randrange(players) if first_player is None else first_player
        holdings = [[] for _ in range(players)]
        for k, castle in enumerate(castles(players)):                 # K3
            holdings[(first + k) % players].append(castle)
        deck = marked_in_use(players) + rng.sample(LEGENDS, 3 * players)  # K4, K5
        rng.shuffle(deck)                                             # K6
        size = STACK_SIZES[players]
        stacks = [deck[i * size:(i + 1) * size] for i in range(STACKS)]
        aside = deck[STACKS * size:]
        assert len(aside) == LEFT_OVER
        first_stack = stacks.pop(0)
        row_size = ROW_SIZES[players]                                 # K7
        return cls(players, names or default_names(players), 1, holdings, [0] * players,
                   first_stack[:row_size], first_stack[row_size:], stacks, aside, [],
                   [[] for _ in range(players)], seed)

    def copy(self):
        new = GameState.__new__(GameState)
        new.players = self.players
        new.names = self.names                     # never changed in place
        new.round = self.round
        new.turn = self.turn
        new.cards = [c[:] for c in self.cards]
        new.taken = self.taken[:]
        new.out = self.out[:]
        new.row = self.row[:]
        new.stack = self.stack[:]
        new.stacks = [s[:] for s in self.stacks]
        new.aside = self.aside[:]
        new.discarded = self.discarded[:]
        new.honour = [h[:] for h in self.honour]
        new.seed = self.seed
        return new

    # ---------------------------------------------------------------- queries
    def _next_turn(self):
        """K8: the seat still in the round showing the lowest number, or None."""
        best = None
        for seat in range(self.players):
            if not self.out[seat] and (best is None or self.cards[seat][-1] < self.cards[best][-1]):
                best = seat
        return best

    @property
    def finished(self):
        return self.turn is None

    def shown(self):
        """The number each seat shows (K8)."""
        return [c[-1] for c in self.cards]

    def breakdown(self):
        """Each seat's honour by card type and in total, as if the game ended now (K16–K20)."""
        return scoring.breakdown(self.cards, self.honour)

    def scores(self):
        """One number a seat (the protocol): honour scored so far; the final honour once over."""
        if self.finished:
            return [part["total"] for part in self.breakdown()]
        return [sum(h) for h in self.honour]

    @property
    def winner(self):
        if not self.finished:
            return None
        return scoring.winner(self.scores(), self.shown())

    def legal_moves(self):
        """The cards of the row the seat to act may take (K9), lowest number first."""
        if self.turn is None:
            return []
        return row_moves(self.row)

    def check(self, move, seat=None):
        if self.turn is None:
            raise IllegalMove("K15", "the game is over: no more moves")
        if seat is not None and seat != self.turn:
            if not (isinstance(seat, int) and 0 <= seat < self.players):
                raise IllegalMove("K8", f"there is no seat {seat}; {self.names[self.turn]} acts")
            raise IllegalMove("K8", f"{self.names[self.turn]} shows the lowest number and acts, "
                                    f"not {self.names[seat]}")
        if not isinstance(move, Take):
            raise TypeError(f"not a move: {move!r}")
        if move.card not in self.row:
            raise IllegalMove("K9", f"card {move.card} is not in the open row")

    # ---------------------------------------------------------------- changes
    def apply(self, move, seat=None):
        """Take a card for the seat to act and resolve everything it causes.

        Events: ("take", seat, card), ("reveal", card), ("leave", seat, reason)
        with reason "three" or "lower", ("round_end", round, honour awarded),
        ("round_start", round, row), ("game_end", winner).
        """
        self.check(move, seat)
        return self.apply_unchecked(move)

    def apply_unchecked(self, move):
        """``apply`` for a move known to be legal (the search's playouts)."""
        actor = self.turn
        card = move.card
        events = [("take", actor, card)]
        self.row.remove(card)
        mine = self.cards[actor]
        mine.append(card)                                             # K9
        self.taken[actor] += 1
        if self.stack:                                                # K10
            drawn = self.stack.pop(0)
            self.row.append(drawn)
            events.append(("reveal", drawn))
        if self.taken[actor] >= PICKS:                                # K11
            self.out[actor] = True
            events.append(("leave", actor, "three"))
        elif card < mine[-2]:
            self.out[actor] = True
            events.append(("leave", actor, "lower"))
        turn = self._next_turn()
        if turn is None:
            self._end_round(events)                                   # K12
        else:
            self.turn = turn
        return events

    def _end_round(self, events):
        awards = scoring.round_honour(self.cards, self.round)         # K13
        for seat, points in enumerate(awards):
            self.honour[seat].append(points)
        events.append(("round_end", self.round, awards))
        self.discarded.extend(self.row)                               # K14
        self.aside.extend(self.stack)
        self.row, self.stack = [], []
        if self.round == ROUNDS:                                      # K15
            self.turn = None
            events.append(("game_end", self.winner))
            return
        self.round += 1
        stack = self.stacks.pop(0)
        size = ROW_SIZES[self.players]
        self.row, self.stack = stack[:size], stack[size:]             # K7
        self.taken = [0] * self.players
        self.out = [False] * self.players
        self.turn = self._next_turn()                                 # K8
        events.append(("round_start", self.round, list(self.row)))

    # ------------------------------------------------------------- knowledge
    def view(self, seat):
        """What ``seat`` may know (K21), as a ``View``."""
        return View.of(self, seat)
