"""Computer players. Each sees the game only through ``View`` (R23).

A player is made by ``make_player(level, seed)`` and answers ``choose(view)``
with one legal move. Its choices are a pure function of its seed and what it
has been shown, so a game between computer players replays exactly.

Levels: ``random`` (the baseline), ``easy``, ``medium``, ``hard`` (ISMCTS), ``expert`` (the same search, more of it) and
``omniscient`` — the hard player's search on the true hands, for measurement
only: it declares ``omniscient = True`` and must be shown the true state with
``reveal(state)`` before each decision (game.simulate does so).
"""

from ...common.players import TABLE_LEVELS, ComputerPlayer, Decision, player_maker
from .heuristic_player import EasyPlayer, MediumPlayer
from .random_player import RandomPlayer
from .search import HardPlayer, OmniscientPlayer

class ExpertPlayer(HardPlayer):
    """The hard player's search, with more of it (as many iterations as keep a
    decision within a second on a slow machine; README: decision times), and a
    warier model of the others: a seat may be a searching player, whose plays
    say little of its hand (``TwoKindsReader``), and whose moves its tree and
    its playouts draw loosely among the judge's best few (``loosely_judged``),
    as searching players play, not always the judge's best: below the root it
    searches only its own moves."""

    level = "expert"
    iterations = 800
    belief_searchers = 0.5
    others_temperature = 2.0
    others_in_tree = True


LEVELS = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
    "expert": ExpertPlayer,
    "omniscient": OmniscientPlayer,
}

make_player = player_maker(LEVELS)


__all__ = ["ComputerPlayer", "Decision", "LEVELS", "TABLE_LEVELS", "make_player"]
