"""The first scene: Card Parlour's games, one tile each with a drawing of the
game; a tile opens that game's start scene. Statistics and F1 (its rules) are
for the game in focus; Esc asks before quitting."""

import pygame

from app.i18n import _
from app.settings import save_settings
from sprites import game_emblem
from sprites.text import font

from .base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, draw_lines, focus_frame, panel, text
from .confirm import ConfirmScene
from .games import game_scenes, playable_games

TILE_TOP, TILE_HEIGHT, GAP = 124, 446, 30
EMBLEM_HEIGHT = 150
NARROW_TILE_TOP, NARROW_GAP = 116, 16
BUTTON_WIDTH, BUTTON_GAP = 224, 20
BUTTON_MIN = 150                 # the narrowest button of the row (Quit)
SIGN_BAND = 30                   # under a tile's drawing, the sign of a game that waits
SIGN_INK, SIGN_FILL = (40, 28, 8), (232, 182, 52)


class GameChooserScene(Scene):
    """One tile a game; a click (or arrows and Enter) opens that game's start scene.
    The tiles stand side by side in a landscape window, one above the other in a
    portrait one."""

    fills_window = True

    def __init__(self, app):
        super().__init__(app)
        from app.words import APP_TITLE
        self.heading = APP_TITLE
        self.games = [game_scenes(name) for name in playable_games()]
        self.tiles = [Button((0, 0, 0, 0), "", lambda name=game.name: self.open(name)) for game in self.games]
        self._emblems = {}
        from .net import chooser_buttons
        self.net_buttons = chooser_buttons(self)            # Host a table, Join a table
        self.stats_button = Button((0, 0, 0, 0), _("Statistics"), self.statistics)
        self.records_button = Button((0, 0, 0, 0), _("Open a record"), self.records)
        self.settings_button = Button((0, 0, 0, 0), _("Settings"), self.settings)
        self.quit_button = Button((0, 0, 0, 0), _("Quit"), self.app.quit)
        self.row = [*self.net_buttons, self.records_button, self.stats_button, self.settings_button, self.quit_button]
        self.buttons = [*self.tiles, *self.row]
        names = [game.name for game in self.games]
        last = getattr(app.settings, "last_game", "")
        self.last_tile = names.index(last) if last in names else 0     # the game in focus: last played first
        self.focus = KeyFocus(self.buttons, self.last_tile)
        self.waiting = set()            # the games with a game to continue (an autosave): their tiles say so
        self.signs = {}                 # game -> where its tile's sign was drawn
        self.look_for_waiting()
        self.size = None
        self.place(app.fill_size() if hasattr(app, "fill_size") else (WIDTH, HEIGHT))

    def narrow(self):
        return self.size[0] < 1000

    def place(self, size):
        """The tiles and the row of buttons on a screen of ``size``."""
        if size == self.size:
            return
        self.size = width, height = size
        count = max(1, len(self.games))
        if width >= 1000:
            tile_width = min(360, (width - 120 - GAP * (count - 1)) // count)
            left = (width - (count * tile_width + (count - 1) * GAP)) // 2
            for i, tile in enumerate(self.tiles):
                tile.rect = pygame.Rect(left + i * (tile_width + GAP), TILE_TOP, tile_width, TILE_HEIGHT)
            rows = [self.row]
        else:
            bottom = height - 210
            tile_height = (bottom - NARROW_TILE_TOP - NARROW_GAP * (count - 1)) // count
            for i, tile in enumerate(self.tiles):
                tile.rect = pygame.Rect(40, NARROW_TILE_TOP + i * (tile_height + NARROW_GAP), width - 80, tile_height)
            rows = [self.row[:3], self.row[3:]]
        self.button_rows = [(row, height - 104 - (len(rows) - 1 - r) * 68) for r, row in enumerate(rows)]
        self.arrange_rows()

    def arrange_rows(self):
        """Each button as wide as its label asks, in one size of letters for all: the
        largest (up to 24) at which every row fits the screen; rows whose words
        still do not fit at 16 share their width alike."""
        room = self.size[0] - 60

        def widths(row, size):
            return [max(BUTTON_MIN, max(font(size, True).size(line)[0] for line in button.label.split("\n")) + 36)
                    for button in row]
        size = next((size for size in range(24, 15, -1) if all(
            sum(widths(row, size)) + (len(row) - 1) * BUTTON_GAP <= room for row, _top in self.button_rows)), None)
        for row, top in self.button_rows:
            gaps = (len(row) - 1) * BUTTON_GAP
            wide = widths(row, size) if size else [min(BUTTON_WIDTH, (room - gaps) // len(row))] * len(row)
            left = (self.size[0] - sum(wide) - gaps) // 2
            for button, button_width in zip(row, wide):
                button.rect = pygame.Rect(left, top, button_width, 56)
                button.size = size or 16
                left += button_width + BUTTON_GAP

    def picture_column(self, tile):
        """Where a tile's drawing stands, with the sign under it when a game waits:
        under the name, or at the left of a portrait tile."""
        if self.narrow():
            box = pygame.Rect(0, 0, min(260, tile.width * 2 // 5), min(EMBLEM_HEIGHT, tile.height - 24))
            box.midleft = (tile.left + 16, tile.centery)
            return box
        return pygame.Rect(tile.left + 20, tile.top + 70, tile.width - 40, EMBLEM_HEIGHT)

    def emblem_box(self, tile, waits=False):
        """Where a tile's drawing stands: its column, less a band at the foot for the
        sign of a game that waits (``waits``), so that the sign covers none of it."""
        box = self.picture_column(tile)
        if waits:
            box.height -= SIGN_BAND
        return box

    def sign_rect(self, tile, words):
        """The sign of a game that waits: in the band under the drawing, as wide as its
        words (``words``, rendered)."""
        column = self.picture_column(tile)
        band = pygame.Rect(column.left, column.bottom - SIGN_BAND, column.width, SIGN_BAND)
        sign = words.get_rect(center=band.center).inflate(20, 6)
        return sign.clamp(band)

    @property
    def emblems(self):
        """Each game's drawing as its tile shows it now (None for a game that has none)."""
        return [self.emblem(game.name, self.emblem_box(tile.rect, game.name in self.waiting).size)
                for game, tile in zip(self.games, self.tiles)]

    def emblem(self, name, size):
        if (name, size) not in self._emblems:
            self._emblems[(name, size)] = game_emblem(name, size)
        return self._emblems[(name, size)]

    @property
    def game_in_focus(self):
        """The game Statistics and F1 are for."""
        return self.games[self.last_tile].name

    def look_for_waiting(self):
        from app.saves import has_autosave
        self.waiting = set()
        for game in self.games:
            try:
                if game.resume is not None and has_autosave(game=game.name):
                    self.waiting.add(game.name)
            except OSError:
                pass

    def open(self, name):
        if getattr(self.app.settings, "last_game", None) != name:
            self.app.settings.last_game = name
            if self.app.persist:
                try:
                    save_settings(self.app.settings)
                except OSError:
                    pass                # a read-only folder costs the memory, never the game
        self.app.open("start", game=name)
        from .lesson import offer_lesson
        # a game's first opening offers its guided game, once; a game that waits to be
        # continued has been played, and is not asked about
        offer_lesson(self.app, name, played=name in self.waiting)

    def settings(self):
        self.app.open("settings")

    def statistics(self):
        self.app.open("statistics", game=self.game_in_focus)

    def records(self):
        """The records kept, to review one on its table (scenes/records_scene.py)."""
        self.app.open("records")

    def ask_to_quit(self):
        self.app.push(ConfirmScene(self.app, _("Quit Card Parlour?"), _("Quit"), self.app.quit))

    def needs_frames(self):
        return False                # changes only on an event

    def handle_event(self, event):
        self.place(self.app.logical_size())
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
        self.place(surface.get_size())
        width, height = self.size
        backdrop(surface)
        title = text(self.heading, 48, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(width // 2, 18)))
        line = text(_("Choose a game"), 24, INK, True)
        surface.blit(line, line.get_rect(midtop=(width // 2, 78)))
        for game, tile in zip(self.games, self.tiles):
            self.draw_tile(surface, game, tile)
        for button in self.net_buttons:
            button.label = _(button.msgid)
        for button, label in ((self.records_button, _("Open a record")), (self.stats_button, _("Statistics")),
                              (self.settings_button, _("Settings")),
                              (self.quit_button, _("Quit"))):
            button.label = label
        self.arrange_rows()
        for button in self.row:
            button.draw(surface)
        focus = self.games[self.last_tile].title
        note = text(_("Statistics and the rules (F1) are those of {game}.").format(game=focus), 18, INK, False,
                    width - 80)
        surface.blit(note, note.get_rect(midtop=(width // 2, height - 40)))
        if self.app.notices:
            box = pygame.Rect(0, 20, min(920, width - 40), 110)
            box.centerx = width // 2
            panel(surface, box, (110, 24, 24, 240), GOLD, radius=12)
            draw_lines(surface, str(self.app.notices[-1]), 20, box.inflate(-30, -24), INK, True, centre=True)

    def draw_tile(self, surface, game, tile):
        """A game's tile: its name, drawing, number of players and a line about it."""
        fill = tuple(min(255, c + 24) for c in game.colour) if tile.hover else game.colour
        rect = tile.rect
        panel(surface, rect, (*fill, 240), GOLD, radius=18, width=3 if tile.focused else 2)
        if tile.focused:
            focus_frame(surface, rect, 18)
        waits = game.name in self.waiting
        picture = self.emblem_box(rect, waits)
        drawing = self.emblem(game.name, picture.size)
        if drawing is not None:
            surface.blit(drawing, drawing.get_rect(center=picture.center))
        low, high = game.players.split("\u2013")
        players = _("{low}\u2013{high} players").format(low=low, high=high)
        if self.narrow():               # the words at the right of the drawing
            picture = self.picture_column(rect)
            words = pygame.Rect(picture.right + 20, rect.top + 10, rect.right - picture.right - 36, rect.height - 20)
            tops, blurb_size = (0, 46, 76), 18
        else:
            words = rect.inflate(-30, 0).move(0, 18)
            tops, blurb_size = (0, 214, 252), 22
        name = text(game.title, 36, GOLD, True, words.width)
        surface.blit(name, name.get_rect(midtop=(words.centerx, words.top + tops[0])))
        line = text(players, 22, INK, True, words.width)
        surface.blit(line, line.get_rect(midtop=(words.centerx, words.top + tops[1])))
        draw_lines(surface, _(game.blurb), blurb_size, pygame.Rect(words.left, words.top + tops[2], words.width,
                                                                   words.bottom - words.top - tops[2]),
                   INK, centre=True)
        if waits:                        # a game waits to be continued: a sign under the drawing
            sign = text(_("A game waits"), 18, SIGN_INK, True, self.picture_column(rect).width - 20)
            ribbon = self.signs[game.name] = self.sign_rect(rect, sign)
            panel(surface, ribbon, (*SIGN_FILL, 255), None, radius=9)
            surface.blit(sign, sign.get_rect(center=ribbon.center))
