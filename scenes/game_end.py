"""The end of the game: every road laid out from the castle, the winner (R22)."""

import pygame

from app.i18n import _

from .base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, overlay_sprites, panel, text, veil
from sprites import castle_wall, king_pawn, road_piece

VEIL, WALL, PAWN, PIECE_HEIGHT = 160, (76, 44), 54, 24


def sprites_to_warm():
    """What this scene draws whatever the game (``overlay_sprites``)."""
    return overlay_sprites(VEIL, WALL, PAWN, PIECE_HEIGHT)


class GameEndScene(Scene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.clock = 0.0
        self.buttons = [Button((WIDTH // 2 - 250, HEIGHT - 110, 230, 54), _("Play again"), self.play_again),
                        Button((WIDTH // 2 + 20, HEIGHT - 110, 230, 54), _("Menu"), self.menu)]
        self.focus = KeyFocus(self.buttons)          # Left/Right and Enter

    def play_again(self):
        from .table import TableScene
        table = self.table
        self.app.reset(TableScene(self.app, table.seats, seed=table.seed + 1))

    def menu(self):
        from .menu import StartScene
        self.app.reset(StartScene(self.app))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        if self.focus.handle_event(event):
            return
        for button in self.buttons:
            button.handle_event(event)

    def update(self, dt):
        self.clock += dt
        if self.table.demo and self.clock > (1.0 if self.app.settings.speed == "demo" else 5.0):
            self.app.quit()

    def draw(self, surface):
        state = self.table.state
        surface.blit(veil(VEIL), (0, 0))
        box = pygame.Rect(80, 30, WIDTH - 160, HEIGHT - 60)
        panel(surface, box, (18, 44, 30, 245), GOLD)
        winner = state.winner
        title = text(_("{name} wins!").format(name=state.names[winner]), 44, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 14)))
        sub = text(_("The shortest road leads nearest to the King."), 20, INK)
        surface.blit(sub, sub.get_rect(midtop=(box.centerx, box.top + 68)))
        lengths = state.road_lengths()
        order = sorted(range(state.players), key=lambda s: (lengths[s], s != winner))
        top = box.top + 110
        row_h = min(80, (box.bottom - 130 - top) // state.players)
        unit = (box.width - 500) / max(15, max(lengths))
        for rank, seat in enumerate(order):
            y = top + rank * row_h
            line = pygame.Rect(box.left + 20, y, box.width - 40, row_h - 8)
            panel(surface, line, (255, 255, 255, 40 if seat == winner else 16), GOLD if seat == winner else None, 8)
            surface.blit(text(f"{rank + 1}.", 22, GOLD, True), (line.left + 10, line.centery - 13))
            surface.blit(text(state.names[seat], 22, INK, True, 150), (line.left + 44, line.centery - 13))
            wall = castle_wall(WALL)
            surface.blit(wall, (line.left + 200, line.centery - 24))
            x = line.left + 280
            for length in sorted(state.roads[seat], reverse=True):
                piece = road_piece(length, unit, PIECE_HEIGHT)
                surface.blit(piece, (x, line.centery - 12))
                x += piece.get_width() + 3
            total = text(_("{n} long").format(n=lengths[seat]), 20, GOLD, True)
            surface.blit(total, (x + 10, line.centery - 12))
            if seat == winner:
                surface.blit(king_pawn(PAWN), (line.right - 46, line.centery - 28))
        for button in self.buttons:
            button.draw(surface)
