"""The host's table: the one game state, its seats and who sits in them.

``Table`` is the master of PROTOCOL.md, after boardgame.io's: a message from a
connection goes in, the messages to send come out as ``(connection, message)``
pairs. A move is applied only through ``apply(move, seat)``, for the seat the
connection holds, at the position it was meant for; a seat is sent only its
``view(seat)``. The table knows no sockets and no clock of its own (``tick``
is given the time), so the whole of it is tested without a network.

Seats are of three kinds: ``here`` (a person at the host's screen), ``remote``
(a person joining from another machine) and ``computer`` (a computer player of
a level, run by the host). A remote seat's connection is ``connected``,
``reconnecting`` (it dropped less than ``grace`` seconds ago) or ``gone``; once
gone for ``takeover`` seconds a computer plays for it, and hands it back the
moment its person returns with the seat's token.
"""

import secrets
from dataclasses import dataclass, field
from typing import Optional

from app.chance import fresh_seed
from game.common.errors import FormatError, IllegalMove
from game.common.jsonio import expect_int, expect_list, expect_object, refuse_unknown_keys, show

from . import PROTOCOL
from .codec import move_from_json, view_to_json
from .events import before_move, events_for, move_for
from .messages import MAX_NAME, ProtocolError

HERE, REMOTE, COMPUTER = "here", "remote", "computer"
CONNECTED, RECONNECTING, GONE = "connected", "reconnecting", "gone"
TABLE_FORMAT = "net-table/1"
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"     # no 0/O, 1/I: read aloud without doubt
CODE_LENGTH = 6


def new_join_code(rng=None):
    choice = rng.choice if rng is not None else secrets.choice
    return "".join(choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def parse_seats(text, info):
    """``--seats`` of the host: one item a seat, ``remote``, ``here`` or a
    computer's level (``hard``); ValueError naming what is wrong."""
    kinds = [s.strip() for s in text.split(",")]
    if not info.min_players <= len(kinds) <= info.max_players:
        raise ValueError(f"{info.name} is for {info.min_players} to {info.max_players} seats, "
                         f"not {len(kinds)}")
    seats = []
    for kind in kinds:
        if kind in (HERE, REMOTE):
            seats.append(Seat(kind))
        elif kind in info.levels or kind in info.table_levels:
            seats.append(Seat(COMPUTER, level=kind))
        else:
            raise ValueError(f"unknown seat {kind[:40]!r} (remote, here, or a level: "
                             f"{', '.join(info.levels)})")
    return seats


def parse_colours(text, info, players):
    """``--colours`` of the host: one pawn colour a seat, in seat order, of a game
    whose seats have colours (its ``GameInfo.seat_colours``); ValueError naming what is wrong."""
    if not info.seat_colours:
        raise ValueError(f"{info.name}'s seats have no colours to choose")
    return check_colours(info, [c.strip() for c in text.split(",")], players)


def check_colours(info, colours, players):
    """The seats' colours as a tuple: one of the game's own a seat, all different;
    else ValueError."""
    colours = tuple(colours)
    if not info.seat_colours or len(colours) != players \
            or not all(isinstance(c, str) and c in info.seat_colours for c in colours) \
            or len(set(colours)) != players:
        raise ValueError(f"one colour a seat ({players}), all different, of "
                         f"{', '.join(info.seat_colours) or 'none'}")
    return colours


def parse_first(text, players):
    """``--first`` of the host: the seat that starts the first game (0 to
    players - 1), or ``random`` (each game draws it); ValueError when neither."""
    if text.strip() == "random":
        return None
    if not text.strip().isdigit() or not 0 <= int(text) < players:
        raise ValueError(f"a seat from 0 to {players - 1}, or random, not {text[:40]!r}")
    return int(text)


@dataclass
class Seat:
    kind: str
    level: Optional[str] = None          # a computer's level
    name: Optional[str] = None
    token: Optional[str] = None          # a remote seat's, once taken
    connection: Optional[str] = None     # CONNECTED, RECONNECTING, GONE (remote seats)
    since: float = 0.0                   # when the connection last changed
    stand_in: bool = False               # a computer plays for a gone person
    client: object = None                # the connection that holds the seat

    @property
    def person(self):
        return self.kind in (HERE, REMOTE)

    @property
    def taken(self):
        return self.kind != REMOTE or self.token is not None

    def public(self, index):
        return {"seat": index, "kind": self.kind, "name": self.name, "level": self.level,
                "taken": self.taken, "connection": self.connection, "stand_in": self.stand_in}


@dataclass
class Table:
    info: object
    seats: list
    seed: Optional[int] = None           # asked for (--seed): game n deals seed + n - 1; else entropy
    code: str = field(default_factory=new_join_code)
    grace: float = 10.0                  # seconds a dropped seat waits as "reconnecting"
    takeover: Optional[float] = 30.0     # then seconds "gone" before a computer plays; None: never
    state: object = None
    record: object = None
    game_number: int = 1
    clients: dict = field(default_factory=dict)       # connection -> seat index or None
    greeted: set = field(default_factory=set)         # connections that gave the code or a token
    client_names: dict = field(default_factory=dict)  # connection -> the name its hello gave
    state_id: int = -1                                # -1: the moves the record holds
    played: list = field(default_factory=list)        # each move's events, as each seat may know them
    sent: dict = field(default_factory=dict)          # connection -> moves whose events it was sent
    colours: Optional[tuple] = None   # each seat's colour (a game whose seats have them), or the game's own
    first: Optional[int] = 0          # the first game's first player, the next game's the next; None: drawn

    def __post_init__(self):
        if self.colours is not None:
            self.colours = check_colours(self.info, self.colours, self.players)
        if self.first is not None and (isinstance(self.first, bool) or not isinstance(self.first, int)
                                       or not 0 <= self.first < self.players):
            raise ValueError(f"the first player is a seat from 0 to {self.players - 1}")
        for k, seat in enumerate(self.seats):
            if seat.name is None:
                seat.name = f"Player {k + 1}"
        if self.state_id < 0:
            self.state_id = self.moves
        if self.state is None and self.started:
            self._new_state()
        elif self.record is not None and len(self.played) != self.moves:
            self._replay_played()

    # ------------------------------------------------------------ the game
    @property
    def players(self):
        return len(self.seats)

    @property
    def at(self):
        """The state id (after boardgame.io's): it grows with every move and every
        undo, so a move meant for a position taken back is never applied to another
        position that happens to have as many moves."""
        return self.state_id

    @property
    def moves(self):
        """How many moves the game has had."""
        return 0 if self.record is None else len(self.record.moves)

    @property
    def started(self):
        return all(seat.taken for seat in self.seats)

    def _new_state(self):
        """The game begins: every seat is taken, so the names are known. Its first
        player follows the first game's (one seat on a game), or is drawn from its
        deal; its seats have the table's colours."""
        names = [seat.name for seat in self.seats]
        first = None if self.first is None else (self.first + self.game_number - 1) % self.players
        seed = fresh_seed() if self.seed is None else self.seed + self.game_number - 1
        chosen = {} if self.colours is None else {"colours": self.colours}
        self.state = self.info.new_game(self.players, seed=seed, names=names, first_player=first, **chosen)
        self.record = self.info.record_type(self.state.copy(), [])
        self.played = []
        self.sent = dict.fromkeys(self.sent, 0)
        self.state_id += 1

    def _note(self, move, seat, before, events, choice, actor, after):
        """Keep a move's events as each seat may know them (events.py), whether
        its seat had a choice (undo takes back choices; told to that seat alone),
        and what it showed each seat that was hidden from it (the game's
        ``reveals``: undo never crosses it; told to that seat alone)."""
        name = self.info.name
        seen = self.info.reveals(move, actor, events, after)
        self.played.append((move.to_json(), seat,
                            [events_for(name, events, k, before) for k in range(self.players)],
                            choice, seen))

    def _replay_played(self):
        """Every move's events again, from the record (a resumed table, an undo)."""
        self.played = []
        state = self.record.start.copy()
        for move, seat in self.record.moves:
            before = before_move(self.info.name, state)
            choice, actor = _choice(state, move), state.turn
            events = state.apply(move, seat)
            self._note(move, seat, before, events, choice, actor, state)

    def next_game(self):
        """A new game at the same seats (a new deal, the next first player)."""
        self.game_number += 1
        self._new_state()
        return self.broadcast()

    def computer_turn(self):
        """(seat, at) when the seat to act is played by a computer, else None."""
        if self.state is None or self.state.turn is None:
            return None
        turn = self.state.turn
        if not self.started:
            return None
        seat = self.seats[turn]
        if seat.kind == COMPUTER or seat.stand_in:
            return turn, self.at
        return None

    def play(self, seat, move, at):
        """Apply ``move`` for ``seat`` at state id ``at`` (a person here, a computer,
        or a remote seat's move); ProtocolError and nothing changed when refused."""
        if self.state is None:
            raise ProtocolError("not-started", "the game starts once every joining seat is taken")
        if self.state.finished:
            raise ProtocolError("game-over", "the game is over")
        if at != self.at:
            raise ProtocolError("stale", f"the move was for position {at}; the game is at {self.at}")
        if self.state.turn != seat:
            raise ProtocolError("not-your-turn", f"{self.seats[self.state.turn].name} is to act")
        before = before_move(self.info.name, self.state)
        choice = _choice(self.state, move) if self.seats[seat].person else False
        try:
            events = self.state.apply(move, seat)
        except IllegalMove as refused:
            raise ProtocolError("illegal", str(refused)) from None
        self.record.moves.append((move, seat))
        self._note(move, seat, before, events, choice, seat, self.state)
        self.state_id += 1
        return self.broadcast()

    def undo(self, seat, at):
        """Take back ``seat``'s last move, and the computers' moves after it, while
        no other person has moved since (app.undo)."""
        from app.undo import undo_point, why_not
        if self.state is None:
            raise ProtocolError("not-started", "the game starts once every joining seat is taken")
        if self.state.finished:
            raise ProtocolError("game-over", "the game is over: its moves are no longer taken back")
        if at != self.at:
            raise ProtocolError("stale", f"the undo was for position {at}; the game is at {self.at}")
        people = [k for k, s in enumerate(self.seats) if s.person]
        keep = undo_point(self.record, people, seat)
        if keep is None:
            template, other = why_not(self.record, people, seat)
            name = self.seats[other].name if other is not None else ""
            raise ProtocolError("no-undo", template.format(player=name))
        self.record.moves = self.record.moves[:keep]
        state, failure = self.record.replay()
        assert failure is None
        self.state = state
        del self.played[keep:]
        self.sent = {client: min(count, keep) for client, count in self.sent.items()}
        self.state_id += 1
        return self.broadcast()

    # ---------------------------------------------------------- connections
    def connect(self, client):
        self.clients[client] = None
        return []

    def disconnect(self, client, now):
        """The connection went away; its seat waits as ``reconnecting``."""
        index = self.clients.pop(client, None)
        self.sent.pop(client, None)
        self.greeted.discard(client)
        self.client_names.pop(client, None)
        if index is None:
            return []
        seat = self.seats[index]
        if seat.client is client:
            seat.client = None
            seat.connection = RECONNECTING
            seat.since = now
            return self.broadcast()
        return []

    def tick(self, now):
        """Let time pass: reconnecting seats become gone, gone seats get a computer."""
        changed = False
        for seat in self.seats:
            if seat.connection == RECONNECTING and now - seat.since >= self.grace:
                seat.connection, seat.since, changed = GONE, now, True
            if (seat.connection == GONE and not seat.stand_in and self.takeover is not None
                    and now - seat.since >= self.takeover):
                seat.stand_in, changed = True, True
        return self.broadcast() if changed else []

    def handle(self, client, data, now=0.0):
        """A checked message (messages.read_client_message) from ``client``: the
        messages to send. ProtocolError for a refusal; the table is then unchanged."""
        kind = data["type"]
        if client not in self.clients:
            self.clients[client] = None
        if kind == "hello":
            return self._hello(client, data, now)
        if kind == "bye":
            return self.disconnect(client, now)
        index = self.clients.get(client)
        if kind == "sit":
            if not self._said_hello(client):
                raise ProtocolError("hello-first", "say hello (with the join code) first")
            return self._sit(client, data.get("seat"), None, now)
        if index is None:
            raise ProtocolError("not-seated", "take a seat first")
        if kind == "move":
            move = self._read_move(data["move"])
            return self.play(index, move, data["at"])
        if kind == "undo":
            return self.undo(index, data["at"])
        raise ProtocolError("unknown-type", f"unknown type {show(kind)}")   # pragma: no cover

    def _read_move(self, data):
        try:
            return move_from_json(self.info, data)
        except FormatError as bad:
            raise ProtocolError("bad-message", str(bad)) from None

    def _said_hello(self, client):
        return client in self.greeted

    def _hello(self, client, data, now):
        if self.clients.get(client) is not None:
            raise ProtocolError("hello-again", f"this connection sits at seat "
                                               f"{self.clients[client]} already")
        if data.get("token") is not None:
            for index, seat in enumerate(self.seats):
                if seat.token is not None and _same(seat.token, data["token"]):
                    self.greeted.add(client)
                    return self._take(client, index, data.get("name"), now, back=True)
            if data.get("code") is None:
                raise ProtocolError("bad-token", "no seat of this table has that token "
                                                 "(join with the code instead)")
            # a token of another table (a window that remembered an old seat): the code lets in
        if not _same(str(data.get("code", "")).strip().upper(), self.code):
            raise ProtocolError("wrong-code", "the join code is wrong")
        self.greeted.add(client)
        if data.get("name"):
            self.client_names[client] = data["name"]
        if "seat" in data:
            return self._sit(client, data["seat"], data.get("name"), now)
        return [(client, self._welcome(None, None)), (client, self.lobby())]

    def _sit(self, client, index, name, now):
        if self.clients.get(client) is not None:
            raise ProtocolError("no-seat", "this connection already holds a seat")
        free = [k for k, s in enumerate(self.seats) if not s.taken]
        if index is None:
            if not free:
                raise ProtocolError("no-seat", "every seat is taken")
            index = free[0]
        if index not in free:
            raise ProtocolError("no-seat", f"seat {index} is not a free joining seat")
        seat = self.seats[index]
        seat.token = secrets.token_urlsafe(16)
        name = name or self.client_names.get(client)
        if name:
            seat.name = _clean_name(name) or seat.name
        return self._take(client, index, None, now, back=False)

    def _take(self, client, index, name, now, back):
        seat = self.seats[index]
        old = self.clients.get(client)
        if old is not None and old != index:
            raise ProtocolError("no-seat", "this connection already holds another seat")
        if seat.client is not None and seat.client is not client:
            self.clients[seat.client] = None          # an older connection of the same person
        seat.client = client
        self.clients[client] = index
        self.sent[client] = 0                          # the whole game's events, once
        seat.connection, seat.since, seat.stand_in = CONNECTED, now, False
        if self.state_id < 0:
            self.state_id = self.moves
        if self.state is None and self.started:
            self._new_state()
        out = [(client, self._welcome(index, seat.token))]
        return out + self.broadcast()

    def _welcome(self, index, token):
        info = self.info
        return {"type": "welcome", "protocol": PROTOCOL, "game": info.name, "title": info.title,
                "players": self.players, "seat": index, "token": token}

    # ------------------------------------------------------------- sending
    def lobby(self):
        return {"type": "lobby", "game": self.info.name, "started": self.started,
                "seats": [s.public(k) for k, s in enumerate(self.seats)]}

    def state_message(self, index, since=None):
        """What seat ``index`` is sent: its view and nothing else of the game; and
        the events of the moves from ``since`` on, as that seat may know them
        (with the seat's view of the start when ``since`` is 0)."""
        state = self.state
        since = self.moves if since is None else since
        message = {
            "type": "state", "game_number": self.game_number, "at": self.at, "seat": index,
            "turn": state.turn, "finished": state.finished,
            "winner": state.winner if state.finished else None,
            "view": view_to_json(state.view(index)),
            "legal": ([m.to_json() for m in state.legal_moves()]
                      if state.turn == index and self.started else []),
            "seats": [s.public(k) for k, s in enumerate(self.seats)],
            "moves": self.moves,
            "played": [{"move": move_for(self.info.name, move, seat, index), "seat": seat,
                        "choice": choice if seat == index else None, "events": events[index],
                        "seen": list(seen[index]) if index in seen else None}
                       for move, seat, events, choice, seen in self.played[since:]],
        }
        if since == 0:
            message["start"] = view_to_json(self.record.start.view(index))
        if state.finished:
            message["scores"] = list(state.scores())
        return message

    def broadcast(self):
        """The lobby to every connection without a seat; each seated connection its state."""
        out = []
        lobby = None
        for client, index in self.clients.items():
            if index is None or self.state is None:
                if self._said_hello(client):
                    lobby = lobby or self.lobby()
                    out.append((client, lobby))
            else:
                out.append((client, self.state_message(index, self.sent.get(client, 0))))
                self.sent[client] = self.moves
        return out

    # ------------------------------------------------------------ autosave
    def to_json(self):
        """The whole table: seats (with tokens, so people rejoin their seats),
        the join code and the game's record; the seats' colours and who starts
        when the table chose them."""
        data = {
            "format": TABLE_FORMAT, "game": self.info.name, "code": self.code, "seed": self.seed,
            "game_number": self.game_number, "at": self.at, "grace": self.grace,
            "takeover": self.takeover,
            "seats": [{"kind": s.kind, "level": s.level, "name": s.name, "token": s.token}
                      for s in self.seats],
            "record": None if self.record is None else self.record.to_json(),
        }
        if self.colours is not None:
            data["colours"] = list(self.colours)
        if self.first != 0:
            data["first"] = self.first
        return data

    @classmethod
    def from_json(cls, data, now=0.0, where="table"):
        """A table from its autosave; FormatError naming the place when it is not one.
        Remote seats come back ``reconnecting``: their people rejoin with their tokens."""
        from game import available_games, load_game
        expect_object(data, where)
        refuse_unknown_keys(data, {"format", "game", "code", "seed", "game_number", "at", "grace",
                                   "takeover", "seats", "record", "colours", "first"}, where)
        if data.get("format") != TABLE_FORMAT:
            raise FormatError(f"{where}.format", f"expected {TABLE_FORMAT!r}")
        if data.get("game") not in available_games():
            raise FormatError(f"{where}.game", f"unknown game {show(data.get('game'))}")
        info = load_game(data["game"])
        code = data.get("code")
        if not (isinstance(code, str) and len(code) == CODE_LENGTH
                and all(c in CODE_LETTERS for c in code)):
            raise FormatError(f"{where}.code", "expected a join code")
        seats = []
        raw = expect_list(data.get("seats"), f"{where}.seats", max_length=info.max_players)
        for k, item in enumerate(raw):
            here = f"{where}.seats[{k}]"
            expect_object(item, here)
            refuse_unknown_keys(item, {"kind", "level", "name", "token"}, here)
            kind = item.get("kind")
            if kind not in (HERE, REMOTE, COMPUTER):
                raise FormatError(f"{here}.kind", "expected here, remote or computer")
            if kind == COMPUTER and item.get("level") not in info.levels:
                raise FormatError(f"{here}.level", f"unknown level {show(item.get('level'))}")
            for key in ("name", "token"):
                if item.get(key) is not None and not isinstance(item[key], str):
                    raise FormatError(f"{here}.{key}", "expected a string")
            seat = Seat(kind, level=item.get("level"), name=item.get("name"), token=item.get("token"))
            if kind == REMOTE and seat.token is not None:
                seat.connection, seat.since = RECONNECTING, now
            seats.append(seat)
        record = state = None
        if data.get("record") is not None:
            record = info.load_record(data["record"], f"{where}.record")
            if record.start.players != len(seats):
                raise FormatError(f"{where}.seats", "one seat a player of the record")
            state, failure = record.replay()
            if failure is not None:
                k, refused = failure
                raise FormatError(f"{where}.record.moves[{k}]", str(refused))
        elif len(seats) < info.min_players:
            raise FormatError(f"{where}.seats", f"at least {info.min_players} seats")
        grace = data.get("grace", 10.0)
        takeover = data.get("takeover", 30.0)
        for key, value in (("grace", grace), ("takeover", takeover)):
            if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                      or not 0 <= value <= 86_400):
                raise FormatError(f"{where}.{key}", "expected seconds (0 to 86400)")
        seed = data.get("seed")
        if seed is not None:
            seed = expect_int(seed, f"{where}.seed", -2 ** 63, 2 ** 63)
        moves = 0 if record is None else len(record.moves)
        at = expect_int(data.get("at", moves), f"{where}.at", moves, 2 ** 63)
        colours = data.get("colours")
        if colours is not None:
            try:
                colours = check_colours(info, expect_list(colours, f"{where}.colours", len(seats)), len(seats))
            except ValueError as bad:
                raise FormatError(f"{where}.colours", str(bad)) from None
        first = data.get("first", 0)
        if first is not None:
            first = expect_int(first, f"{where}.first", 0, len(seats) - 1)
        return cls(info, seats, seed=seed,
                   code=code, grace=float(grace), takeover=takeover, state=state, record=record,
                   state_id=at, colours=colours, first=first,
                   game_number=expect_int(data.get("game_number", 1), f"{where}.game_number", 1, 10 ** 9))


def _choice(state, move):
    """Whether the seat to act chose ``move`` among others (app.undo's decision)."""
    legal = state.legal_moves()
    return len(legal) > 1 and move in legal


def _same(given, kept):
    """Whether a code or token given equals the one kept, in constant time (any text:
    compare_digest of two strings takes ASCII only)."""
    return secrets.compare_digest(given.encode("utf-8", "surrogatepass"), kept.encode("utf-8"))


def _clean_name(name):
    name = "".join(c for c in name if c.isprintable()).strip()
    return name[:MAX_NAME]


__all__ = ["Table", "Seat", "parse_seats", "parse_colours", "parse_first", "check_colours", "new_join_code", "HERE", "REMOTE", "COMPUTER",
           "CONNECTED", "RECONNECTING", "GONE", "TABLE_FORMAT"]
