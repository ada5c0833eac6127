"""The lobby: the seats, who has joined, who is a computer; a free seat to take.
When hosting, the address and the join code to read to friends."""

import pygame

from app.i18n import _

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, draw_lines, panel, text
from .describe import seat_line
from .hosting import leave


class NetLobbyScene(Scene):
    def __init__(self, app, session, hosting=None):
        super().__init__(app)
        self.session, self.hosting = session, hosting
        self.leave_button = Button((WIDTH // 2 - 120, HEIGHT - 90, 240, 56), _("Leave"),
                                   lambda: leave(self))
        self.sit_buttons = []

    def update(self, dt):
        self.session.poll()
        if self.session.state is not None:
            self.app.replace(self.app.scene("remote_table", session=self.session,
                                            hosting=self.hosting))
            return
        lobby = self.session.lobby
        self.sit_buttons = []
        if lobby and self.session.seat is None:
            for k, seat in enumerate(s for s in lobby["seats"] if not s["taken"]):
                self.sit_buttons.append(Button(
                    (WIDTH // 2 + 200, 200 + 50 * seat["seat"], 220, 42),
                    _("Sit here"), lambda n=seat["seat"]: self.session.sit(n), size=20))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            leave(self)
            return
        for button in [self.leave_button, *self.sit_buttons]:
            if button.handle_event(event):
                return

    def draw(self, surface):
        from ..menu import backdrop
        lobby = self.session.lobby
        title = _("The table")
        if lobby is not None:
            from game import load_game
            title = _("{game}: the table").format(game=_(load_game(lobby["game"]).title))
        backdrop(surface, title)
        if self.hosting is not None:
            box = pygame.Rect(WIDTH // 2 - 420, 90, 840, 80)
            panel(surface, box, (16, 40, 28, 230), GOLD)
            line = _("Address {address}   Join code {code}").format(
                address=self.hosting.address, code=self.hosting.code)
            image = text(line, 34, GOLD, True, box.width - 30)
            surface.blit(image, image.get_rect(center=box.center))
        if self.session.failure:
            draw_lines(surface, self.session.failure, 24, pygame.Rect(140, 200, 1000, 200), INK,
                       centre=True)
        elif lobby is None:
            image = text(_("Connecting…"), 28, INK)
            surface.blit(image, image.get_rect(center=(WIDTH // 2, 260)))
        else:
            for seat in lobby["seats"]:
                line = text(seat_line(seat, self.session.seat), 26, INK, False, 640)
                surface.blit(line, (WIDTH // 2 - 440, 206 + 50 * seat["seat"]))
            waiting = _("The game starts when every seat is taken.")
            image = text(waiting, 22, GOLD)
            surface.blit(image, image.get_rect(center=(WIDTH // 2, HEIGHT - 130)))
        for button in [*self.sit_buttons, self.leave_button]:
            button.draw(surface)
