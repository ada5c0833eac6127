"""The table of Nottingham, driven headless with real pygame events: every decision
a person makes is a click on a rect the scene exposes."""

import random

import pygame
import pytest

from game.nottingham import dump_position
from game.nottingham.data import OBJECTS
from scenes.nottingham import LeaveDialog, NottinghamTable
from scenes.score_sheet import ScoreSheet
from scenes.pass_screen import PassScene
from tests.nottingham.positions import state as position
from tests.scene_driver import click, frames, make_app

KEEP_GOING = 6000      # frames: a whole game takes about 600 with the demo's pause


def clicks_for(table, move):
    """Click what a person clicks to make ``move``; True once it is made."""
    app = table.app
    before = table.moves
    index = {name: i for i, name in enumerate(OBJECTS)}
    if move.kind == "take":
        click(app, table.take_rects()[index[move.arg]].center)
    elif move.kind == "ambush":
        click(app, table.peek_rects()[move.arg].center)
    elif move.kind == "discard":
        click(app, table.hand_rects()[index[move.arg]].center)
    else:
        chosen = []
        if move.kind == "offer":
            chosen = list(move.arg)
        elif move.kind == "cash":
            chosen = [move.arg[0]]
        elif move.kind == "task":
            chosen = list(move.arg[1])
        for name in chosen:
            click(app, table.hand_rects()[index[name]].center)
        table.refresh_buttons()
        button = next(b for b in table.buttons if b.move == move)
        assert button.enabled, move
        click(app, button.rect.center)
    return table.moves > before


def run(app, table, rng, on_frame=None, limit=KEEP_GOING):
    """Frames until the game ends; a person's decisions are random legal moves, clicked."""
    for _ in range(limit):
        if on_frame:
            on_frame()
        top = app.top
        if isinstance(top, PassScene):
            click(app, top.button.rect.center)
        elif top is table and table.my_turn():
            move = rng.choice(table.state.legal_moves())
            assert clicks_for(table, move), move
        else:
            frames(app, 1)
        if isinstance(app.top, ScoreSheet):
            return True
    return False


def test_a_whole_game_against_computers_is_played_by_clicks_alone():
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "medium", "easy"], names=["Ann", "Robin", "Marian", "Tuck"],
                            seed=4)
    app.push(table)
    assert run(app, table, random.Random(4))
    assert table.state.finished
    frames(app, 2)                                    # the end draws over the table
    end = app.top
    click(app, end.buttons[1].rect.center)            # see the table: the sheet steps aside
    assert app.top is end and end.hidden
    frames(app, 2)
    click(app, (640, 360))                            # a click brings it back
    assert not end.hidden
    click(app, end.buttons[2].rect.center)            # the menu: the game is over
    assert table not in app.scenes


def test_play_again_starts_a_new_game_with_the_same_seats():
    app = make_app()
    table = NottinghamTable(app, ["easy", "easy", "easy"], seed=1)
    app.push(table)
    assert run(app, table, random.Random(1))
    click(app, app.top.buttons[0].rect.center)
    again = app.top
    assert isinstance(again, NottinghamTable) and again is not table and again.seats == table.seats
    assert len(app.scenes) == 1


@pytest.mark.parametrize("seats", [[None, None, "easy"], [None, None, None, "medium"]])
def test_no_frame_between_two_peoples_decisions_shows_a_hand(seats):
    app = make_app()
    table = NottinghamTable(app, seats, seed=2, first_player=0)
    app.push(table)
    drawn = []
    draw = table.draw

    def recording_draw(surface):
        draw(surface)
        drawn.append((table.drawn_private, table.state.turn, table.state.phase))
        hand = pygame.image.tobytes(surface.subsurface(hand_area(table)), "RGB")
        if table.drawn_private is None:
            hidden.add(hand)
    table.draw = recording_draw
    hidden = set()
    deciders = []                 # (person, pass screens seen since the previous decision)
    passes = [0]

    def on_frame():
        if isinstance(app.top, PassScene):
            passes[0] += 1
        if app.top is table and table.my_turn():
            deciders.append((table.state.turn, passes[0]))
            passes[0] = 0
    assert run(app, table, random.Random(2), on_frame)
    people = [s for s, level in enumerate(seats) if level is None]
    assert {p for p, _ in deciders} == set(people)
    for (before, _), (person, seen) in zip(deciders, deciders[1:]):
        if person != before:
            assert seen, f"{before} then {person} without a pass screen"
    for private, turn, phase in drawn:
        assert private is None or private == turn, (private, turn, phase)
    # a hand that is hidden is drawn as the bare objects: always the same pixels
    assert len(hidden) == 1
    assert sum(1 for private, _, _ in drawn if private is None) > 100


def hand_area(table):
    rects = table.hand_rects()
    return rects[0].union(rects[-1]).inflate(8, 8)


def test_out_of_turn_offers_and_ambushes_pass_the_screen_too():
    # Ann buys with a copper: Ben, then Cleo offer face down; Ben's offer never shows to Cleo
    state = position(players=3, phase="choose", card="copper", active=0,
                     hands=[["gold"], ["pearls", "chest"], ["jewels"]])
    app = make_app()
    table = NottinghamTable(app, [None, None, None], state=state)
    app.push(table)
    frames(app, 1)
    assert isinstance(app.top, PassScene) and app.top.name == table.state.names[0]   # N29: at the start too
    click(app, app.top.button.rect.center)
    act = next(b for b in table.buttons if b.move is not None and b.move.kind == "act")
    click(app, act.rect.center)
    frames(app, 1)
    assert isinstance(app.top, PassScene) and app.top.name == table.state.names[1]
    click(app, app.top.button.rect.center)
    assert table.my_turn() and table.state.turn == 1
    assert clicks_for(table, table.state.legal_moves()[0])
    frames(app, 1)
    assert isinstance(app.top, PassScene)
    click(app, app.top.button.rect.center)
    assert table.state.turn == 2 and table.drawn_private == 2
    view = table.view()
    assert view.offers[1] == "hidden"


def test_illegal_clicks_change_nothing():
    # Cleo (a person) offers for Ann's copper: copper may not be offered, nor nothing
    state = position(players=3, phase="offer", card="copper", active=0, queue=[2],
                     hands=[["gold"], ["pearls"], ["copper", "jewels"]], offers=[None, ["pearls"], None])
    app = make_app(speed="slow")
    table = NottinghamTable(app, ["easy", "easy", None], state=state)
    app.push(table)
    frames(app, 1)
    before = dump_position(table.state)
    rects = table.hand_rects()
    click(app, rects[OBJECTS.index("copper")].center)          # copper cannot be offered
    assert table.message and dump_position(table.state) == before
    offer = next(b for b in table.buttons if b.move is not None)
    click(app, offer.rect.center)                              # nothing chosen yet: disabled
    assert dump_position(table.state) == before
    click(app, rects[OBJECTS.index("silver")].center)          # not in the hand
    click(app, table.task_rects()["five"].center)              # tasks are not asked now
    click(app, (150, 200))                                     # the track
    assert dump_position(table.state) == before
    click(app, rects[OBJECTS.index("jewels")].center)
    click(app, next(b for b in table.buttons if b.move is not None).rect.center)
    assert table.state.offers[2] == (OBJECTS.index("jewels"),)


def test_clicks_while_a_computer_decides_change_nothing():
    app = make_app(speed="slow")                  # the computer waits over a second
    table = NottinghamTable(app, ["medium", None, "easy"], seed=3, first_player=0)
    app.push(table)
    frames(app, 1)
    before = dump_position(table.state)
    for rect in table.hand_rects():
        click(app, rect.center)
    for rect in table.task_rects().values():
        click(app, rect.center)
    assert dump_position(table.state) == before and table.moves == 0
    assert "Computer 1" in table.status()


def test_back_asks_before_leaving_a_game_in_progress():
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "easy"], seed=5)
    app.push(table)
    frames(app, 1)
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.top, LeaveDialog)
    click(app, app.top.buttons[1].rect.center)                 # keep playing
    assert app.top is table
    click(app, table.back_button.rect.center)
    assert isinstance(app.top, LeaveDialog)
    frames(app, 1)
    click(app, app.top.buttons[0].rect.center)                 # leave
    assert not app.scenes


def test_the_status_line_says_whose_decision_and_what_is_asked():
    state = position(players=3, phase="choose", card="pearls", active=1, hands=[["gold"], [], ["jewels"]])
    app = make_app(speed="slow")
    table = NottinghamTable(app, [None, "easy", "easy"], names=["Ann", "Ben", "Cleo"], state=state)
    app.push(table)
    frames(app, 1)
    assert table.status().startswith("Ben (computer) decides: keep pearls")
    state = position(players=3, phase="defend", card="silver", active=1, target=0,
                     hands=[["necklace"], [], ["jewels"]])
    table = NottinghamTable(app, [None, "easy", "easy"], names=["Ann", "Ben", "Cleo"], state=state)
    app.push(table)
    frames(app, 1)
    assert table.status().startswith("Ann, your decision: defend against Ben's smuggle")
    assert {b.move.arg for b in table.buttons} == {True, False}


def test_the_chooser_opens_this_table():
    from scenes.games import game_scenes, playable_games
    from scenes.seats import default_seats
    assert "nottingham" in playable_games()
    app = make_app()
    table = game_scenes("nottingham").new_table(app, default_seats(4), 3)
    app.push(table)
    frames(app, 2)
    assert isinstance(table, NottinghamTable) and table.seats[0] is None and table.state.players == 4


def test_a_person_discards_by_clicking_a_card_when_the_deck_and_discards_are_empty():
    # N22: nothing to draw; Ann holds 6 cards above the Sheriff's 4 and discards one at a time
    from game.nottingham import load_position
    from tests.nottingham.positions import discard_with_nothing_to_draw
    data = discard_with_nothing_to_draw()
    state = load_position(data)
    app = make_app(speed="slow")
    table = NottinghamTable(app, [None, "easy", "easy"], state=state)
    app.push(table)
    frames(app, 1)
    assert "discard" in table.status()
    click(app, table.hand_rects()[OBJECTS.index("silver")].center)   # not in the hand: nothing
    assert table.moves == 0 and table.message
    click(app, table.hand_rects()[OBJECTS.index("copper")].center)
    assert table.moves == 1 and table.state.hands[0][OBJECTS.index("copper")] == 0


def test_a_steal_shows_the_hand_to_the_thief_alone_and_a_click_takes_the_card():
    state = position(players=3, phase="take", card="pearls", active=0, target=1,
                     hands=[["gold"], ["jewels", "chest"], ["silver"]])
    app = make_app(speed="slow")
    table = NottinghamTable(app, [None, "easy", "easy"], state=state)
    app.push(table)
    frames(app, 1)
    rects = table.take_rects()
    assert set(rects) == {OBJECTS.index("jewels"), OBJECTS.index("chest")}
    click(app, rects[OBJECTS.index("chest")].center)
    assert table.state.hands[0][OBJECTS.index("chest")] == 1
    assert "takes a card from" in table.log[-1]
    assert not any("chest" in line for line in table.log)        # the log tells only what all may know
    # a computer steals from the person: the person does not see the thief's view
    state = position(players=3, phase="take", card="pearls", active=1, target=0,
                     hands=[["gold", "chest"], ["jewels"], ["silver"]])
    table = NottinghamTable(app, [None, "easy", "easy"], state=state)
    app.push(table)
    frames(app, 1)
    assert table.take_rects() == {}


def test_an_ambush_card_of_ones_own_colour_cannot_be_kept():
    state = position(players=3, phase="ambush", card="gold", active=0,
                     ambush_deck=["red", "copper-silver", "purple", "yellow", "silver-pearls", "pearls-jewels",
                                  "jewels-necklace", "necklace-chest", "chest-copper"])
    app = make_app(speed="slow")
    table = NottinghamTable(app, [None, "easy", "easy"], state=state)
    app.push(table)
    frames(app, 1)
    rects = table.peek_rects()
    before = dump_position(table.state)
    click(app, rects["red"].center)                   # seat 0 is red
    assert dump_position(table.state) == before and "colour" in table.message
    click(app, rects["copper-silver"].center)
    assert table.state.ambushes[0] == ["copper-silver"]


def test_a_defence_out_of_turn_is_behind_a_pass_screen_both_ways():
    # Ann steals from Ben, who holds a necklace: Ben decides at once (N15), then Ann takes
    state = position(players=3, phase="choose", card="pearls", active=0,
                     hands=[["gold"], ["necklace", "chest"], ["jewels"]])
    app = make_app(speed="slow")
    table = NottinghamTable(app, [None, None, "easy"], names=["Ann", "Ben", "Cleo"], state=state)
    app.push(table)
    frames(app, 1)
    click(app, app.top.button.rect.center)                    # Ann takes the screen
    steal = next(b for b in table.buttons if b.move is not None and b.move.arg == 1)
    click(app, steal.rect.center)
    frames(app, 1)
    assert isinstance(app.top, PassScene) and app.top.name == "Ben"
    click(app, app.top.button.rect.center)
    assert table.status().startswith("Ben, your decision: defend against Ann's steal")
    assert table.drawn_private == 1
    no = next(b for b in table.buttons if b.move is not None and b.move.arg is False)
    click(app, no.rect.center)
    frames(app, 1)
    assert isinstance(app.top, PassScene) and app.top.name == "Ann"
    click(app, app.top.button.rect.center)
    assert table.drawn_private == 0 and set(table.take_rects()) == {OBJECTS.index("necklace"),
                                                                   OBJECTS.index("chest")}
