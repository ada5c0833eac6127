"""Settings rows and the statistics table."""

from app.i18n import set_language
from app.settings import Settings
from app.settings_menu import ROWS, step, value_text
from app.stats import GameResult, Statistics
from app.stats_table import column_titles, table_rows


def test_every_setting_has_a_row_and_each_row_steps_through_its_choices():
    settings = Settings()
    from app.settings import REMEMBERED
    assert {row.name for row in ROWS} == set(vars(settings)) - set(REMEMBERED)
    for row in ROWS:
        for _ in range(len(row.choices)):
            step(settings, row, -1)
        seen = []
        for _ in range(len(row.choices)):
            seen.append(getattr(settings, row.name))
            assert value_text(row, getattr(settings, row.name))
            step(settings, row, +1)
        assert sorted(map(str, seen)) == sorted(map(str, row.choices))


def test_left_lowers_and_right_raises_stopping_at_the_ends_except_the_language():
    settings = Settings(volume=0.5, card_size="large")
    rows = {row.name: row for row in ROWS}
    step(settings, rows["volume"], -1)
    assert settings.volume == 0.4
    step(settings, rows["volume"], +1)
    step(settings, rows["volume"], +1)
    assert settings.volume == 0.6
    step(settings, rows["card_size"], +1)
    assert settings.card_size == "large"          # no wrapping round to "small"
    settings.language = "nl"
    step(settings, rows["language"], +1)
    assert settings.language == "en"


def test_no_double_negative_the_sound_row_says_on_when_the_sound_plays():
    settings = Settings(muted=False)
    row = next(row for row in ROWS if row.name == "muted")
    assert (row.label, value_text(row, settings.muted)) == ("Sound", "on")
    step(settings, row, -1)
    assert settings.muted and value_text(row, settings.muted) == "off"


def test_the_statistics_table_in_italian():
    statistics = Statistics([GameResult(4, ("hard",) * 3, (0,), 0, (3, 9, 8, 7)),
                             GameResult(3, ("easy", "hard"), (0,), 1, (9, 3, 8))], game="figaro")
    set_language("it")
    try:
        rows = table_rows(statistics)
        titles = column_titles("figaro")
    finally:
        set_language("en")
    assert rows[0][2] == ("2", "1", "50%", "6,0")          # Italian writes 6,0
    assert ("3 giocatori" in [r[1] for r in rows]) and "difficile" in [r[1] for r in rows]
    assert titles[0] == "Partite"


def test_the_statistics_table_names_each_games_score():
    assert column_titles("figaro") == ["Games", "Wins", "Win rate", "Average road"]
    assert column_titles("nottingham")[-1] == column_titles("kings")[-1] == "Average score"


def test_figaros_title_stands_clear_of_its_castle_its_king_and_the_first_button():
    from scenes.figaro.start_heading import heading_rects
    from scenes.menu import StartScene
    from tests.scene_driver import make_app
    app = make_app()
    start = StartScene(app, game="figaro")
    castle, title, pawn = heading_rects(start.size)
    assert not title.colliderect(castle) and not title.colliderect(pawn) and not castle.colliderect(pawn)
    assert title.bottom < start.buttons[0].rect.top
