"""A seat across the network plays at the game's own table scene: a real host
on 127.0.0.1, two seats joined by the window's connection (RemoteSession),
a computer of the host's; moves made through each table scene, the log fed
by the events the host sends, undo, hint and the record's refusal."""

import os
import time

import pygame
import pytest

from app.net.codec import view_to_json
from app.net.events import events_for, events_from_json
from app.net.netsession import NO_RECORD
from app.net.remote import RemoteSession
from app.net.table import Table, parse_seats
from app.settings import Settings
from game import GAME_NAMES, load_game
from scenes.app import App
from scenes.base import HEIGHT, WIDTH
from scenes.net.tables import NetTable
from scenes.score_sheet import ScoreSheet

from .helpers import LOOPBACK, running_host


@pytest.fixture(autouse=True)
def headless():
    pygame.init()


def new_app():
    return App(pygame.Surface((WIDTH, HEIGHT)), Settings(speed="fast"))


def joined(server, table, seats, timeout=30.0):
    """A connection a seat, each seated and sent its first state."""
    sessions = [RemoteSession(f"{LOOPBACK}:{server.port}", code=table.code, name=f"Guest {k}",
                              seat=k).start() for k in seats]
    deadline = time.monotonic() + timeout
    while not all(s.state for s in sessions):
        for session in sessions:
            session.poll()
        assert time.monotonic() < deadline, "the tables never began"
        time.sleep(0.02)
    return sessions


def frame(app, table):
    """One frame of ``app``: an overlay (a round's results) is read and closed."""
    top = app.top
    if top is not table:
        if hasattr(top, "closed") and hasattr(top, "close"):
            top.close()
        else:
            app.pop()
        return
    table.update(0.25)
    table.draw(app.screen)


def play_a_move(table, game):
    """The seat's move through the scene's own doors (a click's, a key's)."""
    if game == "kings":
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    elif game == "figaro":
        move = table.legal_moves()[0]
        if hasattr(move, "card"):
            table.try_play(move.card, move.to)
        else:
            table.take()
    else:
        table.play(table.legal()[0])


def until(apps, tables, done, game=None, timeout=240.0):
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, "timed out"
        for app, table in zip(apps, tables):
            frame(app, table)
            if game is not None and app.top is table and table.my_turn():
                play_a_move(table, game)
        time.sleep(0.003)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_each_game_is_played_at_its_own_table_across_the_network(name):
    info = load_game(name)
    table = Table(info, parse_seats("remote,remote,random", info), seed=5)
    with running_host(table, computer_pause=0.0) as server:
        sessions = joined(server, table, (0, 1))
        apps = [new_app(), new_app()]
        tables = [NetTable(app, session=s) for app, s in zip(apps, sessions)]
        for app, scene in zip(apps, tables):
            assert type(scene).__name__.lower().startswith(name)        # the game's own table
            app.push(scene)
        until(apps, tables, lambda: server.finished_games, game=name)
        assert server.finished_games[0]["replays"]
        # the last state reaches both tables: each shows the game over, from its own view
        until(apps, tables, lambda: all(t.session.state.finished and not t.session.changes
                                        for t in tables))
        for seat, scene in enumerate(tables):
            assert view_to_json(scene.session.state.view(seat)) == scene.session.message["view"]
            # the log: every event of the game, as this seat may know it, in order
            sent = [tuple(e) for _m, _s, events, _c, _seen in table.played for e in events[seat]]
            assert scene.session.log.events == events_from_json(sent)
            assert scene.session.log.lines()
            # the end is this game's score sheet, filled from this seat's table
            sheet = ScoreSheet(scene.app, scene)
            assert sheet.game.name == name and len(sheet.sheet.players) == 3
        for session in sessions:
            session.close()


def test_undo_hint_and_the_record_at_a_network_table(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    info = load_game("kings")
    table = Table(info, parse_seats("remote,random", info), seed=3)
    with running_host(table, computer_pause=0.0) as server:
        (session,) = joined(server, table, (0,))
        app = new_app()
        scene = NetTable(app, session=session)
        app.push(scene)
        until([app], [scene], lambda: scene.my_turn())
        # the hint thinks on this seat's own view, the one the host sent
        scene.hint_key()
        assert scene.hint_decision is not None
        until([app], [scene], lambda: scene.hint is not None)
        view = scene.session.view
        assert view_to_json(view) == scene.session.message["view"]
        assert scene.hint[0] == info.make_player("hard", 0).choose(view).card
        # Ctrl+S: the record is the host's; said so, nothing written
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL,
                                              unicode=""))
        assert scene.notice == NO_RECORD
        assert not os.path.exists(tmp_path / "records")
        # a move, the computer's answer: the card refilled from the stack was seen (K22),
        # so undo says why it cannot, and the host is not asked
        assert scene.undo_refusal() is not None                  # nothing of ours yet
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
        until([app], [scene], lambda: table.moves >= 1 and scene.my_turn() or table.state.finished)
        moves = table.moves
        assert scene.undo_refusal() == "You saw the card drawn: it cannot be taken back."
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u"))
        assert not scene.session.pending and table.moves == moves
        assert len(scene.session.log.events) == sum(len(p[2][0]) for p in table.played)
        session.close()


def test_each_seat_shows_its_connection_beside_its_name():
    info = load_game("nottingham")
    table = Table(info, parse_seats("remote,remote,medium", info), seed=1, grace=30)
    with running_host(table, computer_pause=0.5) as server:
        first, second = joined(server, table, (0, 1))
        app = new_app()
        scene = NetTable(app, session=first)
        app.push(scene)
        scene.seat_labels = True
        assert "·" in scene.names[1] and scene.names[2] == scene.session.state.names[2]
        second.close()
        until([app], [scene], lambda: scene.session.connection_of(1) == "reconnecting")
        scene.seat_labels = True
        assert "reconnecting" in scene.names[1]
        scene.seat_labels = False
        assert scene.names[1] == scene.session.state.names[1]     # the status line's plain name
        first.close()


def test_a_smuggled_or_stolen_card_is_sent_only_to_the_two_seats_concerned():
    from game.nottingham.data import ACTIONS
    info = load_game("nottingham")
    seen = 0
    for seed in range(12):
        state = info.new_game(4, seed=seed)
        player = info.make_player("random", seed)
        while not state.finished and seen < 6:
            before = type("Before", (), {"card": state.card})()
            events = state.apply(player.choose(state.view(state.turn)))
            for event in events:
                if event[0] == "smuggle" or (event[0] == "take" and before.card is not None
                                                and ACTIONS[before.card] != "rob"):
                    seen += 1
                    for seat in range(4):
                        sent = [e for e in events_for("nottingham", events, seat, before)
                                if e[0] == event[0]][0]
                        assert (sent[3] is None) == (seat not in (event[1], event[2]))
    assert seen


def test_a_nottingham_seat_across_the_network_never_gets_a_pass_screen():
    """Two people at two screens: each screen is one person's, so no "pass the
    screen" goes up, whoever's turn it is, and the seat's own hand shows."""
    info = load_game("nottingham")
    table = Table(info, parse_seats("remote,remote,medium", info), seed=1)
    with running_host(table, computer_pause=0.0) as server:
        sessions = joined(server, table, (0, 1))
        apps = [new_app(), new_app()]
        scenes = [NetTable(app, session=session) for app, session in zip(apps, sessions)]
        for app, scene in zip(apps, scenes):
            app.push(scene)
        seen_turns = set()
        for _ in range(60):
            for app, scene in zip(apps, scenes):
                scene.update(0.05)
                assert app.top is scene, f"seat {scene.viewer}: {type(app.top).__name__}"
                assert scene.private_seat() == scene.viewer
                seen_turns.add(scene.state.turn)
            mover = next((s for s in scenes if s.my_turn()), None)
            if mover is not None:
                play_a_move(mover, "nottingham")
            time.sleep(0.01)
        assert {0, 1} <= seen_turns
        for session in sessions:
            session.close()


def test_a_joined_kings_seat_sits_at_the_foot_of_its_own_table():
    # The person's own panel is at the bottom of the screen, their neighbours beside
    # it; at a network table the person is the seat joined, never the host's seat.
    info = load_game("kings")
    table = Table(info, parse_seats("remote,remote,random", info), seed=5)
    with running_host(table, computer_pause=0.0) as server:
        sessions = joined(server, table, (0, 1))
        for seat, session in enumerate(sessions):
            app = new_app()
            scene = NetTable(app, session=session)
            app.push(scene)
            frame(app, scene)
            places = scene.layout.places
            assert scene.layout.viewer == seat
            assert places[seat].panel.bottom == max(place.panel.bottom for place in places.values())
            assert places[seat].panel.top > max(place.panel.top for k, place in places.items() if k != seat)
        for session in sessions:
            session.close()


def test_a_network_table_sleeps_while_another_person_thinks_and_the_hosts_news_wakes_it():
    # Quiet when waiting: while another person decides, nothing moves at this table, so
    # the window draws nothing; the host's news wakes it (an event of the loop's own).
    from scenes.wake import WAKE
    pygame.display.init()
    info = load_game("kings")
    table = Table(info, parse_seats("remote,remote", info), seed=5)
    with running_host(table, computer_pause=0.0) as server:
        mine, theirs = joined(server, table, (0, 1))
        app = new_app()
        scene = NetTable(app, session=mine)
        app.push(scene)
        deadline = time.monotonic() + 30
        for _ in range(2):                                # the other person's turn, twice
            while not (scene.session.state is not None and scene.session.state.turn == 1
                       and not scene.needs_frames()):
                assert time.monotonic() < deadline
                frame(app, scene)
                if scene.my_turn():
                    play_a_move(scene, "kings")
                time.sleep(0.01)
            assert not app.needs_frames()                 # the window sleeps
            pygame.event.clear(WAKE)
            theirs.poll()
            theirs.move(theirs.state["legal"][0])
            while not pygame.event.peek(WAKE):      # ... till the host's news comes
                assert time.monotonic() < deadline
                time.sleep(0.01)
            assert scene.needs_frames()                   # and the window draws it
        mine.close()
        theirs.close()


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_joined_seat_shows_each_move_of_the_hosts_computers_as_its_own_beat(name):
    # As at one screen: the next move waits till the cards of the last have landed
    # (and a computer's move, the pause after), even when the host sent several at once.
    info = load_game(name)
    table = Table(info, parse_seats("remote,random,random", info), seed=4)
    with running_host(table, computer_pause=0.0) as server:
        (session,) = joined(server, table, (0,))
        app = App(pygame.Surface((WIDTH, HEIGHT)), Settings(speed="normal"))
        scene = NetTable(app, session=session)
        app.push(scene)
        held_back = False
        deadline = time.monotonic() + 60
        while not held_back and time.monotonic() < deadline and not table.state.finished:
            shown = len(scene.session.history)
            played = any(seat == 0 for _move, seat, *_rest in scene.session.history)
            scene.update(1 / 60)
            if app.top is not scene:
                app.pop()
                continue
            if played and len(scene.session.history) > shown:      # (the game so far came at once)
                assert len(scene.session.history) == shown + 1          # one move a frame at most
                held_back = held_back or (scene.animating() and bool(scene.session.changes))
            if scene.my_turn() and not scene.animating():
                play_a_move(scene, name)
            time.sleep(0.005)
        assert held_back
        session.close()
