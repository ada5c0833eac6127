"""bench/bench_net.py still runs (on a tiny budget: its figures mean nothing here)."""

import importlib
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_bench_net_plays_games_with_no_desync(monkeypatch, capsys):
    monkeypatch.syspath_prepend(os.path.join(ROOT, "bench"))
    bench = importlib.import_module("bench_net")
    assert bench.main(["--games", "2", "--game", "kings", "--autosave"]) == 0
    out = capsys.readouterr().out
    assert "kings" in out and "desyncs 0" in out and "2 games" in out
