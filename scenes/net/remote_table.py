"""A table played across the network: everything it shows comes from the
view the host sent this seat, so it cannot show what the seat may not know.
The moves are the host's list of this seat's legal moves; each seat's
connection shows beside its name."""

import pygame

from app.i18n import _

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, draw_lines, panel, text, wrap
from .describe import connection_word, move_label, seat_line, view_lines
from .hosting import leave

MOVES_SHOWN = 8


def seats_rect(state):
    return pygame.Rect(30, 74, WIDTH - 60, 34 * ((len(state["seats"]) + 1) // 2) + 16)


class RemoteTableScene(Scene):
    def __init__(self, app, session, hosting=None):
        super().__init__(app)
        self.session, self.hosting = session, hosting
        self.shown_at = None
        self.page = 0
        self.move_buttons = []
        self.page_buttons = []
        self.notice = ""
        self.undo_button = Button((WIDTH - 330, HEIGHT - 80, 140, 50), _("Undo"), self.session.undo)
        self.leave_button = Button((WIDTH - 175, HEIGHT - 80, 140, 50), _("Leave"),
                                   lambda: leave(self))

    def update(self, dt):
        for message in self.session.poll():
            if message["type"] == "error":
                self.notice = message["message"]
            elif message["type"] == "state":
                self.notice = ""
            elif message["type"] == "connection" and message["state"] != "connected":
                self.notice = _("Connection: {state}").format(
                    state=connection_word(message["state"]))
        state = self.session.state
        key = (state["game_number"], state["at"])
        if key != self.shown_at:
            self.shown_at = key
            self.page = 0
            self.show_moves()

    def show_moves(self):
        """The buttons of this page of legal moves, and the page turners."""
        state = self.session.state
        names = state["view"]["names"]
        legal = state["legal"]
        pages = max(1, -(-len(legal) // MOVES_SHOWN))
        self.page = min(self.page, pages - 1)
        top = seats_rect(state).bottom + 14
        first = self.page * MOVES_SHOWN
        self.move_buttons = [
            Button((WIDTH - 470, top + 46 * k, 440, 40), move_label(move, names, self.session.game),
                   lambda m=move: self.session.move(m), size=20)
            for k, move in enumerate(legal[first:first + MOVES_SHOWN])]
        self.page_buttons = []
        if pages > 1:
            y = top + 46 * MOVES_SHOWN
            self.page_buttons = [
                Button((WIDTH - 470, y, 120, 40), "◀", lambda: self.turn_page(-1), size=20,
                       enabled=self.page > 0),
                Button((WIDTH - 150, y, 120, 40), "▶", lambda: self.turn_page(1), size=20,
                       enabled=self.page < pages - 1)]
        self.pages = pages

    def wrapped(self, view, width):
        """The view's lines, wrapped to ``width``: worked out once a state, not once a frame."""
        key = (self.shown_at, width)
        if getattr(self, "_wrapped_key", None) != key:
            self._wrapped_key = key
            cache = self.__dict__.setdefault("_line_cache", {})
            if len(cache) > 400:
                cache.clear()
            self._wrapped = []
            for line in view_lines(view, self.session.game):    # most lines stay from move to move
                if (line, width) not in cache:
                    cache[line, width] = wrap(line, 20, width)
                self._wrapped.append(cache[line, width])
        return self._wrapped

    def turn_page(self, step):
        self.page += step
        self.show_moves()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            leave(self)
            return
        if event.type == pygame.MOUSEWHEEL and len(self.page_buttons) == 2:
            self.turn_page(-1 if event.y > 0 else 1) if (
                self.page_buttons[0 if event.y > 0 else 1].enabled) else None
            return
        for button in [*self.move_buttons, *self.page_buttons, self.undo_button, self.leave_button]:
            if button.handle_event(event):
                return

    def draw(self, surface):
        from ..menu import backdrop
        state = self.session.state
        view = state["view"]
        names = view["names"]
        backdrop(surface)
        if state["finished"]:
            winner = state.get("winner")
            headline = _("Game over: {name} wins").format(name=names[winner]) \
                if winner is not None else _("Game over")
        elif state["turn"] == state["seat"]:
            headline = _("Your turn")
        else:
            headline = _("{name} is to act").format(name=names[state["turn"]])
        image = text(headline, 40, GOLD, True)
        surface.blit(image, image.get_rect(midtop=(WIDTH // 2, 16)))
        seats = seats_rect(state)
        panel(surface, seats, (16, 40, 28, 220), GOLD)
        for k, seat in enumerate(state["seats"]):
            colour = GOLD if seat["seat"] == state["turn"] else INK
            line = text(seat_line(seat, state["seat"]), 22, colour, False, seats.width // 2 - 40)
            surface.blit(line, (seats.left + 20 + (k % 2) * (seats.width // 2),
                                seats.top + 10 + 34 * (k // 2)))
        body = pygame.Rect(30, seats.bottom + 14, WIDTH - 540, HEIGHT - seats.bottom - 40)
        panel(surface, body, (16, 40, 28, 200), None)
        y = body.top + 10
        surface.set_clip(body.inflate(-4, -4))          # a long history stops at the panel's edge
        for lines in self.wrapped(view, body.width - 28):
            if y > body.bottom - 26:
                break
            for line in lines:
                surface.blit(text(line, 20, INK), (body.left + 14, y))
                y += 25
            y += 2
        surface.set_clip(None)
        if state["finished"] and state.get("scores"):
            scores = "   ".join(f"{n}: {s}" for n, s in zip(names, state["scores"]))
            draw_lines(surface, scores, 24, pygame.Rect(WIDTH - 490, body.top, 460, 200), GOLD)
        for button in self.move_buttons:
            button.draw(surface)
        for button in self.page_buttons:
            button.draw(surface)
        if self.page_buttons:
            page = text(_("moves {page} of {pages}").format(page=self.page + 1, pages=self.pages),
                        20, INK)
            surface.blit(page, page.get_rect(center=(WIDTH - 250, self.page_buttons[0].rect.centery)))
        if self.notice:
            draw_lines(surface, self.notice, 20, pygame.Rect(40, HEIGHT - 34, WIDTH - 420, 30), GOLD)
        self.undo_button.draw(surface)
        self.leave_button.draw(surface)
