"""The host's table without a network: views and moves as JSON, seats,
tokens, undo, the clock of dropped seats, and the autosave."""

import json
import random

import pytest

from app.net import PROTOCOL
from app.net.codec import move_from_json, view_from_json, view_to_json
from app.net.messages import ProtocolError, read_client_message
from app.net.table import (COMPUTER, CONNECTED, GONE, RECONNECTING, REMOTE, Seat, Table,
                           parse_seats)
from game import GAME_NAMES, load_game
from game.common.errors import FormatError


def play_random(info, players, seed, each_position):
    state = info.new_game(players, seed=seed)
    rng = random.Random(seed)
    while True:
        each_position(state)
        if state.finished:
            return state
        state.apply(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("name", GAME_NAMES)
def test_views_travel_as_json_and_read_back_the_same(name):
    info = load_game(name)

    def check(state):
        for seat in range(state.players):
            view = state.view(seat)
            data = json.loads(json.dumps(view_to_json(view)))
            again = view_from_json(info, data)
            assert view_to_json(again) == data
            assert again.legal_moves() == view.legal_moves()
            for move in view.legal_moves():
                assert move_from_json(info, json.loads(json.dumps(move.to_json()))) == move

    for seed, players in enumerate((info.min_players, info.max_players)):
        play_random(info, players, seed, check)


def test_a_move_naming_a_seat_or_of_another_game_is_refused():
    info = load_game("figaro")
    with pytest.raises(FormatError, match="seat"):
        move_from_json(info, {"take": True, "seat": 1})
    with pytest.raises(FormatError):
        move_from_json(info, {"keep": True})
    with pytest.raises(FormatError):
        view_from_json(info, {"seat": 0})


def lobby_table(name="kings", seats="remote,remote,easy", **options):
    info = load_game(name)
    return Table(info, parse_seats(seats, info), seed=3, code="ABCDEF", **options)


def hello(table, client, now=0.0, **fields):
    data = read_client_message(json.dumps({"type": "hello", "protocol": PROTOCOL, **fields}))
    return table.handle(client, data, now)


def test_the_game_starts_when_every_joining_seat_is_taken():
    table = lobby_table()
    assert table.state is None and not table.started
    out = hello(table, "a", code="abcdef", name="Ann")
    assert [m["type"] for c, m in out] == ["welcome", "lobby"]       # in the lobby, no seat yet
    table.handle("a", read_client_message('{"type": "sit"}'))
    assert table.state is None
    out = hello(table, "b", code="ABCDEF", seat=None)
    assert table.started and table.state is not None
    assert [s.name for s in table.seats][:1] == ["Ann"]
    assert table.state.names[0] == "Ann"
    states = [m for c, m in out if m["type"] == "state"]
    assert {m["seat"] for m in states} == {0, 1}


def test_seats_are_refused_with_a_wrong_code_or_when_taken():
    table = lobby_table()
    with pytest.raises(ProtocolError) as refused:
        hello(table, "a", code="ABCDEG")
    assert refused.value.code == "wrong-code"
    hello(table, "a", code="ABCDEF", seat=1)
    with pytest.raises(ProtocolError) as refused:
        hello(table, "b", code="ABCDEF", seat=1)
    assert refused.value.code == "no-seat"
    with pytest.raises(ProtocolError) as refused:
        hello(table, "c", code="ABCDEF", seat=2)           # a computer's seat
    assert refused.value.code == "no-seat"


def seated_table(name="figaro", seats="remote,remote,remote"):
    table = lobby_table(name, seats)
    tokens = {}
    for client in ("a", "b", "c")[:seats.count("remote")]:
        out = hello(table, client, code="ABCDEF", seat=None)
        welcome = next(m for c, m in out if m["type"] == "welcome")
        tokens[client] = welcome["token"]
    return table, tokens


def client_of(table, seat):
    return next(c for c, s in table.clients.items() if s == seat)


def move_message(move, at):
    return read_client_message(json.dumps({"type": "move", "move": move.to_json(), "at": at}))


def test_a_move_is_played_only_for_the_seat_to_act_at_the_current_position():
    table, _ = seated_table()
    turn = table.state.turn
    move = table.state.legal_moves()[0]
    other = client_of(table, (turn + 1) % 3)
    before, at = json.dumps(table.to_json()), table.at
    for client, when, code in ((other, at, "not-your-turn"), (client_of(table, turn), at + 5, "stale")):
        with pytest.raises(ProtocolError) as refused:
            table.handle(client, move_message(move, when))
        assert refused.value.code == code
        assert json.dumps(table.to_json()) == before
    table.handle(client_of(table, turn), move_message(move, at))
    assert table.at == at + 1 and table.moves == 1


def test_undo_takes_back_ones_own_move_until_the_next_person_acts():
    table, _ = seated_table("figaro", "remote,remote,easy")     # no card is seen within a round
    first = table.state.turn
    if table.seats[first].kind == COMPUTER:          # let the computer go first
        table.play(first, table.state.legal_moves()[0], 0)
        first = table.state.turn
    moves, at = table.moves, table.at
    before = table.info.dump_position(table.state)
    move = table.state.legal_moves()[0]
    table.handle(client_of(table, first), move_message(move, at))
    moved_at = table.at
    table.handle(client_of(table, first), read_client_message(
        json.dumps({"type": "undo", "at": table.at})))
    assert table.moves == moves and table.info.dump_position(table.state) == before
    for old in (at, moved_at):                   # the position came back, no old id did
        with pytest.raises(ProtocolError) as refused:
            table.handle(client_of(table, first), move_message(move, old))
        assert refused.value.code == "stale"
    table.handle(client_of(table, first), move_message(move, table.at))
    mover = table.state.turn
    if table.seats[mover].kind == REMOTE and mover != first:
        table.handle(client_of(table, mover), move_message(table.state.legal_moves()[0], table.at))
        with pytest.raises(ProtocolError) as refused:
            table.handle(client_of(table, first), read_client_message(
                json.dumps({"type": "undo", "at": table.at})))
        assert refused.value.code == "no-undo"


def test_a_dropped_seat_waits_then_a_computer_plays_it_and_hands_it_back():
    table, tokens = seated_table("kings", "remote,remote,easy")
    seat = table.clients["a"]
    table.grace, table.takeover = 10, 30
    table.disconnect("a", now=100)
    assert table.seats[seat].connection == RECONNECTING
    table.tick(105)
    assert table.seats[seat].connection == RECONNECTING
    table.tick(110)
    assert table.seats[seat].connection == GONE and not table.seats[seat].stand_in
    table.tick(140)
    assert table.seats[seat].stand_in
    if table.state.turn == seat:
        assert table.computer_turn() == (seat, table.at)
    out = hello(table, "a2", now=150, token=tokens["a"])
    assert table.seats[seat].connection == CONNECTED and not table.seats[seat].stand_in
    assert any(c == "a2" and m["type"] == "state" and m["seat"] == seat for c, m in out)
    with pytest.raises(ProtocolError) as refused:
        hello(table, "x", token="not-a-token")
    assert refused.value.code == "bad-token"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_the_autosave_keeps_the_whole_table(name):
    info = load_game(name)
    table, tokens = seated_table(name, ",".join(["remote"] * info.min_players))
    rng = random.Random(1)
    for _ in range(12):
        table.play(table.state.turn, rng.choice(table.state.legal_moves()), table.at)
    saved = json.loads(json.dumps(table.to_json()))
    again = Table.from_json(saved)
    assert again.code == table.code and again.moves == table.moves
    assert info.dump_position(again.state) == info.dump_position(table.state)
    assert [s.token for s in again.seats] == [s.token for s in table.seats]
    assert all(s.connection == RECONNECTING for s in again.seats)
    later = Table.from_json(saved, now=1000.0)        # the host's clock when it restarts
    later.tick(1001.0)
    assert all(s.connection == RECONNECTING and not s.stand_in for s in later.seats)


@pytest.mark.parametrize("change, where", [
    (lambda d: d.update(format="net-table/9"), "table.format"),
    (lambda d: d.update(code="0O0O0O"), "table.code"),
    (lambda d: d["seats"][0].update(kind="wizard"), "table.seats[0].kind"),
    (lambda d: d["record"]["moves"].append({"take": 999}), "table.record.moves"),
    (lambda d: d.update(extra=1), "table"),
])
def test_a_broken_autosave_is_refused_naming_the_place(change, where):
    table, _ = seated_table("kings", "remote,remote,remote")
    data = json.loads(json.dumps(table.to_json()))
    change(data)
    with pytest.raises(FormatError) as refused:
        Table.from_json(data)
    assert str(refused.value).startswith(where)


def test_seats_are_parsed_from_the_command_line():
    info = load_game("figaro")
    seats = parse_seats("remote, hard ,remote", info)
    assert [s.kind for s in seats] == [REMOTE, COMPUTER, REMOTE] and seats[1].level == "hard"
    for bad in ("remote,remote", "remote,remote,wizard", ",".join(["remote"] * 7)):
        with pytest.raises(ValueError):
            parse_seats(bad, info)
    assert isinstance(Seat("here").taken, bool)


def test_a_token_of_no_seat_here_with_the_right_code_joins_as_anyone_joining():
    # A window that remembers a seat of an older table sends its token and the code:
    # the code lets it in to the lobby; its token gives it no seat.
    table = lobby_table("kings", "remote,remote")
    out = hello(table, "a", code="ABCDEF", token="a-token-of-another-table")
    assert [m["type"] for c, m in out] == ["welcome", "lobby"]
    assert out[0][1]["seat"] is None and table.clients["a"] is None
    out = hello(table, "a", code="ABCDEF", token="a-token-of-another-table", seat=None)
    welcome = next(m for c, m in out if m["type"] == "welcome")
    assert welcome["seat"] == 0 and welcome["token"] != "a-token-of-another-table"
