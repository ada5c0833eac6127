"""The compact core (game/nottingham/fast.py) plays exactly the game of the
readable rules (state.py): many seeded games, move by move, compared."""

import random

import pytest

from game.nottingham import GameState, dump_position
from game.nottingham.fast import FastCore, code_move, move_code
from game.nottingham.simulate import simulate


def twin(state):
    """A copy of ``state`` and a core over another copy of it."""
    return state.copy(), FastCore(state.copy())


@pytest.mark.parametrize("players", [3, 4, 5, 7])
def test_the_core_lists_and_plays_every_move_as_the_rules_do(players):
    for game in range(12):
        seed = players * 100 + game
        readable = GameState.new(players, seed=seed)
        core = FastCore(readable.copy())
        rng = random.Random(seed)
        moves = 0
        while not readable.finished:
            legal = readable.legal_moves()
            codes = core.legal_codes()
            assert [code_move(c) for c in codes] == legal, (seed, moves, readable.phase)
            assert core.turn == readable.turn and core.phase == readable.phase
            k = rng.randrange(len(legal))
            assert move_code(legal[k]) == codes[k]
            readable.apply(legal[k])
            core.apply(codes[k])
            moves += 1
            if moves % 25 == 0 or readable.finished:
                if not readable.finished:
                    core.write_back()
                assert dump_position(core.state) == dump_position(readable), (seed, moves)
        assert core.turn == -1 and core.state.winner == readable.winner
        assert core.state.scores() == readable.scores()


def test_simulate_on_the_core_is_the_game_of_the_readable_rules():
    """``simulate`` with random seats plays on the core; the same games played move
    by move through views end the same."""
    from game.nottingham.simulate import play_game
    for seed in range(6):
        on_core = play_game(["random"] * 4, seed, seed % 4)[0]
        readable = play_game(["random"] * 4, seed, seed % 4, on_events=lambda events: None)[0]
        assert dump_position(on_core) == dump_position(readable)
    summary = simulate(4, 8, ["random"] * 4)
    assert sum(summary["wins"]) == 8
