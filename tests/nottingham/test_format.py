"""Positions, records and moves of game/nottingham/FORMAT.md: round trips, and bad
input refused with one clear line naming the place."""

import copy
import json
import random
from pathlib import Path

import pytest

from game import game_of_format, load_game
from game.nottingham import (
    FormatError, GameState, IllegalMove, Move, dump_position, load_position, load_record,
    load_record_text,
)
from game.nottingham.record import Record, load_move, move_to_json

from .positions import make

FORMAT_PAGE = Path(__file__).resolve().parents[2] / "game" / "nottingham" / "FORMAT.md"


def played(players=4, seed=1, moves=None):
    game = GameState.new(players, seed)
    start = game.copy()
    rng = random.Random(seed)
    record = []
    while not game.finished and (moves is None or len(record) < moves):
        move = rng.choice(game.legal_moves())
        record.append((move, game.turn))
        game.apply(move)
    return start, record, game


def test_the_example_of_the_format_page_loads_and_round_trips():
    text = FORMAT_PAGE.read_text(encoding="utf-8")
    data = json.loads(text.split("```json")[1].split("```")[0])
    state = load_position(data)
    assert dump_position(state) == data
    assert state.phase == "offer" and state.turn == 0


def test_the_game_is_found_by_name_and_format():
    info = load_game("nottingham")
    assert info.title == "Nottingham" and info.score_name == "mean_score"
    assert not info.lower_score_wins and (info.min_players, info.max_players) == (3, 7)
    assert game_of_format("nottingham-record/1") is info
    assert game_of_format("nottingham-position/1") is info


@pytest.mark.parametrize("players", [3, 5, 7])
def test_records_round_trip_and_replay_to_the_same_game(players):
    start, moves, final = played(players, seed=players)
    fresh = {"format": "nottingham-record/1", "players": players, "seed": players,
             "moves": [move_to_json(m, s) for m, s in moves]}
    state, failure = load_record(json.loads(json.dumps(fresh))).replay()
    assert failure is None and dump_position(state) == dump_position(final)
    record = Record(start, moves)
    again = load_record_text(json.dumps(record.to_json()))
    assert again.to_json() == record.to_json()
    state, failure = again.replay()
    assert failure is None and dump_position(state) == dump_position(final)


def test_every_move_round_trips_through_json():
    _, moves, _ = played(5, seed=11)
    for move, seat in moves:
        data = json.loads(json.dumps(move_to_json(move, seat)))
        assert load_move(data, "m") == (move, seat)


def test_a_position_resumed_mid_game_goes_on_exactly_as_the_original():
    _, moves, _ = played(4, seed=3)
    game = GameState.new(4, 3)
    for move, _ in moves[:120]:
        game.apply(move)
    resumed = load_position(json.loads(json.dumps(dump_position(game))))
    for move, _ in moves[120:]:
        game.apply(move)
        resumed.apply(move)
    assert dump_position(resumed) == dump_position(game)


def test_an_illegal_move_in_a_record_is_reported_with_its_index():
    data = {"format": "nottingham-record/1", "players": 4, "seed": 0,
            "moves": [{"cash": "gold", "count": 9}]}
    state, (k, error) = load_record(data).replay()
    assert k == 0 and isinstance(error, IllegalMove) and error.rule.startswith("N")


def broken(change):
    data = make(hands=[["gold"], ["pearls"], [], []])
    change(data)
    return data


BAD_POSITIONS = [
    (lambda d: d.update(format="figaro-position/1"), "position.format"),
    (lambda d: d.pop("hands"), "position.hands"),
    (lambda d: d.update(colour=1), "position.colour"),
    (lambda d: d.update(players=9), "position.players"),
    (lambda d: d["hands"][2].append("ruby"), "position.hands[2][0]"),
    (lambda d: d["hands"][2].append("gold"), "cards not conserved"),
    (lambda d: d["deck"].pop(), "cards not conserved"),
    (lambda d: d.update(phase="dance"), "position.phase"),
    (lambda d: d.update(sheriff=99), "position.sheriff"),
    (lambda d: d.update(turn=2), "position.turn"),
    (lambda d: d["tasks"].update(five=[1, 1]), "position.tasks.five"),
    (lambda d: d["tasks"].update(five=[0, 1, 2]), "position.tasks.five"),
    (lambda d: d["tasks"].pop("seven"), "position.tasks.seven"),
    (lambda d: d["ambushes"][0].append("red"), "position.ambushes[0]"),
    (lambda d: d["ambush_deck"].pop(), "ambush cards not conserved"),
    (lambda d: d["ambush_deck"].append("sword"), "position.ambush_deck"),
    (lambda d: (d["deck"].remove("gold"), d.update(card="gold")), "position.card"),
    (lambda d: d.update(target=1), "position.target"),
    (lambda d: d.update(queue=[1]), "position.queue"),
    (lambda d: d.update(cash={"object": "gold", "count": 0}), "position.cash"),
    (lambda d: d.update(offers=[None, ["pearls"], None, None]), "position.offers"),
    (lambda d: d.update(names=["A", "B", "", "D"]), "position.names[2]"),
    (lambda d: d.update(seed=1.5), "position.seed"),
    # a list or an object where an object's name belongs
    (lambda d: d["hands"][2].append(["gold"]), "position.hands[2][0]"),
    (lambda d: d["hands"][2].append({"gold": 1}), "position.hands[2][0]"),
    (lambda d: d["deck"].__setitem__(0, ["gold"]), "position.deck[0]"),
    (lambda d: d["deck"].__setitem__(0, {"gold": 1}), "position.deck[0]"),
    (lambda d: d["discard"].append(["gold"]), "position.discard"),
    (lambda d: d["victory"][0].append({"a": 1}), "position.victory[0]"),
    (lambda d: d.update(card=["copper"]), "position.card"),
    (lambda d: d.update(card={"copper": 1}), "position.card"),
    (lambda d: d.update(cash={"object": ["gold"], "count": 3}), "position.cash.object"),
    (lambda d: d.update(offers=[None, None, None, [["gold"]]]), "position.offers[3][0]"),
]


@pytest.mark.parametrize("change,where", BAD_POSITIONS)
def test_bad_positions_are_refused_naming_the_place(change, where):
    data = broken(change)
    before = copy.deepcopy(data)
    with pytest.raises(FormatError) as error:
        load_position(data)
    message = str(error.value)
    assert where in message and "\n" not in message
    assert data == before


@pytest.mark.parametrize("move,where", [
    ({"keep": False}, "m.keep"),
    ({"keep": True, "pass": True}, "exactly one"),
    ({"cash": "gold"}, "m.count"),
    ({"cash": "ruby", "count": 3}, "m.cash"),
    ({"task": "six", "objects": []}, "m.task"),
    ({"offer": ["gold", "gold", "gold"]}, "m.offer"),
    ({"spring": "sword"}, "m.spring"),
    ({"act": True, "count": 3}, "m.count"),
    ({"defend": "yes"}, "m.defend"),
    ({"seat": "one", "pass": True}, "m.seat"),
    ([1, 2], "m"),
])
def test_bad_moves_are_refused_naming_the_place(move, where):
    with pytest.raises(FormatError) as error:
        load_move(move, "m")
    assert where in str(error.value) and "\n" not in str(error.value)


@pytest.mark.parametrize("text,where", [
    ("{", "record"),
    ('{"format": "nottingham-record/1", "players": 2}', "record.players"),
    ('{"format": "nottingham-record/1", "players": 4, "moves": [{"pass": 1}]}', "record.moves[0].pass"),
    ('{"format": "nottingham-record/1"}', "record"),
    ('{"format": "nottingham-record/1", "players": 4, "seed": 1, "position": {}}', "record.players"),
])
def test_bad_records_are_refused_with_one_line(text, where):
    with pytest.raises(FormatError) as error:
        load_record_text(text)
    assert where in str(error.value) and "\n" not in str(error.value)


def test_task_objects_and_trade_offers_are_read_in_any_order():
    move, _ = load_move({"task": "three-pairs", "objects": ["chest", "gold", "copper"]}, "m")
    assert move == Move("task", ("three-pairs", ("copper", "gold", "chest")))
    move, _ = load_move({"offer": ["chest", "gold"]}, "m")
    assert move == Move("offer", ("gold", "chest"))


def test_replay_of_a_position_with_a_list_for_a_name_is_one_line_exit_2(tmp_path):
    import subprocess
    import sys
    data = make(phase="cash", hands=[["gold"] * 3, [], [], []])
    data["hands"][0][0] = ["gold"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "main.py"), "replay", str(path)],
                          capture_output=True, text=True, cwd=root)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "position.hands[0][0]" in done.stderr
