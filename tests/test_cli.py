"""The headless commands, run as a player would run them (FORMAT.md)."""

import json
import os
import subprocess
import sys

import pytest

from .positions import make

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=120)


def write(tmp_path, data, name="game.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def test_replay_prints_the_position(tmp_path):
    record = {"format": "figaro-record/1", "position": make(hands=[["red1"], ["blue1"], ["green1"], ["purple1"]]),
              "moves": [{"play": "red1", "to": 2}]}
    result = run("replay", write(tmp_path, record))
    assert result.returncode == 0, result.stderr
    position = json.loads(result.stdout)
    assert position["piles"][2] == ["red1"] and position["turn"] == 1
    assert position["format"] == "figaro-position/1"


def test_replay_reads_standard_input():
    record = {"format": "figaro-record/1", "players": 4, "seed": 7, "moves": []}
    result = run("replay", "-", stdin=json.dumps(record))
    assert result.returncode == 0 and json.loads(result.stdout)["seed"] == 7


def test_replay_into_a_closed_pipe_stops_without_a_traceback():
    record = {"format": "figaro-record/1", "players": 4, "seed": 7, "moves": []}
    child = subprocess.Popen([sys.executable, "main.py", "replay", "-"], cwd=ROOT, text=True,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    child.stdout.close()                      # the reader goes away, as ``| head -c 0`` would
    _, errors = child.communicate(json.dumps(record), timeout=120)
    assert child.returncode == 3 and "Traceback" not in errors, errors       # 3: closed pipe


def test_replay_of_an_illegal_move_exits_1_with_the_error_object(tmp_path):
    record = {"format": "figaro-record/1",
              "position": make(hands=[["red1", "red2"], ["blue1"], ["green1"], ["purple1"]]),
              "moves": [{"play": "red1", "to": 2}, {"play": "blue1", "to": 2}]}
    result = run("replay", write(tmp_path, record))
    assert result.returncode == 1
    error = json.loads(result.stdout)
    assert error["error"] == "illegal move" and error["move"] == 1 and error["rule"] == "R9"
    assert error["message"] and error["position"]["piles"][2] == ["red1"]


@pytest.mark.parametrize("text", ["{", '{"format": "figaro-record/1", "players": 2}',
                                  '{"format": "figaro-record/1", "players": 4, "moves": [{"play": "red9", "to": 0}]}'])
def test_replay_of_a_bad_file_exits_2_with_one_line(tmp_path, text):
    result = run("replay", write(tmp_path, text))
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr


def test_replay_of_a_missing_file_exits_2(tmp_path):
    result = run("replay", str(tmp_path / "nope.json"))
    assert result.returncode == 2 and "cannot read" in result.stderr


def test_simulate_prints_the_summary():
    result = run("simulate", "--players", "4", "--games", "8", "--seats",
                 "random,random,random,random", "--seed", "3")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    # FORMAT.md's Figaro summary exactly; "game" comes with --game (below)
    assert set(summary) == {"games", "players", "seats", "wins", "win_rate", "mean_road",
                            "seconds", "games_per_second", "decision_ms"}
    assert summary["games"] == 8 and sum(summary["wins"]) == 8
    assert set(summary["decision_ms"]) == {"mean", "p95", "max"}
    again = json.loads(run("simulate", "--players", "4", "--games", "8", "--seats",
                           "random,random,random,random", "--seed", "3").stdout)
    assert again["wins"] == summary["wins"] and again["mean_road"] == summary["mean_road"]


@pytest.mark.parametrize("args", [["--players", "4", "--games", "1", "--seats", "random,random"],
                                  ["--players", "9", "--games", "1", "--seats", "random"],
                                  ["--players", "3", "--games", "1", "--seats", "random,random,genius"]])
def test_simulate_refuses_bad_arguments_with_exit_2(args):
    result = run("simulate", *args)
    assert result.returncode == 2 and "Traceback" not in result.stderr


def test_headless_commands_never_import_pygame():
    code = ("import sys, main; main.main(['simulate', '--players', '3', '--games', '1', "
            "'--seats', 'random,random,random']); assert 'pygame' not in sys.modules")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_rules_layer_never_imports_pygame_or_prints():
    for folder, _, files in os.walk(os.path.join(ROOT, "game")):
        for name in files:
            if name.endswith(".py"):
                text = open(os.path.join(folder, name), encoding="utf-8").read()
                assert "import pygame" not in text and "print(" not in text, name


# ------------------------------------------------------------------ help
@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_lists_the_commands_and_exits_0_without_a_window(flag):
    code = (f"import sys, main; code = main.main([{flag!r}]); "
            "assert 'pygame' not in sys.modules, 'a window module was loaded'; sys.exit(code)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    for word in ("replay", "simulate", "demo", "--version", "exit codes"):
        assert word in result.stdout


def test_replay_help_explains_exit_codes_and_bare_positions(capsys):
    import main
    assert main.main(["replay", "--help"]) == 0
    out = capsys.readouterr().out
    assert "bare position" in out
    for code, meaning in (("0", "done"), ("1", "illegal"), ("2", "bad input"), ("3", "closed")):
        assert any(line.strip().startswith(code) and meaning in line for line in out.splitlines())


def test_simulate_help_lists_games_levels_and_ranges(capsys):
    import main
    assert main.main(["simulate", "--help"]) == 0
    out = capsys.readouterr().out
    assert "figaro, nottingham, kings" in out
    assert "figaro: random, easy, medium, hard, expert (3 to 6 players)" in out
    assert "1 to 1,000,000" in out


def test_the_version_is_printed(capsys):
    import main
    from version import __version__
    assert main.main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"Card Parlour {__version__}"


@pytest.mark.parametrize("args, said", [
    (["bogus"], "invalid choice: 'bogus'"),
    (["simulate", "--game", "chess", "--players", "4", "--games", "1", "--seats", "random"],
     "unknown game 'chess'"),
    (["simulate", "--players", "4", "--games", "1", "--seats", "random,random,random,genius"],
     "unknown level 'genius'"),
    (["simulate", "--players", "4", "--games", "0", "--seats", "random,random,random,random"],
     "--games must be 1 to 1000000"),
    (["simulate", "--players", "7", "--games", "1", "--seats", "random"],
     "--players must be 3 to 6 for figaro, not 7"),
    (["simulate", "--players", "4", "--games", "1", "--seats", "random,random,random,random",
      "--seed", "9" * 5000], "--seed: invalid int value"),
    (["simulate", "--players", "4", "--games", "1", "--seats", "random,random,random,random",
      "--seed", str(2 ** 63)], "--seed must be below 2**63"),
])
def test_usage_errors_exit_2_with_one_line(capsys, args, said):
    import main
    assert main.main(args) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and said in err, err


def test_simulate_plays_an_available_game_named_by_game(capsys):
    import main
    assert main.main(["simulate", "--game", "figaro", "--players", "3", "--games", "2",
                      "--seats", "random,random,random"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "figaro" and len(summary["mean_road"]) == 3


# ------------------------------------------------------------- bad input
def replay_text(tmp_path, capsys, text):
    import main
    path = tmp_path / "input.json"
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    code = main.main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def record_with(**fields):
    data = {"format": "figaro-record/1", "players": 4, "seed": 7, "moves": []}
    data.update(fields)
    return json.dumps(data)


BAD_INPUTS = [
    # (the file's text, what the one line must say)
    (record_with(seed=1).replace('"seed": 1', '"seed": ' + "9" * 5000), "a number of 5000 digits"),
    (record_with(seed=1).replace('"seed": 1', '"seed": -' + "9" * 5000), "a number of 5000 digits"),
    (record_with(seed=1).replace('"seed": 1', '"seed": 1e999'), 'the number "1e999" is too large'),
    (record_with(seed=1).replace('"seed": 1', '"seed": -1e999'), "is too large"),
    (record_with(seed=1).replace('"seed": 1', '"seed": 1' + "0" * 400 + ".5"), "is too large"),
    (record_with(seed=1).replace('"seed": 1', '"seed": NaN'), "NaN is not allowed"),
    (record_with(seed=1).replace('"seed": 1', '"seed": -Infinity'), "-Infinity is not allowed"),
    (record_with(seed=-0.0), "record.seed: expected a whole number, got -0.0"),
    (record_with(seed="7"), 'record.seed: expected a whole number, got "7"'),
    (record_with(seed=2 ** 63 + 1), "record.seed: 9223372036854775809 is out of range"),
    (record_with(players=True), "record.players: expected a whole number, got true"),
    (record_with(moves={"play": "red1"}), "record.moves: expected a list, got dict"),
    (record_with(moves=[{"take": True}] * 10_001), "record.moves: too many entries (10001"),
    (record_with(moves=[[1]]), "record.moves[0]: expected an object, got list"),
    (record_with(moves=[{"play": ["red1"], "to": 0}]), "record.moves[0].play: unknown card list"),
    (record_with(moves=[{"play": "red1", "to": 1.5}]), "record.moves[0].to: expected a whole number"),
    (record_with(moves=[{"play": "x" * 100_000, "to": 0}]), 'unknown card "xxxxxxxxx'),
    (record_with(**{"k" * 100_000: 1}), 'record."kkkkkkk'),
    (record_with(**{"bad\nkey": 1}), r'record."bad\nkey": unknown key'),
    ("[" * 100_000, "JSON nested too deeply"),
    ('{"a": ' * 5000 + "1" + "}" * 5000, "JSON nested too deeply"),
    ('{"format": "figaro-record/1", "players": 4, "players": 5}', "key \"players\" appears 2 times"),
    ('{"format": "figaro-record/1", "players": "\u0001	x"}', "Invalid control character at line 1"),
    ("[]", "record: expected an object, got list"),
    ("7", "record: expected an object, got 7"),
    ("", "not valid JSON: Expecting value at line 1 column 1"),
    (b"\xff\xfe{", "not UTF-8 text (byte 0)"),
    (" " * 4_000_001, "too large"),
    (json.dumps({"format": "figaro-position/1", "players": 4}), "position.round: missing"),
    (json.dumps(dict(make(), players=[4])), "position.players: expected a whole number, got list"),
    (json.dumps(dict(make(), names=["x" * 100_000] * 4)), "position.names[0]: a name has at most 40"),
    (json.dumps({"format": "nottingham-position/7"}),
     'position.format: unknown format "nottingham-position/7" (this copy reads figaro-record/1'),
    (json.dumps({"format": "figaro-record/2"}), 'record.format: unknown format "figaro-record/2"'),
    (json.dumps({"format": ["figaro-record/1"]}), "record.format: expected 'figaro-record/1'"),
]


@pytest.mark.parametrize("text, said", BAD_INPUTS, ids=range(len(BAD_INPUTS)))
def test_replay_of_bad_input_exits_2_with_one_line_naming_the_fault(tmp_path, capsys, text, said):
    code, out, err = replay_text(tmp_path, capsys, text)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and len(err) < 300, err[:300]
    assert said in err, err
    assert " at at " not in err


def test_a_bare_position_is_labelled_position_not_record(tmp_path, capsys):
    position = make(hands=[["red1"], ["blue1"], ["green1"], ["purple1"]])
    position["hands"][0] = ["red9"]
    code, _, err = replay_text(tmp_path, capsys, json.dumps(position))
    assert code == 2 and "position.hands[0][0]: unknown card \"red9\"" in err, err


# ------------------------------------------------------------------ hint
def _position(game, moves=7):
    import random
    from game import load_game
    info = load_game(game)
    state = info.new_game(3, seed=4)
    rng = random.Random(1)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_moves()))
    return info, state


@pytest.mark.parametrize("game", ["figaro", "nottingham", "kings"])
def test_hint_prints_the_seat_to_acts_hint_as_json(tmp_path, capsys, game):
    """The move, the reason in words, every move weighed with its value; the same as a table's."""
    import main
    from app.hint import hint_for
    info, state = _position(game)
    path = write(tmp_path, info.dump_position(state))
    assert main.main(["hint", path, "--language", "fr"]) == 0
    out, err = capsys.readouterr()
    hint = json.loads(out)
    assert hint["game"] == game and hint["seat"] == state.turn
    legal = [m.to_json() for m in state.legal_moves()]
    assert hint["move"] in legal and hint["reason"] and "\n" not in hint["reason"]
    assert hint["alternatives"] and all(a["move"] in legal for a in hint["alternatives"])
    assert hint["move"] in [a["move"] for a in hint["alternatives"]] and hint["unit"]
    from app.i18n import set_language
    set_language("en")
    state = info.load_position(info.dump_position(state))      # as the command reads it
    table = hint_for(game, state.view(state.turn), names=state.names)
    assert table.move.to_json() == hint["move"]                 # one hint path: the table's move


def test_hint_reads_a_record_where_its_moves_end(tmp_path, capsys):
    import main
    record = {"format": "figaro-record/1", "position": make(hands=[["red1", "blue1"], ["blue2"], ["green1"], ["purple1"]]),
              "moves": [{"play": "red1", "to": 2}]}
    assert main.main(["hint", write(tmp_path, record)]) == 0
    assert json.loads(capsys.readouterr().out)["seat"] == 1


@pytest.mark.parametrize("content, said", [
    ("{", "not valid JSON"),
    ({"format": "figaro-record/1", "position": make(hands=[["red1"], ["blue1"], ["green1"], ["purple1"]]),
      "moves": [{"play": "blue1", "to": 2}]}, "move 0 is illegal"),
    ({"format": "chess-position/1"}, "unknown format"),
])
def test_hint_of_bad_input_exits_2_with_one_line(tmp_path, capsys, content, said):
    import main
    assert main.main(["hint", write(tmp_path, content)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and said in err, err


def test_hint_of_a_finished_game_or_an_unknown_language_exits_2(tmp_path, capsys):
    import main
    from game.figaro import GameState
    from game.figaro.players import make_player
    from game.figaro.position import dump_position
    state = GameState.new(3, seed=1)
    players = [make_player("random", s) for s in range(3)]
    while not state.finished:
        state.apply(players[state.turn].choose(state.view(state.turn)))
    assert main.main(["hint", write(tmp_path, dump_position(state))]) == 2
    assert "the game is over" in capsys.readouterr().err
    assert main.main(["hint", write(tmp_path, dump_position(GameState.new(3, seed=1))), "--language", "de"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "--language" in err


# ---------------------------------------------------------------- review
def _record(game, moves=14):
    import random
    from game import load_game
    info = load_game(game)
    state = info.new_game(3, seed=2)
    record = info.record_type(state.copy())
    rng = random.Random(3)
    for _ in range(moves):
        move = rng.choice(state.legal_moves())
        record.moves.append((move, state.turn))
        state.apply(move)
    return record


@pytest.mark.parametrize("game", ["figaro", "kings"])
def test_review_prints_each_decision_of_the_seat_with_the_best_move_and_the_loss(tmp_path, capsys, game):
    import main
    record = _record(game)
    assert main.main(["review", write(tmp_path, record.to_json()), "--seat", "1"]) == 0
    review = json.loads(capsys.readouterr().out)
    state = record.start.copy()
    wanted = []
    for k, (move, seat) in enumerate(record.moves):
        if state.turn == 1 and len(state.legal_moves()) > 1:
            wanted.append((k, move.to_json()))
        state.apply(move, seat)
    assert [(d["move_index"], d["played"]) for d in review["decisions"]] == wanted and wanted
    for decision in review["decisions"]:
        assert decision["reason"] and decision["unit"]
        assert decision["loss"] is None or decision["loss"] >= 0
        if decision["played"] == decision["best"]:
            assert decision["loss"] in (0, None)
    if game == "figaro":                     # the move played is always weighed
        assert all(d["loss"] is not None for d in review["decisions"])


@pytest.mark.parametrize("args, said", [
    (["--seat", "7"], "--seat must be 0 to 2"),
    (["--seat", "x"], "invalid int value"),
])
def test_review_of_bad_input_exits_2_with_one_line(tmp_path, capsys, args, said):
    import main
    assert main.main(["review", write(tmp_path, _record("figaro", 2).to_json()), *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and said in err, err
    assert main.main(["review", write(tmp_path, make(hands=[["red1"], [], [], []])), "--seat", "0"]) == 2
    assert "not a record" in capsys.readouterr().err


def test_simulate_help_gives_each_games_count_of_seats_for_players(capsys):
    import main
    assert main.main(["simulate", "--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "how many seats (figaro: 3 to 6, nottingham: 3 to 7, kings: 2 to 6)" in out
