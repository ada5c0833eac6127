"""Computer players for Nottingham. Each sees the game only through ``View`` (N26).

A player is made by ``make_player(level, seed)`` and answers ``choose(view)``
with one legal move. Its choices are a pure function of its seed and what it
has been shown, so a game between computer players replays exactly.

Levels: ``random`` (the baseline), ``easy``, ``medium`` (a judgement of each
move, no search) and ``hard`` (ISMCTS over the hidden cards).
"""

from ...common.players import ComputerPlayer, Decision
from .heuristic_player import EasyPlayer, MediumPlayer
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
