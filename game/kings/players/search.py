"""The hard player: ISMCTS (game.common.ismcts) over the face-down cards.

Its guesses (``determinize``) deal the unseen cards of K21 at random into the
stacks and the cards set aside; every card taken and the row are open, so
nothing else is hidden. A playout is scored by the final honour: the winner
earns most, and every seat earns a share by its margin over the others, so
that a close second is told from a distant last.
"""

from ...common.ismcts import ISMCTSPlayer
from ..guess import determinize
from ..moves import TAKES


class HardPlayer(ISMCTSPlayer):
    level = "hard"
    iterations = 300

    def determinize(self, view, rng):
        return determinize(view, rng)

    def rollout_move(self, state, rng):
        return TAKES[rng.choice(state.row)]          # any card of the row (K9), as legal_moves

    def rewards(self, state):
        scores = state.scores()
        winner = state.winner
        low, high = min(scores), max(scores)
        spread = max(1, high - low)
        return [0.5 * (seat == winner) + 0.5 * (score - low) / spread
                for seat, score in enumerate(scores)]
