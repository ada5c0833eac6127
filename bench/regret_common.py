"""What the regret bench of every game shares: positions sampled from seeded
games, rebuilt by replaying them, players made from their specs, and paired
differences (bench_regret.py, regret_nottingham.py, bench_information.py)."""

import math


def sampled(count, rng, start, plies):
    """``count`` positions of the games ``start(game seed)`` begins (the state,
    its players and the moves made), 3 a game at random moves among the first
    ``plies``, kept where the seat to act has a choice."""
    found = []
    while len(found) < count:
        game_seed = rng.getrandbits(32)
        stops = sorted(rng.sample(range(plies), 3))
        game, brains, ply = start(game_seed)
        while not game.finished and stops:
            if ply == stops[0]:
                stops.pop(0)
                if len(game.legal_moves()) > 1:
                    found.append((game_seed, ply))
            game.apply(brains[game.turn].choose(game.view(game.turn)))
            ply += 1
    return found[:count]


def replayed(position, start):
    """The game of ``position`` (game seed, moves made), rebuilt from ``start``."""
    game_seed, plies = position
    game, brains, _ = start(game_seed)
    for _ in range(plies):
        game.apply(brains[game.turn].choose(game.view(game.turn)))
    return game


def made(spec, seed, build):
    """The player ``build(level)`` of ``spec`` (``level[:name=value+name=value]``)
    with its number settings set; SystemExit names a setting it has not or a bad value."""
    level, _, settings = spec.partition(":")
    player = build(level)
    for setting in filter(None, settings.split("+")):
        name, _, value = setting.partition("=")
        if not hasattr(player, name):
            raise SystemExit(f"{level} has no setting {name!r}")
        kind = type(getattr(player, name))
        if kind not in (int, float):
            raise SystemExit(f"{level}: {name} is not a number setting")
        try:
            setattr(player, name, kind(value))
        except ValueError:
            raise SystemExit(f"{level}: {name} must be of type {kind.__name__}, not {value!r}") from None
    return player


def difference(row, first):
    """The mean of ``row`` less ``first`` (paired), with its standard error."""
    diffs = [a - b for a, b in zip(row, first)]
    mean = sum(diffs) / len(diffs)
    var = sum((x - mean) ** 2 for x in diffs) / max(1, len(diffs) - 1)
    return mean, math.sqrt(var / len(diffs))
