"""Whole games of Nottingham between computer players (the ``simulate``
summary, with ``mean_score``): the loop every game shares
(game.common.simulate), with this game's GameInfo."""

import time

from ..common.simulate import percentile, play_game as _play_game, simulate as _simulate

__all__ = ["percentile", "play_game", "simulate"]


def _info():
    from . import GAME
    return GAME


def play_game(levels, seed, first_player, timings=None, on_events=None, clock=time.perf_counter):
    """Play one game; return (final state, number of moves). ``on_events(events)``
    sees what every move caused."""
    moves = 0

    def seen(events):
        nonlocal moves
        moves += 1
        if on_events:
            on_events(events)
    state = _play_game(_info(), levels, seed, first_player, timings, on_events=seen, clock=clock)
    return state, moves


def simulate(players, games, levels, seed=0, progress=None):
    """Play ``games`` games; the summary as a dict (the first player rotates through the seats)."""
    return _simulate(_info(), players, games, levels, seed, progress)
