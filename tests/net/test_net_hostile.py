"""A hostile client at every game: every field of every message of PROTOCOL.md
read as hostile. Each gets an ``error`` of PROTOCOL.md (or a close it documents),
never a fault in the host's handler, never a change for anyone; then the honest
seats play to the end and the host's record replays. Real sockets, on 127.0.0.1 only."""

import contextlib
import json
import os
import random
import subprocess
import time

import pytest
from websockets.exceptions import ConnectionClosed

from app.net import PROTOCOL
from app.net.host import GUESSES, WAITING_PER_ADDRESS
from app.net.messages import CLIENT_TYPES, ERRORS, MAX_MESSAGE_BYTES
from app.net.table import Table, parse_seats
from game import load_game

from .helpers import LOOPBACK, Peer, python_command, running_host
from .test_net_bad_input import raw_websocket

GAMES = ("figaro", "nottingham", "kings")
CODE = "ABCDEF"
NO_FLOOD = (1e6, 1e6)           # the matrix sends hundreds of messages; the flood test is apart

# every kind of wrong value a field may be given
BAD_VALUES = ["0", "", [0], [], {"a": 1}, {}, None, True, 10 ** 29, -(10 ** 29), -1, 1.5, -0.0,
              "x" * 300, "\u00e9\u20ac\U0001F0A1", "\ud800", "\x00\x1b[2J", [[[[[[[[[[[]]]]]]]]]]]]


def snapshot(table):
    return json.dumps(table.to_json(), sort_keys=True)


@contextlib.contextmanager
def hosted(game, tmp_path, **options):
    """A table of three joining seats, every seat taken: (server, table, {seat: (peer, token)})."""
    info = load_game(game)
    table = Table(info, parse_seats("remote,remote,remote", info), seed=7, code=CODE)
    options.setdefault("flood", NO_FLOOD)
    with running_host(table, autosave=str(tmp_path / "table.json"), **options) as server:
        seats = {}
        for _ in range(3):
            peer = Peer(server.port)
            peer.hello(CODE, seat=None)
            welcome = peer.until("welcome")
            seats[welcome["seat"]] = (peer, welcome["token"])
        for peer, _ in seats.values():
            peer.until("state", where=lambda m: m["at"] == table.at)
        try:
            yield server, table, seats
        finally:
            for peer, _ in seats.values():
                peer.close()
            assert server.faults == []


def refused(peer, message):
    """Send ``message``: the code of the host's error (one of PROTOCOL.md's, its message
    one line), "closed" when the host closed the connection, or the type of its answer
    when the message was let in (a lobby, which a connection without a seat is sent
    after each change, is no answer)."""
    peer.send(message)
    try:
        reply = peer.recv()
        while reply["type"] == "lobby":
            reply = peer.recv()
    except ConnectionClosed:
        return "closed"
    if reply["type"] != "error":
        return reply["type"]
    assert reply["code"] in ERRORS, reply
    assert reply["message"] and "\n" not in reply["message"]
    return reply["code"]


def honest_move(table, seats, move=None, rng=random.Random(3)):
    """The seat to act plays (one of its legal moves), and every seat hears of it."""
    at, turn = table.at, table.state.turn
    move = move or rng.choice(table.state.legal_moves()).to_json()
    peer = seats[turn][0]
    peer.send({"type": "move", "move": move, "at": at})
    for other, _ in seats.values():
        other.until("state", where=lambda m: m["at"] > at)
    return turn


def mutations(message):
    """``message`` with each field missing, each field of each wrong kind, and one unknown field."""
    for key in message:
        if key == "type":
            continue
        yield {k: v for k, v in message.items() if k != key}
        for value in BAD_VALUES:
            yield {**message, key: value}
    yield {**message, "extra": 1}
    if isinstance(message.get("move"), dict):
        for key, good in message["move"].items():
            for value in BAD_VALUES:
                if type(value) is not type(good) or value != good:
                    yield {**message, "move": {**message["move"], key: value}}
        yield {**message, "move": {**message["move"], "seat": 0}}      # a seat names no seat
        yield {**message, "move": {**message["move"], "extra": 1}}


RAW_TEXTS = ["", " ", "null", "0", '"hello"', "[]", "{}", "{", "NaN", '{"type": NaN}',
             '{"type": "move", "type": "undo", "at": 0}', '{"type": "\\ud800"}',
             '{"\\ud800": 1, "type": "bye"}', "[" * 5000 + "]" * 5000,
             '{"type": "move", "move": ' + "[" * 3000 + "]" * 3000 + ', "at": 0}',
             '{"type": "undo", "at": ' + "9" * 40 + "}", '{"type": "undo", "at": 1e400}',
             json.dumps({"type": "bye", "pad": "x" * MAX_MESSAGE_BYTES}),
             b'{"type": "bye"}', b"\xff\xfe\x00", b""]
BAD_TYPES = [None, 0, 1.5, True, [], ["move"], {"type": "move"}, "", "MOVE", "welcome", "state",
             "error", "closed", "lobby", "\ud800", "x" * 300]


@pytest.mark.parametrize("game", GAMES)
def test_every_field_of_every_message_read_as_hostile(game, tmp_path):
    with hosted(game, tmp_path) as (server, table, seats):
        turn, at = table.state.turn, table.at
        mover = seats[turn][0]
        others = [seats[k][0] for k in seats if k != turn]
        legal = table.state.legal_moves()[0].to_json()
        before = snapshot(table)
        seated = [{"type": "move", "move": legal, "at": at}, {"type": "undo", "at": at},
                  {"type": "sit", "seat": 0}, {"type": "bye"}]
        count = 0
        for base in seated:
            for message in mutations(base):
                assert refused(mover, message) != "closed", message
                assert snapshot(table) == before, message
                count += 1
        for text in RAW_TEXTS:
            code = refused(mover, text)
            assert code in ("bad-json", "too-large", "bad-message", "unknown-type"), \
                (text[:80], code)
            assert (code == "too-large") == (len(text) > MAX_MESSAGE_BYTES)
            assert snapshot(table) == before
            count += 1
        for kind in BAD_TYPES:
            assert refused(mover, {"type": kind}) in ("unknown-type", "too-large"), kind
            assert refused(mover, {"at": at}) == "unknown-type"
        # the seated, but not in turn, out of date, or in another seat's name
        assert refused(others[0], {"type": "move", "move": legal, "at": at}) == "not-your-turn"
        assert refused(mover, {"type": "move", "move": legal, "at": at - 1}) == "stale"
        assert refused(mover, {"type": "move", "move": legal, "at": at + 1}) == "stale"
        assert refused(mover, {"type": "move", "move": {**legal, "seat": turn}, "at": at}) \
            == "bad-message"
        assert refused(mover, {"type": "undo", "at": at}) == "no-undo"
        assert refused(mover, {"type": "sit"}) == "no-seat"
        assert refused(mover, {"type": "hello", "protocol": PROTOCOL, "code": CODE}) \
            == "hello-again"
        assert snapshot(table) == before
        # hello, from strangers: each mutation on a connection of its own
        hello = {"type": "hello", "protocol": PROTOCOL, "code": CODE, "seat": None,
                 "name": "Eve", "token": "x" * 22}
        for message in mutations(hello):
            stranger = Peer(server.port)
            code = refused(stranger, message)
            assert code in ("bad-message", "wrong-code", "bad-token", "version", "no-seat",
                            "too-large", "too-many-guesses", "welcome"), (message, code)
            if code != "version":
                assert refused(stranger, {"type": "move", "move": legal, "at": at}) \
                    == "not-seated"
            stranger.close()
            assert snapshot(table) == before, message
            count += 1
        assert count > 200
        assert server.faults == []
        # the honest seats play on to the end; the record replays
        play_to_the_end(server, table, seats, tmp_path)


def play_to_the_end(server, table, seats, tmp_path):
    while not table.state.finished:
        honest_move(table, seats)
    last = table.record.moves[-1][1]
    done = snapshot(table)
    assert refused(seats[last][0], {"type": "undo", "at": table.at}) == "game-over"
    assert snapshot(table) == done
    with open(tmp_path / "table.json", encoding="utf-8") as stream:
        saved = json.load(stream)
    assert saved == json.loads(done)
    record = tmp_path / "record.json"
    record.write_text(json.dumps(saved["record"]), encoding="utf-8")
    replayed = subprocess.run(python_command("replay", str(record)), capture_output=True,
                              text=True, timeout=120)
    assert replayed.returncode == 0, replayed.stderr
    assert table.info.dump_position(table.state) == json.loads(replayed.stdout)
    assert server.finished_games and server.finished_games[-1]["replays"]


# ---------------------------------------------------------- one case each
def test_a_code_or_token_of_any_text_gets_an_error(tmp_path):
    with hosted("kings", tmp_path) as (server, table, seats):
        before = snapshot(table)
        for fields in ({"code": "ÄBCDEF"}, {"code": "\ud83c\udca1"}, {"token": "é" * 22},
                       {"token": "\ud800", "code": CODE}, {"code": "ABC\x00EF"}):
            stranger = Peer(server.port)
            stranger.send({"type": "hello", "protocol": PROTOCOL, **fields})
            reply = stranger.until("error")
            assert reply["code"] == "bad-message", fields
            stranger.close()
        assert snapshot(table) == before


def test_a_refused_hello_takes_no_seat_from_its_owner(tmp_path):
    with hosted("kings", tmp_path) as (server, table, seats):
        turn = table.state.turn
        other = next(k for k in seats if k != turn)
        # the seat not to act names the token of the seat to act: refused
        assert refused(seats[other][0], {"type": "hello", "protocol": PROTOCOL,
                                         "token": seats[turn][1]}) in ("hello-again", "no-seat")
        assert table.seats[turn].connection == "connected"
        assert table.clients[table.seats[turn].client] == turn
        honest_move(table, seats)                # the seat to act still plays
        assert table.moves == 1


def test_a_seated_connection_saying_hello_again_is_refused(tmp_path):
    with hosted("figaro", tmp_path) as (server, table, seats):
        turn = table.state.turn
        for fields in ({"code": CODE}, {"code": CODE, "seat": None},
                       {"token": seats[turn][1]}):
            assert refused(seats[turn][0], {"type": "hello", "protocol": PROTOCOL,
                                            **fields}) == "hello-again"
        honest_move(table, seats)
        assert table.moves == 1


def test_undo_after_the_end_is_refused_and_the_autosave_stays_finished(tmp_path):
    with hosted("kings", tmp_path) as (server, table, seats):
        play_to_the_end(server, table, seats, tmp_path)
        with open(tmp_path / "table.json", encoding="utf-8") as stream:
            saved = Table.from_json(json.load(stream))
        assert saved.state.finished


def test_the_state_id_only_grows_across_a_resume(tmp_path):
    with hosted("figaro", tmp_path) as (server, table, seats):
        mover = honest_move(table, seats)
        assert refused(seats[mover][0], {"type": "undo", "at": table.at}) == "state"
        honest_move(table, seats)
        at = table.at
        assert (at, table.moves) == (4, 1)           # dealt, a move, its undo, a move
    with open(tmp_path / "table.json", encoding="utf-8") as stream:
        resumed = Table.from_json(json.load(stream))
    assert resumed.at == at
    with running_host(resumed) as server:
        peer = Peer(server.port)
        peer.send({"type": "hello", "protocol": PROTOCOL, "token": seats[0][1]})
        assert peer.until("state")["at"] == at
        peer.close()


def test_a_binary_frame_is_refused_even_when_it_holds_a_move(tmp_path):
    with hosted("nottingham", tmp_path) as (server, table, seats):
        before = snapshot(table)
        move = {"type": "move", "move": table.state.legal_moves()[0].to_json(), "at": table.at}
        assert refused(seats[table.state.turn][0], json.dumps(move).encode()) == "bad-json"
        assert snapshot(table) == before
        honest_move(table, seats)


def test_a_text_frame_that_is_not_utf8_closes_that_connection_alone(tmp_path):
    with hosted("kings", tmp_path) as (server, table, seats):
        before = snapshot(table)
        raw = raw_websocket(server.port)
        raw.sendall(masked_frame(b'{"type": "bye", "x": "\xff\xfe"}'))
        answer = raw.recv(4096)
        assert answer[0] == 0x88 and int.from_bytes(answer[2:4], "big") == 1007   # a close
        raw.close()
        assert snapshot(table) == before
        honest_move(table, seats)


def masked_frame(payload, opcode=0x1):
    mask = os.urandom(4)
    assert len(payload) < 126
    return bytes([0x80 | opcode, 0x80 | len(payload)]) + mask + bytes(
        b ^ mask[i % 4] for i, b in enumerate(payload))


def test_a_connection_that_never_says_hello_is_closed(tmp_path):
    with hosted("kings", tmp_path, hello_timeout=0.5) as (server, table, seats):
        silent, guessing = Peer(server.port), Peer(server.port)
        assert refused(guessing, {"type": "hello", "protocol": PROTOCOL, "code": "ZZZZZZ"}) \
            == "wrong-code"
        for peer in (silent, guessing):            # both answer pings all along
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    peer.recv(timeout=5)
            assert closed.value.rcvd.code == 1008
        honest_move(table, seats)                  # the seated are not touched
        time.sleep(0.6)
        honest_move(table, seats)


def test_wrong_codes_are_limited_across_the_connections_of_one_address(tmp_path):
    with hosted("kings", tmp_path) as (server, table, seats):
        before = snapshot(table)
        for k in range(GUESSES):
            guesser = Peer(server.port)
            assert refused(guesser, {"type": "hello", "protocol": PROTOCOL,
                                     "code": f"ZZZZZ{k % 8 + 2}"}) == "wrong-code"
            guesser.close()
        late = Peer(server.port)                    # even the right code is refused now
        assert refused(late, {"type": "hello", "protocol": PROTOCOL, "code": CODE}) \
            == "too-many-guesses"
        with pytest.raises(ConnectionClosed):
            late.recv(timeout=5)
        assert snapshot(table) == before
        honest_move(table, seats)                   # the seated play on


def test_connections_waiting_from_one_address_are_limited(tmp_path):
    with hosted("kings", tmp_path) as (server, table, seats):
        waiting = [Peer(server.port) for _ in range(WAITING_PER_ADDRESS)]
        for peer in waiting:                        # each is heard: the host counts them
            assert refused(peer, {"type": "sit"}) == "hello-first"
        extra = Peer(server.port)
        with pytest.raises(ConnectionClosed) as closed:
            extra.recv(timeout=5)
        assert closed.value.rcvd.code == 1008
        waiting[0].hello(CODE)                      # let in: no longer waiting
        assert waiting[0].until("welcome")["seat"] is None
        another = Peer(server.port)
        assert refused(another, {"type": "sit"}) == "hello-first"
        for peer in waiting + [another]:
            peer.close()
        honest_move(table, seats)


def test_a_fault_of_the_host_closes_that_connection_alone(tmp_path, monkeypatch):
    with hosted("kings", tmp_path) as (server, table, seats):
        handle = Table.handle

        def faulty(self, client, data, now=0.0):
            if data["type"] == "sit":
                raise KeyError("a defect")
            return handle(self, client, data, now)
        monkeypatch.setattr(Table, "handle", faulty)
        stranger = Peer(server.port)
        assert refused(stranger, {"type": "sit"}) == "closed"
        assert len(server.faults) == 1 and "a defect" in server.faults[0]
        server.faults.clear()
        honest_move(table, seats)                    # the others go on
