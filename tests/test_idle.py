"""Quiet when waiting: the scene on top says whether it changes on its own; the
loop sleeps on events while none does. Animations, computers thinking and hover
feedback still get their frames."""

import pygame
import pytest

from scenes.app import Pacer
from scenes.chooser import GameChooserScene
from scenes.games import game_scenes
from scenes.menu import NewGameScene, StartScene
from scenes.seats import COMPUTER, YOU, Seat

from .scene_driver import click, frames, make_app, motion

SEATS = [Seat(YOU, "You", "medium"), Seat(COMPUTER, "Rosina", "easy"), Seat(COMPUTER, "Bartolo", "easy")]


def settle(app, limit=4000):
    """Frames until nothing on top moves; how many it took."""
    for count in range(limit):
        if not app.needs_frames():
            return count
        frames(app, 1)
    raise AssertionError(f"{type(app.top).__name__} still moving after {limit} frames")


@pytest.mark.parametrize("kind", ["chooser", "start", "new_game", "settings", "rules", "statistics"])
def test_the_shell_scenes_need_no_frames_while_the_player_looks(kind):
    app = make_app()
    app.push(GameChooserScene(app))
    if kind != "chooser":
        app.push(StartScene(app, game="nottingham"))
    if kind == "statistics":
        app.top.statistics()
    elif kind not in ("chooser", "start"):
        app.open(kind, **({"game": "nottingham"} if kind in ("new_game", "rules") else {}))
    frames(app, 2)
    assert not app.needs_frames()


@pytest.mark.parametrize("game, seed", [("figaro", 11), ("nottingham", 13), ("kings", 11)])
def test_a_table_moves_while_computers_play_and_rests_on_the_persons_turn(game, seed):
    """A seed where a computer plays first: the table asks for frames while it
    plays, then sleeps on the person's turn."""
    app = make_app()
    app.push(GameChooserScene(app))
    app.push(StartScene(app, game=game))
    seats = SEATS + [Seat(COMPUTER, "Basilio", "easy")] * (game == "figaro")
    app.push(game_scenes(game).new_table(app, seats, seed))
    table = app.top
    frames(app, 1)
    person = table.session.person_to_act() if hasattr(table, "session") else table.seats[table.state.turn].human
    assert not person and app.needs_frames()    # a computer to move first
    assert settle(app) > 0
    assert app.top is table and not table.state.finished
    assert table.session.person_to_act() if hasattr(table, "session") else table.seats[table.state.turn].human
    frames(app, 30)
    assert not app.needs_frames()               # nothing happens until the person acts


def test_a_figaro_card_played_glides_and_the_computers_answer():
    app = make_app()
    app.push(game_scenes("figaro").new_table(app, SEATS + [Seat(COMPUTER, "Basilio", "easy")], 11))
    table = app.top
    settle(app)
    moves_before = len(table.session.record.moves)
    table.apply(table.state.legal_moves()[0])
    assert table.queue and app.needs_frames()   # the card flies, then the computers think
    for _ in range(4000):
        if not (table.queue or table.decision is not None):
            break
        assert app.needs_frames()
        frames(app, 1)
    took = settle(app)
    assert took > 5 and len(table.session.record.moves) > moves_before


def test_hover_still_lights_a_tile_on_a_sleeping_chooser():
    app = make_app()
    app.push(GameChooserScene(app))
    frames(app, 2)
    assert not app.needs_frames()
    tile = app.top.tiles[1]
    assert not tile.hover
    frames(app, 1, [motion(tile.rect.center)])
    assert tile.hover


class FakeClock:
    def __init__(self):
        self.ticks = []

    def tick(self, fps=0):
        self.ticks.append(fps)
        return 16


class FakeTime:
    def __init__(self):
        self.t, self.sleeps = 0.0, []

    def now(self):
        return self.t

    def sleep(self, seconds):
        self.sleeps.append(seconds)
        self.t += seconds


def test_the_pacer_runs_at_sixty_while_busy_then_sleeps_until_an_event():
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    queued = [[key], [], [], [], [], [], [motion((1, 1))]]
    clock, fake = FakeClock(), FakeTime()
    pacer = Pacer(get=lambda: queued.pop(0) if queued else [], clock=clock, sleep=fake.sleep, now=fake.now)
    for busy in (True, False, False):
        dt, events = pacer.next()
        pacer.after(busy, events)
    assert fake.sleeps == [] and clock.ticks == [60, 60, 60]
    assert pacer.idle                           # two quiet frames: the next one waits
    dt, events = pacer.next()
    assert len(fake.sleeps) == 3 and all(s == pytest.approx(1 / 60) for s in fake.sleeps)
    assert [e.type for e in events] == [pygame.MOUSEMOTION] and clock.ticks[-1] == 0
    pacer.after(False, events)                  # the event wakes it for the frames after
    assert not pacer.idle


def test_a_sleeping_pacer_comes_back_empty_handed_after_its_wait():
    fake = FakeTime()
    pacer = Pacer(get=lambda: [], clock=FakeClock(), sleep=fake.sleep, now=fake.now, idle_wait=1.0)
    pacer.quiet = 2
    assert pacer.next()[1] == [] and 0.99 < fake.t < 1.05


def test_the_window_title_names_the_game_at_the_table():
    app = make_app()
    app.push(GameChooserScene(app))
    frames(app, 1)
    assert pygame.display.get_caption()[0] == "Card Parlour"
    app.push(StartScene(app, game="nottingham"))
    app.push(game_scenes("nottingham").new_table(app, SEATS, 3))
    frames(app, 1)
    assert pygame.display.get_caption()[0] == "Nottingham \u2014 Card Parlour"
    app.pop()
    app.pop()
    app.push(StartScene(app, game="kings"))
    frames(app, 1)
    assert pygame.display.get_caption()[0] == "Kings & Creatures \u2014 Card Parlour"


@pytest.mark.parametrize("game", ["kings", "nottingham"])
def test_the_end_of_a_game_lies_still(game):
    from scenes.score_sheet import ScoreSheet
    app = make_app()
    app.push(game_scenes(game).new_table(app, SEATS, 5))
    table = app.top
    scene = ScoreSheet(app, table)
    app.push(scene)
    assert not app.needs_frames()
