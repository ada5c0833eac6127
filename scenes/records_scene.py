"""Open a record: the records the app keeps (every finished game, and those saved
with Ctrl+S), newest first, with their date, game and players; or any record
file by its path. The one chosen is reviewed on its game's table
(scenes/review_scene.py), after asking whose game.

A file that is not a record, or one the rules refuse, is reported in one line
and changes nothing.

Keys: ↑ ↓ choose, Enter opens, PgUp PgDn scroll, Tab to the path field (Enter
there opens the path typed), Esc back.
"""

import os
import time

import pygame

from app import records
from app.i18n import _, ngettext
from app.words import player_names

from .base import GOLD, INK, Button, Scene, panel, text, wrap
from .menu import backdrop
from .review_scene import open_review
from .score_sheet import fitted
from .text_field import TextField

ROW = 44
MESSAGE_LINE = 22
PROBLEM = (255, 200, 170)


class RecordsScene(Scene):
    fills_window = True

    def __init__(self, app, folder=None):
        super().__init__(app)
        self.folder = folder
        self.entries = records.listing(folder)
        self.chosen = 0
        self.first = 0                  # the first row shown
        self.message = ""
        self.field = TextField("", limit=400, size=18, bold=False)
        self.editing = False
        self.open_button = Button((0, 0, 200, 44), _("Open this file"), self.open_typed, size=18)
        self.back = Button((0, 0, 160, 44), _("Back (Esc)"), self.app.pop, size=18)
        self.rows = []
        self.place(app.fill_size())

    def place(self, size):
        """The list, the path field and the buttons on a screen of ``size``; a message
        too long for two lines between the buttons gets the width of the screen
        under the field, the list giving up the room (``message_rows``)."""
        width, height = size
        self.size = size
        self.placed_for = (size, self.message)
        between = width - 60 - self.open_button.rect.width - self.back.rect.width - 32
        rows = wrap(self.message, 16, between, True) if self.message else []
        self.message_wide = len(rows) > 2
        if self.message_wide:
            rows = wrap(self.message, 16, width - 60, True)
        self.message_rows = rows
        band = len(rows) * MESSAGE_LINE + 8 if self.message_wide else 0
        self.list_box = pygame.Rect(30, 90, width - 60, height - 90 - 190 - band)
        self.narrow = self.list_box.width < 900
        self.row_height = ROW + 24 if self.narrow else ROW       # a narrow row: the players on up to two lines
        self.field_rect = pygame.Rect(30, self.list_box.bottom + 50, width - 60, 44)
        self.open_button.rect.topright = (width - 30, self.field_rect.bottom + 12 + band)
        self.back.rect.topleft = (30, self.field_rect.bottom + 12 + band)

    # ------------------------------------------------------------ actions
    def visible_rows(self):
        return max(1, (self.list_box.height - 16) // self.row_height)

    def choose(self, index):
        if not self.entries:
            return
        self.chosen = max(0, min(len(self.entries) - 1, index))
        shown = self.visible_rows()
        self.first = min(max(self.first, self.chosen - shown + 1), self.chosen)

    def open_entry(self, index):
        self.open_path(self.entries[index].path)

    def open_typed(self):
        path = os.path.expanduser(self.field.value.strip())
        if not path:
            self.message = _("Type the path of a record file first.")
            return
        self.open_path(path)

    def open_path(self, path):
        """Review the record at ``path``, or say in one line why it cannot be."""
        try:
            info, record = records.open_record(path)
        except records.RecordError as error:
            self.message = _("This file cannot be opened as a record: {problem}").format(problem=error)
            self.app.play("invalid")
            return
        self.message = ""
        open_review(self.app, info.name, record, offer=range(record.start.players))

    # ------------------------------------------------------------ input
    def needs_frames(self):
        return False

    def handle_event(self, event):
        if self.editing:
            done = self.field.handle_event(event, self.field_rect)
            if done == "done":
                self.editing = False
                if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.open_typed()
                return
            if done:
                return
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_ESCAPE:
                self.app.pop()
            elif key == pygame.K_UP:
                self.choose(self.chosen - 1)
            elif key == pygame.K_DOWN:
                self.choose(self.chosen + 1)
            elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                step = self.visible_rows()
                self.choose(self.chosen + (step if key == pygame.K_PAGEDOWN else -step))
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.entries:
                self.open_entry(self.chosen)
            elif key == pygame.K_TAB:
                self.editing = True
            return
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(max(0, len(self.entries) - self.visible_rows()), self.first - event.y))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.editing = self.field_rect.collidepoint(event.pos)
            if self.editing:
                self.field.handle_event(event, self.field_rect)
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, rect in self.rows:
                if rect.collidepoint(event.pos):
                    self.chosen = index
                    self.open_entry(index)
                    return
        self.open_button.handle_event(event) or self.back.handle_event(event)

    # ------------------------------------------------------------ drawing
    def entry_words(self, entry):
        """(date, game and players, moves) of a row."""
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.when))
        names = ", ".join(player_names(entry.names))
        state = _("finished") if entry.finished else _("not finished")
        return when, f"{entry.title} \u2014 {names}", f"{state} \u00b7 " + ngettext("{n} move", "{n} moves", entry.moves).format(n=entry.moves)

    def draw(self, surface):
        size = surface.get_size()
        if (size, self.message) != self.placed_for:
            self.place(size)
        backdrop(surface, _("Open a record"))
        box = self.list_box
        panel(surface, box, (18, 44, 30, 235), GOLD, 10)
        self.rows = []
        if not self.entries:
            note = _("No records yet: every finished game is kept here, and Ctrl+S at a table saves one.")
            y = box.top + 20
            for row in wrap(note, 19, box.width - 40):
                surface.blit(fitted(row, 19, INK, False, box.width - 40), (box.left + 20, y))
                y += 26
        narrow, step = self.narrow, self.row_height
        for k in range(self.first, min(len(self.entries), self.first + self.visible_rows())):
            entry = self.entries[k]
            row = pygame.Rect(box.left + 8, box.top + 8 + (k - self.first) * step, box.width - 16, step - 4)
            self.rows.append((k, row))
            if k == self.chosen:
                panel(surface, row, (240, 196, 70, 70), GOLD, 8)
            when, who, moves = self.entry_words(entry)
            if narrow:                      # the date and state, then the game and players on up to two lines
                top = fitted(f"{when} \u00b7 {moves}", 16, GOLD, True, row.width - 16)
                surface.blit(top, (row.left + 8, row.top + 5))
                for line, words in enumerate(wrap(who, 16, row.width - 16)[:2]):
                    surface.blit(fitted(words, 16, INK, False, row.width - 16), (row.left + 8, row.top + 24 + 19 * line))
            else:
                date = fitted(when, 18, GOLD, True, 170)
                surface.blit(date, date.get_rect(midleft=(row.left + 10, row.centery)))
                right = fitted(moves, 16, INK, False, 220)
                surface.blit(right, right.get_rect(midright=(row.right - 10, row.centery)))
                middle = fitted(who, 18, INK, False, row.width - 200 - right.get_width() - 30)
                surface.blit(middle, middle.get_rect(midleft=(row.left + 190, row.centery)))
        hidden = len(self.entries) - self.first - self.visible_rows()
        if self.first or hidden > 0:
            more = fitted(_("{first}\u2013{last} of {n}").format(
                first=self.first + 1, last=min(len(self.entries), self.first + self.visible_rows()),
                n=len(self.entries)), 16, GOLD, False)
            surface.blit(more, more.get_rect(bottomright=(box.right, box.top - 4)))
        label = fitted(_("Or the path of any record file (Tab, then Enter):"), 18, INK, True, self.field_rect.width)
        surface.blit(label, (self.field_rect.left, self.field_rect.top - 28))
        self.draw_field(surface)
        if self.message_wide:                  # under the field, the screen's width
            for k, row in enumerate(self.message_rows):
                surface.blit(fitted(row, 16, PROBLEM, True, self.field_rect.width),
                             (self.field_rect.left, self.field_rect.bottom + 8 + k * MESSAGE_LINE))
        elif self.message:                     # between the buttons
            room = pygame.Rect(self.back.rect.right + 16, self.back.rect.top - 2,
                               self.open_button.rect.left - self.back.rect.right - 32, 52)
            rows = self.message_rows
            for k, row in enumerate(rows):
                surface.blit(fitted(row, 16, PROBLEM, True, room.width), (room.left, room.centery - len(rows) * 11 + k * 22))
        self.open_button.draw(surface)
        self.back.draw(surface)

    def draw_field(self, surface):
        """The path typed; a long one shows its end, where the file's name is."""
        rect = self.field_rect
        pygame.draw.rect(surface, (250, 246, 236), rect, border_radius=8)
        pygame.draw.rect(surface, GOLD if self.editing else (120, 120, 110), rect, 2, border_radius=8)
        value = self.field.value
        shown = value
        while shown and text(shown, 18, (30, 30, 30)).get_width() > rect.width - 40:
            shown = shown[1:]
        if shown != value:
            shown = "\u2026" + shown
        image = text(shown, 18, (30, 30, 30))
        surface.blit(image, image.get_rect(midleft=(rect.left + 12, rect.centery)))
        if self.editing:
            x = rect.left + 12 + image.get_width() + 2
            pygame.draw.line(surface, (30, 30, 30), (x, rect.top + 10), (x, rect.bottom - 10), 2)
