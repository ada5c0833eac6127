"""Many seeded random games for every player count, invariants checked after
every move (the random_sim_test of OpenSpiel, for Nottingham)."""

import random

import pytest

from game.nottingham import GameState, IllegalMove, Move, determinize, dump_position, load_position
from game.nottingham.data import AMBUSH_NAMES, OBJECTS, TASKS

from .invariants import check_events, check_invariants

GAMES = 100          # per player count and shard: 2,000 games over the whole test
MAX_MOVES = 5000     # the game always ends well before


@pytest.mark.parametrize("shard", range(4))
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_random_games_keep_every_invariant(players, shard):
    rng = random.Random(f"nottingham/{players}/{shard}")
    for g in range(GAMES):
        game = GameState.new(players, seed=rng.getrandbits(32))
        check_invariants(game)
        moves = 0
        while not game.finished:
            sheriff = game.sheriff
            events = game.apply(rng.choice(game.legal_moves()))
            check_events(events, sheriff)
            check_invariants(game)
            moves += 1
            assert moves < MAX_MOVES, "the game must end"


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_positions_round_trip_after_every_move(players):
    rng = random.Random(players)
    for g in range(6):
        game = GameState.new(players, seed=g)
        while True:
            data = dump_position(game)
            again = load_position(data)
            assert dump_position(again) == data
            assert again.legal_moves() == game.legal_moves()
            if game.finished:
                break
            game.apply(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("players", [3, 5, 7])
def test_views_show_what_a_seat_may_know_and_their_legal_moves(players):
    """N26: a view's legal moves are the state's, and every guess of the hidden
    cards from a view is a state that keeps every invariant."""
    rng = random.Random(players * 7)
    for g in range(3):
        game = GameState.new(players, seed=g)
        while not game.finished:
            for seat in range(players):
                view = game.view(seat)
                guess = determinize(view, rng)
                check_invariants(guess)
                assert guess.view(seat) == view
            assert game.view(game.turn).legal_moves() == game.legal_moves()
            game.apply(rng.choice(game.legal_moves()))


def some_moves():
    yield Move("keep")
    yield Move("pass")
    yield Move("act")
    for t in range(8):
        yield Move("act", t)
    yield Move("defend", True)
    yield Move("defend", False)
    for o in OBJECTS:
        yield Move("take", o)
        yield Move("discard", o)
        yield Move("offer", (o,))
        for n in (2, 3, 5):
            yield Move("cash", (o, n))
    yield Move("offer", ())
    for card in AMBUSH_NAMES:
        yield Move("ambush", card)
        yield Move("spring", card)
    for t in range(8):
        yield Move("accept", t)
    yield Move("accept", None)
    for task in TASKS:
        yield Move("task", (task, ("gold",)))


def test_illegal_moves_change_nothing():
    rng = random.Random(5)
    every = list(some_moves())
    for g in range(4):
        game = GameState.new(4, seed=g)
        while not game.finished:
            legal = set(game.legal_moves())
            before = dump_position(game)
            for move in rng.sample(every, 25):
                if move not in legal:
                    with pytest.raises(IllegalMove) as error:
                        game.apply(move)
                    assert error.value.rule.startswith("N") and "\n" not in str(error.value)
                    assert dump_position(game) == before
            game.apply(rng.choice(sorted(legal, key=repr)))
