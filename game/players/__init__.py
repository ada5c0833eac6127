"""Computer players. Each sees the game only through ``View`` (R23).

A player is made by ``make_player(level, seed)`` and answers ``choose(view)``
with one legal move. Its choices are a pure function of its seed and what it
has been shown, so a game between computer players replays exactly.
"""

from .base import ComputerPlayer, Decision
from .random_player import RandomPlayer

LEVELS = {
    "random": RandomPlayer,
}


def make_player(level, seed=0):
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r} (choose from {', '.join(LEVELS)})") from None
    return cls(seed)
