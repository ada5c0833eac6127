"""The benchmarks still run (on tiny budgets: their figures mean nothing here)."""

import importlib
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
    assert cache.exists()
    assert bench.main(args) == 0                      # the oracle's values come from the cache
    assert capsys.readouterr().out == first


def test_bench_regret_refuses_an_unknown_setting(load):
    with pytest.raises(SystemExit, match="no_such_thing"):
        load("bench_regret").make("hard:no_such_thing=1", 0)
