"""The host's reading of messages under hypothesis: whatever a client sends, the
reader answers with a message or a ProtocolError of PROTOCOL.md; the table, given
what the reader let through from any connection, refuses with nothing changed
(for anyone) or does what the message asks of its own seat; the honest seats play
on and the record replays. Then the same over real sockets, on 127.0.0.1 only."""

import importlib
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed

from app.net import PROTOCOL
from app.net.host import summary
from app.net.messages import CLIENT_TYPES, ERRORS, ProtocolError, read_client_message
from app.net.table import Table, parse_seats
from game import load_game

from .helpers import Peer, running_host

GAMES = ("figaro", "nottingham", "kings")
CODE = "ABCDEF"
PEOPLE = ("p0", "p1", "p2")        # the connections of the seats (the table knows a connection
STRANGERS = ("stranger", "guest")  # by identity: always these very objects)
EXAMPLES = int(os.environ.get("NET_FUZZ_EXAMPLES", "60"))    # set: a longer search, new each run
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None,
                derandomize="NET_FUZZ_EXAMPLES" not in os.environ,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

FIELDS = sorted({key for fields in CLIENT_TYPES.values() for key in fields} | {"type"})
scalars = (st.none() | st.booleans() | st.integers() | st.integers(-3, 300)
           | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=30)
           | st.sampled_from(["", CODE, CODE.lower(), " abcdef ", "\ud800", "\x00", "é" * 6,
                              PROTOCOL, "net/1", "x" * 250]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=8) | st.sampled_from(FIELDS), inner,
                                        max_size=4), max_leaves=12)
kinds = st.sampled_from(sorted(CLIENT_TYPES)) | values


@st.composite
def messages(draw, good_values=st.nothing()):
    """A message object: a type, some of the fields PROTOCOL.md names (and others),
    each of any value, or one of ``good_values``."""
    message = {"type": draw(kinds)}
    for key in draw(st.lists(st.sampled_from(FIELDS) | st.text(max_size=6), max_size=5)):
        message[key] = draw(values | good_values)
    if draw(st.booleans()):
        message["protocol"] = PROTOCOL
    return message


def moves_like(legal, keys):
    """Moves near the legal ones: a legal move with a key given any value, or one more
    key of the game's moves (``keys``)."""
    return st.tuples(st.sampled_from(legal), st.sampled_from(sorted(keys)), values).map(
        lambda t: {**t[0], t[1]: t[2]})


def texts(message):
    return json.dumps(message)                     # NaN and Infinity as Python writes them


@FUZZ
@given(st.one_of(messages().map(texts), st.text(max_size=200), st.binary(max_size=200),
                 values.map(texts)))
def test_the_reader_answers_anything_with_a_message_or_a_refusal(text):
    try:
        data = read_client_message(text)
    except ProtocolError as refused:
        assert refused.code in ERRORS and refused.message and "\n" not in refused.message
        return
    assert isinstance(data, dict) and data["type"] in CLIENT_TYPES
    assert set(data) <= {"type", *CLIENT_TYPES[data["type"]]}


# ------------------------------------------------------------ a live table
def seated_table(game):
    info = load_game(game)
    table = Table(info, parse_seats("remote,remote,remote", info), seed=11, code=CODE)
    for k in range(3):
        table.handle(PEOPLE[k], {"type": "hello", "protocol": PROTOCOL, "code": CODE, "seat": k})
    return table


def seen_by_others(table, sender):
    """What a message of ``sender`` must leave as it was when it is refused: the whole
    table, and every other connection's seat."""
    return (json.dumps(table.to_json(), sort_keys=True),
            {c: k for c, k in table.clients.items() if c != sender},
            [(s.client, s.connection, s.stand_in) for s in table.seats])


def honest_step(table, rng):
    """The seat to act plays one of its legal moves, coming back first with its token
    if a message of its own sent it away (``bye``)."""
    turn = table.state.turn
    seat = table.seats[turn]
    if seat.client is None:
        table.handle(PEOPLE[turn], {"type": "hello", "protocol": PROTOCOL, "token": seat.token})
    move = rng.choice(table.state.legal_moves())
    table.handle(seat.client, {"type": "move", "move": move.to_json(), "at": table.at})


TABLES = {game: seated_table(game) for game in GAMES}     # dealt once: each example copies it


@pytest.mark.parametrize("game", GAMES)
def test_a_live_table_refuses_with_nothing_changed(game):
    dealt = json.dumps(TABLES[game].to_json())
    move_keys = importlib.import_module(f"game.{game}.record").MOVE_KEYS

    @FUZZ
    @given(st.data())
    def fuzz(data):
        table = Table.from_json(json.loads(dealt))
        for k in range(3):          # each person back in their seat, a stranger at the door
            table.handle(PEOPLE[k], {"type": "hello", "protocol": PROTOCOL,
                                   "token": table.seats[k].token})
        rng = random.Random(data.draw(st.integers(0, 2 ** 16), label="seed"))
        for _ in range(data.draw(st.integers(1, 25), label="steps")):
            if table.state.finished:
                break
            if data.draw(st.booleans(), label="honest"):
                honest_step(table, rng)
                continue
            sender = data.draw(st.sampled_from(PEOPLE + STRANGERS))
            legal = [m.to_json() for m in table.state.legal_moves()]
            own = table.clients.get(sender)
            good = st.sampled_from([table.at, table.at - 1, table.at + 1, *legal, None,
                                    *([table.seats[own].token] if own is not None else [])])
            good = good | moves_like(legal, move_keys)
            text = texts(data.draw(messages(good), label="message"))
            before = seen_by_others(table, sender)
            untouched = json.dumps(table.to_json(), sort_keys=True)
            try:
                table.handle(sender, read_client_message(text), now=1.0)
            except ProtocolError as refused:
                assert refused.code in ERRORS
                assert seen_by_others(table, sender) == before, refused
                continue
            if sender in STRANGERS:      # no token: nothing of the game is theirs
                assert json.dumps(table.to_json(), sort_keys=True) == untouched
        for _ in range(3):                           # the honest seats play on
            if not table.state.finished:
                honest_step(table, rng)
        assert summary(table)["replays"]

    fuzz()


# ------------------------------------------------------------ over sockets
@pytest.mark.parametrize("game", GAMES)
def test_a_host_under_fuzzed_messages_never_fails_in_its_handler(game):
    table = seated_table(game)
    table.clients.clear()
    for seat in table.seats:
        seat.client, seat.connection = None, "reconnecting"
    table.tick(0.0)
    with running_host(table, flood=(1e6, 1e6)) as server:
        people = []
        for seat in table.seats:
            peer = Peer(server.port)
            peer.send({"type": "hello", "protocol": PROTOCOL, "token": seat.token})
            peer.until("state")
            people.append(peer)
        stranger = [Peer(server.port)]
        before = json.dumps(table.to_json(), sort_keys=True)

        @settings(FUZZ, max_examples=max(10, EXAMPLES // 2))
        @given(st.one_of(messages().map(texts), st.text(max_size=100), st.binary(max_size=100)))
        def fuzz(text):
            stranger[0].send(text)
            try:
                reply = stranger[0].recv()
                while reply["type"] == "lobby":
                    reply = stranger[0].recv()
            except ConnectionClosed as closed:               # a documented close
                assert closed.rcvd is not None and closed.rcvd.code in (1000, 1002, 1008), closed
                stranger[0] = Peer(server.port)
                return
            assert reply["type"] in ("error", "welcome"), reply
            assert reply["type"] == "welcome" or reply["code"] in ERRORS
            if reply.get("code") in ("version", "too-many-guesses"):     # then closed (1002, 1008)
                stranger[0].close()
                stranger[0] = Peer(server.port)
            assert json.dumps(table.to_json(), sort_keys=True) == before

        fuzz()
        assert server.faults == []
        turn = table.state.turn
        people[turn].send({"type": "move", "move": table.state.legal_moves()[0].to_json(),
                           "at": table.at})
        assert people[turn].until("state", where=lambda m: m["moves"] == 1)
        for peer in people + stranger:
            peer.close()
