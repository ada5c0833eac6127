"""Computer players. Each sees the game only through ``View`` (K21).

A player is made by ``make_player(level, seed)`` and answers ``choose(view)``
with one legal move; its choices are a pure function of its seed and what it
has been shown. Levels: ``random`` (the baseline), ``easy`` (greedy for the
honour a card adds now), ``medium`` (a judgement of each card: its honour,
what it brings towards legends, kings and heroes, and the tempo of its
number), ``hard`` (ISMCTS over the face-down cards).
"""

from ...common.players import ComputerPlayer, Decision
from .heuristic import EasyPlayer, MediumPlayer
from .random_player import RandomPlayer
from .search import HardPlayer

LEVELS = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
}

TABLE_LEVELS = ("easy", "medium", "hard")


def make_player(level, seed=0):
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r} (choose from {', '.join(LEVELS)})") from None
    return cls(seed)


__all__ = ["ComputerPlayer", "Decision", "LEVELS", "TABLE_LEVELS", "make_player"]
