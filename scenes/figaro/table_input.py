"""Figaro's table, its input: the mouse picks up a card and drops it on a seat
(or drags it there), the keys move a cursor over the hand and the seats
(``keyboard.py``) or call the table's actions. Mixed into ``TableScene``,
whose state and actions it uses."""

import pygame

from app.i18n import _
from game.figaro import TAKE

from .keyboard import SEATS, KeyboardPlay
from .layout import hand_rects

DRAG_START = 6          # pixels the mouse moves before a press becomes a drag


class TableInput:
    """Mouse and keys at Figaro's table."""

    def hand_card_at(self, pos):
        rects = hand_rects(len(self.shown.hand), self.raised_card(), self.hand_card, self.screen_size)
        for index in range(len(rects) - 1, -1, -1):
            if rects[index].collidepoint(pos):
                return index
        return None

    def seat_at(self, pos):
        for seat, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                return seat
        return None

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
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.hint_says_take():
            self.take()                 # Enter carries out the hint, a take as a play
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

    def hint_says_take(self):
        """A take is the hint on the table and no card is picked up instead."""
        return (self.hint is not None and self.hint[0] == TAKE and self.held is None
                and (self.keys is None or self.keys.cursor.focus != SEATS))

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
