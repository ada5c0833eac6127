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
    assert child.returncode == 1 and "Traceback" not in errors, errors


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
    assert set(summary) == {"game", "games", "players", "seats", "wins", "win_rate", "mean_road",
                            "seconds", "games_per_second", "decision_ms"}
    assert summary["game"] == "figaro"
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
