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

import os
import time
from functools import partial

import pygame

from app import saves, storage
from app.i18n import N_, _, ngettext
from app.session import GameSession
from game.figaro import TAKE, Play
from game.figaro.record import Record
from app.words import player_names
from game.figaro.cards import CARD_NAMES, COLOUR, pile_colour, pile_value
from game.figaro.players import Decision
from sprites import felt
from sprites.figaro import card_back, card_face, castle_wall, king_pawn, road_piece, road_piece_hidden, trick_stack
from sprites.figaro.cards import COLOURS

from . import game_end, round_end
from .animation import STEPS, Shown
from ..action_bar import Action, ActionBar
from ..base import GOLD, INK, Button, Scene, draw_lines, panel, text, wrap
from .explain import why_not
from .hints import hint_reason
from .keyboard import SEATS, KeyboardPlay
from .layout import (HAND_CARD, LEFT_STRIP, MESSAGE_WIDTH, PILE_CARD, TOP_BAR, action_bar, table_centre_x,
                     TRICK_CARD, colour_word_centre, hand_area, hand_rects, king_rect, message_centre,
                     pile_area, pile_slot, roads_spot, seat_rects, take_rect, total_centre, trick_count_spot,
                     trick_spot)
from ..log_panel import draw_log
from ..seats import Seat
from .story import describe, log_words
from .words import colour_name

DRAG_START = 6          # pixels the mouse moves before a press becomes a drag
THINK_SLICE = 0.004     # seconds of computer thinking per frame
LEGAL = (110, 230, 120)
KEY_CURSOR = (255, 255, 255)     # the seat chosen with the keyboard
BANNER_TIME = 2.2       # seconds a capture or a take stays announced
HIDDEN_PIECE = 9        # another seat's road piece while lengths are hidden: all alike (R23)


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


class TableScene(Scene):
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
        self.revealed = not self.several_people
        self.shown = Shown(self.state.view(self.viewer))
        self.screen_size = app.fill_size()     # the logical screen it lays out on (set again by draw)
        self.rects = seat_rects(self.state.players, self.viewer, self.hand_card, self.screen_size)
        self.initial_pool = [list(g) for g in self.state.pool]
        self.queue = []
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
        self.take_button = Button(take_rect(self.rects[self.viewer]), _("Take the cards"), self.take, size=22)
        self.menu_button = Button((self.screen_size[0] - 118, 4, 110, 30), _("Menu"), self.open_menu, size=18)
        self.actions = ActionBar(action_bar(self.screen_size), [
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

    def hand_card_at(self, pos):
        rects = hand_rects(len(self.shown.hand), self.raised_card(), self.hand_card, self.screen_size)
        for index in range(len(rects) - 1, -1, -1):
            if rects[index].collidepoint(pos):
                return index
        return None

    def raised_card(self):
        if self.held is not None and not self.dragging:
            return self.held
        if self.keys is not None and self.my_turn():
            return self.keys.cursor.card_index
        return self.hover_card

    def seat_at(self, pos):
        for seat, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                return seat
        return None

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
        if self.several_people:
            self.revealed = False       # whoever comes back passes the screen first
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

    def show_hint(self, move):
        """The hint stays on screen until the next move: the card picked up, its
        seat chosen (Enter plays it), and the reason in one line."""
        self.hint = (move, hint_reason(self.view(), move))
        self.message_time = 0.0
        if isinstance(move, Play):
            keys = self.keyboard()
            keys.cursor.card_index = list(self.view().hand).index(move.card)
            keys.act("enter")
            keys.cursor.seat = move.to
            self.held = keys.cursor.card_index

    def save_record(self):
        """Ctrl+S: the record of the game, to replay with ``python main.py replay``."""
        folder = os.path.join(storage.data_dir(), "records")
        path = os.path.join(folder, time.strftime("figaro-%Y%m%d-%H%M%S.json"))
        try:
            saves.export_record(self.session.record, path)
            self.say(_("Record saved as {path}").format(path=path))
        except OSError as error:
            self.say(_("The record could not be saved ({reason}).").format(reason=error.strerror or error))

    def keyboard(self):
        if self.keys is None:
            self.keys = KeyboardPlay(self.view())
        return self.keys

    def handle_key(self, event):
        """The keys of the table; True when the key was used."""
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_z and ctrl:
            self.undo()
        elif event.key == pygame.K_s and ctrl:
            self.save_record()
        elif event.key == pygame.K_l:
            self.open_log()
        elif not self.my_turn():
            return False
        elif event.key == pygame.K_h:
            self.start_hint()
        elif event.key == pygame.K_t:
            self.take()
        else:
            actions = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "tab",
                       pygame.K_DOWN: "back", pygame.K_TAB: "tab", pygame.K_RETURN: "enter",
                       pygame.K_KP_ENTER: "enter", pygame.K_SPACE: "enter", pygame.K_BACKSPACE: "back"}
            if event.key not in actions:
                return False
            keys = self.keyboard()
            move = keys.act(actions[event.key])
            self.held = keys.cursor.card_index if keys.cursor.focus == SEATS else None
            if move is not None:
                self.apply(move)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and keys.cursor.focus != SEATS:
                self.say(_("That card can't be played now."))
                self.app.play("invalid")
        return True

    # ------------------------------------------------------------ events
    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.held is not None:
                self.drop()
                if self.keys is not None:
                    self.keys.act("back")
            else:
                self.open_menu()
            return
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return
        self.menu_button.handle_event(event)
        if self.actions.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.press and not self.dragging:
                if abs(event.pos[0] - self.press[0]) + abs(event.pos[1] - self.press[1]) > DRAG_START:
                    self.dragging = True
            self.hover_card = self.hand_card_at(event.pos) if self.held is None else None
        if not self.my_turn():
            return
        if TAKE in self.legal_moves() and self.take_button.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            index = self.hand_card_at(event.pos)
            if index is not None:
                self.held = index
                self.press = event.pos
                self.dragging = False
                self.app.play("click")
            elif self.held is not None:
                seat = self.seat_at(event.pos)
                if seat is not None:
                    self.try_play(self.shown.hand[self.held], seat)
                else:
                    self.held = None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press:
            self.mouse = event.pos
            self.press = None
            if self.dragging:
                self.dragging = False
                seat = self.seat_at(event.pos)
                if seat is None or self.held_card() is None or not self.try_play(self.held_card(), seat):
                    self.held = None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.drop()

    def drop(self):
        """Put the held card back in the hand."""
        self.held = None
        self.press = None
        self.dragging = False

    # ------------------------------------------------------------ time
    def warm_up(self):
        """Build one sprite not yet in the cache (the card faces, then what the
        round's and the game's end show): spread over the first frames, so no
        later frame stalls drawing something for the first time."""
        if self.to_warm is None:
            self.to_warm = [*game_end.sprites_to_warm(), *round_end.sprites_to_warm()]
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
            elif self.hint_decision is not None and self.hint_decision.step(THINK_SLICE):
                move, self.hint_decision = self.hint_decision.move, None
                self.show_hint(move)
            return
        self.think(seat, dt)

    def needs_frames(self):
        """Frames while cards fly, sprites warm up, a computer or the hint thinks, a
        message or banner is timed, or the screen is to pass; none while a
        person looks at a settled table (the app then sleeps until an event)."""
        if self.queue or self.to_warm is None or self.to_warm or self.hint_decision is not None:
            return True
        if self.message_time > 0 or self.banner_time > 0:
            return True
        if self.state.finished:
            return False
        seat = self.state.turn
        if self.seats[seat].human:
            return seat != self.viewer or not self.revealed
        return True

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
        self.revealed = False
        self.drop()
        self.keys = None
        self.relayout()
        self.sync()
        self.app.open("pass", name=self.names()[seat], on_ready=self.reveal)

    def reveal(self):
        """The person to act is at the screen: their hand may show."""
        self.revealed = True

    def relayout(self):
        self.rects = seat_rects(self.state.players, self.viewer, self.hand_card, self.screen_size)
        self.take_button.rect = take_rect(self.rects[self.viewer])
        self.menu_button.rect.topright = (self.screen_size[0] - 8, 4)
        self.actions.move_to(action_bar(self.screen_size))

    def sync(self):
        self.shown = Shown(self.view())

    # ------------------------------------------------------------ drawing
    def mark(self, group, name, rect):
        self.drawn.append((group, name, pygame.Rect(rect)))

    def draw(self, surface):
        self.drawn = []
        size = surface.get_size()
        if size != self.screen_size or self.rects[self.viewer].center != seat_rects(
                self.state.players, self.viewer, self.hand_card, size)[self.viewer].center:
            self.screen_size = size
            self.relayout()                       # the card size or the window's shape changed
        surface.blit(felt(size), (0, 0))
        self.draw_top_bar(surface)
        self.draw_castle(surface)
        targets = self.targets() if self.dragging or self.held is not None else {}
        explained = self.explained_seat(targets)
        for seat in range(self.state.players):
            self.draw_seat(surface, seat, targets)
        self.draw_king(surface)
        self.draw_hand(surface)
        for step in self.queue[:1]:
            for card, tween in step.flying:
                if tween.elapsed >= 0:
                    surface.blit(self.face(card, PILE_CARD) if card else card_back(PILE_CARD), tween.pos)
        self.draw_controls(surface)
        if explained is not None:
            self.draw_reason(surface, explained, targets[explained])
        self.actions.busy = {"hint"} if self.hint_decision is not None else set()
        self.actions.draw(surface, self.clock)
        self.mark(None, "actions", self.actions.rect)
        if self.dragging and self.held_card():
            image = self.face(self.held_card(), self.hand_card)
            surface.blit(image, image.get_rect(center=self.mouse))

    def status(self):
        shown = self.shown
        names = self.names()
        if self.state.finished and not self.busy:
            return _("The game is over")
        if self.busy:
            return self.step_words() or _("…")
        if shown.turn is None:
            return ""
        if self.my_turn():
            if self.legal_moves() == [TAKE]:
                return _("No card of yours can be played: you must take the cards")
            if self.several_people:
                return _("Your turn, {name}: drag a card onto a pile, or click a card then a seat").format(
                    name=names[self.viewer])
            return _("Your turn: drag a card onto a pile, or click a card then a seat")
        if self.seats[self.state.turn].human:
            return _("Pass the screen to {name}").format(name=names[self.state.turn])
        return _("{name} is thinking…").format(name=names[self.state.turn])

    def step_words(self):
        """What the event being shown is, in words ("Rosina plays blue 2 in front of Ben")."""
        step = self.queue[0]
        event = step.event
        if event[0] == "play" and event[2] == "ronde":
            event = ("ronde", event[1])
        lines = describe([event], self.names(), self.you, self.app.settings.open_information)
        return lines[0] if lines else ""

    def draw_top_bar(self, surface):
        width = self.screen_size[0]
        panel(surface, pygame.Rect(0, 0, width, TOP_BAR), (10, 24, 16, 210), radius=0)
        round_label = text(_("Round {n} of 3").format(n=self.shown.round), 20, GOLD, True, 200)
        surface.blit(round_label, (14, 8))
        self.mark("top bar", "round", round_label.get_rect(topleft=(14, 8)))
        status = text(self.status(), 20, INK, True, 760)
        rect = status.get_rect(center=(table_centre_x(self.screen_size) + 10, 19))
        surface.blit(status, rect)
        self.mark("top bar", "status", rect)
        self.menu_button.label = _("Menu")
        self.menu_button.draw(surface)
        self.mark("top bar", "menu", self.menu_button.rect)
        self.mark(None, "top bar", (0, 0, width, TOP_BAR))

    def draw_castle(self, surface):
        strip = pygame.Rect(6, TOP_BAR + 6, LEFT_STRIP - 12, self.actions.rect.top - TOP_BAR - 14)
        self.mark(None, "castle", strip)
        panel(surface, strip, (12, 32, 20, 150))
        surface.blit(castle_wall((200, 110)), (strip.left + 14, strip.top + 6))
        y = strip.top + 124
        surface.blit(text(_("Road pieces"), 18, GOLD, True), (strip.left + 12, y))
        y += 26
        widest = max([sum(g) for g in self.initial_pool] + [1])    # all [] once the game is over
        unit = (strip.width - 24 - 4 * (self.state.players - 2)) / widest
        for r, group in enumerate(self.shown.pool):
            current = r + 1 == self.shown.round
            colour = GOLD if current else INK
            surface.blit(text(_("Round {n}").format(n=r + 1), 16, colour, current), (strip.left + 12, y))
            y += 20
            x = strip.left + 12
            if not group:
                surface.blit(text(_("awarded"), 16, (170, 180, 170)), (x, y))
            for length in group:
                piece = road_piece(length, unit, 18)
                surface.blit(piece, (x, y))
                x += piece.get_width() + 4
            y += 28
        if self.state.removed:
            colour = COLOUR[next(card for card in self.state.removed if COLOUR[card])]
            y = draw_lines(surface, _("Three players: the {colour} cards are out of the game.").format(
                colour=colour_name(colour)), 16, pygame.Rect(strip.left + 12, y, strip.width - 24, 60),
                (200, 210, 200), True)
        y += 6
        surface.blit(text(_("Last moves"), 18, GOLD, True), (strip.left + 12, y))
        y += 24
        draw_log(surface, pygame.Rect(strip.left + 4, y, strip.width - 8, strip.bottom - y - 4),
                 self.session.log.lines(), size=16)

    def draw_seat(self, surface, seat, targets):
        shown, rect = self.shown, self.rects[seat]
        group = f"seat {seat}"
        self.mark(None, group, rect.inflate(8, 8))
        turn = self.state.turn == seat and not self.state.finished
        reason = targets.get(seat, None) if targets else None
        fill = (20, 52, 34, 215)
        if targets and reason is None:
            fill = (40, 96, 52, 230)
        panel(surface, rect, fill)
        if turn:
            pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 4, border_radius=18)
        if targets and reason is None:
            pygame.draw.rect(surface, LEGAL, rect, 4, border_radius=14)
        if self.keys is not None and self.keys.cursor.focus == SEATS and self.keys.cursor.seat == seat:
            pygame.draw.rect(surface, KEY_CURSOR, rect.inflate(16, 16), 5, border_radius=20)
        # Name bar.
        bar = pygame.Rect(rect.left, rect.top, rect.width, 32)
        pygame.draw.rect(surface, GOLD if turn else (10, 30, 20), bar, border_top_left_radius=14,
                         border_top_right_radius=14)
        ink = (40, 28, 8) if turn else INK
        name = text(self.names()[seat], 19, ink, True, rect.width - 120)
        surface.blit(name, (rect.left + 12, rect.top + 5))
        self.mark(group, "name", name.get_rect(topleft=(rect.left + 12, rect.top + 5)))
        if seat != self.viewer or not self.seats[seat].human or not self.hand_visible():
            surface.blit(card_back((16, 23)), (rect.right - 62, rect.top + 5))
            count = text(str(shown.hand_sizes[seat]), 18, ink, True)
            surface.blit(count, (rect.right - 40, rect.top + 6))
            self.mark(group, "hand size", pygame.Rect(rect.right - 62, rect.top + 5, 22 + count.get_width(), 23))
        # Pile.
        pile = shown.piles[seat]
        for i, card in enumerate(pile):
            surface.blit(self.face(card, PILE_CARD), pile_slot(rect, i, len(pile)))
        self.mark(group, "pile", pile_area(rect))
        if pile:
            self.draw_total(surface, pile, rect, group)
        # Trick stack: nobody counts another's tricks (R23), the number shows only when open.
        count = shown.tricks[seat]
        open_info = self.app.settings.open_information or (seat == self.viewer and self.hand_visible())
        if count:
            stack = trick_stack(count, TRICK_CARD, False)
            surface.blit(stack, trick_spot(rect))
            self.mark(group, "tricks", stack.get_rect(topleft=trick_spot(rect)))
            if open_info:
                label = text(str(count), 16, INK, True)
                spot = label.get_rect(midright=trick_count_spot(rect))
                surface.blit(label, spot)
                self.mark(group, "trick count", spot)
        # Roads: another's pieces all alike while lengths are hidden (R23).
        x, y = roads_spot(rect)
        left = x
        for length in shown.roads[seat]:
            piece = road_piece(length, 3, 16) if open_info else road_piece_hidden(HIDDEN_PIECE, 3, 16)
            surface.blit(piece, (x, y))
            x += piece.get_width() + 3
        if x > left:
            self.mark(group, "roads", pygame.Rect(left, y, x - left - 3, 16))
        if targets and reason:
            shade = pygame.Surface(rect.inflate(8, 8).size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 120), shade.get_rect(), border_radius=18)
            surface.blit(shade, rect.inflate(8, 8).topleft)

    def draw_reason(self, surface, seat, reason):
        """Why the held card may not go to the seat under the pointer."""
        rect = self.rects[seat]
        lines = wrap(reason, 17, rect.width - 40, True)
        box = pygame.Rect(0, 0, rect.width - 16, len(lines) * 21 + 16)
        box.midbottom = (rect.centerx, rect.bottom - 6)       # the pile above stays in sight
        panel(surface, box, (96, 20, 20, 240), GOLD, radius=10)
        draw_lines(surface, reason, 17, box.inflate(-24, -16), INK, True, centre=True)

    def draw_total(self, surface, pile, rect, group):
        centre = total_centre(rect)
        colour = pile_colour(pile)
        fill = COLOURS[colour] if colour else COLOURS["grey"]
        pygame.draw.circle(surface, (0, 0, 0), (centre[0], centre[1] + 2), 21)
        pygame.draw.circle(surface, fill, centre, 20)
        pygame.draw.circle(surface, INK, centre, 20, 2)
        value = text(str(pile_value(pile)), 22, INK, True)
        surface.blit(value, value.get_rect(center=centre))
        self.mark(group, "total", pygame.Rect(centre[0] - 21, centre[1] - 21, 42, 44))
        label = text(colour_name(colour) if colour else _("open"), 16, INK, True, 80)
        spot = label.get_rect(center=colour_word_centre(rect))
        surface.blit(label, spot)
        self.mark(group, "colour word", spot)

    def draw_king(self, surface):
        step = self.queue[0] if self.queue else None
        walk = getattr(step, "walk", None) if step and getattr(step, "started", False) else None
        spot = king_rect(self.rects[self.shown.king])
        pos = walk.pos if walk and not walk.done else spot.topleft
        pawn = king_pawn(spot.height)
        surface.blit(pawn, pos)
        if not (walk and not walk.done):
            self.mark(f"seat {self.shown.king}", "king", pawn.get_rect(topleft=pos))

    def draw_hand(self, surface):
        hand = self.shown.hand
        rects = hand_rects(len(hand), self.raised_card() if self.hand_visible() else None, self.hand_card,
                           self.screen_size)
        if hand:
            self.mark(None, "hand", hand_area(len(hand), self.hand_card, self.screen_size))
        if not self.hand_visible():
            for rect in rects:          # face down until its owner is at the screen
                surface.blit(card_back(self.hand_card), rect)
            return
        dim = self.my_turn() and self.held is None
        playable = {m.card for m in self.legal_moves() if isinstance(m, Play)}
        for i, (card, rect) in enumerate(zip(hand, rects)):
            if self.dragging and i == self.held:
                slot = rect.copy()
                pygame.draw.rect(surface, (84, 128, 98), slot, 2, border_radius=9)
                continue
            surface.blit(self.face(card, self.hand_card), rect)
            if i == self.held:
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 4, border_radius=11)
            elif dim and card not in playable:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 90))
                surface.blit(shade, rect)

    def current_message(self):
        """(text, kind) of the box above the own seat: "banner" (who took what),
        "message" (a refusal or a notice), "hint", or None."""
        if self.banner_time > 0:
            return self.banner, "banner"
        if self.message_time > 0 and self.message:
            return self.message, "message"
        if self.hint_decision is not None:
            return _("Thinking about a hint…"), "hint"
        if self.hint and self.my_turn():
            return _("Hint: {reason}").format(reason=self.hint[1]), "hint"
        if self.my_turn() and self.legal_moves() == [TAKE]:
            return _("None of your cards fits any pile: you must take all the face-up cards."), "message"
        return None, None

    def draw_controls(self, surface):
        self.take_button.label = _("Take the cards")      # follows a change of language
        if self.my_turn() and TAKE in self.legal_moves():
            self.take_button.highlight = self.legal_moves() == [TAKE] or bool(self.hint and self.hint[0] == TAKE)
            self.take_button.draw(surface)
            self.mark(None, "take", self.take_button.rect)
        message, kind = self.current_message()
        if message:
            lines = wrap(message, 20, MESSAGE_WIDTH - 28, True)[:3]
            images = [text(line, 20, (40, 28, 8) if kind == "banner" else INK, True, MESSAGE_WIDTH - 28)
                      for line in lines]
            height = sum(image.get_height() for image in images)
            box = pygame.Rect(0, 0, max(image.get_width() for image in images), height).inflate(28, 18)
            box.center = message_centre(self.rects[self.viewer])
            fill = {"banner": (236, 190, 66, 245), "hint": (24, 60, 96, 240)}.get(kind, (110, 24, 24, 235))
            panel(surface, box, fill, GOLD, radius=12)
            self.mark(None, "message", box)
            y = box.top + 9
            for image in images:
                surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
                y += image.get_height()
