"""The first scene: Card Parlour's games, one tile each with a drawing of the
game; a tile opens that game's start scene. Statistics and F1 (its rules) are
for the game in focus; Esc asks before quitting."""

import importlib

import pygame

from app.i18n import _

from .base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, draw_lines, panel, text
from .confirm import ConfirmScene
from .games import game_scenes, playable_games

TILE_TOP, TILE_HEIGHT, GAP = 124, 446, 30
EMBLEM_HEIGHT = 150


def emblem(name, size):
    """A game's drawing for its tile (``sprites.<game>.emblem``), or None for a
    game that has none."""
    try:
        module = importlib.import_module(f"sprites.{name}.emblem")
    except ModuleNotFoundError:
        return None
    return module.emblem(size)


class GameChooserScene(Scene):
    """One tile a game; a click (or arrows and Enter) opens that game's start scene."""

    def __init__(self, app):
        super().__init__(app)
        from app.words import APP_TITLE
        self.heading = APP_TITLE
        self.games = [game_scenes(name) for name in playable_games()]
        count = len(self.games)
        width = min(360, (WIDTH - 120 - GAP * (count - 1)) // max(1, count))
        left = (WIDTH - (count * width + (count - 1) * GAP)) // 2
        self.tiles = [Button((left + i * (width + GAP), TILE_TOP, width, TILE_HEIGHT), "",
                             lambda name=game.name: self.open(name)) for i, game in enumerate(self.games)]
        self.emblems = [emblem(game.name, (width - 40, EMBLEM_HEIGHT)) for game in self.games]
        from .net import chooser_buttons
        self.net_buttons = chooser_buttons(self)            # Host a table, Join a table
        self.stats_button = Button((0, 0, 0, 0), _("Statistics"), self.statistics)
        self.settings_button = Button((0, 0, 0, 0), _("Settings"), self.settings)
        self.quit_button = Button((0, 0, 0, 0), _("Quit"), self.app.quit)
        row = [*self.net_buttons, self.stats_button, self.settings_button, self.quit_button]
        button_width, button_gap = 224, 20
        row_left = (WIDTH - len(row) * button_width - (len(row) - 1) * button_gap) // 2
        for i, button in enumerate(row):
            button.rect = pygame.Rect(row_left + i * (button_width + button_gap), HEIGHT - 104, button_width, 56)
        self.buttons = [*self.tiles, *row]
        self.focus = KeyFocus(self.buttons)
        self.last_tile = 0              # the game in focus: the tile last focused or pointed at

    @property
    def game_in_focus(self):
        """The game Statistics and F1 are for."""
        return self.games[self.last_tile].name

    def open(self, name):
        self.app.open("start", game=name)

    def settings(self):
        self.app.open("settings")

    def statistics(self):
        self.app.open("statistics", game=self.game_in_focus)

    def ask_to_quit(self):
        self.app.push(ConfirmScene(self.app, _("Quit Card Parlour?"), _("Quit"), self.app.quit))

    def needs_frames(self):
        return False                # changes only on an event

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and self.app.notices and event.key == pygame.K_ESCAPE:
            self.app.notices.clear()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_to_quit()
            return
        if not self.focus.handle_event(event):
            for button in self.buttons:
                button.handle_event(event)
        # The frame follows the pointer when it moves (a pointer resting where
        # the window opens leaves the keyboard's focus on the first game).
        moved = event.type == pygame.MOUSEMOTION and tuple(event.rel) != (0, 0)
        for index, tile in enumerate(self.tiles):
            if tile.hover and moved and index != self.focus.index:
                self.focus.index = index
                self.focus.show()
            if tile.focused:
                self.last_tile = index

    def draw(self, surface):
        from .menu import backdrop
        backdrop(surface)
        title = text(self.heading, 48, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(WIDTH // 2, 18)))
        line = text(_("Choose a game"), 24, INK, True)
        surface.blit(line, line.get_rect(midtop=(WIDTH // 2, 78)))
        for index, (game, tile, drawing) in enumerate(zip(self.games, self.tiles, self.emblems)):
            fill = tuple(min(255, c + 24) for c in game.colour) if tile.hover else game.colour
            panel(surface, tile.rect, (*fill, 240), GOLD, radius=18, width=3 if tile.focused else 2)
            if tile.focused:
                pygame.draw.rect(surface, GOLD, tile.rect.inflate(12, 12), 3, border_radius=22)
            name = text(game.title, 36, GOLD, True, tile.rect.width - 30)
            surface.blit(name, name.get_rect(midtop=(tile.rect.centerx, tile.rect.top + 18)))
            if drawing is not None:
                surface.blit(drawing, drawing.get_rect(midtop=(tile.rect.centerx, tile.rect.top + 70)))
            low, high = game.players.split("\u2013")
            players = _("{low}\u2013{high} players").format(low=low, high=high)
            line = text(players, 22, INK, True)
            surface.blit(line, line.get_rect(midtop=(tile.rect.centerx, tile.rect.top + 232)))
            draw_lines(surface, _(game.blurb), 22, tile.rect.inflate(-40, 0).move(0, 270), INK, centre=True)
        for button in self.net_buttons:
            button.label = _(button.msgid)
            button.draw(surface)
        for button, label in ((self.stats_button, _("Statistics")), (self.settings_button, _("Settings")),
                              (self.quit_button, _("Quit"))):
            button.label = label
            button.draw(surface)
        focus = self.games[self.last_tile].title
        note = text(_("Statistics and the rules (F1) are those of {game}.").format(game=focus), 18, INK, False,
                    WIDTH - 80)
        surface.blit(note, note.get_rect(midtop=(WIDTH // 2, HEIGHT - 40)))
        if self.app.notices:
            box = pygame.Rect(WIDTH // 2 - 460, 20, 920, 110)
            panel(surface, box, (110, 24, 24, 240), GOLD, radius=12)
            draw_lines(surface, str(self.app.notices[-1]), 20, box.inflate(-30, -24), INK, True, centre=True)
