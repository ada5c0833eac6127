"""bench/bench_net.py still runs (on a tiny budget: its figures mean nothing here)."""

import importlib
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def bench(monkeypatch):
    monkeypatch.syspath_prepend(os.path.join(ROOT, "bench"))
    return importlib.import_module("bench_net")


def test_bench_net_plays_games_with_no_desync(bench, capsys):
    assert bench.main(["--games", "2", "--game", "kings", "--autosave"]) == 0
    out = capsys.readouterr().out
    assert "kings" in out and "desyncs 0" in out and "2 games" in out


def test_bench_net_shares_a_total_among_the_games(bench):
    assert bench.split_games(1000, ["figaro", "nottingham", "kings"]) == [334, 333, 333]
    assert bench.split_games(2, ["figaro", "nottingham", "kings"]) == [1, 1, 0]


def test_bench_net_hosts_from_a_window_and_times_its_frames(bench, capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))      # the bench sets its own; put back after
    assert bench.main(["--total", "2", "--game", "kings", "--window"]) == 0
    out = capsys.readouterr().out
    assert "2 games" in out and "desyncs 0" in out and "frames while serving" in out
    frames = int(out.split("host window: ")[1].split()[0])
    assert frames > 20
