"""Several people at one screen: the hand stays hidden until the next one is
ready. The screen wears the colours and the card back of the game being played,
and leads back to the menu without showing anything of the table (the rule is
kept by scenes/privacy.py)."""

import pygame

from app.i18n import _

from .base import GOLD, INK, Button, Scene, draw_lines, panel, text
from sprites import felt
from sprites.text import font


class PassScene(Scene):
    fills_window = True
    def __init__(self, app, name, on_ready=None, on_leave=None, privacy=None):
        super().__init__(app)
        self.look = app.game_scenes()          # the game's colours and card back
        self.name = name
        self.on_ready = on_ready        # called once the person says they are at the screen
        self.on_leave = on_leave        # the way back to the menu (Esc), when the table gives one
        self.privacy = privacy          # the table's Privacy that put this screen up
        self.button = Button((0, 0, 400, 60), _("I am {name}: show my cards").format(name=name), self.ready)
        self.menu = Button((0, 0, 240, 46), _("Back to the menu"), self.leave, size=20)
        self.place(self.app.logical_size())

    def place(self, size):
        """The button wide enough for its words (a long name), within the board."""
        board_width = min(size[0] - 60, 1000)
        self.button.rect.width = min(board_width - 40, max(400, font(self.button.size, True).size(self.button.label)[0] + 40))
        self.button.rect.midtop = (size[0] // 2, size[1] // 2 + 60)
        self.menu.rect.midtop = (size[0] // 2, size[1] // 2 + 140)

    def ready(self):
        self.app.pop()
        if self.on_ready is not None:
            self.on_ready()

    def leave(self):
        """Back to the menu; the pass screen stays under it, so nothing of the table shows."""
        if self.on_leave is not None:
            self.on_leave()

    def needs_frames(self):
        return False                # changes only on an event

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.ready()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if self.on_leave is not None and self.menu.handle_event(event):
            return
        self.button.handle_event(event)

    def draw(self, surface):
        width, height = surface.get_size()
        self.place((width, height))
        surface.blit(felt((width, height)), (0, 0))
        board = pygame.Rect(0, 0, min(width - 60, 1000), 460)            # as ``place`` has it
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
        if self.on_leave is not None:
            self.menu.draw(surface)
