"""Computer players. Each sees the game only through ``View`` (K21).

A player is made by ``make_player(level, seed)`` and answers ``choose(view)``
with one legal move; its choices are a pure function of its seed and what it
has been shown. Levels: ``random`` (the baseline), ``easy`` (greedy for the
honour a card adds now), ``medium`` (a judgement of each card: its honour,
what it brings towards legends, kings and heroes, and the tempo of its
number), ``hard`` (ISMCTS over the face-down cards) and ``expert`` (the
same search, more of it).
"""

from ...common.players import TABLE_LEVELS, ComputerPlayer, Decision, player_maker
from .heuristic import EasyPlayer, MediumPlayer
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
