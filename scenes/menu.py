"""The menus: start (continue, new game, rules, statistics, settings, quit) and the new-game table.

The rules, settings and statistics scenes live in their own modules."""

import functools

import pygame

from app.i18n import N_, _
from app.words import DEFAULT_YOU, default_player, player_name
from game import load_game

from .base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, draw_lines, panel, text
from .confirm import ConfirmScene
from .seats import (
    COMPUTER, PERSON, YOU, Seat, cast_for, computer_levels, cycle_kind, default_seats, settle_kinds,
)
from .text_field import TextField
from sprites import felt, game_emblem


def backdrop(surface, title=None):
    """The felt over the whole screen, and a title at the top."""
    width = surface.get_width()
    surface.blit(felt(surface.get_size()), (0, 0))
    if title:
        image = text(title, 44, GOLD, True, width - 60)
        surface.blit(image, image.get_rect(midtop=(width // 2, 30)))


def screen_of(app):
    """The size of the screen a scene filling the window lays out on."""
    return app.fill_size() if hasattr(app, "fill_size") else (WIDTH, HEIGHT)


class StartScene(Scene):
    """A game's start: continue, new game, rules, statistics, settings, quit.
    Over the game chooser it also offers to choose another game."""

    fills_window = True

    def __init__(self, app, resume=None, game="figaro"):
        super().__init__(app)
        self.resume = resume
        self.game = game
        self.chooser_below = resume is None and self.over_chooser()
        self.size = screen_of(app)
        self.build_rows()

    def build_rows(self):
        """The buttons; Continue only while this game has an autosave to resume."""
        from app.saves import has_autosave
        from .games import game_scenes
        resume, game = self.resume, self.game
        resumable = game_scenes(game).resume is not None
        can_continue = resume is None and self.app.persist and resumable and has_autosave(game=game)
        rows = ([(N_("Resume game"), self.back)] if resume else []) + (
            [(N_("Continue"), self.continue_game)] if can_continue else []) + [
            (N_("New game"), self.new_game)] + self.lesson_rows() + [(N_("Rules"), self.rules), (N_("Statistics"), self.statistics),
            (N_("Settings"), self.settings), (N_("Quit"), self.quit)]
        if self.chooser_below:
            rows.insert(len(rows) - 1, (N_("Choose another game"), self.back))
        elif resume:                # the game stays saved: Continue picks it up again
            rows.insert(len(rows) - 1, (N_("Choose another game"), self.choose_another))
        self.labels = [label for label, _action in rows]       # translated when drawn
        self.buttons = [Button((0, 0, 300, 52), _(label), action) for label, action in rows]
        self.focus = KeyFocus(self.buttons)
        self.can_continue = can_continue
        self.place(self.size)

    def lesson_rows(self):
        """The guided first game, for a game that has one (not over a game in progress)."""
        from .lesson import lesson_games, start_lesson
        if self.resume is not None or self.game not in lesson_games():
            return []
        return [(N_("Guided first game"), lambda: start_lesson(self.app, self.game))]

    def place(self, size):
        """The column of buttons under the title, on a screen of ``size`` (the last
        row 20 px above the bottom of a 720-high screen)."""
        self.size = size
        top = 300 if len(self.buttons) < 7 else 290
        step = min(62, (min(size[1], HEIGHT) - 10 - top) // len(self.buttons))
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(size[0] // 2 - 150, top + i * step, 300, step - 10)

    def update(self, dt):
        """Back from a table, the autosave may have come or gone: Continue follows it."""
        from .games import game_scenes
        if self.resume is None and not game_scenes(self.game).table_owns_stack:
            from app.saves import has_autosave
            if self.app.persist and has_autosave(game=self.game) != self.can_continue:
                self.build_rows()

    def over_chooser(self):
        """Whether this scene is being opened from the game chooser."""
        return self.app.showing("chooser")

    def back(self):
        self.app.pop()

    def choose_another(self):
        """From the game's own menu to the chooser: the table is left, kept by its autosave."""
        self.app.reset(self.app.scene("chooser"))

    def quit(self):
        """Quit; with a game on the table, only once the player says so."""
        if self.resume is None:
            self.app.quit()
            return
        question = (_("Quit Card Parlour? The game is saved: Continue in the menu picks it up again.")
                    if self.app.persist and not self.resume.demo else
                    _("Quit Card Parlour? The game in progress will be lost."))
        self.app.push(ConfirmScene(self.app, question, _("Quit"), self.app.quit))

    def continue_game(self):
        """Resume the autosaved game exactly where it stood, or say why it cannot."""
        from app.saves import load_autosave
        from .games import game_scenes
        saved, message = load_autosave(game=self.game)
        if saved is None:
            if message is not None:
                self.app.notices.append(message)
            if load_game(self.game).bad_save_starts_new_game:
                self.app.start_over()
            else:
                self.build_rows()
            return
        table = game_scenes(self.game).resume(self.app, saved)
        if game_scenes(self.game).table_owns_stack:
            self.app.reset(table)
        else:                       # the table's Back returns to this game's start scene
            self.app.push(table)

    def new_game(self):
        in_progress = self.resume is not None and not self.resume.state.finished
        self.app.open("new_game", in_progress=in_progress or self.can_continue, game=self.game,
                      from_table=self.resume is not None)

    def rules(self):
        self.app.open("rules", game=self.game)

    def statistics(self):
        self.app.open("statistics", game=self.game)

    def settings(self):
        self.app.open("settings")

    def needs_frames(self):
        return False                # changes only on an event

    def handle_event(self, event):
        self.place(self.app.logical_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.resume:
            self.back()
            return
        if event.type == pygame.KEYDOWN and self.app.notices and event.key == pygame.K_ESCAPE:
            self.app.notices.clear()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.chooser_below:
            self.back()
            return
        if self.focus.handle_event(event):
            return
        for button in self.buttons:
            button.handle_event(event)

    def draw(self, surface):
        """The game's own heading (``start_heading`` of scenes.games), or its title, over the buttons."""
        from .games import game_scenes
        self.place(surface.get_size())
        width = self.size[0]
        backdrop(surface)
        look = game_scenes(self.game)
        if look.start_heading is not None:
            look.start_heading(surface, self.size)
        else:                               # the game's drawing from its chooser tile, over its title
            drawing = start_emblem(self.game)
            if drawing is not None:
                surface.blit(drawing, drawing.get_rect(midbottom=(width // 2, 156)))
            title = text(look.title, 72, GOLD, True, width - 60)
            surface.blit(title, title.get_rect(center=(width // 2, 200)))
        for button, label in zip(self.buttons, self.labels):
            button.label = _(label)
            button.draw(surface)
        self.draw_notice(surface)

    def draw_notice(self, surface):
        """The last notice (a save set aside…) over the top of the scene."""
        if self.app.notices:
            box = pygame.Rect(0, 40, min(920, self.size[0] - 40), 120)
            box.centerx = self.size[0] // 2
            panel(surface, box, (110, 24, 24, 240), GOLD, radius=12)
            draw_lines(surface, str(self.app.notices[-1]), 20, box.inflate(-30, -24), INK, True, centre=True)


@functools.lru_cache(maxsize=8)
def start_emblem(game):
    """A game's drawing (its chooser tile's) for its start scene, or None."""
    return game_emblem(game, START_EMBLEM)


START_EMBLEM = (320, 130)
KINDS = (YOU, PERSON, COMPUTER)


class NewGameScene(Scene):
    """Choose how many play and, for each seat, who sits there and their name."""

    fills_window = True

    def __init__(self, app, in_progress=False, game="figaro", from_table=False):
        super().__init__(app)
        from .games import game_scenes
        info = load_game(game)
        self.game = game
        self.counts = range(info.min_players, info.max_players + 1)
        self.levels = list(info.table_levels)
        # The last table set up in this session, or the usual one.
        self.remembers = game_scenes(game).remembers_table
        last = getattr(app, "last_table", None) if self.remembers else None
        if last is None and app.persist and self.remembers:
            from app.last_table import load_table
            kept = load_table(computer_levels())
            if kept is not None:
                last = (kept[0], [Seat(kind, name, level) for kind, name, level in kept[1]])
        if last is not None:
            self.players, seats = last
            self.seats = [Seat(s.kind, s.name, s.level) for s in seats]
        else:
            self.seats = default_seats(info.max_players, game)
            self.players = 4
        self.seats += default_seats(info.max_players, game)[len(self.seats):]
        cast_for(self.seats, game)                    # the computers of this game's world
        self.players = min(max(self.players, self.counts[0]), self.counts[-1])
        settle_kinds(self.seats, self.players)        # one "You", whatever an older file held
        self.in_progress = in_progress      # a game would be abandoned: ask first
        self.editing = None         # the seat whose name is being typed, in ``self.field``
        self.field = None
        self.focused_row = 0        # the seat whose kind Left/Right changes
        self.error = ""
        self.from_table = from_table    # opened from a table's menu: Back returns to the table
        self.buttons = [Button((0, 0, 230, 56), _("Back"), self.back),
                        Button((0, 0, 230, 56), _("Start the game"), self.start)]
        self.place(screen_of(app))

    def place(self, size):
        """Back and Start at the bottom of a screen of ``size``; the rows follow ``self.size``."""
        self.size = size
        self.buttons[0].rect.topleft = (size[0] // 2 - 250, size[1] - 90)
        self.buttons[1].rect.topleft = (size[0] // 2 + 20, size[1] - 90)

    def narrow(self):
        """A portrait screen: the counts at the right of "Players", the hint over the seats' kinds."""
        return self.size[0] < 1000

    def back(self):
        """Back where setup was opened from: the start scene, or the table whose menu opened it."""
        self.app.pop()
        if self.from_table and self.app.showing("start") and self.app.top.resume is not None:
            self.app.pop()

    def count_rect(self, n):
        if self.narrow():
            return pygame.Rect(self.size[0] - 100 - (self.counts[-1] - n) * 70, 110, 60, 48)
        return pygame.Rect(self.size[0] // 2 - 140 + (n - 3) * 70, 110, 60, 48)

    def row(self, seat):
        """The seat's name, its kind and where "click to change" stands."""
        if self.narrow():
            top = 206 + seat * 70
            kind = pygame.Rect(360, top, self.size[0] - 400, 52)
            return pygame.Rect(40, top, 300, 52), kind, pygame.Rect(kind.left, 176, kind.width, 24)
        left = self.size[0] // 2 - 440
        top = 180 + seat * 70 if len(self.seats) <= 6 else 172 + seat * 62
        return (pygame.Rect(left, top, 330, 52), pygame.Rect(left + 350, top, 330, 52),
                pygame.Rect(left + 694, top + 16, 180, 24))

    def cycle_kind(self, seat, delta=1):
        """You, Person, each computer level: exactly one seat stays "You" (scenes/seats.py)."""
        self.finish_edit()
        cycle_kind(self.seats, self.players, seat, self.levels, delta, self.game)

    def set_players(self, count):
        self.finish_edit()
        self.players = count
        self.focused_row = min(self.focused_row, self.players - 1)
        settle_kinds(self.seats, self.players)

    def table_seats(self):
        """The seats as the game will have them, and as setup shows them: a blank
        name becomes "Player n", and "You" too when several people share the
        screen or the game's log speaks of every seat by name."""
        from .games import game_scenes
        says_you = game_scenes(self.game).says_you
        chosen = self.seats[:self.players]
        people = sum(1 for s in chosen if s.human)
        seats = []
        for i, s in enumerate(chosen):
            name = s.name.strip()
            if not name or (name == DEFAULT_YOU and (people > 1 or not says_you)):
                name = default_player(i + 1)
            seats.append(Seat(s.kind, name, s.level))
        return seats

    def start(self):
        seats = self.table_seats()
        if len({player_name(s.name) for s in seats}) < len(seats):
            self.error = _("Every seat needs a different name.")
            return
        if self.remembers:
            self.keep_table()
        if self.in_progress:
            self.app.push(ConfirmScene(
                self.app, _("Start a new game? The game in progress will be lost."),
                _("Start the new game"), lambda: self.begin(seats)))
            return
        self.begin(seats)

    def keep_table(self):
        """Remember Figaro's table for the next setup (in this session and on disk)."""
        self.app.last_table = (self.players, [Seat(s.kind, s.name, s.level) for s in self.seats])
        if self.app.persist:
            from app.last_table import save_table
            try:
                save_table(self.players, [(s.kind, s.name, s.level) for s in self.seats])
            except OSError:
                pass                    # the table is only a convenience: the game starts anyway

    def begin(self, seats):
        from app.chance import fresh_seed
        from .games import game_scenes
        look = game_scenes(self.game)
        table = look.new_table(self.app, seats, fresh_seed())   # no deal known in advance
        if look.table_owns_stack:
            self.app.reset(table)
        else:                       # the table's Back returns to this game's start scene
            self.app.pop()
            self.app.push(table)

    def texts_shown(self):
        """Each seat's name as its field shows it when not being typed."""
        return [player_name(seat.name) for seat in self.table_seats()]

    def edit(self, seat, pos=None):
        """Type a seat's name, starting from the name shown: a click places the
        caret where it lands; F2 selects the whole name, to type over it."""
        self.finish_edit()
        self.editing = seat
        self.field = TextField(player_name(self.table_seats()[seat].name), limit=16)
        if pos is None:
            self.field.select_all()
        else:
            self.field.move(self.field.index_at(pos[0] - self.field.text_left(self.row(seat)[0])))

    def finish_edit(self):
        """Keep the typed name; a default name left as shown stays a default (it
        follows the language)."""
        if self.editing is None:
            return
        seat, typed = self.seats[self.editing], self.field.value.strip()
        shown = self.table_seats()[self.editing].name
        if typed != player_name(shown):
            seat.name = typed
        elif shown != seat.name:
            seat.name = shown
        self.editing, self.field = None, None

    def handle_key(self, key):
        """Everything without the mouse: the number of players, Up/Down a seat, Left/Right
        who sits there, F2 edits the name, Enter starts, Esc goes back."""
        counts = {key: n for n in self.counts
                  for key in (getattr(pygame, f"K_{n}"), getattr(pygame, f"K_KP{n}"))}
        if key == pygame.K_ESCAPE:
            self.back()
        elif key in counts:
            self.set_players(counts[key])
        elif key in (pygame.K_DOWN, pygame.K_TAB):
            self.focused_row = (self.focused_row + 1) % self.players
        elif key == pygame.K_UP:
            self.focused_row = (self.focused_row - 1) % self.players
        elif key in (pygame.K_RIGHT, pygame.K_SPACE):
            self.cycle_kind(self.focused_row)
        elif key == pygame.K_LEFT:
            self.cycle_kind(self.focused_row, -1)
        elif key == pygame.K_F2:
            self.edit(self.focused_row)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()

    def needs_frames(self):
        return False                # changes only on an event

    def handle_event(self, event):
        self.place(self.app.logical_size())
        if self.editing is not None and self.edit_event(event):
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(event.key)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for n in self.counts:
                if self.count_rect(n).collidepoint(event.pos):
                    self.set_players(n)
            for seat in range(self.players):
                name_rect, kind_rect, _level = self.row(seat)
                if name_rect.collidepoint(event.pos):
                    self.edit(seat, event.pos)
                elif kind_rect.collidepoint(event.pos):
                    self.cycle_kind(seat)
                    self.app.play("click")
        for button in self.buttons:
            button.handle_event(event)

    def edit_event(self, event):
        """An event while a name is typed: the field's (keys, text, clicks in it);
        a click elsewhere ends the typing and goes on. True when used."""
        name_rect = self.row(self.editing)[0]
        inside = hasattr(event, "pos") and name_rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and not inside:
            self.finish_edit()
            return False
        used = self.field.handle_event(event, name_rect)
        if used == "done":
            self.finish_edit()
        return bool(used) or event.type in (pygame.KEYDOWN, pygame.TEXTINPUT) or (
            event.type == pygame.MOUSEBUTTONUP and inside)

    def draw(self, surface):
        self.place(surface.get_size())
        backdrop(surface, _("New game"))
        label = text(_("Players"), 22, INK, True)
        surface.blit(label, (40 if self.narrow() else self.size[0] // 2 - 440, 122))
        for n in self.counts:
            rect = self.count_rect(n)
            chosen = n == self.players
            pygame.draw.rect(surface, GOLD if chosen else (20, 50, 32), rect, border_radius=10)
            pygame.draw.rect(surface, GOLD, rect, 2, border_radius=10)
            image = text(str(n), 26, (40, 28, 8) if chosen else INK, True)
            surface.blit(image, image.get_rect(center=rect.center))
        shown = self.texts_shown()             # the names as the table will use them
        for seat in range(self.players):
            name_rect, kind_rect, hint = self.row(seat)
            panel(surface, name_rect, (250, 246, 236, 235) if self.editing == seat else (20, 50, 32, 220),
                  GOLD, 10)
            if self.editing == seat:
                self.field.draw(surface, name_rect)
            else:
                name = shown[seat]
                surface.blit(text(name, 24, INK, True, name_rect.width - 24), (name_rect.left + 14, name_rect.top + 12))
            panel(surface, kind_rect, (122, 32, 32, 240), GOLD, 10)
            if seat == self.focused_row:
                pygame.draw.rect(surface, GOLD, kind_rect.inflate(10, 10), 3, border_radius=14)
            kind = text(self.seats[seat].describe(), 22, INK, True, kind_rect.width - 24)
            surface.blit(kind, kind.get_rect(center=kind_rect.center))
            if seat == 0 or not self.narrow():           # over the column of kinds, or beside each
                surface.blit(text(_("click to change"), 18, INK, True, hint.width), hint)
        if self.error:
            image = text(self.error, 20, (255, 150, 140), True, self.size[0] - 40)
            surface.blit(image, image.get_rect(center=(self.size[0] // 2, self.size[1] - 112)))
        for button in self.buttons:
            button.draw(surface)
