"""A seat of a table across the network plays at the game's own table scene:
Figaro's, Nottingham's or Kings & Creatures', with its hand, undo, hint, log
and rules, in the player's language.

The table's session is a ``NetSession`` (app/net/netsession.py): the state
the scene draws is a guess consistent with the seat's view, so nothing hidden
from the seat is ever drawn from anything but a guess. The host plays the
computers and applies every move; each arrives with its events and the scene
shows it through its own ``apply`` (or ``undo``), as at one screen. A person's
move goes to the host, and shows once the host has applied it. Beside every
seat's name: its connection (connected, reconnecting, gone, a computer
standing in).
"""

from app.i18n import N_, _
from app.net.netsession import MOVE, NO_RECORD, UNDO, WAITING, NetSession

from ..privacy import Privacy
from ..wake import wake
from ..confirm import ConfirmScene
from .describe import connection_word
from .hosting import leave

CLOSED = {"done": N_("The host has played every game of the table."),
          "stopped": N_("The host has closed the table; it may open it again.")}


def seat_state_word(state):
    """The few words beside a seat's name for its connection."""
    if state == "stand_in":
        return _("a computer plays")
    if state == "free":
        return _("free seat")
    return connection_word(state)


class NetTable:
    """The network's part of a table (a mixin before the game's table class).
    ``NetTable(app, session=connection, hosting=…)`` is the table of the game
    the connection plays (the app opens it by the name "remote_table")."""

    fills_window = True

    def __new__(cls, app, session=None, hosting=None, *args, **options):
        if cls is NetTable:
            cls = table_class(session.game)
        return object.__new__(cls)

    def net_start(self, hosting):
        """The network's part, once the game's table is made: one person sits at this
        screen, at this connection's seat, so their own things always show."""
        self.hosting = hosting
        self.session.connection.listeners.append(wake)     # news wakes a sleeping window
        self.seat = self.viewer = self.session.seat
        self.people = [self.seat]
        self.privacy = Privacy(self.app, self.people)
        self.seat_labels = False
        self.still_for = 0.0              # seconds the table has stood still since the last move

    # ------------------------------------------------------------ names
    def labelled(self, draw, *args):
        """``draw(*args)`` with each seat's connection beside its name (the seats'
        own labels; the status line and the log keep the plain names)."""
        self.seat_labels = True
        try:
            return draw(*args)
        finally:
            self.seat_labels = False

    def net_name(self, seat, name):
        state = self.session.connection_of(seat) if self.seat_labels else None
        if not state:
            return name
        return _("{name} · {state}").format(name=name, state=seat_state_word(state))

    # ------------------------------------------------------------ the host's news
    def showing_move(self):
        """Whether the scene is still showing a move (the next waits till it is shown):
        its cards still fly, or a computer's next move waits the pause after they
        have landed, as it does at one screen (``SessionTable.step_computer``)."""
        if self.animating():
            return True
        change = self.session.changes[0] if self.session.changes else None
        if change is None or change[0] != MOVE or not change[3]:
            return False
        mover = change[3][-1][1]
        computer = self.session.message["seats"][mover].get("kind") == "computer"
        return computer and self.still_for < self.app.settings.pause

    def take_news(self):
        for message in self.session.poll():
            kind = message.get("type")
            if kind == "error":
                self.say(message.get("message", ""))
                self.app.play("invalid")
            elif kind == "connection" and message.get("state") != "connected":
                text = message.get("message") or ""
                self.say(_("Connection: {state}").format(state=connection_word(message["state"]))
                         + (f" ({text[:80]})" if message["state"] == "failed" and text else ""))
            elif kind == "closed":
                self.say(_(CLOSED.get(message.get("reason"), CLOSED["stopped"])))
        while not self.showing_move():
            change = self.session.next_change()
            if change is None:
                return
            self.take_change(change)

    def take_change(self, change):
        """One change of the host's: shown as the scene shows a local one."""
        session = self.session
        kind = change[0]
        if kind == MOVE:
            session.installing = change
            self.apply(change[3][-1][0])
            session.installing = None
            self.still_for = 0.0
        elif kind == UNDO:
            session.installing = change
            if hasattr(self, "_undo_cache"):
                self._undo_cache = (None, None)
            self.undo()
            session.installing = None
        else:
            session.install(change)
            self.resync()

    def resync(self):
        """A new start (a new game, or back after a lost connection): the scene
        shows the state as it is now."""
        self.state = self.session.state

    # ------------------------------------------------------------ the table's doors
    def apply(self, move):
        """A person's move: to the host (the scene shows it when the host has applied it)."""
        if self.session.installing is not None:
            return super().apply(move)
        if not self.session.pending:
            self.session.send_move(move)
            self.after_send()
        return None

    def after_send(self):
        """The move is sent: the hint and anything chosen are put away."""
        self.hint = None
        self.hint_decision = None

    def undo(self):
        """Ask the host to take one's own last move back (while no other person
        has moved since); the scene shows it when the host has done it."""
        if self.session.installing is not None:
            return super().undo()
        refusal = self.session.undo_refusal()
        if refusal is not None:
            self.say(str(refusal))
            self.app.play("invalid")
            return
        self.session.undo()
        self.say(_("Asking the host to take the move back…"))

    def undo_refusal(self):
        if self.session.installing is not None:
            return None
        refusal = self.session.undo_refusal()
        return None if refusal is None else str(refusal)

    def save_record(self):
        """Ctrl+S: the record is the host's (PROTOCOL.md): said so, nothing saved."""
        self.say(_(NO_RECORD))

    def my_turn(self):
        return (super().my_turn() and self.state.turn == self.seat
                and not self.session.pending)

    def needs_frames(self):
        """Frames while the host's news waits to be shown or the table moves by itself
        (cards glide, a notice is timed, the hint thinks); else the window sleeps, and
        the connection wakes it when news comes (``net_start``)."""
        return self.session.connection.waiting() or bool(self.session.changes) or self.moving()

    def update(self, dt):
        if not self.animating():
            self.still_for += dt          # since the last move's cards landed
        self.take_news()
        super().update(dt)

    def step_computer(self, seat, dt):
        """The host's computers play: their moves arrive."""

    def play_again(self, sheet):
        """"New game" on the score sheet: the host deals the next game at the same
        seats, and everyone's table shows it; a joined player's sheet goes once the
        host has dealt it."""
        if self.hosting is not None:
            self.hosting.server.another_game()
        else:
            self.take_news()                           # what the host sent while the sheet was up
            if self.session.state is None or self.session.state.finished:
                sheet.say(_("The host deals the next game; press again once it has begun."))
                return
        if self.app.top is sheet:
            self.app.pop()

    def leave_net(self):
        """Leave the table (the seat waits for its person, as after a lost connection)."""
        def go():
            self.app.pop()
            leave(self)
        self.app.push(ConfirmScene(self.app, _("Leave the table? Your seat waits for you: "
                                               "join again to come back."), _("Leave"), go))


# ---------------------------------------------------------------- the three games
def _figaro():
    from scenes.figaro.story import log_words
    from scenes.figaro.table import TableScene
    from scenes.seats import COMPUTER, PERSON, YOU, Seat

    class FigaroNetTable(NetTable, TableScene):
        game = "figaro"            # the shell's scenes over it (score sheet, rules) are this game's

        def __init__(self, app, session=None, hosting=None):
            session = NetSession(session, log_words(app.settings.open_information))
            seats = []
            for k, public in enumerate(session.message["seats"]):
                name = session.state.names[k]
                if k == session.seat:
                    seats.append(Seat(YOU, name))
                elif public["kind"] == "computer":
                    seats.append(Seat(COMPUTER, name, public["level"]))
                else:
                    seats.append(Seat(PERSON, name))
            TableScene.__init__(self, app, seats, session=session)
            self.net_start(hosting)
            self.you = session.seat
            self.several_people = False      # Figaro's table keeps it as a field
            self.relayout()
            self.sync()

        def names(self):
            return [self.net_name(k, n) for k, n in enumerate(TableScene.names(self))]

        def draw_name(self, surface, seat):
            self.labelled(super().draw_name, surface, seat)

        def status(self):
            state = self.state
            if not self.busy and not state.finished and state.turn is not None and state.turn != self.seat:
                return _("{name} is thinking…").format(name=self.names()[state.turn])
            if self.session.pending and not self.busy:
                return _(WAITING)
            return super().status()

        def think(self, seat, dt):
            """The host's computers play: their moves arrive."""

        def pass_to(self, seat):
            """One person at this screen: no pass screen."""

        def after_send(self):
            super().after_send()
            self.keys = None
            self.drop()

        def resync(self):
            super().resync()
            self.queue = []
            self.motion.clear()
            self.sync()

        def open_menu(self):
            self.drop()
            self.leave_net()

    return FigaroNetTable


def _kings():
    from scenes.kings.story import describe
    from scenes.kings.table import HUMAN, KingsTable

    class KingsNetTable(NetTable, KingsTable):
        game = "kings"            # the shell's scenes over it (score sheet, rules) are this game's

        def __init__(self, app, session=None, hosting=None):
            session = NetSession(session, describe)
            seats = [HUMAN if public["kind"] != "computer" else public["level"]
                     for public in session.message["seats"]]
            KingsTable.__init__(self, app, seats, session=session)
            self.net_start(hosting)
            self.several_people = False      # Kings' table keeps it as a field
            self.fit(self.layout.size)       # the seat joined at the foot of the table

        def names(self):
            return [self.net_name(k, n) for k, n in enumerate(KingsTable.names(self))]

        def draw(self, surface):
            self.labelled(super().draw, surface)

        def status(self):
            self.seat_labels = False          # the status line and the log: plain names
            try:
                if self.session.pending:
                    return _(WAITING)
                return super().status()
            finally:
                self.seat_labels = True

        def message(self):
            was, self.seat_labels = self.seat_labels, False
            try:
                return super().message()
            finally:
                self.seat_labels = was

        def resync(self):
            super().resync()
            self.lines = self.session.log.lines()
            self.since = max(0, len(self.lines) - 2)
            self.ended = self.state.finished

        def leave(self):
            self.leave_net()

    return KingsNetTable


def _nottingham():
    from scenes.nottingham.story import describe
    from scenes.nottingham.table import NottinghamTable

    class NottinghamNetTable(NetTable, NottinghamTable):
        game = "nottingham"            # the shell's scenes over it (score sheet, rules) are this game's

        def __init__(self, app, session=None, hosting=None):
            session = NetSession(session, describe)
            seats = [None if public["kind"] != "computer" else public["level"]
                     for public in session.message["seats"]]
            NottinghamTable.__init__(self, app, seats, session=session)
            self.net_start(hosting)

        @property
        def names(self):
            return [self.net_name(k, n) for k, n in enumerate(NottinghamTable.names.fget(self))]

        def draw_seat(self, surface, view, seat, rect, private):
            self.labelled(super().draw_seat, surface, view, seat, rect, private)

        @property
        def state(self):
            return self.session.state

        @state.setter
        def state(self, value):
            """The state is the session's (a guess of the view the host sent)."""

        def note_losses(self, events):
            """Only one's own loss is told (another's card is not sent to this seat)."""
            super().note_losses([e for e in events if not (e[0] in ("smuggle", "take") and e[3] is None)])

        def resync(self):
            self._buttons_key = None
            self.forget_log()
            self.undos += 1
            self.sheriff_shown = float(self.state.sheriff)
            self.counts.clear()

        def ask_leave(self):
            if self.state.finished:
                self.app.pop()
                leave(self)
                return
            self.leave_net()

    return NottinghamNetTable


TABLES = {"figaro": _figaro, "kings": _kings, "nottingham": _nottingham}
_classes = {}


def table_class(game):
    """The network table class of ``game`` (made once)."""
    if game not in _classes:
        _classes[game] = TABLES[game]()
    return _classes[game]
