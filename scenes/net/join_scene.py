"""Join a table: the tables heard on the local network, or an address typed
by hand, and the join code the host reads out."""

import pygame

from app.i18n import _

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, panel, text
from .widgets import TextField

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


class JoinScene(Scene):
    def __init__(self, app, browser=None):
        super().__init__(app)
        if browser is None:
            from app.net.discovery import TableBrowser
            browser = TableBrowser().start()
        self.browser = browser
        self.address = TextField((140, 470, 460, 48), "", limit=80)
        self.code = TextField((640, 470, 220, 48), "", limit=6, upper=True, allowed=CODE_LETTERS)
        self.name = TextField((900, 470, 240, 48), _("Guest"), limit=24)
        self.address.active = True
        self.join_button = Button((WIDTH // 2 + 20, HEIGHT - 90, 220, 56), _("Join"), self.join)
        self.back_button = Button((WIDTH // 2 - 240, HEIGHT - 90, 220, 56), _("Back"), self.back)
        self.found = []
        self.failure = ""

    def update(self, dt):
        tables = self.browser.tables()
        self.found = [Button((140, 150 + 52 * k, 1000, 44),
                             f"{t['name']} — {t['game']} — {t['address']}:{t['port']} "
                             f"({_('{n} free').format(n=t['free'])})",
                             lambda t=t: self.choose(t), size=20)
                      for k, t in enumerate(tables[:5])]

    def choose(self, table):
        self.address.set(f"{table['address']}:{table['port']}")
        self.address.active, self.code.active = False, True

    def back(self):
        self.browser.stop()
        self.app.pop()

    def join(self):
        from app.net.remote import RemoteSession
        try:
            session = RemoteSession(self.address.value, code=self.code.value,
                                    name=self.name.value.strip() or None, retry_for=60)
        except ValueError as bad:
            self.failure = str(bad)
            return
        self.browser.stop()
        self.app.replace(self.app.scene("net_lobby", session=session.start()))

    def handle_event(self, event):
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
        backdrop(surface, _("Join a table"))
        box = pygame.Rect(120, 100, 1040, 320)
        panel(surface, box, (16, 40, 28, 200), GOLD)
        caption = text(_("Tables on this network"), 22, GOLD, True)
        surface.blit(caption, (140, 112))
        if not self.found:
            image = text(_("None heard yet: type the host's address below."), 22, INK)
            surface.blit(image, (140, 160))
        for button in self.found:
            button.draw(surface)
        self.address.draw(surface, _("Address (as the host shows it)"))
        self.code.draw(surface, _("Join code"))
        self.name.draw(surface, _("Your name"))
        if self.failure:
            image = text(self.failure, 22, GOLD, False, WIDTH - 100)
            surface.blit(image, image.get_rect(center=(WIDTH // 2, HEIGHT - 130)))
        self.join_button.draw(surface)
        self.back_button.draw(surface)
