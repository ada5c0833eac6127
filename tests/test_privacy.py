"""Several people at one screen, one rule for every game (scenes/privacy.py):
before any frame that shows one person's private things, the screen was passed
to that person since anyone else last looked — another person, or everyone
watching the computers' turns. Each game is played here with two people and
computers (the people's moves by a simple driver, seeded), and the audience of
every frame the table draws is checked against the passes."""

import random

import pygame
import pytest

from scenes.pass_screen import PassScene
from scenes.privacy import Privacy
from scenes.score_sheet import ScoreSheet
from scenes.seats import Seat
from tests.scene_driver import click, frames, make_app

NAMES = ["Ann", "Cleo", "Robin", "Tuck", "Marian"]


def two_people_table(app, game, seed):
    """Ann and Robin (people) with computers between and after them."""
    kinds = ["person", "computer", "person", "computer"] + (["computer"] if game == "nottingham" else [])
    if game == "figaro":
        from scenes.figaro.table import TableScene
        seats = [Seat("you", NAMES[0]) if k == 0 else Seat("person", NAMES[k]) if kind == "person"
                 else Seat("computer", NAMES[k], "random") for k, kind in enumerate(kinds)]
        return TableScene(app, seats, seed=seed)
    if game == "nottingham":
        from scenes.nottingham import NottinghamTable
        return NottinghamTable(app, [None if kind == "person" else "easy" for kind in kinds],
                               names=NAMES[:len(kinds)], seed=seed)
    from scenes.kings import HUMAN, KingsTable
    return KingsTable(app, [HUMAN if kind == "person" else "random" for kind in kinds],
                      names=NAMES[:len(kinds)], seed=seed)


@pytest.fixture
def audience(monkeypatch):
    """Every frame a table draws, as ("frame", seat or None), and every pass, as
    ("pass", seat) once the person said they are at the screen."""
    seen = []
    frame, took = Privacy.frame, Privacy.took

    def recording_frame(self, seat):
        seen.append(("frame", seat))
        frame(self, seat)

    def recording_took(self, seat, then=None):
        seen.append(("pass", seat))
        took(self, seat, then)
    monkeypatch.setattr(Privacy, "frame", recording_frame)
    monkeypatch.setattr(Privacy, "took", recording_took)
    return seen


def play(app, table, rng, moves):
    """Plays ``moves`` people's moves (or to the end): the pass screens are
    answered, each game's round end let go, the people's moves chosen at random."""
    from scenes.figaro.round_end import RoundEndScene
    from scenes.kings import RoundSummary
    made = 0
    for _ in range(60000):
        top = app.top
        if made >= moves or isinstance(top, ScoreSheet) or table.state.finished:
            return made
        if isinstance(top, PassScene):
            click(app, top.button.rect.center)
        elif isinstance(top, RoundEndScene):
            click(app, (10, 10))
            frames(app, 1)
            click(app, top.button.rect.center)
        elif isinstance(top, RoundSummary):
            frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
        elif top is table and table.my_turn():
            table.apply(rng.choice(table.state.legal_moves()))
            made += 1
        else:
            frames(app, 1)
    raise AssertionError("the game stood still")


def check_every_frame(seen):
    """Every frame showing a seat's private things follows a pass to that seat, or
    another frame for that seat alone, with nothing in between; returns the
    number of private frames and passes."""
    last = None                 # who saw the screen last: a seat, or None for everyone
    private = 0
    for k, (kind, seat) in enumerate(seen):
        if kind == "frame" and seat is not None:
            private += 1
            assert last == seat, f"frame {k} shows seat {seat}'s things after one seen by {last}"
        last = seat
    return private, sum(1 for kind, _seat in seen if kind == "pass")


@pytest.mark.parametrize("game, seed", [("figaro", 8), ("nottingham", 5), ("nottingham", 9)])
def test_every_frame_showing_a_persons_things_follows_a_pass_to_them(game, seed, audience):
    app = make_app()
    table = two_people_table(app, game, seed)
    app.push(table)
    made = play(app, table, random.Random(seed), moves=60)
    assert made >= 40
    private, passes = check_every_frame(audience)
    public = sum(1 for kind, seat in audience if kind == "frame" and seat is None)
    assert private > 40 and passes > 10 and public > 40, (private, passes, public)
    # a person came back after only computers had moved: passed again all the same
    returns = [k for k, (kind, seat) in enumerate(audience) if kind == "pass"
               and seat == next((s for kind2, s in reversed(audience[:k]) if kind2 == "frame" and s is not None),
                                None)]
    assert returns, "no person came back to the screen after computers' turns in this game"


def test_kings_and_creatures_hides_nothing_a_person_holds_so_every_frame_is_for_everyone(audience):
    """K21: every card a player holds is face up; what is hidden (the face-down
    stacks) is hidden from everyone. The rule holds trivially: no frame is any
    one person's, so no pass screen is ever needed."""
    app = make_app()
    table = two_people_table(app, "kings", 4)
    app.push(table)
    made = play(app, table, random.Random(4), moves=200)
    assert made >= 20 and table.state.finished
    assert audience and all(kind == "frame" and seat is None for kind, seat in audience)
    assert check_every_frame(audience) == (0, 0)


@pytest.mark.parametrize("game", ["figaro", "nottingham"])
def test_a_pass_screen_leads_back_to_the_menu_showing_nothing(game, audience):
    app = make_app()
    table = two_people_table(app, game, 3)
    app.push(table)
    for _ in range(2000):
        if isinstance(app.top, PassScene):
            break
        frames(app, 1)
    passing = app.top
    assert isinstance(passing, PassScene) and passing.on_leave is not None
    frames(app, 1)
    drawn = len(audience)
    click(app, passing.menu.rect.center)                  # the way back to the menu
    assert app.top is not passing and passing in app.scenes
    frames(app, 3)
    assert table not in app.drawn_scenes() and len(audience) == drawn      # nothing of the table drawn
    assert not any(kind == "frame" and seat is not None for kind, seat in audience)


def test_after_the_menu_the_person_takes_the_screen_again():
    app = make_app()
    table = two_people_table(app, "figaro", 3)
    app.push(table)
    for _ in range(2000):
        if isinstance(app.top, PassScene):
            break
        frames(app, 1)
    click(app, app.top.button.rect.center)
    frames(app, 1)
    if table.my_turn():
        assert table.hand_visible()
        table.open_menu()                                     # someone else may look at the screen now
        assert not table.hand_visible()
