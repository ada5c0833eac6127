"""The hard player: ISMCTS (game.common.ismcts) over Nottingham's hidden cards.

Each iteration guesses the hidden cards anew (``view.determinize``: the other
hands, the deck and the ambush cards drawn at random among the cards this seat
cannot see), searches the tree of moves, plays on with a quick greedy policy for
a few dozen moves and scores the result by victory points plus what the hands
in play are worth (``heuristic.hand_worth``).
"""

from ...common.ismcts import ISMCTSPlayer
from ..data import CHEST, COPPER, GOLD, JEWELS, PEARLS, SILVER
from ..state import ACT, ACT_AT, CASH, DISCARD, KEEP, OFFER_ONE, PASS, TAKE
from ..guess import determinize
from .heuristic import Judge, hand_weight, hand_worth
from .heuristic_player import MediumPlayer

MOMENTS = ("defend", "spring")        # the moments every seat is given alike (N27)

PLAYOUT_MOVES = 30
SPREAD = 25.0                  # victory points between a sure win and a sure loss


class HardPlayer(ISMCTSPlayer):
    level = "hard"
    iterations = 600             # the work of a decision (game/nottingham/README.md: strength, time)
    rollout_limit = PLAYOUT_MOVES
    rollout_noise = 0.1

    def think(self, view):
        if view.phase in MOMENTS:
            # a defence or an ambush is judged, not searched, so that whether the seat
            # could react never shows in how long it thinks (N27)
            return (yield from MediumPlayer(self.seed).think(view))
        return (yield from super().think(view))

    def determinize(self, view, rng):
        return determinize(view, rng)

    def candidate_moves(self, state):
        moves = state.legal_moves()
        if len(moves) <= 8:
            return moves
        # many cash, offer or task moves: the judge's best first
        judge = Judge(state.view(state.turn))
        return sorted(moves, key=judge.score, reverse=True)

    def rollout_move(self, state, rng):
        if rng.random() < self.rollout_noise:
            return rng.choice(state.legal_moves())
        return greedy_move(state)

    def rewards(self, state):
        scores = state.scores()
        if state.finished:
            winner = state.winner
            return [1.0 if s == winner else 0.0 for s in range(state.players)]
        w = hand_weight(state.sheriff)
        value = [scores[s] + 0.8 * w * hand_worth(state.hands[s]) for s in range(state.players)]
        top = max(value)
        return [max(0.0, 1.0 - (top - x) / SPREAD) for x in value]


def greedy_move(state):
    """The playout's quick policy, on the whole state: keep what builds a set,
    act when the card is new to the hand, cash the largest set, offer and
    discard what the hand holds least of."""
    seat, phase = state.turn, state.phase
    hand = state.hands[seat]
    moves = state.legal_moves()
    if phase == "choose":
        card = state.card
        if hand[card] or len(moves) == 1:
            return KEEP
        if card in (SILVER, PEARLS, JEWELS):
            target = max((m.arg for m in moves[1:]), key=lambda t: sum(state.hands[t]))
            return ACT_AT[target]
        return ACT if card in (COPPER, CHEST, GOLD) else KEEP
    if phase == "cash":
        best = max(range(7), key=hand.__getitem__)
        if hand[best] >= 3:
            return CASH[best][hand[best]]
        for move in moves:
            if move.kind == "task":
                return move
        return PASS
    if phase == "offer":
        banned = COPPER if state.card == COPPER else CHEST
        have = [i for i in range(7) if hand[i] and i != banned]
        if not have:
            return moves[0]
        return OFFER_ONE[min(have, key=hand.__getitem__)]
    if phase == "accept":
        offers = [m for m in moves if m.arg is not None]
        return max(offers, key=lambda m: max(hand[i] for i in state.offers[m.arg]))
    if phase == "take":
        target = state.hands[state.target]
        return TAKE[max((i for i in range(7) if target[i]), key=hand.__getitem__)]
    if phase == "discard":
        return DISCARD[min((i for i in range(7) if hand[i]), key=hand.__getitem__)]
    return moves[0]                          # defend, spring, ambush: the first
