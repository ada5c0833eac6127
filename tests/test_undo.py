"""Undo takes a person back to their previous decision, exactly."""

import random

from game.figaro import GameState
from game.figaro.position import dump_position
from game.figaro.record import Record
from game.figaro.moves import TAKE, Play
from app.undo import undo, undo_point
from tests.bounds import bounded


def play_until(record, people, stop, rng):
    """Play random moves into ``record`` until ``stop(state)``; return the state."""
    state, _ = record.replay()
    for _ in bounded():
        if state.finished or stop(state):
            break
        move = rng.choice(state.legal_moves())
        record.moves.append((move, state.turn))
        state.apply(move)
    return state


def test_undo_round_trips_to_the_identical_position():
    rng = random.Random(3)
    for seed in range(20):
        record = Record(GameState.new(4, seed=seed, first_player=1))
        people = {0}
        state = play_until(record, people, lambda s: s.turn == 0 and len(record.moves) > 5 + seed, rng)
        before = dump_position(state)
        kept = len(record.moves)
        choices = state.legal_moves()
        if len(choices) < 2:
            continue
        # the person decides, then the computers play on until the person's next turn
        move = rng.choice(choices)
        record.moves.append((move, 0))
        state.apply(move)
        play_until(record, people, lambda s: s.turn == 0, rng)
        back = undo(record, people)
        assert len(back.moves) == kept
        assert dump_position(back.replay()[0]) == before


def test_undo_while_the_computers_think_goes_back_before_the_last_move():
    record = Record(GameState.new(4, seed=1, first_player=0))
    state = record.start.copy()
    move = state.legal_moves()[0]
    record.moves.append((move, 0))
    assert undo(record, {0}).moves == []


def test_nothing_to_undo_before_the_first_decision():
    record = Record(GameState.new(4, seed=1, first_player=2))
    state = record.start.copy()
    for _ in range(2):                      # two computer moves
        move = state.legal_moves()[0]
        record.moves.append((move, state.turn))
        state.apply(move)
    assert undo(record, {0}) is None
    assert undo(Record(GameState.new(4, seed=1)), {0}) is None


def test_undo_never_crosses_another_persons_move():
    record = Record(GameState.new(4, seed=5, first_player=0))
    state = record.start.copy()
    for _ in range(2):                      # seat 0 then seat 1, both people
        move = [m for m in state.legal_moves() if m != TAKE][0]
        record.moves.append((move, state.turn))
        state.apply(move)
    assert undo_point(record, {0, 1}) == 1          # seat 1 may take back their own move
    assert undo(record, {0, 1}, seat=0) is None      # seat 0 may not reach past seat 1's
    assert undo_point(record, {0}) == 0              # with seat 1 a computer, it may


def test_a_forced_take_is_not_a_decision():
    from tests.positions import state as position
    start = position(players=3, hands=[["red1", "purple1"], ["blue1", "blue1"], ["green1", "green1"]],
                     piles=[[], ["blue1"], ["green1"]], turn=0)
    record = Record(start)
    for move in [Play("red1", 0), Play("blue1", 1), Play("green1", 2)]:
        record.moves.append((move, None))
    state, failure = record.replay()
    assert failure is None and state.legal_moves() == [TAKE]
    record.moves.append((TAKE, None))
    assert undo_point(record, {0}) == 0


def test_a_refused_undo_says_why():
    from app.undo import NOT_ACROSS_ANOTHER, NOTHING_TO_UNDO, why_not
    record = Record(GameState.new(4, seed=5, first_player=0))
    assert why_not(record, {0}) == (NOTHING_TO_UNDO, None)
    state = record.start.copy()
    for _ in range(2):
        move = [m for m in state.legal_moves() if m != TAKE][0]
        record.moves.append((move, state.turn))
        state.apply(move)
    assert why_not(record, {0, 1}, seat=0) == (NOT_ACROSS_ANOTHER, 1)
    assert why_not(record, {0, 1}) == (None, None)
