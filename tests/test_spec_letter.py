"""RULES.md and FORMAT.md read to the letter, through the headless commands and
the game package, the way someone holding only those two documents would check them."""

import json

import pytest

import cli
import main
from game.figaro import IllegalMove, Play
from game.figaro.cards import COLOURS
from game.figaro.position import dump_position
from game.figaro.scoring import award_roads

from .positions import make, state

EXAMPLE = {
    "format": "figaro-position/1",
    "players": 4,
    "names": ["Ann", "Ben", "Cleo", "Dan"],
    "round": 1,
    "king": 0,
    "turn": 0,
    "hands": [["red1", "blue2"], ["jester1"], [], ["ronde", "green3"]],
    "piles": [[], ["orange2"], [], []],
    "tricks": [["purple2", "purple1"], [], [], []],
    "roads": [[], [], [], []],
    "pool": [[15, 9, 4], [12, 8, 2], [14, 6, 1]],
    "removed": [],
    "seed": 12345,
    "finished": False,
    "winner": None,
    "road_lengths": [0, 0, 0, 0],
}


def replay(tmp_path, capsys, data):
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    code = main.main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def record(position, moves):
    return {"format": "figaro-record/1", "position": position, "moves": moves}


def illegal(tmp_path, capsys, data):
    code, out, err = replay(tmp_path, capsys, data)
    assert code == 1, err
    return json.loads(out)


def refused(tmp_path, capsys, data):
    code, out, err = replay(tmp_path, capsys, data)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    return err


def four(**kwargs):
    kwargs.setdefault("hands", [["red1", "blue2"], ["jester1"], ["green1"], ["ronde", "green3"]])
    return make(**kwargs)


# --------------------------------------------------------------- positions
def test_format_the_example_position_is_refused_because_its_cards_are_not_conserved(tmp_path, capsys):
    err = refused(tmp_path, capsys, EXAMPLE)
    assert "conserved" in err


def test_format_the_example_position_with_the_deck_filled_in_loads_and_outputs_are_recomputed(tmp_path, capsys):
    data = dict(EXAMPLE)
    filled = make(hands=EXAMPLE["hands"], piles=EXAMPLE["piles"], tricks=EXAMPLE["tricks"])
    data["tricks"] = filled["tricks"]
    data.update(finished=True, winner=2, road_lengths=[7, 7, 7, 7])
    code, out, err = replay(tmp_path, capsys, data)
    assert code == 0, err
    out = json.loads(out)
    assert out["names"] == EXAMPLE["names"] and out["seed"] == 12345
    assert out["finished"] is False and out["winner"] is None
    assert out["road_lengths"] == [0, 0, 0, 0]


def test_format_names_and_seed_are_optional_on_input(tmp_path, capsys):
    data = four()
    del data["seed"]
    code, out, err = replay(tmp_path, capsys, record(data, [{"play": "red1", "to": 0}]))
    assert code == 0, err
    out = json.loads(out)
    assert len(out["names"]) == 4 and all(isinstance(n, str) and n for n in out["names"])
    assert isinstance(out["seed"], int) and out["piles"][0] == ["red1"]


def test_format_a_record_saved_with_a_byte_order_mark_replays(tmp_path, capsys):
    path = tmp_path / "game.json"
    text = json.dumps(record(four(), [{"play": "red1", "to": 0}]))
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert main.main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["piles"][0] == ["red1"]


def test_format_a_bare_position_replays_to_itself(tmp_path, capsys):
    code, out, _ = replay(tmp_path, capsys, four())
    assert code == 0 and json.loads(out) == dump_position(state(hands=four()["hands"]))


BAD = {
    "malformed JSON": '{"format": "figaro-record/1", "players": 4,',
    "unknown key in a position": record(dict(four(), colour="red"), []),
    "unknown key in a record": {"format": "figaro-record/1", "players": 4, "moves": [], "x": 1},
    "unknown key in a move": record(four(), [{"play": "red1", "to": 0, "card": "red1"}]),
    "wrong card in a hand": record(four() | {"hands": [["red1", "blue2", "red4"], ["jester1"],
                                                       ["green1"], ["ronde", "green3"]]}, []),
    "wrong card in a move": record(four(), [{"play": "joker", "to": 0}]),
    "cards not conserved": record(four() | {"removed": ["red1"]}, []),
    "a road length twice": record(four(roads=[[3], [], [], []], pool=[[15, 9, 4], [12, 8, 3],
                                                                       [14, 6, 1]]), []),
    "a road length not in R2": record(four(roads=[[16], [], [], []]), []),
}


@pytest.mark.parametrize("name", BAD)
def test_format_a_file_that_is_not_a_valid_record_exits_2_with_one_line(tmp_path, capsys, name):
    refused(tmp_path, capsys, BAD[name])


def test_format_an_unknown_key_is_reported_on_one_line_whatever_it_holds(tmp_path, capsys):
    err = refused(tmp_path, capsys, record(dict(four(), **{"a\nb": 1}), []))
    assert "unknown key" in err
    err = refused(tmp_path, capsys, record(four(), [{"play": "red1", "to": 0, "x\ny": 1}]))
    assert "unknown key" in err


# ------------------------------------------------------------------- moves
def test_format_the_illegal_move_object_has_exactly_its_keys_and_the_position_before(tmp_path, capsys):
    moves = [{"play": "red1", "to": 0}, {"play": "jester1", "to": 2}, {"play": "green1", "to": 0}]
    error = illegal(tmp_path, capsys, record(four(), moves))
    assert set(error) == {"error", "move", "rule", "message", "position"}
    assert error["error"] == "illegal move" and error["move"] == 2 and error["rule"] == "R9"
    assert isinstance(error["message"], str) and error["message"]
    assert error["position"]["piles"] == [["red1"], [], ["jester1"], []]
    assert error["position"]["turn"] == 2


def test_r10_a_colour_in_another_pile_cannot_decide_an_open_pile(tmp_path, capsys):
    data = four(hands=[["red1"], ["red2"], ["green1"], ["purple1"]])
    error = illegal(tmp_path, capsys, record(data, [{"play": "red1", "to": 0},
                                                    {"play": "red2", "to": 3}]))
    assert error["move"] == 1 and error["rule"] == "R10"


def test_r8_a_move_by_a_seat_that_is_not_the_seat_to_act_is_illegal(tmp_path, capsys):
    error = illegal(tmp_path, capsys, record(four(), [{"play": "jester1", "to": 1, "seat": 1}]))
    assert error["move"] == 0 and error["rule"] == "R8"


def test_r8_a_move_stating_a_seat_that_does_not_exist_is_illegal(tmp_path, capsys):
    moves = [{"play": "red1", "to": 0, "seat": 0}, {"play": "jester1", "to": 1, "seat": 7}]
    error = illegal(tmp_path, capsys, record(four(), moves))
    assert error["move"] == 1 and error["rule"] == "R8"
    assert error["position"]["piles"][0] == ["red1"]
    with pytest.raises(IllegalMove) as raised:
        state(hands=four()["hands"]).apply(Play("red1", 0), seat=-1)
    assert raised.value.rule == "R8"


@pytest.mark.parametrize("to", [4, 9, -1])
def test_r8_a_play_in_front_of_a_seat_that_does_not_exist_is_illegal(tmp_path, capsys, to):
    moves = [{"play": "red1", "to": 0}, {"play": "jester1", "to": to}]
    error = illegal(tmp_path, capsys, record(four(), moves))
    assert error["move"] == 1 and error["rule"] == "R8"
    assert error["position"]["turn"] == 1


def test_r12_a_ronde_in_front_of_another_seat_is_illegal(tmp_path, capsys):
    error = illegal(tmp_path, capsys, record(four(turn=3), [{"play": "ronde", "to": 0}]))
    assert error["rule"] == "R12"


def test_r15_a_take_with_no_face_up_card_is_illegal(tmp_path, capsys):
    error = illegal(tmp_path, capsys, {"format": "figaro-record/1", "players": 5, "seed": 2,
                                       "moves": [{"take": True}]})
    assert error["rule"] == "R15" and error["move"] == 0


# --------------------------------------------------------------- the rules
def test_r5_a_fresh_three_player_game_sets_the_cards_aside_in_removed(tmp_path, capsys):
    code, out, _ = replay(tmp_path, capsys, {"format": "figaro-record/1", "players": 3,
                                             "seed": 4, "moves": []})
    assert code == 0
    out = json.loads(out)
    colour = next(c for c in COLOURS if f"{c}2" in out["removed"])
    assert sorted(out["removed"]) == sorted([f"{colour}1"] * 3 + [f"{colour}2"] * 6 + [f"{colour}3"]
                                            + ["jester1", "jester2"] + ["ronde"] * 3)
    assert [len(h) for h in out["hands"]] == [15, 15, 15]
    assert not any(colour in card for hand in out["hands"] for card in hand)
    assert [len(g) for g in out["pool"]] == [2, 2, 2]


def test_r13_capture_above_six():
    game = state(hands=[["jester2", "blue1"], ["green1"], ["purple1"], ["orange1"]],
                 piles=[[], ["red3", "red2"], [], ["blue2"]], turn=0)
    before = len(game.tricks[1])
    game.apply(Play("jester2", 1))                              # 3 + 2 + 2 = 7
    assert not any(game.piles) and len(game.tricks[1]) == before + 4
    assert game.turn == 1


def test_r17_a_capturer_with_no_cards_ends_the_round_and_takes_the_king():
    game = state(hands=[["red3", "blue1"], [], ["green1"], ["purple1"]],
                 piles=[[], ["red2", "jester1"], [], []], king=3)
    events = game.apply(Play("red3", 1))
    assert ("capture", 1, 3) in events
    assert game.round == 2 and game.king == 1 and game.turn == 1


def test_r17_after_a_ronde_the_next_player_without_cards_ends_the_round():
    game = state(hands=[["ronde", "red1"], [], ["green1"], ["purple1"]],
                 piles=[["blue1"], [], [], []], king=2)
    game.apply(Play("ronde", 0))
    assert game.round == 2 and game.king == 1


def test_r20_the_swap_and_the_ties_go_by_the_king_taken_at_the_end_of_round_three():
    # Seat 0 plays its last but one card; seat 1, empty-handed, takes the King (R17).
    # Seats 0 and 2 tie for fewest cards: nearest clockwise after the new King is 2.
    game = state(round=3, hands=[["red1", "blue1"], [], ["green1"], ["purple1"]], king=3,
                 tricks=[["red2"] * 2, ["blue2"] * 5, ["green2"] * 2, []], spare=3,
                 roads=[[15, 2], [9, 12], [13, 8], [4]], pool=[[], [], [14, 6, 1]])
    events = game.apply(Play("red1", 0))
    end = next(e for e in events if e[0] == "round_end")
    assert end[2] == 1 and end[4] == (2, 13, 1)
    # group 14, 13, 6: seat 3 (most), seat 1, then of the tied 2 and 0 seat 2 first
    assert sorted(game.roads[3]) == [4, 14] and sorted(game.roads[1]) == [9, 12, 13]
    assert sorted(game.roads[2]) == [1, 6, 8] and sorted(game.roads[0]) == [2, 15]
    assert game.finished and game.winner == 2


def test_r19_six_players_five_pieces_and_the_king_last_among_the_tied_takes_none():
    # King at seat 2: ties rank 3, 4, 5, 0, 1, 2; seat 2 ties seat 4 and ranks last
    assert award_roads([3, 3, 1, 5, 1, 2], king=2, group=[15, 11, 9, 4, 3]) == [
        (3, 15), (0, 11), (1, 9), (5, 4), (4, 3)]


@pytest.mark.parametrize("fewest_roads", [[2, 5], []])
def test_r20_no_swap_when_all_pieces_are_shorter_or_none_in_play(fewest_roads):
    roads = [fewest_roads, [15, 3], [13, 4], [12, 1]]
    game = state(round=3, hands=[["red1"], [], ["green1"], ["purple1"]], king=0,
                 tricks=[[], ["blue2"] * 5, ["green2"] * 3, []], spare=3,
                 roads=roads, pool=[[], [], [14, 11, 10]])
    events = game.apply(Play("red1", 0))
    end = next(e for e in events if e[0] == "round_end")
    assert end[3][0] == 0 and end[4] is None
    assert game.roads[0] == fewest_roads
    assert (game.roads[3][-1], game.roads[1][-1], game.roads[2][-1]) == (14, 11, 10)


def test_r22_a_tie_for_the_shortest_road_goes_by_the_king_taken_at_the_end():
    # Seat 1 takes the King (R17); seat 2 has the fewest cards but only shorter
    # pieces (R20: no swap); awards 14, 11, 10 leave seats 0 and 3 tied at 15.
    # Nearest clockwise after the King (seat 1) of the tied is seat 3.
    game = state(round=3, hands=[["red1"], [], ["green1"], ["purple1"]], king=0,
                 tricks=[["red2"] * 3, ["blue2"] * 5, [], []], spare=3,
                 roads=[[5], [15], [9, 7], [1]], pool=[[], [], [14, 11, 10]])
    game.apply(Play("red1", 0))
    assert game.king == 1 and game.road_lengths() == [15, 26, 16, 15]
    assert game.winner == 3
    assert dump_position(game)["winner"] == 3 and dump_position(game)["finished"] is True


# --------------------------------------------------------------- simulate
def test_simulate_accepts_every_level_of_format_md():
    assert cli._levels("random,easy,medium,hard") == ["random", "easy", "medium", "hard"]


def test_simulate_runs_with_the_lighter_levels(capsys):
    assert main.main(["simulate", "--players", "3", "--games", "2", "--seats",
                      "random,easy,medium", "--seed", "1"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["seats"] == ["random", "easy", "medium"] and sum(summary["wins"]) == 2
    assert len(summary["decision_ms"]["p95"]) == 3


def test_simulate_rotates_the_starting_king_through_the_seats(monkeypatch):
    import game.common.simulate as common
    import game.figaro.simulate as simulate
    firsts = []
    real = common.play_game

    def spy(info, levels, seed, first_player, timings=None):
        firsts.append(first_player)
        return real(info, levels, seed, first_player, timings)

    monkeypatch.setattr(common, "play_game", spy)
    simulate.simulate(4, 8, ["random"] * 4, seed=1)
    assert firsts == [0, 1, 2, 3, 0, 1, 2, 3]


@pytest.mark.parametrize("args", [
    ["--players", "4", "--games", "0", "--seats", "random,random,random,random"],
    ["--players", "4", "--games", "1"],
    ["--players", "4", "--games", "1", "--seats", "random,random,random,random", "--seed", "x"],
    ["--players", "2", "--games", "1", "--seats", "random,random"],
])
def test_simulate_refuses_bad_arguments_with_a_message(capsys, args):
    assert main.main(["simulate", *args]) != 0
    out, err = capsys.readouterr()
    assert out == "" and err.strip() and "Traceback" not in err
