"""The menus: start (continue, new game, rules, statistics, settings, quit) and the new-game table.

The rules, settings and statistics scenes live in their own modules."""

import functools

import pygame

from app.i18n import N_, _
from app.words import DEFAULT_YOU, default_player, player_name
from game import load_game

from .base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, draw_lines, focus_frame, panel, text
from .confirm import ConfirmScene
from .seat_choices import SeatChoices
from .seats import (
    COMPUTER, PERSON, YOU, Seat, cast_for, computer_levels, cycle_kind, default_seats, settle_kinds,
)
from .text_field import TextField
from sprites import felt, game_emblem
from sprites.text import font


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


class NewGameScene(SeatChoices, Scene):
    """Choose how many play and, for each seat, who sits there and their name; at a
    game whose seats have colours (Nottingham, N5) each seat's colour and who starts."""

    fills_window = True

    def __init__(self, app, in_progress=False, game="figaro", from_table=False):
        super().__init__(app)
        from .games import game_scenes
        info = load_game(game)
        self.game = game
        self.counts = range(info.min_players, info.max_players + 1)
        self.levels = list(info.table_levels)
        # This game's last table set up (in this session, or kept on disk), or the usual one.
        look = game_scenes(game)
        self.remembers = look.remembers_table
        if not hasattr(app, "last_tables"):
            app.last_tables = {}
        last = app.last_tables.get(game) if self.remembers else None
        if last is None and app.persist and self.remembers:
            from app.last_table import LastTable, load_table
            kept = load_table(computer_levels(), game=game, colours=look.seat_colours)
            if kept is not None:
                last = LastTable(kept.players, [Seat(kind, name, level) for kind, name, level in kept.seats],
                                 kept.colours, kept.first)
        colours, first = None, None                  # who starts: None, drawn at random (N6)
        if last is not None:
            self.players = last.players
            self.seats = [Seat(s.kind, s.name, s.level) for s in last.seats]
            colours, first = last.colours, last.first
        else:
            self.seats = default_seats(info.max_players, game)
            self.players = 4
        self.seats += default_seats(info.max_players, game)[len(self.seats):]
        self.start_choices(look.seat_colours, colours, first)   # the colours a seat may choose, if any
        cast_for(self.seats, game)                    # the computers of this game's world
        self.players = min(max(self.players, self.counts[0]), self.counts[-1])
        settle_kinds(self.seats, self.players)        # one "You" at most, whatever an older file held
        self.notice = ""            # a seat that changed with another's click, said once
        self.in_progress = in_progress      # a game would be abandoned: ask first
        self.editing = None         # the seat whose name is being typed, in ``self.field``
        self.field = None
        self.focus = 0              # what the keyboard has chosen: a seat, who starts, Back or Start
        self.error = ""
        self.from_table = from_table    # opened from a table's menu: Back returns to the table
        self.buttons = [Button((0, 0, 230, 56), _("Back"), self.back),
                        Button((0, 0, 230, 56), _("Start the game"), self.start)]
        self.first_button = Button((0, 0, 220, 48), "", self.next_first, size=20)
        self.place(screen_of(app))

    def place(self, size):
        """Back and Start at the bottom of a screen of ``size``; the rows follow ``self.size``;
        who starts at the right of the counts, or under the seats on a portrait screen."""
        self.size = size
        width = max([230] + [font(24, True).size(button.label)[0] + 40 for button in self.buttons])
        for button in self.buttons:                  # alike, as wide as the longer label asks
            button.rect.size = (width, 56)
        self.buttons[0].rect.topleft = (size[0] // 2 - 20 - width, size[1] - 90)
        self.buttons[1].rect.topleft = (size[0] // 2 + 20, size[1] - 90)
        self.first_button.label = self.first_words()
        needed = font(self.first_button.size, True).size(self.first_button.label)[0] + 40
        if self.narrow():
            self.first_button.rect = pygame.Rect(40, 212 + self.players * 70, min(size[0] - 80, max(300, needed)), 48)
        else:
            left = size[0] // 2 + 230
            self.first_button.rect = pygame.Rect(left, 110, min(size[0] - 30 - left, max(260, needed)), 48)
        for k, button in enumerate(self.focus_buttons()):
            button.focused = self.focus_item() == ("button", k)

    # ------------------------------------------------------------ the keyboard's focus
    def focus_items(self):
        """What Tab walks, in order: each seat, who starts (a game with colours), Back, Start."""
        return ([("seat", i) for i in range(self.players)] + [("button", k) for k in range(len(self.focus_buttons()))])

    def focus_buttons(self):
        return ([self.first_button] if self.palette else []) + self.buttons

    def focus_item(self):
        items = self.focus_items()
        return items[self.focus % len(items)]

    @property
    def focused_row(self):
        """The seat the keyboard has chosen, or None (a button has it)."""
        kind, index = self.focus_item()
        return index if kind == "seat" else None

    @focused_row.setter
    def focused_row(self, seat):
        self.focus = seat

    # ------------------------------------------------------------ colours and who starts
    def seat_name(self, seat):
        return player_name(self.table_seats()[seat].name)

    def swatch_rect(self, seat):
        """The seat's colour, left of its name."""
        name_rect = self.row(seat)[0]
        return pygame.Rect(name_rect.left - 58, name_rect.top, 48, name_rect.height)

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
            swatch = 58 if self.palette else 0          # the seat's colour, left of its name
            return (pygame.Rect(40 + swatch, top, 300 - swatch, 52), kind,
                    pygame.Rect(kind.left, 176, kind.width, 24))
        left = self.size[0] // 2 - 440
        top = 180 + seat * 70 if len(self.seats) <= 6 else 172 + seat * 62
        return (pygame.Rect(left, top, 330, 52), pygame.Rect(left + 350, top, 330, 52),
                pygame.Rect(left + 694, top + 16, 180, 24))

    def cycle_kind(self, seat, delta=1):
        """You, Person, each computer level, for this seat alone (scenes/seats.py); a
        seat that had to change with it (a person left alone is "You") is named."""
        self.finish_edit()
        before = self.texts_shown()
        self.say_changed(cycle_kind(self.seats, self.players, seat, self.levels, delta, self.game), before)

    def set_players(self, count):
        self.finish_edit()
        item = self.focus_item()
        before = self.texts_shown() + [""] * (count - self.players)
        self.players = count
        items = self.focus_items()
        self.focus = items.index(item) if item in items else min(item[1], self.players - 1)
        self.say_changed(settle_kinds(self.seats, self.players), before)

    def say_changed(self, seats, before):
        """Say which seats changed without being clicked (``before``: the names shown before)."""
        said = []
        for seat in seats:
            if self.seats[seat].kind == YOU:
                said.append(_("{name} is now “You”: the one person at the table.").format(
                    name=before[seat] or player_name(self.table_seats()[seat].name)))
            else:
                said.append(_("{name} is now a person at this screen: only one seat is “You”.").format(
                    name=before[seat] or player_name(self.table_seats()[seat].name)))
        self.notice = " ".join(said)

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
        """Remember this game's table for its next setup (in this session and on disk)."""
        from app.last_table import LastTable, save_table
        colours = list(self.colours) if self.palette else None
        self.app.last_tables[self.game] = LastTable(
            self.players, [Seat(s.kind, s.name, s.level) for s in self.seats], colours, self.first)
        if self.app.persist:
            try:
                save_table(self.players, [(s.kind, s.name, s.level) for s in self.seats], game=self.game,
                           colours=colours, first=self.first)
            except OSError:
                pass                    # the table is only a convenience: the game starts anyway

    def begin(self, seats):
        from app.chance import fresh_seed
        from .games import game_scenes
        look = game_scenes(self.game)
        table = look.new_table(self.app, seats, fresh_seed(), **self.choices())   # no deal known in advance
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

    def handle_key(self, key, mod=0):
        """Everything without the mouse: the number of players; Tab or Down (Shift+Tab,
        Up back) walks the seats, who starts, Back and Start; Left/Right changes the
        chosen seat's kind (or who starts), C its colour, F2 edits its name; Space or
        Enter presses a chosen button, Enter elsewhere starts; Esc goes back."""
        counts = {key: n for n in self.counts
                  for key in (getattr(pygame, f"K_{n}"), getattr(pygame, f"K_KP{n}"))}
        kind, index = self.focus_item()
        button = self.focus_buttons()[index] if kind == "button" else None
        if key == pygame.K_ESCAPE:
            self.back()
        elif key in counts:
            self.set_players(counts[key])
        elif key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_UP):
            back = key == pygame.K_UP or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT)
            self.focus = (self.focus + (-1 if back else 1)) % len(self.focus_items())
        elif button is self.first_button and key in (pygame.K_RIGHT, pygame.K_LEFT):
            self.next_first(1 if key == pygame.K_RIGHT else -1)
        elif button is not None and key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            button.action()
        elif button is not None:
            return
        elif key in (pygame.K_RIGHT, pygame.K_SPACE):
            self.cycle_kind(index)
        elif key == pygame.K_LEFT:
            self.cycle_kind(index, -1)
        elif key == pygame.K_c and self.palette:
            self.next_colour(index)
        elif key == pygame.K_F2:
            self.edit(index)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()

    def needs_frames(self):
        return False                # changes only on an event

    def handle_event(self, event):
        self.place(self.app.logical_size())
        if self.editing is not None and self.edit_event(event):
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(event.key, getattr(event, "mod", 0))
            self.place(self.size)
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
                elif self.swatch_at(event.pos) == seat:
                    self.next_colour(seat)
                    self.app.play("click")
        for button in self.focus_buttons():
            button.handle_event(event)
        self.place(self.size)

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
                focus_frame(surface, kind_rect, 10)
            if self.palette:
                self.draw_swatch(surface, seat)
            kind = text(self.seats[seat].describe(), 22, INK, True, kind_rect.width - 24)
            surface.blit(kind, kind.get_rect(center=kind_rect.center))
            if seat == 0 or not self.narrow():           # over the column of kinds, or beside each
                surface.blit(text(_("click to change"), 18, INK, True, hint.width), hint)
        if self.error or self.notice:
            image = (text(self.error, 20, (255, 150, 140), True, self.size[0] - 40) if self.error
                     else text(self.notice, 20, GOLD, True, self.size[0] - 40))
            surface.blit(image, image.get_rect(center=(self.size[0] // 2, self.size[1] - 107)))
        for button in self.focus_buttons():
            button.draw(surface)

