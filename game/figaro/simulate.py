"""Whole games of Figaro between computer players (FORMAT.md ``simulate``): the
loop every game shares (game.common.simulate), with Figaro's GameInfo."""

from ..common.simulate import percentile, play_game as _play_game, simulate as _simulate

__all__ = ["percentile", "play_game", "simulate"]


def _info():
    from . import GAME
    return GAME


def play_game(levels, seed, first_player, timings=None):
    """Play one game of Figaro; return the final state."""
    return _play_game(_info(), levels, seed, first_player, timings)


def simulate(players, games, levels, seed=0, progress=None):
    """Play ``games`` games of Figaro; the summary of FORMAT.md as a dict."""
    return _simulate(_info(), players, games, levels, seed, progress)
