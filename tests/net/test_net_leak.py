"""No leak: over whole games of each game, played by computers joining over
real sockets, the bytes sent to seat k hold its own view and nothing more; in
particular never another seat's hidden cards, the deck's order or the seed.

Kings & Creatures hides only face-down cards (the stack, the later rounds'
stacks, the cards set aside): each of them is looked for in every field that
holds cards, each size field must be the pile's size and nothing more, and the
bytes must not change when the face-down cards are dealt otherwise."""

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
    return secrets


def face_down(state):
    """Kings & Creatures: every card lying face down, in the order of the piles."""
    return [*state.stack, *(card for pile in state.stacks for card in pile), *state.aside]


def dealt_otherwise(state):
    """The same position with its face-down cards moved one place along the piles
    (each pile keeps its size): all a seat may see is unchanged."""
    cards = face_down(state)
    cards = cards[1:] + cards[:1]
    twin = state.copy()
    twin.stack, cards = cards[:len(state.stack)], cards[len(state.stack):]
    for k, pile in enumerate(state.stacks):
        twin.stacks[k], cards = cards[:len(pile)], cards[len(pile):]
    twin.aside = cards
    return twin


def check_kings_message(state, message):
    """Each face-down card is absent from every field of cards; the piles show their
    sizes only; the message's fields are exactly the protocol's."""
    view = message["view"]
    assert set(message) - {"start", "scores"} == {"type", "game_number", "at", "seat", "turn", "finished",
                                                  "winner", "view", "legal", "seats", "moves", "played"}
    assert "scores" in message if state.finished else "scores" not in message
    shown = {*view["row"], *view["discarded"], *(card for cards in view["cards"] for card in cards),
             *(move["take"] for move in message["legal"])}
    hidden = set(face_down(state))
    assert not shown & hidden, sorted(shown & hidden)[:3]
    assert view["stack_size"] == len(state.stack)
    assert view["stack_sizes"] == [len(pile) for pile in state.stacks]
    assert view["aside_size"] == len(state.aside)


def without_pawns(message):
    """A state message without the seats' pawn colours (Nottingham's N5: public, every
    pawn is on the table), whose words are also the names of the secret colour cards."""
    message = dict(message)
    for key in ("view", "start"):
        if isinstance(message.get(key), dict):
            message[key] = {k: v for k, v in message[key].items() if k != "colours"}
    return message


class WatchedTable(Table):
    """The host's table, noting what each seat is sent and what it may not know."""

    def state_message(self, index, since=None):
        message = super().state_message(index, since)
        view = self.state.view(index)
        assert message["view"] == view_to_json(view)                  # the view, and only it
        assert message["legal"] == [] or self.state.turn == index
        if self.info.name == "kings":
            check_kings_message(self.state, message)
            if len(set(face_down(self.state))) > 1:
                real, self.state = self.state, dealt_otherwise(self.state)
                try:
                    twin = super().state_message(index, since)
                finally:
                    self.state = real
                assert encode(twin) == encode(message), "the bytes tell the face-down cards"
                self.checked_otherwise += 1
        # the events of moves played ("played") are checked as each move is made (play)
        position = encode(without_pawns({key: value for key, value in message.items() if key != "played"}))
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
    table.outbox, table.checked_otherwise, table.events_seen = {}, 0, 0
    with running_host(table, games=2) as server:
        clients = asyncio.run(play(server, table, players))
    assert len(server.finished_games) == 2 and all(g["replays"] for g in server.finished_games)
    for client in clients:
        seat = client.seat
        received = [t for t in client.texts if json.loads(t)["type"] == "state"]
        sent = table.outbox[seat]
        assert received and all(json.loads(text)["finished"] for text, _, _ in sent[len(received):])
        # the bytes, as the host built them (but for the seat changes of others leaving
        # at the very end, sent while this client was closing)
        assert received == [text for text, _, _ in sent][:len(received)]
        assert sum(1 for text in received if not json.loads(text)["finished"]) > 10
        for _, text, secrets in sent:
            leaked = [s for s in secrets if s in text]
            assert not leaked, (seat, leaked[:3])
        assert client.games and client.games[-1]["finished"]
    assert table.events_seen > 100
    if name == "kings":
        assert table.checked_otherwise > 100
