"""A game looked back on, move by move, for one person: the game's own table at
each step, as that person saw it then, with their decisions judged by the
strong player (app/review.py) and the costliest marked on the scrub bar and
listed: what was played, what the strong player would have played, roughly
what it cost and why.

The table is the game's own, built as "Continue" builds it from the record up
to the step, with the person reviewed as the only person at it and keeping no
files; it is only drawn, never played. At a decision judged, the strong
player's move is shown on it as that table shows a hint. Its picture is drawn on the logical
screen and shown smaller beside the review (T shows it whole).

Keys: ← → one move, Home and End the start and the end, PgUp and PgDn the
previous and next costly decision, T the table whole, Esc back. The scrub bar
is clicked or dragged; a costly decision in the list is clicked to go to it.
The review thinks between frames (``Review.step``) and stops when the scene
is left.
"""

import inspect
from contextlib import contextmanager

import pygame

from app import saves
from app.i18n import _
from app.review import Review
from app.words import DEFAULT_YOU, after_colon, decimal, player_names
from game import load_game

from .base import GOLD, INK, Button, KeyFocus, Scene, draw_lines, panel, text, veil, wrap
from .privacy import Privacy
from .score_sheet import fitted
from sprites import felt

REVIEW_SLICE = 0.03           # seconds of judging per frame: the window keeps answering
LOSS = (255, 140, 120)
MARK = (235, 80, 64)
TICK = (180, 190, 180)
SMALL = 17


def replay_seats(info, seats, seat):
    """The seats of a table for looking at ``seat``'s game: that seat the only
    person (its view drawn), every other seat a computer (its level kept when it
    had one)."""
    levels = list(info.table_levels)
    out = []
    for k in range(len(seats)):
        if k == seat:
            out.append(saves.YOU)
        elif seats[k] is not None and not seats[k].person:
            out.append(seats[k])
        else:
            out.append(saves.computer(levels[0], 0))
    return out


@contextmanager
def keeping_no_files(app):
    """A table built here writes no autosave and counts no statistics."""
    persist = app.persist
    app.persist = False
    try:
        yield
    finally:
        app.persist = persist


def replay_table(app, info, record, moves, seats):
    """The game's own table after the first ``moves`` moves of ``record``, built as
    "Continue" builds it (``scenes.games``' ``resume``), keeping no files."""
    from .games import game_scenes
    shortened = info.record_type(record.start.copy(), list(record.moves[:moves]))
    with keeping_no_files(app):
        return game_scenes(info.name).resume(app, saves.SavedGame(shortened, seats))


def cost_words(loss, unit):
    """Roughly what a decision cost, in the game's own terms."""
    if unit == "reward":
        return _("about {n} % less chance to win").format(n=round(loss * 100))
    amount = decimal(loss)
    if unit == "cards":
        return _("about {n} more cards captured").format(n=amount)
    if unit == "honour":
        return _("about {n} honour less").format(n=amount)
    return _("about {n} points less").format(n=amount)


def font_width(words, size=SMALL):
    return text(words, size).get_width()


class ReviewScene(Scene):
    """The review of ``record`` (a game of ``game``) for ``seat``. ``seats``: the
    saved seats (app.saves.Seat) when known, for the computers' levels; ``people``:
    the seats of the people who shared the screen (a pass screen before a person's
    cards show when there were several)."""

    fills_window = True

    def __init__(self, app, game, record, seat, seats=None, people=()):
        super().__init__(app)
        self.info = load_game(game)
        self.record = record
        self.seat = seat
        self.review = Review(game, record, seat)          # ReviewError for a record that cannot be reviewed
        self.names = player_names(record.start.names)
        self.seats = replay_seats(self.info, seats or [None] * record.start.players, seat)
        self.privacy = Privacy(app, people if len(people) > 1 else (seat,))
        self.total = len(record.moves)
        self.at = 0                   # the step shown: the position before move ``at`` (the end at ``total``)
        self.whole = False            # T: the table alone, the whole window
        self.dragging = False
        self._tables = {}             # step -> [the table there, the strong move shown on it] (a few kept)
        self._pictures = {}           # (step, size) -> the table's picture
        self._lines = {}              # step -> the log lines after that many moves
        self.rows = []                # (step, rect) of the costly decisions as last drawn
        self.back = Button((0, 0, 160, 40), _("Back (Esc)"), self.leave, size=18)
        self.size = None
        self.place(app.fill_size())

    # ------------------------------------------------------------ layout
    def place(self, size):
        """The picture, the words beside (landscape) or under it (portrait), the scrub bar."""
        self.size = width, height = size
        self.bar = pygame.Rect(40, height - 96, width - 80, 24)
        self.back.rect = pygame.Rect(width - 176, height - 52, 160, 40)
        top = 56
        picture_bottom = self.bar.top - 40
        if width > height:
            room = pygame.Rect(16, top, width * 62 // 100, picture_bottom - top)
            self.words = pygame.Rect(room.right + 16, top, width - room.right - 32, picture_bottom - top)
        else:
            room = pygame.Rect(16, top, width - 32, (picture_bottom - top) * 60 // 100)
            self.words = pygame.Rect(16, room.bottom + 12, width - 32, picture_bottom - room.bottom - 12)
        table_w, table_h = self.app.fill_size()
        scale = min(room.width / table_w, room.height / table_h)
        self.picture_rect = pygame.Rect(0, 0, int(table_w * scale), int(table_h * scale))
        self.picture_rect.center = room.center

    # ------------------------------------------------------------ queries
    def table(self, step):
        """The game's table after ``step`` moves, as the seat reviewed saw it; at a
        decision judged, the strong player's move shown on it as the table shows a hint."""
        if step not in self._tables:
            if len(self._tables) > 6:
                self._tables.pop(next(iter(self._tables)))
            self._tables[step] = [replay_table(self.app, self.info, self.record, step, self.seats), False]
        entry = self._tables[step]
        judged = self.judged_at(step)
        if judged is not None and not entry[1]:
            entry[1] = True
            show = entry[0].show_hint                  # each table's own: (move, reason) or (move)
            if len(inspect.signature(show).parameters) > 1:
                show(judged.best, judged.reason)
            else:
                show(judged.best)
        return entry[0]

    def lines(self, step):
        if step not in self._lines:
            self._lines[step] = [str(line) for line in self.table(step).session.log.lines()]
        return self._lines[step]

    def move_words(self, step):
        """Move ``step`` in the words of the game's log, as the seat reviewed read it."""
        before, after = self.lines(step), self.lines(step + 1)
        said = after[len(before):] if after[:len(before)] == before else after[-1:]
        return " ".join(line if line.endswith((".", "!", "?", ":")) else line + "." for line in said)

    def judged_at(self, step):
        return next((j for j in self.review.judged if j.index == step), None)

    def decision_steps(self):
        return [index for index, _state, _move in self.review.points]

    def picture(self, size):
        """The table at the step shown, drawn on a screen of the window's shape and scaled to ``size``."""
        key = (self.at, tuple(size), self.judged_at(self.at) is not None)
        if key not in self._pictures:
            if len(self._pictures) > 12:
                self._pictures.pop(next(iter(self._pictures)))
            table = self.table(self.at)
            screen = pygame.Surface(self.app.fill_size())
            table.draw(screen)
            self._pictures[key] = screen if screen.get_size() == tuple(size) else \
                pygame.transform.smoothscale(screen, size)
        return self._pictures[key]

    # ------------------------------------------------------------ actions
    def go(self, step):
        self.at = max(0, min(self.total, step))

    def next_costly(self, direction):
        steps = sorted(j.index for j in self.review.judged if j.costly)
        later = [s for s in steps if (s > self.at if direction > 0 else s < self.at)]
        if later:
            self.go(later[0] if direction > 0 else later[-1])

    def leave(self):
        self.review.cancel()
        self.app.pop()

    def scrub(self, x):
        share = (x - self.bar.left) / max(1, self.bar.width)
        self.go(round(share * self.total))

    # ------------------------------------------------------------ time
    def needs_frames(self):
        return not self.review.done

    def update(self, dt):
        if not self.review.done:
            self.review.step(REVIEW_SLICE)

    # ------------------------------------------------------------ input
    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.handle_key(event.key)
            return
        if self.whole:
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.whole = False
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar.inflate(0, 24).collidepoint(event.pos):
            self.dragging = True
            self.scrub(event.pos[0])
            return
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.scrub(event.pos[0])
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.dragging:
                self.dragging = False
                self.scrub(event.pos[0])
                return
            for step, rect in self.rows:
                if rect.collidepoint(event.pos):
                    self.go(step)
                    return
            if self.picture_rect.collidepoint(event.pos):
                self.whole = True
                return
        self.back.handle_event(event)

    def handle_key(self, key):
        if key == pygame.K_ESCAPE:
            if self.whole:
                self.whole = False
            else:
                self.leave()
        elif key == pygame.K_t:
            self.whole = not self.whole
        elif key == pygame.K_LEFT:
            self.go(self.at - 1)
        elif key == pygame.K_RIGHT:
            self.go(self.at + 1)
        elif key == pygame.K_HOME:
            self.go(0)
        elif key == pygame.K_END:
            self.go(self.total)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.next_costly(1 if key == pygame.K_PAGEDOWN else -1)

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        size = surface.get_size()
        if size != self.size:
            self.place(size)
        if not self.privacy.ask(self.seat, self.names[self.seat], on_leave=self.leave):
            surface.blit(felt(size), (0, 0))          # the pass screen goes up: nothing of the game shows
            return
        self.privacy.frame(self.seat if self.privacy.shared else None)
        if self.whole:                                 # the table alone, as at the table (T, a click or Esc: back)
            surface.blit(self.picture(size), (0, 0))
            return
        surface.blit(felt(size), (0, 0))
        if self.record.start.names[self.seat] == DEFAULT_YOU:      # never "the game of You"
            title = _("Review of your game of {game}").format(game=self.info.title)
        else:
            title = _("Review of {name}'s game of {game}").format(name=self.names[self.seat], game=self.info.title)
        surface.blit(fitted(title, 26, GOLD, True, size[0] - 40), (20, 12))
        surface.blit(self.picture(self.picture_rect.size), self.picture_rect)
        pygame.draw.rect(surface, GOLD, self.picture_rect.inflate(4, 4), 2, border_radius=4)
        self.draw_words(surface, self.words)
        self.draw_bar(surface)
        self.draw_footer(surface)

    def draw_footer(self, surface):
        width, height = surface.get_size()
        if self.review.done:
            note = _("\u2190 \u2192 move by move \u00b7 PgUp PgDn the costly decisions \u00b7 T the table whole")
        elif self.record.start.names[self.seat] == DEFAULT_YOU:
            note = _("Judging your decisions: {done} of {total}\u2026").format(
                done=len(self.review.judged), total=self.review.total)
        else:
            note = _("Judging {name}'s decisions: {done} of {total}\u2026").format(
                name=self.names[self.seat], done=len(self.review.judged), total=self.review.total)
        rows = wrap(note, SMALL, self.back.rect.left - 40)[:2]
        step = text("Ag", SMALL).get_height()
        for k, row in enumerate(rows):
            image = fitted(row, SMALL, INK, False, self.back.rect.left - 40)
            surface.blit(image, (20, self.back.rect.centery - len(rows) * step // 2 + k * step))
        self.back.draw(surface)

    def paragraph(self, surface, message, rect, y, colour=INK, bold=False, size=SMALL):
        """``message`` wrapped from ``y`` in ``rect``; the next free y (lines that do not fit are left out)."""
        step = text("Ag", size, colour, bold).get_height()
        for row in wrap(message, size, rect.width, bold):
            if y + step > rect.bottom:
                break
            surface.blit(fitted(row, size, colour, bold, rect.width), (rect.left, y))
            y += step
        return y

    def draw_words(self, surface, rect):
        """What happens at this step, the judgement of the reviewed seat's decision,
        and the costliest decisions."""
        panel(surface, rect, (18, 44, 30, 235), GOLD, 10)
        inner = rect.inflate(-24, -20)
        y = inner.top
        if self.at >= self.total:
            y = self.paragraph(surface, _("The end of the game."), inner, y, GOLD, True, 19)
        else:
            heading = _("Move {k} of {n}").format(k=self.at + 1, n=self.total)
            y = self.paragraph(surface, heading, inner, y, GOLD, True, 19)
            y = self.paragraph(surface, self.move_words(self.at), inner, y + 2)
            y = self.draw_judgement(surface, inner, y + 6)
        self.draw_costliest(surface, inner, y + 10)

    def draw_judgement(self, surface, rect, y):
        if self.at not in self.decision_steps():
            return y
        judged = self.judged_at(self.at)
        if judged is None:
            return self.paragraph(surface, _("The strong player is still thinking about this decision\u2026"),
                                  rect, y, GOLD)
        if judged.played == judged.best:
            return self.paragraph(surface, _("The strong player would have done the same: {reason}").format(
                reason=after_colon(judged.reason, self.names)), rect, y, GOLD)
        y = self.paragraph(surface, _("The strong player: {reason}").format(
            reason=after_colon(judged.reason, self.names)), rect, y, GOLD)
        if judged.loss is None:
            cost = _("The strong player did not weigh the move played.")
        elif judged.costly:
            cost = _("Cost: {cost}.").format(cost=cost_words(judged.loss, judged.unit))
        else:
            cost = _("Nearly as good: {cost}.").format(cost=cost_words(judged.loss, judged.unit))
        return self.paragraph(surface, cost, rect, y + 2, LOSS if judged.costly else INK, judged.costly)

    def draw_costliest(self, surface, rect, y):
        self.rows = []
        costly = self.review.costliest(5)
        if y + 60 > rect.bottom:
            return
        heading = _("The costliest decisions") if costly or not self.review.done else \
            _("No costly decision: well played.")
        y = self.paragraph(surface, heading, rect, y, GOLD, True, 18)
        line = text("Ag", SMALL).get_height()
        for judged in costly:
            words = _("Move {k}: {cost}").format(k=judged.index + 1, cost=cost_words(judged.loss, judged.unit))
            played = self.move_words(judged.index).split(". ")[0].rstrip(".")
            one_line = f"{words} \u2014 {played}" if played else words
            if font_width(one_line) <= rect.width - 8:
                rows = [one_line]
            else:                          # the move played on lines of its own under its cost
                rows = [words] + wrap(played, SMALL, rect.width - 8 - 14)
            row = pygame.Rect(rect.left, y, rect.width, line * len(rows) + 4)
            if row.bottom > rect.bottom:
                break
            if judged.index == self.at:
                panel(surface, row, (240, 196, 70, 60), None, 6)
            for k, words in enumerate(rows):
                indent = 14 if k else 0
                image = fitted(words, SMALL, LOSS if k == 0 else INK, False, rect.width - 8 - indent)
                surface.blit(image, (row.left + 4 + indent, row.top + 2 + k * line))
            self.rows.append((judged.index, row))
            y = row.bottom + 2

    def draw_bar(self, surface):
        """The scrub bar: the game from start to end, the reviewed seat's decisions
        ticked, the costly ones marked, the step shown as a knob."""
        bar = self.bar
        panel(surface, bar.inflate(12, 12), (10, 30, 20, 230), GOLD, 8)
        judged = {j.index: j for j in self.review.judged}
        costliest = {j.index for j in self.review.costliest(5)}
        span = max(1, self.total)
        for index in self.decision_steps():
            x = bar.left + bar.width * index // span
            one = judged.get(index)
            if index in costliest:
                pygame.draw.rect(surface, MARK, (x - 2, bar.top - 8, 5, bar.height + 16))
            elif one is not None and one.costly:
                pygame.draw.line(surface, LOSS, (x, bar.top + 3), (x, bar.bottom - 3), 2)
            else:
                pygame.draw.line(surface, TICK if one is not None else (90, 100, 90),
                                 (x, bar.top + 6), (x, bar.bottom - 6), 1)
        x = bar.left + bar.width * self.at // span
        knob = pygame.Rect(0, 0, 14, bar.height + 16)
        knob.center = (x, bar.centery)
        pygame.draw.rect(surface, GOLD, knob, border_radius=5)
        pygame.draw.rect(surface, (40, 28, 8), knob, 2, border_radius=5)
        where = f"{self.at + 1} / {self.total}" if self.at < self.total else _("The end of the game.")   # as the words say
        image = fitted(where, SMALL, INK, True)
        surface.blit(image, image.get_rect(midbottom=(bar.centerx, bar.top - 10)))


class WhoseGameScene(Scene):
    """Whose game to review, when several people shared the screen (or a record
    names no one): a button per player; each review shows only that player's view."""

    overlay = True
    fills_window = True

    def __init__(self, app, names, seats_to_offer, on_choice):
        super().__init__(app)
        self.on_choice = on_choice
        self.buttons = [Button((0, 0, 300, 48), names[seat], lambda seat=seat: self.choose(seat), size=20)
                        for seat in seats_to_offer]
        self.cancel = Button((0, 0, 300, 44), _("Cancel"), self.app.pop, size=18)
        self.focus = KeyFocus(self.buttons + [self.cancel])
        self.place(app.logical_size())

    def place(self, size):
        count = len(self.buttons) + 1
        self.box = pygame.Rect(0, 0, min(560, size[0] - 40), 110 + count * 56)
        self.box.center = (size[0] // 2, size[1] // 2)
        for k, button in enumerate(self.buttons + [self.cancel]):
            button.rect = pygame.Rect(0, 0, min(400, self.box.width - 40), 46)
            button.rect.midtop = (self.box.centerx, self.box.top + 86 + k * 56)

    def choose(self, seat):
        self.app.pop()
        self.on_choice(seat)

    def needs_frames(self):
        return False

    def handle_event(self, event):
        self.handle_dialog_event(event, self.app.pop)

    def draw(self, surface):
        self.place(surface.get_size())
        surface.blit(veil(150, surface.get_size()), (0, 0))
        panel(surface, self.box, (18, 44, 30, 250), GOLD)
        heading = pygame.Rect(self.box.left + 20, self.box.top + 20, self.box.width - 40, 56)
        draw_lines(surface, _("Whose game do you want to review? Only that player's cards will show."), 19,
                   heading, INK, True, centre=True)
        for button in self.buttons + [self.cancel]:
            button.draw(surface)


def review_scenes(app, game, record, seats=None, people=(), offer=None):
    """The scene that starts the review of ``record``: the review itself for the
    one person at the screen, else the question whose game (among the people who
    played, or ``offer``: every seat of a record opened from a file)."""
    names = player_names(record.start.names)
    offer = list(offer if offer is not None else sorted(people))

    def review(seat):
        return ReviewScene(app, game, record, seat, seats=seats, people=tuple(sorted(people)))
    if len(offer) == 1:
        return review(offer[0])
    return WhoseGameScene(app, names, offer or range(record.start.players), lambda seat: app.push(review(seat)))


def open_review(app, game, record, **options):
    """Push the review of ``record`` (``review_scenes``)."""
    app.push(review_scenes(app, game, record, **options))


def review_of_table(app, table):
    """"Review this game" on a score sheet (``app.open("review", table=…)``): the
    table's record, its seats and its people."""
    session = table.session
    return review_scenes(app, session.game, session.record, seats=list(session.seats), people=session.people())
