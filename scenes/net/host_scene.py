"""Host a table: the game, the seats (you, people joining, computers at any
level), at a game whose seats have colours each seat's colour and who starts
(as at one screen, ``scenes.seat_choices``), then the lobby with the address
and the join code to read out."""

import os

import pygame

from app.i18n import N_, _
from app.words import default_player, player_name
from app.hosted_table import MAX_NAME
from game import GAME_NAMES, load_game

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, focus_frame, text
from ..seat_choices import SeatChoices
from .widgets import TextField

JOINING = "remote"
SEAT_CHOICES = (JOINING, "easy", "medium", "hard", "expert")
SEAT_WORDS = {JOINING: N_("someone joining"), "easy": N_("computer, easy"),
              "medium": N_("computer, medium"), "hard": N_("computer, hard"),
              "expert": N_("computer, expert")}


class HostSetupScene(SeatChoices, Scene):
    fills_window = True

    def __init__(self, app, game="figaro", start_host=None, reopen_host=None):
        super().__init__(app)
        self.size = app.fill_size() if hasattr(app, "fill_size") else (WIDTH, HEIGHT)
        self.game = game if game in GAME_NAMES else GAME_NAMES[0]
        self.kinds = [JOINING, "medium", "medium"]
        self.name = TextField((WIDTH // 2 - 200, 130, 400, 44), _("Host"), limit=MAX_NAME)
        self.start_host = start_host or start_hosting
        self.reopen_host = reopen_host or reopen_hosting
        self.failure = ""
        self.restore()
        self.build()

    # ---- the game's last hosted table, kept (``app.hosted_table``)
    def restore(self):
        """This game's last hosted table (in this session, or kept on disk): each value
        kept takes the place of the one shown, the others stay."""
        from app.hosted_table import HostedTable, load_hosted
        kept = getattr(self.app, "hosted_tables", {}).get(self.game)
        if kept is None and getattr(self.app, "persist", False):
            kept = load_hosted(self.game, SEAT_CHOICES, self.info.seat_colours)
        kept = kept or HostedTable()
        if kept.kinds:
            self.kinds = list(kept.kinds)
        if kept.name:
            self.name.set(kept.name)
        self.start_choices(self.info.seat_colours, kept.colours, kept.first)

    def keep(self):
        """Remember this game's hosted table for its next hosting (in this session and on disk)."""
        from app.hosted_table import HostedTable, save_hosted
        name = self.name.value.strip()
        table = HostedTable(list(self.kinds), name if name and name != _("Host") else None,
                            list(self.colours) if self.palette else None, self.first)
        if not hasattr(self.app, "hosted_tables"):
            self.app.hosted_tables = {}
        self.app.hosted_tables[self.game] = table
        if getattr(self.app, "persist", False):
            try:
                save_hosted(self.game, table)
            except OSError:
                pass                    # a read-only folder costs the memory, never the table

    def leave(self):
        self.keep()
        self.app.pop()

    @property
    def info(self):
        return load_game(self.game)

    @property
    def players(self):
        return len(self.kinds) + 1

    def seat_name(self, seat):
        """Who starts, as setup names the seats: you by your name, the others by number."""
        if seat == 0:
            return self.name.value.strip() or _("Host")
        return player_name(default_player(seat + 1))

    def swatch_rect(self, seat):
        return self.swatches[seat].rect

    def build(self):
        info = self.info
        while len(self.kinds) < info.min_players - 1:
            self.kinds.append("medium")
        del self.kinds[info.max_players - 1:]
        self.game_button = Button((0, 0, 400, 48), info.title, self.next_game)
        self.seat_buttons = [Button((0, 0, 400, 42), "", lambda k=k: self.cycle(k),
                                    size=20) for k in range(len(self.kinds))]
        self.fewer = Button((0, 0, 56, 42), "−", self.remove_seat)
        self.more = Button((0, 0, 56, 42), "+", self.add_seat)
        self.start_button = Button((0, 0, 220, 56), _("Open the table"), self.open_table)
        self.reopen_button = Button((0, 0, 300, 56), _("Reopen the last table"), self.reopen_table,
                                    enabled=os.path.exists(autosave_path()))
        self.back_button = Button((0, 0, 220, 56), _("Back"), self.leave)
        # each seat's colour beside it, and who starts (a game whose seats have colours)
        self.swatches = [Button((0, 0, 48, 44), "", lambda k=k: self.next_colour(k))
                         for k in range(len(self.kinds) + 1)] if self.palette else []
        self.first_button = Button((0, 0, 280, 42), "", self.next_first, size=20)
        # Tab walks every button, Open and Back too; the frame shows from the first Tab.
        kept = getattr(self, "focus", None)
        self.focus = KeyFocus(self.buttons(), index=-1 if kept is None else min(kept.index, len(self.buttons()) - 1))
        self.place(self.size)

    def place(self, size):
        """The column of seats in the middle of a screen of ``size``; Back, Open and
        Reopen in a row at the bottom, Reopen above the other two on a portrait screen."""
        self.size = width, height = size
        x = width // 2 - 200
        swatch = 58 if self.palette else 0          # each seat's colour, left of it
        self.name.rect.topleft = (x + swatch, 130)
        self.name.rect.width = 400 - swatch
        self.game_button.rect.topleft = (x, 200)
        step = 50 if width < 1000 else 44          # six seats clear the notes of a 720-high screen
        for k, button in enumerate(self.seat_buttons):
            button.rect.topleft = (x + swatch, 300 + step * k)
            button.rect.width = 400 - swatch
        for k, button in enumerate(self.swatches):
            button.rect = pygame.Rect(x, 130, 48, 44) if k == 0 else pygame.Rect(x, 300 + step * (k - 1), 48, 42)
        if width >= 1000:                           # who starts: right of the seats, or under them
            self.first_button.rect = pygame.Rect(x + 414, 300 + step, 280, 42)
        else:
            self.first_button.rect = pygame.Rect(x, 306 + step * len(self.seat_buttons), 400, 42)
        self.fewer.rect.topleft = (x - 70, 300)
        self.more.rect.topleft = (x + 414, 300)
        self.back_button.rect.topleft = (width // 2 - 240, height - 80)
        self.start_button.rect.topleft = (width // 2 + 20, height - 80)
        if width >= 1000:
            self.back_button.rect.left -= 140
            self.start_button.rect.left -= 140
            self.reopen_button.rect.topleft = (width // 2 + 260 - 140, height - 80)
        else:
            self.reopen_button.rect.midtop = (width // 2, height - 150)
        self.notes_bottom = self.reopen_button.rect.top - 10 if width < 1000 else height - 92

    def buttons(self):
        """What Tab walks: the game, each seat (its colour, then its kind), fewer and
        more seats, who starts, then Open, Back and Reopen."""
        seats = [*self.swatches[:1]]
        for k, button in enumerate(self.seat_buttons):
            seats += [*self.swatches[k + 1:k + 2], button]
        return [self.game_button, *seats, self.fewer, self.more,
                *([self.first_button] if self.palette else []), self.start_button,
                self.back_button, self.reopen_button]

    def focused_seat(self):
        """The seat whose colour or kind the keyboard has chosen, or None."""
        chosen = self.focus.buttons[self.focus.index] if self.focus.index >= 0 else None
        if chosen in self.swatches:
            return self.swatches.index(chosen)
        if chosen in self.seat_buttons:
            return self.seat_buttons.index(chosen) + 1
        return None

    def next_game(self):
        self.keep()
        self.game = GAME_NAMES[(GAME_NAMES.index(self.game) + 1) % len(GAME_NAMES)]
        self.restore()
        self.build()

    def cycle(self, k):
        self.kinds[k] = SEAT_CHOICES[(SEAT_CHOICES.index(self.kinds[k]) + 1) % len(SEAT_CHOICES)]

    def add_seat(self):
        if len(self.kinds) + 1 < self.info.max_players:
            self.kinds.append(JOINING)
            self.build()

    def remove_seat(self):
        if len(self.kinds) + 1 > self.info.min_players:
            self.kinds.pop()
            self.build()

    def open_table(self):
        self.keep()
        try:
            hosting, session = self.start_host(self.info, ["remote"] + self.kinds,
                                               self.name.value.strip() or _("Host"), **self.choices())
        except OSError as failure:
            self.failure = _("The table cannot open: {reason}").format(reason=failure)
            return
        self.app.replace(self.app.scene("net_lobby", session=session, hosting=hosting))

    def reopen_table(self):
        """The table the host's autosave kept (after the app was closed or crashed):
        the same code, seats and game; the others' apps rejoin by themselves."""
        try:
            hosting, session = self.reopen_host()
        except (OSError, ValueError) as failure:
            self.failure = _("The last table cannot reopen: {reason}").format(reason=failure)
            return
        self.app.replace(self.app.scene("net_lobby", session=session, hosting=hosting))

    def handle_event(self, event):
        self.place(self.app.logical_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        if self.name.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and self.palette and self.focus.index >= 0:
            # as at one screen: C gives the chosen seat its next colour, Left/Right walk who starts
            seat = self.focused_seat()
            if event.key == pygame.K_c and seat is not None:
                self.next_colour(seat)
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.first_button.focused:
                self.next_first(1 if event.key == pygame.K_RIGHT else -1)
                return
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_TAB or self.focus.index >= 0) \
                and self.focus.handle_event(event):
            return
        for button in self.buttons():
            if button.handle_event(event):
                return

    def draw(self, surface):
        from ..menu import backdrop
        self.place(surface.get_size())
        width = self.size[0]
        backdrop(surface, _("Host a table"))
        self.name.draw(surface, _("Your name"))
        self.game_button.label = self.info.title
        caption = text(_("Seats: you, then"), 20, GOLD, True)
        surface.blit(caption, (width // 2 - 200, 272))
        for button, kind in zip(self.seat_buttons, self.kinds):
            button.label = _(SEAT_WORDS[kind])
        self.first_button.label = self.first_words()
        for button in self.buttons():
            if button in self.swatches:
                self.draw_swatch(surface, self.swatches.index(button))
                if button.focused:
                    focus_frame(surface, button.rect, 10)
            else:
                button.draw(surface)
        if self.failure:
            image = text(self.failure, 22, GOLD, False, width - 100)
            surface.blit(image, image.get_rect(midbottom=(width // 2, self.notes_bottom)))
        note = text(_("Friends join with your address and the join code shown next."), 20, INK, False, width - 60)
        surface.blit(note, note.get_rect(midbottom=(width // 2, self.notes_bottom - 28)))


def autosave_path():
    from app.storage import data_dir
    return os.path.join(data_dir(), "net-table.json")


def reopen_hosting(port=None, bind="0.0.0.0", advertise=True, pause=0.8):
    """Reopen the autosaved table; this window takes its own seat back with its token."""
    import time
    from app.net.table import Table
    from game.common.jsonio import MAX_JSON_BYTES, parse_json
    with open(autosave_path(), "rb") as stream:
        table = Table.from_json(parse_json(stream.read(MAX_JSON_BYTES + 1), "table"),
                                now=time.monotonic())
    return _serve(table, table.seats[0].token, None, port, bind, advertise, pause)


def start_hosting(info, kinds, name, port=None, bind="0.0.0.0", advertise=True, pause=0.8,
                  colours=None, first_player=0):
    """Open the table: the host (a thread), its advert, and this window's own seat,
    joined over the loopback like any other; at a game whose seats have colours,
    each seat's ``colours`` and who starts (``first_player``, None: drawn at
    random for each game). (Hosting, session)."""
    from app.net.table import Table, parse_seats
    table = Table(info, parse_seats(",".join(kinds), info), grace=20, takeover=60,
                  colours=colours, first=first_player)
    return _serve(table, None, name, port, bind, advertise, pause)


def _serve(table, token, name, port, bind, advertise, pause):
    """The host for ``table`` (its usual port, else any), its advert, and this
    window's own connection to seat 0. (Hosting, session)."""
    from app.net.discovery import Advertiser, local_address
    from app.net.host import DEFAULT_PORT, HostServer
    from app.net.remote import RemoteSession
    server = None
    for candidate in ((DEFAULT_PORT, 0) if port is None else (port,)):
        server = HostServer(table, host=bind, port=candidate, autosave=autosave_path(),
                            computer_pause=pause, between_games=0)
        try:
            server.start()
            break
        except OSError:
            if candidate == 0 or port is not None:
                raise
    advert = Advertiser(table, server.port).start() if advertise else None
    if advert is not None:
        server.listeners.append(advert.update)      # the free seats, as people sit
    address = f"{local_address()}:{server.port}"
    from .hosting import Hosting
    session = RemoteSession(f"127.0.0.1:{server.port}", code=table.code, name=name,
                            seat=None if token else 0, token=token).start()
    return Hosting(server, advert, address), session
