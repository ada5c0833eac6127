"""A whole game played with the keyboard model alone: arrows, Tab, Enter, T."""

import random

from scenes.figaro.keyboard import HAND, SEATS, KeyboardPlay
from game.figaro import GameState
from game.figaro.moves import TAKE, Play
from tests.bounds import bounded


def keys_for(model, move):
    """The key presses that make ``move`` from a fresh cursor."""
    if move == TAKE:
        return ["take"]
    keys = []
    hand = model.view.hand
    steps = (hand.index(move.card) - model.cursor.card_index) % len(hand)
    keys += ["right"] * steps + ["enter"]
    return keys, move.to


def test_a_whole_game_with_the_keyboard_alone():
    state = GameState.new(4, seed=21, first_player=0)
    rng = random.Random(5)
    moves = 0
    for _ in bounded():
        if state.finished:
            break
        view = state.view(state.turn)
        model = KeyboardPlay(view)
        wanted = rng.choice(view.legal_moves())
        if wanted == TAKE:
            made = model.act("take")
        else:
            presses, target = keys_for(model, wanted)
            for key in presses:
                made = model.act(key)
            assert model.cursor.focus == SEATS and model.card == wanted.card
            for _ in range(len(model.targets())):
                if model.cursor.seat == target:
                    break
                model.act("right")
            made = model.act("enter")
        assert made == wanted
        state.apply(made)
        moves += 1
    assert moves > 50


def test_seats_cycle_only_through_legal_targets_and_back_returns_to_the_hand():
    state = GameState.new(4, seed=3, first_player=0)
    model = KeyboardPlay(state.view(0))
    model.act("tab")
    seen = set()
    for _ in range(8):
        seen.add(model.cursor.seat)
        model.act("left")
    assert seen == set(model.targets())
    assert all(Play(model.card, s) in state.legal_moves() for s in seen)
    model.act("back")
    assert model.cursor.focus == HAND and model.cursor.seat is None


def test_take_on_an_empty_table_does_nothing():
    state = GameState.new(4, seed=3, first_player=0)
    assert KeyboardPlay(state.view(0)).act("take") is None
