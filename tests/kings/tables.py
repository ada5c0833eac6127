"""Kings & Creatures tables played to a given point, for the scene tests."""

import random

from scenes.kings import KingsTable
from tests.bounds import bounded

SIX_NAMES = ["Marcellina", "Bartolo", "Basilio", "Cherubino", "Susanna", "Figaro"]


def six_random_players_to_the_end(app, seed=5):
    """A table of six random players, named, pushed on ``app`` and played with
    random moves until the game is over, the last round's summary read; the table."""
    table = KingsTable(app, ["random"] * 6, names=SIX_NAMES, seed=seed)
    app.push(table)
    play_out(table, seed)
    read_last_summary(app)
    return table


def read_last_summary(app):
    """Close the fifth round's summary over the finished table's score sheet."""
    from scenes.kings import RoundSummary
    if isinstance(app.top, RoundSummary):
        app.top.close()


def play_out(game, seed):
    """Random moves (seeded by ``seed``) on ``game``, a table or a session, until the
    game is over; ``game``."""
    rng = random.Random(seed)
    for _ in bounded(200):
        if game.state.finished:
            break
        game.apply(rng.choice(game.state.legal_moves()))
    if hasattr(game, "motion"):
        game.motion.finish()         # the last cards land: the score sheet comes up
    return game
