"""The hard and omniscient players: Information Set Monte Carlo Tree Search
(single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

Every iteration guesses the hidden hands anew, consistently with everything the
player has seen, and walks one shared tree of moves with UCB, choosing only
among the moves legal in that guess (counting how often each was available).
The guesses believe what the other seats' plays said about their hands
(``Believer``: a hand that would have played better is less likely). The
medium player's judgement guides the search: at the root only its best few
moves are searched, below the root one more of its choices is allowed every few
visits (progressive widening), and the playout finishes the round as medium
players would. The expert models the others as searching players play: in its
tree and its playouts their moves are drawn loosely among the judge's best few
(``loosely_judged``), not searched; only its own moves are searched. The result
is scored for the whole game: the roads as they stand after the round (the
third-round swap included), and how likely each is to end shorter than every
other, given the rounds still to come. UCB's exploration is measured in the
spread of those results (``Spread``), which differ by hundredths early in the
game and by whole wins at its end.

The omniscient player runs the same search on the true hands; it exists only
to measure how much the hidden cards cost the hard player.
"""

import math

from ...common.ismcts import ISMCTSPlayer
from ..fast import NO_SEAT, FastState, code_move, move_code
from ..state import ROUNDS
from .heuristic import Judge, judged_code
from .knowledge import Believer, decision_rng, known_state

EXPLORATION = 1.0          # in standard deviations of the rewards (Spread)


def rewards(fast):
    """Each seat's reward in [0, 1] when a round has just ended: the chance,
    roughly, that its road ends shorter than every other (R22) — a logistic of
    its margin on the best other road, flatter while more rounds remain (the
    next deal is unknown). At the end of the game, 1 for the winner."""
    players = fast.players
    if fast.turn == NO_SEAT:
        winner = fast.winner()
        return [1.0 if s == winner else 0.0 for s in range(players)]
    roads = fast.road_lengths()
    scale = 1.5 + 4.0 * (ROUNDS - fast.round) + 0.1 * sum(fast.hand_sizes)
    result = []
    for s in range(players):
        best_other = min(roads[t] for t in range(players) if t != s)
        result.append(1.0 / (1.0 + math.exp((roads[s] - best_other) / scale)))
    return result


def play_out(fast, rng, policy=judged_code):
    """Play the round to its end with plausible moves."""
    round_now = fast.round
    while fast.turn != NO_SEAT and fast.round == round_now:
        fast.apply(policy(fast, fast.legal_codes(), rng))
    return fast


def loosely_judged(me, temperature, count):
    """A policy for the playouts (and the expert's tree below the root, where
    ``me`` is not asked): seat ``me`` plays the judge's best (``judged_code``);
    every other seat one of the judge's best ``count`` moves, each with odds
    exp(score / ``temperature``) — how searching players play, as measured in
    their games: their move is among the judge's best few (which their search
    searches), and barely the likelier for being its best."""
    def policy(fast, codes, rng):
        if fast.turn == me or len(codes) == 1:
            return judged_code(fast, codes, rng)
        scores = Judge(fast, fast.turn).scores(codes)
        ranked = sorted(range(len(codes)), key=scores.__getitem__, reverse=True)[:count]
        top = scores[ranked[0]]
        odds = [math.exp((scores[i] - top) / temperature) for i in ranked]
        return rng.choices([codes[i] for i in ranked], odds)[0]
    return policy


def judges_best(fast, seat, codes, count):
    """The ``count`` moves the judge likes best, in stable order."""
    if len(codes) <= count:
        return codes
    scores = Judge(fast, seat).scores(codes)
    ranked = sorted(range(len(codes)), key=lambda i: -scores[i])[:count]
    return [codes[i] for i in sorted(ranked)]


class SearchPlayer(ISMCTSPlayer):
    """ISMCTS over the hidden hands (the common player, game.common.ismcts, with
    Figaro's guesses, widening, playout and rewards); ``iterations`` fixes the
    work per move."""

    level = "hard"
    iterations = 600            # about 0.35 s a move on one core
    iterations_per_yield = 1    # an iteration is well under a millisecond
    candidates = 8              # root moves searched: the judge's best few
    widening = 20
    exploration = EXPLORATION   # UCB's, in standard deviations of the rewards
    belief_pool = 600           # guesses weighed by what the others' plays said
    belief_temperature = 0.05   # in the judge's units: how surely they play their best
    belief_searchers = 0.0      # the prior share of seats read as searching players
    others_temperature = None   # the others' playout moves: the judge's best (None), or
                                # loosely among its best ``candidates`` (``loosely_judged``)
    others_in_tree = False      # the others' moves in the tree drawn as in the playouts,
                                # not searched

    def __init__(self, seed=0, iterations=None):
        super().__init__(seed)
        if iterations is not None:
            self.iterations = iterations
        self._policy = judged_code          # the playouts' (set again by each search)
        self._me = None

    def sampler(self, view, rng):
        """What deals the hidden hands: ``weigh()`` (a generator) readies it,
        then each ``sample()`` is one guess as a fresh ``FastState``."""
        return Believer(view, rng, self.belief_pool, self.belief_temperature, self.belief_searchers)

    def think(self, view):
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        root, root_codes = yield from self.search(view, [move_code(m) for m in moves])
        best = max(root_codes, key=lambda c: root.children[c].visits if c in root.children else -1)
        return code_move(best)

    def search(self, view, codes):
        """A generator: grows the tree over ``codes`` (the legal moves, coded)
        and returns its root with the moves searched at it."""
        rng = decision_rng(self.level, self.seed, view)
        self._policy, self._me = judged_code, view.seat
        if self.others_temperature is not None:
            self._policy = loosely_judged(view.seat, self.others_temperature, self.candidates)
        sampler = self.sampler(view, rng)
        yield from sampler.weigh()
        root_codes = self.root_codes(view, codes)
        root = yield from self.grow(rng, sampler.sample, root_codes)
        return root, root_codes

    def root_codes(self, view, codes):
        """The moves worth searching: the judge's best ``candidates``."""
        if not self.candidates:
            return codes
        return judges_best(known_state(view), view.seat, codes, self.candidates)

    def widened(self, fast, codes, visits):
        """Below the root, the moves the tree may try: the judge's best first,
        one more every ``widening`` visits (progressive widening), so that a
        reply is not a random move while the node has few visits."""
        return judges_best(fast, fast.turn, codes, 1 + visits // self.widening)

    def tree_moves(self, fast, visits, at_root):
        return self.widened(fast, fast.legal_codes(), visits)

    def tree_reply(self, fast, rng):
        if not self.others_in_tree or fast.turn == self._me:
            return None
        return self._policy(fast, fast.legal_codes(), rng)

    def playout(self, fast, rng):
        return play_out(fast, rng, self._policy)

    def rewards(self, fast):
        return rewards(fast)


class HardPlayer(SearchPlayer):
    level = "hard"


class OmniscientPlayer(SearchPlayer):
    """The same search on the true hands: for measurement only. Whoever runs the
    game must ``reveal(state)`` before each decision; later deals stay unknown."""

    level = "omniscient"
    omniscient = True

    def __init__(self, seed=0, iterations=None):
        super().__init__(seed, iterations)
        self._hands = None

    def reveal(self, state):
        self._hands = [list(h) for h in state.hands]

    def sampler(self, view, rng):
        if self._hands is None:
            raise RuntimeError("the omniscient player needs reveal(state) before each decision")
        truth = Truth(FastState.from_view(view, self._hands, rng))
        self._hands = None
        return truth


class Truth:
    """The omniscient player's sampler: every guess is the true deal."""

    def __init__(self, fast):
        self.fast = fast

    def weigh(self):
        return iter(())

    def sample(self):
        return self.fast.copy()
