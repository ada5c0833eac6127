"""Positions and records of FORMAT.md: exact round-trips, and bad input refused
with one clear line naming the place."""

import copy
import json
import random

import pytest

from game import game_of_format, load_game
from game.kings import (FormatError, GameState, Record, Take, dump_position, load_position,
                        load_record, load_record_text)
from game.kings.record import move_to_json


def finished_record(players=4, seed=3):
    rng = random.Random(seed)
    game = GameState.new(players, seed=seed)
    record = Record(game.copy())
    while not game.finished:
        move = rng.choice(game.legal_moves())
        record.moves.append((move, game.turn))
        game.apply(move)
    return record, game


def test_a_record_round_trips_and_replays_to_the_same_game():
    record, game = finished_record()
    text = json.dumps(record.to_json())
    again = load_record_text(text)
    assert json.dumps(again.to_json()) == text
    state, failure = again.replay()
    assert failure is None and dump_position(state) == dump_position(game)


def test_a_record_from_players_and_seed():
    record, game = finished_record(3, 9)
    data = {"format": "kings-record/1", "players": 3, "seed": 9,
            "moves": [move_to_json(m) for m, _ in record.moves]}
    state, failure = load_record(data).replay()
    assert failure is None and dump_position(state) == dump_position(game)


def test_replay_stops_at_the_first_illegal_move():
    record, _ = finished_record()
    record.moves[5] = (Take(1), None)          # a castle is never in the row
    state, failure = record.replay()
    assert failure[0] == 5 and failure[1].rule == "K9"
    assert len([c for h in state.cards for c in h]) == 4 + 5


def test_a_bare_position_is_a_record_without_moves():
    game = GameState.new(5, seed=1)
    record = load_record_text(json.dumps(dump_position(game)))
    assert record.moves == [] and dump_position(record.start) == dump_position(game)


def test_the_game_is_registered():
    info = load_game("kings")
    assert info.title == "Kings & Creatures" and not info.lower_score_wins
    assert info.score_name == "mean_score" and (info.min_players, info.max_players) == (2, 6)
    assert game_of_format("kings-record/1") is info and game_of_format("kings-position/1") is info
    state = info.new_game(4, seed=2, first_player=1)
    assert state.turn == 1
    assert info.dump_position(info.load_position(info.dump_position(state))) == info.dump_position(state)
    for level in info.levels:
        player = info.make_player(level, 1)
        assert player.choose(state.view(state.turn)) in state.legal_moves()


def _mid_game():
    rng = random.Random(4)
    game = GameState.new(4, seed=4)
    for _ in range(20):
        game.apply(rng.choice(game.legal_moves()))
    return dump_position(game)


def _set(path, value):
    def damage(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return damage


BAD_POSITIONS = [
    (_set(["players"], 7), "position.players"),
    (_set(["players"], True), "position.players"),
    (_set(["round"], 0), "position.round"),
    (_set(["turn"], "me"), "position.turn"),
    (_set(["cards", 2, 0], 111), "position.cards[2][0]"),
    (_set(["cards", 1], []), "position.cards[1]"),
    (_set(["taken", 0], 4), "position.taken[0]"),
    (_set(["row"], "all"), "position.row"),
    (_set(["names", 1], ""), "position.names[1]"),
    (_set(["seed"], 1.5), "position.seed"),
    (_set(["honour", 0, 0], 3), "position.honour[0][0]"),
    (_set(["colour"], "red"), "position.colour"),
    (_set(["format"], "figaro-position/1"), "position.format"),
    (lambda d: d.pop("stack"), "position.stack"),
    (lambda d: d["stacks"][0].pop(), "position.stacks[0]"),
    (lambda d: d["row"].append(d["row"][0]), "position.row"),
    (lambda d: d["aside"].pop(), "position"),
    (lambda d: d["cards"][0].append(1), "position.cards[0]"),
    (lambda d: d.update(turn=(d["turn"] + 1) % 4), "position.turn"),
    (lambda d: d["aside"].append(62) if 62 not in sum(d["cards"], []) else None, "position"),
]


@pytest.mark.parametrize("damage,where", BAD_POSITIONS)
def test_bad_positions_are_refused_naming_the_place(damage, where):
    data = _mid_game()
    data = copy.deepcopy(data)
    damage(data)
    with pytest.raises(FormatError) as error:
        load_position(data)
    message = str(error.value)
    assert message.startswith(where) and "\n" not in message


@pytest.mark.parametrize("record,where", [
    ({"format": "kings-record/1", "players": 1}, "record.players"),
    ({"format": "kings-record/2", "players": 3}, "record.format"),
    ({"format": "kings-record/1", "players": 3, "moves": [{"take": "62"}]}, "record.moves[0].take"),
    ({"format": "kings-record/1", "players": 3, "moves": [{"play": 62}]}, "record.moves[0].play"),
    ({"format": "kings-record/1", "players": 3, "moves": [{}]}, "record.moves[0]"),
    ({"format": "kings-record/1", "players": 3, "seed": 1, "position": {}}, "record.players"),
    ({"format": "kings-record/1"}, "record"),
])
def test_bad_records_are_refused_naming_the_place(record, where):
    with pytest.raises(FormatError) as error:
        load_record(record)
    assert str(error.value).startswith(where) and "\n" not in str(error.value)


def test_bad_json_text_is_one_line():
    for text in ("{", '{"format": "kings-record/1", "players": NaN}', "[1,2"):
        with pytest.raises(FormatError) as error:
            load_record_text(text)
        assert "\n" not in str(error.value)


def test_the_example_of_format_md_is_valid():
    import os
    import re
    path = os.path.join(os.path.dirname(__file__), "..", "..", "game", "kings", "FORMAT.md")
    with open(path, encoding="utf-8") as source:
        example = re.search(r"```json\n(\{.*?\})\n```", source.read(), re.S).group(1)
    state = load_position(json.loads(example))
    assert state.turn == 1 and state.cards == [[1, 98], [2]]
