"""The table's benchmark still runs (one hint: its figures mean nothing here)."""

import importlib
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_bench_nottingham_table_measures_frames_while_a_hint_thinks(monkeypatch):
    monkeypatch.syspath_prepend(os.path.join(ROOT, "bench"))
    bench = importlib.import_module("bench_nottingham_table")
    lines = []
    hint_frames, _computer_frames, waits = bench.measure(hints=1, seed=2, out=lines.append)
    assert len(waits) == 1 and len(hint_frames) >= 1
    assert lines[0].startswith("Nottingham table, seed 2: 1 hints")
    assert lines[1].startswith("frames, hint thinking") and "p95" in lines[1]
