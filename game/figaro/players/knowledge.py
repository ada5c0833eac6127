"""What a computer player may know and guess, from its ``View`` alone (R23).

A player with a perfect memory knows its hand, the piles, every trick pile (each
was taken face up), the cards set aside and the size of every hand; the rest —
the other hands together — it can only guess. ``Guesser`` deals those unseen
cards at random into the other hands (a determinization); ``Reader`` and
``Believer`` make the guesses that explain the others' plays this round the
likelier ones (inference from their moves, as a card player does).
"""

import bisect
import math
import random

from ..cards import CARD_INDEX
from ..fast import KINDS, TAKE_CODE, FastState, kind_counts, move_code
from ..moves import Take
from .heuristic import Judge


def decision_rng(level, seed, view):
    """A generator for one decision, a pure function of the player's seed and the
    position it sees: a decision cancelled and asked again gives the same move."""
    key = "/".join((
        "figaro", level, str(seed), str(view.seat), str(view.round), str(len(view.history)),
        ",".join(view.hand), ",".join(str(len(t)) for t in view.tricks),
    ))
    return random.Random(key)


def brier_score(guesses, hands, seat):
    """How far ``guesses`` (``FastState``s) are from the true ``hands`` (card
    lists) that ``seat`` cannot see: the mean, over the other seats and the
    kinds of card, of the squared error of "this seat holds one of this kind"
    (0: every hand known; lower is better)."""
    errors = []
    for other, hand in enumerate(hands):
        if other != seat:
            truth = kind_counts(hand)
            for kind in range(KINDS):
                held = sum(1 for guess in guesses if guess.hands[other][kind]) / len(guesses)
                errors.append((held - (1 if truth[kind] else 0)) ** 2)
    return sum(errors) / len(errors)


def known_state(view):
    """The position as ``view`` shows it: this seat's hand; other hands empty but
    sized. Good for judging this seat's moves, not for playing on."""
    hands = [list(view.hand) if s == view.seat else [] for s in range(view.players)]
    fast = FastState.from_view(view, hands, None)
    fast.hand_sizes = list(view.hand_sizes)
    return fast


def round_start(view, hand_sizes):
    """This round as it began, for judging the moves made since: the King holder
    to lead (R7, R21), no piles, no tricks, hands of ``hand_sizes``. Roads and
    road pieces do not change within a round; the hands' contents stay as
    ``known_state`` has them (only this seat's own, and that as it is now)."""
    fast = known_state(view)
    players = view.players
    fast.turn = view.king
    fast.hand_sizes = list(hand_sizes)
    fast.tricks = [0] * players
    fast.pile_colour = [-1] * players
    fast.pile_value = [0] * players
    fast.piles = [[] for _ in range(players)]
    fast.table = 0
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


class Reader:
    """What the other seats' plays this round say about their hands.

    A player chooses among the moves its hand allows; had it held a card for a
    clearly better move, it would most likely have played that. So a guess of
    the hidden hands is the more believable the better each seat's observed
    moves look among the moves that guess would have allowed it. The judgement
    used is the medium player's (``Judge``), with a softmax of ``temperature``
    for people's and programs' imperfect play.

    Each past decision of another seat is judged once, for every move any hand
    could make then; a guess is then weighed by looking up, for each decision,
    which of those moves the seat's hand at that time allowed (its hand now plus
    the cards it has played since). With a ``slip``, a player picks any allowed
    move alike that share of the time: a searching player, whose plays follow
    the judge only loosely, is read so.
    """

    def __init__(self, view, temperature, slip=0.0):
        self.slip = slip
        self.decisions = {s: [] for s in range(view.players) if s != view.seat}
        history = view.history
        start_size = list(view.hand_sizes)
        for seat, move in history:
            if not isinstance(move, Take):
                start_size[seat] += 1
        self.usable = bool(history) and len(set(start_size)) == 1
        if not self.usable:
            return
        fast = round_start(view, start_size)
        everything = [1] * KINDS
        for seat, move in history:
            if fast.turn != seat:               # not this round from its start: give up
                self.usable = False
                return
            code = move_code(move)
            if seat != view.seat:
                saved = fast.hands[seat]
                fast.hands[seat] = everything
                codes = fast.legal_codes()
                fast.hands[seat] = saved
                scores = Judge(fast, seat).scores(codes)
                top = max(scores)
                kind_weight = [0.0] * KINDS
                take_weight = 0.0
                observed = 0.0
                for c, score in zip(codes, scores):
                    w = math.exp((score - top) / temperature)
                    if c == TAKE_CODE:
                        take_weight = w
                    else:
                        kind_weight[c >> 3] += w
                    if c == code:
                        observed = w
                if observed == 0.0:
                    self.usable = False
                    return
                played = -1 if code == TAKE_CODE else code >> 3
                self.decisions[seat].append((played, kind_weight, take_weight, observed))
            fast.apply(code)

    def log_likelihood(self, hands):
        """How believable ``hands`` (kind counts by seat, others' guessed) make
        the observed moves: the sum over decisions of log P(move | hand then)."""
        return sum(self.seat_log_likelihood(seat, hands[seat]) for seat in self.decisions)

    def seat_log_likelihood(self, seat, hand):
        """log P(``seat``'s moves this round | its ``hand`` now, kind counts)."""
        total = 0.0
        log = math.log
        slip = self.slip
        held = hand[:]
        for played, kind_weight, take_weight, observed in reversed(self.decisions[seat]):
            if played >= 0:
                held[played] += 1
            plays = 0.0
            kinds = 0
            for kind in range(KINDS):
                if held[kind]:
                    plays += kind_weight[kind]
                    kinds += 1
            if played < 0 and plays == 0.0:
                continue                    # a forced take (R14) says nothing more
            if slip:
                # kinds allowed, and the take when it was allowed: the moves a
                # slip chooses among (a kind's plays to several piles count once)
                total += log((1.0 - slip) * observed / (plays + take_weight)
                             + slip / (kinds + (take_weight > 0.0)))
            else:
                total += log(observed / (plays + take_weight))
        return total


class TwoKindsReader:
    """Reads each other seat as one of two kinds of player, not knowing which: one
    that plays as the judge does (``Reader`` at ``temperature``), or a searching
    player, whose plays follow the judge loosely (at ``LOOSE_TEMPERATURE`` and
    ``LOOSE_SLIP``, fitted to the hard player's plays). A guess of a seat's hand
    is believed as the two kinds, weighted by ``searchers`` (the prior share of
    the second), together explain its plays; so a searcher's unexpected plays
    do not make wrong hands believable, as they would read as the judge's."""

    LOOSE_TEMPERATURE = 1.0
    LOOSE_SLIP = 0.2

    def __init__(self, view, temperature, searchers):
        self.sharp = Reader(view, temperature)
        self.loose = Reader(view, self.LOOSE_TEMPERATURE, self.LOOSE_SLIP)
        self.usable = self.sharp.usable and self.loose.usable
        self.log_prior = (math.log(1.0 - searchers), math.log(searchers))

    def log_likelihood(self, hands):
        total = 0.0
        sharp_prior, loose_prior = self.log_prior
        for seat in self.sharp.decisions:
            a = sharp_prior + self.sharp.seat_log_likelihood(seat, hands[seat])
            b = loose_prior + self.loose.seat_log_likelihood(seat, hands[seat])
            top = max(a, b)
            total += top + math.log(math.exp(a - top) + math.exp(b - top))
        return total


class Believer(Guesser):
    """A ``Guesser`` that believes what the others' plays say (``Reader``):
    ``weigh()`` deals ``pool`` guesses and weighs each by how well it explains
    the moves seen this round; ``sample()`` then hands them out in proportion
    to those weights (blind guesses when this round's moves are not known)."""

    def __init__(self, view, rng, pool, temperature, searchers=0.0):
        super().__init__(view, rng)
        self.pool = pool
        self.temperature = temperature
        self.searchers = searchers
        self.guesses = None

    def reader(self):
        """What reads the others' plays: the judge's kind of player alone, or
        also (``searchers`` > 0) a searching one (``TwoKindsReader``)."""
        if self.searchers:
            return TwoKindsReader(self.view, self.temperature, self.searchers)
        return Reader(self.view, self.temperature)

    def weigh(self, per_yield=25):
        """A generator: yields every ``per_yield`` guesses, so that a caller
        thinking in slices never waits long."""
        reader = self.reader()
        if not reader.usable:
            return
        yield
        guesses, logs = [], []
        for i in range(self.pool):
            guess = Guesser.sample(self)
            guesses.append(guess)
            logs.append(reader.log_likelihood(guess.hands))
            if i % per_yield == per_yield - 1:
                yield
        top = max(logs)
        running, total = [], 0.0
        for value in logs:
            total += math.exp(value - top)
            running.append(total)
        self.guesses, self.running, self.total = guesses, running, total

    def sample(self):
        if self.guesses is None:
            return Guesser.sample(self)
        pick = bisect.bisect_left(self.running, self.rng.random() * self.total)
        return self.guesses[min(pick, len(self.guesses) - 1)].copy()
