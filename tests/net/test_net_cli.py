"""``main.py host`` and ``main.py join``: bad usage is one line and exit 2; a
table that refuses us is one line and exit 4; a whole game from the terminal."""

import json

import pytest

from cli import run_command

from .helpers import LOOPBACK, first_line, start


@pytest.mark.parametrize("argv, says", [
    (["host", "--game", "chess"], "unknown game"),
    (["host", "--game", "figaro", "--seats", "remote,remote"], "3 to 6 seats"),
    (["host", "--seats", "remote,wizard,remote"], "unknown seat"),
    (["host", "--code", "lower0", "--port", "0", "--bind", LOOPBACK], "--code"),
    (["host", "--takeover", "soon"], "seconds or 'never'"),
    (["host", "--resume", "/nonexistent/table.json"], "cannot read"),
    (["join", " "], "address"),
])
def test_bad_usage_is_one_line_and_exit_2(argv, says, capsys):
    assert run_command(argv) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1


def test_a_broken_autosave_is_refused_naming_the_place(tmp_path, capsys):
    path = tmp_path / "table.json"
    path.write_text('{"format": "net-table/1", "game": "kings", "code": "ABCDEF", "seats": 3}')
    assert run_command(["host", "--resume", str(path)]) == 2
    assert "table.seats" in capsys.readouterr().err


def test_a_whole_game_from_the_terminal_and_a_wrong_code():
    host = start("host", "--game", "kings", "--seats", "remote,easy,remote", "--bind", LOOPBACK,
                 "--port", "0", "--code", "ABCDEF")
    try:
        port = first_line(host)["port"]
        stranger = start("join", f"{LOOPBACK}:{port}", "--code", "WRONG1", "--retry", "2")
        out, err = stranger.communicate(timeout=30)
        assert stranger.returncode == 4 and "wrong-code" in err and err.count("\n") == 1
        joiners = [start("join", f"{LOOPBACK}:{port}", "--code", "abcdef", "--level", level)
                   for level in ("random", "easy")]
        out, err = host.communicate(timeout=60)
        assert host.returncode == 0, err
        game = json.loads(out.splitlines()[-1])
        assert game["replays"] and game["game_number"] == 1
        seats = set()
        for joiner in joiners:
            out, err = joiner.communicate(timeout=30)
            assert joiner.returncode == 0, err
            report = json.loads(out)
            assert report["games"] == 1 and report["moves"] > 0
            seats.add(report["seat"])
        assert seats == {0, 2}
    finally:
        if host.poll() is None:
            host.kill()
