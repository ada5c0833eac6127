"""The lobby: the seats, who has joined, who is a computer; a free seat to take.
When hosting, the address and the join code to read to friends."""

import pygame

from app.i18n import _
from game.common.errors import FormatError

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, draw_lines, panel, text
from .describe import seat_line
from .hosting import leave


class NetLobbyScene(Scene):
    fills_window = True

    def __init__(self, app, session, hosting=None):
        super().__init__(app)
        self.session, self.hosting = session, hosting
        self.leave_button = Button((0, 0, 240, 56), _("Leave"), lambda: leave(self))
        self.sit_buttons = []
        self.place(app.fill_size() if hasattr(app, "fill_size") else (WIDTH, HEIGHT))

    def place(self, size):
        """The seats' lines and their Sit here buttons on a screen of ``size``."""
        self.size = width, height = size
        self.leave_button.rect.topleft = (width // 2 - 120, height - 90)
        self.lines_left = max(30, width // 2 - 440)
        self.sit_left = min(width // 2 + 200, width - 250)
        for button in self.sit_buttons:
            button.rect.left = self.sit_left

    def update(self, dt):
        self.session.poll()
        if self.session.state is not None and not self.session.failure:
            try:
                table = self.app.scene("remote_table", session=self.session, hosting=self.hosting)
            except FormatError as bad:         # a first state no table reads (a hostile host): said here
                self.session.failure = _("The host sent a game this app cannot read: {reason}").format(reason=bad)
                return
            self.app.replace(table)
            return
        lobby = self.session.lobby
        self.sit_buttons = []
        if lobby and self.session.seat is None:
            for k, seat in enumerate(s for s in lobby["seats"] if not s["taken"]):
                self.sit_buttons.append(Button(
                    (self.sit_left, 200 + 50 * seat["seat"], 220, 42),
                    _("Sit here"), lambda n=seat["seat"]: self.session.sit(n), size=20))

    def handle_event(self, event):
        self.place(self.app.logical_size())
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
        self.place(surface.get_size())
        width, height = self.size
        backdrop(surface, title)
        if self.hosting is not None:
            box = pygame.Rect(0, 90, min(840, width - 40), 80)
            box.centerx = width // 2
            panel(surface, box, (16, 40, 28, 230), GOLD)
            line = _("Address {address}   Join code {code}").format(
                address=self.hosting.address, code=self.hosting.code)
            image = text(line, 34, GOLD, True, box.width - 30)
            surface.blit(image, image.get_rect(center=box.center))
        if self.session.failure:
            draw_lines(surface, self.session.failure, 24, pygame.Rect(40, 200, width - 80, 200), INK,
                       centre=True)
        elif lobby is None:
            image = text(_("Connecting…"), 28, INK)
            surface.blit(image, image.get_rect(center=(width // 2, 260)))
        else:
            room = (self.sit_left if self.sit_buttons else width - 30) - self.lines_left - 20
            for seat in lobby["seats"]:
                line = text(seat_line(seat, self.session.seat), 26, INK, False, min(640, room))
                surface.blit(line, (self.lines_left, 206 + 50 * seat["seat"]))
            waiting = _("The game starts when every seat is taken.")
            image = text(waiting, 22, GOLD, False, width - 40)
            surface.blit(image, image.get_rect(center=(width // 2, height - 130)))
        for button in [*self.sit_buttons, self.leave_button]:
            button.draw(surface)
