"""Join a table: the tables heard on the local network, or an address typed
by hand, and the join code the host reads out."""

import pygame

from app.i18n import _, ngettext

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, draw_lines, one_label_size, panel, text
from .widgets import TextField

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def free_seats(count):
    """"1 free seat", "3 free seats": what a table heard on the network has left."""
    return ngettext("{n} free seat", "{n} free seats", count).format(n=count)


def heard_table(table):
    """A table heard on the network as the list shows it: its name (a host's names it
    after its game), the game when the name does not say it, the address, the free seats."""
    from game import GAME_NAMES, load_game
    game = load_game(table["game"]).title if table["game"] in GAME_NAMES else table["game"]
    name = table["name"] if game.lower() in table["name"].lower() else f"{table['name']} — {game}"
    return f"{name} — {table['address']}:{table['port']} ({free_seats(table['free'])})"


class JoinScene(Scene):
    fills_window = True

    def __init__(self, app, browser=None):
        super().__init__(app)
        if browser is None:
            from app.net.discovery import TableBrowser
            browser = TableBrowser().start()
        self.browser = browser
        self.address = TextField((0, 0, 460, 48), "", limit=80)
        self.code = TextField((0, 0, 220, 48), "", limit=6, upper=True, allowed=CODE_LETTERS)
        self.name = TextField((0, 0, 240, 48), _("Guest"), limit=24)
        self.address.active = True
        self.join_button = Button((0, 0, 220, 56), _("Join"), self.join)
        self.back_button = Button((0, 0, 220, 56), _("Back"), self.back)
        self.found = []
        self.failure = ""
        self.place(app.fill_size() if hasattr(app, "fill_size") else (WIDTH, HEIGHT))

    def place(self, size):
        """The box of tables heard, then the three fields (in a row, or the address
        over the code and the name on a portrait screen), and Back and Join."""
        self.size = width, height = size
        self.box = pygame.Rect(0, 100, min(1040, width - 40), 320)
        self.box.centerx = width // 2
        left = self.box.left + 20
        if width >= 1000:
            self.address.rect = pygame.Rect(left, 470, 460, 48)
            self.code.rect = pygame.Rect(left + 500, 470, 220, 48)
            self.name.rect = pygame.Rect(left + 760, 470, self.box.right - 20 - left - 760, 48)
        else:
            self.address.rect = pygame.Rect(left, 470, self.box.width - 40, 48)
            self.code.rect = pygame.Rect(left, 560, 220, 48)
            self.name.rect = pygame.Rect(left + 250, 560, self.box.width - 290, 48)
        self.join_button.rect.topleft = (width // 2 + 20, height - 90)
        self.back_button.rect.topleft = (width // 2 - 240, height - 90)
        for k, button in enumerate(self.found):
            button.rect = pygame.Rect(left, 150 + 52 * k, self.box.width - 40, 44)

    def update(self, dt):
        tables = self.browser.tables()
        self.found = [Button((0, 0, 0, 0), heard_table(t), lambda t=t: self.choose(t), size=20)
                      for t in tables[:5]]
        self.place(self.size)

    def choose(self, table):
        self.address.set(f"{table['address']}:{table['port']}")
        self.address.active, self.code.active = False, True

    def back(self):
        self.browser.stop()
        self.app.pop()

    def join(self):
        """Join the table typed (or heard); a seat this window took there before, and
        still holds, is taken back (its token kept in app/net/rejoin.py)."""
        from app.net import rejoin
        from app.net.remote import RemoteSession
        try:
            session = RemoteSession(self.address.value, code=self.code.value,
                                    name=self.name.value.strip() or None, retry_for=60)
        except ValueError as bad:
            self.failure = str(bad)
            return
        uri, code = session.uri, session.code
        session.token = rejoin.token_for(uri, code)
        session.keep_token = lambda token: rejoin.remember(uri, code, token)
        self.browser.stop()
        self.app.replace(self.app.scene("net_lobby", session=session.start()))

    def handle_event(self, event):
        self.place(self.app.logical_size())
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            fields = [self.address, self.code, self.name]
            index = next((k for k, f in enumerate(fields) if f.active), -1)
            for k, field in enumerate(fields):
                field.active = k == (index + 1) % 3
            return
        for field in (self.address, self.code, self.name):
            field.handle_event(event)
        for button in [*self.found, self.join_button, self.back_button]:
            if button.handle_event(event):
                return

    def draw(self, surface):
        from ..menu import backdrop
        self.place(surface.get_size())
        backdrop(surface, _("Join a table"))
        box = self.box
        panel(surface, box, (16, 40, 28, 200), GOLD)
        caption = text(_("Tables on this network"), 22, GOLD, True, box.width - 40)
        surface.blit(caption, (box.left + 20, 112))
        if not self.found:
            draw_lines(surface, _("None heard yet: type the host's address below."), 22,
                       pygame.Rect(box.left + 20, 160, box.width - 40, 100), INK)
        size = one_label_size(self.found, 20)          # the tables heard, all in one size
        for button in self.found:
            button.size = size
            button.draw(surface)
        self.address.draw(surface, _("Address (as the host shows it)"))
        self.code.draw(surface, _("Join code"))
        self.name.draw(surface, _("Your name"))
        if self.failure:
            image = text(self.failure, 22, GOLD, False, self.size[0] - 100)
            surface.blit(image, image.get_rect(center=(self.size[0] // 2, self.size[1] - 130)))
        self.join_button.draw(surface)
        self.back_button.draw(surface)
