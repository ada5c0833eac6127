"""Nottingham's part of bench_regret.py (``--game nottingham``): its positions,
its oracle and its players, among them the medium player of an earlier commit.

Positions come from seeded 4-player games of medium players, 3 a game at random
moves among the first 240 (a game has 200–270), kept where the seat to act has
a choice: every kind of decision comes up as often as in play (keep or act,
cash or task, offer, accept, take, defend, ambush, spring, discard).

The oracle is the hard player's search (game/nottingham/players/search.py: its
tree, playouts and rewards) on the true state: every hand, every offer and
every ambush card seen; what nobody can know (the order of the draw pile and of
the ambush deck below the cards the seat looks at, and later shuffles) is drawn
anew at each iteration. It searches every legal move at the root, defences and
ambushes too (which the hard player judges without search), each alike (UCB
would leave a move after one poor playout, and its value would be that one
playout's), and a move's value is the mean reward of its root branch: victory points and the hands' worth,
where 25 points part a sure win from a sure loss (``HardPlayer.rewards``).

Players: the levels (``random`` to ``expert``), ``omniscient`` (the oracle's
search as a player, ``omniscient:iterations=1600`` as much as the hard
player's) and ``old``, the medium player of commit 96df52c, before its second
judgement (f474985), or ``old@COMMIT`` of another commit (read with git, as
bench_medium_change.py does).
"""

import functools
import random

from bench.bench_medium_change import old_medium
from bench.regret_common import difference, made, replayed as replayed_with, sampled
from game.common.ismcts import ISMCTSPlayer
from game.common.players import finish
from game.nottingham.players import make_player
from game.nottingham.players.search import HardPlayer
from game.nottingham.state import GameState

OLD_COMMIT = "96df52c"          # the medium player before its second judgement (f474985)

PLAYERS = "old,medium,hard,expert"
CACHE = "regret-oracle-nottingham.json"
CACHE_KEY = "nottingham oracle {oracle} even"     # each root move searched alike
HEADER = ("{positions} positions of 4-player medium Nottingham games; oracle: a search of {oracle} "
          "iterations that sees every hand and ambush card (not the order of the draws)")

# the kinds of decision, by the phase that asks for them, in the order reported
KINDS = {"choose": "keep/act", "cash": "cash/task", "offer": "offer", "accept": "accept",
         "take": "take", "defend": "defend", "ambush": "ambush", "spring": "spring",
         "discard": "discard"}


def new_game(game_seed):
    return (GameState.new(4, seed=game_seed),
            [make_player("medium", f"{game_seed}/{s}") for s in range(4)], 0)


def positions(count, seed=0):
    """``count`` positions of medium games, each as (game seed, moves made)."""
    return sampled(count, random.Random(f"bench-regret/nottingham/{seed}"), new_game, 240)


def replayed(position):
    return replayed_with(position, new_game)


class Oracle(HardPlayer):
    """The hard player's search on the true state, over every legal move, each
    searched alike (``even_root``): for measurement only. Whoever runs the game
    must ``reveal(state)`` before each decision."""

    level = "omniscient"
    omniscient = True
    even_root = 1       # a move UCB would leave after one poor playout is valued by as many as the best

    def __init__(self, seed=0, iterations=None):
        super().__init__(seed, iterations)
        self._truth = None

    def reveal(self, state):
        self._truth = state

    think = ISMCTSPlayer.think   # the search in every phase, the moments of defence and ambush too

    def search(self, view):
        """A generator: grows the tree over every legal move and returns its root."""
        truth, self._truth = self._truth, None
        if truth is None:
            raise RuntimeError("the omniscient player needs reveal(state) before each decision")
        rng = self.decision_rng(view)
        root = yield from self.grow(rng, lambda: unknown_drawn(truth, len(view.peek), rng),
                                    list(truth.legal_moves()))
        return root


def unknown_drawn(truth, seen, rng):
    """``truth`` with what nobody knows drawn anew: the draw pile's order, the
    ambush deck's below its ``seen`` top cards, the seed of later shuffles (N28)."""
    state = truth.copy()
    rng.shuffle(state.deck)
    rest = state.ambush_deck[seen:]
    rng.shuffle(rest)
    state.ambush_deck = state.ambush_deck[:seen] + rest
    state.seed, state.chance = rng.getrandbits(32), 0
    return state


def oracle_values(args):
    """The value of each move the oracle tried at ``position``, by ``move_key``."""
    position, iterations, index = args
    state = replayed(position)
    oracle = Oracle(f"oracle/{index}", iterations)
    oracle.reveal(state)
    root = finish(oracle.search(state.view(state.turn)))
    return {move_key(m): child.reward / child.visits for m, child in root.children.items()}


def move_key(move):
    """A move as the oracle's values name it (as text: the cache is JSON)."""
    return str(move)


def coded(values):
    return values


@functools.lru_cache(maxsize=None)
def earlier_medium(commit):
    return old_medium("nottingham", commit)


def make(spec, seed):
    """A player from ``level[:name=value+name=value]``: a level, ``omniscient``
    (``Oracle``), ``old`` or ``old@COMMIT`` (an earlier medium player)."""
    def build(level):
        if level == "old" or level.startswith("old@"):
            return earlier_medium(level.partition("@")[2] or OLD_COMMIT)(seed)
        if level == "omniscient":
            return Oracle(seed)
        try:
            return make_player(level, seed)
        except ValueError as error:
            raise SystemExit(str(error)) from None
    return made(spec, seed, build)


def by_kind(chosen_positions, regrets):
    """The lines of the regret by kind of decision: each player's mean, and
    after the first its difference to the first with the standard error."""
    kinds = [replayed(p).phase for p in chosen_positions]
    specs = list(regrets)
    lines = ["", "by kind of decision: regret ‰ (after the first: its difference to the first ± its error)",
             f"{'kind':10s}{'n':>5s}  " + "".join(f"{spec[:24]:>25s}" for spec in specs)]
    for phase, name in KINDS.items():
        rows = [i for i, kind in enumerate(kinds) if kind == phase]
        if not rows:
            continue
        first = [regrets[specs[0]][i] for i in rows]
        cells = []
        for spec in specs:
            row = [regrets[spec][i] for i in rows]
            cell = f"{1000 * sum(row) / len(row):.1f}"
            if spec != specs[0]:
                d, error = difference(row, first)
                cell += f" ({1000 * d:+.1f} ± {1000 * error:.1f})"
            cells.append(f"{cell:>25s}")
        lines.append(f"{name:10s}{len(rows):5d}  " + "".join(cells))
    return lines
