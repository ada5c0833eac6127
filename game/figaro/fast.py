"""A compact engine for the computer players' searches, behind the same rules.

``GameState`` is the single source of legality and stays readable; searching
needs thousands of whole rounds per second, so this engine keeps only what the
rules need: card kinds as small ints (0..17 in ``CARD_NAMES`` order), hands as
count arrays, each pile as colour / value / card count, and trick piles as
counts. A test plays many random games on both engines and checks they agree
move by move.

Moves are ints: ``kind * 8 + seat`` for a play, ``TAKE_CODE`` for a take, so the
natural order of the ints is the stable order of ``GameState.legal_moves()``.
"""

from . import scoring
from .cards import CARD_INDEX, CARD_NAMES, COLOUR, COLOURS, VALUE
from .moves import TAKE, Play
from .state import ROUNDS, round_rng

KINDS = len(CARD_NAMES)                  # 18
RONDE_KIND = CARD_INDEX["ronde"]         # 17
JESTER_KINDS = (CARD_INDEX["jester1"], CARD_INDEX["jester2"])
KIND_VALUE = tuple(VALUE[name] for name in CARD_NAMES)
# -1 for jesters and rondes: they have no colour of their own (R11).
KIND_COLOUR = tuple(COLOURS.index(COLOUR[name]) if COLOUR[name] else -1 for name in CARD_NAMES)
TAKE_CODE = 255
NO_SEAT = -1


def move_code(move):
    return TAKE_CODE if move == TAKE else CARD_INDEX[move.card] * 8 + move.to


def code_move(code):
    return TAKE if code == TAKE_CODE else Play(CARD_NAMES[code >> 3], code & 7)


def kind_counts(cards):
    counts = [0] * KINDS
    for card in cards:
        counts[CARD_INDEX[card]] += 1
    return counts


def _pile_fields(pile):
    colours = [KIND_COLOUR[CARD_INDEX[c]] for c in pile if KIND_COLOUR[CARD_INDEX[c]] >= 0]
    return (colours[0] if colours else -1), sum(VALUE[c] for c in pile), len(pile)


class FastState:
    """One game, compactly. ``turn`` is ``NO_SEAT`` once the game is over.

    Later rounds are dealt from ``seed`` exactly as ``GameState`` deals them when
    ``seed`` is known, otherwise from ``rng`` (a search does not know them).
    """

    __slots__ = ("players", "round", "king", "turn", "hands", "hand_sizes", "pile_colour",
                 "pile_value", "pile_count", "table", "tricks", "roads", "pool", "deck",
                 "seed", "rng")

    def copy(self):
        other = FastState.__new__(FastState)
        other.players = self.players
        other.round = self.round
        other.king = self.king
        other.turn = self.turn
        other.hands = [h[:] for h in self.hands]
        other.hand_sizes = self.hand_sizes[:]
        other.pile_colour = self.pile_colour[:]
        other.pile_value = self.pile_value[:]
        other.pile_count = self.pile_count[:]
        other.table = self.table
        other.tricks = self.tricks[:]
        other.roads = [r[:] for r in self.roads]
        other.pool = [g[:] for g in self.pool]
        other.deck = self.deck
        other.seed = self.seed
        other.rng = self.rng
        return other

    # ----------------------------------------------------------------- making
    @classmethod
    def _from_public(cls, source, hands, seed, rng):
        """From a GameState or a View (same public attribute names) and hands."""
        fast = cls.__new__(cls)
        fast.players = source.players
        fast.round = source.round
        fast.king = source.king
        fast.turn = NO_SEAT if source.turn is None else source.turn
        fast.hands = [kind_counts(h) for h in hands]
        fast.hand_sizes = [len(h) for h in hands]
        fields = [_pile_fields(p) for p in source.piles]
        fast.pile_colour = [f[0] for f in fields]
        fast.pile_value = [f[1] for f in fields]
        fast.pile_count = [f[2] for f in fields]
        fast.table = sum(fast.pile_count)
        fast.tricks = [len(t) for t in source.tricks]
        fast.roads = [list(r) for r in source.roads]
        fast.pool = [list(g) for g in source.pool]
        deck = kind_counts(_cards_in_use(source.removed))
        fast.deck = [k for k in range(KINDS) for _ in range(deck[k])]
        fast.seed = seed
        fast.rng = rng
        return fast

    @classmethod
    def from_state(cls, state, rng=None):
        """The same game as ``state``; with no ``rng`` later deals follow its seed."""
        return cls._from_public(state, state.hands, state.seed if rng is None else None, rng)

    @classmethod
    def from_view(cls, view, hands, rng):
        """The game as ``view`` shows it, with ``hands`` for every seat (a guess
        for the others'); later deals drawn from ``rng``."""
        return cls._from_public(view, hands, None, rng)

    # ---------------------------------------------------------------- queries
    @property
    def finished(self):
        return self.turn == NO_SEAT

    def legal_codes(self):
        """Legal moves of the seat to act as codes, in GameState's stable order."""
        seat = self.turn
        hand = self.hands[seat]
        pile_colour = self.pile_colour
        everyone = range(self.players)
        colour_seat = [-1] * 5
        undetermined = []
        for s in everyone:
            c = pile_colour[s]
            if c >= 0:
                colour_seat[c] = s
            else:
                undetermined.append(s)
        moves = []
        for kind in range(15):
            if hand[kind]:
                base = kind * 8
                s = colour_seat[KIND_COLOUR[kind]]
                if s >= 0:
                    moves.append(base + s)                       # R9, R10
                else:
                    moves.extend([base + u for u in undetermined])
        for kind in JESTER_KINDS:
            if hand[kind]:
                base = kind * 8
                moves.extend([base + s for s in everyone])        # R11
        if hand[RONDE_KIND]:
            moves.append(RONDE_KIND * 8 + seat)                   # R12
        if not moves:
            return [TAKE_CODE]                                    # R14
        if self.table:
            moves.append(TAKE_CODE)                               # R15
        return moves

    def road_lengths(self):
        return [sum(r) for r in self.roads]

    def winner(self):
        return scoring.winner(self.road_lengths(), self.king)

    # ---------------------------------------------------------------- changes
    def apply(self, code):
        """Play a legal move (unchecked: the caller took it from legal_codes)."""
        actor = self.turn
        if code == TAKE_CODE:
            self._sweep_to(actor)                                 # R14, R15, R16
        else:
            kind = code >> 3
            self.hands[actor][kind] -= 1
            self.hand_sizes[actor] -= 1
            self.table += 1
            if kind == RONDE_KIND:
                self.pile_count[actor] += 1                       # R12: pass left
                self.pile_colour.insert(0, self.pile_colour.pop())
                self.pile_value.insert(0, self.pile_value.pop())
                self.pile_count.insert(0, self.pile_count.pop())
                self.turn = (actor + 1) % self.players
            else:
                to = code & 7
                self.pile_count[to] += 1
                if self.pile_colour[to] < 0:
                    self.pile_colour[to] = KIND_COLOUR[kind]
                value = self.pile_value[to] + KIND_VALUE[kind]
                self.pile_value[to] = value
                if value >= 6:                                    # R13
                    self._sweep_to(to)
                else:
                    self.turn = (actor + 1) % self.players
        while self.turn != NO_SEAT and not self.hand_sizes[self.turn]:
            self._end_round()                                     # R17

    def _sweep_to(self, seat):
        self.tricks[seat] += self.table
        self.table = 0
        players = self.players
        self.pile_colour = [-1] * players
        self.pile_value = [0] * players
        self.pile_count = [0] * players
        self.turn = seat

    def _end_round(self):
        self.king = king = self.turn
        counts = self.tricks
        group = self.pool[self.round - 1]
        if self.round == ROUNDS:                                  # R20
            swap = scoring.third_round_swap(counts, king, self.roads, group)
            if swap is not None:
                seat, given, got = swap
                roads = self.roads[seat]
                roads[roads.index(given)] = got
                group = [given if g == got else g for g in group]
        for seat, length in scoring.award_roads(counts, king, group):   # R19
            self.roads[seat].append(length)
        self.pool[self.round - 1] = []
        if self.round == ROUNDS:
            self.turn = NO_SEAT
            return
        self.round += 1                                           # R21
        self._deal()
        self.turn = king

    def _deal(self):
        deck = list(self.deck)
        if self.seed is not None:
            round_rng(self.seed, self.round).shuffle(deck)
        else:
            self.rng.shuffle(deck)
        players = self.players
        share = len(deck) // players
        hands = [[0] * KINDS for _ in range(players)]
        for i, kind in enumerate(deck):
            hands[i // share][kind] += 1
        self.hands = hands
        self.hand_sizes = [share] * players
        self.pile_colour = [-1] * players
        self.pile_value = [0] * players
        self.pile_count = [0] * players
        self.table = 0
        self.tricks = [0] * players


def _cards_in_use(removed):
    from .cards import full_deck
    deck = full_deck()
    for card in removed:
        deck.remove(card)
    return deck


def play_random_game(fast, rng):
    """Play ``fast`` to the end with uniformly random legal moves; return it."""
    choice = rng.choice
    while fast.turn != NO_SEAT:
        fast.apply(choice(fast.legal_codes()))
    return fast

