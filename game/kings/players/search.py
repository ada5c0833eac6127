"""The hard player: ISMCTS (game.common.ismcts) over the face-down cards, and
from round 4 on a flat search with common random numbers.

Its guesses (``determinize``) deal the unseen cards of K21 at random into the
stacks and the cards set aside; every card taken and the row are open, so
nothing else is hidden. A playout is scored by the final honour: the winner
earns most, and every seat earns a share by its margin over the others, so
that a close second is told from a distant last (a shared victory counts as a
win for each seat sharing it, K20).

Late in the game (``LATE_ROUND`` on) few cards are left and the tree's noise
matters more than its depth: a few hundred iterations of ISMCTS named
different cards for the same position with different seeds. There the player
plays every card of the row against the same ``deals`` guesses of the hidden
cards, each followed by the same random stream (common random numbers, so two
cards are compared on the same futures), and takes the card with the best mean
reward. The guesses depend only on the position, never on the player's seed,
so the same position gets the same answer, and the mean final honour of each
card is kept (``expected``) for the hint's reason. In the last round, once its
stack is spent, nothing that matters is hidden: the rest of the game is then
searched exactly (``exact_search``) when it is small enough.
"""

from ...common.ismcts import ISMCTSPlayer, seeded_rng
from ..guess import determinize
from ..moves import TAKES
from ..state import ROUNDS

LATE_ROUND = 4
EXACT_NODES = 12_000          # the exact search's budget; beyond it the flat search decides


class OverBudget(Exception):
    pass


class HardPlayer(ISMCTSPlayer):
    level = "hard"
    iterations = 300
    deals_per_iteration = 1 / 3          # late: the guesses per card, from the iterations

    def __init__(self, seed=0, iterations=None):
        super().__init__(seed, iterations)
        self.expected = {}                   # card -> mean final honour, after a late decision

    def determinize(self, view, rng):
        return determinize(view, rng)

    def rollout_move(self, state, rng):
        return TAKES[rng.choice(state.row)]          # any card of the row (K9), as legal_moves

    def rewards(self, state):
        return self.rewards_of(state.scores())

    @staticmethod
    def rewards_of(scores):
        """The rewards of final ``scores``: the winner earns most, every seat a share by its margin."""
        best = max(scores)
        low = min(scores)
        spread = max(1, best - low)
        return [0.5 * (score == best) + 0.5 * (score - low) / spread for score in scores]

    def deals(self):
        """How many guesses each card of the row is played against, late in the game."""
        return max(8, round(self.iterations * self.deals_per_iteration))

    def think(self, view):
        moves = view.legal_moves()
        if view.round < LATE_ROUND or len(moves) == 1:
            self.expected = {}
            move = yield from super().think(view)
            return move
        if view.round == ROUNDS and view.stack_size == 0:
            move = self.exact_search(view, moves)
            if move is not None:
                return move
        move = yield from self.late_search(view, moves)
        return move

    def exact_search(self, view, moves):
        """The last round once its stack is spent: nothing that matters is hidden
        any more, so the rest of the game is searched to its end, each player
        taking what is best for themselves (max^n). None when it would take more
        than ``EXACT_NODES`` positions."""
        root = determinize(view, seeded_rng("kings/exact", view))
        memo, count = {}, [0]

        def solve(state):
            if state.finished:
                scores = state.scores()
                return self.rewards_of(scores), scores
            key = (tuple(state.row), tuple(map(tuple, state.cards)), tuple(state.taken))
            if key in memo:
                return memo[key]
            count[0] += 1
            if count[0] > EXACT_NODES:
                raise OverBudget
            actor, best = state.turn, None
            for move in state.legal_moves():
                child = state.copy()
                child.apply_unchecked(move)
                result = solve(child)
                if best is None or result[0][actor] > best[0][actor]:
                    best = result
            memo[key] = best
            return best

        try:
            results = {}
            for move in moves:
                child = root.copy()
                child.apply_unchecked(move)
                results[move] = solve(child)
        except OverBudget:
            return None
        seat = view.seat
        self.expected = {m.card: float(results[m][1][seat]) for m in moves}
        return max(moves, key=lambda m: (results[m][0][seat], -m.card))

    def late_search(self, view, moves):
        """The card with the best mean reward over the same guesses and the same
        random futures; ``expected`` keeps each card's mean final honour."""
        seat = view.seat
        guesses = []
        for d in range(self.deals()):
            rng = seeded_rng("kings/late", view, d)
            guesses.append((determinize(view, rng), rng.getrandbits(64)))
        reward = {m: 0.0 for m in moves}
        honour = {m: 0.0 for m in moves}
        for d, (guess, stream) in enumerate(guesses):
            for move in moves:
                state = guess.copy()
                state.apply_unchecked(move)
                self.playout(state, seeded_rng(stream))
                scores = state.scores()
                reward[move] += self.rewards_of(scores)[seat]
                honour[move] += scores[seat]
            yield
        count = len(guesses)
        self.expected = {m.card: honour[m] / count for m in moves}
        return max(moves, key=lambda m: (reward[m], -m.card))


class ExpertPlayer(HardPlayer):
    """The hard player's search, with more of it: as many iterations as keep a
    decision well within a second (README: decision times)."""

    level = "expert"
    iterations = 2000
