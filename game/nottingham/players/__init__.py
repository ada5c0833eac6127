"""Computer players for Nottingham. Each sees the game only through ``View`` (N26).

A player is made by ``make_player(level, seed)`` and answers ``choose(view)``
with one legal move. Its choices are a pure function of its seed and what it
has been shown, so a game between computer players replays exactly.

Levels: ``random`` (the baseline), ``easy``, ``medium`` (a judgement of each
move, no search), ``hard`` (ISMCTS over the hidden cards) and ``expert`` (the
same search, more of it).
"""

from ...common.players import TABLE_LEVELS, ComputerPlayer, Decision, player_maker
from .heuristic_player import EasyPlayer, MediumPlayer
from .random_player import RandomPlayer
from .search import ExpertPlayer, HardPlayer

LEVELS = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
    "expert": ExpertPlayer,
}

make_player = player_maker(LEVELS)


__all__ = ["ComputerPlayer", "Decision", "LEVELS", "TABLE_LEVELS", "make_player"]
