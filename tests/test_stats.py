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
    statistics = Statistics(results(), game="figaro")
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
    assert Statistics(game="figaro").overall().average_road == 0.0


def test_statistics_survive_a_restart(tmp_path):
    for result in results():
        assert record_game(result, str(tmp_path), game="figaro") is None
    loaded, message = load_statistics(str(tmp_path), game="figaro")
    assert message is None and loaded.results == results()


def test_unreadable_statistics_start_again_and_are_kept_aside(tmp_path):
    for junk in (b"", b"{", b'{"format": "figaro-stats/1", "games": [{"players": 9}]}', b"\xff\x00"):
        with open(stats_path(str(tmp_path), game="figaro"), "wb") as stream:
            stream.write(junk)
        statistics, message = load_statistics(str(tmp_path), game="figaro")
        assert statistics.results == [] and message is not None
        assert not os.path.exists(stats_path(str(tmp_path), game="figaro"))
    assert len([n for n in os.listdir(tmp_path) if n.startswith("statistics.broken-")]) == 4


def test_a_folder_in_place_of_the_statistics_is_set_aside(tmp_path):
    os.makedirs(stats_path(str(tmp_path), game="figaro"))
    statistics, message = load_statistics(str(tmp_path), game="figaro")
    assert statistics.results == [] and message is not None


# Shared victories and several people at one table.

def test_every_tied_winner_is_credited_with_a_win():
    """Nottingham's shared victory (N25): the one ``winner`` is another seat, yet
    the person at seat 0 won too."""
    shared = GameResult(4, ("easy", "easy", "easy"), (0,), 2, (30, 12, 30, 8), winners=(0, 2))
    assert Statistics([shared], game="figaro").overall().wins == 1
    assert Statistics([GameResult(4, ("easy",) * 3, (0,), 2, (30, 12, 30, 8))], game="figaro").overall().wins == 0


def test_two_people_at_one_table_keep_their_results_apart():
    """Marco's road of 4 and Anna's of 34 are never one average of 19, nor one win for both."""
    together = GameResult(4, ("easy", "easy"), (0, 1), 0, (4, 34, 20, 12), names=("Marco", "Anna"))
    alone = GameResult(3, ("hard", "hard"), (2,), 1, (9, 3, 30), names=("Anna",))
    statistics = Statistics([together, alone], game="figaro")
    assert statistics.persons() == ["Marco", "Anna"]
    marco, anna = statistics.person("Marco").overall(), statistics.person("Anna").overall()
    assert (marco.games, marco.wins, marco.average_road) == (1, 1, 4)
    assert (anna.games, anna.wins, anna.average_road) == (2, 0, 32)
    from app.stats_table import table_rows
    rows = table_rows(statistics)
    totals = {heading: cells for heading, label, cells in rows if label == "All games"}
    assert totals == {"Marco": ("1", "1", "100%", "4.0"), "Anna": ("2", "0", "0%", "32.0")}
    assert all(heading.startswith(("Marco", "Anna")) for heading, _label, _cells in rows)


def test_one_person_keeps_the_plain_table():
    from app.stats_table import table_rows
    rows = table_rows(Statistics(results(), game="figaro"))
    assert rows[0] == (None, "All games", ("3", "2", "67%", "11.0"))


def test_winners_and_names_survive_a_restart_and_older_entries_still_read(tmp_path):
    newer = GameResult(4, ("easy", "easy"), (0, 1), 2, (30, 12, 30, 8), winners=(0, 2), names=("Marco", "Anna"))
    for result in results() + [newer]:
        record_game(result, str(tmp_path), game="nottingham")
    loaded, message = load_statistics(str(tmp_path), game="nottingham")
    assert message is None and loaded.results == results() + [newer]
    assert loaded.persons() == ["You", "Marco", "Anna"]


def test_a_game_with_a_shared_victory_records_every_winner(tmp_path):
    from app.saves import YOU, PERSON, computer
    from app.session import GameSession, winners
    from scenes.nottingham.story import describe
    from tests.test_session import play
    import random
    seats = [YOU, PERSON, computer("random", 1)]
    for seed in range(40, 80):              # 43 is the first seed that ends in a shared victory
        folder = tmp_path / str(seed)
        session = GameSession.new(seats, ["Marco", "Anna", "Carla"], seed=seed, folder=str(folder),
                                  game="nottingham", describe=describe)
        play(session, random.Random(seed), lambda s: False)
        [result] = load_statistics(str(folder), game="nottingham")[0].results
        assert result.names == ("Marco", "Anna") and result.winners == tuple(winners(session.state))
        if len(result.winners) > 1:
            break
    else:
        raise AssertionError("no shared victory in these 40 games")


def test_the_average_is_written_with_the_languages_decimal_sign():
    from app.i18n import set_language
    from app.stats_table import table_rows
    set_language("nl")
    try:
        rows = table_rows(Statistics(results(), game="figaro"))
    finally:
        set_language("en")
    assert rows[0][2][3] == "11,0", rows[0]
