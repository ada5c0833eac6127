"""A question over the scene beneath: Yes does it, No (or Esc) changes nothing."""

import pygame

from app.i18n import _

from .base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, draw_lines, panel, veil

BOX = pygame.Rect(WIDTH // 2 - 330, HEIGHT // 2 - 100, 660, 200)


class ConfirmScene(Scene):
    overlay = True

    def __init__(self, app, question, yes_label, on_yes):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.yes = Button((BOX.centerx - 250, BOX.bottom - 80, 240, 56), yes_label, self.confirm, size=22)
        self.no = Button((BOX.centerx + 10, BOX.bottom - 80, 240, 56), _("Cancel"), self.app.pop, size=22)
        self.focus = KeyFocus([self.no, self.yes])      # the safe answer first

    def confirm(self):
        self.app.pop()
        self.on_yes()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.focus.handle_event(event):
            return
        self.yes.handle_event(event) or self.no.handle_event(event)

    def draw(self, surface):
        surface.blit(veil(150), (0, 0))
        panel(surface, BOX, (18, 44, 30, 250), GOLD)
        draw_lines(surface, self.question, 22, pygame.Rect(BOX.left + 30, BOX.top + 30, BOX.width - 60, 70), INK, True,
                   centre=True)
        self.yes.draw(surface)
        self.no.draw(surface)
