"""Several people at one screen: the hand stays hidden until the next one is ready."""

import pygame

from app.i18n import _

from .base import GOLD, INK, WIDTH, Button, Scene, text
from sprites import felt
from sprites.figaro import card_back


class PassScene(Scene):
    fills_window = True
    def __init__(self, app, name, on_ready=None):
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready        # called once the person says they are at the screen
        self.button = Button((0, 0, 400, 60), _("I am {name}: show my cards").format(name=name), self.ready)
        self.place(self.app.logical_size())

    def place(self, size):
        self.button.rect.midtop = (size[0] // 2, size[1] // 2 + 60)

    def ready(self):
        self.app.pop()
        if self.on_ready is not None:
            self.on_ready()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.ready()
            return
        self.button.handle_event(event)

    def draw(self, surface):
        width, height = surface.get_size()
        self.place((width, height))
        surface.blit(felt((width, height)), (0, 0))
        back = card_back((120, 172))
        surface.blit(back, back.get_rect(center=(width // 2, height // 2 - 130)))
        title = text(_("Pass the screen to {name}").format(name=self.name), 40, GOLD, True, WIDTH - 100)
        surface.blit(title, title.get_rect(center=(width // 2, height // 2)))
        hint = text(_("Everyone else, look away: the next hand is about to show."), 20, INK)
        surface.blit(hint, hint.get_rect(center=(width // 2, height // 2 + 36)))
        self.button.draw(surface)
