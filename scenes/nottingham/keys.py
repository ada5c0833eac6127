"""The keyboard at Nottingham's table (``TableKeys``, a mixin of the table): every
decision a click makes, a key makes too.

Arrows or Tab (Shift+Tab back) move a white frame over what may be chosen now: the
cards shown on the stage (to take, to keep an ambush card), the decision's buttons
(keep or act and its target, defend or not, offer, accept or refuse, cash and how
many, complete a task, spring or not, end the turn), then the hand's cards (to
offer, cash, discard) and the tasks (when cashing). Enter or Space does what a
click on the framed thing does. The frame shows from the first arrow or Tab and
hides when the mouse moves."""

import pygame

from game.nottingham import Move
from game.nottingham.data import OBJECTS

from ..base import focus_frame

NEXT = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)
PREVIOUS = (pygame.K_LEFT, pygame.K_UP)
PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class TableKeys:
    key_index = 0
    key_shown = False
    key_moves = -1

    def key_targets(self):
        """What the keyboard may choose now, in order: [(rect, action)]."""
        if not self.my_turn() or self.private_seat() is None:
            return []
        targets = [(rect, lambda obj=obj: self.play(Move("take", OBJECTS[obj])))
                   for obj, rect in self.take_rects().items()]
        targets += [(rect, lambda card=card: self.choose_peek(card)) for card, rect in self.peek_rects().items()]
        self.refresh_buttons()            # the decision's buttons come before the hand's cards
        targets += [(button.rect, lambda button=button: self.press_button(button)) for button in self.buttons]
        phase, hand = self.state.phase, self.state.hands[self.state.turn]
        if phase in ("discard", "offer", "cash"):
            targets += [(rect, lambda obj=obj: self.click_hand(obj))
                        for obj, rect in enumerate(self.hand_rects()) if hand[obj]]
        if phase == "cash":
            legal_tasks = {move.arg[0] for move in self.legal() if move.kind == "task"}
            targets += [(rect, lambda task=task: self.pick_task(task))
                        for task, rect in self.task_rects().items() if task in legal_tasks]
        return targets

    def press_button(self, button):
        if button.enabled:
            button.action()
        else:
            self.refuse(self.choose_first())

    def handle_focus_key(self, event):
        """Arrows, Tab, Enter and Space; True when the key was one of these."""
        key = event.key
        if key not in NEXT and key not in PREVIOUS and key not in PRESS:
            return False
        targets = self.key_targets()
        if self.key_moves != self.moves:                 # a new decision: the frame starts on its first choice
            disabled = [button.rect for button in self.buttons if not button.enabled]
            usable = [k for k, (rect, _action) in enumerate(targets) if rect not in disabled]
            self.key_moves, self.key_index = self.moves, usable[0] if usable else 0
        if not targets:
            return True
        if key in PRESS and self.key_shown:
            self.key_index %= len(targets)
            targets[self.key_index][1]()
            self._buttons_key = None
            return True
        if key in PRESS:
            self.key_shown = True
            return True
        back = key in PREVIOUS or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if self.key_shown:
            self.key_index = (self.key_index + (-1 if back else 1)) % len(targets)
        self.key_shown = True
        return True

    def frame_hint(self):
        """The frame moves onto a hint's button once its cards are chosen, so that Enter
        carries the hint out (left on a card, Enter would take it back out of the hint)."""
        targets = self.key_targets()            # refreshes the buttons, the hint's among them
        hinted = [button.rect for button in self.buttons
                  if button.move is not None and self.hinted(button.move)]
        for index, (rect, _action) in enumerate(targets):
            if rect in hinted:
                self.key_moves, self.key_index = self.moves, index
                return

    def key_frame(self):
        """The rect the keyboard's frame is on, or None."""
        if not self.key_shown:
            return None
        targets = self.key_targets()
        index = self.key_index if self.key_moves == self.moves else 0     # a new decision: its first choice
        return targets[index % len(targets)][0] if targets else None

    def draw_key_frame(self, surface):
        rect = self.key_frame()
        if rect is not None:
            focus_frame(surface, rect, 8)
