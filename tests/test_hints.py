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


def test_hint_reasons_name_what_the_move_achieves():
    from game.figaro.moves import Play
    from game.figaro.position import load_position
    from tests.positions import make
    set_language("en")
    state = load_position(make(players=4, hands=[["ronde", "blue1", "green3"], ["red1"], ["red2"], ["red3"]],
                               piles=[["orange2"], ["green1"], [], ["jester2"]], turn=0))
    state.names = ["Ann", "Ben", "Cleo", "Dan"]
    view = state.view(0)
    assert {Play("ronde", 0), Play("green3", 1), Play("blue1", 2)} <= set(view.legal_moves())
    assert hint_reason(view, Play("ronde", 0)) == (
        "The ronde passes your pile of 2 to Ben, and you get Dan's pile of 2.")
    assert hint_reason(view, Play("green3", 1)) == (
        "green 3 brings Ben's pile to 4: one more card of 2 makes Ben capture.")
    assert hint_reason(view, Play("blue1", 2)) == (
        "blue 1 goes to Cleo's pile (1), so your own pile stays at 2.")
