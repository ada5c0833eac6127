"""The game session: autosave after every move, continue, undo, statistics."""

import random

from app.saves import PERSON, YOU, computer, has_autosave, load_autosave
from app.session import GameSession
from app.stats import load_statistics
from game.figaro.position import dump_position
from scenes.figaro.story import log_words
from tests.bounds import bounded

SEATS = [YOU, computer("random", 1), computer("random", 2), computer("random", 3)]
NAMES = ["Anna", "Bruno", "Carla", "Dario"]
FIGARO = dict(game="figaro", describe=log_words())


def play(session, rng, until):
    for _ in bounded():
        if session.state.finished or until(session):
            break
        if session.person_to_act():
            move = rng.choice(session.state.legal_moves())
        else:
            view = session.state.view(session.state.turn)
            move = session.computer_player(session.state.turn).choose(view)
        session.apply(move)


def test_every_move_is_saved_and_continue_resumes_exactly(tmp_path):
    session = GameSession.new(SEATS, NAMES, seed=8, first_player=0, folder=str(tmp_path), **FIGARO)
    rng = random.Random(1)
    play(session, rng, lambda s: len(s.record.moves) >= 40)
    resumed, message = load_autosave(str(tmp_path), game="figaro")
    assert message is None
    again = GameSession(resumed, folder=str(tmp_path), describe=log_words())
    assert dump_position(again.state) == dump_position(session.state)
    assert again.log.lines() == session.log.lines()


def test_undo_in_a_session_returns_to_the_identical_position(tmp_path):
    session = GameSession.new(SEATS, NAMES, seed=8, first_player=1, folder=str(tmp_path), **FIGARO)
    rng = random.Random(2)
    assert not session.can_undo()
    play(session, rng, lambda s: s.person_to_act() and len(s.record.moves) > 10)
    before = dump_position(session.state)
    lines = session.log.lines()
    session.apply(rng.choice(session.state.legal_moves()))
    play(session, rng, lambda s: s.person_to_act())
    assert session.undo()
    assert dump_position(session.state) == before and session.log.lines() == lines
    assert dump_position(load_autosave(str(tmp_path), game="figaro")[0].record.replay()[0]) == before


def test_a_finished_game_counts_in_the_statistics_and_leaves_no_autosave(tmp_path):
    session = GameSession.new(SEATS, NAMES, seed=8, folder=str(tmp_path), **FIGARO)
    play(session, random.Random(3), lambda s: False)
    assert not has_autosave(str(tmp_path), game="figaro")
    statistics, message = load_statistics(str(tmp_path), game="figaro")
    assert message is None and statistics.overall().games == 1
    assert statistics.by_level().keys() == {"random"}


def test_a_damaged_statistics_file_is_reported_when_a_game_ends(tmp_path):
    (tmp_path / "statistics.json").write_text("{ not json")
    session = GameSession.new(SEATS, NAMES, seed=8, folder=str(tmp_path), **FIGARO)
    play(session, random.Random(3), lambda s: False)
    assert session.save_problem is not None and str(session.save_problem)
    statistics, message = load_statistics(str(tmp_path), game="figaro")
    assert message is None and statistics.overall().games == 1


def test_a_hint_is_a_legal_move_for_the_person_to_act(tmp_path):
    session = GameSession.new(SEATS, NAMES, seed=8, first_player=0, folder=str(tmp_path), **FIGARO)
    decision = session.hint_decision()
    for _ in bounded():
        if decision.step(0.01):
            break
        pass
    assert decision.move in session.state.legal_moves()


def test_a_saved_record_replays_with_the_replay_command(tmp_path, capsys):
    import json
    from app.saves import export_record
    from cli import run_command
    session = GameSession.new(SEATS, NAMES, seed=8, folder=str(tmp_path), **FIGARO)
    play(session, random.Random(4), lambda s: len(s.record.moves) >= 30)
    path = str(tmp_path / "game.json")
    export_record(session.record, path)
    assert run_command(["replay", path]) == 0
    assert json.loads(capsys.readouterr().out) == dump_position(session.state)


def test_undo_refusal_names_the_other_person(tmp_path):
    seats = [YOU, PERSON, computer("random", 2), computer("random", 3)]
    session = GameSession.new(seats, NAMES, seed=8, first_player=0, folder=str(tmp_path), **FIGARO)
    assert "no move" in str(session.undo_refusal())
    session.apply(session.state.legal_moves()[0])
    assert session.undo_refusal() is None


def test_a_failing_autosave_costs_the_save_never_the_game(tmp_path):
    import os
    from app.saves import save_paths
    session = GameSession.new(SEATS, NAMES, seed=8, first_player=0, folder=str(tmp_path), **FIGARO)
    record_path, _seats = save_paths(str(tmp_path), game="figaro")
    os.unlink(record_path)
    os.makedirs(record_path)                  # os.replace onto a folder fails
    session.apply(session.state.legal_moves()[0])
    assert session.save_problem is not None and "could not be saved" in str(session.save_problem)
    assert len(session.record.moves) == 1
