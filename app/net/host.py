"""The host: a ``Table`` served over websockets (PROTOCOL.md).

One asyncio loop in a thread of its own runs the server (one handler a
connection, ``max_size`` against oversized frames, pings against dead peers),
the computers' thinking (in a worker thread, so pings go on meanwhile), the
clock of reconnecting seats and the autosave. Everything that touches the
table runs on that loop, one thing at a time. The window (or the headless
``host`` command) talks to it through ``submit`` and reads ``changes``, a
queue; the loop never touches pygame.
"""

import asyncio
import json
import queue
import sys
import threading
import time
import traceback

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from app.chance import fresh_seed
from app.storage import write_atomically

from .messages import MAX_FRAME_BYTES, ProtocolError, encode, error, read_client_message

DEFAULT_PORT = 48620
FLOOD_RATE = 30.0           # messages a second a connection may send, on average
FLOOD_BURST = 60.0          # and at once; a move the table applies is not counted (a fast
                            # computer player may move hundreds of times a second)
SEND_TIMEOUT = 2.0          # seconds a send may wait for a client that does not read
FLOOD_CLOSE = 2_000         # dropped messages before the connection is closed
CHANGES_KEPT = 1_000        # news in ``changes`` nobody has read yet: the oldest go first
HELLO_TIMEOUT = 30.0        # seconds a connection has to be let in (a hello: the code or a token)
GUESSES = 10                # wrong join codes or tokens an address may send at once
GUESS_RATE = 1 / 6          # and then one more every 6 seconds (10 a minute)
WAITING_PER_ADDRESS = 16    # connections of one address not yet let in; more are closed at once


class RateLimit:
    """A token bucket: ``allow(now)`` is False once a connection sends faster than
    ``rate`` a second beyond a ``burst``."""

    def __init__(self, rate=FLOOD_RATE, burst=FLOOD_BURST):
        self.rate, self.burst = rate, burst
        self.tokens, self.last, self.dropped, self.warned = burst, None, 0, -1.0

    def allow(self, now):
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.dropped += 1
        return False

    def refund(self):
        self.tokens = min(self.burst, self.tokens + 1)

    def left(self, now):
        """Whether ``allow(now)`` would be True, spending nothing."""
        if self.last is None:
            return self.burst >= 1
        return min(self.burst, self.tokens + (now - self.last) * self.rate) >= 1


class Connection:
    """One client's connection, as the table knows it (compared by identity)."""

    def __init__(self, websocket, number, flood=(FLOOD_RATE, FLOOD_BURST)):
        self.websocket = websocket
        self.number = number
        self.limit = RateLimit(*flood)
        try:
            self.address = websocket.remote_address[0]
        except (AttributeError, IndexError, TypeError):
            self.address = None

    def __repr__(self):
        return f"Connection({self.number})"


class HostServer:
    """Serves ``table`` on ``host:port`` (port 0: any free one) from a thread.

    ``games``: how many games in a row at the same seats. ``autosave``: a file
    rewritten (atomically) after every change. ``computer_pause``: seconds a
    computer waits before it moves, so people can follow."""

    def __init__(self, table, host="127.0.0.1", port=DEFAULT_PORT, autosave=None, games=1,
                 ping_interval=5.0, ping_timeout=10.0, computer_pause=0.0, takeover_level=None,
                 between_games=0.0, clock=time.monotonic, hello_timeout=HELLO_TIMEOUT,
                 flood=(FLOOD_RATE, FLOOD_BURST)):
        self.table = table
        self.host, self.port = host, port
        self.autosave = autosave
        self.games = games
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.computer_pause = computer_pause
        self.takeover_level = takeover_level or _quick_level(table.info)
        self.between_games = between_games
        self.clock = clock
        self.hello_timeout = hello_timeout
        self.flood = flood                    # (rate, burst) of each connection's messages
        self.guesses = {}                     # address -> RateLimit of its wrong codes and tokens
        self.waiting = {}                     # address -> its connections not yet let in
        self.faults = []                      # a handler's own failures (none, or a defect)
        self.changes = queue.Queue(CHANGES_KEPT)  # ("table", None) after each change; ("game", summary)
        self.listeners = []                   # listener(table) on the loop after each change: quick
        self.finished_games = []              # one summary a game (see summary())
        self.done = threading.Event()         # every game played
        self.ready = threading.Event()
        self.failure = None
        self._loop = None
        self._thread = None
        self._stop = None
        self._thinking = False
        self._players = {}
        self._numbers = 0

    # ----------------------------------------------------------- from outside
    def start(self, timeout=10.0):
        """Start serving in a thread; the (host, port) it listens on."""
        self._thread = threading.Thread(target=self._run, name="net-host", daemon=True)
        self._thread.start()
        if not self.ready.wait(timeout) or self.failure is not None:
            raise OSError(f"cannot listen on {self.host}:{self.port}: {self.failure}")
        return self.host, self.port

    def stop(self, timeout=10.0):
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:                       # it closed meanwhile: already stopped
                pass
        if self._thread is not None:
            self._thread.join(timeout)

    def submit(self, action):
        """Run ``action(table)`` on the loop (a move of a person here, say); a
        concurrent Future of its result, ProtocolError included."""
        async def run():
            out = action(self.table)
            await self._after_change(out)
            return out
        return asyncio.run_coroutine_threadsafe(run(), self._loop)

    def another_game(self):
        """Deal the next game at the same seats once this one is over (the host's "New
        game" on its score sheet): a concurrent Future, or None while a game is played."""
        if self._loop is None or len(self.finished_games) < self.table.game_number:
            return None

        def deal(table):
            if len(self.finished_games) < table.game_number:
                return []                              # dealt already (a second press)
            self.games = max(self.games, table.game_number + 1)
            self.done.clear()
            return table.next_game()
        return self.submit(deal)

    # ------------------------------------------------------------ the loop
    def _run(self):
        try:
            asyncio.run(self._main())
        except BaseException as failure:           # noqa: BLE001 - reported to start()
            self.failure = failure
            self.ready.set()

    async def _main(self):
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with serve(self._handler, self.host, self.port, max_size=MAX_FRAME_BYTES,
                         ping_interval=self.ping_interval, ping_timeout=self.ping_timeout,
                         close_timeout=2, compression=None, max_queue=32) as server:
            self.port = server.sockets[0].getsockname()[1]
            self.ready.set()
            self._save()
            self._kick_computer()
            ticker = asyncio.create_task(self._tick())
            await self._stop.wait()
            ticker.cancel()
            closed = {"type": "closed", "reason": "done" if self.done.is_set() else "stopped"}
            await self._deliver([(client, closed) for client in list(self.table.clients)])
        self._save()

    async def _tick(self):
        while True:
            await asyncio.sleep(0.2)
            out = self.table.tick(self.clock())
            if out:
                await self._after_change(out)

    async def _handler(self, websocket):
        self._numbers += 1
        client = Connection(websocket, self._numbers, self.flood)
        waiting = self.waiting.setdefault(client.address, set())
        if len(waiting) >= WAITING_PER_ADDRESS:
            await websocket.close(1008, "too many connections waiting from this address")
            return
        waiting.add(client)
        door = asyncio.get_running_loop().create_task(self._door(client))
        self.table.connect(client)
        try:
            async for text in websocket:
                await self._receive(client, text)
                if client in self.table.greeted:
                    waiting.discard(client)
        except ConnectionClosed:
            pass
        finally:
            door.cancel()
            waiting.discard(client)
            if not waiting:
                self.waiting.pop(client.address, None)
            out = self.table.disconnect(client, self.clock())
            if out:
                await self._after_change(out)

    async def _door(self, client):
        """Close a connection that is not let in within ``hello_timeout`` seconds."""
        await asyncio.sleep(self.hello_timeout)
        if client not in self.table.greeted and self.table.clients.get(client) is None:
            await client.websocket.close(1008, "no hello with the join code in time")

    async def _receive(self, client, text):
        now = self.clock()
        limit = client.limit
        if not limit.allow(now):
            if limit.dropped >= FLOOD_CLOSE:
                await client.websocket.close(1008, "too many messages")
            elif now - limit.warned >= 1.0:        # one warning a second, not one a message
                limit.warned = now
                await self._send(client, error("flood", "too many messages: slow down "
                                                        "(some were dropped)"))
            return
        guesses = self.guesses.get(client.address)
        try:
            data = read_client_message(text)
            if data["type"] == "hello" and guesses is not None and not guesses.left(now):
                raise ProtocolError("too-many-guesses", "too many wrong join codes from this "
                                                        "address: wait a minute")
            out = self.table.handle(client, data, now)
        except ProtocolError as refused:
            if refused.code in ("wrong-code", "bad-token"):
                self._guessed(client.address, now)
            await self._send(client, error(refused.code, refused.message))
            if refused.code == "version":
                await client.websocket.close(1002, "another version of the protocol")
            elif refused.code == "too-many-guesses":
                await client.websocket.close(1008, "too many wrong join codes")
            return
        except Exception:                         # noqa: BLE001 - a defect: that connection ends
            self.faults.append(traceback.format_exc())
            print(f"host: a message ended in a fault; its connection is closed\n"
                  f"{self.faults[-1]}", file=sys.stderr)
            await client.websocket.close(1011, "the host met a fault")
            return
        if data["type"] == "move":
            limit.refund()
        await self._after_change(out)
        if data["type"] == "bye":
            await client.websocket.close(1000, "bye")

    def _guessed(self, address, now):
        """Count a wrong code or token from ``address``; the addresses whose guesses
        are all back are forgotten, so a host up for days keeps the same memory."""
        if address not in self.guesses and len(self.guesses) >= 1_000:
            for other in [a for a, limit in self.guesses.items()
                          if limit.tokens + (now - limit.last) * limit.rate >= limit.burst]:
                del self.guesses[other]
        self.guesses.setdefault(address, RateLimit(GUESS_RATE, GUESSES)).allow(now)

    async def _after_change(self, out):
        self._save()                  # before anyone hears of it: a restart loses nothing seen
        await self._deliver(out)
        if self.table.state is not None and self.table.state.finished:
            await self._game_over()
            self._save()
        self._tell(("table", None))
        for listener in self.listeners:
            listener(self.table)
        self._kick_computer()

    async def _deliver(self, out):
        texts = {}
        for client, message in out:
            if client is None or not isinstance(client, Connection):
                continue                              # a person here reads the table itself
            text = texts.get(id(message))
            if text is None:
                text = texts[id(message)] = encode(message)
            await self._send_text(client, text)

    async def _send(self, client, message):
        await self._send_text(client, encode(message))

    async def _send_text(self, client, text):
        """Send, but never wait long on one client: one that stops reading is
        dropped (its seat waits for it as ``reconnecting``), the others go on."""
        try:
            await asyncio.wait_for(client.websocket.send(text), SEND_TIMEOUT)
        except ConnectionClosed:
            pass
        except asyncio.TimeoutError:
            client.websocket.transport.abort()

    def _tell(self, news):
        """Put ``news`` in ``changes``; when nobody reads them (the headless host), the
        oldest are dropped, so a host serving games for days keeps the same memory."""
        while True:
            try:
                self.changes.put_nowait(news)
                return
            except queue.Full:
                try:
                    self.changes.get_nowait()
                except queue.Empty:
                    pass

    # ----------------------------------------------------------- computers
    def _kick_computer(self):
        """Let a computer think when the seat to act is one (or a stand-in)."""
        if self._thinking:
            return
        turn = self.table.computer_turn()
        if turn is None:
            return
        seat, at = turn
        self._thinking = True
        asyncio.get_running_loop().create_task(self._think(seat, at))

    def player_for(self, seat):
        level = self.table.seats[seat].level or self.takeover_level
        key = (seat, level)
        if key not in self._players:
            seed = fresh_seed() if self.table.seed is None else self.table.seed * 10 + seat
            self._players[key] = self.table.info.make_player(level, seed=seed)
        return self._players[key]

    async def _think(self, seat, at):
        try:
            view = self.table.state.copy().view(seat)
            player = self.player_for(seat)
            started = time.perf_counter()
            move = await asyncio.get_running_loop().run_in_executor(None, player.choose, view)
            pause = self.computer_pause - (time.perf_counter() - started)
            if pause > 0:
                await asyncio.sleep(pause)
        finally:
            self._thinking = False
        if self.table.computer_turn() != (seat, at):
            self._kick_computer()                      # an undo or a hand-back came first
            return
        try:
            out = self.table.play(seat, move, at)
        except ProtocolError:                          # cannot happen: the move was legal at ``at``
            self._kick_computer()
            return
        await self._after_change(out)

    # ------------------------------------------------------------ games
    async def _game_over(self):
        table = self.table
        if len(self.finished_games) >= table.game_number:
            return
        self.finished_games.append(summary(table))
        self._tell(("game", self.finished_games[-1]))
        if table.game_number < self.games:
            if self.between_games:
                await asyncio.sleep(self.between_games)
            await self._deliver(table.next_game())
        else:
            self.done.set()

    def _save(self):
        if self.autosave:
            write_atomically(self.autosave, json.dumps(self.table.to_json()))


def summary(table):
    """A finished game: its winner and scores, and whether its record replays to
    the same position (no desync between the host's state and its record)."""
    info, state = table.info, table.state
    record = info.load_record(json.loads(json.dumps(table.record.to_json())))
    replayed, failure = record.replay()
    same = failure is None and info.dump_position(replayed) == info.dump_position(state)
    return {"game_number": table.game_number, "moves": table.moves, "winner": state.winner,
            "scores": list(state.scores()), "replays": same}


def _quick_level(info):
    levels = list(info.table_levels) or list(info.levels)
    return levels[len(levels) // 2]
