"""No leak: over whole games of each game, played by computers joining over
real sockets, the bytes sent to seat k hold its own view and nothing more; in
particular never another seat's hidden cards, the deck's order or the seed."""

import asyncio
import json

import pytest

from app.net.client import ComputerClient
from app.net.codec import view_to_json
from app.net.messages import encode
from app.net.table import Table, parse_seats
from game import GAME_NAMES, load_game

from .helpers import LOOPBACK, running_host

SECRET_KEYS = ("deck", "hands", "stack", "stacks", "aside", "ambush_deck", "seed", "chance")


def hidden_from(state, view, seat, game):
    """What ``seat`` may not know now, as text that must never reach it."""
    secrets = {f'"{key}":' for key in SECRET_KEYS}
    if game == "figaro":
        seen = set(view.hand).union(view.removed, *view.piles, *view.tricks)
        for other in range(state.players):
            if other != seat:
                secrets |= {f'"{card}"' for card in state.hand(other) if card not in seen}
    elif game == "nottingham":
        seen = set(view.ambushes) | set(view.peek)
        held = [card for other, cards in enumerate(state.ambushes) if other != seat
                for card in cards]
        secrets |= {f'"{card}"' for card in held + list(state.ambush_deck) if card not in seen}
    else:
        for pile in (state.stack, state.aside, *state.stacks):
            if len(pile) >= 3:
                secrets.add(",".join(str(card) for card in pile[:3]))
    return secrets


class WatchedTable(Table):
    """The host's table, noting what each seat is sent and what it may not know."""

    def state_message(self, index, since=None):
        message = super().state_message(index, since)
        view = self.state.view(index)
        assert message["view"] == view_to_json(view)                  # the view, and only it
        assert message["legal"] == [] or self.state.turn == index
        # the events of moves played ("played") are checked as each move is made (play)
        position = encode({key: value for key, value in message.items() if key != "played"})
        self.outbox.setdefault(index, []).append(
            (encode(message), position, hidden_from(self.state, view, index, self.info.name)))
        return message


    def play(self, seat, move, at):
        """Each move's events, as sent: nothing in them that the seat could know
        neither before the move nor after it (but what the move shows face up)."""
        shown = set()              # a card played (R23), an ambush sprung (N17): face up
        if self.info.name == "figaro" or getattr(move, "kind", None) == "spring":
            shown = {f'"{value}"' for value in move.to_json().values() if isinstance(value, str)}
        secrets = {k: hidden_from(self.state, self.state.view(k), k, self.info.name) - shown
                   for k in range(self.players)}
        moves = self.moves
        out = super().play(seat, move, at)
        for k in range(self.players):                 # what the move turned up is known now
            secrets[k] &= hidden_from(self.state, self.state.view(k), k, self.info.name)
        for client, message in out:
            played = message.get("played") or []
            if message["type"] == "state" and played and message["moves"] == moves + 1:
                text = encode(played[-1])
                self.events_seen += 1
                leaked = [s for s in secrets[message["seat"]] if s in text]
                assert not leaked, (message["seat"], leaked[:3], text)
        return out


async def play(server, table, players):
    clients = [ComputerClient(f"{LOOPBACK}:{server.port}", code=table.code, level="random",
                              seed=k, keep_texts=True, retry_for=5) for k in range(players)]

    async def stop_when_done():
        while not server.done.is_set():
            await asyncio.sleep(0.02)
        await asyncio.get_running_loop().run_in_executor(None, server.stop)

    await asyncio.wait_for(asyncio.gather(*(c.run() for c in clients), stop_when_done()), 120)
    return clients


@pytest.mark.parametrize("name", GAME_NAMES)
def test_no_seat_is_sent_another_seats_hidden_cards(name):
    info = load_game(name)
    players = info.max_players
    table = WatchedTable(info, parse_seats(",".join(["remote"] * players), info), seed=11)
    table.outbox = {}
    table.events_seen = 0
    with running_host(table, games=2) as server:
        clients = asyncio.run(play(server, table, players))
    assert len(server.finished_games) == 2 and all(g["replays"] for g in server.finished_games)
    for client in clients:
        seat = client.seat
        received = [t for t in client.texts if json.loads(t)["type"] == "state"]
        sent = table.outbox[seat]
        # the bytes, as the host built them (but for the seat changes of others leaving
        # at the very end, sent while this client was closing)
        assert received == [text for text, _, _ in sent][:len(received)]
        assert all(json.loads(text)["finished"] for text, _, _ in sent[len(received):])
        for _, text, secrets in sent:
            leaked = [s for s in secrets if s in text]
            assert not leaked, (seat, leaked[:3])
        assert client.games and client.games[-1]["finished"]
    assert table.events_seen > 100
