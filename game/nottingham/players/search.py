"""The hard player: ISMCTS (game.common.ismcts) over Nottingham's hidden cards.

Each iteration guesses the hidden cards anew (``view.determinize``: the other
hands, the deck and the ambush cards drawn at random among the cards this seat
cannot see), searches the tree of moves, plays on with a quick greedy policy for
a few dozen moves and scores the result by victory points plus what the hands
in play are worth (``heuristic.hand_worth``).
"""

from ...common.ismcts import ISMCTSPlayer
from ..data import OBJECTS
from ..view import determinize
from .heuristic import Judge, hand_weight, hand_worth

PLAYOUT_MOVES = 40
SPREAD = 25.0                  # victory points between a sure win and a sure loss


class HardPlayer(ISMCTSPlayer):
    level = "hard"
    iterations = 300
    rollout_limit = PLAYOUT_MOVES

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
        moves = state.legal_moves()
        if state.phase == "cash":
            hand = state.hands[state.turn]
            best = max(range(7), key=lambda i: hand[i])
            if hand[best] >= 3:
                tasks = [m for m in moves if m.kind == "task"]
                if tasks and rng.random() < 0.5:
                    return rng.choice(tasks)
                return type(moves[0])("cash", (OBJECTS[best], hand[best]))
            tasks = [m for m in moves if m.kind == "task"]
            return rng.choice(tasks) if tasks else moves[0]
        if state.phase in ("defend", "spring"):
            return moves[0]
        return rng.choice(moves)

    def rewards(self, state):
        scores = state.scores()
        if state.finished:
            winner = state.winner
            return [1.0 if s == winner else 0.0 for s in range(state.players)]
        w = hand_weight(state.sheriff)
        value = [scores[s] + 0.8 * w * hand_worth(state.hands[s]) for s in range(state.players)]
        top = max(value)
        return [max(0.0, 1.0 - (top - x) / SPREAD) for x in value]
