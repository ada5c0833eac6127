"""The question before leaving a game of Nottingham, over its table or over the
pass screen between two people (which leads back to the menu without showing
a card, N29; scenes/privacy.py). The end is the shared score sheet
(scenes/score_sheet.py), filled by ``sheet.py``."""

import pygame

from ..base import GOLD, INK, Button, KeyFocus, Scene, draw_lines, panel, text, veil
from .words import tr


class LeaveDialog(Scene):
    """Esc or Back during a game: leave it (saved for Continue when the app keeps
    files, else lost) or go on playing."""

    overlay = True
    fills_window = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons = [Button((0, 0, 230, 54), tr("Leave the game"), self.leave),
                        Button((0, 0, 230, 54), tr("Keep playing"), self.app.pop)]
        self.place(app.fill_size())
        self.focus = KeyFocus(self.buttons, index=1)           # arrows or Tab, Enter: the safe answer first

    def box(self, size):
        width = min(600, size[0] - 40)
        return pygame.Rect((size[0] - width) // 2, size[1] // 2 - 110, width, 230)

    def place(self, size):
        """The buttons side by side under the question, centred on a screen of ``size``."""
        box = self.box(size)
        width = min(230, (box.width - 60) // 2)
        for k, button in enumerate(self.buttons):
            button.rect.size = (width, 54)
            button.rect.topleft = (box.centerx - width - 10 + k * (width + 20), box.top + 140)

    def leave(self):
        while self.app.top is not self.table:        # this question, and a pass screen under it
            self.app.pop()
        self.app.pop()

    def handle_event(self, event):
        self.handle_dialog_event(event, self.app.pop)

    def draw(self, surface):
        size = surface.get_size()
        self.place(size)
        surface.blit(veil(160, size), (0, 0))
        box = self.box(size)
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
