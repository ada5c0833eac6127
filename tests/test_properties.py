"""Many seeded random games for every player count, invariants checked after
every move (the random_sim_test of OpenSpiel, for Figaro)."""

import random

import pytest

from game.figaro import GameState
from game.figaro.position import dump_position, load_position

from .invariants import check_invariants
from tests.bounds import bounded

GAMES = 300   # per player count and shard: thousands of games over the whole test


@pytest.mark.parametrize("shard", range(3))
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_keep_every_invariant(players, shard):
    rng = random.Random(f"{players}/{shard}")
    for g in range(GAMES):
        game = GameState.new(players, seed=rng.getrandbits(32))
        check_invariants(game)
        for _ in bounded():
            if game.finished:
                break
            moves = game.legal_moves()
            assert len(set(moves)) == len(moves)
            game.apply(rng.choice(moves))
            check_invariants(game)
        assert sum(len(r) for r in game.roads) <= 3 * (players - 1)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_positions_round_trip_after_every_move(players):
    rng = random.Random(players)
    for g in range(20):
        game = GameState.new(players, seed=g)
        for _ in bounded():
            data = dump_position(game)
            again = load_position(data)
            assert dump_position(again) == data
            assert again.legal_moves() == game.legal_moves()
            if game.finished:
                break
            game.apply(rng.choice(game.legal_moves()))


def test_illegal_moves_change_nothing():
    from game.figaro import IllegalMove, Play
    from game.figaro.cards import CARD_NAMES
    rng = random.Random(5)
    for g in range(30):
        game = GameState.new(4, seed=g)
        for _ in bounded():
            if game.finished:
                break
            legal = set(game.legal_moves())
            before = dump_position(game)
            for card in CARD_NAMES:
                for to in range(4):
                    move = Play(card, to)
                    if move not in legal:
                        with pytest.raises(IllegalMove):
                            game.apply(move)
                        assert dump_position(game) == before
            game.apply(rng.choice(sorted(legal, key=repr)))
