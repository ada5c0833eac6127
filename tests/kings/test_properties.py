"""Many seeded random games for every player count, invariants checked after
every move (the random_sim_test of OpenSpiel, for Kings & Creatures)."""

import random

import pytest

from game.kings import GameState, IllegalMove, Take
from game.kings.position import dump_position, load_position

from .invariants import check_invariants

GAMES = 400   # per player count and shard: 4,000 games over the whole test


@pytest.mark.parametrize("shard", range(2))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant(players, shard):
    rng = random.Random(f"kings/{players}/{shard}")
    for g in range(GAMES):
        game = GameState.new(players, seed=rng.getrandbits(32))
        check_invariants(game)
        rounds_ended = 0
        while not game.finished:
            moves = game.legal_moves()
            assert len(set(moves)) == len(moves) and moves == sorted(moves)
            copy = game.copy()
            events = game.apply(rng.choice(moves))
            assert copy.legal_moves() == moves                    # copies are independent
            rounds_ended += sum(1 for e in events if e[0] == "round_end")
            check_invariants(game)
        assert rounds_ended == 5
        assert all(len(c) - 1 <= 15 for c in game.cards)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_positions_round_trip_after_every_move(players):
    rng = random.Random(players)
    for g in range(25):
        game = GameState.new(players, seed=g)
        while True:
            data = dump_position(game)
            again = load_position(data)
            assert dump_position(again) == data
            assert again.legal_moves() == game.legal_moves()
            if game.finished:
                break
            game.apply(rng.choice(game.legal_moves()))


def test_illegal_moves_change_nothing():
    rng = random.Random(5)
    for g in range(20):
        game = GameState.new(4, seed=g)
        while not game.finished:
            before = dump_position(game)
            for card in range(1, 111):
                if card not in game.row:
                    with pytest.raises(IllegalMove):
                        game.apply(Take(card))
            assert dump_position(game) == before
            game.apply(rng.choice(game.legal_moves()))
