"""Judging moves without search: what a sensible player weighs (the medium
player's mind, the easy player's with slips, and the search's rollouts).

Everything works on ``game.fast.FastState`` and uses only the seat to act's own
hand and what lies face up, so it may be fed a state built from a ``View``.
"""

from .. import scoring
from ..fast import KIND_VALUE, RONDE_KIND, TAKE_CODE
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


class Judge:
    """The weights of one seat's judgement in one position."""

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
            incoming = values[(me - 1) % fast.players]
            return mine * now - CHANCE_AT[incoming] * later - 0.05
        value = values[to] + KIND_VALUE[kind]
        if value >= 6:                                             # R13
            if to == me:
                return -self.cost_of_taking(table + 1) - 1.0
            return 0.4 * (table + 1) * self.per_card + 0.2 + self.target_bonus[to]
        score = -0.03 * KIND_VALUE[kind]                          # keep high cards to burst others
        if to == me:
            score -= CHANCE_AT[value] * later - mine * now
        else:
            # a pile is in danger only while others act before its owner: the next
            # seat acts first and may simply play elsewhere (or on my pile)
            exposed = 0.5 + 0.5 * ((to - me - 1) % fast.players) / (fast.players - 1)
            score += 0.3 * exposed * (CHANCE_AT[value] * later - CHANCE_AT[values[to]] * now)
            score += 0.3 * self.target_bonus[to]
            score -= mine * (later - now)
        return score


def judged_code(fast, codes, rng):
    """What the medium player would do: the best judged move, ties at random."""
    if len(codes) == 1:
        return codes[0]
    scores = Judge(fast, fast.turn).scores(codes)
    top = max(scores)
    best = [c for c, s in zip(codes, scores) if s >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)
