"""A table across the network, for the window: the connection runs in an
asyncio loop in a thread of its own, and the window hands messages across
with two queues (``send`` in, ``poll`` out). pygame is never touched here.

``poll()`` returns the host's messages (PROTOCOL.md) as they came, plus this
side's own news of the connection: ``{"type": "connection", "state":
"connecting" | "connected" | "reconnecting" | "failed", "message": …}``. A
dropped connection is tried again with the seat's token, so the person comes
back to their seat with everything as it was.
"""

import asyncio
import json
import queue
import threading
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from . import PROTOCOL
from .client import normalise_address
from .messages import MAX_FRAME_BYTES, encode

FOR_GOOD = ("version", "wrong-code", "bad-token", "hello-first", "too-many-guesses")


class RemoteSession:
    def __init__(self, address, code=None, name=None, seat=None, token=None, retry_for=600.0):
        self.uri = normalise_address(address)
        self.code, self.name, self.want_seat, self.token = code, name, seat, token
        self.retry_for = retry_for
        self.seat = None
        self.game = None
        self.lobby = None
        self.state = None                      # the last "state" message
        self.backlog = []                      # the state messages since the last with a "start"
        self.connection = "connecting"
        self.failure = None
        self._in = queue.Queue()
        # Called (from the connection's thread) whenever a message comes in: a window
        # that sleeps while nothing moves is woken by it (scenes/wake.py).
        self.listeners = []
        # Called with the seat's token when the host gives one (a window keeps it to
        # come back to the seat after it was closed: app/net/rejoin.py).
        self.keep_token = None
        self._out = None
        self._loop = None
        self._closing = False
        self._thread = None

    # ------------------------------------------------------------- the window's side
    def start(self):
        self._thread = threading.Thread(target=lambda: asyncio.run(self._run()),
                                        name="net-client", daemon=True)
        self._thread.start()
        return self

    def waiting(self):
        """Whether messages have come in since the last poll."""
        return not self._in.empty()

    def poll(self):
        """Every message since the last poll; also keeps seat, lobby and state."""
        messages = []
        while True:
            try:
                message = self._in.get_nowait()
            except queue.Empty:
                return messages
            kind = message.get("type")
            if kind == "welcome":
                self.game = message["game"]
                if message.get("seat") is not None:
                    self.seat, self.token = message["seat"], message["token"]
            elif kind == "lobby":
                self.lobby = message
            elif kind == "state":
                self.state = message
                self.backlog = [message] if "start" in message else [*self.backlog, message]
            elif kind == "connection":
                self.connection = message["state"]
                if message["state"] == "failed":
                    self.failure = message.get("message")
            messages.append(message)

    def send(self, message):
        """Hand a message to the connection; dropped once the connection has ended."""
        if self._loop is not None and self._out is not None:
            try:
                self._loop.call_soon_threadsafe(self._out.put_nowait, message)
            except RuntimeError:                  # the loop has ended: nothing to send on
                pass

    def move(self, move_json):
        at = self.state["at"] if self.state else 0
        self.send({"type": "move", "move": move_json, "at": at})

    def undo(self):
        self.send({"type": "undo", "at": self.state["at"] if self.state else 0})

    def sit(self, seat=None):
        self.send({"type": "sit", "seat": seat})

    def close(self):
        self._closing = True
        self.send({"type": "bye"})

    # ------------------------------------------------------------- the loop's side
    def _news(self, state, message=""):
        self._put({"type": "connection", "state": state, "message": message})

    def _put(self, message):
        self._in.put(message)
        for listener in list(self.listeners):
            listener()

    async def _run(self):
        self._loop = asyncio.get_running_loop()
        self._out = asyncio.Queue()
        deadline = None
        while not self._closing:
            try:
                async with connect(self.uri, max_size=MAX_FRAME_BYTES, compression=None,
                                   open_timeout=5, ping_interval=5, ping_timeout=10) as ws:
                    deadline = None
                    self._news("connected")
                    if await self._talk(ws) or self._closing:
                        return
                deadline = deadline or time.monotonic() + self.retry_for
                self._news("reconnecting", "the host closed the connection")
                await asyncio.sleep(1.0)
            except InvalidURI as bad:
                self._news("failed", f"not an address: {bad}")
                return
            except _Refused as refused:
                self._news("failed", str(refused))
                return
            except (OSError, ConnectionClosed, InvalidHandshake, asyncio.TimeoutError) as lost:
                now = time.monotonic()
                deadline = deadline or now + self.retry_for
                if self._closing:
                    return
                if now >= deadline or (self.token is None and self.seat is None
                                       and self.connection == "connecting"):
                    self._news("failed", f"cannot reach {self.uri}: {lost}")
                    return
                self._news("reconnecting", str(lost))
                await asyncio.sleep(1.0)

    async def _talk(self, ws):
        """Talk until the connection drops (False) or the table is done (True)."""
        hello = {"type": "hello", "protocol": PROTOCOL}
        if self.token:
            hello["token"] = self.token
            if self.code:
                hello["code"] = self.code          # let in all the same if the seat is no more
        else:
            hello["code"] = self.code or ""
            if self.want_seat is not None:
                hello["seat"] = self.want_seat
        if self.name:
            hello["name"] = self.name
        await ws.send(encode(hello))
        sender = asyncio.create_task(self._send_all(ws))
        try:
            async for text in ws:
                message = json.loads(text)
                if message.get("type") == "welcome" and message.get("token"):
                    self.token = message["token"]           # kept here for reconnecting
                    if self.keep_token is not None:
                        self.keep_token(self.token)         # and where the window keeps it
                if message.get("type") == "error" and message.get("code") in FOR_GOOD:
                    self._put(message)
                    raise _Refused(message.get("message", ""))
                self._put(message)
                if message.get("type") == "closed" and message.get("reason") == "done":
                    return True
            return self._closing
        finally:
            sender.cancel()

    async def _send_all(self, ws):
        while True:
            message = await self._out.get()
            await ws.send(encode(message))
            if message.get("type") == "bye":
                await ws.close()
                return


class _Refused(Exception):
    pass
