"""The question before leaving a game of Nottingham, over its table or over the
pass screen between two people (which leads back to the menu without showing
a card, N29; scenes/privacy.py). The end is the shared score sheet
(scenes/score_sheet.py), filled by ``sheet.py``."""

import pygame

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, draw_lines, panel, text, veil
from .words import tr


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
