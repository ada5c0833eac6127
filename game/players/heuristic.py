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
    for s, length in scoring.award_roads(counts, king, group):
        if s == seat:
            gain += length
    return gain


class Judge:
    """The weights of one seat's judgement in one position."""

    def __init__(self, fast, seat):
        self.fast = fast
        self.seat = seat
        group = fast.pool[fast.round - 1]
        # A card taken costs a share of the spread of pieces still to win, plus
        # whatever it changes in the standings right now.
        self.per_card = (max(group) if group else 1) / 20.0
        self.base_gain = road_gain(fast, seat, 0)

    def cost_of_taking(self, cards):
        return cards * self.per_card + 0.5 * (road_gain(self.fast, self.seat, cards) - self.base_gain)

    def danger(self, value, cards_on_table):
        """Expected cost of owning a pile of ``value`` with the table as it is."""
        need = max(1, min(6, 6 - value))
        return BURST_CHANCE[need] * (cards_on_table + self.fast.players / 2) * self.per_card

    def target_bonus(self, seat):
        """Cards are best fed to whoever is doing best: the shortest road, then
        the fewest trick cards this round."""
        fast = self.fast
        roads = [sum(r) for r in fast.roads]
        ahead = (sum(roads) / len(roads) - roads[seat]) * 0.02
        return ahead + (sum(fast.tricks) / len(fast.tricks) - fast.tricks[seat]) * 0.01

    def scores(self, codes):
        return [self.score(code) for code in codes]

    def score(self, code):
        fast, me = self.fast, self.seat
        table = fast.table
        if code == TAKE_CODE:
            return -self.cost_of_taking(table) - self.danger(0, 0)
        kind, to = code >> 3, code & 7
        values = fast.pile_value
        if kind == RONDE_KIND:
            # my pile (ronde on it) goes left; the one on my right comes to me
            incoming = values[(me - 1) % fast.players]
            before = self.danger(values[me], table)
            after = self.danger(incoming, table + 1)
            return before - after - 0.05
        value = values[to] + KIND_VALUE[kind]
        if value >= 6:                                             # R13
            if to == me:
                return -self.cost_of_taking(table + 1) - 1.0
            return 0.4 * (table + 1) * self.per_card + 0.2 + self.target_bonus(to)
        score = -0.03 * KIND_VALUE[kind]                          # keep high cards to burst others
        if to == me:
            score -= self.danger(value, table + 1) - self.danger(values[me], table)
        else:
            score += 0.3 * (self.danger(value, table + 1) - self.danger(values[to], table))
            score += 0.3 * self.target_bonus(to)
            score -= self.danger(values[me], table + 1) - self.danger(values[me], table)
        return score


def best_code(fast, codes):
    """The code a sensible player picks (the first of the best, in stable order)."""
    scores = Judge(fast, fast.turn).scores(codes)
    return codes[max(range(len(codes)), key=scores.__getitem__)]


def rollout_code(fast, codes, rng):
    """A quick, plausible move for playouts: never burst one's own pile while
    something else is possible, mostly burst another's when one can, and take
    rather than capture by one's own hand."""
    if len(codes) == 1:
        return codes[0]
    me = fast.turn
    values = fast.pile_value
    bursts, safe, risky = [], [], []
    for code in codes:
        if code == TAKE_CODE:
            continue
        kind, to = code >> 3, code & 7
        if kind == RONDE_KIND:
            safe.append(code)
        elif values[to] + KIND_VALUE[kind] >= 6:
            if to != me:
                bursts.append(code)
        elif to != me or values[me] + KIND_VALUE[kind] < 4:
            safe.append(code)
        else:
            risky.append(code)
    if bursts and rng.random() < 0.8:
        return rng.choice(bursts)
    if safe:
        return rng.choice(safe)
    if bursts:
        return rng.choice(bursts)
    can_take = codes[-1] == TAKE_CODE
    if risky and (not can_take or rng.random() < 0.5):
        return rng.choice(risky)
    return TAKE_CODE if can_take else rng.choice(codes)
