"""The table of Kings & Creatures, driven headless with real pygame events."""

import pygame

from scenes.kings import KingsTable
from scenes.score_sheet import ScoreSheet
from tests.scene_driver import click, frames, make_app, motion


def test_computers_play_a_whole_game_and_the_scoring_shows_every_part():
    app = make_app()
    table = KingsTable(app, ["easy", "random", "medium"], seed=3)
    app.push(table)
    for _ in range(3000):
        frames(app, 1)
        if isinstance(app.top, ScoreSheet):            # once the last cards have landed
            break
    assert table.state.finished and isinstance(app.top, ScoreSheet)
    frames(app, 2)                                   # the scoring draws over the table
    names = table.state.names
    app.top.new_game()
    again = app.top
    assert isinstance(again, KingsTable) and again is not table and again.state.names == names
    assert again.seed == table.seed + 1 and len(app.scenes) == 1
    app.push(ScoreSheet(app, table))
    app.top.menu()
    assert table not in app.scenes and type(app.top).__name__ == "StartScene" and app.top.game == "kings"


def test_a_person_takes_a_card_by_clicking_it():
    app = make_app()
    table = KingsTable(app, ["human", "random"], seed=1, first_player=0)
    app.push(table)
    frames(app, 1)
    assert table.my_turn()
    card, rect = table.view().row[2], table.row_rects()[2]
    click(app, rect.center)
    assert table.state.cards[0][-1] == card
    frames(app, 1, [motion((5, 5))])


def test_a_click_out_of_turn_or_off_the_row_changes_nothing():
    app = make_app()
    table = KingsTable(app, ["human", "medium"], seed=2, first_player=1)
    app.push(table)
    before = [list(c) for c in table.state.cards]
    click(app, (10, 300))
    assert table.state.cards == before or table.state.cards[0] == before[0]
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_9, mod=0, unicode="9")])


def test_the_chooser_opens_this_table():
    from scenes.games import game_scenes, playable_games
    from scenes.seats import default_seats
    assert "kings" in playable_games()
    app = make_app()
    table = game_scenes("kings").new_table(app, default_seats(4), 3)
    app.push(table)
    frames(app, 2)
    assert isinstance(table, KingsTable) and table.seats[0] == "human" and table.state.players == 4
