"""The first scene: choose the game, then its table (the start scene of that game)."""

import pygame

from app.i18n import _

from .base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, draw_lines, panel, text
from .games import game_scenes, playable_games


class GameChooserScene(Scene):
    """One tile a game; a click (or arrows and Enter) opens that game's start scene."""

    def __init__(self, app):
        super().__init__(app)
        self.games = [game_scenes(name) for name in playable_games()]
        count = len(self.games)
        width = min(360, (WIDTH - 120 - 30 * (count - 1)) // max(1, count))
        left = (WIDTH - (count * width + (count - 1) * 30)) // 2
        self.tiles = [Button((left + i * (width + 30), 150, width, 400), "", lambda name=game.name: self.open(name))
                      for i, game in enumerate(self.games)]
        self.settings_button = Button((WIDTH // 2 - 250, HEIGHT - 110, 230, 56), _("Settings"), self.settings)
        self.quit_button = Button((WIDTH // 2 + 20, HEIGHT - 110, 230, 56), _("Quit"), self.app.quit)
        self.buttons = [*self.tiles, self.settings_button, self.quit_button]
        self.focus = KeyFocus(self.buttons)

    def open(self, name):
        self.app.open("start", game=name)

    def settings(self):
        self.app.open("settings")

    def needs_frames(self):
        return False                # changes only on an event

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and self.app.notices and event.key == pygame.K_ESCAPE:
            self.app.notices.clear()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        if self.focus.handle_event(event):
            return
        for button in self.buttons:
            button.handle_event(event)

    def draw(self, surface):
        from .menu import backdrop
        backdrop(surface)
        title = text(_("Choose a game"), 44, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(WIDTH // 2, 60)))
        for game, tile in zip(self.games, self.tiles):
            fill = tuple(min(255, c + 24) for c in game.colour) if tile.hover else game.colour
            panel(surface, tile.rect, (*fill, 240), GOLD, radius=18, width=3 if tile.focused else 2)
            if tile.focused:
                pygame.draw.rect(surface, GOLD, tile.rect.inflate(12, 12), 3, border_radius=22)
            name = text(game.title, 40, GOLD, True, tile.rect.width - 30)
            surface.blit(name, name.get_rect(midtop=(tile.rect.centerx, tile.rect.top + 40)))
            low, high = game.players.split("\u2013")
            players = _("{low}\u2013{high} players").format(low=low, high=high)
            line = text(players, 22, INK, True)
            surface.blit(line, line.get_rect(midtop=(tile.rect.centerx, tile.rect.top + 110)))
            draw_lines(surface, _(game.blurb), 22, tile.rect.inflate(-44, 0).move(0, 170), INK, centre=True)
        for button, label in ((self.settings_button, _("Settings")), (self.quit_button, _("Quit"))):
            button.label = label
            button.draw(surface)
        if self.app.notices:
            box = pygame.Rect(WIDTH // 2 - 460, 20, 920, 110)
            panel(surface, box, (110, 24, 24, 240), GOLD, radius=12)
            draw_lines(surface, str(self.app.notices[-1]), 20, box.inflate(-30, -24), INK, True, centre=True)
