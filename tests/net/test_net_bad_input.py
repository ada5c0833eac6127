"""Nothing a client sends can crash the host, change another seat or the game:
each bad message gets an error to its sender and the game goes on unchanged.
Real sockets, on 127.0.0.1 only."""

import base64
import json
import os
import socket
import time

import pytest
from websockets.exceptions import ConnectionClosed

from app.net import PROTOCOL
from app.net.messages import MAX_FRAME_BYTES, MAX_MESSAGE_BYTES
from app.net.table import Table, parse_seats
from game import load_game

from .helpers import LOOPBACK, Peer, running_host


def seated_people(table):
    """A host of ``table`` whose every seat a person has taken: (server, table, peers by seat)."""
    with running_host(table) as server:
        peers = {}
        for _ in range(len(table.seats)):
            peer = Peer(server.port)
            peer.hello("ABCDEF", seat=None)
            welcome = peer.until("welcome")
            peers[welcome["seat"]] = peer
        for peer in peers.values():
            peer.until("state")
        yield server, table, peers
        for peer in peers.values():
            peer.close()


@pytest.fixture
def table_of_two():
    info = load_game("kings")
    yield from seated_people(Table(info, parse_seats("remote,remote", info), seed=5, code="ABCDEF"))


def snapshot(table):
    return json.dumps(table.to_json(), sort_keys=True)


def other_card(table):
    """A card of the face-down stack, not of the row: a well-formed move the rules forbid."""
    return table.state.stack[0]


def test_each_bad_message_gets_its_error_and_changes_nothing(table_of_two):
    server, table, peers = table_of_two
    turn = table.state.turn
    mover, other = peers[turn], peers[1 - turn]
    legal = table.state.legal_moves()[0].to_json()
    at = table.at
    before = snapshot(table)
    cases = [
        (mover, "not json {", "bad-json"),
        (mover, "[1, 2, 3]", "bad-json"),
        (mover, b"\xff\xfe\x00binary", "bad-json"),
        (mover, '{"type": "move", "type": "undo", "at": 0}', "bad-json"),
        (mover, {"type": "dance"}, "unknown-type"),
        (mover, {"type": "move", "move": legal}, "bad-message"),
        (mover, {"type": "move", "move": legal, "at": at, "why": 1}, "bad-message"),
        (mover, {"type": "move", "move": {**legal, "seat": 1 - turn}, "at": at}, "bad-message"),
        (mover, {"type": "move", "move": {"play": "blue2", "to": 0}, "at": at}, "bad-message"),
        (mover, json.dumps({"type": "move", "pad": "x" * MAX_MESSAGE_BYTES}), "too-large"),
        (other, {"type": "move", "move": legal, "at": at}, "not-your-turn"),
        (mover, {"type": "move", "move": legal, "at": at + 7}, "stale"),
        (mover, {"type": "move", "move": {"take": other_card(table)}, "at": at}, "illegal"),
        (mover, {"type": "undo", "at": at}, "no-undo"),
        (mover, {"type": "sit", "seat": 0}, "no-seat"),
    ]
    for peer, message, code in cases:
        peer.send(message)
        reply = peer.until("error")
        assert reply["code"] == code, (message, reply)
        assert reply["message"]
        assert snapshot(table) == before, message
    mover.send({"type": "move", "move": legal, "at": at})
    assert mover.until("state")["at"] == at + 1


def test_strangers_are_refused_at_the_door(table_of_two):
    server, table, peers = table_of_two
    before = snapshot(table)
    stranger = Peer(server.port)
    stranger.hello("ABCDEG", seat=None)
    assert stranger.until("error")["code"] == "wrong-code"
    stranger.send({"type": "sit"})
    assert stranger.until("error")["code"] == "hello-first"
    stranger.send({"type": "move", "move": {"take": 1}, "at": 0})
    assert stranger.until("error")["code"] == "not-seated"
    stranger.send({"type": "hello", "protocol": PROTOCOL, "token": "guess"})
    assert stranger.until("error")["code"] == "bad-token"
    stranger.send({"type": "hello", "protocol": PROTOCOL, "token": "guess", "code": "ABCDEG"})
    assert stranger.until("error")["code"] == "wrong-code"       # a guessed token and a wrong code
    stranger.hello("ABCDEF", seat=None)
    assert stranger.until("error")["code"] == "no-seat"           # every seat is taken
    stranger.close()
    assert snapshot(table) == before


def test_a_client_of_another_version_is_told_so_in_one_line(table_of_two):
    server, table, _ = table_of_two
    old = Peer(server.port)
    old.send({"type": "hello", "protocol": "net/0", "code": "ABCDEF"})
    reply = old.until("error")
    assert reply["code"] == "version"
    assert "\n" not in reply["message"] and PROTOCOL in reply["message"]
    with pytest.raises(ConnectionClosed):
        old.recv(timeout=5)


def test_a_flood_is_dropped_and_the_game_goes_on(table_of_two):
    server, table, peers = table_of_two
    turn = table.state.turn
    mover = peers[turn]
    before = snapshot(table)
    for _ in range(400):
        mover.send({"type": "dance"})
    codes = set()
    deadline = time.monotonic() + 10
    while "flood" not in codes and time.monotonic() < deadline:
        codes.add(mover.until("error")["code"])
    assert "flood" in codes
    assert snapshot(table) == before
    time.sleep(2.2)                                        # the bucket fills again
    at = table.at
    mover.send({"type": "move", "move": table.state.legal_moves()[0].to_json(), "at": at})
    assert mover.until("state", timeout=10, where=lambda m: m["at"] == at + 1)


def test_an_oversized_frame_closes_only_that_connection(table_of_two):
    server, table, peers = table_of_two
    before = snapshot(table)
    big = Peer(server.port)
    big.send("x" * (MAX_FRAME_BYTES + 10))
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            big.recv(timeout=5)
    assert closed.value.rcvd is None or closed.value.rcvd.code == 1009
    assert snapshot(table) == before
    turn, at = table.state.turn, table.at
    peers[turn].send({"type": "move", "move": table.state.legal_moves()[0].to_json(), "at": at})
    assert peers[turn].until("state")["at"] == at + 1


def raw_websocket(port):
    """A TCP connection that has done the websocket handshake and nothing else."""
    raw = socket.create_connection((LOOPBACK, port), timeout=5)
    key = base64.b64encode(os.urandom(16)).decode()
    raw.sendall((f"GET / HTTP/1.1\r\nHost: {LOOPBACK}\r\nUpgrade: websocket\r\n"
                 f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                 f"Sec-WebSocket-Version: 13\r\n\r\n").encode())
    assert b"101" in raw.recv(4096)
    return raw


def masked_frame(message):
    payload = json.dumps(message).encode()
    assert len(payload) < 126
    mask = os.urandom(4)
    return bytes([0x81, 0x80 | len(payload)]) + mask + bytes(
        b ^ mask[i % 4] for i, b in enumerate(payload))


def test_a_peer_that_stops_answering_pings_is_noticed():
    info = load_game("kings")
    table = Table(info, parse_seats("remote,remote", info), seed=5, code="ABCDEF")
    with running_host(table, ping_interval=0.3, ping_timeout=0.3) as server:
        raw = raw_websocket(server.port)
        raw.sendall(masked_frame({"type": "hello", "protocol": PROTOCOL, "code": "ABCDEF",
                                  "seat": 0}))
        deadline = time.monotonic() + 10
        while table.seats[0].connection != "connected" and time.monotonic() < deadline:
            time.sleep(0.02)
        assert table.seats[0].connection == "connected"
        # it never reads again, so never answers a ping: the host notices
        while table.seats[0].connection == "connected" and time.monotonic() < deadline:
            time.sleep(0.05)
        assert table.seats[0].connection == "reconnecting"
        raw.close()


def test_a_connection_cut_mid_message_changes_nothing(table_of_two):
    server, table, peers = table_of_two
    before = snapshot(table)
    raw = raw_websocket(server.port)
    frame = masked_frame({"type": "hello", "protocol": PROTOCOL, "code": "ABCDEF"})
    raw.sendall(frame[:len(frame) // 2])                  # half a frame, then the cable is pulled
    raw.close()
    time.sleep(0.3)
    assert snapshot(table) == before
    turn, at = table.state.turn, table.at
    peers[turn].send({"type": "move", "move": table.state.legal_moves()[0].to_json(), "at": at})
    assert peers[turn].until("state")["at"] == at + 1


@pytest.fixture
def figaro_of_three():
    """A Figaro table of three people, seated (nothing is seen within a round: R24)."""
    info = load_game("figaro")
    yield from seated_people(Table(info, parse_seats("remote,remote,remote", info), code="ABCDEF"))


def test_a_seat_takes_back_its_own_move_over_the_network(figaro_of_three):
    server, table, peers = figaro_of_three
    turn, at = table.state.turn, table.at
    before = table.info.dump_position(table.state)
    move = table.state.legal_moves()[0].to_json()
    peers[turn].send({"type": "move", "move": move, "at": at})
    moved = peers[turn].until("state", where=lambda m: m["at"] == at + 1)
    other = (turn + 1) % 3
    peers[other].send({"type": "undo", "at": moved["at"]})          # not the other's move
    assert peers[other].until("error")["code"] == "no-undo"
    peers[turn].send({"type": "undo", "at": moved["at"]})
    back = peers[turn].until("state", where=lambda m: m["at"] == at + 2)
    assert back["turn"] == turn and table.info.dump_position(table.state) == before
    peers[turn].send({"type": "move", "move": move, "at": at})        # the old id stays refused
    assert peers[turn].until("error")["code"] == "stale"


UNSAFE_MODULES = {"pickle", "_pickle", "cPickle", "cloudpickle", "dill", "jsonpickle", "marshal",
                  "shelve"}
UNSAFE_CALLS = {"eval", "exec", "compile", "__import__"}


def unsafe_uses(source):
    """What in ``source`` could turn bytes from the network into code: an import of a
    pickling module (or its name given to importlib), a call of eval, exec, compile or
    __import__ by name or as an attribute (``builtins.eval``), any attribute of a
    pickling module (``pickle.loads``)."""
    import ast
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names = [node.value]
        else:
            names = []
        found += [name for name in names if name.split(".")[0] in UNSAFE_MODULES]
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name in UNSAFE_CALLS:
                found.append(f"{name}()")
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in UNSAFE_MODULES):
            found.append(f"{node.value.id}.{node.attr}")
    return found


def test_the_unsafe_uses_are_found():
    assert unsafe_uses("import json\njson.loads(text)\nast.literal_eval(text)") == []
    for source in ("import pickle", "import os, marshal", "from pickle import loads",
                   "from dill import loads", "import importlib\nimportlib.import_module('pickle')",
                   "eval(text)", "builtins.eval(text)", "__import__('os')",
                   "pickle.loads(data)", "shelve.open(path)", "self.compile(code)"):
        assert unsafe_uses(source), source


def test_the_network_layer_reads_json_only():
    import pathlib
    import app.net
    folder = pathlib.Path(app.net.__file__).parent
    paths = sorted(folder.rglob("*.py"))
    assert folder / "host.py" in paths and folder / "table.py" in paths
    for path in paths:
        assert unsafe_uses(path.read_text(encoding="utf-8")) == [], path.relative_to(folder)
