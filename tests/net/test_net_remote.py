"""The window's connection (app/net/remote.py): messages cross by queues, a
whole game is played through it, and a dropped connection comes back to its seat."""

import time

from app.net.remote import RemoteSession
from app.net.table import Table, parse_seats
from game import load_game

from .helpers import LOOPBACK, running_host


def poll_until(session, done, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for message in session.poll():
            if done(message):
                return message
        time.sleep(0.005)
    raise AssertionError("timed out")


def test_a_whole_game_through_the_windows_connection():
    info = load_game("kings")
    table = Table(info, parse_seats("remote,easy", info), code="ABCDEF")
    with running_host(table) as server:
        session = RemoteSession(f"{LOOPBACK}:{server.port}", code="abcdef", name="Anna",
                                seat=0).start()
        poll_until(session, lambda m: m["type"] == "state")
        assert session.seat == 0 and session.game == "kings" and session.token
        assert table.state.names[0] == "Anna"
        while not session.state["finished"]:
            state = session.state
            if state["turn"] == 0 and state["legal"]:
                session.move(state["legal"][0])
            poll_until(session, lambda m: m["type"] == "state" and m["at"] > state["at"])
        assert server.done.wait(10)                 # the summary follows the last state sent
        assert server.finished_games[0]["replays"]
        session.close()


def test_a_wrong_code_fails_in_one_line():
    info = load_game("kings")
    table = Table(info, parse_seats("remote,easy", info), code="ABCDEF")
    with running_host(table) as server:
        session = RemoteSession(f"{LOOPBACK}:{server.port}", code="ZZZZZZ").start()
        poll_until(session, lambda m: m["type"] == "connection" and m["state"] == "failed")
        assert "join code" in session.failure


def test_a_dropped_connection_comes_back_to_its_seat():
    info = load_game("kings")
    table = Table(info, parse_seats("remote,remote", info), code="ABCDEF")
    with running_host(table) as server:
        anna = RemoteSession(f"{LOOPBACK}:{server.port}", code="ABCDEF", seat=0).start()
        bruno = RemoteSession(f"{LOOPBACK}:{server.port}", code="ABCDEF", seat=1).start()
        poll_until(anna, lambda m: m["type"] == "state")
        poll_until(bruno, lambda m: m["type"] == "state")
        client = table.seats[0].client
        server._loop.call_soon_threadsafe(
            lambda: server._loop.create_task(client.websocket.close()))      # the cable is pulled
        poll_until(anna, lambda m: m["type"] == "connection" and m["state"] == "reconnecting")
        message = poll_until(anna, lambda m: m["type"] == "state")
        assert message["seat"] == 0 and anna.seat == 0
        assert table.seats[0].connection == "connected"
        anna.close()
        bruno.close()
