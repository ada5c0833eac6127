"""The benchmarks still run (on tiny budgets: their figures mean nothing here)."""

import importlib
import json
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture
def load(monkeypatch):
    """Imports a bench script by name (importable, so that its worker
    processes can be handed its functions)."""
    monkeypatch.syspath_prepend(os.path.join(ROOT, "bench"))
    return importlib.import_module


def test_bench_regret_compares_players_on_cached_oracle_values(load, tmp_path, capsys):
    bench = load("bench_regret")
    cache = tmp_path / "oracle.json"
    args = ["--positions", "3", "--oracle", "40", "--jobs", "1", "--cache", str(cache),
            "--players", "medium,random,hard:iterations=20+widening=5,determinized:deals=2+iterations=10"]
    assert bench.main(args) == 0
    first = capsys.readouterr().out
    assert "3 positions" in first and "vs first" in first
    assert bench.main(args) == 0                      # the same positions, the same figures
    assert capsys.readouterr().out == first
    # the oracle's values are read back from the cache: every move made equal there
    stored = json.loads(cache.read_text(encoding="utf-8"))
    for values in stored["3/40"]:
        for code in values:
            values[code] = 0.5
    cache.write_text(json.dumps(stored), encoding="utf-8")
    assert bench.main(args) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    assert len(lines) == 4 and all("regret    0.00" in line for line in lines)


def test_bench_regret_refuses_an_unknown_setting(load):
    with pytest.raises(SystemExit, match="no_such_thing"):
        load("bench_regret").make("hard:no_such_thing=1", 0)
