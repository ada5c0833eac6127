"""The end of the game: every road laid out from the castle, the winner (R22),
celebrated: the King beside the name, gold confetti falling over the table."""

import math
import random

import pygame

from app.i18n import _
from app.words import player_names

from .overlays import overlay_sprites
from ..base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, panel, text, veil
from sprites.figaro import castle_wall, king_pawn, road_piece

VEIL, WALL, PAWN, PIECE_HEIGHT = 160, (76, 44), 54, 24
CONFETTI = 90
CONFETTI_COLOURS = ((240, 196, 70), (214, 58, 58), (70, 130, 220), (80, 180, 100), (160, 90, 200), (250, 246, 236))


def sprites_to_warm():
    """What this scene draws whatever the game (``overlay_sprites``)."""
    return overlay_sprites(VEIL, WALL, PAWN, PIECE_HEIGHT)


class GameEndScene(Scene):
    overlay = True
    fills_window = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.clock = 0.0
        self.buttons = [Button((0, 0, 230, 54), _("Play again"), self.play_again),
                        Button((0, 0, 230, 54), _("Menu"), self.menu)]
        self.size = (WIDTH, HEIGHT)
        self.place(self.app.logical_size())
        self.focus = KeyFocus(self.buttons)          # Left/Right and Enter
        rng = random.Random(table.seed)              # the same confetti for the same game
        self.confetti = [(rng.uniform(0, WIDTH), rng.uniform(-HEIGHT, 0), rng.uniform(60, 140),
                          rng.uniform(0, 6.3), rng.choice(CONFETTI_COLOURS)) for _ in range(CONFETTI)]

    def place(self, size):
        self.size = size
        self.buttons[0].rect.topleft = (size[0] // 2 - 250, size[1] - 100)
        self.buttons[1].rect.topleft = (size[0] // 2 + 20, size[1] - 100)

    def play_again(self):
        table = self.table
        self.app.reset(type(table)(self.app, table.seats, seed=table.seed + 1))

    def menu(self):
        self.app.start_over()

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

    def title(self):
        state = self.table.state
        if state.winner == getattr(self.table, "you", None):
            return _("You win!")
        return _("{name} wins!").format(name=player_names(state.names)[state.winner])

    def draw_confetti(self, surface):
        for x, y, speed, phase, colour in self.confetti:
            fall = (y * self.size[1] / HEIGHT + speed * self.clock) % (self.size[1] + 40) - 20
            sway = x * self.size[0] / WIDTH + math.sin(self.clock * 2 + phase) * 18
            width = 4 + 3 * abs(math.sin(self.clock * 4 + phase))
            pygame.draw.rect(surface, colour, pygame.Rect(int(sway), int(fall), int(width), 9))

    def draw(self, surface):
        state = self.table.state
        names = player_names(state.names)
        width, height = surface.get_size()
        self.place((width, height))
        surface.blit(veil(VEIL, (width, height)), (0, 0))
        margin = 80 if width >= WIDTH else 16           # a portrait screen: room for the roads
        box = pygame.Rect(margin, 30, width - 2 * margin, height - 60)
        panel(surface, box, (18, 44, 30, 245), GOLD)
        self.draw_confetti(surface)
        winner = state.winner
        title = text(self.title(), 48, GOLD, True, box.width - 240)
        spot = title.get_rect(midtop=(box.centerx, box.top + 12))
        glow = pygame.Rect(spot).inflate(60, 16)
        panel(surface, glow, (60, 40, 8, 200), GOLD, radius=18, width=3)
        surface.blit(title, spot)
        pawn = king_pawn(PAWN + 10)
        surface.blit(pawn, pawn.get_rect(midright=(glow.left - 12, glow.centery)))
        surface.blit(pawn, pawn.get_rect(midleft=(glow.right + 12, glow.centery)))
        sub = text(_("The shortest road leads nearest to the King."), 20, INK)
        surface.blit(sub, sub.get_rect(midtop=(box.centerx, glow.bottom + 8)))
        lengths = state.road_lengths()
        order = sorted(range(state.players), key=lambda s: (lengths[s], s != winner))
        top = glow.bottom + 40
        row_h = min(80, (box.bottom - 110 - top) // state.players)
        unit = (box.width - 500) / max(15, max(lengths))
        for rank, seat in enumerate(order):
            y = top + rank * row_h
            line = pygame.Rect(box.left + 20, y, box.width - 40, row_h - 8)
            panel(surface, line, (255, 255, 255, 40 if seat == winner else 16), GOLD if seat == winner else None, 8)
            surface.blit(text(f"{rank + 1}.", 22, GOLD, True), (line.left + 10, line.centery - 13))
            surface.blit(text(names[seat], 22, INK, True, 150), (line.left + 44, line.centery - 13))
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
