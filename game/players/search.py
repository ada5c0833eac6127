"""The hard and omniscient players: Information Set Monte Carlo Tree Search
(single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

Every iteration guesses the hidden hands anew, consistently with everything the
player has seen (``Guesser``), and walks one shared tree of moves with UCB,
choosing only among the moves legal in that guess (counting how often each was
available). The medium player's judgement guides it: at the root only its best
few moves are searched, below the root one more of its choices is allowed every
few visits (progressive widening), and the playout goes on as medium players
would until a few captures or takes have happened. The result is scored for
the whole game: the expected road of each seat (the pieces of this round by a
soft ranking of the trick counts, the third-round swap when the round ends),
and how likely that road is to end shorter than every other.

The omniscient player runs the same search on the true hands; it exists only
to measure how much the hidden cards cost the hard player.
"""

import math

from ..fast import NO_SEAT, code_move, move_code
from ..state import ROUNDS
from .base import ComputerPlayer
from .heuristic import Judge, judged_code
from .knowledge import Guesser, decision_rng, known_state

EXPLORATION = 0.7


class Node:
    __slots__ = ("children", "visits", "reward", "available")

    def __init__(self):
        self.children = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 1


def expected_roads(fast):
    """Each seat's expected road at the end of the game, from here.

    The pieces of the round in play go by a soft ranking of the trick counts:
    seat s ranks above seat t with a chance that grows with their difference
    and shrinks with the cards still to be taken (a logistic stands in for the
    normal curve). Rounds not dealt yet add the same to everyone, so they
    only matter through how uncertain they make the end (see ``rewards``)."""
    players = fast.players
    roads = [float(sum(r)) for r in fast.roads]
    if fast.turn == NO_SEAT:
        return roads
    group = sorted(fast.pool[fast.round - 1], reverse=True) + [0]
    tricks = fast.tricks
    spread = 1.0 + 0.6 * math.sqrt(sum(fast.hand_sizes) + fast.table)
    steps = len(group) - 1
    for s in range(players):
        rank = 0.0                                   # expected seats ranking above s
        for t in range(players):
            if t != s:
                rank += 1.0 / (1.0 + math.exp((tricks[s] - tricks[t]) / spread))
        low = int(rank)
        if low >= steps:
            roads[s] += group[steps]
        else:
            frac = rank - low
            roads[s] += group[low] * (1 - frac) + group[low + 1] * frac
    return roads


def rewards(fast):
    """Each seat's reward in [0, 1]: the chance, roughly, that its road ends
    shorter than every other (R22) — a logistic of its margin on the best other
    road, flatter while more of the game remains."""
    players = fast.players
    roads = expected_roads(fast)
    if fast.turn == NO_SEAT:
        winner = fast.winner()
        return [1.0 if s == winner else 0.0 for s in range(players)]
    scale = 1.5 + 4.0 * (ROUNDS - fast.round) + 0.1 * sum(fast.hand_sizes)
    result = []
    for s in range(players):
        best_other = min(roads[t] for t in range(players) if t != s)
        result.append(1.0 / (1.0 + math.exp((roads[s] - best_other) / scale)))
    return result


def play_out(fast, rng, sweeps, policy=judged_code):
    """Play on with plausible moves until ``sweeps`` captures or takes have
    happened, or the round ends."""
    round_now = fast.round
    while fast.turn != NO_SEAT and fast.round == round_now and sweeps:
        fast.apply(policy(fast, fast.legal_codes(), rng))
        if not fast.table:
            sweeps -= 1
    return fast


def judges_best(fast, seat, codes, count):
    """The ``count`` moves the judge likes best, in stable order."""
    if len(codes) <= count:
        return codes
    scores = Judge(fast, seat).scores(codes)
    ranked = sorted(range(len(codes)), key=lambda i: -scores[i])[:count]
    return [codes[i] for i in sorted(ranked)]


class SearchPlayer(ComputerPlayer):
    """ISMCTS over the hidden hands; ``iterations`` fixes the work per move."""

    level = "hard"
    iterations = 600            # about 0.3 s a move on one core
    iterations_per_yield = 1    # an iteration is well under a millisecond
    candidates = 8              # root moves searched: the judge's best few
    widening = 20
    rollout_sweeps = 4          # captures or takes played out before scoring

    def __init__(self, seed=0, iterations=None):
        super().__init__(seed)
        if iterations is not None:
            self.iterations = iterations

    def sampler(self, view, rng):
        return Guesser(view, rng).sample

    def think(self, view):
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        rng = decision_rng(self.level, self.seed, view)
        sample = self.sampler(view, rng)
        root = Node()
        root_codes = self.root_codes(view, [move_code(m) for m in moves])
        for i in range(self.iterations):
            self._iterate(root, sample(), rng, root_codes)
            if i % self.iterations_per_yield == 0:
                yield
        best = max(root_codes, key=lambda c: root.children[c].visits if c in root.children else -1)
        return code_move(best)

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

    def _iterate(self, root, fast, rng, root_codes):
        node, path, actors = root, [root], [None]
        codes = root_codes
        while fast.turn != NO_SEAT:
            if node is not root:
                codes = self.widened(fast, fast.legal_codes(), node.visits)
            children = node.children
            untried = [c for c in codes if c not in children]
            actor = fast.turn
            if untried:
                code = rng.choice(untried)
                for c in codes:
                    if c in children:
                        children[c].available += 1
                child = children[code] = Node()
                fast.apply(code)
                path.append(child)
                actors.append(actor)
                break
            best, best_score = None, -1.0
            for c in codes:
                child = children[c]
                child.available += 1
                score = (child.reward / child.visits
                         + EXPLORATION * math.sqrt(math.log(child.available) / child.visits))
                if score > best_score:
                    best, best_score = c, score
            fast.apply(best)
            node = children[best]
            path.append(node)
            actors.append(actor)
        reward = rewards(play_out(fast, rng, self.rollout_sweeps))
        for node, actor in zip(path, actors):
            node.visits += 1
            if actor is not None:
                node.reward += reward[actor]


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
        from ..fast import FastState
        truth = FastState.from_view(view, self._hands, rng)
        self._hands = None
        return truth.copy
