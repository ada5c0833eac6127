"""The hard and omniscient players: Information Set Monte Carlo Tree Search
(single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

Every iteration guesses the hidden hands anew, consistently with everything the
player has seen (``Guesser``), walks one shared tree of moves with UCB, choosing
only among the moves legal in that guess (counting how often each was
available), plays the round out with quick plausible moves and scores the
whole game: the road pieces this round awards (with the third-round swap),
random standings for the rounds still to come, then who has the shortest road.

The omniscient player runs the same search on the true hands; it exists only
to measure how much the hidden cards cost the hard player.
"""

import math

from ..fast import NO_SEAT, code_move, move_code
from ..state import ROUNDS
from .base import ComputerPlayer
from .heuristic import rollout_code
from .knowledge import Guesser, decision_rng

EXPLORATION = 0.7


class Node:
    __slots__ = ("children", "visits", "reward", "available")

    def __init__(self):
        self.children = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 1


def game_rewards(fast, rng):
    """Each seat's reward in [0, 1] once the round is played out: half for
    winning, half for the rank of its road. Rounds not yet played are scored
    with random standings (nobody can foresee them), third-round swap included."""
    players = fast.players
    pieces = fast.roads
    if fast.turn != NO_SEAT:
        pieces = [r[:] for r in pieces]
        seats = list(range(players))
        for r in range(fast.round, ROUNDS + 1):
            group = sorted(fast.pool[r - 1], reverse=True)
            rng.shuffle(seats)                       # most cards first
            if r == ROUNDS and pieces[seats[-1]]:    # R20 for the fewest
                mine = pieces[seats[-1]]
                longest = max(mine)
                if longest > group[-1]:
                    mine[mine.index(longest)] = group[-1]
                    group = sorted(group[:-1] + [longest], reverse=True)
            for seat, length in zip(seats, group):
                pieces[seat].append(length)
    roads = [sum(r) for r in pieces]
    king = fast.king
    best = min(roads)
    winner = next(s for s in ((king + i) % players for i in range(players)) if roads[s] == best)
    rewards = []
    for seat in range(players):
        beaten = sum(1 for r in roads if r > roads[seat])
        rewards.append(0.5 * (seat == winner) + 0.5 * beaten / (players - 1))
    return rewards


def play_out(fast, rng):
    """Play to the end of the round (or game) with quick plausible moves."""
    round_now = fast.round
    while fast.turn != NO_SEAT and fast.round == round_now:
        fast.apply(rollout_code(fast, fast.legal_codes(), rng))
    return fast


class SearchPlayer(ComputerPlayer):
    """ISMCTS over the hidden hands; ``iterations`` fixes the work per move."""

    level = "hard"
    iterations = 600
    iterations_per_yield = 4

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
        legal_at_root = {move_code(m) for m in moves}
        for i in range(self.iterations):
            self._iterate(root, sample(), rng)
            if i % self.iterations_per_yield == 0:
                yield
        best = max(sorted(legal_at_root), key=lambda c: root.children[c].visits
                   if c in root.children else -1)
        return code_move(best)

    def _iterate(self, root, fast, rng):
        node, path, actors = root, [root], [None]
        while fast.turn != NO_SEAT:
            codes = fast.legal_codes()
            children = node.children
            untried = [c for c in codes if c not in children]
            actor = fast.turn
            if untried:
                code = rng.choice(untried)
                child = children[code] = Node()
                for c in codes:
                    if c in children:
                        children[c].available += 1
                fast.apply(code)
                path.append(child)
                actors.append(actor)
                break
            log_total, best, best_score = None, None, -1.0
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
        rewards = game_rewards(play_out(fast, rng), rng)
        for node, actor in zip(path, actors):
            node.visits += 1
            if actor is not None:
                node.reward += rewards[actor]


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
