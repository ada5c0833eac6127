"""Setup remembers each game's last table, lets Nottingham's players choose their
colours and who starts (N5, N6), is walked by Tab to Start and Back, and a click on
a seat changes that seat: any other that must change with it is said."""

import json

import pygame
import pytest

from app.last_table import load_table, table_path
from app.settings import Settings
from game import load_game
from scenes.app import App
from scenes.menu import NewGameScene
from scenes.seats import COMPUTER, PERSON, YOU, computer_levels

from .scene_driver import click, frames, make_app
from .test_road_numbers import contrast


def key(app, code, mod=0):
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="")])


def kept_app(tmp_path, monkeypatch):
    """An app that keeps its files in ``tmp_path``, as a new start of the app."""
    monkeypatch.setenv("CARDPARLOUR_HOME", str(tmp_path))
    make_app()
    return App(pygame.Surface((960, 540)), Settings(speed="demo"), sounds=None, persist=True)


def setup(app, game):
    scene = NewGameScene(app, game=game)
    app.push(scene)
    return scene


# ------------------------------------------------------------ remembered per game

@pytest.mark.parametrize("game", ["nottingham", "kings"])
def test_each_games_last_setup_is_remembered_across_starts_apart_from_the_others(game, tmp_path, monkeypatch):
    app = kept_app(tmp_path, monkeypatch)
    scene = setup(app, game)
    count = load_game(game).max_players
    scene.set_players(count)
    scene.seats[1].name = "Zoë"
    while (scene.seats[2].kind, scene.seats[2].level) != (COMPUTER, "hard"):
        scene.cycle_kind(2)
    scene.start()
    assert app.top is not scene                          # the table is dealt
    again = NewGameScene(kept_app(tmp_path, monkeypatch), game=game)
    assert again.players == count and again.seats[1].name == "Zoë" and again.seats[2].level == "hard"
    figaro = NewGameScene(kept_app(tmp_path, monkeypatch), game="figaro")
    assert figaro.players == 4 and "Zoë" not in [s.name for s in figaro.seats]   # another game's table stays its own


@pytest.mark.parametrize("text", [
    '{"players": 9, "seats": []}', "[1, 2]", "not json", '{"players": 4, "seats": [1, 2, 3]}',
    '{"players": 4, "seats": "abcdefg"}', '{"players": true, "seats": []}',
])
def test_a_broken_or_hostile_setup_file_gives_the_usual_table(text, tmp_path, monkeypatch):
    for game in ("nottingham", "kings"):
        app = kept_app(tmp_path, monkeypatch)
        import os
        os.makedirs(os.path.dirname(table_path(game=game)), exist_ok=True)
        with open(table_path(game=game), "w", encoding="utf-8") as stream:
            stream.write(text)
        assert load_table(computer_levels(), game=game) is None
        scene = NewGameScene(app, game=game)
        assert scene.players == 4 and scene.seats[0].kind == YOU


def test_nottingham_colours_kept_must_be_its_own_and_all_different(tmp_path, monkeypatch):
    app = kept_app(tmp_path, monkeypatch)
    scene = setup(app, "nottingham")
    scene.start()
    path = table_path(game="nottingham")
    data = json.loads(open(path, encoding="utf-8").read())
    for colours, first in ((["red"] * 7, None), (["pink"] + data["colours"][1:], None), ("red", None),
                           (data["colours"], 7), (data["colours"], "1")):
        with open(path, "w", encoding="utf-8") as stream:
            json.dump(dict(data, colours=colours, first=first), stream)
        scene = NewGameScene(kept_app(tmp_path, monkeypatch), game="nottingham")
        assert scene.colours == list(scene.palette) and scene.first is None


# ------------------------------------------------------------ Nottingham: colours and who starts (N5, N6)

def test_n5_n6_nottingham_players_choose_their_colours_and_who_starts(monkeypatch):
    from game.nottingham import GAME
    from scenes.nottingham import drawing
    app = make_app()
    scene = setup(app, "nottingham")
    scene.set_players(7)
    click(app, scene.swatch_rect(0).center)              # red -> purple: seat 2 takes red
    assert scene.colours[:2] == ["purple", "red"]
    scene.focus = scene.focus_items().index(("seat", 3))
    key(app, pygame.K_c)                                 # blue -> white
    assert scene.colours[3:5] == ["white", "blue"] and len(set(scene.colours)) == 7
    while scene.first != 2:
        click(app, scene.first_button.rect.center)
    assert scene.first_button.label == "Who starts: Tuck"
    chosen = list(scene.colours)
    click(app, scene.buttons[1].rect.center)
    table = app.top
    assert table.state.first == table.state.active == 2 and list(table.state.colours) == chosen
    # the record written holds them and replays exactly (FORMAT.md: position.colours)
    saved = json.dumps(table.session.record.to_json())
    again = GAME.load_record(json.loads(saved))
    assert again.start.colours == tuple(chosen) and again.start.first == 2
    assert json.dumps(again.to_json()) == saved
    # the table shows each seat in its colour
    pawns = []
    monkeypatch.setattr(drawing, "pawn", lambda surface, centre, colour, size: pawns.append(colour))
    table.draw(pygame.Surface(app.fill_size()))
    from sprites.nottingham import PAWN_COLOURS
    assert [PAWN_COLOURS[c] for c in chosen] == pawns[:7]
    # the next game at the same seats keeps them; the next setup starts from them
    from scenes.games import game_scenes
    assert game_scenes("nottingham").again(app, table).state.colours == tuple(chosen)
    assert NewGameScene(app, game="nottingham").colours == chosen


def test_n5_an_older_record_without_colours_reads_with_the_usual_ones_and_bad_colours_are_refused():
    from game.common.errors import FormatError
    from game.nottingham import GAME, GameState
    start = GameState.new(4, seed=3)
    data = GAME.record_type(start).to_json()
    assert "colours" not in data["position"]              # unchanged for a table that chose none
    assert GAME.load_record(data).start.colours == ("red", "purple", "yellow", "blue")
    for bad in (["red", "red", "blue", "white"], ["red", "blue"], ["red", "blue", "white", "pink"], "red"):
        data["position"]["colours"] = bad
        with pytest.raises(FormatError):
            GAME.load_record(data)


def test_n5_a_colour_ambush_card_shows_its_seats_chosen_colour_and_is_named_by_its_seat():
    from game.nottingham import GameState
    from scenes.nottingham.story import event_lines
    from scenes.nottingham.words import ambush_words
    from sprites.nottingham import PAWN_COLOURS
    from scenes.nottingham.pieces import draw_ambush
    state = GameState.new(3, seed=1, colours=("green", "red", "white"))
    assert state.colours == ("green", "red", "white")
    assert ambush_words("red", ["Ann", "Ben", "Cleo"]) == "Ann's colour"
    lines = event_lines([("spring", 1, "red", 0)], ["Ann", "Ben", "Cleo"], None)
    assert "Ann's colour" in lines[0] and "red" not in lines[0]
    card = pygame.Surface((80, 110))
    draw_ambush(card, "red", card.get_rect(), names=["Ann", "Ben", "Cleo"], colours=state.colours)
    colours = {card.get_at((x, y))[:3] for x in range(80) for y in range(110)}
    assert PAWN_COLOURS["green"] in colours and PAWN_COLOURS["red"] not in colours


# ------------------------------------------------------------ keys

@pytest.mark.parametrize("game", ["figaro", "nottingham", "kings"])
def test_tab_in_setup_reaches_back_and_start_and_enter_presses_them(game):
    app = make_app()
    app.open("start", game=game)
    start_scene = app.top
    scene = setup(app, game)
    reached = set()
    for _ in range(len(scene.focus_items())):
        key(app, pygame.K_TAB)
        reached |= {label for label, button in (("back", scene.buttons[0]), ("start", scene.buttons[1]))
                    if button.focused}
    assert reached == {"back", "start"}
    while not scene.buttons[0].focused:
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_RETURN)
    assert app.top is start_scene                         # Back, by the keys


def test_tab_in_the_host_setup_reaches_open_and_back():
    app = make_app()
    scene = app.scene("host_table", game="nottingham")
    app.push(scene)
    reached = set()
    for _ in range(20):
        key(app, pygame.K_TAB)
        reached |= {b.label for b in (scene.start_button, scene.back_button) if b.focused}
    assert reached == {scene.start_button.label, scene.back_button.label}


def test_at_nottinghams_table_tab_reaches_the_decisions_buttons_before_the_hand():
    """Cashing: the first Tabs walk the decision's buttons (End the turn…), then the hand."""
    from scenes.nottingham import NottinghamTable
    from tests.nottingham.positions import state as position
    app = make_app()
    state = position(phase="cash", hands=[["pearls"] * 3 + ["gold"], [], [], []])
    table = NottinghamTable(app, [None, "easy", "easy", "easy"], state=state)
    app.push(table)
    frames(app, 1)
    table.refresh_buttons()
    buttons = [tuple(b.rect) for b in table.buttons if b.enabled]
    hand = {tuple(r) for r in table.hand_rects()}
    framed = []
    for _ in range(len(buttons) + 1):
        key(app, pygame.K_TAB)
        framed.append(tuple(table.key_frame()))
    assert buttons and framed[:len(buttons)] == buttons
    assert framed[len(buttons)] in hand


GLANCE = 6      # the white line against the felt (the felt's lightest green allows 6.9 at most)


def frame_contrast(before, after, rect):
    """The keyboard frame's contrast against what lies under it, measured on the
    pixels: at the middle of each side of ``rect``, the highest contrast between a
    pixel drawn by the frame (just outside the rect) and the same pixel without it;
    the lowest of the four sides."""
    sides = []
    for dx, dy, start in ((0, -1, rect.midtop), (0, 1, rect.midbottom), (-1, 0, rect.midleft), (1, 0, rect.midright)):
        best = 1.0
        for step in range(1, 14):
            point = (start[0] + dx * step, start[1] + dy * step)
            if before.get_rect().collidepoint(point):
                best = max(best, contrast(after.get_at(point)[:3], before.get_at(point)[:3]))
        sides.append(best)
    return min(sides)


def test_the_focus_frame_is_seen_at_a_glance_in_setup_and_at_nottinghams_table():
    app = make_app()
    scene = setup(app, "nottingham")
    size = app.fill_size()
    scene.focus = scene.focus_items().index(("button", 0))     # who starts: far from the seats
    before = pygame.Surface(size)
    scene.draw(before)
    scene.focus = scene.focus_items().index(("seat", 0))
    after = pygame.Surface(size)
    scene.draw(after)
    assert frame_contrast(before, after, scene.row(0)[1]) >= GLANCE
    start = scene.buttons[1]
    scene.focus = scene.focus_items().index(("button", len(scene.focus_buttons()) - 1))
    scene.place(size)
    assert start.focused
    focused = pygame.Surface(size)
    scene.draw(focused)
    assert frame_contrast(after, focused, start.rect) >= GLANCE
    # at the table, around a card of the hand with its neighbours close by
    from scenes.nottingham import NottinghamTable
    from tests.nottingham.positions import discard_with_nothing_to_draw
    from game.nottingham import load_position
    table = NottinghamTable(app, [None, "easy", "easy"], state=load_position(discard_with_nothing_to_draw()))
    app.push(table)
    frames(app, 1)
    plain = pygame.Surface(app.fill_size())
    table.draw(plain)
    key(app, pygame.K_TAB)
    framed = pygame.Surface(app.fill_size())
    table.draw(framed)
    assert table.key_frame() is not None
    assert frame_contrast(plain, framed, table.key_frame()) >= GLANCE


# ------------------------------------------------------------ a click changes the seat clicked

def test_clicking_a_seat_never_silently_changes_another_and_you_is_chosen_at_one_seat():
    app = make_app()
    scene = setup(app, "figaro")
    for _ in range(10):                                  # round every kind at seat 3: seat 1 stays "You"
        click(app, scene.row(2)[1].center)
        assert scene.seats[0].kind == YOU and scene.seats[2].kind != YOU and not scene.notice
    while scene.seats[2].kind != PERSON:
        click(app, scene.row(2)[1].center)
    click(app, scene.row(0)[1].center)                   # You -> Person: seat 3 stays a person
    assert [s.kind for s in scene.seats[:3]] == [PERSON, COMPUTER, PERSON] and not scene.notice
    while scene.seats[0].kind != COMPUTER:               # the other person, now alone, becomes "You": said
        click(app, scene.row(0)[1].center)
    assert scene.seats[2].kind == YOU
    assert scene.notice == "Player 3 is now \u201cYou\u201d: the one person at the table."
    shown = []
    import scenes.menu as menu
    real = menu.text
    menu.text = lambda message, *args, **kwargs: shown.append(message) or real(message, *args, **kwargs)
    try:
        scene.draw(pygame.Surface(app.fill_size()))
    finally:
        menu.text = real
    assert scene.notice in shown


def test_figaros_table_kept_before_each_game_had_its_own_file_is_still_read(tmp_path, monkeypatch):
    import os
    app = kept_app(tmp_path, monkeypatch)
    os.makedirs(os.path.dirname(table_path()), exist_ok=True)
    seats = [{"kind": "you", "name": "", "level": "medium"}] + [
        {"kind": "computer", "name": "Rosina", "level": "hard"}] * 5
    with open(table_path(), "w", encoding="utf-8") as stream:        # last-table.json, as it always was
        json.dump({"players": 5, "seats": seats}, stream)
    scene = NewGameScene(app, game="figaro")
    assert scene.players == 5 and scene.seats[1].level == "hard"
    assert NewGameScene(app, game="kings").players == 4            # it was Figaro's, no other game's
