"""The comforts every game shares: one autosave, one statistics file and undo
per game, through ``app.saves``, ``app.stats``, ``app.undo`` and ``GameSession``."""

import dataclasses
import json
import os
import random

import pytest

from app import saves, stats
from app.session import GameSession
from app.undo import undo
from game import load_game
from tests.bounds import bounded

OTHER_GAMES = ("nottingham", "kings")


def seats_for(players, people=(0,)):
    return [saves.YOU if seat in people else saves.computer("random", seat) for seat in range(players)]


def describe(events, names, you):
    return [f"{event[0]}" for event in events]


def play_randomly(session, moves=None, seed=1):
    """``moves`` moves, or (None) to the end of the game."""
    rng = random.Random(seed)
    for _ in (range(moves) if moves is not None else bounded()):
        if session.state.finished:
            break
        session.apply(rng.choice(session.state.legal_moves()))


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_each_game_has_its_own_autosave_that_resumes_the_same_position(tmp_path, game):
    session = GameSession.new(seats_for(4), None, seed=7, game=game, folder=str(tmp_path), describe=describe)
    play_randomly(session, 12)
    assert saves.has_autosave(str(tmp_path), game=game)
    assert not saves.has_autosave(str(tmp_path), game="figaro")
    other = next(name for name in OTHER_GAMES if name != game)
    assert not saves.has_autosave(str(tmp_path), game=other)
    saved, message = saves.load_autosave(str(tmp_path), game=game)
    assert message is None and saved.game == game
    assert saved.seats == session.seats
    resumed = GameSession(saved, folder=str(tmp_path), describe=describe)
    info = load_game(game)
    assert info.dump_position(resumed.state) == info.dump_position(session.state)
    with open(os.path.join(str(tmp_path), f"autosave-{game}.seats.json"), encoding="utf-8") as stream:
        assert json.load(stream)["format"] == f"{game}-seats/1"


def test_a_save_of_another_game_in_a_games_file_is_set_aside_with_a_message(tmp_path):
    session = GameSession.new(seats_for(4), None, seed=3, game="kings", folder=str(tmp_path), describe=describe)
    play_randomly(session, 3)
    record_path, _seats = saves.save_paths(str(tmp_path), game="kings")
    os.replace(record_path, saves.save_paths(str(tmp_path), game="nottingham")[0])
    saved, message = saves.load_autosave(str(tmp_path), game="nottingham")
    assert saved is None
    assert "not a game of this kind" in str(message)
    assert not saves.has_autosave(str(tmp_path), game="nottingham")


def test_a_damaged_autosave_of_another_game_changes_nothing_but_is_kept(tmp_path):
    path = saves.save_paths(str(tmp_path), game="nottingham")[0]
    with open(path, "w", encoding="utf-8") as stream:
        stream.write('{"format": "nottingham-record/1", "players": 4, "moves": [')
    saved, message = saves.load_autosave(str(tmp_path), game="nottingham")
    assert saved is None and "damaged" in str(message)
    assert any(name.startswith("autosave-nottingham") and "broken" in name for name in os.listdir(str(tmp_path)))


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_finished_game_counts_in_that_games_statistics_only(tmp_path, game):
    folder = str(tmp_path)
    session = GameSession.new(seats_for(3), None, seed=5, game=game, folder=folder, describe=describe)
    play_randomly(session)
    assert session.state.finished
    assert not saves.has_autosave(folder, game=game)
    mine, message = stats.load_statistics(folder, game=game)
    assert message is None and len(mine.results) == 1
    result = mine.results[0]
    assert result.scores == tuple(session.state.scores()) and result.winner == session.state.winner
    assert result.opponents == ("random", "random") and result.people == (0,)
    figaro, _message = stats.load_statistics(folder, game="figaro")
    assert figaro.results == []
    with open(stats.stats_path(folder, game=game), encoding="utf-8") as stream:
        data = json.load(stream)
    assert data["format"] == f"{game}-stats/1" and "scores" in data["games"][0]


def test_statistics_of_another_game_refuse_an_impossible_table_size(tmp_path):
    folder = str(tmp_path)
    entry = {"players": 9, "opponents": [], "people": [0], "winner": 0, "scores": [1] * 9}
    with open(stats.stats_path(folder, game="kings"), "w", encoding="utf-8") as stream:
        json.dump({"format": "kings-stats/1", "games": [entry]}, stream)
    statistics, message = stats.load_statistics(folder, game="kings")
    assert statistics.results == [] and message is not None


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_undo_takes_the_persons_last_choice_back_in_every_game(tmp_path, game):
    session = GameSession.new(seats_for(4), None, seed=11, game=game, folder=str(tmp_path), describe=describe)
    rng = random.Random(4)
    undone = 0
    for _ in bounded(2000):
        state = session.state
        if state.finished or undone >= 3:
            break
        legal = state.legal_moves()
        mine = state.turn == 0 and len(legal) > 1
        before = len(session.record.moves)
        session.apply(rng.choice(legal))
        # undo works up to the last thing the person saw (R24, N28, K22)
        if mine and session.can_undo():
            assert session.undo()
            assert len(session.record.moves) == before
            assert session.state.turn == 0
            assert type(session.record) is load_game(game).record_type
            undone += 1
            session.apply(rng.choice(session.state.legal_moves()))
    assert undone == 3


def test_undo_of_another_games_record_keeps_its_type():
    info = load_game("kings")
    start = info.new_game(3, seed=2)
    record = info.record_type(start)
    state = start.copy()
    for _ in range(4):
        move = state.legal_moves()[0]
        record.moves.append((move, state.turn))
        state.apply(move)
    shorter = undo(record, {record.moves[0][1]})
    assert shorter is None or type(shorter) is info.record_type


def test_a_new_game_gets_its_own_file_names_and_figaro_keeps_its_older_ones(tmp_path):
    folder = str(tmp_path)
    new = dataclasses.replace(load_game("kings"), name="draughts", autosave_stem="", statistics_file="")
    assert (new.autosave_stem, new.statistics_file, new.statistics_score_key) == (
        "autosave-draughts", "statistics-draughts.json", "scores")
    assert not new.bad_save_starts_new_game and not new.foreign_save_names_title
    assert saves.save_paths(folder, game="figaro") == (os.path.join(folder, "autosave.json"),
                                                       os.path.join(folder, "autosave.seats.json"))
    assert saves.save_paths(folder, game="kings") == (os.path.join(folder, "autosave-kings.json"),
                                                      os.path.join(folder, "autosave-kings.seats.json"))
    assert stats.stats_path(folder, game="figaro") == os.path.join(folder, "statistics.json")
    assert stats.stats_path(folder, game="nottingham") == os.path.join(folder, "statistics-nottingham.json")
    assert (stats.score_key("figaro"), stats.score_key("kings")) == ("road_lengths", "scores")


@pytest.mark.parametrize("language, words", [("en", "it is not a Figaro game"),
                                              ("it", "non è una partita di Figaro")])
def test_a_save_of_another_game_in_figaros_file_says_so_and_a_new_game_starts(tmp_path, language, words):
    from app.i18n import set_language
    session = GameSession.new(seats_for(4), None, seed=3, game="kings", folder=str(tmp_path), describe=describe)
    play_randomly(session, 3)
    os.replace(saves.save_paths(str(tmp_path), game="kings")[0], saves.save_paths(str(tmp_path), game="figaro")[0])
    set_language(language)
    try:
        saved, message = saves.load_autosave(str(tmp_path), game="figaro")
        text = str(message)
    finally:
        set_language("en")
    assert saved is None and words in text
    assert message.template == saves.BAD_SAVE           # Figaro's start deals a new game at once
