"""The table of Nottingham played by keys alone: arrows or Tab move the frame over
what may be chosen, Enter or Space does what a click does."""

import random

import pygame

from game.nottingham import Move
from game.nottingham.data import OBJECTS
from scenes.nottingham import LeaveDialog, NottinghamTable
from scenes.score_sheet import ScoreSheet
from scenes.pass_screen import PassScene
from tests.scene_driver import frames, make_app

KEEP_GOING = 6000
INDEX = {name: i for i, name in enumerate(OBJECTS)}


def press(app, key, mod=0):
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])


def frame_onto(table, rect):
    """Tab until the keyboard's frame is on ``rect``, then Enter."""
    app = table.app
    for _ in range(40):
        if table.key_frame() == rect:
            press(app, pygame.K_RETURN)
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"the frame never reaches {rect}")


def keys_for(table, move):
    """The keys a person presses to make ``move``; True once it is made."""
    before = table.moves
    if move.kind == "take":
        frame_onto(table, table.take_rects()[INDEX[move.arg]])
    elif move.kind == "ambush":
        frame_onto(table, table.peek_rects()[move.arg])
    elif move.kind == "discard":
        frame_onto(table, table.hand_rects()[INDEX[move.arg]])
    else:
        chosen = {"offer": lambda: list(move.arg), "cash": lambda: [move.arg[0]],
                  "task": lambda: list(move.arg[1])}.get(move.kind, list)()
        for name in chosen:
            frame_onto(table, table.hand_rects()[INDEX[name]])
        table.refresh_buttons()
        button = next(b for b in table.buttons if b.move == move)
        frame_onto(table, button.rect)
    return table.moves > before


def run(app, table, rng, limit=KEEP_GOING):
    kinds = set()
    for _ in range(limit):
        top = app.top
        if isinstance(top, PassScene):
            press(app, pygame.K_RETURN)
        elif top is table and table.my_turn():
            move = rng.choice(table.state.legal_moves())
            assert keys_for(table, move), move
            kinds.add(move.kind)
        else:
            frames(app, 1)
        if isinstance(app.top, ScoreSheet):
            return kinds
    raise AssertionError("the game did not end")


def test_a_whole_game_against_computers_is_played_by_keys_alone():
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "medium", "easy"], seed=3)
    app.push(table)
    kinds = run(app, table, random.Random(3))
    # every kind of decision but a discard (below) and a take (the next game) was made by keys
    assert {"keep", "act", "defend", "offer", "accept", "ambush", "cash", "task", "spring", "pass"} <= kinds
    end = app.top
    press(app, pygame.K_RETURN)              # the end: Enter alone deals nothing
    assert app.top is end
    press(app, pygame.K_t)                   # T: the table behind the sheet
    assert end.hidden


def test_two_people_and_computers_play_by_keys_through_the_pass_screens():
    app = make_app()
    table = NottinghamTable(app, [None, "easy", None, "easy", "easy"], seed=2)
    app.push(table)
    kinds = run(app, table, random.Random(2))
    assert {"take", "defend", "offer", "accept", "spring"} <= kinds


def test_a_discard_by_keys_when_the_deck_and_discards_are_empty():
    from game.nottingham import load_position
    from tests.nottingham.positions import discard_with_nothing_to_draw
    data = discard_with_nothing_to_draw()
    app = make_app(speed="slow")
    table = NottinghamTable(app, [None, "easy", "easy"], state=load_position(data))
    app.push(table)
    frames(app, 1)
    press(app, pygame.K_TAB)
    assert table.key_frame() == table.hand_rects()[INDEX["copper"]]
    press(app, pygame.K_TAB)
    assert table.key_frame() == table.hand_rects()[INDEX["gold"]]      # silver is not held: not framed
    assert keys_for(table, Move("discard", "copper"))
    assert table.state.hands[0][INDEX["copper"]] == 0


def test_the_frame_shows_on_the_first_key_and_hides_when_the_mouse_moves():
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "easy"], seed=1)
    app.push(table)
    while not table.my_turn():
        frames(app, 1)
    assert table.key_frame() is None
    press(app, pygame.K_TAB)
    first = table.key_frame()
    assert first is not None
    press(app, pygame.K_RIGHT)
    assert table.key_frame() != first
    press(app, pygame.K_LEFT)
    assert table.key_frame() == first
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    assert table.key_frame() is None


def test_esc_asks_and_the_keys_answer_keep_playing_first():
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "easy"], seed=1)
    app.push(table)
    frames(app, 1)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LeaveDialog)
    press(app, pygame.K_RETURN)                       # Keep playing
    assert app.top is table
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)                       # Leave the game
    assert not app.scenes


def test_ctrl_s_saves_the_record_of_the_game_so_far_and_it_replays():
    import json
    import os
    from app import storage
    from game.nottingham import GAME
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "easy"], seed=5)
    app.push(table)
    for _ in range(40):                       # a few moves in, whoever is to act
        frames(app, 1)
        if app.top is table and table.my_turn():
            keys_for(table, random.Random(5).choice(table.state.legal_moves()))
        elif app.top is not table:
            press(app, pygame.K_RETURN)
    assert table.session.record.moves
    before = json.dumps(table.session.record.to_json())     # computers may go on in the frame of the key
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    folder = os.path.join(storage.data_dir(), "records")
    [name] = os.listdir(folder)
    assert name.startswith("nottingham-") and name.endswith(".json")
    with open(os.path.join(folder, name), encoding="utf-8") as source:
        record = GAME.load_record(json.load(source))
    assert json.dumps(record.to_json()) == before


def test_the_frame_starts_on_a_choice_that_can_be_made():
    """A target without a necklace: the Defend button is shown but cannot be used,
    so the keyboard's frame starts on "Do not defend"."""
    from tests.nottingham.positions import state as position
    app = make_app()
    state = position(players=3, phase="defend", card="jewels", active=1, target=0,
                     hands=[["gold", "pearls"], ["silver"], ["jewels"]])
    table = NottinghamTable(app, [None, "easy", "easy"], state=state)
    app.push(table)
    frames(app, 1)
    assert table.my_turn()
    press(app, pygame.K_TAB)
    table.refresh_buttons()
    framed = next(b for b in table.buttons if b.rect == table.key_frame())
    assert framed.enabled and framed.move == Move("defend", False)


def test_after_a_hint_enter_carries_it_out_even_when_the_frame_was_on_a_card():
    """H then Enter plays the hint: the frame moves onto the hint's button (an offer's,
    a cash's, a task's), never staying on a card that Enter would take back out of it."""
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "medium", "easy"], seed=3)
    app.push(table)
    rng = random.Random(5)
    carried = set()
    for _ in range(KEEP_GOING):
        top = app.top
        if isinstance(top, PassScene):
            press(app, pygame.K_RETURN)
        elif top is table and table.my_turn():
            press(app, pygame.K_TAB)                        # the frame shows, on the decision's first choice
            press(app, pygame.K_h)
            for _ in range(2000):
                if table.hint is not None:
                    break
                frames(app, 1)
            move = table.hint[0]
            if move.kind in ("offer", "cash", "task"):
                before = len(table.session.record.moves)
                press(app, pygame.K_RETURN)
                moves = table.session.record.moves
                assert len(moves) > before and moves[before][0] == move, move
                carried.add(move.kind)
                if len(carried) >= 2:
                    return
            else:
                assert keys_for(table, move), move
        elif isinstance(top, ScoreSheet):
            break
        else:
            frames(app, 1)
    raise AssertionError(f"only {carried} were hinted")
