"""A game across the network as a table sees it: ``NetSession`` answers what a
table asks of its ``GameSession`` (app/session.py) — the state, apply, undo,
the log, the hint — from the messages of the host (PROTOCOL.md).

The seat is sent only its own view, so the state a table draws is a guess: a
whole game consistent with the view (the game's own ``determinize``, the one
its computer players use), the hidden cards dealt at random. Anything a table
draws that is hidden from the seat comes from that guess, never from the host.
The moves arrive from the host one by one with their events (as this seat may
know them); the table shows each as it shows a local move. Pure Python, no
pygame.
"""

import random
from collections import deque

from app.gamelog import EventLog
from app.i18n import N_, Message
from app.undo import NOT_ACROSS_ANOTHER, NOTHING_TO_UNDO, SEEN
from app.words import player_name
from game import load_game
from game.common.errors import FormatError

from .codec import move_from_json, view_from_json
from .events import events_from_json

WAITING = N_("Waiting for the host's answer…")
NO_RECORD = N_("At a table across the network the record is the host's: its autosave keeps "
               "the whole game, and the host saves the record with Ctrl+S.")
MOVE, UNDO, RESET, REFRESH = "move", "undo", "reset", "refresh"


def guess_state(info, view, rng):
    """A whole game consistent with ``view``: its hidden cards a guess (the game's
    ``guess.determinize``), or the stand-in game a view over a game was rebuilt
    over (the game's ``view_json``: the unseen cards in a fixed order)."""
    stand_in = getattr(view, "_state", None)
    if stand_in is not None:
        return stand_in.copy()
    from importlib import import_module
    return import_module(f"game.{info.name}.guess").determinize(view, rng)


def _seen(data):
    """A played move's ``seen`` (what it showed this seat that was hidden), or
    None; anything the table cannot word is read as nothing shown (the host
    refuses such an undo all the same)."""
    if (isinstance(data, list) and len(data) == 2 and data[0] in SEEN
            and (data[1] is None or (isinstance(data[1], int) and not isinstance(data[1], bool)))):
        return data[0], data[1]
    return None


class NetRecord:
    """What a table reads of the record: the start (a guess) and who moved."""

    def __init__(self, start, moves):
        self.start, self.moves = start, moves


class NetSeat:
    """A seat as the session's ``seats`` list shows it."""

    def __init__(self, public):
        self.public = public
        self.person = public["kind"] in ("here", "remote")
        self.level = public.get("level")


class NetSession:
    """GameSession's face for one seat of a table across the network.

    ``connection`` is the window's ``RemoteSession`` (poll, move, undo, close).
    ``poll()`` reads the host's messages: each ``state`` becomes a change
    (a move, an undo, a new start) the table takes with ``next_change()`` when
    it is ready to show it; the other messages are returned to the table."""

    autosave = False

    def __init__(self, connection, describe):
        self.connection = connection
        self.info = load_game(connection.game)
        self.game = self.info.name
        self.seat = connection.seat
        self.describe = describe
        self.changes = deque()
        self.history = []                 # (move or None, mover, choice or None, events, seen) a move
        self.message = None               # the state message shown
        self.view = None
        self.state = None
        self.start = None
        self.pending = False              # a move or an undo sent, its answer still to come
        self.save_problem = None
        self.installing = None            # the change a table is taking
        self.log = None
        self.errors = []
        for message in connection.backlog or [connection.state]:    # the game so far
            self._read(message)
        while self.changes:
            self.install(self.changes.popleft())
        if self.start is None:                  # joined after the start was sent: a guess of now
            self.start = self.state

    # ------------------------------------------------------------ the host's messages
    def poll(self):
        """The host's messages since the last poll, but the states (changes now)."""
        others = []
        for message in self.connection.poll():
            if message.get("type") == "state":
                try:
                    self._read(message)
                except FormatError as bad:      # a view no table reads (a hostile host): said, nothing taken
                    self.errors.append({"type": "error", "code": "bad-message", "message": str(bad)})
                    others.append(self.errors[-1])
            else:
                if message.get("type") == "error":
                    self.pending = False
                    self.errors.append(message)
                others.append(message)
        return others

    def _read(self, message):
        """A state message as a change: the next move, an undo, or a new start."""
        view = view_from_json(self.info, message["view"])
        played = [(self._move(p["move"]), p["seat"], p.get("choice"), events_from_json(p["events"]),
                   _seen(p.get("seen")))
                  for p in message.get("played", [])]
        known = self.changes[-1][3] if self.changes else self.history
        last = self.changes[-1][1] if self.changes else self.message
        base = message.get("moves", 0) - len(played)
        start = message.get("start")
        if last is None or start is not None or last["game_number"] != message["game_number"]:
            kind, history = RESET, played
            start_view = view_from_json(self.info, start) if start is not None else None
            self.changes.append((kind, message, view, history, start_view))
            return
        history = known[:base] + played
        if base < len(known):
            kind = UNDO
        elif len(played) == 1:
            kind = MOVE
        elif played:
            kind = RESET
        else:
            kind = REFRESH
        self.changes.append((kind, message, view, history, None))

    def _move(self, data):
        return None if data is None else move_from_json(self.info, data)

    def next_change(self):
        """The oldest change not yet shown, or None."""
        return self.changes.popleft() if self.changes else None

    def install(self, change):
        """Take ``change``: the new view, its guessed state, the history and the log."""
        kind, message, view, history, start_view = change
        rng = random.Random(message["at"])
        if start_view is not None:
            self.start = guess_state(self.info, start_view, rng)
        self.message, self.view = message, view
        self.state = guess_state(self.info, view, rng)
        self.history = history
        if self.log is None or kind != MOVE:
            self.log = EventLog(self.describe, self.state.names, you=self.seat)
            for _move, _seat, _choice, events, _seen in history:
                self.log.add(events)
        else:
            self.log.add(history[-1][3])
        if kind != REFRESH or message["turn"] != self.seat:
            self.pending = False
        return history[-1][3] if kind == MOVE and history else []

    # ------------------------------------------------------------ GameSession's face
    @property
    def record(self):
        return NetRecord(self.start, [(move, seat) for move, seat, *_rest in self.history])

    @property
    def seats(self):
        return [NetSeat(seat) for seat in self.message["seats"]]

    def people(self):
        return {k for k, seat in enumerate(self.seats) if seat.person}

    def person_to_act(self):
        return not self.state.finished and self.state.turn == self.seat

    def computer_player(self, seat):
        return None                       # the host's computers play; their moves arrive

    def connection_of(self, seat):
        """What the table shows beside a seat's name: None (a computer, or all well),
        or "connected", "reconnecting", "gone", "stand_in", "free"; for one's own
        seat, this window's own link."""
        public = self.message["seats"][seat]
        if seat == self.seat:
            link = self.connection.connection
            return "connected" if link == "connected" else link
        if public["kind"] == "computer":
            return None
        if public.get("stand_in"):
            return "stand_in"
        if not public.get("taken"):
            return "free"
        return public.get("connection") or ("connected" if public["kind"] == "remote" else None)

    def hint_decision(self):
        """The hint's thought, on this seat's own view (never anything of the host's)."""
        from app.hint import HintDecision
        return HintDecision(self.info.name, self.view, names=self.state.names)

    def apply(self, move):
        """While a table takes a move of the host (``installing``): that move's events.
        Else a person's move: sent to the host; nothing changes until it answers."""
        change = self.installing
        if change is not None and change[0] == MOVE:
            self.installing = None
            return self.install(change)
        self.send_move(move)
        return []

    def send_move(self, move):
        self.pending = True
        self.connection.move(move.to_json())

    def undo_refusal(self, seat=None):
        """Why undo cannot be asked now (a Message), or None: one's own last real
        choice, with no other person's move since and nothing hidden seen since
        (app/undo.py; the host decides for good)."""
        if self.pending:
            return Message(WAITING)
        people = self.people()
        for _move, mover, choice, _events, seen in reversed(self.history):
            if seen is not None:
                kind, other = seen
                names = self.state.names
                name = player_name(names[other]) if other is not None and 0 <= other < len(names) else ""
                return Message(SEEN[kind], player=name)
            if mover == self.seat and choice:
                return None
            if mover in people and mover != self.seat:
                return Message(NOT_ACROSS_ANOTHER, player=player_name(self.state.names[mover]))
        return Message(NOTHING_TO_UNDO, player="")

    def can_undo(self):
        return self.undo_refusal() is None

    def undo(self, seat=None):
        """While a table takes an undo of the host: True. Else ask the host (False:
        nothing is taken back until its answer)."""
        change = self.installing
        if change is not None and change[0] == UNDO:
            self.installing = None
            self.install(change)
            return True
        if self.undo_refusal() is None:
            self.pending = True
            self.connection.undo()
        return False

    def save(self):
        """The host keeps the game (its autosave)."""

    def close(self):
        self.connection.close()


__all__ = ["NetSession", "guess_state", "NO_RECORD", "MOVE", "UNDO", "RESET", "REFRESH"]
