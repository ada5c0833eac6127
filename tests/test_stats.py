"""Statistics: games, wins and average road length, by table size and level."""

import os

from app.stats import GameResult, Statistics, load_statistics, record_game, stats_path


def results():
    return [
        GameResult(4, ("easy", "easy", "easy"), (0,), 0, (10, 20, 30, 5)),
        GameResult(4, ("hard", "hard", "hard"), (0,), 2, (20, 20, 4, 5)),
        GameResult(3, ("hard", "easy"), (1,), 1, (9, 3, 30)),
    ]


def test_summaries_count_games_wins_and_average_road():
    statistics = Statistics(results())
    overall = statistics.overall()
    assert (overall.games, overall.wins) == (3, 2)
    assert overall.average_road == (10 + 20 + 3) / 3
    by_players = statistics.by_players()
    assert by_players[4].games == 2 and by_players[4].wins == 1 and by_players[4].average_road == 15
    assert by_players[3].wins == 1
    by_level = statistics.by_level()
    assert set(by_level) == {"easy", "hard", "mixed"}
    assert by_level["hard"].wins == 0 and by_level["easy"].wins == 1


def test_no_games_no_division_by_zero():
    assert Statistics().overall().average_road == 0.0


def test_statistics_survive_a_restart(tmp_path):
    for result in results():
        assert record_game(result, str(tmp_path)) is None
    loaded, message = load_statistics(str(tmp_path))
    assert message is None and loaded.results == results()


def test_unreadable_statistics_start_again_and_are_kept_aside(tmp_path):
    for junk in (b"", b"{", b'{"format": "figaro-stats/1", "games": [{"players": 9}]}', b"\xff\x00"):
        with open(stats_path(str(tmp_path)), "wb") as stream:
            stream.write(junk)
        statistics, message = load_statistics(str(tmp_path))
        assert statistics.results == [] and message is not None
        assert not os.path.exists(stats_path(str(tmp_path)))
    assert len([n for n in os.listdir(tmp_path) if n.startswith("statistics.broken-")]) == 4


def test_a_folder_in_place_of_the_statistics_is_set_aside(tmp_path):
    os.makedirs(stats_path(str(tmp_path)))
    statistics, message = load_statistics(str(tmp_path))
    assert statistics.results == [] and message is not None
