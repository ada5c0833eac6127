"""The hard player: ISMCTS (game.common.ismcts) over Nottingham's hidden cards.

Each iteration guesses the hidden cards anew (``guess.determinize``: the other
hands, the deck and the ambush cards drawn at random among the cards this seat
cannot see), searches the tree of moves, plays on with a quick greedy policy on
the compact core (``fast.FastCore``) for 30 decisions — a seat's only move, such
as the defence or ambush moment of a seat that cannot react (N27), is made
without counting — and scores the result by victory points plus what the hands
in play are worth (``heuristic.hand_worth``).
"""

from functools import cached_property

from ...common.ismcts import ISMCTSPlayer
from ..data import CHEST, COPPER, GOLD, JEWELS, OBJECTS, PEARLS, SILVER
from ..fast import (
    C_ACCEPT, C_ACT, C_ACT_AT, C_CASH, C_DISCARD, C_KEEP, C_OFFER_ONE, C_PASS, C_REFUSE, C_TAKE,
    C_TASK, FIVE, FastCore,
)
from ..guess import determinize
from .heuristic import Judge, hand_weight, hand_worth, keeping_defence
from .heuristic_player import MediumPlayer

MOMENTS = ("defend", "spring")        # the moments every seat is given alike (N27)

PLAYOUT_MOVES = 30
SPREAD = 25.0                  # victory points between a sure win and a sure loss


class HardPlayer(ISMCTSPlayer):
    level = "hard"
    iterations = 1600            # the work of a decision (game/nottingham/README.md: strength, time)
    rollout_limit = PLAYOUT_MOVES
    rollout_noise = 0.1
    take_back = 0                # 1: a steal or rob may take back the kind it gave
    remembers = 0                # 1: guesses the hands from what it saw go into them (View.memory)

    def think(self, view):
        if view.phase in MOMENTS:
            # a defence or an ambush is judged, not searched, so that whether the seat
            # could react never shows in how long it thinks (N27)
            return (yield from self.moments.think(view))
        return (yield from super().think(view))

    @cached_property
    def moments(self):
        """The judge of the defence and ambush moments, made once."""
        return MediumPlayer(self.seed)

    def determinize(self, view, rng):
        return determinize(view, rng, self.remembers)

    def candidate_moves(self, state):
        moves = state.legal_moves()
        if state.phase == "offer":
            # the only necklace is the only defence: offered only when nothing else may be
            moves = keeping_defence(state.hands[state.turn], moves)
        elif state.phase == "take" and not self.take_back:
            # the kind given taken back changes nothing (N13, N14)
            given = OBJECTS[state.card]
            moves = [m for m in moves if m.arg != given] or moves
        if len(moves) <= 8:
            return moves
        # many cash, offer or task moves: the judge's best first
        judge = Judge(state.view(state.turn))
        return sorted(moves, key=judge.score, reverse=True)

    def playout(self, state, rng):
        """Plays on from a new node on the compact core, which works on the
        state's own lists: ``rollout_limit`` decisions of the quick policy
        (``greedy_code``, now and then a random move); a seat's only move, such as
        letting a cash be without a matching ambush (N27), is made without counting."""
        core = FastCore(state)
        legal_codes, apply, random = core.legal_codes, core.apply, rng.random
        noise = self.rollout_noise
        steps = 0
        while core.turn >= 0 and steps < self.rollout_limit:
            codes = legal_codes()
            if len(codes) == 1:
                apply(codes[0])
                continue
            apply(rng.choice(codes) if random() < noise else greedy_code(core, codes))
            steps += 1
        if core.turn >= 0:
            core.write_back()
        return state

    def rewards(self, state):
        scores = state.scores()
        if state.finished:
            winner = state.winner
            return [1.0 if s == winner else 0.0 for s in range(state.players)]
        w = hand_weight(state.sheriff)
        value = [scores[s] + 0.8 * w * hand_worth(state.hands[s]) for s in range(state.players)]
        top = max(value)
        return [max(0.0, 1.0 - (top - x) / SPREAD) for x in value]


class ExpertPlayer(HardPlayer):
    """The hard player's search, with more of it: as many iterations as keep a
    decision within a second on a slow machine (README: decision times); once
    a steal or rob is made, the kind given may be taken back: the action is spent,
    and a card of that kind may be the best one to take (a third for a set); and
    it remembers what it saw go into each hand (a card kept, an offer turned up, a
    robbed hand), which its guesses of the hands keep."""

    level = "expert"
    iterations = 2400
    take_back = 1
    remembers = 1


def greedy_code(core, codes):
    """The playout's quick policy, on the compact core (game.nottingham.fast) and
    its codes: keep what builds a set, act when the card is new to the hand,
    complete five equal objects when it can, else cash the largest set (one or two
    more than 3 when ambush cards lie before the others), offer and discard what
    the hand holds least of."""
    seat, phase = core.turn, core.phase
    hand = core.hands[seat]
    if phase == "choose":
        card = core.card
        if hand[card] or len(codes) == 1:
            return C_KEEP
        if card == SILVER or card == PEARLS or card == JEWELS:
            hands = core.hands
            return max(codes[1:], key=lambda c: sum(hands[c - C_ACT_AT]))
        return C_ACT if card in (COPPER, CHEST, GOLD) else C_KEEP
    if phase == "cash":
        tasks = [c for c in codes if c >= C_TASK]
        for code in tasks:
            if (code - C_TASK) // 128 == FIVE:   # five equal objects: worth two or three cashes
                return code
        best = max(range(7), key=hand.__getitem__)
        if hand[best] >= 3:
            # the book's advice: with ambush cards before the others, cash 1 or 2 more
            held = sum(len(core.ambushes[s]) for s in core.others[seat])
            count = min(hand[best], 3 + (held > 0) + (held >= 3))
            return C_CASH + 100 * best + count
        return tasks[0] if tasks else C_PASS
    if phase == "offer":
        banned = COPPER if core.card == COPPER else CHEST
        have = [i for i in range(7) if hand[i] and i != banned]
        if not have:
            return codes[0]
        return C_OFFER_ONE + min(have, key=hand.__getitem__)
    if phase == "accept":
        offers = core.offers
        return max((c for c in codes if c != C_REFUSE),
                   key=lambda c: max(hand[i] for i in offers[c - C_ACCEPT]))
    if phase == "take":
        target, given = core.hands[core.target], core.card
        kinds = [i for i in range(7) if target[i] and i != given] or [given]
        return C_TAKE + max(kinds, key=hand.__getitem__)
    if phase == "discard":
        return C_DISCARD + min((i for i in range(7) if hand[i]), key=hand.__getitem__)
    return codes[0]                          # defend, spring, ambush: the first
