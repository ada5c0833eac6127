"""Settings rows and the statistics table."""

from app.i18n import set_language
from app.settings import Settings
from app.settings_menu import ROWS, step, value_text
from app.stats import GameResult, Statistics
from app.stats_table import column_titles, table_rows


def test_every_setting_has_a_row_and_each_row_cycles_through_its_choices():
    settings = Settings()
    assert {row.name for row in ROWS} == set(vars(settings))
    for row in ROWS:
        seen = []
        for _ in range(len(row.choices)):
            seen.append(getattr(settings, row.name))
            assert value_text(row, getattr(settings, row.name))
            step(settings, row, +1)
        assert sorted(map(str, seen)) == sorted(map(str, row.choices))
        step(settings, row, -1)
        step(settings, row, +1)


def test_the_statistics_table_in_italian():
    statistics = Statistics([GameResult(4, ("hard",) * 3, (0,), 0, (3, 9, 8, 7)),
                             GameResult(3, ("easy", "hard"), (0,), 1, (9, 3, 8))])
    set_language("it")
    try:
        rows = table_rows(statistics)
        titles = column_titles()
    finally:
        set_language("en")
    assert rows[0][2] == ("2", "1", "50%", "6.0")
    assert ("3 giocatori" in [r[1] for r in rows]) and "difficile" in [r[1] for r in rows]
    assert titles[0] == "Partite"
