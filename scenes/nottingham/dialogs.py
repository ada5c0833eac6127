"""The scenes that lie over Nottingham's table: the question before leaving a
game and the pass screen between two people at one screen (which leads back
to the menu without showing a card, N29). The end is the shared score sheet
(scenes/score_sheet.py), filled by ``sheet.py``."""

import pygame

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, draw_lines, panel, text, veil
from ..pass_screen import PassScene
from .words import tr


class NottinghamPass(PassScene):
    """The pass screen of the table, with a way back to the menu: the question
    before leaving lies over the pass screen, so nothing of the table shows."""

    def __init__(self, app, name, table):
        super().__init__(app, name)
        self.table = table
        self.menu = Button((0, 0, 240, 46), tr("Back to the menu"), self.leave, size=20)
        self.place(self.app.logical_size())

    def place(self, size):
        super().place(size)
        if hasattr(self, "menu"):
            self.menu.rect.midtop = (size[0] // 2, size[1] // 2 + 140)

    def leave(self):
        self.app.push(LeaveDialog(self.app, self.table))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if self.menu.handle_event(event):
            return
        super().handle_event(event)

    def draw(self, surface):
        super().draw(surface)
        self.menu.draw(surface)


class LeaveDialog(Scene):
    """Esc or Back during a game: leave it (saved for Continue when the app keeps
    files, else lost) or go on playing."""

    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons = [Button((WIDTH // 2 - 250, HEIGHT // 2 + 30, 230, 54), tr("Leave the game"), self.leave),
                        Button((WIDTH // 2 + 20, HEIGHT // 2 + 30, 230, 54), tr("Keep playing"), self.app.pop)]
        self.focus = KeyFocus(self.buttons, index=1)           # arrows or Tab, Enter: the safe answer first

    def leave(self):
        while self.app.top is not self.table:        # this question, and a pass screen under it
            self.app.pop()
        self.app.pop()

    def handle_event(self, event):
        self.handle_dialog_event(event, self.app.pop)

    def draw(self, surface):
        surface.blit(veil(160), (0, 0))
        box = pygame.Rect(WIDTH // 2 - 300, HEIGHT // 2 - 110, 600, 230)
        panel(surface, box, (18, 44, 30, 255), GOLD)
        title = text(tr("Leave this game?"), 32, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 20)))
        saved = self.table.session.autosave
        words = (tr("The game is saved: Continue on the start screen picks it up again.") if saved
                 else tr("The game in progress will be lost."))
        draw_lines(surface, words, 20,
                   pygame.Rect(box.left + 30, box.top + 74, box.width - 60, 60), INK, centre=True)
        for button in self.buttons:
            button.draw(surface)
