"""Every place on the final score sheet says why it is there: a tie below first
place is explained under the ranking, whoever's lines are shown, in every
language, at the window sizes that must work."""

import dataclasses

import pytest

from app.i18n import set_language
from scenes import score_sheet
from scenes.score_sheet import ScoreSheet
from tests.nottingham.test_window_shapes import WINDOWS, app_in_window, positions, table_at


@pytest.fixture
def language():
    yield set_language
    set_language("en")


def tied_below_first(sheet):
    """``sheet`` with its last two players tied on the total, the tie settled by a
    rule (each of them with its ``why``)."""
    players = list(sheet.players)
    fourth, fifth = players[-2], players[-1]
    players[-2] = dataclasses.replace(fourth, total=fifth.total, place=len(players) - 1,
                                      why="Tied on points with 1 other player: the larger victory pile ranks first; "
                                          "this one holds 9 cards.")
    players[-1] = dataclasses.replace(fifth, place=len(players),
                                      why="Tied on points with 1 other player: the larger victory pile ranks first; "
                                          "this one holds 4 cards.")
    return dataclasses.replace(sheet, players=tuple(players), tie="")


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_a_tie_below_first_place_is_explained_under_the_ranking(window, words, language, monkeypatch):
    language(words)
    app = app_in_window(window)
    state = positions(7, count=1)[-1]
    table = table_at(app, state)
    sheet = ScoreSheet(app, table)
    sheet.sheet = tied_below_first(sheet.sheet)
    sheet.selected = sheet.sheet.players[0].seat           # the lines of another player are shown
    drawn = []
    real = score_sheet.fitted

    def recording(message, *args, **kwargs):
        image = real(message, *args, **kwargs)
        drawn.append(message)
        return image

    monkeypatch.setattr(score_sheet, "fitted", recording)
    sheet.draw(app.screen)
    shown = " ".join(drawn)
    for player in sheet.sheet.players[-2:]:
        assert player.name in shown and "9 cards" in shown and "4 cards" in shown, (words, window, drawn)
    assert not any(line.endswith("\u2026") for line in drawn), (words, window, drawn)
