"""A search player for any game of the protocol: single-observer Information
Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012), after
OpenSpiel's ``algorithms/ismcts.py``.

Every iteration guesses the hidden information anew (``determinize``: a whole
state consistent with what the player sees), walks one shared tree of moves
with UCB, choosing only among the moves legal in that guess and counting how
often each was available, adds one node, plays the game out with a playout
policy and backs each seat's reward up the path: a node's reward is that of
the seat that chose the move leading to it.

A game's player subclasses ``ISMCTSPlayer`` and supplies ``determinize``; it
may also give a better playout (``rollout_move``), rewards for a cut-off
playout (``rewards`` with ``rollout_limit``) and a pruned, best-first list of
moves (``candidate_moves``), which the tree widens progressively: at a node
with few visits only the first few are tried. Below the root, ``tree_reply``
may give a seat's move from a model of how that seat plays; the tree then
follows it instead of searching that node.

The work is counted in iterations, never in seconds, and every random draw
comes from a generator seeded by the player's seed and what it sees, so a
decision is a pure function of both and games replay exactly.
"""

import hashlib
import math
import random

from .players import ComputerPlayer


class Node:
    __slots__ = ("children", "visits", "reward", "available")

    def __init__(self):
        self.children = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 1


class Spread:
    """The running standard deviation of the root player's rewards: UCB's
    exploration is measured in it, so one constant suits every stage of a game."""

    __slots__ = ("count", "total", "squares")

    def __init__(self):
        self.count = 0
        self.total = 0.0
        self.squares = 0.0

    def add(self, value):
        self.count += 1
        self.total += value
        self.squares += value * value

    def deviation(self):
        if self.count < 2:
            return 0.5
        mean = self.total / self.count
        return max(0.01, math.sqrt(max(0.0, self.squares / self.count - mean * mean)))


def seeded_rng(*parts):
    """A generator that is a pure function of ``parts`` (their ``repr``), the
    same on every machine and every run (``hash()`` of a string is not)."""
    digest = hashlib.blake2b(repr(parts).encode("utf-8"), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


class ISMCTSPlayer(ComputerPlayer):
    """ISMCTS over the hidden information; ``iterations`` fixes the work per move."""

    level = "hard"
    iterations = 400
    iterations_per_yield = 4
    exploration = 1.0           # UCB's, in standard deviations of the rewards
    widening = 10               # below the root, one more candidate every this many visits
    root_candidates = None      # at the root, at most this many candidates (None: all)
    rollout_limit = None        # moves in a playout before it is scored as it stands
    even_root = False           # every root move searched alike (a measure's oracle: each
                                # move's value then rests on as many playouts as the others')

    def __init__(self, seed=0, iterations=None):
        super().__init__(seed)
        if iterations is not None:
            self.iterations = iterations

    # ------------------------------------------------------------ the game's part
    def determinize(self, view, rng):     # pragma: no cover - every game supplies it
        """A whole state consistent with ``view``: what the seat cannot see drawn with ``rng``."""
        raise NotImplementedError

    def candidate_moves(self, state):
        """The moves worth searching in ``state``, best first (the tree tries them in this order)."""
        return state.legal_moves()

    def rollout_move(self, state, rng):
        """The playout's move in ``state``."""
        return rng.choice(state.legal_moves())

    def rewards(self, state):
        """Each seat's reward in [0, 1] where a playout stops: 1 for the winner
        of a finished game; a cut-off playout needs a game's own estimate."""
        winner = state.winner
        return [1.0 if seat == winner else 0.0 for seat in range(state.players)]

    def tree_reply(self, state, rng):
        """Below the root, a move the tree follows without searching it (a
        model of how that seat plays), or None: the move is searched (UCB)."""
        return None

    def decision_key(self, view):
        """What identifies the decision: by default the view itself (its repr)."""
        return view

    # ----------------------------------------------------------------- search
    def think(self, view):
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        root = yield from self.search(view)
        legal = set(moves)
        searched = [m for m in root.children if m in legal]
        if not searched:
            return moves[0]
        return max(searched, key=lambda m: (root.children[m].visits, root.children[m].reward))

    def search(self, view):
        """A generator: grows the tree from ``view`` and returns its root."""
        rng = self.decision_rng(view)
        root = yield from self.grow(rng, lambda: self.determinize(view, rng))
        return root

    def grow(self, rng, guess, root_moves=None):
        """A generator: ``iterations`` iterations, each on a fresh ``guess()``
        of the whole state; returns the root. ``root_moves``, when given, are
        the moves searched at the root instead of ``tree_moves``'."""
        root = Node()
        spread = Spread()
        for i in range(self.iterations):
            self._iterate(root, guess(), rng, spread, root_moves)
            if i % self.iterations_per_yield == 0:
                yield
        return root

    def tree_moves(self, state, visits, at_root):
        """The moves the tree may try at a node visited ``visits`` times: the
        first ``root_candidates`` at the root, and below it one more every
        ``widening`` visits (progressive widening), so that a reply is not a
        random move while the node has few visits."""
        moves = self.candidate_moves(state)
        if at_root:
            return moves if self.root_candidates is None else moves[:self.root_candidates]
        return moves[:1 + visits // self.widening]

    def playout(self, state, rng):
        """Plays on from a new node: ``rollout_move`` until the game ends or
        ``rollout_limit`` moves are made. Returns the state to score."""
        apply = getattr(state, "apply_unchecked", state.apply)
        steps, limit = 0, self.rollout_limit
        while not state.finished and (limit is None or steps < limit):
            apply(self.rollout_move(state, rng))
            steps += 1
        return state

    def decision_rng(self, view):
        """The generator of one decision: a pure function of the seed and the view."""
        return seeded_rng(type(self).__name__, self.level, self.seed, self.decision_key(view))

    def _iterate(self, root, state, rng, spread, root_moves=None):
        apply = getattr(state, "apply_unchecked", state.apply)
        node, path, actors = root, [root], [None]
        root_actor = state.turn
        while not state.finished:
            reply = None if node is root else self.tree_reply(state, rng)
            if reply is not None:
                child = node.children.get(reply)
                fresh = child is None
                if fresh:
                    child = node.children[reply] = Node()
                actors.append(state.turn)
                apply(reply)
                node = child
                path.append(node)
                if fresh:
                    break
                continue
            if node is root and root_moves is not None:
                moves = root_moves
            else:
                moves = self.tree_moves(state, node.visits, node is root)
            children = node.children
            actor = state.turn
            untried = [m for m in moves if m not in children]
            if untried:
                move = rng.choice(untried)
                for m in moves:
                    if m in children:
                        children[m].available += 1
                child = children[move] = Node()
                apply(move)
                path.append(child)
                actors.append(actor)
                break
            if node is root and self.even_root:
                for m in moves:
                    children[m].available += 1
                best = min(moves, key=lambda m: children[m].visits)
            else:
                best, best_score = None, -1e9
                explore = self.exploration * spread.deviation()
                for m in moves:
                    child = children[m]
                    child.available += 1
                    score = (child.reward / child.visits
                             + explore * math.sqrt(math.log(child.available) / child.visits))
                    if score > best_score:
                        best, best_score = m, score
            apply(best)
            node = children[best]
            path.append(node)
            actors.append(actor)
        reward = self.rewards(self.playout(state, rng))
        spread.add(reward[root_actor])
        for node, actor in zip(path, actors):
            node.visits += 1
            if actor is not None:
                node.reward += reward[actor]
