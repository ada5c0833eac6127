"""The autosave: save, quit, continue gives the identical position; every kind
of bad save gives a message and a fresh start, with the bad file kept aside."""

import json
import os
import random

import pytest

from app.i18n import set_language
from app.saves import (
    YOU, SavedGame, clear_autosave, computer, export_record, has_autosave, load_autosave,
    save_game, save_paths,
)
from game.figaro import GameState
from game.figaro.position import dump_position
from game.figaro.record import Record, load_record_text

SEATS = [YOU, computer("random", 11), computer("random", 12), computer("random", 13)]


def game_in_progress(moves=25, seed=4):
    record = Record(GameState.new(4, seed=seed, names=["Anna", "Bruno", "Carla", "Dario"]))
    state = record.start.copy()
    rng = random.Random(seed)
    for _ in range(moves):
        if state.finished:
            break
        move = rng.choice(state.legal_moves())
        record.moves.append((move, state.turn))
        state.apply(move)
    return SavedGame(record, list(SEATS)), state


def test_save_quit_continue_gives_the_identical_position(tmp_path):
    saved, state = game_in_progress()
    save_game(saved, str(tmp_path))
    resumed, message = load_autosave(str(tmp_path), game="figaro")
    assert message is None
    assert resumed.seats == SEATS and resumed.people() == {0}
    again, _ = resumed.record.replay()
    assert dump_position(again) == dump_position(state)
    assert again.history == state.history


def test_the_autosave_is_a_plain_record(tmp_path):
    saved, state = game_in_progress()
    save_game(saved, str(tmp_path))
    with open(save_paths(str(tmp_path), game="figaro")[0], encoding="utf-8") as stream:
        record = load_record_text(stream.read())
    assert dump_position(record.replay()[0]) == dump_position(state)


def test_no_save_means_nothing_to_continue(tmp_path):
    assert load_autosave(str(tmp_path), game="figaro") == (None, None)
    assert not has_autosave(str(tmp_path), game="figaro")


def test_a_finished_game_is_not_continued_and_clearing_forgets_it(tmp_path):
    saved, state = game_in_progress(moves=10_000)
    assert state.finished
    save_game(saved, str(tmp_path))
    assert load_autosave(str(tmp_path), game="figaro") == (None, None)
    clear_autosave(str(tmp_path), game="figaro")
    assert os.listdir(tmp_path) == []


def _illegal_move_record():
    saved, _state = game_in_progress(moves=3)
    data = saved.record.to_json()
    data["moves"].append({"play": "ronde", "to": (data["moves"][-1].get("seat", 0) + 2) % 4})
    data["moves"].append({"take": True})
    data["moves"].insert(0, {"play": "red3", "to": 0, "seat": 3})
    return json.dumps(data)



BAD_RECORDS = {
    "empty": "",
    "blank": "  \n",
    "truncated": None,                     # filled in below: a real save cut in half
    "not json": "this is not a saved game",
    "binary junk": b"\x00\xff\xfe\x89PNG\r\n\x1a\n" + bytes(range(256)),
    "foreign json": json.dumps({"name": "something else", "version": 3}),
    "json list": "[1, 2, 3]",
    "position not record": None,
    "wrong format": json.dumps({"format": "figaro-record/9", "players": 4, "moves": []}),
    "unknown key": json.dumps({"format": "figaro-record/1", "players": 4, "seed": 1,
                               "moves": [], "comment": "hi"}),
    "illegal move": None,
    "a number of 5000 digits": '{"format": "figaro-record/1", "players": 4, "seed": '
                               + "9" * 5000 + ', "moves": []}',
    "a seed of 1e999": '{"format": "figaro-record/1", "players": 4, "seed": 1e999, "moves": []}',
    "NaN": '{"format": "figaro-record/1", "players": NaN, "moves": []}',
    "a seed of -0.0": '{"format": "figaro-record/1", "players": 4, "seed": -0.0, "moves": []}',
    "deep nesting": '{"format": "figaro-record/1", "players": 4, "moves": ' + "[" * 100_000,
    "deep but closed": '{"format": "figaro-record/1", "players": 4, "moves": '
                       + "[" * 3000 + "]" * 3000 + "}",
    "a huge key": '{"format": "figaro-record/1", "k' + "k" * 1_000_000 + '": 1}',
    "a huge card name": json.dumps({"format": "figaro-record/1", "players": 4,
                                    "moves": [{"play": "r" * 1_000_000, "to": 0}]}),
    "too many moves": json.dumps({"format": "figaro-record/1", "players": 4,
                                  "moves": [{"take": True}] * 10_001}),
    "moves of the wrong type": json.dumps({"format": "figaro-record/1", "players": 4,
                                           "moves": [[], "x", 3, None]}),
    "a file far too large": " " * 8_000_001,
}


@pytest.mark.parametrize("kind", sorted(BAD_RECORDS))
@pytest.mark.parametrize("language", ["en", "it"])
def test_every_kind_of_bad_save_gives_a_message_and_a_fresh_start(tmp_path, kind, language):
    saved, _state = game_in_progress()
    save_game(saved, str(tmp_path))
    record_path, seats_path = save_paths(str(tmp_path), game="figaro")
    content = BAD_RECORDS[kind]
    if kind == "truncated":
        with open(record_path, "rb") as stream:
            content = stream.read()[: os.path.getsize(record_path) // 2]
    elif kind == "illegal move":
        content = _illegal_move_record()
    elif kind == "position not record":
        content = json.dumps(dump_position(_state))
    with open(record_path, "wb") as stream:
        stream.write(content if isinstance(content, bytes) else content.encode("utf-8"))

    set_language(language)
    try:
        resumed, message = load_autosave(str(tmp_path), game="figaro")
        text = str(message)
    finally:
        set_language("en")
    assert resumed is None and message is not None
    kept = sorted(os.listdir(tmp_path))
    assert not os.path.exists(record_path) and not os.path.exists(seats_path)
    assert any(name.startswith("autosave.broken-") and name in text for name in kept)
    with open(os.path.join(str(tmp_path), [n for n in kept if n in text][0]), "rb") as stream:
        original = stream.read()
    assert original == (content if isinstance(content, bytes) else content.encode("utf-8"))
    assert load_autosave(str(tmp_path), game="figaro") == (None, None)     # a fresh start from now on


@pytest.mark.parametrize("seats_text", [
    '{"format": "figaro-seats/1", "start": "x", "seats": [{"kind": "computer", "level": "hard", '
    '"seed": ' + "9" * 5000 + "}]}",
    '{"format": "figaro-seats/1", "start": "x", "seats": [{"kind": "computer", "level": "hard", '
    '"seed": 1e999}]}',
    "[" * 100_000,
    '{"format": "figaro-seats/1", "start": ["x"], "seats": {}}',
    None, "", "{}", "[]", '{"format": "figaro-seats/1", "start": "x", "seats": []}',
    "wrong start", "too few seats", "unknown level", "a boolean seed",
])
def test_a_missing_or_mismatched_seat_list_is_a_bad_save(tmp_path, seats_text):
    saved, _state = game_in_progress()
    save_game(saved, str(tmp_path))
    record_path, seats_path = save_paths(str(tmp_path), game="figaro")
    with open(seats_path) as stream:
        good = json.load(stream)
    changes = {
        "wrong start": {**good, "start": "0" * 16},
        "too few seats": {**good, "seats": good["seats"][:3]},
        "unknown level": {**good, "seats": [{"kind": "you"}] + [{"kind": "computer", "level": "godlike",
                                                                   "seed": 1}] * 3},
        "a boolean seed": {**good, "seats": [{"kind": "you"}] + [{"kind": "computer", "level": "random",
                                                                    "seed": True}] * 3},
    }
    if seats_text is None:
        os.unlink(seats_path)
    else:
        with open(seats_path, "w") as stream:
            stream.write(json.dumps(changes[seats_text]) if seats_text in changes else seats_text)
    resumed, message = load_autosave(str(tmp_path), game="figaro")
    assert resumed is None and message is not None
    assert not os.path.exists(record_path)
    assert any(name.startswith("autosave.broken-") for name in os.listdir(tmp_path))


def test_a_save_from_another_game_is_not_paired_with_these_seats(tmp_path):
    first, _ = game_in_progress(seed=1)
    second, _ = game_in_progress(seed=2)
    save_game(first, str(tmp_path))
    seats = open(save_paths(str(tmp_path), game="figaro")[1]).read()
    save_game(second, str(tmp_path))
    with open(save_paths(str(tmp_path), game="figaro")[1], "w") as stream:
        stream.write(seats)
    assert load_autosave(str(tmp_path), game="figaro")[0] is None


def test_autosave_lives_in_the_data_directory(tmp_path, monkeypatch):
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))
    saved, _ = game_in_progress()
    save_game(saved)
    assert has_autosave(game="figaro") and os.path.exists(tmp_path / "data" / "autosave.json")


def test_an_exported_record_replays(tmp_path):
    saved, state = game_in_progress()
    path = str(tmp_path / "game.json")
    export_record(saved.record, path)
    with open(path, encoding="utf-8") as stream:
        assert dump_position(load_record_text(stream.read()).replay()[0]) == dump_position(state)


def test_a_folder_in_place_of_the_save_is_reported_not_a_crash(tmp_path):
    record_path, _seats = save_paths(str(tmp_path), game="figaro")
    os.makedirs(record_path)
    resumed, message = load_autosave(str(tmp_path), game="figaro")
    assert resumed is None and "opened" in str(message)
    assert not os.path.exists(record_path)
