"""Positions and records of FORMAT.md: round-trips and every kind of bad input."""

import copy
import json

import pytest
from hypothesis import given, settings, strategies as st

from game.figaro import FormatError, GameState, Play, TAKE
from game.figaro.position import dump_position, load_position, parse_json
from game.figaro.record import Record, load_record, load_record_text

from .positions import make
from tests.bounds import bounded


def good():
    return make(hands=[["red1", "blue2"], ["jester1"], ["green1"], ["ronde", "green3"]],
                piles=[[], ["orange2"], [], []])


def test_a_hand_written_position_loads_and_round_trips():
    data = good()
    state = load_position(data)
    out = dump_position(state)
    for key, value in data.items():
        assert out[key] == value
    assert out["finished"] is False and out["winner"] is None
    assert out["road_lengths"] == [0, 0, 0, 0]
    assert dump_position(load_position(out)) == out


def test_names_are_kept_and_default_when_missing():
    data = good()
    assert load_position(data).names == ["Player 1", "Player 2", "Player 3", "Player 4"]
    data["names"] = ["Ann", "Ben", "Cleo", "Dan"]
    assert dump_position(load_position(data))["names"] == ["Ann", "Ben", "Cleo", "Dan"]


def test_output_keys_are_ignored_on_input():
    data = good()
    data.update(finished=True, winner=3, road_lengths=[9, 9, 9, 9])
    assert dump_position(load_position(data))["finished"] is False


def test_a_finished_game_round_trips():
    import random
    game = GameState.new(4, seed=1)
    rng = random.Random(1)
    for _ in bounded():
        if game.finished:
            break
        game.apply(rng.choice(game.legal_moves()))
    out = dump_position(game)
    assert out["finished"] and out["turn"] is None and out["winner"] is not None
    assert out["road_lengths"] == [sum(r) for r in out["roads"]]
    assert dump_position(load_position(out)) == out


def test_a_record_round_trips():
    game = GameState.new(5, seed=3)
    record = Record(game.copy())
    for _ in range(40):
        move = game.legal_moves()[-1]
        record.moves.append((move, game.turn))
        game.apply(move)
    text = json.dumps(record.to_json())
    again = load_record_text(text)
    assert again.to_json() == record.to_json()
    state, failure = again.replay()
    assert failure is None and dump_position(state) == dump_position(game)


def test_a_fresh_record_replays_the_same_everywhere():
    data = {"format": "figaro-record/1", "players": 4, "seed": 7, "moves": []}
    one, two = load_record(data).replay()[0], load_record(copy.deepcopy(data)).replay()[0]
    assert dump_position(one) == dump_position(two)
    assert dump_position(one)["seed"] == 7


def test_an_illegal_move_stops_the_replay_with_the_position_before_it():
    record = load_record({"format": "figaro-record/1", "position": good(),
                          "moves": [{"play": "red1", "to": 1}, {"play": "green1", "to": 1}]})
    state, (k, error) = record.replay()
    assert k == 0 and error.rule == "R9"
    assert dump_position(state) == dump_position(load_position(good()))


def test_a_move_by_the_wrong_seat_is_illegal():
    record = load_record({"format": "figaro-record/1", "position": good(),
                          "moves": [{"play": "red1", "to": 0, "seat": 2}]})
    assert record.replay()[1][1].rule == "R8"


def _broken(change):
    data = good()
    change(data)
    return data


BAD_POSITIONS = {
    "unknown key": lambda d: d.update(colour="red"),
    "wrong format": lambda d: d.update(format="figaro-position/2"),
    "missing key": lambda d: d.pop("hands"),
    "players out of range": lambda d: d.update(players=7),
    "players not a number": lambda d: d.update(players="4"),
    "players a boolean": lambda d: d.update(players=True),
    "round out of range": lambda d: d.update(round=4),
    "king out of range": lambda d: d.update(king=4),
    "turn out of range": lambda d: d.update(turn=-1),
    "turn null before round 3": lambda d: d.update(turn=None),
    "unknown card": lambda d: d["hands"][0].append("red7"),
    "card not a string": lambda d: d["hands"][0].append(7),
    "card added": lambda d: d["hands"][0].append("red1"),
    "card lost": lambda d: d["hands"][0].pop(),
    "card moved to removed": lambda d: d["removed"].append(d["hands"][0].pop()),
    "wrong number of hands": lambda d: d["hands"].pop(),
    "hands not a list": lambda d: d.update(hands={"0": []}),
    "two colours in a pile": lambda d: (d["piles"][1].append("red1"), d["hands"][0].remove("red1")),
    "a colour in two piles": lambda d: (d["piles"][2].append("orange1"),
                                        d["tricks"][3].remove("orange1")),
    "a pile at six": lambda d: d["piles"][1].extend(["orange2", "orange2"]) or
                               [d["tricks"][3].remove("orange2") for _ in range(2)],
    "duplicate road piece": lambda d: d["roads"][0].append(15),
    "unknown road piece": lambda d: d["roads"][0].append(16),
    "road piece as text": lambda d: d["roads"][0].append("3"),
    "pool not longest first": lambda d: d["pool"].__setitem__(0, [4, 9, 15]),
    "pool of a scored round": lambda d: d.update(round=2),
    "pool too short": lambda d: d["pool"][2].pop(),
    "name too long": lambda d: d.update(names=["x" * 500, "b", "c", "d"]),
    "name empty": lambda d: d.update(names=["", "b", "c", "d"]),
    "too few names": lambda d: d.update(names=["a"]),
    "seed not a number": lambda d: d.update(seed="seven"),
    "seed absurd": lambda d: d.update(seed=10 ** 40),
    "cards set aside in a four-player game": lambda d: d["removed"].append(d["tricks"][3].pop()),
}


# Where each bad position is refused, and the start of the reason.
POSITION_REASONS = {
    'unknown key': ('position.colour', 'unknown key'),
    'wrong format': ('position.format', 'expected \'figaro-position/1\', got "figaro-pos'),
    'missing key': ('position.hands', 'missing'),
    'players out of range': ('position.players', '7 is out of range (3..6)'),
    'players not a number': ('position.players', 'expected a whole number, got "4"'),
    'players a boolean': ('position.players', 'expected a whole number, got true'),
    'round out of range': ('position.round', '4 is out of range (1..3)'),
    'king out of range': ('position.king', '4 is out of range (0..3)'),
    'turn out of range': ('position.turn', '-1 is out of range (0..3)'),
    'turn null before round 3': ('position.pool[0]', 'round 1 has been scored, so its pool must be '),
    'unknown card': ('position.hands[0][2]', 'unknown card "red7" (cards are named like red'),
    'card not a string': ('position.hands[0][2]', 'unknown card 7 (cards are named like red1, je'),
    'card added': ('position', 'cards not conserved: hands, piles, tricks and'),
    'card lost': ('position', 'cards not conserved: hands, piles, tricks and'),
    'card moved to removed': ('position.removed', 'only a three-player game sets cards aside (R5'),
    'wrong number of hands': ('position.hands', 'expected 4 entries, got 3'),
    'hands not a list': ('position.hands', 'expected a list, got dict'),
    'two colours in a pile': ('position.piles[1]', 'a pile holds one colour only (R9), this one h'),
    'a colour in two piles': ('position.piles[2]', 'orange is also in pile 1; colours are unique '),
    'a pile at six': ('position.piles[1]', 'a pile of 6 or more would have been captured '),
    'duplicate road piece': ('position.pool[0][0]', 'road piece 15 appears twice (also at position'),
    'unknown road piece': ('position.roads[0][0]', '16 is not a road piece length (R2)'),
    'road piece as text': ('position.roads[0][0]', '"3" is not a road piece length (R2)'),
    'pool not longest first': ('position.pool[0]', 'pieces are listed longest first (R4)'),
    'pool of a scored round': ('position.pool[0]', 'round 1 has been scored, so its pool must be '),
    'pool too short': ('position.pool[2]', 'round 3 awards 3 pieces (R4), got 2'),
    'name too long': ('position.names[0]', 'a name has at most 40 printable characters'),
    'name empty': ('position.names[0]', 'expected a non-empty name'),
    'too few names': ('position.names', 'expected 4 entries, got 1'),
    'seed not a number': ('position.seed', 'expected a whole number, got "seven"'),
    'seed absurd': ('position.seed', '10000000000000000000000000000000000000000 is '),
    'cards set aside in a four-player game': ('position.removed', 'only a three-player game sets cards aside (R5'),
}

# The same for each bad record text.
TEXT_REASONS = {
    'not JSON': ('record', 'not valid JSON: Expecting property name enclo'),
    'empty': ('record', 'not valid JSON: Expecting value at line 1 col'),
    'NaN': ('record', 'NaN is not allowed in JSON'),
    'duplicate key': ('record', 'key "players" appears 2 times in one object'),
    'deep nesting': ('record', 'JSON nested too deeply'),
    'huge': ('record', 'too large (5000002 characters; at most 400000'),
    'not UTF-8': ('record', 'not UTF-8 text (byte 0)'),
    'a list': ('record', 'expected an object, got list'),
    'wrong format': ('record.format', "expected 'figaro-record/1'"),
    'unknown key': ('record.extra', 'unknown key'),
    'position and players': ('record.players', 'give either a position or players and seed, n'),
    'moves not a list': ('record.moves', 'expected a list, got dict'),
    'move unknown key': ('record.moves[0].x', 'unknown key'),
    'move unknown card': ('record.moves[0].play', 'unknown card "red4" (cards are named like red'),
    'move target not a number': ('record.moves[0].to', 'expected a whole number, got "4"'),
    'move take false': ('record.moves[0].take', 'must be true'),
    'move both': ('record.moves[0]', 'a move either plays a card or takes, not both'),
    'move missing to': ('record.moves[0]', 'expected {"play": CARD, "to": SEAT} or {"take'),
    'mover not a number': ('record.moves[0].seat', 'expected a whole number, got 1.5'),
    'too many moves': ('record.moves', 'too many entries (10001; at most 10000)'),
    'players missing': ('record', 'a record needs a position or players (and a s'),
}


@pytest.mark.parametrize("name", BAD_POSITIONS)
def test_bad_positions_are_refused_with_a_clear_message(name):
    data = _broken(BAD_POSITIONS[name])
    with pytest.raises(FormatError) as error:
        load_position(data)
    where, reason = POSITION_REASONS[name]
    assert (error.value.where, error.value.message[:len(reason)]) == (where, reason)
    assert "\n" not in str(error.value)


def test_a_three_player_position_must_set_aside_the_r5_cards():
    data = make(players=3, hands=[["red1"], ["blue1"], ["green1"]])
    load_position(data)
    data["removed"].remove("ronde")
    data["tricks"][2].append("ronde")
    with pytest.raises(FormatError, match="R5"):
        load_position(data)


def test_errors_say_where():
    data = good()
    data["hands"][2][0] = "red9"
    with pytest.raises(FormatError, match=r"position\.hands\[2\]\[0\]"):
        load_position(data)


BAD_TEXTS = {
    "not JSON": "{ nope",
    "empty": "",
    "NaN": '{"format": "figaro-record/1", "players": NaN}',
    "duplicate key": '{"format": "figaro-record/1", "players": 4, "players": 5}',
    "deep nesting": "[" * 100_000 + "]" * 100_000,
    "huge": '"' + "x" * 5_000_000 + '"',
    "not UTF-8": b"\xff\xfe{}",
    "a list": "[]",
    "wrong format": '{"format": "figaro-record/9", "players": 4}',
    "unknown key": '{"format": "figaro-record/1", "players": 4, "moves": [], "extra": 1}',
    "position and players": '{"format": "figaro-record/1", "players": 4, "position": {}}',
    "moves not a list": '{"format": "figaro-record/1", "players": 4, "moves": {}}',
    "move unknown key": '{"format": "figaro-record/1", "players": 4, "moves": [{"play": "red1", "to": 0, "x": 1}]}',
    "move unknown card": '{"format": "figaro-record/1", "players": 4, "moves": [{"play": "red4", "to": 0}]}',
    "move target not a number": '{"format": "figaro-record/1", "players": 4, "moves": [{"play": "red1", "to": "4"}]}',
    "move take false": '{"format": "figaro-record/1", "players": 4, "moves": [{"take": false}]}',
    "move both": '{"format": "figaro-record/1", "players": 4, "moves": [{"take": true, "play": "red1", "to": 1}]}',
    "move missing to": '{"format": "figaro-record/1", "players": 4, "moves": [{"play": "red1"}]}',
    "mover not a number": '{"format": "figaro-record/1", "players": 4, "moves": [{"take": true, "seat": 1.5}]}',
    "too many moves": '{"format": "figaro-record/1", "players": 4, "moves": [' + ",".join(['{"take": true}'] * 10_001) + "]}",
    "players missing": '{"format": "figaro-record/1", "moves": []}',
}


@pytest.mark.parametrize("name", BAD_TEXTS)
def test_bad_records_are_refused_with_one_line(name):
    with pytest.raises(FormatError) as error:
        load_record_text(BAD_TEXTS[name])
    where, reason = TEXT_REASONS[name]
    assert (error.value.where, error.value.message[:len(reason)]) == (where, reason)
    assert "\n" not in str(error.value)


def test_parse_json_reads_bytes():
    assert parse_json(b'{"a": 1}') == {"a": 1}


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_any_mutation_of_a_record_loads_or_is_refused_cleanly(data):
    """Whatever a damaged save holds, loading gives a record or a FormatError."""
    record = {"format": "figaro-record/1", "position": good(),
              "moves": [{"play": "red1", "to": 0}, {"take": True}]}
    paths = []

    def walk(node, path):
        paths.append(path)
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, path + [key])
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, path + [i])

    walk(record, [])
    path = data.draw(st.sampled_from(paths[1:]))
    junk = data.draw(st.one_of(st.none(), st.booleans(), st.integers(-10 ** 20, 10 ** 20),
                               st.text(max_size=8), st.just("ronde"), st.just([]),
                               st.just({}), st.floats(allow_nan=False)))
    node = record
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = junk
    try:
        loaded = load_record_text(json.dumps(record))
    except FormatError as error:
        assert "\n" not in str(error)
    else:
        loaded.replay()
