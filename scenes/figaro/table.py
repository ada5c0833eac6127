"""The table: a whole game of Figaro, with people and computer players.

The scene holds the GameState but draws only what ``state.view(seat)`` shows
the person whose hand is on screen (R23), through ``Shown``, which the
animation steps bring up to date event by event. The game itself lives in a
``GameSession`` (app/session.py): its record, autosave, undo, log and
statistics.

Keys: arrows or Tab choose a card and a seat, Enter plays, T takes, H hints,
Ctrl+Z undoes, L shows the whole log, Ctrl+S saves the record, Esc goes back
(F1 and F11 are the app's).
"""

from functools import partial

from app import saves
from app.i18n import N_, _, ngettext
from app.session import GameSession
from app.words import player_names
from game.figaro import TAKE, Play
from game.figaro.cards import CARD_NAMES
from game.figaro.players import Decision
from game.figaro.record import Record
from sprites.figaro import card_face

from . import round_end
from .animation import STEPS, Shown
from ..action_bar import Action, ActionBar
from ..base import Button, Scene
from ..motion import Motion
from ..privacy import Privacy
from .explain import why_not
from .hints import hint_reason
from .layout import HAND_CARD, PILE_CARD, action_bar, menu_top, seat_rects, take_rect
from ..seats import Seat
from ..session_table import HINT_SLICE, save_game_record
from .story import log_words
from .table_drawing import TableDrawing
from .table_input import TableInput

THINK_SLICE = 0.004     # seconds of computer thinking per frame
BANNER_TIME = 2.2       # seconds a capture or a take stays announced


def saved_seats(seats, seed):
    """The table's seats as the autosave keeps them (a computer's seed included)."""
    return [saves.computer(s.level, seed * 10 + i) if not s.human else saves.Seat(s.kind)
            for i, s in enumerate(seats)]


def resumed_table(app, saved):
    """The table of an autosaved game, exactly where it stood ("Continue")."""
    names = saved.record.start.names
    seats = [Seat(s.kind, names[i], s.level or "random") for i, s in enumerate(saved.seats)]
    session = GameSession(saved, autosave=app.persist, describe=log_words(app.settings.open_information))
    return TableScene(app, seats, seed=saved.record.start.seed, session=session)


class TableScene(TableInput, TableDrawing, Scene):
    fills_window = True         # lays out over the whole window, whatever its shape
    def __init__(self, app, seats, seed=0, demo=False, state=None, session=None):
        super().__init__(app)
        self.seats = seats
        self.seed = seed
        self.demo = demo
        if session is None:
            options = dict(autosave=app.persist and not demo, describe=log_words(app.settings.open_information))
            if state is None:
                session = GameSession.new(saved_seats(seats, seed), [s.name for s in seats], seed, game="figaro",
                                          **options)
            else:
                session = GameSession(saves.SavedGame(Record(state), saved_seats(seats, seed)), **options)
        self.session = session
        self.state = session.state
        self.computers = {i: session.computer_player(i) for i, s in enumerate(seats) if not s.human}
        humans = [i for i, s in enumerate(seats) if s.human]
        self.viewer = humans[0] if humans else 0
        self.several_people = len(humans) > 1
        # The person reading the screen, addressed as "you"; None when several share it.
        self.you = humans[0] if len(humans) == 1 else None
        # Several people: a hand shows only once its owner said they are at the
        # screen (the pass screen), and only while they are the one to act (R23).
        self.privacy = Privacy(app, humans)
        self.shown = Shown(self.state.view(self.viewer))
        self.screen_size = app.fill_size()     # the logical screen it lays out on (set again by draw)
        self.rects = seat_rects(self.state.players, self.viewer, self.hand_card, self.screen_size)
        self.initial_pool = [list(g) for g in self.state.pool]
        self.queue = []           # the steps still to show (animation.py), each its cards on ``motion``
        self.motion = Motion()    # the cards on their way (scenes/motion.py)
        self.decision = None
        self.waited = 0.0
        self.held = None          # index in the shown hand of the card picked up
        self.press = None         # where the held card was pressed, until it becomes a drag
        self.dragging = False
        self.mouse = (0, 0)
        self.hover_card = None
        self.message = ""
        self.message_time = 0.0
        self.banner = ""          # who took how many cards, for a moment
        self.banner_time = 0.0
        self.clock = 0.0
        self.keys = None          # the keyboard cursor (keyboard.py) while a person plays
        self.hint = None          # (move, reason) once a hint is ready
        self.hint_decision = None
        self.to_warm = None
        self.drawn = []           # (group, name, rect) of what the last frame drew, for the layout test
        self.take_button = Button(take_rect(self.rects[self.viewer], self.screen_size, self.state.players,
                                            self.hand_card), _("Take the cards"), self.take, size=22)
        self.menu_button = Button((self.screen_size[0] - 118, menu_top(self.screen_size), 110, 30), _("Menu"),
                                  self.open_menu, size=18)
        self.actions = ActionBar(action_bar(self.screen_size, self.hand_card, self.state.players), [
            Action("undo", N_("Undo"), "Ctrl+Z", self.undo, self.undo_refusal),
            Action("hint", N_("Hint"), "H", self.start_hint, self.hint_refusal),
            Action("log", N_("Whole log"), "L", self.open_log),
            Action("save", N_("Save the record"), "Ctrl+S", self.save_record),
            Action("rules", N_("Rules"), "F1", self.app.open_rules),
        ])

    # ------------------------------------------------------------ queries
    @property
    def flight(self):
        return self.app.settings.flight

    @property
    def busy(self):
        return bool(self.queue)

    def view(self):
        return self.state.view(self.viewer)

    def names(self):
        """The seats' names as the player reads them (default names translated)."""
        return player_names(self.state.names)

    def my_turn(self):
        return (not self.busy and self.state.turn == self.viewer and self.seats[self.viewer].human
                and not self.state.finished and self.revealed)

    @property
    def revealed(self):
        """Whether the viewer's things may show: one person, or the viewer took the screen (``Privacy``)."""
        return not self.several_people or self.privacy.may_show(self.viewer)

    def hand_visible(self):
        """Whether the shown hand may be face up now: always with one person at the
        screen; with several, only while its owner is the one to act (R23)."""
        if not self.several_people:
            return True
        return self.revealed and self.state.turn == self.viewer and not self.state.finished

    def legal_moves(self):
        return self.view().legal_moves() if self.my_turn() else []

    @property
    def hand_card(self):
        scale = self.app.settings.card_scale
        return (round(HAND_CARD[0] * scale), round(HAND_CARD[1] * scale))

    def face(self, card, size):
        """A card face drawn with the player's colour-blind options."""
        settings = self.app.settings
        return card_face(card, size, large_symbols=settings.large_symbols, patterned=settings.patterned_backs)

    def raised_card(self):
        if self.held is not None and not self.dragging:
            return self.held
        if self.keys is not None and self.my_turn():
            return self.keys.cursor.card_index
        return self.hover_card

    def held_card(self):
        if self.held is None or self.held >= len(self.shown.hand):
            return None
        return self.shown.hand[self.held]

    def targets(self):
        """For the held card: every seat mapped to None (it may go there) or the reason it may not."""
        card = self.held_card()
        if card is None:
            return {}
        legal = set(self.legal_moves())
        view = self.view()
        return {seat: None if Play(card, seat) in legal else why_not(view, card, seat)
                for seat in range(self.state.players)}

    def explained_seat(self, targets):
        """The one seat whose "why not" is shown: the illegal seat under the pointer."""
        if not targets:
            return None
        seat = self.seat_at(self.mouse)
        return seat if seat is not None and targets.get(seat) else None

    def undo_refusal(self):
        if self.demo:
            return _("There is no move of yours to take back.")
        refusal = self.session.undo_refusal(self.viewer if self.several_people else None)
        return None if refusal is None else str(refusal)

    def hint_refusal(self):
        if self.hint_decision is not None:
            return _("Thinking about a hint…")
        if not self.my_turn():
            return _("Wait for your turn.")
        if self.hint is not None:
            return _("The hint is on the table.")
        return None

    # ------------------------------------------------------------ moves
    def apply(self, move):
        """Apply a legal move for the seat to act; the table then shows its events."""
        seat = self.state.turn
        events = self.session.apply(move)          # autosaves; statistics at the end
        self.state = self.session.state            # the same game here; a new guess across the network
        if self.session.save_problem is not None:
            self.say(str(self.session.save_problem))
        for hook in self.app.move_hooks:
            hook(self, seat, move, events)
        for event in events:
            self.queue.append(STEPS[event[0]](self, event))
        self.keys = None
        self.hint = None
        self.hint_decision = None
        self.held = None
        self.dragging = False
        self.press = None
        if self.session.save_problem is None:
            self.message = ""
        if self.decision is not None:
            self.decision = None

    def try_play(self, card, seat):
        if not self.my_turn():
            return False
        move = Play(card, seat)
        if move in self.legal_moves():
            self.apply(move)
            return True
        self.say(why_not(self.view(), card, seat))
        self.app.play("invalid")
        return False

    def take(self):
        if self.my_turn() and TAKE in self.legal_moves():
            self.apply(TAKE)

    def open_menu(self):
        self.privacy.look_away()        # whoever comes back passes the screen first
        self.drop()
        self.app.open("start", resume=self)

    def open_log(self):
        self.app.open("log", log=self.session.log)

    def say(self, message):
        self.message = message
        self.message_time = 4.0

    def announce(self, seat, count, captured=False):
        """A capture or a take: who took how many cards, for a moment."""
        if seat == self.you:
            self.banner = (ngettext("You capture {n} card", "You capture {n} cards", count) if captured
                           else ngettext("You take {n} card", "You take {n} cards", count)).format(n=count)
        else:
            self.banner = (ngettext("{player} captures {n} card", "{player} captures {n} cards", count) if captured
                           else ngettext("{player} takes {n} card", "{player} takes {n} cards", count)).format(
                player=self.names()[seat], n=count)
        self.banner_time = BANNER_TIME

    def undo(self):
        """Ctrl+Z: back to this person's previous decision (never across another
        person's hidden hand at a shared screen)."""
        seat = self.viewer if self.several_people else None
        if self.demo or not self.session.undo(seat):
            self.say(self.undo_refusal() or "")
            self.app.play("invalid")
            return
        self.state = self.session.state
        self.queue = []
        self.motion.clear()
        self.decision = None
        self.hint = self.hint_decision = None
        self.keys = None
        self.drop()
        self.sync()
        self.say(_("Move taken back."))

    def start_hint(self):
        """H: ask the strong player what it would do here; shown when ready."""
        if self.my_turn() and self.hint_decision is None and self.hint is None:
            self.hint_decision = self.session.hint_decision()
            self.message_time = 0.0

    def show_hint(self, move, reason=None):
        """The hint stays on screen until the next move: the card picked up, its
        seat chosen (Enter plays it; a take, Enter takes), and the reason in one line."""
        self.hint = (move, reason or hint_reason(self.view(), move))
        self.message_time = 0.0
        if isinstance(move, Play):
            keys = self.keyboard()
            keys.cursor.card_index = list(self.view().hand).index(move.card)
            keys.act("enter")
            keys.cursor.seat = move.to
            self.held = keys.cursor.card_index

    def save_record(self):
        """Ctrl+S: the record of the game, to replay with ``python main.py replay``."""
        save_game_record(self.session, self.say)

    # ------------------------------------------------------------ time
    def warm_up(self):
        """Build one sprite not yet in the cache (the card faces, then what the
        round's end shows): spread over the first frames, so no
        later frame stalls drawing something for the first time."""
        if self.to_warm is None:
            self.to_warm = list(round_end.sprites_to_warm())
            self.to_warm += [partial(self.face, name, size) for name in CARD_NAMES for size in (self.hand_card, PILE_CARD)]
        if self.to_warm:
            self.to_warm.pop()()

    def update(self, dt):
        self.warm_up()
        self.clock += dt
        self.message_time = max(0.0, self.message_time - dt)
        self.banner_time = max(0.0, self.banner_time - dt)
        if self.queue:
            step = self.queue[0]
            if not getattr(step, "started", False):
                step.started = True
                step.start()
                if step.sound:
                    self.app.play(step.sound)
            self.motion.update(dt)
            step.update(dt)
            if step.done:
                self.queue.pop(0)
                if not self.queue:
                    self.sync()
            return
        if self.state.finished:
            return
        seat = self.state.turn
        if self.seats[seat].human:
            if seat != self.viewer or not self.revealed:
                self.pass_to(seat)
            elif self.hint_decision is not None and self.hint_decision.step(HINT_SLICE):
                hint, self.hint_decision = self.hint_decision.hint, None
                self.show_hint(hint.move, hint.reason)
            return
        self.think(seat, dt)

    def needs_frames(self):
        """Frames while cards fly, sprites warm up, a computer or the hint thinks, a
        message or banner is timed, or the screen is to pass; none while a
        person looks at a settled table (the app then sleeps until an event)."""
        if self.moving():
            return True
        if self.state.finished:
            return False
        seat = self.state.turn
        if self.seats[seat].human:
            return seat != self.viewer or not self.revealed
        return True

    def animating(self):
        """Whether cards are still on their way (the next move waits for them to land)."""
        return bool(self.queue)

    def moving(self):
        """Whether the table changes by itself now: cards fly, sprites warm up, the
        hint thinks, a message or banner is timed."""
        if self.queue or self.to_warm is None or self.to_warm or self.hint_decision is not None:
            return True
        return self.message_time > 0 or self.banner_time > 0

    def think(self, seat, dt):
        if self.decision is None:
            self.decision = Decision(self.computers[seat], self.state.view(seat))
            self.waited = 0.0
        self.waited += dt
        if self.decision.step(THINK_SLICE) and self.waited >= self.app.settings.pause:
            move = self.decision.move
            self.decision = None
            self.apply(move)

    def pass_to(self, seat):
        """Several people at one screen: hide the hand until the next person is ready."""
        self.viewer = seat
        self.drop()
        self.keys = None
        self.relayout()
        self.sync()
        self.privacy.ask(seat, self.names()[seat], on_leave=self.open_menu)

    def draw(self, surface):
        """The table (``TableDrawing``); the frame's audience goes to ``Privacy``: the
        viewer's when their hand, trick count and road lengths show, else everyone."""
        super().draw(surface)
        self.privacy.frame(self.viewer if self.several_people and self.hand_visible() else None)

    def relayout(self):
        self.rects = seat_rects(self.state.players, self.viewer, self.hand_card, self.screen_size)
        self.take_button.rect = take_rect(self.rects[self.viewer], self.screen_size, self.state.players, self.hand_card)
        self.menu_button.rect.topright = (self.screen_size[0] - 8, menu_top(self.screen_size))
        self.actions.move_to(action_bar(self.screen_size, self.hand_card, self.state.players))

    def sync(self):
        self.shown = Shown(self.view())
