"""The table as a player meets it, driven headless by real pygame events:
private hands at a shared screen (R23), every action by mouse, the words a
player reads, and a layout where nothing overlaps."""

import random

import pygame
import pytest

import scenes.table as table_module
from app.i18n import set_language
from game.figaro import TAKE
from scenes.game_end import GameEndScene
from scenes.menu import StartScene
from scenes.pass_screen import PassScene
from scenes.round_end import RoundEndScene
from scenes.seats import COMPUTER, PERSON, YOU, Seat
from scenes.table import TableScene
from tests.scene_driver import card_point, click, drag, frames, make_app, motion

NAMES = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay"]


def seats(*kinds):
    return [Seat(kind, NAMES[i], "random") for i, kind in enumerate(kinds)]


def escape():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")


@pytest.fixture
def english():
    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def faces(monkeypatch):
    """Every card face the table draws in a frame, by size."""
    drawn = []
    real = table_module.card_face

    def spy(card, size, **options):
        drawn.append((card, tuple(size)))
        return real(card, size, **options)
    monkeypatch.setattr(table_module, "card_face", spy)
    return drawn


def hand_faces(drawn, table):
    return [card for card, size in drawn if size == table.hand_card]


def play_one(app, table, rng):
    move = rng.choice(table.view().legal_moves())
    if move == TAKE:
        click(app, table.take_button.rect.center)
    else:
        index = table.shown.hand.index(move.card)
        drag(app, card_point(table, index), table.rects[move.to].center)
    return move


def watch_frames(table, faces, check):
    """Call ``check(hand faces drawn)`` after every frame the table draws."""
    draw = table.draw

    def watched(surface):
        faces.clear()
        draw(surface)
        check(hand_faces(faces, table))
    table.draw = watched


def test_r23_no_frame_between_two_peoples_turns_shows_a_hand(faces):
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, PERSON, COMPUTER), seed=5)
    app.push(table)
    rng = random.Random(4)
    at_screen = None            # the person who last said "I am …" on the pass screen
    frames_with_a_hand = []

    def check(shown):
        if shown:
            # A hand is on screen only while its owner, who took the screen, is to act.
            assert table.state.turn == table.viewer and table.state.names[table.viewer] == at_screen
            frames_with_a_hand.append(at_screen)
    watch_frames(table, faces, check)
    last_mover = None
    passed_since_move = False
    hand_overs = 0
    for _ in range(20000):
        if hand_overs >= 12 or isinstance(app.top, GameEndScene):
            break
        top = app.top
        faces.clear()
        if isinstance(top, PassScene):
            passed_since_move = True
            at_screen = top.name
            click(app, top.button.rect.center)
        elif isinstance(top, RoundEndScene):
            click(app, (10, 10))
            frames(app, 1)
            click(app, top.button.rect.center)
        elif top is table and table.my_turn():
            person = table.state.names[table.viewer]
            assert at_screen == person, "a person plays without having taken the screen"
            if last_mover is not None and last_mover != person:
                assert passed_since_move, "the screen went from one person to another without the pass screen"
                hand_overs += 1
            faces.clear()
            play_one(app, table, rng)
            last_mover, passed_since_move = person, False
        else:
            frames(app, 1)
    assert hand_overs >= 12
    assert set(frames_with_a_hand) == {"Ann", "Cleo"}


def test_r23_between_a_persons_move_and_the_next_persons_pass_screen_the_hand_is_face_down(faces):
    app = make_app()
    table = TableScene(app, seats(YOU, PERSON, COMPUTER), seed=2)
    app.push(table)
    rng = random.Random(1)
    for _ in range(2000):
        if isinstance(app.top, PassScene):
            click(app, app.top.button.rect.center)
        elif table.my_turn():
            break
        frames(app, 1)
    seen = []
    watch_frames(table, faces, seen.append)
    person = table.viewer
    play_one(app, table, rng)
    # The person has played: no frame from the drop to the next pass screen shows a hand face.
    seen.clear()
    for _ in range(600):
        frames(app, 1)
        if isinstance(app.top, PassScene) or (table.my_turn() and table.viewer == person):
            break
    assert seen and not any(seen)


def test_r23_resume_from_the_menu_passes_the_screen_first(faces):
    app = make_app()
    table = TableScene(app, seats(YOU, PERSON, COMPUTER), seed=2)
    app.push(table)
    frames(app, 1)
    assert isinstance(app.top, PassScene) or not table.seats[table.state.turn].human, \
        "a new table with two people starts with the pass screen"
    for _ in range(2000):
        if isinstance(app.top, PassScene):
            click(app, app.top.button.rect.center)
        elif table.my_turn():
            break
        frames(app, 1)
    assert table.hand_visible()
    seen = []
    watch_frames(table, faces, seen.append)
    frames(app, 1, [escape()])                       # the in-game menu
    assert isinstance(app.top, StartScene)
    click(app, app.top.buttons[0].rect.center)       # Resume game
    assert isinstance(app.top, PassScene)
    before_pass = len(seen)
    click(app, app.top.button.rect.center)
    frames(app, 1)
    assert not any(seen[:before_pass])
    assert seen[before_pass:] and all(seen[before_pass:])


def test_r23_continue_with_two_people_passes_the_screen_first(faces):
    from app.session import GameSession
    from scenes.table import saved_seats
    from app import saves
    from game.figaro.record import Record
    from game.figaro import GameState
    table_seats = seats(YOU, PERSON, COMPUTER)
    start = GameState.new(3, seed=6, names=[s.name for s in table_seats], first_player=1)
    session = GameSession(saves.SavedGame(Record(start), saved_seats(table_seats, 6)), autosave=False)
    app = make_app()
    table = TableScene(app, table_seats, seed=6, session=session)
    app.push(table)
    seen = []
    watch_frames(table, faces, seen.append)
    frames(app, 1)
    assert isinstance(app.top, PassScene) and app.top.name == "Ben"
    assert not any(seen)
