"""A question over the scene beneath: Yes does it, No (or Esc) changes nothing."""

import pygame

from app.i18n import _
from sprites.text import font

from .base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, draw_lines, panel, veil

BOX = pygame.Rect(WIDTH // 2 - 330, HEIGHT // 2 - 100, 660, 200)


def box_on(size):
    """The question's box, in the middle of a screen of ``size``."""
    return BOX.move(size[0] // 2 - BOX.centerx, size[1] // 2 - BOX.centery)


class ConfirmScene(Scene):
    overlay = True
    fills_window = True

    def __init__(self, app, question, yes_label, on_yes):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.yes = Button((0, 0, 240, 56), yes_label, self.confirm, size=22)
        self.no = Button((0, 0, 240, 56), _("Cancel"), self.app.pop, size=22)
        self.place(self.app.logical_size())
        self.focus = KeyFocus([self.no, self.yes])      # the safe answer first

    def place(self, size):
        """The two answers side by side under the question, alike in width: as wide
        as the longer label asks (within the box), so neither label shrinks."""
        self.box = box_on(size)
        needed = max(font(self.yes.size, True).size(button.label)[0] for button in (self.yes, self.no)) + 40
        width = min((self.box.width - 60) // 2, max(240, needed))
        self.yes.rect.size = self.no.rect.size = (width, 56)
        self.yes.rect.topleft = (self.box.centerx - 10 - width, self.box.bottom - 80)
        self.no.rect.topleft = (self.box.centerx + 10, self.box.bottom - 80)

    def confirm(self):
        self.app.pop()
        self.on_yes()

    def needs_frames(self):
        return False                # changes only on an event

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.focus.handle_event(event):
            return
        self.yes.handle_event(event) or self.no.handle_event(event)

    def draw(self, surface):
        self.place(surface.get_size())
        box = self.box
        surface.blit(veil(150, surface.get_size()), (0, 0))
        panel(surface, box, (18, 44, 30, 250), GOLD)
        draw_lines(surface, self.question, 22, pygame.Rect(box.left + 30, box.top + 30, box.width - 60, 70), INK, True,
                   centre=True)
        self.yes.draw(surface)
        self.no.draw(surface)
