"""The network scenes, headless (after pyspacewar's tests): from the chooser
to a hosted table, a joined seat, and moves played by clicks. Real sockets on
127.0.0.1 only; discovery is a stand-in."""

import time

import pygame
import pytest

from app.settings import Settings
from scenes.app import App
from scenes.base import HEIGHT, WIDTH
from scenes.chooser import GameChooserScene
from scenes.net.host_scene import HostSetupScene, start_hosting
from scenes.net.join_scene import JoinScene
from scenes.net.lobby import NetLobbyScene
from scenes.net.hosting import leave
from scenes.net.tables import NetTable
from scenes.score_sheet import ScoreSheet


class QuietBrowser:
    def __init__(self, tables=()):
        self.found = list(tables)
        self.stopped = False

    def tables(self):
        return self.found

    def stop(self):
        self.stopped = True


def click(scene, pos):
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def press(scene, key, mod=0):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def frames(app, until, timeout=20.0):
    surface = pygame.Surface((WIDTH, HEIGHT))
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        app.top.update(1 / 60)
        app.top.draw(surface)
        if until():
            return
        time.sleep(0.01)
    raise AssertionError("timed out")


@pytest.fixture
def app():
    pygame.init()
    yield App(pygame.Surface((WIDTH, HEIGHT)), Settings())


def loopback_host(info, kinds, name):
    return start_hosting(info, kinds, name, port=0, bind="127.0.0.1", advertise=False, pause=0.02)


def test_the_chooser_opens_host_and_join(app, monkeypatch):
    chooser = GameChooserScene(app)
    app.push(chooser)
    host, join = chooser.net_buttons
    click(chooser, host.rect.center)
    assert isinstance(app.top, HostSetupScene) and app.top.game == "figaro"
    app.pop()
    chooser.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=chooser.tiles[1].rect.center, rel=(3, 0),
                                            buttons=(0, 0, 0)))   # Nottingham in focus: the table is set for it
    assert chooser.game_in_focus == "nottingham"
    click(chooser, host.rect.center)
    assert isinstance(app.top, HostSetupScene) and app.top.game == "nottingham"
    app.pop()
    monkeypatch.setattr("app.net.discovery.TableBrowser.start", lambda self: self)
    click(chooser, join.rect.center)
    assert isinstance(app.top, JoinScene)


def test_a_hosted_table_is_joined_and_played_by_clicks(app):
    app.settings.speed = "demo"          # each move still shown as its own beat, quickly
    app.push(GameChooserScene(app))
    setup = HostSetupScene(app, game="kings", start_host=loopback_host)
    app.push(setup)
    setup.next_game() if setup.game != "kings" else None
    setup.remove_seat()                                   # you, someone joining, a computer
    setup.open_table()
    lobby = app.top
    assert isinstance(lobby, NetLobbyScene) and lobby.hosting is not None
    frames(app, lambda: lobby.session.lobby is not None)
    address = f"127.0.0.1:{lobby.hosting.server.port}"

    guest = App(pygame.Surface((WIDTH, HEIGHT)), Settings(speed="demo"))
    guest.push(GameChooserScene(guest))
    browser = QuietBrowser([{"name": "Anna", "game": "kings", "address": "127.0.0.1",
                             "port": lobby.hosting.server.port, "protocol": "net/2", "free": 1}])
    join = JoinScene(guest, browser=browser)
    guest.push(join)
    join.update(0)
    click(join, join.found[0].rect.center)                # the table heard on the network
    assert join.address.value == address
    join.code.value = lobby.hosting.code
    click(join, join.join_button.rect.center)
    assert browser.stopped
    guest_lobby = guest.top
    frames(guest, lambda: guest_lobby.sit_buttons)
    click(guest_lobby, guest_lobby.sit_buttons[0].rect.center)
    frames(guest, lambda: isinstance(guest.top, NetTable))
    frames(app, lambda: isinstance(app.top, NetTable))
    tables = [app.top, guest.top]
    deadline = time.monotonic() + 60
    while not lobby.hosting.server.finished_games:
        assert time.monotonic() < deadline
        for table, owner in zip(tables, (app, guest)):
            if owner.top is not table:
                owner.pop()                               # a round's summary, read
            frames(owner, lambda: True)
            if table.my_turn():
                press(table, pygame.K_1)                  # the row's first card
        time.sleep(0.02)
    assert lobby.hosting.server.finished_games[0]["replays"]
    # "New game" on the score sheets: the host deals the next game at the same table
    for owner in (app, guest):
        def read_to_the_sheet(owner=owner):
            if type(owner.top).__name__ == "RoundSummary":   # the fifth round's heroes, read
                owner.pop()
            return isinstance(owner.top, ScoreSheet)
        frames(owner, read_to_the_sheet)
    guest_sheet = guest.top
    guest_sheet.new_game()                                # before the host deals: told to wait
    assert guest.top is guest_sheet and guest_sheet.message
    app.top.new_game()
    assert app.top is tables[0]
    frames(app, lambda: lobby.hosting.server.table.game_number == 2 and not tables[0].state.finished)
    assert not isinstance(app.top, ScoreSheet)
    deadline = time.monotonic() + 10
    while guest.top is guest_sheet:
        assert time.monotonic() < deadline
        guest_sheet.new_game()                            # once it has begun: the sheet goes
        time.sleep(0.05)
    assert guest.top is tables[1] and not tables[1].state.finished
    leave(tables[1])
    leave(tables[0])


def test_the_host_reopens_its_last_table_and_takes_its_seat_back(app):
    from scenes.net.host_scene import reopen_hosting
    setup = HostSetupScene(app, game="kings", start_host=loopback_host,
                           reopen_host=lambda: reopen_hosting(port=0, bind="127.0.0.1",
                                                              advertise=False, pause=0.02))
    app.push(setup)
    setup.kinds = ["medium"]                              # you and a computer
    setup.open_table()
    frames(app, lambda: isinstance(app.top, NetTable))
    table = app.top
    frames(app, lambda: table.my_turn())
    press(table, pygame.K_1)
    frames(app, lambda: table.my_turn() and table.hosting.server.table.moves >= 2)
    moves = [m.to_json() for m, _ in table.hosting.server.table.record.moves]
    table.session.close()
    table.hosting.stop()                                 # the app closes (or crashes)
    app.push(HostSetupScene(app, reopen_host=setup.reopen_host))
    assert app.top.reopen_button.enabled
    click(app.top, app.top.reopen_button.rect.center)
    frames(app, lambda: isinstance(app.top, NetTable))
    again = app.top
    assert again.session.seat == 0
    assert [m.to_json() for m, _ in again.hosting.server.table.record.moves][:len(moves)] == moves
    again.session.close()
    again.hosting.stop()


def test_a_join_code_is_typed_as_in_any_text_field_in_capitals_and_its_letters_only():
    from scenes.net.join_scene import CODE_LETTERS
    from scenes.net.widgets import TextField
    pygame.font.init()
    field = TextField((0, 0, 220, 48), "", limit=6, upper=True, allowed=CODE_LETTERS)
    field.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(20, 20)))
    assert field.active
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="k7o1pq"))     # no O, no 1
    assert field.value == "K7PQ"
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode=""))
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="zz"))           # typing replaces the selection
    assert field.value == "ZZ"
    field.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(15, 20)))
    assert field.caret == 0                                                      # a click places the caret
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="a"))
    assert field.value == "AZZ"


def test_the_lobby_speaks_the_readers_language_for_default_names_and_levels():
    """A seat the host left with its default name and a computer's level read in the
    joiner's language ("Giocatore 3: computer, medio"), not in the host's English."""
    from app.i18n import set_language
    from scenes.net.describe import seat_line
    set_language("it")
    try:
        computer = {"seat": 2, "name": "Player 3", "kind": "computer", "level": "medium", "taken": True}
        free = {"seat": 1, "name": "Player 2", "kind": "remote", "taken": False, "connection": None}
        lines = [seat_line(computer, you=0), seat_line(free, you=0)]
    finally:
        set_language("en")
    assert lines[0] == "Giocatore 3: computer, medio", lines
    assert lines[1].startswith("Giocatore 2: "), lines


@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_the_tables_heard_are_listed_in_every_language(language):
    # A table heard on the network reads "1 posto libero" in Italian; the count is a
    # number (the advert's words are checked by the browser).
    from app.i18n import set_language
    set_language(language)
    try:
        guest = App(pygame.Surface((WIDTH, HEIGHT)), Settings())
        browser = QuietBrowser([{"name": "Anna", "game": "kings", "address": "192.168.1.20",
                                 "port": 48620, "protocol": "net/2", "free": n} for n in (1, 3)])
        join = JoinScene(guest, browser=browser)
        guest.push(join)
        join.update(0)
        join.draw(guest.screen)
        assert len(join.found) == 2 and all("192.168.1.20:48620" in b.label for b in join.found)
        assert join.found[0].label.startswith("Anna — Kings & Creatures — 192.168.1.20:48620 (1 ")
    finally:
        set_language("en")


def test_a_player_whose_window_closed_joins_again_and_gets_the_same_seat_back(app):
    # "Your seat waits for you: join again to come back": a window closed (or a
    # computer stopped) loses its connection, not the seat; joining again with the
    # same address and code takes the seat back, with the game as it was.
    import json
    import os
    from app import storage
    info_kinds = ["remote", "remote", "random"]
    from game import load_game
    hosting, session = loopback_host(load_game("kings"), info_kinds, "Anna")
    try:
        address = f"127.0.0.1:{hosting.server.port}"

        def join_from_a_new_window():
            guest = App(pygame.Surface((WIDTH, HEIGHT)), Settings())
            join = JoinScene(guest, browser=QuietBrowser())
            guest.push(join)
            join.address.value, join.code.value, join.name.value = address, hosting.code, "Bruno"
            join.join()
            return guest, guest.top
        guest, lobby = join_from_a_new_window()
        frames(guest, lambda: lobby.sit_buttons)
        click(lobby, lobby.sit_buttons[0].rect.center)
        frames(guest, lambda: isinstance(guest.top, NetTable))
        seat = guest.top.session.seat
        assert seat == 1 and hosting.server.table.seats[1].name == "Bruno"
        kept = os.path.join(storage.data_dir(), "joined-seats.json")
        assert hosting.server.table.seats[1].token in open(kept, encoding="utf-8").read()
        guest.top.session.connection._closing = True       # the window is gone: no goodbye
        guest.top.session.connection.send({"type": "bye"})
        deadline = time.monotonic() + 10
        while hosting.server.table.seats[1].client is not None:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        again, lobby = join_from_a_new_window()
        frames(again, lambda: isinstance(again.top, NetTable))    # no seat to choose: its own
        assert again.top.session.seat == 1 and not lobby.sit_buttons
        with open(kept, "w", encoding="utf-8") as stream:          # a broken file: the code still works
            stream.write("{not json")
        third, lobby = join_from_a_new_window()
        frames(third, lambda: lobby.session.lobby is not None)
        assert json.loads(json.dumps(lobby.session.lobby))["seats"][1]["taken"]
        third.top.session.close()
        again.top.session.close()
    finally:
        session.close()
        hosting.stop()
