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
row of undo, hint, whole log and rules at the foot of the left panel. Keys: U
undoes (back to the person's previous decision, never across another person's
move), H asks for a hint (thought in slices like the computers' decisions), L
shows the whole log. Esc or Back asks before leaving a game in progress.
"""

from functools import lru_cache, partial

import pygame

from app import saves
from app.session import GameSession
from app.words import player_names
from game.nottingham import Move, Record
from game.nottingham.data import (
    ACTIONS, CHEST, COLOURS, COPPER, JEWELS, OBJECTS, TASK_VALUES, TASKS, TRACK,
)
from game.nottingham.view import HIDDEN

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, draw_lines, panel, text, wrap
from ..session_table import THINK_SLICE, SessionTable
from .dialogs import LeaveDialog, NottinghamEnd
from .hints import hint_words
from .pieces import (
    LEGAL, PAWN_COLOURS, card_back, chip, draw_ambush, draw_object_card, draw_track, pawn,
    track_spaces,
)
from .story import describe, event_lines, opening_lines
from .words import (
    action_name, cards, counted, ambush_name, level_name, object_name, objects_list, task_cards, task_name, tr, trn,
)
from sprites import felt

SHERIFF_SPEED = 3.0          # spaces a second while the Sheriff walks

# the layout (logical 1280x720)
LEFT = pygame.Rect(6, 44, 292, 670)
TRACK_CENTRE, TRACK_RADIUS = (152, 200), 112
SEATS_TOP, SEATS_HEIGHT = 44, 140
RIGHT_LEFT, RIGHT_WIDTH = 304, 970
STAGE = pygame.Rect(304, 192, 686, 250)
TASKS_RECT = pygame.Rect(998, 192, 276, 250)
BUTTONS_TOP, BUTTON_HEIGHT = 450, 46
HAND_TITLE_Y = 504
HAND_TOP, HAND_CARD = 532, (118, 168)
HAND_GAP = 16
CARD_SHOWN = pygame.Rect(318, 222, 118, 168)
LOG_TOP = TRACK_CENTRE[1] + TRACK_RADIUS + 30 + 3 * 20 + 6 + 22
ACTIONS_RECT = pygame.Rect(LEFT.left + 8, LEFT.bottom - 48, LEFT.width - 16, 40)   # undo, hint, log, rules
LOG_BOTTOM = ACTIONS_RECT.top - 6
HINT_INK = (120, 200, 255)     # the outline of the card a hint means


@lru_cache(maxsize=2)
def background(seat_sizes):
    """What never changes on the table: the baize, the panels, the track's spaces (shared:
    do not draw on it)."""
    surface = felt((WIDTH, HEIGHT)).copy()
    panel(surface, pygame.Rect(0, 0, WIDTH, 38), (10, 24, 16, 220), radius=0)
    panel(surface, LEFT, (12, 32, 20, 170))
    track_spaces(surface, TRACK_CENTRE, TRACK_RADIUS)
    panel(surface, pygame.Rect(LEFT.left + 4, LOG_TOP, LEFT.width - 8, LOG_BOTTOM - LOG_TOP), (0, 0, 0, 120),
          radius=10)
    width = (RIGHT_WIDTH + 8) // len(seat_sizes)
    for i, size in enumerate(seat_sizes):
        panel(surface, pygame.Rect((RIGHT_LEFT + i * width, SEATS_TOP), size), (14, 40, 26, 220), radius=12)
    panel(surface, STAGE, (10, 30, 20, 190))
    panel(surface, TASKS_RECT, (10, 30, 20, 190))
    height = (TASKS_RECT.height - 34) // 4
    for k in range(4):
        panel(surface, pygame.Rect(TASKS_RECT.left + 6, TASKS_RECT.top + 32 + k * height, TASKS_RECT.width - 12,
                                   height - 4), (255, 255, 255, 22), radius=8)
    return surface
TAKE_CARD, PEEK_CARD = (96, 136), (104, 150)


def saved_seats(seats, seed):
    """The table's seats as the autosave keeps them: the first person "you", the
    others "person", a computer with its level and seed."""
    first_person = next((i for i, level in enumerate(seats) if level is None), None)
    return [saves.computer(level, seed * 10 + i) if level is not None
            else saves.YOU if i == first_person else saves.PERSON
            for i, level in enumerate(seats)]


def new_session(app, seats, names=None, seed=0, first_player=None, state=None):
    """The session of a new table: a new game, or (``state``) a position to play on."""
    options = dict(autosave=app.persist, describe=describe)
    if state is None:
        if names is None:
            names = [tr("Player {n}").format(n=i + 1) if level is None else tr("Computer {n}").format(n=i + 1)
                     for i, level in enumerate(seats)]
        return GameSession.new(saved_seats(seats, seed), list(names), seed, first_player=first_player,
                               game="nottingham", **options)
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


def hint_frame(surface, rect):
    """The frame around the card a hint means."""
    pygame.draw.rect(surface, HINT_INK, rect.inflate(10, 10), 4, border_radius=12)


class NottinghamTable(SessionTable, Scene):
    """A whole game. ``seats``: per seat None (a person at this screen) or a computer level.

    The game lives in a ``GameSession`` (app/session.py): its record, the
    autosave after every move, undo, the log and the statistics at the end.
    A table made from a ``state`` (a position, as the tests set up) plays it
    without an autosave of its own unless the app keeps files."""

    def __init__(self, app, seats, names=None, seed=0, first_player=None, state=None, session=None):
        super().__init__(app)
        self.seats = list(seats)
        self.seed = seed
        if session is None:
            session = new_session(app, self.seats, names, seed, first_player, state)
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
        self._log_cache = (None, [])
        self._undo_cache = (None, None)
        self.hint = None               # (move, what, why) once a hint is ready
        self.hint_decision = None      # the strong player's thought while it works
        self.clock = 0.0
        self.mouse = (0, 0)
        self.sheriff_shown = float(self.state.sheriff)
        self.drawn_private = None      # the seat whose secrets the last frame drew, if any
        self.at_screen = None          # several people: who has the screen with no one else having seen it
        self.notices = {}              # seat -> what it alone is told (the card it lost, N29)
        self.ended = False
        self.back_button = Button((WIDTH - 118, 4, 110, 30), tr("Back"), self.ask_leave, size=18)
        self.actions = self.session_actions(ACTIONS_RECT)

    @property
    def state(self):
        return self.session.state

    @property
    def names(self):
        """The seats' names as the player reads them (a default name translated)."""
        return player_names(self.state.names)

    @property
    def log(self):
        """The game's log in words, oldest first (the opening, then every event)."""
        from app.i18n import language
        events = self.session.log.events
        key = (len(events), self.undos, language())
        if self._log_cache[0] != key:
            start = self.session.record.start
            self._log_cache = (key, opening_lines(start, self.names)
                               + event_lines(events, self.names, start.card))
        return self._log_cache[1]

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
        if not self.state.finished and self.state.turn == self.viewer == self.at_screen:
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

    # ------------------------------------------------------------ rects a click may hit
    def hand_rects(self):
        """The 7 slots of the hand (one per object), left to right."""
        width = 7 * HAND_CARD[0] + 6 * HAND_GAP
        left = RIGHT_LEFT + (RIGHT_WIDTH - width) // 2
        return [pygame.Rect(left + i * (HAND_CARD[0] + HAND_GAP), HAND_TOP, *HAND_CARD) for i in range(7)]

    def take_rects(self):
        """The cards of the hand looked at in a steal or a rob, by object: {object: rect}."""
        view = self.view()
        if view.phase != "take" or view.shown is None:
            return {}
        if view.card != JEWELS and self.private_seat() != view.active:
            return {}
        counts = view.shown[1]
        objects = [i for i in range(7) if counts[i]]
        left = STAGE.left + 150
        return {obj: pygame.Rect(left + k * (TAKE_CARD[0] + 10), STAGE.top + 56, *TAKE_CARD)
                for k, obj in enumerate(objects)}

    def peek_rects(self):
        """The two ambush cards the active person looks at (N12): {card: rect}."""
        view = self.view()
        if view.phase != "ambush" or not view.peek or self.private_seat() != view.active:
            return {}
        left = STAGE.left + 170
        return {card: pygame.Rect(left + k * (PEEK_CARD[0] + 24), STAGE.top + 48, *PEEK_CARD)
                for k, card in enumerate(view.peek)}

    def task_rects(self):
        height = (TASKS_RECT.height - 34) // 4
        return {task: pygame.Rect(TASKS_RECT.left + 6, TASKS_RECT.top + 32 + k * height, TASKS_RECT.width - 12,
                                  height - 4) for k, task in enumerate(TASKS)}

    def seat_rects(self):
        players = self.state.players
        width = (RIGHT_WIDTH + 8) // players
        return [pygame.Rect(RIGHT_LEFT + i * width, SEATS_TOP, width - 8, SEATS_HEIGHT) for i in range(players)]

    # ------------------------------------------------------------ moves
    def apply(self, move):
        seat = self.state.turn
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
        self.app.play("click")

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
                self.refuse(tr("{object} cannot be offered for {card}.").format(
                    object=object_name(obj), card=object_name(state.card)))
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
        """The person's decision as (label, move, highlight); a move of None is a
        command of the table (choosing cards), given as a callable instead."""
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
                    choices.append((tr("Keep {object}").format(object=object_name(card)), move))
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
                    choices.append((tr("Spring: {card}").format(card=ambush_name(move.arg)), move))
        return choices

    def clear_pick(self):
        self.picked = [0] * 7

    def refresh_buttons(self):
        key = (self.moves, tuple(self.picked), self.my_turn(), self.private_seat())
        if key == self._buttons_key:
            return
        self._buttons_key = key
        choices = self.decision_buttons()
        self.buttons = []
        if not choices:
            return
        gap = 10
        width = min(260, (RIGHT_WIDTH - gap * (len(choices) - 1)) // len(choices))
        narrow = width < 190              # many players: a target or an offer is named only
        choices = [(choice[2] if narrow and len(choice) > 2 else choice[0], choice[1]) for choice in choices]
        total = len(choices) * width + gap * (len(choices) - 1)
        left = RIGHT_LEFT + (RIGHT_WIDTH - total) // 2
        legal = self.legal()
        for k, (label, what) in enumerate(choices):
            rect = (left + k * (width + gap), BUTTONS_TOP, width, BUTTON_HEIGHT)
            if isinstance(what, Move):
                button = Button(rect, label, partial(self.play, what), size=18, enabled=what in legal)
                button.move = what
            else:
                button = Button(rect, label, what, size=18)
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
        self.refresh_buttons()
        for button in self.buttons:
            if button.handle_event(event):
                return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        pos = event.pos
        for button in self.buttons:
            if not button.enabled and button.rect.collidepoint(pos):
                self.refuse(tr("Choose the cards first.") if self.my_turn() else self.not_yours())
                return
        for obj, rect in self.take_rects().items():
            if rect.collidepoint(pos):
                self.play(Move("take", OBJECTS[obj]))
                return
        for card, rect in self.peek_rects().items():
            if rect.collidepoint(pos):
                if card == COLOURS[self.state.active]:
                    self.refuse(tr("A card of your own colour cannot be kept."))
                else:
                    self.play(Move("ambush", card))
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
        """Esc asks before leaving; U (or Ctrl+Z) undoes, H hints, L shows the whole log."""
        self.handle_session_key(event)

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
        state = self.state
        if state.finished:
            if not self.ended:
                self.ended = True
                self.app.push(NottinghamEnd(self.app, self))
            return
        seat = state.turn
        if self.person(seat):
            if self.several_people and seat != self.at_screen:
                self.pass_to(seat)           # the last frame was seen by someone else (N29)
                return
            self.show_notice()
            if self.hint_decision is not None and self.hint_decision.step(THINK_SLICE):
                self.show_hint(self.hint_decision.move)
            self.refresh_buttons()
            return
        self.show_notice()
        self.refresh_buttons()
        self.step_computer(seat, dt)

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
        from .dialogs import NottinghamPass
        self.viewer = self.at_screen = seat
        self.picked = [0] * 7
        self.cancel_decisions()
        self._buttons_key = None
        self.app.push(NottinghamPass(self.app, self.names[seat], self))

    # ------------------------------------------------------------ words
    def question(self):
        """What the seat to act is asked, in plain words."""
        state = self.state
        names, phase = self.names, state.phase
        card = object_name(state.card) if state.card is not None else ""
        if phase == "choose":
            return tr("keep {object} or act on it ({action})").format(
                object=card, action=action_name(ACTIONS[state.card]))
        if phase == "defend":
            return tr("defend against {name}'s {action} with a necklace, or not").format(
                name=names[state.active], action=action_name(ACTIONS[state.card]))
        if phase == "take":
            return tr("take one card of {name}'s hand").format(name=names[state.target])
        if phase == "ambush":
            return tr("keep one of the two top ambush cards")
        if phase == "offer":
            if state.card == COPPER:
                return tr("offer one card face down for {name}'s copper").format(name=names[state.active])
            return tr("offer 1 or 2 cards for {name}'s chest").format(name=names[state.active])
        if phase == "accept":
            if state.card == COPPER:
                return tr("take one offer, or refuse them all")
            return tr("take one offer")
        if phase == "cash":
            return tr("cash 3 or more equal objects, complete a task, or end the turn")
        if phase == "spring":
            obj, count = state.cash
            return trn("spring an ambush on {name}'s {objects}, or let it be",
                       "spring an ambush on {name}'s {objects}, or let it be", count).format(
                name=names[state.active], objects=counted(obj, count))
        if phase == "discard":
            return tr("discard a card, down to {limit}").format(limit=state.limit())
        return ""

    def how(self):
        """How the person who decides answers, with the mouse; "" for anyone else."""
        if not self.my_turn():
            return ""
        phase = self.state.phase
        if phase == "offer":
            return tr("Click a card of your hand to choose it, then press Offer.")
        if phase == "cash":
            return tr("Click cards of your hand or a task, then confirm below; or end the turn.")
        if phase == "discard":
            return tr("Click a card of your hand to discard it.")
        if phase == "take":
            return tr("Click the card you take.")
        if phase == "ambush":
            return tr("Click the card you keep.")
        if phase == "choose" and any(m.arg is not None for m in self.legal() if m.kind == "act"):
            return tr("Act ({action}): press the name of a player below; or keep the card.").format(
                action=action_name(ACTIONS[self.state.card]))
        if phase == "accept":
            return tr("Press the offer you take below (the cards each offers are listed above).")
        return tr("Choose with the buttons below.")

    def status(self):
        state = self.state
        if state.finished:
            winners = state.winners()
            return tr("The game is over. Winner: {names}.").format(names=", ".join(self.names[s] for s in winners))
        name = self.names[state.turn]
        if self.my_turn():
            return tr("{name}, your decision: {question}.").format(name=name, question=self.question())
        if self.person(state.turn):
            return tr("{name} decides: {question}.").format(name=name, question=self.question())
        return tr("{name} (computer) decides: {question}.").format(name=name, question=self.question())

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        self.refresh_buttons()
        surface.blit(background(tuple(rect.size for rect in self.seat_rects())), (0, 0))
        private = self.private_seat()
        self.drawn_private = private
        if private is None:
            self.at_screen = None            # everyone may have seen this frame (N29)
        view = self.view()
        self.draw_top_bar(surface)
        self.draw_left(surface, view)
        for seat, rect in enumerate(self.seat_rects()):
            self.draw_seat(surface, view, seat, rect, private)
        self.draw_stage(surface, view, private)
        self.draw_tasks(surface, view)
        for button in self.buttons:
            button.highlight = button.move is not None and self.hinted(button.move)
            button.draw(surface)
        self.draw_hand(surface, view, private)
        self.draw_message(surface)
        self.actions.busy = {"hint"} if self.hint_decision is not None else set()
        self.actions.draw(surface, self.clock)

    def draw_top_bar(self, surface):
        surface.blit(text("Nottingham", 22, GOLD, True), (14, 7))
        mine = self.my_turn()
        line = text(self.status(), 19, GOLD if mine else INK, True, WIDTH - 320)
        surface.blit(line, line.get_rect(center=(WIDTH // 2 + 20, 19)))
        self.back_button.label = tr("Back")
        self.back_button.draw(surface)

    def draw_left(self, surface, view):
        title = text(tr("The Sheriff's track"), 18, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(LEFT.centerx, LEFT.top + 6)))
        draw_track(surface, TRACK_CENTRE, TRACK_RADIUS, self.sheriff_shown, view.sheriff, spaces=False)
        limit = text(str(view.limit), 44, GOLD, True)
        surface.blit(limit, limit.get_rect(center=(TRACK_CENTRE[0], TRACK_CENTRE[1] - 4)))
        caption = text(tr("hand limit"), 15, INK, True)
        surface.blit(caption, caption.get_rect(center=(TRACK_CENTRE[0], TRACK_CENTRE[1] + 26)))
        y = TRACK_CENTRE[1] + TRACK_RADIUS + 30
        lines = [tr("Deck: {cards}").format(cards=cards(view.deck_size)),
                 tr("Discard pile: {cards}").format(cards=cards(sum(view.discard))),
                 tr("Ambush deck: {cards}").format(cards=cards(view.ambush_deck_size))]
        for line in lines:
            surface.blit(text(line, 16, INK, False, LEFT.width - 24), (LEFT.left + 12, y))
            y += 20
        y += 6
        surface.blit(text(tr("What happened"), 17, GOLD, True), (LEFT.left + 12, y))
        y += 22
        self.draw_log(surface, pygame.Rect(LEFT.left + 4, LOG_TOP, LEFT.width - 8, LOG_BOTTOM - LOG_TOP))

    def draw_log(self, surface, rect):
        """The newest lines at the bottom of ``rect``, older ones above as space allows."""
        y = rect.bottom - 8
        for age, line in enumerate(reversed(self.log)):
            parts = wrap(line, 14, rect.width - 32)
            y -= 21 * len(parts)
            if y < rect.top + 6:
                break
            for k, part in enumerate(parts):
                image = text(part, 14, INK if age == 0 else (200, 196, 184))
                surface.blit(image, (rect.left + 10 + (12 if k else 0), y + k * 21))

    def draw_seat(self, surface, view, seat, rect, private):
        deciding = view.turn == seat and not view.finished
        if deciding:
            pygame.draw.rect(surface, GOLD, rect, 4, border_radius=12)
        colour = PAWN_COLOURS[COLOURS[seat]]
        pawn(surface, (rect.left + 16, rect.top + 18), colour, 24)
        ink = GOLD if deciding else INK
        surface.blit(text(self.names[seat], 17, ink, True, rect.width - 38), (rect.left + 32, rect.top + 6))
        level = self.seats[seat]
        who = tr("person") if level is None else tr("computer, {level}").format(level=level_name(level))
        if seat == view.active and not view.finished:
            who = tr("{who} · turn").format(who=who)
        surface.blit(text(who, 13, (200, 210, 196), False, rect.width - 38), (rect.left + 32, rect.top + 26))
        y = rect.top + 48
        wide = rect.width >= 200
        card_back(surface, pygame.Rect(rect.left + 8, y, 16, 22))
        hand = view.hand_sizes[seat]
        label = tr("hand {n}").format(n=hand) if wide else str(hand)
        surface.blit(text(label, 15, INK, True), (rect.left + 28, y + 2))
        ambush_x = rect.left + rect.width // 2 + 4
        pygame.draw.rect(surface, (70, 44, 30), (ambush_x, y, 16, 22), border_radius=3)
        pygame.draw.rect(surface, GOLD, (ambush_x, y, 16, 22), 1, border_radius=3)
        ambushes = view.ambush_counts[seat]
        label = tr("ambush {n}").format(n=ambushes) if wide else str(ambushes)
        surface.blit(text(label, 15, INK, True, rect.right - ambush_x - 24), (ambush_x + 20, y + 2))
        y += 28
        pile = sum(view.victory[seat])
        score = text(tr("{points} points").format(points=view.scores[seat]), 16, GOLD, True, rect.width - 16)
        surface.blit(score, (rect.left + 8, y))
        y += 19
        done = [task for task, seats in view.tasks if seat in seats]
        detail = tr("pile {n} · tasks {k}").format(n=pile, k=len(done))
        surface.blit(text(detail, 13, INK, False, rect.width - 16), (rect.left + 8, y))
        y += 19
        self.draw_offer(surface, view, seat, pygame.Rect(rect.left + 6, y, rect.width - 12, rect.bottom - y - 4),
                        private)

    def draw_offer(self, surface, view, seat, rect, private):
        """A seat's offer while offers are made or chosen: face down until all are made (N10)."""
        if view.phase not in ("offer", "accept") or seat == view.active:
            if view.phase == "defend" and seat == view.target:
                surface.blit(text(tr("attacked"), 14, (255, 170, 150), True, rect.width), rect.topleft)
            elif view.phase == "take" and seat == view.target:
                surface.blit(text(tr("gives a card"), 14, (255, 170, 150), True, rect.width), rect.topleft)
            return
        offer = view.offers[seat]
        if offer is None:
            label = tr("deciding…") if view.turn == seat else tr("to offer")
            surface.blit(text(label, 14, (200, 210, 196), False, rect.width), rect.topleft)
            return
        if offer == ():
            surface.blit(text(tr("nothing to offer"), 14, (200, 210, 196), False, rect.width), rect.topleft)
            return
        face_down = offer == HIDDEN or (view.phase == "offer" and view.card == COPPER and seat != private)
        if face_down:
            card_back(surface, pygame.Rect(rect.left, rect.top, 28, rect.height))
            surface.blit(text(tr("offer face down"), 13, INK, False, rect.width - 34), (rect.left + 34, rect.top + 4))
            return
        width = min(72, (rect.width - 4 * (len(offer) - 1)) // max(1, len(offer)))
        for k, obj in enumerate(offer):
            chip(surface, obj, pygame.Rect(rect.left + k * (width + 4), rect.top, width, rect.height))

    def draw_stage(self, surface, view, private):
        state = self.state
        names = self.names
        if view.card is not None:
            draw_object_card(surface, view.card, CARD_SHOWN)
            caption = tr("drawn by {name}").format(name=names[view.active])
            image = text(caption, 14, INK, False, CARD_SHOWN.width + 20)
            surface.blit(image, image.get_rect(midtop=(CARD_SHOWN.centerx, CARD_SHOWN.bottom + 6)))
        elif view.cash is not None:
            obj, count = view.cash
            draw_object_card(surface, obj, CARD_SHOWN, count=count)
            caption = tr("cashed by {name}").format(name=names[view.active])
            image = text(caption, 14, INK, False, CARD_SHOWN.width + 20)
            surface.blit(image, image.get_rect(midtop=(CARD_SHOWN.centerx, CARD_SHOWN.bottom + 6)))
        area = pygame.Rect(STAGE.left + 150, STAGE.top + 10, STAGE.width - 160, STAGE.height - 20)
        phase = view.phase
        title = ""
        if phase == "choose":
            title = tr("{name} drew {object}: keep it, or act ({action}).").format(
                name=names[view.active], object=object_name(view.card), action=action_name(ACTIONS[view.card]))
        elif phase == "defend":
            title = tr("{name} attacks {target} ({action}); {target} holds a necklace and may defend.").format(
                name=names[view.active], target=names[view.target], action=action_name(ACTIONS[view.card]))
        elif phase == "take":
            rects = self.take_rects()
            if rects:
                title = tr("{name} takes one card of {target}'s hand:").format(
                    name=names[view.active], target=names[view.target])
                counts = view.shown[1]
                for obj, rect in rects.items():
                    outline = LEGAL if self.my_turn() and rect.collidepoint(self.mouse) else None
                    draw_object_card(surface, obj, rect, count=counts[obj], outline=outline)
                    if self.hinted(Move("take", OBJECTS[obj])):
                        hint_frame(surface, rect)
            else:
                title = tr("{name} looks at {target}'s hand and takes one card.").format(
                    name=names[view.active], target=names[view.target])
        elif phase == "ambush":
            rects = self.peek_rects()
            if rects:
                title = tr("Keep one of these ambush cards face down (not your own colour):")
                own = COLOURS[view.active]
                for card, rect in rects.items():
                    hover = rect.collidepoint(self.mouse) and card != own
                    draw_ambush(surface, card, rect, outline=LEGAL if hover else None, dim=card == own)
                    if self.hinted(Move("ambush", card)):
                        hint_frame(surface, rect)
            else:
                title = tr("{name} looks at the two top ambush cards and keeps one.").format(name=names[view.active])
        elif phase in ("offer", "accept"):
            if view.card == COPPER:
                title = tr("Offers for {name}'s copper (face down until all are made):").format(name=names[view.active])
            else:
                title = tr("Offers for {name}'s chest (1 or 2 cards, face up):").format(name=names[view.active])
            self.draw_offer_list(surface, view, pygame.Rect(area.left, area.top + 30, area.width, 150), private)
        elif phase == "cash":
            title = tr("{name} may cash 3 or more equal objects or complete a task, once this turn.").format(
                name=names[view.active])
        elif phase == "spring":
            obj, count = view.cash
            title = tr("{name} cashes {objects}: the others may spring matching ambushes.").format(
                name=names[view.active], objects=counted(obj, count))
        elif phase == "discard":
            title = tr("Deck and discards are empty: hands above {limit} cards are cut down to {limit}.").format(
                limit=view.limit)
        elif phase == "over":
            winners = state.winners()
            title = tr("The game is over. Winner: {names}.").format(names=", ".join(names[s] for s in winners))
        if title:
            draw_lines(surface, title, 18, pygame.Rect(area.left, area.top, area.width, 60), INK, True)
        if self.draw_hint(surface, area):
            return
        how = self.how()
        if how:
            lines = wrap(how, 16, area.width, True)[:2]
            y = STAGE.bottom - 30 - 20 * len(lines)
            for line in lines:
                surface.blit(text(line, 16, GOLD, True, area.width), (area.left, y))
                y += 20
        if self.log:
            latest = text(self.log[-1], 15, (220, 226, 210), False, area.width)
            surface.blit(latest, (area.left, STAGE.bottom - 26))

    def hint_text(self):
        """(first line, second line) of the hint box, or None when there is none."""
        if not self.my_turn():
            return None
        if self.hint_decision is not None:
            return tr("Thinking about a hint…"), ""
        if self.hint is not None:
            _move, what, why = self.hint
            return tr("Hint: {move}").format(move=what), why
        return None

    def draw_hint(self, surface, area):
        """The hint's box at the foot of the stage; True when it was drawn."""
        words = self.hint_text()
        if words is None:
            return False
        box = pygame.Rect(area.left - 8, STAGE.bottom - 51, area.width + 8, 46)
        panel(surface, box, (24, 60, 96, 240), HINT_INK, radius=10)
        first, second = words
        surface.blit(text(first, 17, INK, True, box.width - 20), (box.left + 10, box.top + 2))
        if second:
            surface.blit(text(second, 15, (214, 228, 240), False, box.width - 20), (box.left + 10, box.top + 24))
        return True

    def draw_offer_list(self, surface, view, rect, private):
        others = [(view.active + k) % view.players for k in range(1, view.players)]
        row = min(24, rect.height // max(1, len(others)))
        for k, seat in enumerate(others):
            y = rect.top + k * row
            surface.blit(text(self.names[seat], 15, INK, True, 150), (rect.left, y + 2))
            self.draw_offer(surface, view, seat, pygame.Rect(rect.left + 160, y, 260, row - 3), private)

    def draw_tasks(self, surface, view):
        title = text(tr("Tasks (first / second)"), 17, GOLD, True, TASKS_RECT.width - 16)
        surface.blit(title, (TASKS_RECT.left + 10, TASKS_RECT.top + 7))
        done = dict(view.tasks)
        mine = self.my_turn() and self.state.phase == "cash"
        available = {m.arg[0] for m in self.legal() if m.kind == "task"} if mine else set()
        for task, rect in self.task_rects().items():
            if task in available:
                panel(surface, rect, (40, 96, 52, 230), LEGAL, 8)
            one, two = TASK_VALUES[task]
            surface.blit(text(task_name(task), 15, GOLD, True, 150), (rect.left + 6, rect.top + 3))
            values = text(f"{one} / {two}", 15, INK, True)
            surface.blit(values, values.get_rect(topright=(rect.right - 8, rect.top + 3)))
            surface.blit(text(task_cards(task), 12, (210, 216, 200), False, rect.width - 12), (rect.left + 6, rect.top + 21))
            x = rect.left + 8
            seats = done[task]
            if not seats:
                surface.blit(text(tr("open"), 12, (170, 190, 170), False), (x, rect.top + 36))
            for seat in seats:
                pawn(surface, (x + 6, rect.top + 43), PAWN_COLOURS[COLOURS[seat]], 14)
                label = text(self.names[seat], 12, INK, False, 100)
                surface.blit(label, (x + 14, rect.top + 36))
                x += 24 + label.get_width()

    def draw_hand(self, surface, view, private):
        rects = self.hand_rects()
        if private is None:
            title = tr("The objects: value to cash, action when drawn (hands stay hidden)")
            surface.blit(text(title, 16, GOLD, True, RIGHT_WIDTH), (RIGHT_LEFT + 20, HAND_TITLE_Y))
            for obj, rect in enumerate(rects):
                draw_object_card(surface, obj, rect)
            return
        hand = view.hand
        title = tr("{name}'s hand: {cards}").format(name=self.names[private], cards=cards(sum(hand)))
        surface.blit(text(title, 17, GOLD, True, 420), (RIGHT_LEFT + 20, HAND_TITLE_Y))
        if view.ambushes:
            mine = tr("Your ambush cards: {cards}").format(cards=", ".join(ambush_name(a) for a in view.ambushes))
            image = text(mine, 15, INK, True, 520)
            surface.blit(image, image.get_rect(topright=(RIGHT_LEFT + RIGHT_WIDTH - 10, HAND_TITLE_Y + 2)))
        mine = self.my_turn()
        phase = self.state.phase
        for obj, rect in enumerate(rects):
            outline = None
            if self.picked[obj]:
                outline = GOLD
            elif mine and hand[obj] and rect.collidepoint(self.mouse) and phase in ("offer", "cash", "discard") \
                    and not (phase == "offer" and obj == (COPPER if self.state.card == COPPER else CHEST)):
                outline = LEGAL
            elif mine and phase == "cash" and hand[obj] >= 3 and not any(self.picked):
                outline = LEGAL
            banned = mine and phase == "offer" and obj == (COPPER if self.state.card == COPPER else CHEST)
            draw_object_card(surface, obj, rect, count=hand[obj], dim=not hand[obj] or banned, outline=outline)
            if phase == "discard" and self.hinted(Move("discard", OBJECTS[obj])):
                hint_frame(surface, rect)
            if self.picked[obj]:
                label = (tr("chosen ×{n}").format(n=self.picked[obj]) if phase == "offer" else tr("chosen"))
                tag = text(label, 15, (40, 28, 8), True)
                box = tag.get_rect(center=(rect.centerx, rect.bottom - 44)).inflate(12, 4)
                pygame.draw.rect(surface, GOLD, box, border_radius=8)
                surface.blit(tag, tag.get_rect(center=box.center))

    def draw_message(self, surface):
        if self.message_time <= 0 or not self.message:
            return
        image = text(self.message, 18, INK, True, STAGE.width - 40)
        box = image.get_rect(center=(STAGE.centerx, STAGE.bottom - 46)).inflate(28, 16)
        panel(surface, box, (110, 24, 24, 240), GOLD, radius=10)
        surface.blit(image, image.get_rect(center=box.center))
