"""The compact search engine agrees with GameState move by move (game.fast)."""

import random

import pytest

from game.figaro import GameState
from game.figaro.cards import COLOURS, pile_value
from game.figaro.fast import (
    NO_SEAT,
    FastState,
    code_move,
    kind_counts,
    move_code,
)

GAMES = 60


def assert_same(fast, game):
    assert fast.turn == (NO_SEAT if game.turn is None else game.turn)
    assert fast.round == game.round and fast.king == game.king
    assert fast.roads == game.roads and fast.pool == game.pool
    if game.finished:
        assert fast.winner() == game.winner
        return
    assert fast.hands == [kind_counts(h) for h in game.hands]
    assert fast.hand_sizes == [len(h) for h in game.hands]
    assert fast.tricks == [len(t) for t in game.tricks]
    assert fast.pile_value == [pile_value(p) for p in game.piles]
    assert fast.pile_count == [len(p) for p in game.piles]
    assert [None if c < 0 else COLOURS[c] for c in fast.pile_colour] == game.pile_colours()
    assert [code_move(c) for c in fast.legal_codes()] == game.legal_moves()


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_fast_engine_plays_exactly_as_the_rules_layer(players):
    rng = random.Random(f"fast/{players}")
    for _ in range(GAMES):
        game = GameState.new(players, seed=rng.getrandbits(32))
        fast = FastState.from_state(game)
        assert_same(fast, game)
        while not game.finished:
            move = rng.choice(game.legal_moves())
            game.apply(move)
            fast.apply(move_code(move))
            assert_same(fast, game)


def test_move_codes_round_trip():
    game = GameState.new(6, seed=1)
    for move in game.legal_moves():
        assert code_move(move_code(move)) == move


def test_a_copy_is_independent():
    fast = FastState.from_state(GameState.new(4, seed=3))
    other = fast.copy()
    other.apply(other.legal_codes()[0])
    assert fast.hand_sizes == [15] * 4 and fast.table == 0
