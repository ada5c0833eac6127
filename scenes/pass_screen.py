"""Several people at one screen: the hand stays hidden until the next one is
ready. The screen wears the colours and the card back of the game being played."""

import pygame

from app.i18n import _

from .base import GOLD, INK, Button, Scene, draw_lines, panel, text
from sprites import felt


class PassScene(Scene):
    fills_window = True
    def __init__(self, app, name, on_ready=None):
        super().__init__(app)
        self.look = app.game_scenes()          # the game's colours and card back
        self.name = name
        self.on_ready = on_ready        # called once the person says they are at the screen
        self.button = Button((0, 0, 400, 60), _("I am {name}: show my cards").format(name=name), self.ready)
        self.place(self.app.logical_size())

    def place(self, size):
        self.button.rect.midtop = (size[0] // 2, size[1] // 2 + 84)

    def ready(self):
        self.app.pop()
        if self.on_ready is not None:
            self.on_ready()

    def needs_frames(self):
        return False                # changes only on an event

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.ready()
            return
        self.button.handle_event(event)

    def draw(self, surface):
        width, height = surface.get_size()
        self.place((width, height))
        surface.blit(felt((width, height)), (0, 0))
        board = pygame.Rect(0, 0, min(width - 60, 1000), 460)
        board.center = (width // 2, height // 2 - 10)
        panel(surface, board, (*(round(c * 0.7) for c in self.look.colour), 235), GOLD, radius=18)
        back = pygame.Rect(0, 0, 120, 172)
        back.center = (width // 2, height // 2 - 130)
        self.look.draw_back(surface, back)
        title = text(_("Pass the screen to {name}").format(name=self.name), 40, GOLD, True, board.width - 40)
        surface.blit(title, title.get_rect(center=(width // 2, height // 2)))
        hint = pygame.Rect(board.left + 20, height // 2 + 24, board.width - 40, 30)
        draw_lines(surface, _("Everyone else, look away: the next hand is about to show."), 20, hint, INK,
                   centre=True)
        self.button.draw(surface)
