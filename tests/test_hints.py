"""Hints: the strong player's move with a one-line reason."""

import random

from app.hints import hint_level, hint_reason
from app.i18n import set_language
from game.figaro import GameState
from game.figaro.players import LEVELS, make_player
from tests.bounds import bounded


def test_every_move_of_many_games_has_a_one_line_reason():
    set_language("en")
    level = hint_level()
    assert level in LEVELS and level != "omniscient"
    rng = random.Random(2)
    for seed in range(5):
        state = GameState.new(4, seed=seed)
        for _ in bounded():
            if state.finished:
                break
            view = state.view(state.turn)
            for move in view.legal_moves():
                reason = hint_reason(view, move)
                assert reason and "\n" not in reason and "{" not in reason
            state.apply(rng.choice(state.legal_moves()))
    view = GameState.new(4, seed=1, first_player=0).view(0)
    assert hint_reason(view, make_player(level, 0).choose(view))
