"""The heuristic players: a judgement of each card in the row.

``easy`` takes the card that adds the most honour if the game ended now.
``medium`` also weighs what a card is worth later — heroes for the rounds still
to be scored, steps towards its own legends and towards more species — and the
tempo of the card's number: leaving the round early forfeits picks, and the
number left showing decides how early one acts in the next round (K8, K11).
"""

import random

from ...common.players import ComputerPlayer
from .. import scoring
from ..cards import HEROES, NEEDS, POINTS, SPECIES_OF, TYPE
from ..state import PICKS, ROUNDS, has_left


def own_total(seat, holdings):
    """Seat's honour from its cards if the game ended now (K16–K19), without heroes' honour."""
    cards = holdings[seat]
    return (scoring.treasure_points(cards) + scoring.creature_points(cards)
            + scoring.king_points(seat, holdings) + scoring.legend_points(cards))


def gains(view):
    """{card: honour it adds now} for each card of the row, for the seat to act."""
    seat = view.seat
    holdings = [list(c) for c in view.cards]
    before = own_total(seat, holdings)
    result = {}
    for card in view.row:
        holdings[seat].append(card)
        result[card] = own_total(seat, holdings) - before
        holdings[seat].pop()
    return result


def race_level(mine, left, right, players):
    """0, 1 or 2: no honour, the single or the double heroes' honour of a round (K13)."""
    if players == 2:
        return 1 if mine > left else 0
    if mine > left + right:
        return 2
    return 1 if mine > left or mine > right else 0


def hero_race(view, seat, heroes, later=0.6):
    """What ``heroes`` more for ``seat`` change in the heroes' honour (K13) of the
    rounds still to score, the counts of the others as they stand: its own honour,
    and the honour its neighbours lose by it (an opponent's loss counts a share,
    1 / (players - 1)). This round counts in full, later rounds ``later`` as much,
    since the others take heroes too."""
    players = view.players
    counts = [scoring.hero_count(c) for c in view.cards]
    weight = view.round + later * sum(range(view.round + 1, ROUNDS + 1))

    def level(s, extra):
        left, right = scoring.neighbours(s, players)
        mine = counts[s] + (extra if s == seat else 0)
        l_count = counts[left] + (extra if left == seat else 0)
        r_count = counts[right] + (extra if right == seat else 0)
        return race_level(mine, l_count, r_count, players)

    own = level(seat, heroes) - level(seat, 0)
    denied = sum(level(s, 0) - level(s, heroes) for s in set(scoring.neighbours(seat, players))
                 if s != seat)
    return weight * (own + denied / max(1, players - 1))


class EasyPlayer(ComputerPlayer):
    level = "easy"

    def __init__(self, seed=0):
        super().__init__(seed)
        self.rng = random.Random(f"kings/easy-player/{seed}")

    def think(self, view):
        moves = view.legal_moves()
        gain = gains(view)
        best = max(gain[m.card] for m in moves)
        return self.rng.choice([m for m in moves if gain[m.card] == best])
        yield


class MediumPlayer(ComputerPlayer):
    level = "medium"
    pick_value = 3.0            # what one more pick this round is worth, roughly
    tempo = 4.0                 # showing number 1 instead of 110 at the next round's start
    hero_weight = 0.6           # a hero's share of the honour of the rounds still to score
    hero_spread = 0.5           # the share of that smooth estimate kept beside the race
    race_weight = 1.0           # the heroes' race against the neighbours (hero_race)
    legend_hope = 0.5           # the share of an incomplete legend's points counted
    species_hope = 1.0          # a new species: more points for the creatures still to come

    def __init__(self, seed=0):
        super().__init__(seed)
        self.rng = random.Random(f"kings/medium-player/{seed}")

    def think(self, view):
        moves = view.legal_moves()
        values = {m.card: self.value(view, m.card) for m in moves}
        best = max(values.values())
        return self.rng.choice([m for m in moves if values[m.card] >= best - 1e-9])
        yield

    def value(self, view, card):
        seat = view.seat
        mine = view.cards[seat]
        holdings = [list(c) for c in view.cards]
        before = own_total(seat, holdings)
        holdings[seat].append(card)
        value = own_total(seat, holdings) - before
        rounds_left = ROUNDS - view.round + 1            # this round's honour is still to come
        kind = TYPE[card]
        if kind == "hero":
            future = sum(range(view.round, ROUNDS + 1))
            value += (self.hero_weight * HEROES[card] * future / (3 * max(1, view.players - 1))
                      * 1.5 * self.hero_spread)
            value += self.race_weight * hero_race(view, seat, HEROES[card])
        elif kind == "legend":
            have = scoring.type_counts(holdings[seat])
            need = sum(count for _, count in NEEDS[card])
            missing = sum(max(0, count - have.get(t, 0)) for t, count in NEEDS[card])
            if missing:
                reach = max(0.0, 1 - missing / (2.0 * rounds_left))
                value += self.legend_hope * POINTS[card] * reach * (need - missing + 1) / (need + 1)
        elif kind == "creature":
            species = {SPECIES_OF[n] for n in mine if TYPE[n] == "creature"}
            if SPECIES_OF[card] not in species:
                value += self.species_hope * min(rounds_left, 3) * 0.5
        for n in mine:                                   # legends held gain from their types
            if TYPE[n] == "legend":
                have = scoring.type_counts(mine)
                for t, count in NEEDS[n]:
                    if t == kind and have.get(t, 0) < count:
                        value += self.legend_hope * POINTS[n] / (count + 1)
        picks = view.taken[seat] + 1
        leaves = has_left(mine + (card,), picks)                    # K11
        if leaves:
            value -= self.pick_value * (PICKS - picks) * (0.5 if view.row else 1)
            if view.round < ROUNDS:
                value += self.tempo * (110 - card) / 110
        else:
            # staying in: a high number leaves fewer cards that keep one in later
            value -= self.tempo * 0.3 * card / 110
        return value
