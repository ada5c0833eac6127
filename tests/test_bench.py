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
    for values in stored["oracle 40"]:
        for code in values:
            values[code] = 0.5
    cache.write_text(json.dumps(stored), encoding="utf-8")
    assert bench.main(args) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    assert len(lines) == 4 and all("regret    0.00" in line for line in lines)


def test_bench_regret_refuses_an_unknown_setting_or_a_bad_value(load):
    with pytest.raises(SystemExit, match="no_such_thing"):
        load("bench_regret").make("hard:no_such_thing=1", 0)
    with pytest.raises(SystemExit, match="iterations must be of type int, not 'many'"):
        load("bench_regret").make("hard:iterations=many", 0)
    with pytest.raises(SystemExit, match="omniscient is not a number setting"):
        load("bench_regret").make("omniscient:omniscient=0", 0)


def test_bench_information_scores_players_and_the_informed_move(load, tmp_path, capsys):
    bench = load("bench_information")
    cache = tmp_path / "information.json"
    args = ["--games", "1", "--deals", "2", "--per-deal", "20", "--oracle", "40", "--jobs", "1",
            "--players", "medium,random", "--cache", str(cache)]
    assert bench.main(args) == 0
    first = capsys.readouterr().out
    lines = first.splitlines()
    assert lines[0].startswith("3 round starts of 1 4-player medium games")
    rows = [line.split()[0] for line in lines[3:]]
    assert rows == ["medium", "random", "informed"]
    assert len(json.loads(cache.read_text(encoding="utf-8"))["deals 2 × 20, oracle 40"]) == 3
    assert bench.main(args) == 0                      # read back from the cache: the same figures
    assert capsys.readouterr().out == first


def test_bench_information_averages_deals_and_scores_halves_on_each_other(load):
    bench = load("bench_information")
    # a move one deal's search left untried counts there as that deal's worst
    assert bench.mean_values([{1: 0.5, 2: 0.3}, {1: 0.2}]) == pytest.approx({1: 0.35, 2: 0.25})
    # the halves (deals 0, 2 and 1, 3) disagree: each half's favourite loses 0.4 on the other
    deals = [{1: 0.9, 2: 0.5}, {1: 0.1, 2: 0.5}, {1: 0.9, 2: 0.5}, {1: 0.1, 2: 0.5}]
    assert bench.informed_honest_regret(deals) == pytest.approx(0.4)
    assert bench.honest_regret(deals, 2) == pytest.approx(0.2)
    assert bench.honest_regret(deals, 1) == pytest.approx(0.2)


def test_bench_information_needs_two_deals(load):
    with pytest.raises(SystemExit, match="at least 2"):
        load("bench_information").main(["--deals", "1"])


def test_bench_cache_computes_only_positions_it_has_not_kept(load, tmp_path):
    cached = load("bench_regret").cached
    path = str(tmp_path / "values.json")
    asked = []

    def compute(todo):
        asked.append(list(todo))
        return [item * 10 for item in todo]

    assert cached(path, "k", [1, 2], compute) == [10, 20]
    assert cached(path, "k", [1, 2, 3, 4], compute) == [10, 20, 30, 40]
    assert cached(path, "k", [1, 2, 3], compute) == [10, 20, 30]
    assert asked == [[1, 2], [3, 4]]


def test_bench_regret_measures_nottingham_players_by_kind_of_decision(load, tmp_path, capsys):
    bench = load("bench_regret")
    cache = tmp_path / "oracle.json"
    players = ["old", "medium", "hard:iterations=10", "expert:iterations=10"]
    args = ["--game", "nottingham", "--positions", "2", "--oracle", "30", "--jobs", "1",
            "--cache", str(cache), "--players", ",".join(players)]
    assert bench.main(args) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("2 positions of 4-player medium Nottingham games")
    assert [line.split()[0] for line in lines[1:5]] == players
    assert all("vs first" in line for line in lines[2:5])
    kinds = lines[lines.index("") + 3:]
    assert sum(int(line.split()[1]) for line in kinds) == 2
    # the oracle valued every legal move of each position, defences and ambushes too
    nottingham = bench.game_bench("nottingham")
    stored = json.loads(cache.read_text(encoding="utf-8"))["nottingham oracle 30 even"]
    for position, values in zip(nottingham.positions(2), stored, strict=True):
        state = nottingham.replayed(position)
        assert set(values) == {str(move) for move in state.legal_moves()}


def test_bench_cache_keeps_what_a_stopped_run_computed(load, tmp_path):
    cached = load("bench_regret").cached
    path = str(tmp_path / "values.json")

    def stops_after_two(todo):
        if todo[0] > 2:
            raise KeyboardInterrupt
        return [item * 10 for item in todo]

    with pytest.raises(KeyboardInterrupt):
        cached(path, "k", [1, 2, 3, 4], stops_after_two, every=2)
    assert cached(path, "k", [1, 2], lambda todo: pytest.fail("recomputed")) == [10, 20]
