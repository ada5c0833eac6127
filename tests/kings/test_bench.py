"""bench/bench_kings.py still runs (on tiny budgets: its figures mean nothing here)."""

import importlib
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_bench_kings_prints_its_figures(monkeypatch, capsys):
    monkeypatch.syspath_prepend(os.path.join(ROOT, "bench"))
    bench = importlib.import_module("bench_kings")
    for argv in (["strength", "--seats", "medium,random", "--games", "4"],
                 ["speed", "--games", "2"],
                 ["cards", "--seats", "random,random,random", "--games", "5"]):
        monkeypatch.setattr(sys, "argv", ["bench_kings.py", *argv])
        bench.main()
    out = capsys.readouterr().out
    assert "Wilson 95 %" in out and "random games/s" in out and "the winner's largest part" in out
    assert bench.wilson(50, 100)[0] < 0.5 < bench.wilson(50, 100)[1]
