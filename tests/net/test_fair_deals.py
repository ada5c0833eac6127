"""No deal can be known in advance (app/chance.py): every real table, hosted
or at one screen, deals from the operating system's entropy unless a seed was
asked for, and no seat is ever sent the seed."""

import json
import random

import pytest

from app.net import PROTOCOL
from app.net.commands import build_table
from app.net.messages import encode, read_client_message
from app.net.table import Table, parse_seats
from cli import build_parser
from game import GAME_NAMES, load_game


def deal(state, info):
    """A position without its seed: what the players are dealt."""
    position = info.dump_position(state)
    position.pop("seed", None)
    return position


def hosted(game, *options):
    """A table as ``main.py host`` builds it from these options (and nothing else)."""
    args = build_parser().parse_args(["host", "--game", game, *options])
    table = build_table(args, load_game(game))
    for client in "abcdefg"[:sum(seat.kind == "remote" for seat in table.seats)]:
        table.handle(client, read_client_message(json.dumps(
            {"type": "hello", "protocol": PROTOCOL, "code": table.code, "seat": None})))
    return table


@pytest.mark.parametrize("game", GAME_NAMES)
def test_two_tables_hosted_with_the_defaults_deal_differently(game):
    info = load_game(game)
    first, second = hosted(game), hosted(game)
    assert first.seed is None and first.started and second.started
    assert deal(first.state, info) != deal(second.state, info)
    # the next game at the same table is a new deal too, not the seed after the last one
    dealt = first.record.start.seed
    first.next_game()
    assert first.record.start.seed not in (dealt, dealt + 1)
    assert deal(first.state, info) != deal(second.state, info)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_seed_asked_for_deals_the_same_again(game):
    info = load_game(game)
    first, second = hosted(game, "--seed", "7"), hosted(game, "--seed", "7")
    assert deal(first.state, info) == deal(second.state, info)
    assert first.record.start.seed == 7


def test_a_table_resumed_from_its_autosave_deals_its_next_game_anew():
    info = load_game("kings")
    table = hosted("kings")
    saved = table.to_json()
    assert saved["seed"] is None                           # no seed was asked for: none is kept
    resumed = Table.from_json(json.loads(json.dumps(saved)))
    assert deal(resumed.state, info) == deal(table.state, info)    # the game in progress goes on
    table.next_game()
    resumed.next_game()
    assert deal(resumed.state, info) != deal(table.state, info)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_no_message_to_a_seat_holds_the_seed(game):
    """Welcome, lobby and state messages, over a whole game played at random, hold
    neither a "seed" key nor the seed's digits."""
    info = load_game(game)
    table = Table(info, parse_seats(",".join(["remote"] * info.min_players), info), code="ABCDEF")
    sent = []
    for client in "abcdefg"[:info.min_players]:
        sent += table.handle(client, read_client_message(json.dumps(
            {"type": "hello", "protocol": PROTOCOL, "code": "ABCDEF", "seat": None})))
    seed = table.record.start.seed
    assert seed > 10 ** 6                                  # a seed from entropy: its digits say it
    clients = {index: client for client, index in table.clients.items()}
    rng = random.Random(1)
    while not table.state.finished:
        seat = table.state.turn
        sent += table.handle(clients[seat], read_client_message(json.dumps(
            {"type": "move", "move": rng.choice(table.state.legal_moves()).to_json(), "at": table.at})))
    texts = [encode(message) for _client, message in sent]
    assert {json.loads(text)["type"] for text in texts} >= {"welcome", "state"}
    for text in texts:
        assert '"seed"' not in text and str(seed) not in text


def test_the_computers_of_a_hosted_table_play_from_seeds_nobody_knows(monkeypatch):
    import app.net.host as host
    drawn = []

    def fresh_seed():
        drawn.append(len(drawn) + 10 ** 9)
        return drawn[-1]

    monkeypatch.setattr(host, "fresh_seed", fresh_seed)
    server = host.HostServer(hosted("kings", "--seats", "remote,easy,hard"), host="127.0.0.1", port=0)
    server.player_for(1), server.player_for(2)
    assert len(drawn) == 2                                 # one of its own for each computer
    asked = host.HostServer(hosted("kings", "--seats", "remote,easy", "--seed", "7"), host="127.0.0.1", port=0)
    asked.player_for(1)
    assert len(drawn) == 2                                 # a seed asked for: as before, seed * 10 + seat
