"""The compact core (game.figaro.fast): what a search builds from a view is the
game itself, copies are independent, and move codes round-trip."""

import random

import pytest

from game.figaro import GameState
from game.figaro.cards import COLOURS, pile_value
from game.figaro.fast import NO_SEAT, FastState, code_move, kind_counts, move_code

GAMES = 20


def rules_fields(fast):
    return (fast.players, fast.round, fast.king, fast.turn, fast.hands, fast.hand_sizes,
            fast.piles, fast.pile_colour, fast.pile_value, fast.table, fast.tricks,
            fast.roads, fast.pool, sorted(fast.deck))


def assert_reads_as(fast, game):
    """The core's compact fields say what the readable state says."""
    assert fast.turn == (NO_SEAT if game.turn is None else game.turn)
    assert fast.round == game.round and fast.king == game.king
    assert fast.roads == game.roads and fast.pool == game.pool
    assert fast.hands == [kind_counts(h) for h in game.hands]
    assert fast.hand_sizes == [len(h) for h in game.hands]
    assert fast.tricks == [len(t) for t in game.tricks]
    assert fast.pile_value == [pile_value(p) for p in game.piles]
    assert fast.table == sum(len(p) for p in game.piles)
    assert [None if c < 0 else COLOURS[c] for c in fast.pile_colour] == game.pile_colours()


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_core_built_from_a_view_and_the_true_hands_is_the_game(players):
    rng = random.Random(f"fast/{players}")
    for _ in range(GAMES):
        game = GameState.new(players, seed=rng.getrandbits(32))
        steps = 0
        while not game.finished and steps < 1000:
            seat = game.turn
            built = FastState.from_view(game.view(seat), game.hands, None)
            assert rules_fields(built) == rules_fields(game.core)
            assert_reads_as(game.core, game)
            game.apply(rng.choice(game.legal_moves()))
            steps += 1
        assert game.finished


def test_from_state_plays_on_exactly_as_the_state():
    rng = random.Random(5)
    game = GameState.new(5, seed=8)
    fast = FastState.from_state(game)
    assert fast.taken is None and fast.log is None       # a search keeps no card lists
    for _ in range(400):
        if game.finished:
            break
        move = rng.choice(game.legal_moves())
        game.apply(move)
        fast.apply(move_code(move))
        assert rules_fields(fast) == rules_fields(game.core)
    assert game.finished and fast.winner() == game.winner


def test_move_codes_round_trip():
    game = GameState.new(6, seed=1)
    for move in game.legal_moves():
        assert code_move(move_code(move)) == move


def test_a_copy_is_independent():
    fast = FastState.from_state(GameState.new(4, seed=3))
    other = fast.copy()
    other.apply(other.legal_codes()[0])
    assert fast.hand_sizes == [15] * 4 and fast.table == 0
    assert other.table == 1 and sum(other.hand_sizes) == 59
