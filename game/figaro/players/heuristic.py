"""Judging moves without search: what a sensible player weighs (``Judge``: the
search's rollouts and move ordering, and the hints'; ``CountingJudge``, which
also counts the cards: the medium player's mind, the easy player's with slips).

Everything works on ``game.fast.FastState`` and uses only the seat to act's own
hand and what lies face up (and, counting, what is left unseen), so it may be fed
a state built from a ``View``.
"""

from .. import scoring
from ..fast import JESTER_KINDS, KIND_COLOUR, KIND_VALUE, KINDS, RONDE_KIND, TAKE_CODE
from ..state import ROUNDS

# How likely a pile needing ``need`` more points is burst before its owner can
# do anything about it (by need 1..6): a 5 falls to almost any card.
BURST_CHANCE = (1.0, 0.85, 0.6, 0.3, 0.12, 0.05, 0.02)


def road_gain(fast, seat, extra):
    """How much longer ``seat``'s road gets if the round ended now with ``extra``
    more trick cards for it (R19, and R20 in the third round)."""
    counts = fast.tricks[:]
    counts[seat] += extra
    group = fast.pool[fast.round - 1]
    king = fast.king                 # who ends the round is not known yet
    gain = 0
    if fast.round == ROUNDS:
        swap = scoring.third_round_swap(counts, king, fast.roads, group)
        if swap is not None:
            swapper, given, got = swap
            if swapper == seat:
                gain += got - given
            group = [given if g == got else g for g in group]
    return gain + scoring.piece_of(counts, king, group, seat)


# BURST_CHANCE by pile value (0..15): a pile of 5 needs 1 more point, and so on.
CHANCE_AT = tuple(BURST_CHANCE[max(1, min(6, 6 - v))] for v in range(16))

# the card kinds of each colour (R1)
COLOUR_KINDS = tuple(tuple(k for k in range(KINDS) if KIND_COLOUR[k] == c) for c in range(max(KIND_COLOUR) + 1))


class Judge:
    """The weights of one seat's judgement in one position."""

    feed = 0.3          # how much putting another's pile in danger is worth
    keep = 0.03         # by a card's value: keep high cards to burst others
    clear = 0.0         # a capture elsewhere clearing one's own pile's danger

    def __init__(self, fast, seat):
        self.fast = fast
        self.seat = seat
        group = fast.pool[fast.round - 1]
        # A card taken costs a share of the spread of pieces still to win, plus
        # whatever it changes in the standings right now.
        self.per_card = per_card = (max(group) if group else 1) / 20.0
        self.base_gain = road_gain(fast, seat, 0)
        # the cost of a burst pile: the cards on the table then (now, or one more)
        self.stake_now = (fast.table + fast.players / 2) * per_card
        self.stake_next = self.stake_now + per_card
        # cards are best fed to whoever is doing best: the shortest road, then
        # the fewest trick cards this round
        roads = [sum(r) for r in fast.roads]
        mean_road = sum(roads) / len(roads)
        mean_tricks = sum(fast.tricks) / len(fast.tricks)
        # One's own pile one card from 6 is as good as captured: any card of its
        # colour must go there (R10), any jester may, and if none comes it is still
        # one card from 6 next turn, with more cards on the table.
        own = fast.pile_value[seat]
        self.own_danger = 1.0 if own >= 6 - 1 else CHANCE_AT[own]
        self.target_bonus = [(mean_road - road) * 0.02 + (mean_tricks - tricks) * 0.01
                             for road, tricks in zip(roads, fast.tricks)]

    def cost_of_taking(self, cards):
        return cards * self.per_card + 0.5 * (road_gain(self.fast, self.seat, cards) - self.base_gain)

    def scores(self, codes):
        return [self.score(code) for code in codes]

    def score(self, code):
        fast, me = self.fast, self.seat
        table = fast.table
        now, later = self.stake_now, self.stake_next
        if code == TAKE_CODE:
            # a take clears one's own pile, and the danger it stood in with it: the
            # capture it would have made, counted as this take is (cards and road)
            return (-self.cost_of_taking(table) + self.own_danger * self.cost_of_taking(table + fast.players // 2)
                    - CHANCE_AT[0] * (fast.players / 2) * self.per_card)
        kind, to = code >> 3, code & 7
        values = fast.pile_value
        mine = self.own_danger
        if kind == RONDE_KIND:
            # my pile (ronde on it) goes left; the one on my right comes to me
            left = (me - 1) % fast.players
            return mine * now - self.chance(me, values[left], fast.pile_colour[left]) * later - 0.05
        value = values[to] + KIND_VALUE[kind]
        if value >= 6:                                             # R13
            if to == me:
                return -self.cost_of_taking(table + 1) - 1.0
            return (0.4 * (table + 1) * self.per_card + 0.2 + self.target_bonus[to]
                    + self.clear * mine * now)
        score = -self.keep * KIND_VALUE[kind]                     # keep high cards to burst others
        colour = fast.pile_colour[to]
        if colour < 0:
            colour = KIND_COLOUR[kind]
        if to == me:
            score -= self.chance(me, value, colour) * later - mine * now
        else:
            # a pile is in danger only while others act before its owner: the next
            # seat acts first and may simply play elsewhere (or on my pile)
            exposed = 0.5 + 0.5 * ((to - me - 1) % fast.players) / (fast.players - 1)
            before = self.chance(to, values[to], fast.pile_colour[to])
            score += self.feed * exposed * (self.chance(to, value, colour) * later - before * now)
            score += 0.3 * self.target_bonus[to]
            score -= mine * (later - now)
        return score

    def chance(self, to, value, colour):
        """How likely pile ``to``, of ``value`` and ``colour`` (-1: none yet),
        is burst before this seat acts again."""
        return CHANCE_AT[value]


class CountingJudge(Judge):
    """The medium player's judgement: ``Judge`` with the cards counted.

    Another's pile is in danger only while a card that can burst it is still to be
    played (R9–R11: its colour or a jester; any free colour on a pile with none)
    by a seat that acts before this seat's next turn and before the round ends
    (R17: the cards then left on the table are ignored). Knowing which threats
    are real, it puts others' piles in danger twice as eagerly, spends high
    cards as readily as low ones, and prefers a capture elsewhere, which clears
    its own pile too (R13), to a take.

    ``unseen`` counts, by kind, the cards this seat cannot see (the others'
    hands together); without it, the others' hands in ``fast``.
    """

    feed = 0.6
    keep = 0.0
    clear = 1.0

    def __init__(self, fast, seat, unseen=None):
        if unseen is None:
            unseen = [0] * KINDS
            for other, hand in enumerate(fast.hands):
                if other != seat:
                    for kind, count in enumerate(hand):
                        unseen[kind] += count
        self.unseen = unseen
        self.total_unseen = sum(unseen)
        # who acts after this seat plays, before its next turn, if nobody
        # captures: the round ends at a seat with no cards (R17)
        players = fast.players
        sizes = fast.hand_sizes[:]
        sizes[seat] -= 1
        acting = []
        turn = (seat + 1) % players
        while turn != seat and sizes[turn] > 0:
            acting.append(turn)
            turn = (turn + 1) % players
        self.acting = acting
        super().__init__(fast, seat)
        if not acting:
            # the round ends before anyone else acts (R17): its own pile is safe
            self.own_danger = 0.0

    def chance(self, to, value, colour):
        if to == self.seat:
            return CHANCE_AT[value]     # one's own pile: its owner must feed it too (R10)
        if value >= 6:
            return 1.0
        fast, unseen = self.fast, self.unseen
        held = 0
        for seat in self.acting:
            if seat != to:
                held += fast.hand_sizes[seat]
        if not held:
            return 0.0
        # one card bursts a pile one or two from 6; further off it takes two or more
        need = 6 - value
        if need > 2:
            need = 1
        if colour >= 0:
            kinds = COLOUR_KINDS[colour]
        else:
            used = fast.pile_colour
            kinds = [k for c, group in enumerate(COLOUR_KINDS) if c not in used for k in group]
        capable = sum(unseen[k] for k in kinds if KIND_VALUE[k] >= need)
        capable += sum(unseen[k] for k in JESTER_KINDS if KIND_VALUE[k] >= need)
        # the chance that the hands of the seats acting hold none of them
        left = self.total_unseen
        none = 1.0
        for i in range(min(held, left)):
            if left - capable - i <= 0:
                return CHANCE_AT[value]
            none *= (left - capable - i) / (left - i)
        return CHANCE_AT[value] * (1.0 - none)


def judged_code(fast, codes, rng):
    """The judge's best move, ties at random (the search's playouts; the
    medium player judges as ``CountingJudge``, which counts the cards)."""
    if len(codes) == 1:
        return codes[0]
    scores = Judge(fast, fast.turn).scores(codes)
    top = max(scores)
    best = [c for c, s in zip(codes, scores) if s >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)
