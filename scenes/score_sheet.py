"""The end of every game: one score sheet that each game fills.

The game gives the sheet as data (app/sheet.py) through its ``sheet`` in
scenes/games.py: every player's score line by line, each with its reason, the
ranking, and how a tie was settled or shared. This scene draws it over the
finished table: the ranking (a winner lit, the player chosen outlined) and the
chosen player's lines. A fourth game gets this end by filling a ``Sheet``.

Keys: ← → (or ↑ ↓, or a click on a name) choose the player whose lines show;
T or "See the table" hides the sheet until the next key or click, so the table
can be looked over; R or "Review this game" steps through the game with the
person's costliest decisions marked (scenes/review_scene.py); L shows the
whole log, Ctrl+S saves the record, F1 the rules, Esc goes back to the menu.
A new game starts only from the button named for it: Enter presses a button
only once Tab has chosen one.
"""

import pygame

from app.i18n import _
from app.sheet import Line
from app.words import after_colon

from .base import GOLD, INK, Button, Scene, panel, text, veil, wrap
from .session_table import save_game_record
from sprites import felt
from sprites.text import font

MIN_TEXT = 16                 # logical pixels: 12 on a 960x540 window, more on 800x1000
ELLIPSIS = "\u2026"
ROW = 32                      # a row of the ranking
VALUE = 64                    # the column of a line's value
WINNER_FILL = (240, 196, 70, 46)
CHOSEN = (120, 210, 255)


def fitted(message, size, colour=INK, bold=False, width=None):
    """One line at ``size`` (never under MIN_TEXT), smaller to fit ``width``, then cut with "…"."""
    size = max(MIN_TEXT, size)
    if width is not None:
        while size > MIN_TEXT and font(size, bold).size(message)[0] > width:
            size -= 1
        if font(size, bold).size(message)[0] > width:
            while message and font(size, bold).size(message + ELLIPSIS)[0] > width:
                message = message[:-1]
            message = message.rstrip() + ELLIPSIS
    return text(message, size, colour, bold)


def line_height(size):
    return font(size).get_linesize() - 2


class ScoreSheet(Scene):
    """The final score sheet of ``table`` (a finished table of any game)."""

    fills_window = True

    @property
    def overlay(self):
        """Over the table when the table lays out on the window's shape too, or while
        the table is looked at; else alone on the felt, so that the sheet gets a
        logical screen of the window's shape (a portrait window's is 720 wide)."""
        return self.hidden or bool(getattr(self.table, "fills_window", False))

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.game = app.game_scenes()          # the game under the sheet: its title, ``sheet`` and ``again``
        self.sheet = self.game.sheet(table)
        you = getattr(table, "you", None)
        you = you() if callable(you) else you
        self.selected = you if you is not None else self.sheet.players[0].seat
        self.hidden = False
        self.scroll = 0                 # the first of the chosen player's lines shown
        self.clock = 0.0
        self.message = ""
        self.buttons = [Button((0, 0, 10, 50), _("New game of {game}").format(game=self.game.title),
                               self.new_game, size=20),
                        Button((0, 0, 10, 50), _("See the table (T)"), self.show_table, size=20),
                        Button((0, 0, 10, 50), _("Menu (Esc)"), self.menu, size=20)]
        if self.reviewable():
            self.buttons.append(Button((0, 0, 10, 50), _("Review this game (R)"), self.review, size=20))
        self.rows = []                  # (seat, rect) of the ranking as last drawn
        self.place(self.app.logical_size())

    # ------------------------------------------------------------ layout
    def place(self, size):
        """The box, the buttons (one row, or two on a narrow screen), the ranking and the lines."""
        width, height = size
        self.box = pygame.Rect(16, 12, width - 32, height - 24)
        inner = self.box.width - 40
        widths = [max(200, font(20, True).size(b.label)[0] + 40) for b in self.buttons]
        if sum(widths) + 20 * (len(widths) - 1) <= inner:
            rows = [self.buttons]
        else:
            rows = [self.buttons[:1], self.buttons[1:]]
        bottom = self.box.bottom - 14
        for row in reversed(rows):
            row_widths = [min(inner, max(200, font(20, True).size(b.label)[0] + 40)) for b in row]
            x = self.box.centerx - (sum(row_widths) + 20 * (len(row) - 1)) // 2
            for button, w in zip(row, row_widths):
                button.rect = pygame.Rect(x, bottom - 50, w, 50)
                x += w + 20
            bottom -= 62
        self.buttons_top = bottom + 12

    def header(self, width):
        """(surface, gap) of each line of the heading: the winner, what wins, how a tie went."""
        sheet = self.sheet
        parts = [(fitted(sheet.heading, 34, GOLD, True, width), 6)]
        for message, colour in ((sheet.rule, INK), (sheet.tie, GOLD)):
            if message:
                for row in wrap(message, 18, width):
                    parts.append((fitted(row, 18, colour, False, width), 0))
                parts[-1] = (parts[-1][0], 4)
        return parts

    # ------------------------------------------------------------ actions
    def new_game(self):
        """A new game at the same seats, with a new deal, in the table's place; a
        table across the network deals it itself (``NetTable.play_again``): it is the
        same table, and only the host deals."""
        play_again = getattr(self.table, "play_again", None)
        if play_again is not None:
            play_again(self)
            return
        table = self.game.again(self.app, self.table)
        self.app.pop()
        self.app.replace(table)

    def menu(self):
        self.app.start_over(self.game.name)

    def reviewable(self):
        """Whether the game's record is here to review (a table across the network keeps none)."""
        from app.session import GameSession
        return isinstance(getattr(self.table, "session", None), GameSession)

    def review(self):
        """The game move by move, the person's costliest decisions marked (scenes/review_scene.py)."""
        self.app.open("review", table=self.table)

    def show_table(self):
        self.hidden = True

    def say(self, message):
        self.message = message

    def choose(self, step):
        order = [p.seat for p in self.sheet.players]
        self.selected = order[(order.index(self.selected) + step) % len(order)]
        self.scroll = 0

    def step_focus(self, step):
        """Tab / Shift+Tab: the next (previous) button chosen, none at first."""
        index = next((k for k, b in enumerate(self.buttons) if b.focused), -1 if step > 0 else 0)
        index = (index + step) % len(self.buttons)
        for k, button in enumerate(self.buttons):
            button.focused = k == index

    def needs_frames(self):
        return bool(getattr(self.table, "demo", False))       # a demo closes the app after a while

    def update(self, dt):
        self.clock += dt
        if getattr(self.table, "demo", False) and self.clock > (1.0 if self.app.settings.speed == "demo" else 5.0):
            self.app.quit()

    def handle_event(self, event):
        if self.hidden:
            if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONUP and event.button == 1):
                self.hidden = False
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for seat, rect in self.rows:
                if rect.collidepoint(event.pos):
                    self.selected, self.scroll = seat, 0
                    return
        for button in self.buttons:
            if button.handle_event(event):
                return

    def handle_key(self, event):
        key = event.key
        if key == pygame.K_ESCAPE:
            self.menu()
        elif key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
            save_game_record(self.table.session, self.say)
        elif key == pygame.K_l:
            self.table.open_log()
        elif key == pygame.K_t:
            self.show_table()
        elif key == pygame.K_r and self.reviewable():
            self.review()
        elif key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN):
            self.choose(1 if key in (pygame.K_RIGHT, pygame.K_DOWN) else -1)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll = max(0, self.scroll + (3 if key == pygame.K_PAGEDOWN else -3))
        elif key == pygame.K_TAB:
            self.step_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            focused = [b for b in self.buttons if b.focused]
            if focused:                          # only a button chosen with Tab: Enter alone deals nothing
                focused[0].action()

    # ------------------------------------------------------------ drawing
    def note_room(self, size):
        """Where the note over the final table goes: over the table's own status (its
        ``note_spot()``), which says no more than that the game is over, so that no
        seat's name or card is hidden; a table without one gets a band near the top."""
        spot = getattr(self.table, "note_spot", None)
        room = spot() if spot is not None else None
        return pygame.Rect(room) if room is not None else pygame.Rect(30, 34, size[0] - 60, 40)

    def draw_note(self, surface):
        """The note, over the whole of its room (no line under it shows cut in half),
        reaching lower when its words need more lines than the room has."""
        words = _("The final table: press a key or click to see the score sheet again.")
        room = self.note_room(surface.get_size())
        size = 18
        rows = wrap(words, size, room.width - 20, True)
        while size > 16 and len(rows) * font(size, True).get_linesize() > room.height - 4:
            size -= 1
            rows = wrap(words, size, room.width - 20, True)
        images = [fitted(row, size, GOLD, True, room.width - 20) for row in rows]
        high = sum(image.get_height() for image in images)
        box = pygame.Rect(room.left, room.top, room.width, max(room.height, high + 6))
        box.clamp_ip(pygame.Rect((0, 0), surface.get_size()))
        panel(surface, box, (10, 30, 20), GOLD, 8)
        y = box.centery - high // 2
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()

    def draw(self, surface):
        width, height = surface.get_size()
        if self.hidden:
            self.draw_note(surface)
            return
        self.place((width, height))
        if self.overlay:
            surface.blit(veil(170, (width, height)), (0, 0))
        else:
            surface.blit(felt((width, height)), (0, 0))
        box = self.box
        panel(surface, box, (18, 44, 30, 245), GOLD)
        y = box.top + 10
        for image, gap in self.header(box.width - 40):
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height() + gap
        body = pygame.Rect(box.left + 20, y + 8, box.width - 40, self.buttons_top - y - 20)
        if self.message:
            body.height -= 24
            note = fitted(self.message, 16, (255, 200, 170), True, box.width - 40)
            surface.blit(note, note.get_rect(midtop=(box.centerx, body.bottom + 2)))
        ranking_height = len(self.sheet.players) * ROW + 4
        if body.width >= 1000:             # side by side: the ranking and its ties, then the chosen player's lines
            ranking = pygame.Rect(body.left, body.top, 460, min(body.height, ranking_height))
            lines = pygame.Rect(ranking.right + 24, body.top, body.right - ranking.right - 24, body.height)
            ties = self.tie_rows(ranking.width, body.bottom - ranking.bottom - 8)
        else:                              # a narrow screen: one above the other, the ties between
            ranking = pygame.Rect(body.left, body.top, body.width, ranking_height)
            ties = self.tie_rows(body.width, (body.bottom - ranking.bottom) // 2)
            top = ranking.bottom + 12 + len(ties) * line_height(MIN_TEXT)
            lines = pygame.Rect(body.left, top, body.width, body.bottom - top)
        self.draw_ranking(surface, ranking)
        y = ranking.bottom + 6
        for row in ties:
            surface.blit(fitted(row, MIN_TEXT, INK, False, ranking.width), (ranking.left, y))
            y += line_height(MIN_TEXT)
        self.draw_lines(surface, lines)
        for button in self.buttons:
            button.draw(surface)

    def tie_rows(self, width, room):
        """The lines, within ``room`` pixels, that say under the ranking how each tie
        below first place set its places ("5. Ann: tied on points …"), whole notes
        only; the first place's tie is the heading's. Each player's own lines say it too."""
        rows = []
        for player in self.sheet.players:
            if player.why and player.seat not in self.sheet.winners:
                why = after_colon(player.why, [p.name for p in self.sheet.players])
                note = wrap(_("{place}. {name}: {why}").format(place=player.place, name=player.name, why=why),
                            MIN_TEXT, width)
                if (len(rows) + len(note)) * line_height(MIN_TEXT) > room:
                    break
                rows += note
        return rows

    def draw_ranking(self, surface, rect):
        self.rows = []
        total_width = max(fitted(p.total, 18, INK, True).get_width() for p in self.sheet.players)
        for k, player in enumerate(self.sheet.players):
            row = pygame.Rect(rect.left, rect.top + k * ROW, rect.width, ROW - 2)
            self.rows.append((player.seat, row))
            won = player.seat in self.sheet.winners
            if won:
                panel(surface, row, WINNER_FILL, None, 8)
            if player.seat == self.selected:
                pygame.draw.rect(surface, CHOSEN, row, 2, border_radius=8)
            ink = GOLD if won else INK
            place = fitted(f"{player.place}.", 18, ink, True)
            surface.blit(place, place.get_rect(midleft=(row.left + 8, row.centery)))
            total = fitted(player.total, 18, ink, True)
            surface.blit(total, total.get_rect(midright=(row.right - 10, row.centery)))
            name = fitted(player.name, 18, ink, won, row.width - total_width - 70)
            surface.blit(name, name.get_rect(midleft=(row.left + 44, row.centery)))

    def draw_lines(self, surface, rect):
        player = self.sheet.player(self.selected)
        title = fitted(_("{name}: {total}").format(name=player.name, total=player.total), 20, GOLD, True, rect.width)
        surface.blit(title, rect.topleft)
        label_width = min(220, rect.width // 3)
        reason_left = rect.left + label_width + VALUE + 16
        reason_width = rect.right - reason_left
        step = line_height(MIN_TEXT)
        y = rect.top + title.get_height() + 6
        entries = player.lines + ((Line(_("Place"), f"{player.place}.", player.why),) if player.why else ())
        self.scroll = min(self.scroll, max(0, len(entries) - 1))
        shown = entries[self.scroll:]
        if self.scroll:
            more = fitted(_("\u2191 {n} more").format(n=self.scroll), MIN_TEXT, GOLD, False)
            surface.blit(more, more.get_rect(topright=(rect.right, rect.top + 2)))
        for k, entry in enumerate(shown):
            rows = wrap(entry.reason, MIN_TEXT, reason_width) if entry.reason else [""]
            needed = max(1, len(rows)) * step + 6
            if y + needed > rect.bottom:
                more = fitted(_("\u2193 {n} more (PgDn)").format(n=len(shown) - k), MIN_TEXT, GOLD, False)
                surface.blit(more, more.get_rect(bottomright=(rect.right, rect.bottom)))
                break
            label = fitted(entry.label, 17, INK, True, label_width - 8)
            surface.blit(label, (rect.left, y))
            value = fitted(entry.value, 18, GOLD, True, VALUE)
            surface.blit(value, value.get_rect(topright=(rect.left + label_width + VALUE, y)))
            for row in rows:
                surface.blit(fitted(row, MIN_TEXT, INK, False, reason_width), (reason_left, y + 1))
                y += step
            y += 6
