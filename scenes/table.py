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
from app.hints import hint_reason
from app.i18n import _
from app.keyboard import SEATS, KeyboardPlay
from app.session import GameSession
from game.figaro import TAKE, Play
from game.figaro.record import Record
from game.figaro.cards import CARD_NAMES, pile_colour, pile_value
from game.figaro.players import Decision
from sprites import card_back, card_face, castle_wall, felt, king_pawn, road_piece, road_piece_hidden, trick_stack
from sprites.cards import COLOURS

from . import game_end, round_end
from .animation import STEPS, Shown
from .base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, draw_lines, panel, text, wrap
from .explain import colour_name, why_not
from .layout import HAND_CARD, LEFT_STRIP, PILE_CARD, TABLE_CENTRE_X, TRICK_CARD, hand_rects, pile_slot, seat_rects, trick_spot
from .log_panel import draw_log
from .seats import Seat

DRAG_START = 6          # pixels the mouse moves before a press becomes a drag
THINK_SLICE = 0.004     # seconds of computer thinking per frame
LEGAL = (110, 230, 120)
KEY_CURSOR = (255, 255, 255)     # the seat chosen with the keyboard
MESSAGE_WIDTH = 480     # fits between the side seats, so no pile total is covered


def saved_seats(seats, seed):
    """The table's seats as the autosave keeps them (a computer's seed included)."""
    return [saves.computer(s.level, seed * 10 + i) if not s.human else saves.Seat(s.kind)
            for i, s in enumerate(seats)]


def resumed_table(app, saved):
    """The table of an autosaved game, exactly where it stood ("Continue")."""
    names = saved.record.start.names
    seats = [Seat(s.kind, names[i], s.level or "random") for i, s in enumerate(saved.seats)]
    session = GameSession(saved, autosave=app.persist, open_information=app.settings.open_information)
    return TableScene(app, seats, seed=saved.record.start.seed, session=session)


class TableScene(Scene):
    def __init__(self, app, seats, seed=0, demo=False, state=None, session=None):
        super().__init__(app)
        self.seats = seats
        self.seed = seed
        self.demo = demo
        if session is None:
            options = dict(autosave=app.persist and not demo, open_information=app.settings.open_information)
            if state is None:
                session = GameSession.new(saved_seats(seats, seed), [s.name for s in seats], seed, **options)
            else:
                session = GameSession(saves.SavedGame(Record(state), saved_seats(seats, seed)), **options)
        self.session = session
        self.state = session.state
        self.computers = {i: session.computer_player(i) for i, s in enumerate(seats) if not s.human}
        humans = [i for i, s in enumerate(seats) if s.human]
        self.viewer = humans[0] if humans else 0
        self.several_people = len(humans) > 1
        self.shown = Shown(self.state.view(self.viewer))
        self.rects = seat_rects(self.state.players, self.viewer)
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
        self.keys = None          # the keyboard cursor (app/keyboard.py) while a person plays
        self.hint = None          # (move, reason) once a hint is ready
        self.hint_decision = None
        self.hidden_for_pass = False
        self.to_warm = None
        self.take_button = Button((TABLE_CENTRE_X + 140, 468, 200, 52), _("Take the cards"), self.take, size=22)
        self.menu_button = Button((WIDTH - 118, 4, 110, 30), _("Menu"), self.open_menu, size=18)

    # ------------------------------------------------------------ queries
    @property
    def flight(self):
        return self.app.settings.flight

    @property
    def busy(self):
        return bool(self.queue)

    def view(self):
        return self.state.view(self.viewer)

    def my_turn(self):
        return (not self.busy and self.state.turn == self.viewer and self.seats[self.viewer].human
                and not self.state.finished)

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
        rects = hand_rects(len(self.shown.hand), self.raised_card(), self.hand_card)
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
        from .menu import StartScene
        self.app.push(StartScene(self.app, resume=self))

    def say(self, message):
        self.message = message
        self.message_time = 4.0

    def undo(self):
        """Ctrl+Z: back to this person's previous decision (never across another
        person's hidden hand at a shared screen)."""
        seat = self.viewer if self.several_people else None
        if self.demo or not self.session.undo(seat):
            self.say(str(self.session.undo_refusal(seat)) if not self.demo else "")
            self.app.play("invalid")
            return
        self.state = self.session.state
        self.queue = []
        self.decision = None
        self.hint = self.hint_decision = None
        self.keys = None
        self.held = None
        self.dragging = False
        self.press = None
        self.sync()
        self.say(_("Move taken back."))

    def start_hint(self):
        """H: ask the strong player what it would do here; shown when ready."""
        if self.my_turn() and self.hint_decision is None and self.hint is None:
            self.hint_decision = self.session.hint_decision()

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
            from .log_scene import LogScene
            self.app.push(LogScene(self.app, self.session.log))
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
        self.message_time = max(0.0, self.message_time - dt)
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
            if seat != self.viewer:
                self.pass_to(seat)
            elif self.hint_decision is not None and self.hint_decision.step(THINK_SLICE):
                move, self.hint_decision = self.hint_decision.move, None
                self.show_hint(move)
            return
        self.think(seat, dt)

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
        from .pass_screen import PassScene
        self.viewer = seat
        self.rects = seat_rects(self.state.players, seat)
        self.sync()
        self.app.push(PassScene(self.app, self.state.names[seat]))

    def sync(self):
        self.shown = Shown(self.view())

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        self.draw_top_bar(surface)
        self.draw_castle(surface)
        targets = self.targets() if self.dragging or self.held is not None else {}
        for seat in range(self.state.players):
            self.draw_seat(surface, seat, targets)
        self.draw_king(surface)
        self.draw_hand(surface)
        for step in self.queue[:1]:
            for card, tween in step.flying:
                if tween.elapsed >= 0:
                    surface.blit(self.face(card, PILE_CARD) if card else card_back(PILE_CARD), tween.pos)
        self.draw_controls(surface)
        if self.dragging and self.held_card():
            image = self.face(self.held_card(), self.hand_card)
            surface.blit(image, image.get_rect(center=self.mouse))

    def status(self):
        shown = self.shown
        if self.state.finished and not self.busy:
            return _("The game is over")
        if self.busy or shown.turn is None:
            return ""
        if self.my_turn():
            if self.legal_moves() == [TAKE]:
                return _("No card of yours can be played: you must take the cards (R14)")
            if self.several_people:
                return _("Your turn, {name}: drag a card onto a pile, or click a card then a seat").format(
                    name=shown.names[self.viewer])
            return _("Your turn: drag a card onto a pile, or click a card then a seat")
        return _("{name} is thinking…").format(name=shown.names[shown.turn])

    def draw_top_bar(self, surface):
        panel(surface, pygame.Rect(0, 0, WIDTH, 38), (10, 24, 16, 210), radius=0)
        surface.blit(text(_("Round {n} of 3").format(n=self.shown.round), 20, GOLD, True), (14, 8))
        status = text(self.status(), 20, INK, True, 780)
        surface.blit(status, status.get_rect(center=(TABLE_CENTRE_X, 19)))
        self.menu_button.label = _("Menu")
        self.menu_button.draw(surface)

    def draw_castle(self, surface):
        strip = pygame.Rect(6, 44, LEFT_STRIP - 12, HEIGHT - 50)
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
                surface.blit(text(_("awarded"), 14, (170, 180, 170)), (x, y))
            for length in group:
                piece = road_piece(length, unit, 18)
                surface.blit(piece, (x, y))
                x += piece.get_width() + 4
            y += 28
        y += 6
        surface.blit(text(_("Last moves"), 18, GOLD, True), (strip.left + 12, y))
        y += 24
        draw_log(surface, pygame.Rect(strip.left + 4, y, strip.width - 8, strip.bottom - y - 4),
                 self.session.log.lines(), size=15)

    def draw_seat(self, surface, seat, targets):
        shown, rect = self.shown, self.rects[seat]
        turn = shown.turn == seat and not self.busy and not self.state.finished
        reason = targets.get(seat, None) if targets else None
        fill = (20, 52, 34, 215)
        if targets and reason is None:
            fill = (40, 96, 52, 230)
        elif targets:
            fill = (20, 30, 24, 235)
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
        name = shown.names[seat]
        surface.blit(text(name, 19, ink, True, rect.width - 84), (rect.left + 12, rect.top + 5))
        if seat != self.viewer or not self.seats[seat].human:
            surface.blit(card_back((16, 23)), (rect.right - 62, rect.top + 5))
            surface.blit(text(str(shown.hand_sizes[seat]), 18, ink, True), (rect.right - 40, rect.top + 6))
        # Pile.
        pile = shown.piles[seat]
        if not pile:
            slot = pygame.Rect(pile_slot(rect, 0, 1), PILE_CARD)
            pygame.draw.rect(surface, (84, 128, 98), slot, 2, border_radius=7)
        for i, card in enumerate(pile):
            surface.blit(self.face(card, PILE_CARD), pile_slot(rect, i, len(pile)))
        if pile:
            self.draw_total(surface, pile, (rect.right - 40, rect.top + 58))
        # Trick stack.
        count = shown.tricks[seat]
        open_info = self.app.settings.open_information or seat == self.viewer
        surface.blit(trick_stack(count, TRICK_CARD, open_info), trick_spot(rect))
        # Roads.
        x = rect.left + 12
        for length in shown.roads[seat]:
            piece = road_piece(length, 3, 16) if open_info else road_piece_hidden(length, 3, 16)
            surface.blit(piece, (x, rect.bottom - 26))
            x += piece.get_width() + 3
        if reason:
            box = pygame.Rect(rect.left + 8, rect.top + 92, rect.width - 16, rect.height - 98)
            panel(surface, box, (96, 20, 20, 235), radius=10)
            draw_lines(surface, reason, 17, box.inflate(-14, -14), INK, True, centre=True)

    def draw_total(self, surface, pile, centre):
        colour = pile_colour(pile)
        fill = COLOURS[colour] if colour else COLOURS["grey"]
        pygame.draw.circle(surface, (0, 0, 0), (centre[0], centre[1] + 2), 21)
        pygame.draw.circle(surface, fill, centre, 20)
        pygame.draw.circle(surface, INK, centre, 20, 2)
        value = text(str(pile_value(pile)), 22, INK, True)
        surface.blit(value, value.get_rect(center=centre))
        label = text(colour_name(colour) if colour else _("open"), 13, INK, True)
        surface.blit(label, label.get_rect(center=(centre[0], centre[1] + 30)))

    def draw_king(self, surface):
        step = self.queue[0] if self.queue else None
        walk = getattr(step, "walk", None) if step and getattr(step, "started", False) else None
        pos = walk.pos if walk and not walk.done else self.rects[self.shown.king].topleft
        surface.blit(king_pawn(64), (pos[0] - 30, pos[1] - 20))

    def draw_hand(self, surface):
        hand = self.shown.hand
        if self.hidden_for_pass:
            return
        rects = hand_rects(len(hand), self.raised_card(), self.hand_card)
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

    def draw_controls(self, surface):
        self.take_button.label = _("Take the cards")      # follows a change of language
        if self.my_turn() and TAKE in self.legal_moves():
            self.take_button.highlight = self.legal_moves() == [TAKE] or bool(self.hint and self.hint[0] == TAKE)
            self.take_button.draw(surface)
        message = self.message if self.message_time > 0 else ""
        if not message and self.hint and self.my_turn():
            message = _("Hint: {reason}").format(reason=self.hint[1])
        if self.my_turn() and self.legal_moves() == [TAKE]:
            message = _("None of your cards fits any pile: you must take all the face-up cards (R14).")
        if message:
            lines = wrap(message, 20, MESSAGE_WIDTH, True)[:3]
            images = [text(line, 20, INK, True, MESSAGE_WIDTH) for line in lines]
            height = sum(image.get_height() for image in images)
            box = pygame.Rect(0, 0, max(image.get_width() for image in images), height).inflate(28, 18)
            box.center = (TABLE_CENTRE_X, 318)
            panel(surface, box, (110, 24, 24, 235), GOLD, radius=12)
            y = box.top + 9
            for image in images:
                surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
                y += image.get_height()

