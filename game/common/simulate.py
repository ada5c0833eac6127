"""Whole games between computer players, for measurement (FORMAT.md ``simulate``),
for every game of the app: a game is known only by its ``GameInfo``."""

import random
import time


def percentile(values, fraction):
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def play_game(info, levels, seed, first_player, timings=None, on_events=None, clock=time.perf_counter):
    """Play one game of ``info`` (a GameInfo); return the final state.
    ``timings[i]`` collects seat i's decision times in milliseconds, by
    ``clock`` (``time.process_time`` counts only this process's work, for a
    machine shared with others); ``on_events(events)`` sees what every move caused.

    When every player decides from the legal moves alone (``choose_code``), nobody
    listens to the events and the state offers its core (``trusted_core``), the
    game is played on the core: each move is one of the codes the core itself
    listed, so it is not checked again, and no view is made. The players draw
    as ``choose(view)`` would, so the game is the same move for move."""
    state = info.new_game(len(levels), seed, first_player=first_player)
    brains = [info.make_player(level, f"{seed}/{seat}") for seat, level in enumerate(levels)]
    if timings is None:
        timings = [[] for _ in levels]
    times = [t.append for t in timings]
    if on_events is None:
        core = _trusted_core(state, brains)
        if core is not None:
            _play_codes(core, [brain.choose_code for brain in brains], times, clock)
            return state
    # measurement only: an omniscient player is shown the whole state before each decision
    revealing = [brain if getattr(brain, "omniscient", False) else None for brain in brains]
    chooses = [brain.choose for brain in brains]
    view, apply = state.view, state.apply
    while True:
        seat = state.turn
        if seat is None:
            return state
        if revealing[seat] is not None:
            revealing[seat].reveal(state)
        started = clock()
        move = chooses[seat](view(seat))
        times[seat]((clock() - started) * 1000.0)
        if on_events is None:
            apply(move)
        else:
            on_events(apply(move))


def _trusted_core(state, brains):
    """The state's core when every player can decide on it (protocol.py), else None."""
    for brain in brains:
        if getattr(brain, "omniscient", False) or not hasattr(brain, "choose_code"):
            return None
    trusted_core = getattr(state, "trusted_core", None)
    return None if trusted_core is None else trusted_core()


def _play_codes(core, chooses, times, clock):
    """Play the game to its end on ``core``; each decision is timed with the
    listing of the legal moves it was made from."""
    legal_codes, apply = core.legal_codes, core.apply
    while True:
        seat = core.turn
        if seat < 0:
            return
        started = clock()
        code = chooses[seat](legal_codes())
        times[seat]((clock() - started) * 1000.0)
        apply(code)


def simulate(info, players, games, levels, seed=0, progress=None):
    """Play ``games`` games of ``info``; the summary of FORMAT.md as a dict.

    The starting seat rotates through the seats, game by game, so no seat is
    favoured. ``progress(done, total)`` is called after each game.
    """
    if len(levels) != players:
        raise ValueError(f"{players} players need {players} seats, got {len(levels)}")
    wins = [0] * players
    totals = [0] * players
    timings = [[] for _ in range(players)]
    started = time.perf_counter()
    for g in range(games):
        game_seed = random.Random(f"{info.name}/simulate/{seed}/{g}").getrandbits(32)
        state = play_game(info, levels, game_seed, g % players, timings)
        wins[state.winner] += 1
        for seat, score in enumerate(state.scores()):
            totals[seat] += score
        if progress:
            progress(g + 1, games)
    seconds = time.perf_counter() - started
    return {
        "game": info.name,
        "games": games,
        "players": players,
        "seats": list(levels),
        "wins": wins,
        "win_rate": [w / games if games else 0.0 for w in wins],
        info.score_name: [t / games if games else 0.0 for t in totals],
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else 0.0,
        "decision_ms": {
            "mean": [round(sum(t) / len(t), 4) if t else 0.0 for t in timings],
            "p95": [round(percentile(t, 0.95), 4) for t in timings],
            "max": [round(max(t), 4) if t else 0.0 for t in timings],
        },
    }
