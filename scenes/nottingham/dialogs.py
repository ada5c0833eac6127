"""The scenes that lie over Nottingham's table: the question before leaving a
game, the end with every score, and the pass screen between two people at one
screen (which leads back to the menu without showing a card, N29)."""

import pygame

from game.nottingham.data import COLOURS

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, draw_lines, panel, text, veil
from ..pass_screen import PassScene
from ..session_table import SessionEnd
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


class NottinghamEnd(SessionEnd, Scene):
    """The end of the game: the winner and every score (N24, N25)."""

    def __init__(self, app, table):
        super().__init__(app, table)
        self.buttons = [Button((WIDTH // 2 - 370, HEIGHT - 100, 230, 54), tr("Play again"), self.play_again),
                        Button((WIDTH // 2 - 115, HEIGHT - 100, 230, 54), tr("Look at the table"), self.app.pop),
                        Button((WIDTH // 2 + 140, HEIGHT - 100, 230, 54), tr("Close"), self.close)]
        self.focus = KeyFocus(self.buttons)                    # arrows or Tab, Enter

    def handle_event(self, event):
        self.handle_dialog_event(event, self.close)

    def draw(self, surface):
        state = self.table.state
        surface.blit(veil(170), (0, 0))
        box = pygame.Rect(120, 40, WIDTH - 240, HEIGHT - 80)
        panel(surface, box, (18, 44, 30, 255), GOLD)
        winners = state.winners()
        if len(winners) > 1:
            heading = tr("Shared victory: {names}").format(names=", ".join(self.table.names[s] for s in winners))
        else:
            heading = tr("Winner: {name}").format(name=self.table.names[state.winner])
        title = text(heading, 38, GOLD, True, box.width - 40)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 14)))
        reason = (tr("The Sheriff is back in Nottingham.") if state.sheriff == 0
                  else tr("Every task card has been taken."))
        line = text(reason, 18, INK, False, box.width - 40)
        surface.blit(line, line.get_rect(midtop=(box.centerx, box.top + 62)))
        columns = [tr("Player"), tr("Victory pile"), tr("Cards"), tr("Tasks"), tr("Total")]
        xs = [box.left + 40, box.left + 290, box.left + 440, box.left + 780, box.left + 900]
        top = box.top + 104
        for x, label in zip(xs, columns):
            surface.blit(text(label, 18, GOLD, True), (x, top))
        scores = state.scores()
        order = sorted(range(state.players), key=lambda s: (-scores[s], -sum(state.victory[s]), s))
        row = min(50, (box.bottom - 120 - top - 30) // state.players)
        for k, seat in enumerate(order):
            y = top + 34 + k * row
            won = seat in winners
            if won:
                panel(surface, pygame.Rect(box.left + 24, y - 6, box.width - 48, row - 4), (255, 255, 255, 36), GOLD, 8)
            pawn(surface, (xs[0] + 8, y + 12), PAWN_COLOURS[COLOURS[seat]], 22)
            ink = GOLD if won else INK
            surface.blit(text(self.table.names[seat], 20, ink, True, 250), (xs[0] + 26, y + 2))
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
                    chip(surface, obj, pygame.Rect(x, y, 20, 26), named=False)      # its shape tells the object
                    x += 22
        for button in self.buttons:
            button.draw(surface)
