"""Whole games between computer players, for measurement (FORMAT.md ``simulate``)."""

import random
import time

from .players import make_player
from .state import GameState


def percentile(values, fraction):
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def play_game(levels, seed, first_player, timings=None):
    """Play one game; return the final state. ``timings[i]`` collects seat i's
    decision times in milliseconds."""
    players = len(levels)
    state = GameState.new(players, seed, first_player=first_player)
    brains = [make_player(level, f"{seed}/{seat}") for seat, level in enumerate(levels)]
    clock = time.perf_counter
    while state.turn is not None:
        seat = state.turn
        brain = brains[seat]
        if getattr(brain, "omniscient", False):
            brain.reveal(state)                      # measurement only: it sees every hand
        started = clock()
        move = brain.choose(state.view(seat))
        if timings is not None:
            timings[seat].append((clock() - started) * 1000.0)
        state.apply(move)
    return state


def simulate(players, games, levels, seed=0, progress=None):
    """Play ``games`` games; the summary of FORMAT.md as a dict.

    The starting King rotates through the seats, game by game, so no seat is
    favoured. ``progress(done, total)`` is called after each game.
    """
    if len(levels) != players:
        raise ValueError(f"{players} players need {players} seats, got {len(levels)}")
    wins = [0] * players
    roads = [0] * players
    timings = [[] for _ in range(players)]
    started = time.perf_counter()
    for g in range(games):
        game_seed = random.Random(f"figaro/simulate/{seed}/{g}").getrandbits(32)
        state = play_game(levels, game_seed, g % players, timings)
        wins[state.winner] += 1
        for seat, length in enumerate(state.road_lengths()):
            roads[seat] += length
        if progress:
            progress(g + 1, games)
    seconds = time.perf_counter() - started
    return {
        "games": games,
        "players": players,
        "seats": list(levels),
        "wins": wins,
        "win_rate": [w / games if games else 0.0 for w in wins],
        "mean_road": [r / games if games else 0.0 for r in roads],
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else 0.0,
        "decision_ms": {
            "mean": [round(sum(t) / len(t), 4) if t else 0.0 for t in timings],
            "p95": [round(percentile(t, 0.95), 4) for t in timings],
            "max": [round(max(t), 4) if t else 0.0 for t in timings],
        },
    }
