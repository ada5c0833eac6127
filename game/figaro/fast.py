"""Figaro's rules, once (RULES.md R6–R22): the compact core every caller plays on.

``FastState`` is the only place where a move is judged legal and where what it
causes — captures, the ronde's pass, the end of a round, scoring, the next
deal, the end of the game — happens. ``GameState`` (game.figaro.state) wraps it
with the readable public API (``Play``/``Take`` values, ``IllegalMove``,
events, views, positions); the computer players' searches play on it directly,
thousands of whole rounds a second.

It keeps only small ints: card kinds are 0..17 in ``CARD_NAMES`` order, a hand
is a count per kind, each pile is the list of its kinds (with its colour and
value kept alongside), trick piles are counts. What only the readable API needs
— the cards of each trick pile, this round's moves — is kept when asked for
(``taken`` and ``log`` not None) and skipped by a search.

Moves are ints: ``kind * 8 + seat`` for a play, ``TAKE_CODE`` for a take, so the
natural order of the ints is the stable order of legal moves.
"""

import random
from itertools import compress

from . import scoring
from .cards import CARD_INDEX, CARD_NAMES, COLOUR, COLOURS, VALUE, full_deck
from .moves import TAKE, Play

ROUNDS = 3
KINDS = len(CARD_NAMES)                  # 18
RONDE_KIND = CARD_INDEX["ronde"]         # 17
JESTER_KINDS = (CARD_INDEX["jester1"], CARD_INDEX["jester2"])
KIND_VALUE = tuple(VALUE[name] for name in CARD_NAMES)
# -1 for jesters and rondes: they have no colour of their own (R11).
KIND_COLOUR = tuple(COLOURS.index(COLOUR[name]) if COLOUR[name] else -1 for name in CARD_NAMES)
TAKE_CODE = 255
NO_SEAT = -1
MAX_SEATS = 8                            # a code keeps the seat in 3 bits

# Every move as a value, by code: decoding is a lookup.
CODE_MOVES = {kind * 8 + seat: Play(CARD_NAMES[kind], seat)
              for kind in range(KINDS) for seat in range(MAX_SEATS)}
CODE_MOVES[TAKE_CODE] = TAKE
MOVE_CODES = {move: code for code, move in CODE_MOVES.items()}
_CODE_OF_ID = {id(move): code for code, move in CODE_MOVES.items()}   # the same, faster


def move_code(move):
    """The code of a move (KeyError for a value that is no move)."""
    code = _CODE_OF_ID.get(id(move))
    if code is not None and CODE_MOVES[code] is move:
        return code
    return MOVE_CODES[move]


def code_move(code):
    return CODE_MOVES[code]


def kind_counts(cards):
    counts = [0] * KINDS
    for card in cards:
        counts[CARD_INDEX[card]] += 1
    return counts


def counts_cards(counts):
    """A hand's cards, in canonical order, from its counts."""
    return [CARD_NAMES[kind] for kind in range(KINDS) for _ in range(counts[kind])]


def cards_in_use(removed):
    """The deck of R1 without the cards set aside (R5), in canonical order."""
    deck = full_deck()
    for card in removed:
        deck.remove(card)
    return deck


class FastState:
    """One game, compactly. ``turn`` is ``NO_SEAT`` once the game is over.

    Later rounds are dealt from ``seed`` (``round_rng``) when it is known,
    otherwise from ``rng`` (a search does not know them).
    """

    __slots__ = ("players", "round", "king", "turn", "hands", "hand_sizes", "piles",
                 "pile_colour", "pile_value", "table", "tricks", "taken", "log", "roads",
                 "pool", "deck", "seed", "rng")

    def copy(self):
        other = FastState.__new__(FastState)
        other.players = self.players
        other.round = self.round
        other.king = self.king
        other.turn = self.turn
        other.hands = [h[:] for h in self.hands]
        other.hand_sizes = self.hand_sizes[:]
        other.piles = [p[:] for p in self.piles]
        other.pile_colour = self.pile_colour[:]
        other.pile_value = self.pile_value[:]
        other.table = self.table
        other.tricks = self.tricks[:]
        taken = self.taken
        other.taken = None if taken is None else [t[:] for t in taken]
        log = self.log
        other.log = None if log is None else log[:]
        other.roads = [r[:] for r in self.roads]
        other.pool = [g[:] for g in self.pool]
        other.deck = self.deck
        other.seed = self.seed
        other.rng = self.rng
        return other

    # ----------------------------------------------------------------- making
    @classmethod
    def make(cls, players, round, king, turn, hands, piles, tricks, roads, pool, removed,
             seed=None, rng=None, keep=False, history=()):
        """From readable parts (card names). ``tricks`` are trick piles (lists of
        cards). ``keep`` keeps the cards of trick piles and this round's moves."""
        fast = cls.__new__(cls)
        fast.players = players
        fast.round = round
        fast.king = king
        fast.turn = NO_SEAT if turn is None else turn
        fast.hands = [kind_counts(h) for h in hands]
        fast.hand_sizes = [len(h) for h in hands]
        fast.piles = [[CARD_INDEX[c] for c in p] for p in piles]
        fast.pile_colour = [_colour_of(p) for p in fast.piles]
        fast.pile_value = [sum(KIND_VALUE[k] for k in p) for p in fast.piles]
        fast.table = sum(len(p) for p in piles)
        fast.tricks = [len(t) for t in tricks]
        fast.taken = [[CARD_INDEX[c] for c in t] for t in tricks] if keep else None
        fast.log = [(seat, MOVE_CODES[move]) for seat, move in history] if keep else None
        fast.roads = [list(r) for r in roads]
        fast.pool = [list(g) for g in pool]
        fast.deck = _deck(removed)
        fast.seed = seed
        fast.rng = rng
        return fast

    @classmethod
    def from_state(cls, state, rng=None):
        """The same game as ``state`` (a GameState); with no ``rng`` later deals
        follow its seed."""
        fast = state.core.copy()
        fast.taken = fast.log = None
        if rng is not None:
            fast.seed, fast.rng = None, rng
        return fast

    @classmethod
    def from_view(cls, view, hands, rng):
        """The game as ``view`` shows it, with ``hands`` for every seat (a guess
        for the others'); later deals drawn from ``rng``."""
        return cls.make(view.players, view.round, view.king, view.turn, hands, view.piles,
                        view.tricks, view.roads, view.pool, view.removed, None, rng)

    # ---------------------------------------------------------------- queries
    @property
    def finished(self):
        return self.turn == NO_SEAT

    def legal_codes(self):
        """Legal moves of the seat to act as codes, in the stable order: plays
        by card kind then seat, then the take."""
        seat = self.turn
        hand = self.hands[seat]
        key = tuple(self.pile_colour)
        plays = _PLAYS.get(key)
        if plays is None:
            plays = _plays(key)
        moves = []
        extend = moves.extend
        for codes in compress(plays, hand):
            extend(codes)
        if hand[RONDE_KIND]:
            moves.append(RONDE_BASE + seat)                       # R12
        if not moves:
            return [TAKE_CODE]                                    # R14
        if self.table:
            moves.append(TAKE_CODE)                               # R15
        return moves

    def refusal(self, code, names):
        """Why ``code`` (not in ``legal_codes()``) is illegal: (rule, message).
        Legality itself is decided by ``legal_codes`` alone; this only names
        the reason."""
        seat = self.turn
        if code == TAKE_CODE:
            return "R15", "there are no face-up cards to take"
        kind, to = code >> 3, code & 7
        card = CARD_NAMES[kind]
        if not self.hands[seat][kind]:
            return "R8", f"{card} is not in {names[seat]}'s hand"
        if kind == RONDE_KIND:
            return "R12", "a ronde is always played in front of its own player"
        colour = KIND_COLOUR[kind]
        target = self.pile_colour[to]
        if target >= 0 and target != colour:
            return "R9", f"{names[to]}'s pile is {COLOURS[target]}; {card} is {COLOURS[colour]}"
        other = self.pile_colour.index(colour)
        return "R10", f"{COLOURS[colour]} is already in {names[other]}'s pile"

    def road_lengths(self):
        return [sum(r) for r in self.roads]

    def winner(self):
        return scoring.winner(self.road_lengths(), self.king)

    # ---------------------------------------------------------------- changes
    def apply(self, code, events=None):
        """Play a legal move (unchecked: the caller took it from legal_codes).
        With an ``events`` list, appends what happened (see GameState.apply)."""
        actor = self.turn
        if self.log is not None:
            self.log.append((actor, code))
        if code == TAKE_CODE:
            if events is not None:
                forced = self.legal_codes() == [TAKE_CODE]
                events.append(("take", actor, self.table, forced))
            self._sweep_to(actor)                                 # R14, R15, R16
        else:
            kind = code >> 3
            self.hands[actor][kind] -= 1
            self.hand_sizes[actor] -= 1
            self.table += 1
            if kind == RONDE_KIND:
                piles = self.piles
                piles[actor].append(kind)                         # R12: then pass left
                piles.insert(0, piles.pop())
                self.pile_colour.insert(0, self.pile_colour.pop())
                self.pile_value.insert(0, self.pile_value.pop())
                self.turn = (actor + 1) % self.players
                if events is not None:
                    events.append(("play", actor, "ronde", actor))
                    events.append(("ronde", actor))
            else:
                to = code & 7
                self.piles[to].append(kind)
                if self.pile_colour[to] < 0:
                    self.pile_colour[to] = KIND_COLOUR[kind]
                value = self.pile_value[to] + KIND_VALUE[kind]
                self.pile_value[to] = value
                if events is not None:
                    events.append(("play", actor, CARD_NAMES[kind], to))
                if value >= 6:                                    # R13
                    if events is not None:
                        events.append(("capture", to, self.table))
                    self._sweep_to(to)
                else:
                    self.turn = (actor + 1) % self.players
        turn = self.turn
        if turn != NO_SEAT and not self.hand_sizes[turn]:
            self.settle(events)

    def settle(self, events=None):
        """End the round while the seat to act has no cards (R17), and so on."""
        while self.turn != NO_SEAT and not self.hand_sizes[self.turn]:
            self._end_round(events)

    def _sweep_to(self, seat):
        players = self.players
        if self.taken is not None:
            self.taken[seat].extend([kind for pile in self.piles for kind in pile])
        self.tricks[seat] += self.table
        self.table = 0
        self.piles = [[] for _ in range(players)]
        self.pile_colour = [-1] * players
        self.pile_value = [0] * players
        self.turn = seat

    def _end_round(self, events=None):
        self.king = king = self.turn                              # R17
        counts = self.tricks                                      # R18
        group = self.pool[self.round - 1]
        swap = None
        if self.round == ROUNDS:                                  # R20
            swap = scoring.third_round_swap(counts, king, self.roads, group)
            if swap is not None:
                seat, given, got = swap
                roads = self.roads[seat]
                roads[roads.index(given)] = got
                group = sorted([given if g == got else g for g in group], reverse=True)
        awards = scoring.award_roads(counts, king, group)        # R19
        for seat, length in awards:
            self.roads[seat].append(length)
        self.pool[self.round - 1] = []
        if events is not None:
            events.append(("round_end", self.round, king, counts[:], swap, awards))
        if self.round == ROUNDS:
            self.turn = NO_SEAT
            if events is not None:
                events.append(("game_end", self.winner()))
            return
        self.round += 1                                           # R21
        self._deal()
        self.turn = king

    def _deal(self):
        """Shuffle every card in use and deal them all, evenly (R6, R21)."""
        deck = list(self.deck)
        if self.seed is not None:
            round_rng(self.seed, self.round).shuffle(deck)
        else:
            self.rng.shuffle(deck)
        players = self.players
        share = len(deck) // players
        hands = []
        for start in range(0, share * players, share):
            hand = [0] * KINDS
            for kind in deck[start:start + share]:
                hand[kind] += 1
            hands.append(hand)
        self.hands = hands
        self.hand_sizes = [share] * players
        self.piles = [[] for _ in range(players)]
        self.pile_colour = [-1] * players
        self.pile_value = [0] * players
        self.table = 0
        self.tricks = [0] * players
        if self.taken is not None:
            self.taken = [[] for _ in range(players)]
        if self.log is not None:
            self.log = []


# The plays of each card kind but the ronde, by the colours the piles show:
# what R9, R10 and R11 allow, worked out once for each pattern of colours.
_PLAYS = {}
RONDE_BASE = RONDE_KIND * 8


def _plays(pile_colours):
    players = len(pile_colours)
    undetermined = [s for s, c in enumerate(pile_colours) if c < 0]
    plays = []
    for kind in range(RONDE_KIND):
        base = kind * 8
        colour = KIND_COLOUR[kind]
        if colour < 0:
            plays.append(tuple(range(base, base + players)))     # R11: anywhere
        elif colour in pile_colours:
            plays.append((base + pile_colours.index(colour),))   # R9, R10: on its colour
        else:
            plays.append(tuple(base + s for s in undetermined))  # R10: a pile with no colour
    _PLAYS[pile_colours] = plays
    return plays


def _colour_of(pile):
    for kind in pile:
        if KIND_COLOUR[kind] >= 0:
            return KIND_COLOUR[kind]
    return -1


_DECKS = {}


def _deck(removed):
    """The kinds of the cards in use, in canonical order, as a tuple: worked out
    once for each set of cards set aside."""
    key = tuple(removed)
    deck = _DECKS.get(key)
    if deck is None:
        deck = _DECKS[key] = tuple(CARD_INDEX[c] for c in cards_in_use(removed))
    return deck


def round_rng(seed, round_number):
    """The generator for the deal of one round: a pure function of (seed, round)."""
    return random.Random(f"figaro/{seed}/deal/{round_number}")


def play_random_game(fast, rng):
    """Play ``fast`` to the end with uniformly random legal moves; return it."""
    choice = rng.choice
    while fast.turn != NO_SEAT:
        fast.apply(choice(fast.legal_codes()))
    return fast
