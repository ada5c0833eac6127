"""The scenes that lie over Nottingham's table: the question before leaving a
game, the end with every score, and the pass screen between two people at one
screen (which leads back to the menu without showing a card, N29)."""

import pygame

from game.nottingham.data import COLOURS

from ..base import GOLD, INK, Button, KeyFocus, Scene, draw_lines, panel, text, veil, wrap
from ..pass_screen import PassScene
from ..session_table import SessionEnd
from .drawing import text as line_text
from .pieces import PAWN_COLOURS, chip, pawn
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


class NottinghamEnd(SessionEnd, Scene):
    """The end of the game: the winner and every score (N24, N25)."""

    fills_window = True

    def __init__(self, app, table):
        super().__init__(app, table)
        self.buttons = [Button((0, 0, 230, 54), tr("Play again"), self.play_again),
                        Button((0, 0, 230, 54), tr("Look at the table"), self.app.pop),
                        Button((0, 0, 230, 54), tr("Close"), self.close)]
        self.place(app.fill_size())
        self.focus = KeyFocus(self.buttons)                    # arrows or Tab, Enter

    @staticmethod
    def box(size):
        margin = 120 if size[0] >= 1200 else 12
        return pygame.Rect(margin, 40, size[0] - 2 * margin, size[1] - 80)

    def place(self, size):
        """Three buttons in a row at the foot of the box, on a screen of ``size``."""
        box = self.box(size)
        width = min(230, (box.width - 60) // 3)
        left = box.centerx - (3 * width + 2 * 20) // 2
        for k, button in enumerate(self.buttons):
            button.rect.size = (width, 54)
            button.rect.topleft = (left + k * (width + 20), box.bottom - 74)

    def handle_event(self, event):
        self.handle_dialog_event(event, self.close)

    def draw(self, surface):
        state = self.table.state
        size = surface.get_size()
        self.place(size)
        surface.blit(veil(170, size), (0, 0))
        box = self.box(size)
        panel(surface, box, (18, 44, 30, 255), GOLD)
        winners = state.winners()
        if len(winners) > 1:
            heading = tr("Shared victory: {names}").format(names=", ".join(self.table.names[s] for s in winners))
        else:
            heading = tr("Winner: {name}").format(name=self.table.names[state.winner])
        title = line_text(heading, 38, GOLD, True, box.width - 40)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 14)))
        reason = (tr("The Sheriff is back in Nottingham.") if state.sheriff == 0
                  else tr("Every task card has been taken."))
        line = line_text(reason, 18, INK, False, box.width - 40)
        surface.blit(line, line.get_rect(midtop=(box.centerx, box.top + 62)))
        columns = [tr("Player"), tr("Victory pile"), tr("Cards"), tr("Tasks"), tr("Total")]
        xs = [box.left + round(box.width * f) for f in (0.04, 0.28, 0.42, 0.75, 0.87)]
        top = box.top + 104
        heads = [wrap(label, 17, end - x - 6, True) for x, end, label in zip(xs, xs[1:] + [box.right - 8], columns)]
        for x, end, lines in zip(xs, xs[1:] + [box.right - 8], heads):
            for k, line in enumerate(lines[:2]):                     # a narrow column: its heading in two lines
                surface.blit(line_text(line, 17, GOLD, True, end - x - 6), (x, top + 20 * k))
        top += 20 * (min(2, max(len(lines) for lines in heads)) - 1)
        scores = state.scores()
        order = sorted(range(state.players), key=lambda s: (-scores[s], -sum(state.victory[s]), s))
        row = min(50, (box.bottom - 84 - top - 34) // state.players)
        for k, seat in enumerate(order):
            y = top + 34 + k * row
            won = seat in winners
            if won:
                panel(surface, pygame.Rect(box.left + 24, y - 6, box.width - 48, row - 4), (255, 255, 255, 36), GOLD, 8)
            pawn(surface, (xs[0] + 8, y + 12), PAWN_COLOURS[COLOURS[seat]], 22)
            ink = GOLD if won else INK
            surface.blit(line_text(self.table.names[seat], 20, ink, True, xs[1] - xs[0] - 34), (xs[0] + 26, y + 2))
            tasks = state.task_points(seat)
            pile_points = scores[seat] - tasks
            values = [str(pile_points), str(sum(state.victory[seat])), str(tasks), str(scores[seat])]
            for x, value in zip(xs[1:], values):
                surface.blit(text(value, 20, ink, x == xs[-1]), (x, y + 2))
            x = xs[2] + 34                        # the victory pile, card by card (N26: known to all)
            for obj in range(7):
                for _ in range(state.victory[seat][obj]):
                    if x + 20 > xs[3] - 10:
                        break
                    chip(surface, obj, pygame.Rect(x, y, 20, 26), named=False, **self.table.aids())      # its shape tells the object
                    x += 22
        for button in self.buttons:
            button.draw(surface)
