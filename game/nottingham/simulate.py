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


def play_game(levels, seed, first_player, timings=None, on_events=None, clock=time.perf_counter):
    """Play one game; return (final state, number of moves). ``timings[i]``
    collects seat i's decision times in milliseconds; ``on_events(events)``
    sees what every move caused; ``clock`` times the decisions (``time.process_time``
    counts only this process's work, for a machine shared with others)."""
    state = GameState.new(len(levels), seed, first_player=first_player)
    brains = [make_player(level, f"{seed}/{seat}") for seat, level in enumerate(levels)]
    moves = 0
    while state.turn is not None:
        seat = state.turn
        started = clock()
        move = brains[seat].choose(state.view(seat))
        if timings is not None:
            timings[seat].append((clock() - started) * 1000.0)
        events = state.apply(move)
        if on_events:
            on_events(events)
        moves += 1
    return state, moves


def simulate(players, games, levels, seed=0, progress=None):
    """Play ``games`` games; the summary of FORMAT.md as a dict. The first player
    rotates through the seats, game by game, so no seat is favoured."""
    if len(levels) != players:
        raise ValueError(f"{players} players need {players} seats, got {len(levels)}")
    wins = [0] * players
    scores = [0] * players
    timings = [[] for _ in range(players)]
    started = time.perf_counter()
    for g in range(games):
        game_seed = random.Random(f"nottingham/simulate/{seed}/{g}").getrandbits(32)
        state, _ = play_game(levels, game_seed, g % players, timings)
        wins[state.winner] += 1
        for seat, score in enumerate(state.scores()):
            scores[seat] += score
        if progress:
            progress(g + 1, games)
    seconds = time.perf_counter() - started
    return {
        "game": "nottingham",
        "games": games,
        "players": players,
        "seats": list(levels),
        "wins": wins,
        "win_rate": [round(w / games, 4) for w in wins],
        "mean_score": [round(s / games, 3) for s in scores],
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 3) if seconds else None,
        "decision_ms": {
            "mean": [round(sum(t) / len(t), 3) if t else 0.0 for t in timings],
            "p95": [round(percentile(t, 0.95), 3) for t in timings],
            "max": [round(max(t), 3) if t else 0.0 for t in timings],
        },
    }
