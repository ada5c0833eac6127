"""The computer players: legal, seeded, sliced, and blind to the face-down cards (K21)."""

import random

import pytest

from game.common.players import Decision
from game.kings import GameState
from game.kings.players import LEVELS, make_player


def play(levels, seed):
    game = GameState.new(len(levels), seed=seed, first_player=seed % len(levels))
    brains = [make_player(level, f"{seed}/{i}") for i, level in enumerate(levels)]
    moves = []
    while not game.finished:
        move = brains[game.turn].choose(game.view(game.turn))
        assert move in game.legal_moves()
        moves.append(move)
        game.apply(move)
    return game, moves


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_every_level_plays_whole_games_legally(level):
    for players in range(2, 7):
        play([level] * players, players)


def test_hard_plays_legally_and_replays_exactly():
    first = play(["hard", "easy", "random"], 1)[1]
    assert play(["hard", "easy", "random"], 1)[1] == first


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_player("expert")


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_the_face_down_cards_do_not_change_the_choice(level):
    game = GameState.new(4, seed=8)
    rng = random.Random(8)
    for _ in range(9):
        game.apply(rng.choice(game.legal_moves()))
    other = game.copy()
    hidden = other.stack + [c for s in other.stacks for c in s] + other.aside
    rng.shuffle(hidden)
    other.stack, hidden = hidden[:len(other.stack)], hidden[len(other.stack):]
    other.stacks = [hidden[i * 14:(i + 1) * 14] for i in range(len(other.stacks))]
    other.aside = hidden[len(other.stacks) * 14:]
    assert other.view(other.turn) == game.view(game.turn)
    assert (make_player(level, 3).choose(game.view(game.turn))
            == make_player(level, 3).choose(other.view(other.turn)))


def test_hard_thinks_in_slices():
    game = GameState.new(4, seed=2)
    decision = Decision(make_player("hard", 1), game.view(game.turn))
    steps = 0
    while not decision.step(0.001):
        steps += 1
    assert steps > 1 and decision.move in game.legal_moves()
