"""Whole games of Kings & Creatures between computer players (the ``simulate``
summary, with ``mean_score``: the most honour wins): the loop every game
shares (game.common.simulate), with this game's GameInfo."""

import time

from ..common.simulate import percentile, play_game as _play_game, simulate as _simulate

__all__ = ["percentile", "play_game", "simulate"]


def _info():
    from . import GAME
    return GAME


def play_game(levels, seed, first_player, timings=None, clock=time.perf_counter):
    """Play one game; return the final state."""
    return _play_game(_info(), levels, seed, first_player, timings, clock=clock)


def simulate(players, games, levels, seed=0, progress=None):
    """Play ``games`` games; the summary as a dict (castle 1, the first to act,
    rotates through the seats)."""
    return _simulate(_info(), players, games, levels, seed, progress)
