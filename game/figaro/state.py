"""A game of Figaro as the readable public API (RULES.md R4–R22).

``GameState`` wraps the compact core of game.figaro.fast, where every rule
lives: ``legal_moves()`` lists what the seat to act may do as ``Play``/``Take``
values, ``apply(move)`` does it (or raises ``IllegalMove`` naming the rule and
changes nothing) and returns events, ``view(seat)`` shows one seat what it may
know. Hands, piles and trick piles read as lists of card names, as in the
positions of FORMAT.md.

Randomness comes only from ``seed``: the shuffle of round r is drawn from a
generator seeded with (seed, r), so a position saved in the middle of a game and
resumed elsewhere deals the same later rounds as the game it came from.
"""

import random
import weakref

from .cards import CARD_INDEX, CARD_NAMES, COLOURS, is_card, three_player_removals
from ..common.errors import IllegalMove
from .fast import (
    CODE_MOVES,
    MOVE_CODES,
    NO_SEAT,
    _CODE_OF_ID,
    move_code,
    ROUNDS,
    FastState,
    cards_in_use,
    counts_cards,
    round_rng,
)
from .moves import Play, Take
from .roads import ROAD_LENGTHS
from .view import View

MIN_PLAYERS, MAX_PLAYERS = 3, 6

__all__ = ["GameState", "MIN_PLAYERS", "MAX_PLAYERS", "ROUNDS", "round_rng", "setup_rng",
           "default_names"]


def setup_rng(seed):
    return random.Random(f"figaro/{seed}/setup")


def default_names(players):
    return [f"Player {i + 1}" for i in range(players)]


def _names(kinds):
    return [CARD_NAMES[k] for k in kinds]


class GameState:
    """A whole game: hands, piles, trick piles, roads and the King.

    The attributes read as in the position of FORMAT.md; change the game only
    through ``apply``.
    """

    __slots__ = ("players", "names", "removed", "core", "_views", "_order", "_round_of_order", "_codes")

    def __init__(self, players, names, round, king, turn, hands, piles, tricks,
                 roads, pool, removed, seed, history=None):
        self.players = players
        self.names = list(names)
        self.removed = list(removed)
        self.core = FastState.make(players, round, king, turn, hands, piles, tricks, roads,
                                   pool, removed, seed, keep=True, history=history or ())
        self._views = []
        self._codes = None
        # Hands as a position listed them, while that order is not the canonical
        # one (a hand is a multiset; the order is kept only so positions round-trip).
        self._order = None
        hands = [list(h) for h in hands]
        if any(hands) and hands != self.hands:
            self._order = hands

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players, seed=0, names=None, first_player=None):
        """A fresh game (R4–R7), fully determined by ``seed``.

        ``first_player`` lets the table choose who starts (R7); otherwise it is
        drawn at random.
        """
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Figaro is for 3 to 6 players, not {players}")
        rng = setup_rng(seed)
        lengths = list(ROAD_LENGTHS)
        rng.shuffle(lengths)
        group = players - 1
        pool = [sorted(lengths[r * group:(r + 1) * group], reverse=True) for r in range(ROUNDS)]
        removed = three_player_removals(rng.choice(COLOURS)) if players == 3 else []
        king = rng.randrange(players) if first_player is None else first_player
        empty = [[] for _ in range(players)]
        state = cls(players, names or default_names(players), 1, king, king, empty, empty,
                    empty, empty, pool, removed, seed)
        state.core._deal()
        return state

    def copy(self):
        other = GameState.__new__(GameState)
        other.players = self.players
        other.names = list(self.names)
        other.removed = list(self.removed)
        other.core = self.core.copy()
        other._views = []
        other._codes = self._codes
        other._order = None if self._order is None else [h[:] for h in self._order]
        return other

    def cards_in_use(self):
        return cards_in_use(self.removed)

    # ---------------------------------------------------------------- queries
    @property
    def round(self):
        return self.core.round

    @property
    def king(self):
        return self.core.king

    @property
    def turn(self):
        """The seat to act, None once the game is over."""
        turn = self.core.turn
        return None if turn < 0 else turn

    @property
    def seed(self):
        return self.core.seed

    @property
    def hands(self):
        if self._order is not None:
            return [h[:] for h in self._order]
        return [counts_cards(h) for h in self.core.hands]

    def hand(self, seat):
        """One seat's cards."""
        if self._order is not None:
            return self._order[seat][:]
        return counts_cards(self.core.hands[seat])

    @property
    def piles(self):
        return [_names(p) for p in self.core.piles]

    @property
    def tricks(self):
        return [_names(t) for t in self.core.taken]

    @property
    def roads(self):
        return [list(r) for r in self.core.roads]

    @property
    def pool(self):
        return [list(g) for g in self.core.pool]

    @property
    def history(self):
        """This round's public moves, as (seat, move): what every player saw."""
        return [(seat, CODE_MOVES[code]) for seat, code in self.core.log]

    @history.setter
    def history(self, moves):
        self._detach_views()
        self.core.log = [(seat, MOVE_CODES[move]) for seat, move in moves]

    @property
    def finished(self):
        return self.core.turn == NO_SEAT

    @property
    def winner(self):
        """The seat with the shortest road once the game is over (R22), else None."""
        if self.core.turn != NO_SEAT:
            return None
        return self.core.winner()

    def road_lengths(self):
        return self.core.road_lengths()

    def scores(self):
        """One number a seat for summaries (the protocol): the road's length; shortest wins."""
        return self.core.road_lengths()

    def table_is_empty(self):
        return not self.core.table

    def pile_colours(self):
        return [None if c < 0 else COLOURS[c] for c in self.core.pile_colour]

    def legal_codes(self):
        """The legal moves as the core's codes (game.figaro.fast), in the stable
        order, worked out once a position: a list shared by every caller, never
        to be changed."""
        codes = self._codes
        if codes is None:
            core = self.core
            codes = self._codes = [] if core.turn == NO_SEAT else core.legal_codes()
        return codes

    def legal_moves(self):
        """Every legal move of the seat to act, in a stable order: plays by card
        (canonical order) then seat, then the take. Empty once the game is over."""
        return [CODE_MOVES[code] for code in self.legal_codes()]

    def check(self, move, seat=None):
        """The move's code when ``move`` is legal now; else IllegalMove (with the
        rule it breaks)."""
        core = self.core
        turn = core.turn
        if turn == NO_SEAT:
            raise IllegalMove("R22", "the game is over: no more moves")
        if seat is not None and seat != turn:
            if not (isinstance(seat, int) and 0 <= seat < self.players):
                raise IllegalMove("R8", f"there is no seat {seat}; it is {self.names[turn]}'s turn")
            raise IllegalMove("R8", f"it is {self.names[turn]}'s turn, not {self.names[seat]}'s")
        try:
            code = move_code(move)
        except (KeyError, TypeError):           # not a move, or a seat beyond any table
            code = None
        if code is not None and code in self.legal_codes():
            return code
        if isinstance(move, Play):
            card, to = move.card, move.to
            if not is_card(card) or not core.hands[turn][CARD_INDEX[card]]:
                raise IllegalMove("R8", f"{card} is not in {self.names[turn]}'s hand")
            if not (isinstance(to, int) and not isinstance(to, bool) and 0 <= to < self.players):
                raise IllegalMove("R8", f"there is no seat {to}")
        elif not isinstance(move, Take):
            raise TypeError(f"not a move: {move!r}")
        raise IllegalMove(*core.refusal(code, self.names))

    # ---------------------------------------------------------------- changes
    def apply(self, move, seat=None):
        """Play ``move`` for the seat to act and resolve everything it causes.

        Returns a list of events (tuples) describing what happened, in order, for
        whoever wants to show it: ("play", seat, card, to), ("ronde", seat),
        ("capture", seat, n_cards), ("take", seat, n_cards, forced),
        ("round_end", round, king, counts, swap, awards), ("game_end", winner).
        Raises IllegalMove and changes nothing when the move is illegal.
        """
        codes = self._codes
        if codes is None:
            codes = self.legal_codes()
        code = _CODE_OF_ID.get(id(move))
        if (code is None or CODE_MOVES[code] is not move or code not in codes
                or (seat is not None and seat != self.core.turn)):
            code = self.check(move, seat)     # raises IllegalMove unless legal after all
        views = self._views
        if views:
            for ref in views:
                if ref() is not None:
                    self._detach_views()
                    break
            else:
                views.clear()
        self._codes = None
        events = []
        if self._order is None:
            self.core.apply(code, events)
            return events
        self._keep_order(move)
        self.core.apply(code, events)
        if self.core.round != self._round_of_order:
            self._order = None
        return events

    def _keep_order(self, move):
        self._round_of_order = self.core.round
        if isinstance(move, Play):
            self._order[self.core.turn].remove(move.card)

    def settle(self, events=None):
        """End the round if the seat to act has no cards (R17), and so on."""
        events = [] if events is None else events
        self._detach_views()
        self._codes = None
        round_ = self.core.round
        self.core.settle(events)
        if self.core.round != round_:
            self._order = None
        return events

    def trusted_core(self):
        """The core itself (game.common.protocol), for whoever plays on it, and on
        it alone, codes it listed (the simulate loop): views made so far keep
        the position they showed. None while a position's order of the hands is
        kept (moves then go through ``apply``)."""
        if self._order is not None:
            return None
        self._detach_views()
        self._codes = None
        return self.core

    # ------------------------------------------------------------- knowledge
    def view(self, seat):
        """What ``seat`` may know (R23), as a ``View``. See game.figaro.view.

        Cheap: the view reads this state until the state changes, and only then
        keeps a copy of its own (if it is still held by anyone)."""
        view = View(self, seat)
        views = self._views
        if len(views) > 16:                   # asked again and again, no move between
            views[:] = [ref for ref in views if ref() is not None]
        views.append(weakref.ref(view))
        return view

    def _detach_views(self):
        snapshot = None
        for ref in self._views:
            view = ref()
            if view is not None:
                if snapshot is None:
                    snapshot = self.copy()
                view._state = snapshot
        self._views = []

