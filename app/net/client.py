"""Joining a table (PROTOCOL.md): the connection, and a computer player that
plays over it by the same rules as at one screen.

``normalise_address`` reads what a person types ("192.168.1.20",
"host.local:48620", "ws://…"). ``ComputerClient`` joins with the code (or
its seat's token, to come back), rebuilds each view it is sent
(codec.view_from_json), lets the game's own computer player choose, and sends
the move with the state id it was meant for. A connection that drops is tried
again, with the token, until ``retry_for`` seconds pass.
"""

import asyncio
import json
import os
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from app.chance import fresh_seed
from app.storage import write_atomically
from game import load_game

from . import PROTOCOL
from .codec import view_from_json
from .host import DEFAULT_PORT
from .messages import MAX_FRAME_BYTES, encode


class _Done(Exception):
    """The host has played every game and closed the table."""


class JoinError(Exception):
    """The table refused us for good (wrong code, another version): one line."""


def normalise_address(text, default_port=DEFAULT_PORT):
    """A websocket URI from what a person types; ValueError when it is empty."""
    text = text.strip()
    if not text:
        raise ValueError("give the host's address (an IP address or name, and a port if not "
                         f"{default_port})")
    if "://" not in text:
        text = "ws://" + text
    scheme, rest = text.split("://", 1)
    hostport = rest.split("/", 1)[0]
    if hostport.startswith("["):                      # [IPv6]:port
        has_port = "]:" in hostport
    else:
        has_port = ":" in hostport
    if not has_port:
        hostport = f"{hostport}:{default_port}"
    return f"{scheme}://{hostport}/"


class ComputerClient:
    """A computer player at a remote table. ``run()`` plays until the host is done.

    ``round_trips`` holds, in seconds, the time from sending each move to the
    state that shows it applied."""

    def __init__(self, address, code=None, level="easy", name=None, seat=None, token=None,
                 token_file=None, seed=0, retry_for=30.0, ping_interval=5.0, ping_timeout=10.0,
                 keep_texts=False, pause=0.0):
        self.uri = normalise_address(address)
        self.code, self.level, self.name, self.want_seat = code, level, name, seat
        self.token, self.token_file = token, token_file
        if token is None and token_file and os.path.exists(token_file):
            with open(token_file, encoding="utf-8") as stream:
                self.token = stream.read().strip() or None
        self.seed = seed
        self.pause = pause                  # seconds to wait before each move
        self.retry_for = retry_for
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.seat = None
        self.info = None
        self.player = None
        self.round_trips = []
        self.moves = 0
        self.games = []                     # one finished game's last state a game
        self.errors = []                    # (code, message) the host sent
        self.last_state = None
        self._sent = None                   # (at, time, game) of the move awaiting its state
        self.texts = [] if keep_texts else None     # every message as received (for tests)

    async def run(self):
        """Play; the seat played, once the host closes the table normally."""
        deadline = None
        while True:
            try:
                async with connect(self.uri, max_size=MAX_FRAME_BYTES, compression=None,
                                   ping_interval=self.ping_interval,
                                   ping_timeout=self.ping_timeout, open_timeout=5) as websocket:
                    deadline = None
                    try:
                        await self._play(websocket)
                    except _Done:
                        pass
                    return self.seat
            except JoinError:
                raise
            except (OSError, ConnectionClosed, InvalidHandshake, asyncio.TimeoutError) as lost:
                now = time.monotonic()
                deadline = deadline or now + self.retry_for
                if now >= deadline:
                    raise JoinError(f"cannot reach {self.uri}: {lost}") from None
                self._sent = None
                await asyncio.sleep(0.2)
            except InvalidURI as bad:
                raise JoinError(f"not an address: {bad}") from None

    async def _play(self, websocket):
        hello = {"type": "hello", "protocol": PROTOCOL}
        if self.token:
            hello["token"] = self.token
        else:
            hello["code"] = self.code or ""
            hello["seat"] = self.want_seat
        if self.name:
            hello["name"] = self.name
        await websocket.send(encode(hello))
        async for text in websocket:
            if self.texts is not None:
                self.texts.append(text)
            try:
                await self._receive(websocket, json.loads(text))
            except (ValueError, KeyError, TypeError, AttributeError) as bad:
                raise JoinError(f"the host sent a message this app cannot read ({bad!s:.80}): "
                                f"is it the same version of the app?") from None

    async def _receive(self, websocket, message):
        """One message of the host (PROTOCOL.md); _Done once the table is done."""
        kind = message.get("type")
        if kind == "error":
            await self._refused(websocket, message)
        elif kind == "closed":
            if message.get("reason") == "done":
                raise _Done()
            raise ConnectionError("the host stopped")          # it may come back: retry
        elif kind == "welcome":
            self._welcome(message)
        elif kind == "state":
            await self._state(websocket, message)

    async def _refused(self, websocket, message):
        code, text = message.get("code"), message.get("message")
        self.errors.append((code, text))
        if code in ("version", "wrong-code", "bad-token", "no-seat", "hello-first",
                    "too-many-guesses"):
            raise JoinError(f"{code}: {text}")
        if code in ("stale", "illegal", "not-your-turn") and self._sent is not None:
            self._sent = None                 # think again on the newest state
            if self.last_state is not None:
                await self._state(websocket, self.last_state)

    def _welcome(self, message):
        self.info = load_game(message["game"])
        if message.get("seat") is not None:
            self.seat = message["seat"]
            self.token = message["token"]
            if self.token_file:
                write_atomically(self.token_file, self.token)
        if self.player is None:
            try:
                seed = fresh_seed() if self.seed is None else self.seed
                self.player = self.info.make_player(self.level, seed)
            except ValueError as unknown:
                raise JoinError(f"{self.info.name}: {unknown}") from None

    async def _state(self, websocket, message):
        at = message["at"]
        if self._sent is not None and (at != self._sent[0] or message.get("game_number") !=
                                       self._sent[2]):
            self.round_trips.append(time.perf_counter() - self._sent[1])
            self._sent = None
        self.last_state = message
        if message["finished"]:
            if not self.games or self.games[-1]["game_number"] != message["game_number"]:
                self.games.append(message)
            return
        if message["turn"] != self.seat or (self._sent is not None):
            return
        view = view_from_json(self.info, message["view"])
        move = await asyncio.get_running_loop().run_in_executor(None, self.player.choose, view)
        if self.pause:
            await asyncio.sleep(self.pause)
        self._sent = (at, time.perf_counter(), message.get("game_number"))
        self.moves += 1
        await websocket.send(encode({"type": "move", "move": move.to_json(), "at": at}))

    def report(self):
        """What the join command prints when it is done."""
        trips = sorted(self.round_trips)
        def percentile(p):
            return round(1000 * trips[min(len(trips) - 1, int(p * len(trips)))], 3) if trips else None
        return {"seat": self.seat, "game": self.info.name if self.info else None,
                "games": len(self.games), "moves": self.moves,
                "round_trip_ms": {"p50": percentile(0.5), "p95": percentile(0.95),
                                  "max": percentile(1.0)},
                "errors": [code for code, _ in self.errors]}
