"""Whole games between computer players, for measurement (the ``simulate``
summary of FORMAT.md, with ``mean_score``: the most honour wins)."""

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


def play_game(levels, seed, first_player, timings=None, clock=time.perf_counter):
    """Play one game; return the final state. ``timings[i]`` collects seat i's
    decision times in milliseconds, by ``clock`` (``time.process_time``: the
    processor time, which a busy machine does not inflate)."""
    state = GameState.new(len(levels), seed, first_player=first_player)
    brains = [make_player(level, f"{seed}/{seat}") for seat, level in enumerate(levels)]
    while state.turn is not None:
        seat = state.turn
        started = clock()
        move = brains[seat].choose(state.view(seat))
        if timings is not None:
            timings[seat].append((clock() - started) * 1000.0)
        state.apply(move)
    return state


def simulate(players, games, levels, seed=0, progress=None, on_game=None):
    """Play ``games`` games; the summary as a dict. Castle 1 (the first to act,
    K3) rotates through the seats game by game, so no seat is favoured.
    ``progress(done, total)`` is called after each game, ``on_game(state)`` too."""
    if len(levels) != players:
        raise ValueError(f"{players} players need {players} seats, got {len(levels)}")
    wins = [0] * players
    totals = [0] * players
    timings = [[] for _ in range(players)]
    started = time.perf_counter()
    for g in range(games):
        game_seed = random.Random(f"kings/simulate/{seed}/{g}").getrandbits(32)
        state = play_game(levels, game_seed, g % players, timings)
        wins[state.winner] += 1
        for seat, score in enumerate(state.scores()):
            totals[seat] += score
        if on_game:
            on_game(state)
        if progress:
            progress(g + 1, games)
    seconds = time.perf_counter() - started
    return {
        "game": "kings",
        "games": games,
        "players": players,
        "seats": list(levels),
        "wins": wins,
        "win_rate": [w / games if games else 0.0 for w in wins],
        "mean_score": [t / games if games else 0.0 for t in totals],
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else 0.0,
        "decision_ms": {
            "mean": [round(sum(t) / len(t), 4) if t else 0.0 for t in timings],
            "p95": [round(percentile(t, 0.95), 4) for t in timings],
            "max": [round(max(t), 4) if t else 0.0 for t in timings],
        },
    }
