"""At a Nottingham table hosted across machines the players choose their colours
and who starts, as at one screen (N5, N6): the host's setup and ``main.py host``
offer them, every game of the table has them (games in a row, ``--resume``),
every seat's view carries the colours (an older host's view without them reads
with N5's order; a hostile value is refused) and every table draws them."""

import json
import time

import pygame
import pytest

from app.net import PROTOCOL
from app.net.codec import view_from_json, view_to_json
from app.net.commands import build_table
from app.net.messages import read_client_message
from app.net.remote import RemoteSession
from app.net.table import Table, parse_seats
from app.settings import Settings
from cli import build_parser, run_command
from game import load_game
from game.common.errors import FormatError
from game.nottingham import COLOURS, GameState
from scenes.app import App
from scenes.base import HEIGHT, WIDTH
from scenes.net.host_scene import HostSetupScene, start_hosting
from scenes.net.tables import NetTable
from sprites.nottingham import PAWN_COLOURS

from .helpers import LOOPBACK

NOTTINGHAM = load_game("nottingham")
CHOSEN = ("grey", "green", "blue")


@pytest.fixture(autouse=True)
def headless():
    pygame.init()


def hosted(*options, seats="remote,easy,easy"):
    """A table as ``main.py host`` builds it from these options, its seats taken."""
    args = build_parser().parse_args(["host", "--game", "nottingham", "--seats", seats, *options])
    table = build_table(args, NOTTINGHAM)
    sit(table)
    return table


def sit(table):
    for client in "abcdefg"[:sum(seat.kind == "remote" for seat in table.seats)]:
        table.handle(client, read_client_message(json.dumps(
            {"type": "hello", "protocol": PROTOCOL, "code": table.code, "seat": None})))


# ------------------------------------------------------------ main.py host

def test_n5_n6_main_py_host_deals_every_game_with_the_colours_and_first_player_chosen(tmp_path):
    table = hosted("--colours", "grey,green,blue", "--first", "2", "--seed", "4")
    assert table.state.colours == CHOSEN and table.state.first == table.state.active == 2
    assert table.record.start.colours == CHOSEN
    assert view_from_json(NOTTINGHAM, table.state_message(0)["view"]).colours == CHOSEN
    table.next_game()                                   # games in a row: the colours stay,
    assert table.state.colours == CHOSEN and table.state.first == 0     # the next seat starts
    # --resume from the autosave: the same colours, and the next game goes on from them
    path = tmp_path / "table.json"
    path.write_text(json.dumps(table.to_json()))
    args = build_parser().parse_args(["host", "--game", "nottingham", "--resume", str(path)])
    again = build_table(args, NOTTINGHAM)
    assert again.colours == CHOSEN and again.first == 2 and again.state.colours == CHOSEN
    again.next_game()
    assert again.state.colours == CHOSEN and again.state.first == 1


def test_n6_main_py_host_may_have_the_first_player_drawn_for_each_game():
    table = hosted("--first", "random", "--seed", "9")
    assert table.first is None and table.to_json()["first"] is None
    assert table.state.first == GameState.new(3, seed=9).first          # drawn from the deal
    assert table.state.colours == COLOURS[:3]
    table.next_game()
    assert table.state.first == GameState.new(3, seed=10).first


def test_a_table_hosted_without_the_options_is_written_as_before():
    table = hosted("--seed", "4")
    assert table.state.first == 0 and "colours" not in table.to_json() and "first" not in table.to_json()


@pytest.mark.parametrize("argv, says", [
    (["--colours", "grey,grey,blue"], "--colours: one colour a seat (3), all different"),
    (["--colours", "grey,green"], "--colours: one colour a seat (3)"),
    (["--colours", "grey,green,pink"], "--colours: one colour a seat (3)"),
    (["--first", "3"], "--first: a seat from 0 to 2, or random"),
    (["--first", "-1"], "--first: a seat from 0 to 2, or random"),
    (["--first", "Ann"], "--first: a seat from 0 to 2, or random"),
])
def test_bad_colours_or_first_player_are_one_line_and_exit_2(argv, says, capsys):
    assert run_command(["host", "--game", "nottingham", "--seats", "remote,easy,easy", "--port", "0",
                        "--bind", LOOPBACK, *argv]) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1


def test_colours_at_a_game_whose_seats_have_none_are_one_line_and_exit_2(capsys):
    assert run_command(["host", "--game", "kings", "--seats", "remote,easy,easy", "--colours",
                        "red,blue,green"]) == 2
    err = capsys.readouterr().err
    assert "--colours: kings's seats have no colours" in err and err.count("\n") == 1


@pytest.mark.parametrize("key, value, place", [
    ("colours", ["grey", "grey", "blue"], "table.colours"), ("colours", ["grey", "green"], "table.colours"),
    ("colours", "grey,green,blue", "table.colours"), ("colours", [1, 2, 3], "table.colours"),
    ("first", 3, "table.first"), ("first", "0", "table.first"), ("first", True, "table.first"),
])
def test_an_autosave_with_bad_colours_or_first_player_is_refused_naming_the_place(key, value, place):
    data = hosted("--colours", "grey,green,blue", "--first", "1").to_json()
    data[key] = value
    with pytest.raises(FormatError, match=place.replace(".", r"\.")):
        Table.from_json(json.loads(json.dumps(data)))


# ------------------------------------------------------------ the view carries the colours

def test_n26_the_view_sent_holds_the_colours_then_the_memory_last_and_reads_back():
    table = hosted("--colours", "grey,green,blue")
    data = json.loads(json.dumps(table.state_message(1)["view"]))
    assert list(data)[-2:] == ["colours", "memory"] and data["colours"] == list(CHOSEN)
    assert view_from_json(NOTTINGHAM, data).colours == CHOSEN


def test_a_view_of_an_older_host_without_colours_reads_with_n5s_order():
    table = hosted("--colours", "grey,green,blue")
    data = json.loads(json.dumps(table.state_message(1)["view"]))
    del data["colours"]
    view = view_from_json(NOTTINGHAM, data)
    assert view.colours == ("red", "purple", "yellow")
    assert view_to_json(view)["colours"] == ["red", "purple", "yellow"]


@pytest.mark.parametrize("bad", [
    ["grey", "green"], ["grey", "green", "blue", "red"], ["grey", "grey", "blue"],
    ["grey", "green", "pink"], [1, 2, 3], ["grey", "green", None], "grey,green,blue", None, 3, [],
    {"grey": 0}, [["grey"], "green", "blue"], [{"keep": True}, "green", "blue"],
])
def test_a_hostile_colours_field_is_refused_and_changes_nothing(bad):
    table = hosted("--colours", "grey,green,blue")
    good = json.loads(json.dumps(table.state_message(1)["view"]))
    assert view_from_json(NOTTINGHAM, good).colours == CHOSEN
    data = dict(good, colours=bad)
    sent = json.dumps(data)
    with pytest.raises(FormatError, match="^view"):
        view_from_json(NOTTINGHAM, data)
    assert json.dumps(data) == sent


class Connection:
    """What a joined window's NetSession reads of its connection: the host's messages."""

    def __init__(self, message):
        self.game, self.seat, self.backlog, self.state = "nottingham", 0, [message], message
        self.connection = "connected"
        self.waiting = []

    def poll(self):
        waiting, self.waiting = self.waiting, []
        return waiting


def test_a_joined_window_sent_hostile_colours_says_so_and_keeps_its_table():
    from app.net.netsession import NetSession
    from scenes.nottingham.story import describe
    table = hosted("--colours", "grey,green,blue")
    connection = Connection(table.state_message(0, since=0))
    session = NetSession(connection, describe)
    assert session.view.colours == CHOSEN and session.state.colours == CHOSEN
    before = (session.view, session.message, list(session.history))
    table.play(table.state.turn, table.state.legal_moves()[0], table.at)
    bad = table.state_message(0, since=0)
    bad["view"]["colours"] = ["grey", "grey", "blue"]
    connection.waiting = [bad]
    said = session.poll()
    assert [m["code"] for m in said] == ["bad-message"] and "view" in said[0]["message"]
    assert not session.changes and (session.view, session.message, list(session.history)) == before


def test_a_view_missing_any_other_field_is_still_refused():
    table = hosted()
    data = json.loads(json.dumps(table.state_message(1)["view"]))
    for name in [n for n in data if n not in ("colours", "memory")]:
        with pytest.raises(FormatError, match="expected the fields"):
            view_from_json(NOTTINGHAM, {k: v for k, v in data.items() if k != name})


# ------------------------------------------------------------ the host's setup and the tables

def press(scene, key):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def click(scene, pos):
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def focus_on(scene, button):
    scene.focus.index = scene.focus.buttons.index(button)
    scene.focus.show()


def test_n5_n6_the_host_setup_offers_colours_and_who_starts_by_click_and_key():
    app = App(pygame.Surface((WIDTH, HEIGHT)), Settings())
    opened = []
    setup = HostSetupScene(app, game="nottingham",
                           start_host=lambda info, kinds, name, **choices: opened.append(choices) or 1 / 0)
    app.push(setup)
    setup.draw(app.screen)
    assert len(setup.swatches) == 4 and setup.first_button in setup.buttons()      # you and three seats
    click(setup, setup.swatches[0].rect.center)                   # the host's own pawn: purple; seat 1 red
    assert setup.colours[:4] == ["purple", "red", "yellow", "blue"]
    focus_on(setup, setup.seat_buttons[1])
    press(setup, pygame.K_c)                                      # C on seat 2: blue; seat 3 yellow
    assert setup.colours[:4] == ["purple", "red", "blue", "yellow"]
    focus_on(setup, setup.swatches[1])
    press(setup, pygame.K_SPACE)                                  # seat 1's pawn, by the keys: purple
    assert setup.colours[:4] == ["red", "purple", "blue", "yellow"]
    focus_on(setup, setup.first_button)
    press(setup, pygame.K_RIGHT)
    press(setup, pygame.K_RIGHT)
    press(setup, pygame.K_RIGHT)
    press(setup, pygame.K_LEFT)
    assert setup.first == 1 and "Player 2" in setup.first_words()
    press(setup, pygame.K_RETURN)                                 # Enter walks it too
    assert setup.first == 2
    with pytest.raises(ZeroDivisionError):
        setup.open_table()
    assert opened == [{"colours": ("red", "purple", "blue", "yellow"), "first_player": 2}]
    setup.next_game()                                             # a game whose seats have no colours
    while setup.game != "kings":
        setup.next_game()
    assert setup.swatches == [] and setup.first_button not in setup.buttons()
    opened.clear()
    with pytest.raises(ZeroDivisionError):
        setup.open_table()
    assert opened == [{}]


def test_n5_the_host_and_a_joined_window_both_draw_the_chosen_colours(monkeypatch):
    """A real host on the loopback, opened from the host's setup; a window joins."""
    import scenes.nottingham.drawing as drawing
    drawn = []
    real_pawn = drawing.pawn
    monkeypatch.setattr(drawing, "pawn", lambda surface, at, colour, size, *rest, **options: (
        drawn.append((colour, size)), real_pawn(surface, at, colour, size, *rest, **options))[1])
    app = App(pygame.Surface((WIDTH, HEIGHT)), Settings(speed="fast"))

    def loopback_host(info, kinds, name, **choices):
        return start_hosting(info, kinds, name, port=0, bind=LOOPBACK, advertise=False, pause=0.02,
                             **choices)

    setup = HostSetupScene(app, game="nottingham", start_host=loopback_host)
    app.push(setup)
    setup.kinds = ["remote", "easy"]
    setup.build()
    setup.colours = list(CHOSEN) + [c for c in COLOURS if c not in CHOSEN]
    setup.first = 1
    setup.open_table()
    lobby = app.top
    server = lobby.hosting.server
    guest = RemoteSession(f"{LOOPBACK}:{server.port}", code=server.table.code, name="Ann", seat=1).start()
    deadline = time.monotonic() + 30
    while not (guest.state and isinstance(app.top, NetTable)):
        assert time.monotonic() < deadline, "the table never began"
        guest.poll()
        app.top.update(1 / 60)
        app.top.draw(app.screen)
        time.sleep(0.02)
    host_table = app.top
    guest_app = App(pygame.Surface((WIDTH, HEIGHT)), Settings(speed="fast"))
    guest_table = NetTable(guest_app, session=guest)
    guest_app.push(guest_table)
    try:
        assert server.table.state.colours == CHOSEN and server.table.state.first == 1
        for table in (host_table, guest_table):
            assert table.session.view.colours == CHOSEN and table.state.colours == CHOSEN
            drawn.clear()
            table.update(0.25)
            table.draw(table.app.screen)
            assert {colour for colour, size in drawn if size == 24} == {PAWN_COLOURS[c] for c in CHOSEN}
    finally:
        guest.close()
        host_table.session.close()
        lobby.hosting.stop()


class Sitting:
    """A connection just seated, whose first state holds ``message``."""

    def __init__(self, message):
        self.game, self.seat, self.state, self.backlog = "nottingham", 0, message, [message]
        self.connection, self.failure, self.lobby, self.listeners = "connected", None, None, []

    def poll(self):
        return []


def test_a_window_whose_first_state_no_table_reads_says_so_in_the_lobby(monkeypatch):
    table = hosted("--colours", "grey,green,blue")
    bad = table.state_message(0, since=0)
    bad["view"]["colours"] = ["grey", "grey", "blue"]
    app = App(pygame.Surface((WIDTH, HEIGHT)), Settings(speed="demo"), sounds=None)
    session = Sitting(bad)
    lobby = app.scene("net_lobby", session=session)
    app.scenes = [lobby]
    lobby.update(0.1)                    # neither raises nor opens a table
    assert app.scenes == [lobby] and "cannot read" in session.failure
    lobby.draw(pygame.Surface((WIDTH, HEIGHT)))
    lobby.update(0.1)
    assert app.scenes == [lobby]
