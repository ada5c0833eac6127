"""The table of Kings & Creatures: the open row, every player's cards with the
number each shows, the stacks; a summary at each round's end and the score
sheet at the end of the game.

The game lives in a ``GameSession`` (app/session.py): its record, the
autosave after every move, undo, the log in words (``story.describe``) and
the statistics at the end. The scene draws only what ``state.view(seat)``
shows (K21: everything taken is open, the stacks are face down). A person
takes a card by clicking it in the row when they show the lowest number (K8);
computer players, and the hint, think in slices (``Decision``) between frames.
The table fills the window, whatever its shape: where things lie is
``layout.TableLayout``, made again when the window's shape or the card size
changes; how they are drawn, ``drawing``. The cards are drawn at the player's
card size with the colour-blind aids they chose (app/settings.py).

Keys: 1–9 take the row's card in that place, Enter takes the hinted card,
U (or Ctrl+Z) undoes, H hints, L shows the whole log, Ctrl+S saves the record,
Tab (Shift+Tab) shows the cards at the table whole one after another, Esc
closes the card shown or leaves the table (F1, the rules, is the app's).
Hovering or clicking any card, covered ones included, shows it whole.
"""

from dataclasses import replace

import pygame

from app import saves
from app.session import GameSession
from app.words import after_colon, player_names
from game.kings import Take
from game.kings.cards import TYPE
from game.kings.state import ROUNDS

from ..base import GOLD, INK, Button, Scene
from ..confirm import ConfirmScene
from ..motion import Marks, Motion
from ..privacy import Privacy
from ..session_table import HINT_SLICE, SessionTable
from .drawing import HINT_INK, draw_card, draw_details, draw_marks, draw_row, draw_seat
from . import layout
from .layout import TEXT_WIDTH, TableLayout
from .lettering import window_lettering
from .round_end import RoundSummary
from ..score_sheet import ScoreSheet
from .story import describe, hint_reason
from .words import tr, type_name

__all__ = ["HUMAN", "KingsTable", "RoundSummary", "TEXT_WIDTH", "draw_card",
           "resumed_table", "session_seats"]

line, lines, _blit_lines = window_lettering()        # never under 12 px in a 960×540 window
FELT = (22, 60, 42)
HUMAN = "human"


def session_seats(seats, seed):
    """The table's seats as the session and the autosave keep them: the first
    person is "you", any other person at the screen a "person", a computer its
    level with the seed ``seed * 10 + seat``."""
    result, people = [], 0
    for seat, level in enumerate(seats):
        if level == HUMAN:
            result.append(saves.YOU if people == 0 else saves.PERSON)
            people += 1
        else:
            result.append(saves.computer(level, seed * 10 + seat))
    return result


def resumed_table(app, saved):
    """The table of an autosaved game, exactly where it stood ("Continue")."""
    session = GameSession(saved, autosave=app.persist, describe=describe)
    seats = [HUMAN if seat.person else seat.level for seat in saved.seats]
    return KingsTable(app, seats, seed=saved.record.start.seed, session=session)


class KingsTable(SessionTable, Scene):
    """A whole game. ``seats``: for each seat "human" or a computer level."""

    fills_window = True         # lays out over the whole window, whatever its shape

    def __init__(self, app, seats, names=None, seed=0, first_player=None, session=None):
        super().__init__(app)
        self.seats = list(seats)
        self.seed = seed
        if session is None:
            if names is None:
                names = [f"Player {i + 1}" if level == HUMAN else tr("Computer {n}").format(n=i + 1)
                         for i, level in enumerate(self.seats)]
            session = GameSession.new(session_seats(self.seats, seed), list(names), seed,
                                      first_player=first_player, game="kings", autosave=app.persist,
                                      describe=describe)
        self.session = session
        self.state = session.state
        self.computers = {seat: session.computer_player(seat)
                          for seat, level in enumerate(self.seats) if level != HUMAN}
        self.people = [s for s, level in enumerate(self.seats) if level == HUMAN]
        self.viewer = self.people[0] if self.people else 0
        self.several_people = len(self.people) > 1
        self.privacy = Privacy(app, self.people)      # nothing a person holds is hidden (K21)
        self.decision = None
        self.waited = 0.0
        self.hover = None                 # the row's card under the pointer (or chosen with ← →)
        self.chosen = None                # the row's card chosen with ← →: Enter takes it
        self.pointed = None               # (card, holder) under the pointer: shown whole
        self.pinned = None                # (card, holder) clicked or chosen with Tab: shown whole
        self.hint = None                  # (card, reason) once the hint is ready
        self.hint_decision = None
        self.notice = ""                  # a refusal or a notice, for a few seconds
        self.notice_time = 0.0
        self.lines = self.session.log.lines()
        self.since = max(0, len(self.lines) - 2)     # the log lines shown under the status: since the person's move
        self.clock = 0.0
        self.ended = self.state.finished
        self.motion = Motion(app.play)    # the cards on their way (scenes/motion.py)
        self.marks = Marks()              # each seat's last move, until the person decides again
        self.layout = self.make_layout(app.fill_size())
        self.seat_pictures = {}          # seat -> (what it shows, its panel drawn): drawing.seat_picture
        self.menu_button = Button(self.layout.back, tr("Back"), self.leave, size=20)
        self.actions = self.session_actions(self.layout.action_bar)

    # ------------------------------------------------------------ layout
    def make_layout(self, size):
        return TableLayout(size, self.state.players, self.viewer, self.app.settings.card_scale)

    def fit(self, size):
        """Lay the table out again for a screen of ``size``, the card size now chosen
        and the seat at the foot of the table (a network table's is the seat joined)."""
        shape = self.layout
        if (shape.size == tuple(size) and shape.wanted_scale == self.app.settings.card_scale
                and shape.viewer == self.viewer):
            return
        self.layout = self.make_layout(size)
        self.menu_button.rect = pygame.Rect(self.layout.back)
        self.actions.move_to(self.layout.action_bar)

    def card_aids(self):
        """(a symbol per colour, a pattern per colour): the colour-blind aids chosen in Settings."""
        settings = self.app.settings
        return (bool(settings.large_symbols), bool(settings.patterned_backs))

    # ------------------------------------------------------------ queries
    def view(self):
        return self.state.view(self.viewer)

    def names(self):
        """The seats' names as the player reads them (default names translated)."""
        return player_names(self.state.names)

    def my_turn(self):
        """A person's turn at this screen; with several people, once the table has
        turned to them (the last move's cards landed, ``turn_to_person``)."""
        if self.state.finished or self.seats[self.state.turn] != HUMAN:
            return False
        return not self.several_people or self.state.turn == self.viewer

    def acting_seat(self):
        """The seat the status names: while the last move's cards still fly, the one
        who made it (the next turn shows once they have landed), else the turn's.
        The person spoken to as "you" is never named: after their own move the
        status goes on to the next seat at once, as before."""
        moves = self.session.record.moves
        if self.motion.moving and moves and not self.my_turn() and moves[-1][1] != self.you():
            return moves[-1][1]
        return self.state.turn

    def you(self):
        """The seat spoken to as "you": the one person at the screen, or None."""
        return self.people[0] if len(self.people) == 1 else None

    def row_rects(self):
        return self.layout.row_rects(len(self.state.row))

    def seat_rects(self):
        return self.layout.seat_rects()

    def card_at(self, pos):
        for card, rect in zip(self.state.row, self.row_rects()):
            if rect.collidepoint(pos):
                return card
        return None

    def card_rect(self, card):
        for shown, rect in zip(self.state.row, self.row_rects()):
            if shown == card:
                return rect
        return None

    def held_rects(self):
        """[(card, seat, rect)] of every card a seat holds that is drawn: top cards and chips."""
        result = []
        for seat, place in self.layout.places.items():
            cards = self.state.cards[seat]
            result.append((cards[-1], seat, place.card))
            covered = cards[1:-1]
            result += [(c, seat, r) for c, r in zip(covered, place.chip_rects(len(covered)))]
        return result

    def inspectable(self):
        """(card, holder) of every card at the table, in the order Tab walks them."""
        turn = self.state.turn if self.state.turn is not None else self.viewer
        return [(card, turn) for card in self.state.row] + [(c, s) for c, s, _r in self.held_rects()]

    def thing_at(self, pos):
        card = self.card_at(pos)
        if card is not None:
            return card, (self.state.turn if self.state.turn is not None else self.viewer)
        for card, seat, rect in self.held_rects():
            if rect.collidepoint(pos):
                return card, seat
        return None

    def inspected_card(self):
        return self.pinned or self.pointed

    def detail_anchor(self, card, holder):
        for shown, seat, rect in self.held_rects():
            if (shown, seat) == (card, holder):
                return rect
        return self.card_rect(card) or pygame.Rect(self.layout.size[0] // 2, self.layout.row_top, 1, 1)

    def status(self):
        view, names = self.view(), self.names()
        if self.state.finished:
            return tr("The game is over.")
        name = names[view.turn]
        if self.my_turn():
            if self.several_people:
                return tr("Your turn, {name}: you show the lowest number, take a card from the row.").format(
                    name=name)
            return tr("Your turn: you show the lowest number, take a card from the row.")
        return tr("{name} shows the lowest number and takes a card.").format(name=names[self.acting_seat()])

    def message(self):
        """(text, kind) of the line under the status: a notice, the hint, or the last move."""
        if self.notice_time > 0 and self.notice:
            return self.notice, "notice"
        if self.hint_decision is not None:
            return tr("Thinking about a hint…"), "hint"
        if self.hint is not None and self.my_turn():
            return tr("Hint: {reason}").format(reason=after_colon(self.hint[1], self.names())), "hint"
        if self.session.save_problem is not None:
            return str(self.session.save_problem), "notice"
        return " ".join(self.lines[self.since:]), "log"

    def hint_refusals(self):
        """The hint's refusals: thinking, not a person's turn, already shown."""
        return (tr("Thinking about a hint…"), tr("A hint is for a person's turn."),
                tr("The hint is on the table."))

    def undo_seat(self):
        """Whose decision undo takes back: with several people at the screen, the
        person to act (or, while a computer acts, the person who moved last), so
        that no one's undo reaches back across another person's move."""
        if not self.several_people:
            return None
        if not self.state.finished and self.seats[self.state.turn] == HUMAN:
            return self.state.turn
        movers = [seat for _move, seat in self.session.record.moves if seat in self.people]
        return movers[-1] if movers else self.people[0]

    def undo_refusal(self):
        refusal = self.session.undo_refusal(self.undo_seat())
        return None if refusal is None else str(refusal)

    # ------------------------------------------------------------ changes
    def apply(self, move):
        if self.my_turn():
            self.since = len(self.lines)
        seat = self.state.turn
        removed_from = len(self.state.discarded)
        self.motion.finish()                       # a move made while cards fly: they land first
        before = self.view()
        events = self.session.apply(move)   # autosaves; statistics at the end
        self.state = self.session.state            # the same game here; a new guess across the network
        self.lines = self.session.log.lines()
        for hook in self.app.move_hooks:
            hook(self, seat, move, events)
        self.decision = None
        self.waited = 0.0
        self.hint = None
        self.hint_decision = None
        self.pinned = self.pointed = None
        self.notice_time = 0.0
        if self.seats[seat] == HUMAN:
            self.marks.decided(seat)
        else:
            self.marks.mark(seat, self.move_words(move.card, events), move.card)
        self.show_moves(before, events)
        ends = [e for e in events if e[0] == "round_end"]
        if self.state.finished and not self.ended:
            self.ended = True
            def at_the_end():
                self.app.play(self.end_sound())
                self.app.push(ScoreSheet(self.app, self))
                if ends:                         # the fifth round's heroes, read before the sheet
                    self.app.push(RoundSummary(self.app, self, ends[0][1], ends[0][2], discarded))
            discarded = self.state.discarded[removed_from:]
            self.motion.then(at_the_end)
        elif ends:
            discarded = self.state.discarded[removed_from:]
            self.motion.then(lambda: self.app.push(RoundSummary(self.app, self, ends[0][1], ends[0][2],
                                                                discarded)))

    # ------------------------------------------------------------ motion
    def move_words(self, card, events):
        """The short line a seat's last move leaves at it: "took 36 — hero"."""
        words = tr("took {card} — {kind}").format(card=card, kind=type_name(TYPE[card]))
        if any(e[0] == "leave" for e in events):
            words = tr("{move}; leaves the round").format(move=words)
        return words

    def stack_rect(self):
        """Where the round's face-down stack is named (the top bar): cards come from there."""
        w, h = self.layout.row_card
        stacks = self.layout.stacks
        return pygame.Rect(stacks.left, stacks.top, w // 2, h // 2)

    def show_moves(self, before, events):
        """The move's cards set on their way (``Motion``), each kind of event its beat:
        the card taken from the row to the taker's display, covering the card below
        it; the refill from the stack into the row; at a round's end the row's cards
        cleared and each seat's heroes' honour counted up; the next round's row dealt."""
        flight = self.app.settings.flight
        if flight <= 0:
            self.app.play("take")
            return                     # "instant": each move shows at once
        old_rects = dict(zip(before.row, self.layout.row_rects(len(before.row))))
        after = self.view()
        new_rects = dict(zip(after.row, self.row_rects()))
        places = self.layout.places
        stack = self.stack_rect()
        beat = 0.0
        for event in events:
            kind = event[0]
            if kind == "take":
                seat, card = event[1], event[2]
                self.motion.fly(card, old_rects.get(card, stack), places[seat].card, flight * 1.4,
                                dest=("seat", seat), sound="take")
                beat = flight * 1.2
            elif kind == "reveal" and event[1] in new_rects:
                self.motion.fly(event[1], stack, new_rects[event[1]], flight, delay=beat, dest="row",
                                sound="card")
                beat += flight * 0.8
            elif kind == "round_end":
                beat += flight
                gone = [c for c in before.row if c in old_rects and c in after.discarded]
                for i, card in enumerate(gone):
                    self.motion.fly(card, old_rects[card], stack, flight * 1.4, delay=beat + 0.05 * i,
                                    sound="round_end" if i == 0 else None)
                beat += flight * 1.6
                sound = None if gone else "round_end"       # heard once, with the first thing that moves
                for seat, points in enumerate(event[2]):
                    if points:
                        rect = places[seat].card
                        self.motion.fly(("honour", points), rect, rect.move(0, -rect.height // 3), flight * 3,
                                        delay=beat, dest=("honour", seat), sound=sound)
                        sound = None
                beat += flight * 3
            elif kind == "round_start":
                for i, card in enumerate(event[2]):
                    if card in new_rects:
                        self.motion.fly(card, stack, new_rects[card], flight, delay=beat + 0.06 * i,
                                        dest="row", sound="card" if i == 0 else None)

    def animating(self):
        return self.motion.moving

    def turn_to_person(self):
        """Several people at one screen: the table turns so the person who acts sits at
        the foot, their left and right theirs (once the last move has landed)."""
        turn = self.state.turn
        if (self.several_people and turn is not None and self.seats[turn] == HUMAN
                and turn != self.viewer and not self.motion.moving):
            self.viewer = turn
            self.pinned = self.pointed = None
            self.hover = self.chosen = None

    def shown_view(self):
        """The view as the table shows it: a card still on its way is not yet at its
        place (its seat shows the card below it), honour still counting up not yet
        added, and the seat acting the one whose cards fly (``acting_seat``)."""
        view = self.view()
        if not self.motion.moving:
            return view
        cards, honour, taken = list(view.cards), list(view.honour), list(view.taken)
        for seat in range(view.players):
            flying = self.motion.on_way(("seat", seat))
            if flying:
                cards[seat] = tuple(c for c in cards[seat] if c not in flying)
                taken[seat] = max(0, taken[seat] - len(flying))
            if self.motion.on_way(("honour", seat)) and honour[seat]:
                honour[seat] = honour[seat][:-1]
        return replace(view, cards=tuple(cards), honour=tuple(honour), taken=tuple(taken), turn=self.acting_seat())

    def draw_flight(self, surface, thing, rect, _face_up):
        """A card on its way (everything taken is open, K21), or a seat's honour counting up."""
        if isinstance(thing, tuple):
            image = line(f"+{thing[1]}", 28, GOLD, True)
            surface.blit(image, image.get_rect(center=rect.center))
            return
        draw_card(surface, thing, rect, None, self.card_aids())

    def take(self, card):
        if not self.my_turn():
            return
        move = Take(card)
        if move in self.state.legal_moves():
            self.apply(move)

    def say(self, notice):
        self.notice = notice
        self.notice_time = 4.0

    def undo(self):
        """Back to the asking person's previous choice (``undo_seat``), never across
        another person's move; the computers' pending thoughts are dropped."""
        if not self.session.undo(self.undo_seat()):
            self.say(self.undo_refusal() or "")
            self.app.play("invalid")
            return
        self.state = self.session.state
        self.motion.clear()
        self.marks.clear()
        self.decision = None
        self.waited = 0.0
        self.hint = self.hint_decision = None
        self.pinned = self.pointed = None
        self.lines = self.session.log.lines()
        self.since = max(0, len(self.lines) - 2)
        self.say(tr("Move taken back."))

    def start_hint(self):
        """H: ask for the hint (app.hint, as at every table); shown when ready.
        The same position always gets the same hint."""
        if self.hint_refusal() is None:
            self.hint_decision = self.session.hint_decision()
            self.notice_time = 0.0

    def show_hint(self, move, reason=None):
        view = self.state.view(self.state.turn)
        self.hint = (move.card, reason or hint_reason(view, move.card))

    def open_log(self):
        from ..log_scene import LogScene
        self.app.push(LogScene(self.app, self.session.log))

    def leave(self):
        """Back to the game's start scene; mid-game, once the player has read that it is saved."""
        if self.state.finished:
            self.app.pop()
            return
        if self.app.persist:
            question = tr("Leave the table? The game is saved: Continue on the start screen picks it up again.")
        else:
            question = tr("Leave the table? This game will be lost.")
        self.app.push(ConfirmScene(self.app, question, tr("Leave"), self.app.pop))

    def leave_table(self):
        if self.pinned is not None:
            self.pinned = None             # Esc first puts the card shown away
            return
        self.leave()

    def step_inspection(self, step):
        """Tab / Shift+Tab: the next (previous) card at the table shown whole."""
        things = self.inspectable()
        if not things:
            return
        current = things.index(self.pinned) if self.pinned in things else (-1 if step > 0 else 0)
        self.pinned = things[(current + step) % len(things)]

    def step_choice(self, step):
        """← / →: the next (previous) card of the row chosen, lifted as under the
        pointer; Enter takes it. From nothing chosen, → starts at the left end,
        ← at the right (the hint's card when one is shown)."""
        row = self.state.row
        if not self.my_turn() or not row:
            return
        if self.chosen in row:
            self.chosen = row[(row.index(self.chosen) + step) % len(row)]
        elif self.hint is not None and self.hint[0] in row:
            self.chosen = self.hint[0]
        else:
            self.chosen = row[0] if step > 0 else row[-1]
        self.hover = self.chosen

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if self.menu_button.handle_event(event) or self.actions.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
            self.chosen = None
            self.pointed = self.thing_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            card = self.card_at(event.pos)
            if card is not None and self.my_turn():
                self.take(card)
                return
            thing = self.thing_at(event.pos)
            self.pinned = None if thing == self.pinned else thing

    def hint_key(self):
        if self.hint_refusal() is None:
            self.start_hint()
        else:
            self.say(self.hint_refusal())

    def handle_key(self, event):
        key = event.key
        if key == pygame.K_TAB:
            self.step_inspection(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return
        if self.handle_session_key(event):
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step_choice(1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.my_turn() and self.chosen in self.state.row:
                self.take(self.chosen)
            elif self.hint is not None:
                self.take(self.hint[0])
        elif pygame.K_1 <= key <= pygame.K_9:
            row = self.state.row
            index = key - pygame.K_1
            if index < len(row):
                self.take(row[index])

    def update(self, dt):
        self.clock += dt
        self.notice_time = max(0.0, self.notice_time - dt)
        self.motion.update(dt)
        state = self.state
        self.turn_to_person()
        if self.hint_decision is not None:
            if self.hint_decision.step(HINT_SLICE):
                hint = self.hint_decision.hint
                self.hint_decision = None
                if self.my_turn() and hint.move in state.legal_moves():
                    self.show_hint(hint.move, hint.reason)
            return
        if state.finished or self.seats[state.turn] == HUMAN:
            return
        self.step_computer(state.turn, dt)

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        self.fit(surface.get_size())
        shape = self.layout
        self.privacy.frame(None)        # every frame is for everyone: no card held is hidden (K21)
        surface.fill(FELT)
        view = self.shown_view()
        self.draw_top_bar(surface, view)
        for seat, place in shape.places.items():
            draw_seat(surface, self, view, seat, place, FELT)
        draw_marks(surface, self, view)
        draw_row(surface, self, view)
        self.motion.draw(surface, self.draw_flight)
        y = self.draw_status(surface)
        self.draw_message(surface, shape.message_top or y)
        self.actions.busy = {"hint"} if self.hint_decision is not None else set()
        self.actions.draw(surface, self.clock)
        self.menu_button.label = tr("Back")
        self.menu_button.draw(surface)
        shown = self.inspected_card()
        if shown is not None:
            draw_details(surface, self, view, *shown)

    def draw_status(self, surface):
        """Whose turn it is, in gold on the person's turn: one line, or wrapped
        into as many as the layout has room for; the y under it."""
        shape = self.layout
        ink = GOLD if self.my_turn() else INK
        most, size = shape.status_rows, 20
        rows = lines(self.status(), size, shape.text_width, True)
        if len(rows) > most:
            size = 16
            rows = lines(self.status(), size, shape.text_width, True)
        if len(rows) > most:
            rows = rows[:most - 1] + [" ".join(rows[most - 1:])]      # the last line shrinks or is cut
        y = shape.status_top
        for row in rows:
            image = line(row, size, ink, True, shape.text_width)
            surface.blit(image, image.get_rect(midtop=(shape.text_centre, y)))
            y += layout.STATUS_LINE
        return y

    def note_spot(self):
        """Where a note over the finished table may go (the score sheet's): the status
        and the lines under it."""
        return self.layout.text_block()

    def message_rows(self):
        """(rows, kind) of the message under the status, at most ``message_rows`` rows."""
        message, kind = self.message()
        if not message:
            return [], kind
        if kind == "log":
            return self.log_rows(), kind
        most, width = self.layout.message_rows, self.layout.text_width
        rows = lines(message, 16, width, True)
        if len(rows) > most:
            rows = rows[:most - 1] + [" ".join(rows[most - 1:])]
        return rows, kind

    def log_rows(self):
        """The newest lines of the log since the person's move, whole: as many as there
        are rows for, "… " before them when older ones are left out (never the middle
        of a line: "… 1 0, Player 2 0"). Only the newest lines are wrapped, one more
        each try until the rows are full: a round's end brings dozens of lines at once,
        and wrapping them all took a frame. The newest line alone longer than the rows:
        its end."""
        most, width = self.layout.message_rows, self.layout.text_width
        shown = self.lines[self.since:]
        room = width - line("… ", 16).get_width()
        best = []
        for count in range(1, len(shown) + 1):
            older = count < len(shown)
            rows = lines(" ".join(shown[len(shown) - count:]), 16, room if older else width)
            if len(rows) > most:
                break
            best = ["… " + rows[0]] + rows[1:] if older else rows
        if best or not shown:
            return best
        rows = lines(shown[-1], 16, room)
        return ["… " + rows[-most]] + rows[len(rows) - most + 1:]

    def draw_message(self, surface, top):
        """A few lines at most: a log that does not fit keeps its newest words."""
        rows, kind = self.message_rows()
        ink = {"notice": (255, 170, 150), "hint": HINT_INK}.get(kind, INK)
        bold = kind != "log"
        shape = self.layout
        y = top
        for row in rows:
            image = line(row, 16, ink, bold, shape.text_width)
            surface.blit(image, image.get_rect(midtop=(shape.text_centre, y)))
            y += layout.MESSAGE_LINE

    def draw_top_bar(self, surface, view):
        shape = self.layout
        title = line(tr("Kings & Creatures — round {round} of {rounds}").format(round=view.round, rounds=ROUNDS),
                     22, GOLD, True, shape.title.width)
        surface.blit(title, shape.title.topleft)
        stacks = tr("Round's stack: {n} face down · stacks to come: {k} · set aside: {a}").format(
            n=view.stack_size, k=len(view.stack_sizes), a=view.aside_size)
        surface.blit(line(stacks, 16, INK, False, shape.stacks.width), shape.stacks.topleft)
