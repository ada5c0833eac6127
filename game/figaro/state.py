"""The state of a game of Figaro and the rules that move it (RULES.md R4–R22).

``GameState`` is the single source of legality: ``legal_moves()`` lists what the
seat to act may do, ``apply(move)`` does it (or raises ``IllegalMove`` naming the
rule and changes nothing), and everything that follows from a move on its own —
captures, the ronde's pass, the end of a round, scoring, the next deal, the end
of the game — happens inside ``apply``.

Randomness comes only from ``seed``: the shuffle of round r is drawn from a
generator seeded with (seed, r), so a position saved in the middle of a game and
resumed elsewhere deals the same later rounds as the game it came from.
"""

import random

from . import scoring
from .cards import (
    COLOUR,
    COLOURS,
    RONDE,
    VALUE,
    full_deck,
    pile_colour,
    sort_cards,
    three_player_removals,
)
from ..common.errors import IllegalMove
from .moves import TAKE, Play, Take
from .roads import ROAD_LENGTHS

MIN_PLAYERS, MAX_PLAYERS = 3, 6
ROUNDS = 3


def round_rng(seed, round_number):
    """The generator for the deal of one round: a pure function of (seed, round)."""
    return random.Random(f"figaro/{seed}/deal/{round_number}")


def setup_rng(seed):
    return random.Random(f"figaro/{seed}/setup")


def default_names(players):
    return [f"Player {i + 1}" for i in range(players)]


class GameState:
    """A whole game: hands, piles, trick piles, roads and the King.

    Attributes mirror the position of FORMAT.md; treat them as read-only and
    change the game only through ``apply``.
    """

    __slots__ = (
        "players", "names", "round", "king", "turn", "hands", "piles", "tricks",
        "roads", "pool", "removed", "seed", "history",
    )

    def __init__(self, players, names, round, king, turn, hands, piles, tricks,
                 roads, pool, removed, seed, history=None):
        self.players = players
        self.names = list(names)
        self.round = round
        self.king = king
        self.turn = turn
        self.hands = [list(h) for h in hands]
        self.piles = [list(p) for p in piles]
        self.tricks = [list(t) for t in tricks]
        self.roads = [list(r) for r in roads]
        self.pool = [list(g) for g in pool]
        self.removed = list(removed)
        self.seed = seed
        # Public moves of the current round, as (seat, move): what every player saw.
        self.history = list(history or [])

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
        state._deal()
        return state

    def copy(self):
        return GameState(self.players, self.names, self.round, self.king, self.turn,
                         self.hands, self.piles, self.tricks, self.roads, self.pool,
                         self.removed, self.seed, self.history)

    def cards_in_use(self):
        deck = full_deck()
        for card in self.removed:
            deck.remove(card)
        return deck

    def _deal(self):
        """Shuffle every card in use and deal them all, evenly (R6, R21)."""
        cards = self.cards_in_use()
        round_rng(self.seed, self.round).shuffle(cards)
        share = len(cards) // self.players
        self.hands = [sort_cards(cards[i * share:(i + 1) * share]) for i in range(self.players)]
        self.piles = [[] for _ in range(self.players)]
        self.tricks = [[] for _ in range(self.players)]
        self.history = []

    # ---------------------------------------------------------------- queries
    @property
    def finished(self):
        return self.turn is None

    @property
    def winner(self):
        """The seat with the shortest road once the game is over (R22), else None."""
        if not self.finished:
            return None
        return scoring.winner(self.road_lengths(), self.king)

    def road_lengths(self):
        return [sum(r) for r in self.roads]

    def scores(self):
        """One number a seat for summaries (the protocol): the road's length; shortest wins."""
        return self.road_lengths()

    def table_is_empty(self):
        return not any(self.piles)

    def pile_colours(self):
        return [pile_colour(p) for p in self.piles]

    def legal_moves(self):
        """Every legal move of the seat to act, in a stable order: plays by card
        (canonical order) then seat, then the take. Empty once the game is over."""
        if self.turn is None:
            return []
        seat = self.turn
        colours = self.pile_colours()
        seat_of_colour = {c: s for s, c in enumerate(colours) if c is not None}
        undetermined = [s for s, c in enumerate(colours) if c is None]
        everyone = range(self.players)
        moves = []
        for card in sort_cards(set(self.hands[seat])):
            if card == RONDE:
                moves.append(Play(card, seat))                       # R12
                continue
            colour = COLOUR[card]
            if colour is None:
                moves.extend(Play(card, s) for s in everyone)        # R11
            elif colour in seat_of_colour:
                moves.append(Play(card, seat_of_colour[colour]))     # R9, R10
            else:
                moves.extend(Play(card, s) for s in undetermined)    # R10
        if not moves:
            return [TAKE]                                            # R14
        if not self.table_is_empty():
            moves.append(TAKE)                                       # R15
        return moves

    def check(self, move, seat=None):
        """Raise IllegalMove (with the rule it breaks) unless ``move`` is legal now."""
        if self.turn is None:
            raise IllegalMove("R22", "the game is over: no more moves")
        if seat is not None and seat != self.turn:
            if not (isinstance(seat, int) and 0 <= seat < self.players):
                raise IllegalMove("R8", f"there is no seat {seat}; it is {self.names[self.turn]}'s turn")
            raise IllegalMove("R8", f"it is {self.names[self.turn]}'s turn, not {self.names[seat]}'s")
        hand = self.hands[self.turn]
        if isinstance(move, Take):
            if self.table_is_empty():
                raise IllegalMove("R15", "there are no face-up cards to take")
            return
        if not isinstance(move, Play):
            raise TypeError(f"not a move: {move!r}")
        card, to = move.card, move.to
        if card not in hand:
            raise IllegalMove("R8", f"{card} is not in {self.names[self.turn]}'s hand")
        if not (isinstance(to, int) and 0 <= to < self.players):
            raise IllegalMove("R8", f"there is no seat {to}")
        if card == RONDE:
            if to != self.turn:
                raise IllegalMove("R12", "a ronde is always played in front of its own player")
            return
        colour = COLOUR[card]
        if colour is None:
            return                                                   # R11
        target = pile_colour(self.piles[to])
        if target is not None and target != colour:
            raise IllegalMove("R9", f"{self.names[to]}'s pile is {target}; {card} is {colour}")
        if target is None:
            for seat_, pile in enumerate(self.piles):
                if seat_ != to and pile_colour(pile) == colour:
                    raise IllegalMove("R10", f"{colour} is already in {self.names[seat_]}'s pile")

    # ---------------------------------------------------------------- changes
    def apply(self, move, seat=None):
        """Play ``move`` for the seat to act and resolve everything it causes.

        Returns a list of events (tuples) describing what happened, in order, for
        whoever wants to show it: ("play", seat, card, to), ("ronde", seat),
        ("capture", seat, n_cards), ("take", seat, n_cards, forced),
        ("round_end", round, king, counts, swap, awards), ("game_end", winner).
        Raises IllegalMove and changes nothing when the move is illegal.
        """
        self.check(move, seat)
        actor = self.turn
        events = []
        if isinstance(move, Take):
            forced = not any(isinstance(m, Play) for m in self.legal_moves())
            events.append(("take", actor, self._sweep_to(actor), forced))
            self.history.append((actor, move))
            self.turn = actor                                        # R16
        else:
            self.hands[actor].remove(move.card)
            self.history.append((actor, move))
            if move.card == RONDE:
                self.piles[actor].append(RONDE)
                self.piles = self.piles[-1:] + self.piles[:-1]       # R12: seat i -> i+1
                events.append(("play", actor, RONDE, actor))
                events.append(("ronde", actor))
                self.turn = (actor + 1) % self.players
            else:
                pile = self.piles[move.to]
                pile.append(move.card)
                events.append(("play", actor, move.card, move.to))
                if sum(VALUE[c] for c in pile) >= 6:                 # R13
                    events.append(("capture", move.to, self._sweep_to(move.to)))
                    self.turn = move.to
                else:
                    self.turn = (actor + 1) % self.players
        self.settle(events)
        return events

    def _sweep_to(self, seat):
        taken = [card for pile in self.piles for card in pile]
        self.tricks[seat].extend(taken)
        self.piles = [[] for _ in range(self.players)]
        return len(taken)

    def settle(self, events=None):
        """End the round if the seat to act has no cards (R17), and so on."""
        events = [] if events is None else events
        while self.turn is not None and not self.hands[self.turn]:
            self._end_round(events)
        return events

    def _end_round(self, events):
        self.king = self.turn                                        # R17
        counts = [len(t) for t in self.tricks]                      # R18
        group = self.pool[self.round - 1]
        swap = None
        if self.round == ROUNDS:                                     # R20
            swap = scoring.third_round_swap(counts, self.king, self.roads, group)
            if swap is not None:
                seat, given, got = swap
                roads = self.roads[seat]
                roads[roads.index(given)] = got
                group = sorted([given if g == got else g for g in group], reverse=True)
        awards = scoring.award_roads(counts, self.king, group)      # R19
        for seat, length in awards:
            self.roads[seat].append(length)
        self.pool[self.round - 1] = []
        events.append(("round_end", self.round, self.king, counts, swap, awards))
        if self.round == ROUNDS:
            self.turn = None
            events.append(("game_end", self.winner))
        else:
            self.round += 1                                          # R21
            self._deal()
            self.turn = self.king

    # ------------------------------------------------------------- knowledge
    def view(self, seat):
        """What ``seat`` may know (R23), as a ``View``. See game.view."""
        from .view import View
        return View.of(self, seat)
