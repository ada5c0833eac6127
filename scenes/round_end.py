"""The end of a round: trick counts revealed, road pieces awarded one by one
along the castle wall, the third-round swap and the new King holder (R17–R20)."""

import pygame

from app.i18n import _

from .base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, draw_lines, overlay_sprites, panel, text, veil
from sprites import castle_wall, king_pawn, road_piece, road_piece_hidden

AWARD_PAUSE = 0.7
VEIL, WALL, PAWN, PIECE_HEIGHT = 150, (60, 35), 40, 22


def sprites_to_warm():
    """What this scene draws whatever the round (``overlay_sprites``)."""
    return overlay_sprites(VEIL, WALL, PAWN, PIECE_HEIGHT)


class RoundEndScene(Scene):
    overlay = True

    def __init__(self, app, table, event):
        super().__init__(app)
        self.table = table
        _kind, self.round, self.king, self.counts, self.swap, self.awards = event
        # The roads as they were before this round's awards (the swap already shown separately).
        self.roads = [list(r) for r in table.shown.roads]
        if self.swap:
            seat, given, got = self.swap
            self.roads[seat][self.roads[seat].index(given)] = got
        self.shown_awards = 0
        final = self.roads_now(len(self.awards))
        self.unit = (WIDTH - 240 - 470) / max(15, max(sum(r) for r in final))   # fixed, so pieces never rescale
        self.clock = 0.0
        self.closed = False
        self.auto = table.demo or not any(s.human for s in table.seats)
        self.button = Button((WIDTH // 2 - 110, HEIGHT - 118, 220, 54), self.continue_label(), self.close)

    def continue_label(self):
        return _("See the result") if self.round == 3 else _("Next round")

    def close(self):
        if not self.closed:
            self.closed = True
            self.app.pop()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE):
            if self.shown_awards < len(self.awards):
                self.shown_awards = len(self.awards)
            else:
                self.close()
            return
        if self.shown_awards >= len(self.awards):
            self.button.handle_event(event)
        elif event.type == pygame.MOUSEBUTTONUP:
            self.shown_awards = len(self.awards)       # a click skips ahead

    def update(self, dt):
        self.clock += dt
        pause = AWARD_PAUSE * (0.15 if self.app.settings.speed == "demo" else 1.0)
        if self.shown_awards < len(self.awards) and self.clock >= pause:
            self.clock = 0.0
            self.shown_awards += 1
            self.app.play("card")
        elif self.auto and self.shown_awards >= len(self.awards) and self.clock >= pause * 3:
            self.close()

    def roads_now(self, awarded=None):
        roads = [list(r) for r in self.roads]
        for seat, length in self.awards[:self.shown_awards if awarded is None else awarded]:
            roads[seat].append(length)
        return roads

    def draw(self, surface):
        surface.blit(veil(VEIL), (0, 0))
        box = pygame.Rect(120, 40, WIDTH - 240, HEIGHT - 80)
        panel(surface, box, (18, 44, 30, 245), GOLD)
        title = text(_("Round {n} is over").format(n=self.round), 36, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 14)))
        names = self.table.state.names
        king = text(_("{name} holds the King and leads the next round").format(name=names[self.king])
                    if self.round < 3 else _("{name} holds the King").format(name=names[self.king]), 20, INK)
        surface.blit(king, king.get_rect(midtop=(box.centerx, box.top + 58)))
        y = box.top + 92
        if self.swap:
            seat, given, got = self.swap
            y = draw_lines(surface, _("{name} took the fewest cards and swaps road piece {given} for {got} (R20)")
                           .format(name=names[seat], given=given, got=got), 19, pygame.Rect(box.left + 40, y, box.width - 80, 50),
                           GOLD, True, centre=True) + 4
        wall = castle_wall(WALL)
        rows = len(names)
        row_h = min(62, (box.bottom - 90 - y) // rows)
        roads = self.roads_now()
        unit = self.unit
        awarded = {seat: length for seat, length in self.awards[:self.shown_awards]}
        for seat in range(rows):
            top = y + seat * row_h
            line = pygame.Rect(box.left + 24, top, box.width - 48, row_h - 6)
            panel(surface, line, (255, 255, 255, 18), radius=8)
            surface.blit(text(names[seat], 20, INK, True, 150), (line.left + 12, line.centery - 12))
            count = text(_("{n} cards").format(n=self.counts[seat]), 20, GOLD, True)
            surface.blit(count, (line.left + 170, line.centery - 12))
            if seat == self.king:
                surface.blit(king_pawn(PAWN), (line.left + 262, line.centery - 22))
            surface.blit(wall, (line.left + 300, line.centery - 18))
            x = line.left + 364
            # Before the end of the game nobody may compare road pieces (R23): the
            # numbers show only on one's own, unless the table plays open.
            labelled = (self.round == 3 or self.app.settings.open_information
                        or (seat == self.table.viewer and not self.table.several_people))
            for length in roads[seat]:
                piece = road_piece(length, unit, PIECE_HEIGHT) if labelled else road_piece_hidden(length, unit, PIECE_HEIGHT)
                surface.blit(piece, (x, line.centery - 11))
                if seat in awarded and length == awarded[seat] and length == roads[seat][-1]:
                    pygame.draw.rect(surface, GOLD, piece.get_rect(topleft=(x, line.centery - 11)).inflate(6, 6), 3,
                                     border_radius=6)
                x += piece.get_width() + 3
        if self.shown_awards >= len(self.awards):
            self.button.label = self.continue_label()
            self.button.draw(surface)
        else:
            hint = text(_("Awarding road pieces… (click to skip)"), 18, INK)
            surface.blit(hint, hint.get_rect(center=(WIDTH // 2, HEIGHT - 90)))
