"""The table of Nottingham: the Sheriff's track, the card drawn, the players with
their hands' sizes, ambushes, victory piles and offers, the four tasks, the log,
and the hand of the person who decides.

The scene holds the GameState but draws only what ``state.view(seat)`` lets a
seat know (N26). Several people at one screen: a person's hand (and all they
alone know: ambush cards, a face-down offer, the hand looked at in a steal, the
two ambush cards looked at) is drawn only while that person decides, or always
when they are the only person at the table; between two people's decisions a
pass screen hides everything. Computer players think in slices (``Decision``)
between frames, with a short pause so a person can follow.

The game itself is a ``GameSession`` (app/session.py): every move autosaves,
Continue on the start scene resumes it, the end counts in the statistics.

Mouse: the buttons above the hand, the hand's cards (to offer, cash, discard), the
cards shown on the stage (to take, to keep an ambush card), the tasks, and the
row of undo, hint, whole log and rules at the foot of the left panel. Keys: arrows
or Tab choose any of these and Enter or Space acts (``TableKeys``); U
undoes (back to the person's previous decision, never across another person's
move), H asks for a hint (thought in slices like the computers' decisions), L
shows the whole log. Esc or Back asks before leaving a game in progress.
"""

from functools import partial

import pygame

from app import saves
from app.session import GameSession
from app.words import player_names
from game.nottingham import GameState, Move, Record
from game.nottingham.data import ACTIONS, CHEST, COLOURS, COPPER, OBJECTS, TASKS, TRACK

from ..base import Button, Scene
from ..motion import Counts, Marks, Motion
from ..privacy import Privacy
from ..session_table import HINT_SLICE, THINK_SLICE, SessionTable
from ..score_sheet import ScoreSheet
from .dialogs import LeaveDialog
from .drawing import TableDrawing, short_name
from .hints import hint_words
from .keys import TableKeys
from sprites.text import font
from .layout import SHERIFF_SPEED, TableLayout, seat_grid, table_layout
from .motion import TableMotion, move_words
from .prompts import TablePrompts
from .story import describe, lines_and_card, opening_lines
from .words import ambush_words, counted, object_name, objects_list, task_cards, task_name, tr



BUTTON_GAP = 10


def button_widths(labels, room, cut=False):
    """(labels, widths) of a row of buttons in ``room`` pixels: each as wide as its
    label at the buttons' size (150 to 340), or all alike with the labels cut to fit
    (``cut``); (None, None) when they do not fit whole."""
    size = 18
    widths = [min(340, max(150, font(size, True).size(label)[0] + 28)) for label in labels]
    if sum(widths) + BUTTON_GAP * (len(labels) - 1) <= room and all(
            font(size, True).size(label)[0] <= width - 16 for label, width in zip(labels, widths)):
        return labels, widths
    if not cut:
        return None, None
    crowded = [_two_lines(label, CROWDED) for label in labels]
    needs = [max(font(CROWDED, True).size(part)[0] for part in label.split("\n")) + 18 for label in crowded]
    gaps = BUTTON_GAP * (len(labels) - 1)
    if sum(needs) + gaps <= room:         # every label whole, on two lines where it must be
        extra = (room - gaps - sum(needs)) // len(labels)
        return crowded, [min(340, need + extra) for need in needs]
    width = (room - gaps) // len(labels)
    return [short_name(label, size, True, width - 16) for label in labels], [width] * len(labels)


CROWDED = 16            # the lettering of a crowded row of buttons: 12 window pixels at 960x540


def _two_lines(label, size):
    """``label`` on one line, or broken at the space that makes its two lines narrowest."""
    words = label.split(" ")
    if len(words) < 2:
        return label
    width = font(size, True).size
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    first, second = min(splits, key=lambda pair: max(width(pair[0])[0], width(pair[1])[0]))
    return f"{first}\n{second}"


class _Heights(tuple):
    """The heights a seat needs per (columns, width) of the seat grid, hashable for
    the layout's cache and read like a dict."""

    def __getitem__(self, option):
        return dict(self)[option] if isinstance(option, tuple) else super().__getitem__(option)


def saved_seats(seats, seed):
    """The table's seats as the autosave keeps them: the first person "you", the
    others "person", a computer with its level and seed."""
    first_person = next((i for i, level in enumerate(seats) if level is None), None)
    return [saves.computer(level, seed * 10 + i) if level is not None
            else saves.YOU if i == first_person else saves.PERSON
            for i, level in enumerate(seats)]


def new_session(app, seats, names=None, seed=0, first_player=None, state=None, colours=None):
    """The session of a new table: a new game (``first_player`` and each seat's
    ``colours`` as setup chose them, N5, N6), or (``state``) a position to play on."""
    options = dict(autosave=app.persist, describe=describe)
    if state is None:
        if names is None:
            names = [tr("Player {n}").format(n=i + 1) if level is None else tr("Computer {n}").format(n=i + 1)
                     for i, level in enumerate(seats)]
        start = GameState.new(len(seats), seed, names=list(names), first_player=first_player, colours=colours)
        session = GameSession(saves.SavedGame(Record(start), saved_seats(seats, seed)), **options)
        session.save()
        return session
    if names is not None:                        # a position played with the table's names
        state = state.copy()
        state.names = list(names)
    return GameSession(saves.SavedGame(Record(state), saved_seats(seats, seed)), **options)


def resumed_table(app, saved):
    """The table of an autosaved game, exactly where it stood ("Continue")."""
    session = GameSession(saved, autosave=app.persist, describe=describe)
    seats = [None if seat.person else seat.level for seat in saved.seats]
    table = NottinghamTable(app, seats, seed=saved.record.start.seed, session=session)
    if table.several_people:
        table.viewer = None          # nobody's hand shows before the person to act says they are at the screen
    return table


class NottinghamTable(TableKeys, TableLayout, TablePrompts, TableDrawing, TableMotion, SessionTable, Scene):
    """A whole game. ``seats``: per seat None (a person at this screen) or a computer level.

    The game lives in a ``GameSession`` (app/session.py): its record, the
    autosave after every move, undo, the log and the statistics at the end.
    A table made from a ``state`` (a position, as the tests set up) plays it
    without an autosave of its own unless the app keeps files.

    It lays out over the whole window, whatever its shape (``layout``)."""

    fills_window = True

    def __init__(self, app, seats, names=None, seed=0, first_player=None, state=None, session=None, colours=None):
        super().__init__(app)
        self.seats = list(seats)
        self.seed = seed
        if session is None:
            session = new_session(app, self.seats, names, seed, first_player, state, colours)
        self.session = session
        self.computers = {seat: session.computer_player(seat)
                          for seat, level in enumerate(self.seats) if level is not None}
        self.people = [seat for seat, level in enumerate(self.seats) if level is None]
        self.viewer = self.people[0] if self.people else None
        self.decision = None
        self.waited = 0.0
        self.message = ""
        self.message_time = 0.0
        self.picked = [0] * 7          # the person's chosen cards (an offer, a cash, a task)
        self.moves = 0                 # moves applied: the buttons follow
        self.undos = 0                 # moves taken back: so do the buttons and the log
        self.buttons = []              # (Button, move or None) of the decision on screen
        self._buttons_key = None
        self.forget_log()
        self._undo_cache = (None, None)
        self.hint = None               # (move, what, why) once a hint is ready
        self.hint_decision = None      # the strong player's thought while it works
        self.clock = 0.0
        self.mouse = (0, 0)
        self.sheriff_shown = float(self.state.sheriff)
        self.motion = Motion(app.play)       # the cards on their way (scenes/motion.py)
        self.marks = Marks()                 # each seat's last move, until the person decides again
        self.counts = Counts()               # the panels' numbers, counted up as the cards land
        self.drawn_private = None      # the seat whose secrets the last frame drew, if any
        self.privacy = Privacy(app, self.people)      # several people: who has the screen (scenes/privacy.py)
        self.notices = {}              # seat -> what it alone is told (the card it lost, N29)
        self.log_drawn = 0             # lines of the log the last frame could show
        self.ended = False
        self.screen_size = app.fill_size()     # the logical screen it lays out on (set again by draw)
        self._layout = (None, None)
        self.back_button = Button((self.screen_size[0] - 118, 4, 110, 30), tr("Back"), self.ask_leave, size=18)
        self.actions = self.session_actions(self.layout.actions)

    @property
    def state(self):
        return self.session.state

    @property
    def layout(self):
        """Where everything lies, for the screen's size, the card size and the seats'
        words in the language of the moment (``layout.table_layout``)."""
        from app.i18n import language
        scale = self.app.settings.card_scale
        key = (self.screen_size, scale, language())
        if self._layout[0] != key:
            players = self.state.players
            heights = tuple((option, self.seat_height(option[1])) for option in seat_grid(self.screen_size, players))
            layout = table_layout(self.screen_size, players, scale, _Heights(heights))
            self._layout = (key, layout)
            self._buttons_key = None
        return self._layout[1]

    def fit_to(self, size):
        """Lay out for a logical screen of ``size`` (the window's shape changed)."""
        if size != self.screen_size:
            self.screen_size = size
        layout = self.layout
        self.back_button.rect.topright = (size[0] - 8, 4)
        self.actions.move_to(layout.actions)

    @property
    def names(self):
        """The seats' names as the player reads them (a default name translated);
        worked out once for each language, as the table asks for them many times a frame."""
        from app.i18n import language
        key = (tuple(self.state.names), language())
        cached = getattr(self, "_names_cache", (None, None))
        if cached[0] != key:
            cached = self._names_cache = (key, player_names(self.state.names))
        return list(cached[1])

    def forget_log(self):
        """The log is worded again, whole, when next asked for."""
        self._log_cache = (None, None, 0, None, [])

    @property
    def log(self):
        """The game's log in words, oldest first (the opening, then every event): the
        lines of new events are added to those already worded, and the whole log is
        worded again after an undo, a new log (a new game, a table rejoined), or a
        change of language."""
        from app.i18n import language
        log = self.session.log
        events = log.events
        names = self.names
        cached_log, key, count, card, lines = self._log_cache
        if cached_log is not log or key != (self.undos, language(), names) or count > len(events):
            start = self.session.record.start
            count, card, lines = 0, start.card, opening_lines(start, names)
        if count < len(events):
            more, card = lines_and_card(events[count:], names, card)
            lines, count = lines + more, len(events)
        self._log_cache = (log, (self.undos, language(), names), count, card, lines)
        return lines

    # ------------------------------------------------------------ queries
    def person(self, seat):
        return seat is not None and self.seats[seat] is None

    @property
    def several_people(self):
        return len(self.people) > 1

    def private_seat(self):
        """The seat whose hand and secrets may be drawn now: the only person at the
        table, or the person who decides (after their pass screen); else None."""
        if self.viewer is None:
            return None
        if not self.several_people:
            return self.viewer
        if not self.state.finished and self.state.turn == self.viewer and self.privacy.may_show(self.viewer):
            return self.viewer
        return None

    def my_turn(self):
        """True while a person at this screen is asked (and it is their screen)."""
        state = self.state
        return (not state.finished and self.person(state.turn) and state.turn == self.private_seat())

    def legal(self):
        return self.state.legal_moves() if self.my_turn() else []

    def view(self):
        seat = self.private_seat()
        return self.state.view(seat if seat is not None else (self.viewer or 0))

    # ------------------------------------------------------------ moves
    def apply(self, move):
        seat = self.state.turn
        self.motion.finish()                       # a move made while cards fly: they land first
        card = self.drawn_card() if move is not None and move.kind in ("keep", "act") else None
        before = self.numbers()
        events = self.session.apply(move)          # autosaves; statistics at the end
        self.moves += 1
        self.cancel_decisions()
        self.picked = [0] * 7
        self.message = ""
        if self.session.save_problem is not None:
            self.say(str(self.session.save_problem))
        self.note_losses(events)
        for hook in self.app.move_hooks:
            hook(self, seat, move, events)
        if self.person(seat):
            self.marks.decided(seat)
        words = move_words(move, self.names, card, events) if move is not None else None   # (another's move, face down)
        if words:
            self.marks.mark(seat, words)
        self.show_moves(move, events)
        self.counts.changed(before, self.numbers(), self.motion.flights)

    def note_losses(self, events):
        """A person who loses a card to a smuggle or a steal is told which, privately (N29)."""
        for event in events:
            if event[0] in ("smuggle", "take") and self.person(event[2]):
                self.notices[event[2]] = tr("{name} took {object} from your hand.").format(
                    name=self.names[event[1]], object=object_name(event[3]))

    def show_notice(self):
        """The private notice of the person whose frame this is, once."""
        seat = self.private_seat()
        if seat is not None and seat in self.notices:
            self.say(self.notices.pop(seat))
            self.message_time = 6.0

    def cancel_decisions(self):
        """Drop what the computers and the hint were thinking: the position changed."""
        for decision in (self.decision, self.hint_decision):
            if decision is not None:
                decision.cancel()
        self.decision = None
        self.hint_decision = None
        self.hint = None
        self.waited = 0.0

    def say(self, message):
        self.message = message
        self.message_time = 4.0

    def play(self, move):
        """A person's decision from a click: applied if legal, else a word and nothing changes."""
        if not self.my_turn():
            self.refuse(self.not_yours())
            return False
        if move not in self.legal():
            self.refuse(tr("That is not allowed now."))
            return False
        self.apply(move)
        return True

    def refuse(self, message):
        self.message = message
        self.message_time = 4.0
        self.app.play("invalid")

    def not_yours(self):
        state = self.state
        if state.finished:
            return tr("The game is over.")
        return tr("It is {name}'s decision now.").format(name=self.names[state.turn])

    def ask_leave(self):
        if self.state.finished:
            self.app.pop()
        else:
            self.app.push(LeaveDialog(self.app, self))

    # ------------------------------------------------------------ undo, hint, log
    def undo_seat(self):
        """Whose move undo takes back: with several people, the one at the screen."""
        return self.viewer if self.several_people else None

    def undo_refusal(self):
        """Why undo cannot be used now, in words; None when it can."""
        if self.state.finished:
            return tr("The game is over.")
        key = (len(self.session.record.moves), self.undos, self.undo_seat())
        if self._undo_cache[0] != key:     # replaying the record costs: once a move
            refusal = self.session.undo_refusal(self.undo_seat())
            self._undo_cache = (key, refusal)
        refusal = self._undo_cache[1]
        return None if refusal is None else str(refusal)     # the shell's words, in the player's language

    def undo(self):
        """U: back to this person's previous decision; never across another
        person's move (their hand would show, their choice be undone)."""
        refusal = self.undo_refusal()
        if refusal is not None or not self.session.undo(self.undo_seat()):
            self.refuse(refusal or tr("There is no move of yours to take back."))
            return
        self.undos += 1
        self.cancel_decisions()
        self.picked = [0] * 7
        self._buttons_key = None
        self.sheriff_shown = float(self.state.sheriff)
        self.motion.clear()
        self.marks.clear()
        self.counts.clear()
        self.say(tr("Move taken back."))
        self.app.play("click")

    def hint_refusals(self):
        """The hint's refusals: thinking, not your decision, already shown."""
        return (tr("Thinking about a hint…"), tr("A hint is given on your own decision."),
                tr("The hint is on the table."))

    def start_hint(self):
        """H: what the strongest player would do here, thought in slices between frames."""
        if self.hint_refusal() is None:
            self.hint_decision = self.session.hint_decision()
            self.message_time = 0.0

    def show_hint(self, move):
        """The hint on the table: its cards chosen in the hand, its button or card
        outlined, and one line of what it does and why."""
        self.hint_decision = None
        what, why = hint_words(self.view(), move, self.names)
        self.hint = (move, what, why)
        self.picked = [0] * 7
        if move.kind == "offer":
            for name in move.arg:
                self.picked[OBJECTS.index(name)] += 1
        elif move.kind == "cash":
            self.picked[OBJECTS.index(move.arg[0])] = 1
        elif move.kind == "task":
            for name in move.arg[1]:
                self.picked[OBJECTS.index(name)] = 1
        self.frame_hint()

    def hinted(self, move):
        return self.hint is not None and self.hint[0] == move and self.my_turn()

    def open_log(self):
        from ..log_scene import LogScene
        self.app.push(LogScene(self.app, self))

    def lines(self):
        """The whole log (for ``LogScene``)."""
        return list(self.log)

    # ------------------------------------------------------------ the person's choices
    def click_hand(self, obj):
        if not self.my_turn():
            self.refuse(self.not_yours())
            return
        state, seat = self.state, self.state.turn
        hand = state.hands[seat]
        phase = state.phase
        if phase == "discard":
            if hand[obj]:
                self.play(Move("discard", OBJECTS[obj]))
            else:
                self.refuse(tr("You hold no {object}.").format(object=object_name(obj)))
            return
        if phase == "offer":
            banned = COPPER if state.card == COPPER else CHEST
            if obj == banned:
                words = tr("{object} cannot be offered for {card}.").format(
                    object=object_name(obj), card=object_name(state.card))
                self.refuse(words[:1].upper() + words[1:])
                return
            if not hand[obj]:
                self.refuse(tr("You hold no {object}.").format(object=object_name(obj)))
                return
            most = 1 if state.card == COPPER else 2
            if sum(self.picked) < most and self.picked[obj] < hand[obj]:
                self.picked[obj] += 1
            elif self.picked[obj]:
                self.picked[obj] = 0
            else:
                self.picked = [0] * 7
                self.picked[obj] = 1
            return
        if phase == "cash":
            if not hand[obj]:
                self.refuse(tr("You hold no {object}.").format(object=object_name(obj)))
                return
            self.picked[obj] = 0 if self.picked[obj] else 1
            return
        self.refuse(tr("Your hand is not asked now: {question}").format(question=self.question()))

    def pick_task(self, task):
        """A click on a task: its cards chosen in the hand, ready to complete."""
        if not self.my_turn() or self.state.phase != "cash":
            self.refuse(self.not_yours() if not self.my_turn()
                        else tr("Tasks are completed when you cash, after keeping or acting."))
            return
        options = [m for m in self.legal() if m.kind == "task" and m.arg[0] == task]
        if not options:
            self.refuse(tr("You cannot complete this task now: {cards}.").format(cards=task_cards(task)))
            return
        self.picked = [0] * 7
        for name in options[0].arg[1]:
            self.picked[OBJECTS.index(name)] = 1

    def offer_move(self):
        objects = tuple(OBJECTS[i] for i in range(7) for _ in range(self.picked[i]))
        return Move("offer", objects)

    def decision_buttons(self):
        """The person's decision as (label, move) or (label, move, short label for a
        crowded row); a move of None is a command of the table (choosing cards),
        given as a callable instead."""
        if not self.my_turn():
            return []
        state = self.state
        seat, phase, legal = state.turn, state.phase, self.legal()
        names = self.names
        choices = []
        if phase == "choose":
            card = state.card
            for move in legal:
                if move.kind == "keep":
                    choices.append((tr("Keep {object}").format(object=object_name(card)), move, tr("Keep")))
                elif move.arg is None:
                    label = {"buy": tr("Buy: ask for offers"), "trade": tr("Trade: ask for offers"),
                             "ambush": tr("Ambush: look at 2 cards")}[ACTIONS[card]]
                    choices.append((label, move))
                else:
                    label = {"smuggle": tr("Smuggle from {name}"), "steal": tr("Steal from {name}"),
                             "rob": tr("Rob {name}")}[ACTIONS[card]]
                    choices.append((label.format(name=names[move.arg]), move, names[move.arg]))
        elif phase == "defend":
            choices = [(tr("Defend: give a necklace"), Move("defend", True)),
                       (tr("Do not defend"), Move("defend", False))]
        elif phase == "offer":
            if legal == [Move("offer", ())]:
                choices = [(tr("Nothing to offer: show the hand"), legal[0])]
            else:
                move = self.offer_move()
                label = (tr("Offer: {objects}").format(objects=objects_list(move.arg)) if move.arg
                         else tr("Choose a card of your hand to offer"))
                choices = [(label, move)]
        elif phase == "accept":
            for move in legal:
                if move.arg is None:
                    choices.append((tr("Refuse all, keep {object}").format(object=object_name(state.card)), move))
                else:
                    offer = [OBJECTS[i] for i in state.offers[move.arg]]
                    choices.append((tr("{name}'s offer: {objects}").format(
                        name=names[move.arg], objects=objects_list(offer)), move, names[move.arg]))
        elif phase == "cash":
            choices = [(tr("End the turn"), Move("pass"))]
            chosen = [i for i in range(7) if self.picked[i]]
            hand = state.hands[seat]
            if not chosen:
                for i in range(7):
                    if hand[i] >= 3:
                        choices.append((tr("Cash {objects}").format(objects=counted(i, hand[i])),
                                        Move("cash", (OBJECTS[i], hand[i]))))
                for task in TASKS:
                    if any(m.kind == "task" and m.arg[0] == task for m in legal):
                        choices.append((tr("Task: {task}…").format(task=task_name(task)), partial(self.pick_task, task)))
            else:
                names_chosen = {OBJECTS[i] for i in chosen}
                if len(chosen) == 1:
                    i = chosen[0]
                    for count in range(3, hand[i] + 1):
                        choices.append((tr("Cash {objects}").format(objects=counted(i, count)),
                                        Move("cash", (OBJECTS[i], count))))
                for move in legal:
                    if move.kind == "task" and set(move.arg[1]) == names_chosen:
                        choices.append((tr("Complete: {task}").format(task=task_name(move.arg[0])), move))
                choices.append((tr("Clear the choice"), self.clear_pick))
        elif phase == "spring":
            for move in legal:
                if move.arg is None:
                    choices.append((tr("Let the cash be"), move))
                else:
                    choices.append((tr("Spring: {card}").format(card=ambush_words(move.arg, names)), move))
        return choices

    def clear_pick(self):
        self.picked = [0] * 7

    def refresh_buttons(self):
        key = (self.moves, tuple(self.picked), self.my_turn(), self.private_seat(), self._layout[0])
        if key == self._buttons_key:
            return
        self._buttons_key = key
        choices = self.decision_buttons()
        self.buttons = []
        if not choices:
            return
        row = self.layout.buttons
        labels, widths = button_widths([choice[0] for choice in choices], row.width)
        crowded = labels is None
        if crowded:                       # many players: a target or an offer is named only
            labels, widths = button_widths([c[2] if len(c) > 2 else c[0] for c in choices], row.width, cut=True)
        choices = list(zip(labels, (choice[1] for choice in choices)))
        total = sum(widths) + BUTTON_GAP * (len(choices) - 1)
        left = row.left + (row.width - total) // 2
        legal = self.legal()
        for (label, what), width in zip(choices, widths):
            rect = (left, row.top, width, row.height)
            left += width + BUTTON_GAP
            size = CROWDED if crowded else 18
            if isinstance(what, Move):
                button = Button(rect, label, partial(self.play, what), size=size, enabled=what in legal)
                button.move = what
            else:
                button = Button(rect, label, what, size=size)
                button.move = None
            button.hover = button.rect.collidepoint(self.mouse)
            self.buttons.append(button)

    # ------------------------------------------------------------ events
    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if self.back_button.handle_event(event):
            return
        if self.actions.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.key_shown = False           # the mouse again: the keyboard's frame hides
        self.refresh_buttons()
        for button in self.buttons:
            if button.handle_event(event):
                return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        pos = event.pos
        for button in self.buttons:
            if not button.enabled and button.rect.collidepoint(pos):
                self.refuse(self.choose_first())
                return
        for obj, rect in self.take_rects().items():
            if rect.collidepoint(pos):
                self.play(Move("take", OBJECTS[obj]))
                return
        for card, rect in self.peek_rects().items():
            if rect.collidepoint(pos):
                self.choose_peek(card)
                return
        for task, rect in self.task_rects().items():
            if rect.collidepoint(pos):
                if self.my_turn():
                    self.pick_task(task)
                return
        if self.private_seat() is not None:
            for obj, rect in enumerate(self.hand_rects()):
                if rect.collidepoint(pos):
                    self.click_hand(obj)
                    return

    def handle_key(self, event):
        """Arrows or Tab choose, Enter or Space acts (``TableKeys``); Esc asks before
        leaving; U (or Ctrl+Z) undoes, H hints, L shows the whole log, Ctrl+S saves the record."""
        if not self.handle_focus_key(event):
            self.handle_session_key(event)

    def choose_first(self):
        return tr("Choose the cards first.") if self.my_turn() else self.not_yours()

    def choose_peek(self, card):
        if card == COLOURS[self.state.active]:
            self.refuse(tr("A card of your own colour cannot be kept."))
        else:
            self.play(Move("ambush", card))

    def leave_table(self):
        self.ask_leave()

    def hint_key(self):
        refusal = self.hint_refusal()
        if refusal is None:
            self.start_hint()
        elif self.hint_decision is None and self.hint is None:
            self.refuse(refusal)

    # ------------------------------------------------------------ time
    def update(self, dt):
        self.clock += dt
        self.message_time = max(0.0, self.message_time - dt)
        self.walk_sheriff(dt)
        self.motion.update(dt)
        self.count_numbers(dt)
        state = self.state
        if state.finished:
            if not self.ended and not self.motion.moving:      # the last cards land first
                self.ended = True
                self.app.push(ScoreSheet(self.app, self))
            return
        seat = state.turn
        if seat in self.people:              # a person at this screen (a network table has one)
            if not self.privacy.may_show(seat):
                self.pass_to(seat)           # the last frame was seen by someone else (N29)
                return
            self.show_notice()
            if self.hint_decision is not None and self.hint_decision.step(HINT_SLICE):
                self.show_hint(self.hint_decision.move)
            self.refresh_buttons()
            return
        self.show_notice()
        self.refresh_buttons()
        self.step_computer(seat, dt)

    def animating(self):
        """The Sheriff still walking to his space, cards on their way or the panels' numbers
        counting (the app keeps drawing frames)."""
        return self.sheriff_shown != self.state.sheriff or self.motion.moving or self.counts.moving

    def step_computer(self, seat, dt):
        """A computer's move; on a moment every seat is given (a defence, an ambush,
        N27) it pauses a third of the usual time, whether it can react or not."""
        if self.state.phase in ("defend", "spring"):
            dt *= 3.0
        super().step_computer(seat, dt)

    def walk_sheriff(self, dt):
        target = self.state.sheriff
        spaces = len(TRACK)
        ahead = (target - self.sheriff_shown) % spaces
        if ahead < 1e-6 or ahead > spaces - 1e-6:
            self.sheriff_shown = float(target)
            return
        step = min(ahead, max(SHERIFF_SPEED, 3 * ahead) * dt)     # catches up when moves are quick
        self.sheriff_shown = (self.sheriff_shown + step) % spaces

    def pass_to(self, seat):
        """Several people at one screen: nothing secret shows until the next one is ready."""
        self.viewer = seat
        self.picked = [0] * 7
        self.cancel_decisions()
        self._buttons_key = None
        unseen = self.log[self.log_drawn:]          # what happened since the last frame: shown after the pass
        if unseen:
            self.say(" ".join(unseen[-3:]))
            self.message_time = 6.0
        self.privacy.ask(seat, self.names[seat], on_leave=lambda: self.app.push(LeaveDialog(self.app, self)))

    @property
    def at_screen(self):
        """Who has the screen with nobody else having looked since (``Privacy``)."""
        return self.privacy.at_screen

    @at_screen.setter
    def at_screen(self, seat):
        self.privacy.at_screen = seat
