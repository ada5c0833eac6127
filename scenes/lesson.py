"""A guided first game over any game's own table (the lessons are data:
``game/common/lessons.py``). The table is the normal one, with its keys, its
hint, its log and its rules; this scene stands above it on the stack and

- shows the step's words in a box placed where it covers nothing it points at,
  with an outline round what to look at or click;
- lets the person make only the move the step asks for: any other is refused,
  explained in the box, and nothing changes (the table's ``apply``);
- holds the computers while the person reads (the table's computer step);
- remembers the step reached, so that a lesson left with Esc (or the table's
  Back) goes on there next time (``app.lesson_progress``).

What differs between games is small and listed in ``TABLES``: how to build the
game's table on a session, which of its methods moves a computer, and where a
target is drawn.
"""

import pygame

from app import saves
from app.i18n import _, language
from app.lesson_progress import lesson_memory
from app.session import GameSession
from app.words import DEFAULT_YOU, default_player
from game.common.errors import FormatError
from game.common.lessons import LessonProgress, ScriptedPlayer, has_lesson, read_lesson

from .base import GOLD, INK, Button, Scene, panel, text, wrap

TEXT_SIZE = 20
SMALL = 16
LINE = 25
PAD = 16
BUTTON = (150, 40)
BOX_FILL = (14, 34, 24, 255)
REFUSAL_INK = (255, 196, 160)
NOTICE_TIME = 8.0


class LessonSession(GameSession):
    """A lesson's game: never autosaved nor counted in the statistics (``autosave``
    off), and no undo while the script runs, so the game stays the lesson's."""

    lesson_scene = None

    def undo(self, seat=None):
        if self.lesson_scene is not None and not self.lesson_scene.progress.done:
            return False
        return super().undo(seat)

    def undo_refusal(self, seat=None):
        if self.lesson_scene is not None and not self.lesson_scene.progress.done:
            return _Words(lambda: _("Undo rests during the guided game: each step waits for its move."))
        return super().undo_refusal(seat)


class _Words:
    """Words made when shown, in the language chosen then (as ``app.i18n.Message``)."""

    def __init__(self, make):
        self.make = make

    def __str__(self):
        return self.make()


# ------------------------------------------------------------------ the games' tables
def _kings_table(app, session):
    from .kings.table import HUMAN, KingsTable
    seats = [HUMAN if seat.person else seat.level for seat in session.seats]
    return KingsTable(app, seats, seed=session.record.start.seed, session=session)


def _kings_describe(app):
    from .kings.story import describe
    return describe


def _kings_target(table, name):
    kind, _sep, value = name.partition(":")
    if kind == "row":
        rects = table.row_rects()
        return rects[0].unionall(rects[1:]) if rects else None
    if kind == "card" and value.isdigit():
        return table.card_rect(int(value))
    if kind == "seat" and value.isdigit():
        return table.seat_rects().get(int(value))
    return None


def _kings_move_target(table, move):
    return table.card_rect(move.card)


def _kings_on_top(surface, table):
    """The card shown whole (pointed at or pinned) stays readable over the lesson's box."""
    from .kings.drawing import draw_details
    shown = table.inspected_card()
    if shown is not None:
        draw_details(surface, table, table.shown_view(), *shown)


def _kings_keep_clear(table):
    """The row, the person's own seat and the lines of the log: the others' seats may
    be covered while the step speaks of something else."""
    return [_kings_target(table, "row"), table.seat_rects().get(table.you()), table.layout.text_block()]


def _kings_status(table):
    """Where the table says whose turn it is (the lines over the log's)."""
    from .kings.layout import STATUS_LINE
    layout = table.layout
    return pygame.Rect(layout.text_centre - layout.text_width // 2, layout.status_top, layout.text_width,
                       layout.status_rows * STATUS_LINE)


def _kings_never_cover(table):
    layout = table.layout
    return [layout.title, layout.stacks, _kings_status(table), table.menu_button.rect,
            *table.actions.button_rects()]


def _kings_perform(table, move):
    table.take(move.card)


def _figaro_describe(app):
    from .figaro.story import log_words
    return log_words(app.settings.open_information)


def _figaro_table(app, session):
    from .figaro.table import TableScene
    from .seats import COMPUTER, YOU, Seat
    names = session.state.names
    seats = [Seat(YOU, names[i]) if seat.person else Seat(COMPUTER, names[i], seat.level)
             for i, seat in enumerate(session.seats)]
    return TableScene(app, seats, seed=0, session=session)


def _figaro_hand_rect(table, card):
    from .figaro.layout import hand_rects
    hand = list(table.shown.hand)
    if card not in hand:
        return None
    rects = hand_rects(len(hand), size=table.hand_card, screen=table.screen_size)
    index = hand.index(card)
    rect = rects[index]
    right = rects[index + 1].left if index + 1 < len(rects) else rect.right
    return pygame.Rect(rect.left, rect.top, right - rect.left, rect.height)      # its visible part


def _figaro_target(table, name):
    kind, _sep, value = name.partition(":")
    if kind == "pile" and value.isdigit() and int(value) < len(table.rects):
        return table.rects[int(value)]
    if kind == "hand":
        return _figaro_hand_rect(table, value)
    if kind == "take":
        return table.take_button.rect
    return None


def _figaro_move_target(table, move):
    if getattr(move, "card", None) is None:
        return pygame.Rect(table.take_button.rect)
    return [rect for rect in (_figaro_hand_rect(table, move.card), table.rects[move.to]) if rect is not None]


def _figaro_keep_clear(table):
    """The person's own pile and hand, the table's message and the castle: the others'
    piles may be covered while the step speaks of something else (what it points at
    is never covered)."""
    hand = [_figaro_hand_rect(table, card) for card in table.shown.hand]
    said = [rect for _group, name, rect in getattr(table, "drawn", ()) if name in ("message", "castle")]
    return [table.rects[table.viewer]] + [rect for rect in hand if rect is not None] + said


def _figaro_never_cover(table):
    """The top bar (the round, whose turn, Menu), the action icons and the take button when shown."""
    return [rect for _group, name, rect in getattr(table, "drawn", ()) if name in ("top bar", "actions", "take")]


def _figaro_perform(table, move):
    if getattr(move, "card", None) is None:
        table.take()
    else:
        table.try_play(move.card, move.to)


def _nottingham_describe(app):
    from .nottingham.story import describe
    return describe


def _nottingham_table(app, session):
    from .nottingham.table import NottinghamTable
    seats = [None if seat.person else seat.level for seat in session.seats]
    table = NottinghamTable(app, seats, seed=session.record.start.seed, session=session)
    table.menu_button = table.back_button       # the lesson's way out, as at the other tables
    return table


def _nottingham_target(table, name):
    kind, _sep, value = name.partition(":")
    layout = table.layout
    if kind == "card":
        return pygame.Rect(layout.card_shown)
    if kind == "hand":
        return layout.hand[0].unionall(layout.hand[1:]) if layout.hand else None
    if kind == "sheriff":
        (x, y), radius = layout.track_centre, layout.track_radius
        return pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
    if kind == "seat" and value.isdigit() and int(value) < len(layout.seats):
        return pygame.Rect(layout.seats[int(value)])
    if kind == "task":
        return table.task_rects().get(value)
    return None


def _nottingham_move_target(table, move):
    from game.nottingham.data import INDEX
    if move.kind == "ambush":
        return table.peek_rects().get(move.arg)
    if move.kind == "take":
        return table.take_rects().get(INDEX[move.arg])
    if move.kind == "task":
        return [table.task_rects()[move.arg[0]], pygame.Rect(table.layout.buttons)]
    if move.kind == "offer":
        hand = table.hand_rects()
        return [pygame.Rect(hand[INDEX[name]]) for name in dict.fromkeys(move.arg)] + [pygame.Rect(table.layout.buttons)]
    table.refresh_buttons()
    return next((pygame.Rect(button.rect) for button in table.buttons if button.move == move), None)


def _nottingham_keep_clear(table):
    """The hand, the decision's buttons, the card shown with who drew it (its
    caption's two lines under it), the seats, and the counts of the decks under
    the track (how many cards are left to draw)."""
    layout = table.layout
    shown = layout.card_shown.inflate(28, 0)
    shown.height += 4 + 2 * 19
    decks = pygame.Rect(layout.left.left, layout.deck_top, layout.left.width, 3 * 20)
    return [*layout.hand, layout.buttons, shown, *layout.seats, decks]


def _nottingham_never_cover(table):
    """The top bar (the title, whose turn and what to decide), Back, the action icons and the decision's buttons."""
    layout = table.layout
    table.refresh_buttons()
    return [pygame.Rect(0, 0, layout.size[0], layout.status.bottom), table.back_button.rect,
            *table.actions.button_rects(), *(button.rect for button in table.buttons)]


def _nottingham_perform(table, move):
    """The step's move made as the person makes it: the cards chosen in the hand or
    the task, then the button (or the card on the stage)."""
    from game.nottingham.data import INDEX
    if move.kind == "ambush":
        table.choose_peek(move.arg)
        return
    if move.kind == "offer":
        table.clear_pick()
        for name in move.arg:
            table.click_hand(INDEX[name])
        table.play(table.offer_move())
        return
    if move.kind == "task":
        table.pick_task(move.arg[0])
    table.play(move)


TABLES = {
    "kings": dict(describe=_kings_describe, table=_kings_table, computer="step_computer",
                  target=_kings_target, move_target=_kings_move_target, on_top=_kings_on_top,
                  perform=_kings_perform, keep_clear=_kings_keep_clear, never_cover=_kings_never_cover),
    "figaro": dict(describe=_figaro_describe, table=_figaro_table, computer="think",
                   target=_figaro_target, move_target=_figaro_move_target, perform=_figaro_perform,
                   keep_clear=_figaro_keep_clear, never_cover=_figaro_never_cover),
    "nottingham": dict(describe=_nottingham_describe, table=_nottingham_table, computer="step_computer",
                       target=_nottingham_target, move_target=_nottingham_move_target,
                       perform=_nottingham_perform, keep_clear=_nottingham_keep_clear,
                       never_cover=_nottingham_never_cover,
                       person_name=default_player(1)),     # its log says "Player 1 keeps", never "You keeps"
}


_LESSONS = {}


def lesson_of(game):
    """``game``'s lesson, read and checked once; None when it has none or its file
    is broken (the game then offers no guided game rather than a broken one)."""
    if game not in _LESSONS:
        try:
            _LESSONS[game] = read_lesson(game) if game in TABLES and has_lesson(game) else None
        except (FormatError, OSError):
            _LESSONS[game] = None
    return _LESSONS[game]


def lesson_games():
    """The games whose guided first game this app can play."""
    return [name for name in TABLES if lesson_of(name) is not None]


def start_lesson(app, game, from_start=False):
    """Open ``game``'s guided game, at the step it was left at (or the first)."""
    lesson = lesson_of(game)
    if lesson is None:
        return
    memory = lesson_memory(app)
    index = 0 if from_start else memory.step(game)
    app.push(LessonScene(app, lesson, index))


# ------------------------------------------------------------------ the scene
class LessonScene(Scene):
    fills_window = True

    def __init__(self, app, lesson, index=0):
        super().__init__(app)
        self.lesson = lesson
        self.game = lesson.game
        self.progress = LessonProgress(lesson, index)
        self.glue = TABLES[lesson.game]
        played = lesson.steps[self.progress.index].at if not self.progress.done else len(lesson.script)
        self.table = self.build_table(played)
        self.notice = None                # the words for a refused move, for a while
        self.notice_time = 0.0
        self.finished = False             # the last step read: the end's words, then free play
        self.clock = 0.0
        self.next_button = Button((0, 0, *BUTTON), "", self.read, size=20)
        self.play_on_button = Button((0, 0, *BUTTON), "", self.play_on, size=20)
        self.leave_button = Button((0, 0, *BUTTON), "", self.leave, size=20)
        self.box = pygame.Rect(0, 0, 1, 1)
        self.remember()

    # ---- building the table on the lesson's game
    def build_table(self, played):
        lesson = self.lesson
        you = self.glue.get("person_name", DEFAULT_YOU)
        names = [you if seat == lesson.person else default_player(seat + 1) for seat in range(lesson.players)]
        record = lesson.record(played, names)
        seats = [saves.YOU if seat == lesson.person else saves.computer(lesson.level, lesson.seed * 10 + seat)
                 for seat in range(lesson.players)]
        session = LessonSession(saves.SavedGame(record, seats), autosave=False,
                                describe=self.glue["describe"](self.app))
        session.lesson_scene = self
        table = self.glue["table"](self.app, session)
        table.computers = {seat: ScriptedPlayer(lesson, self.played, player)
                           for seat, player in table.computers.items()}
        # The table's own doors for a move and for a computer's turn, kept and guarded.
        self.table_apply = table.apply
        table.apply = self.guarded_apply
        self.table_computer = getattr(table, self.glue["computer"])
        setattr(table, self.glue["computer"], self.gated_computer)
        return table

    def played(self):
        return len(self.table.session.record.moves)

    def step(self):
        """The step shown now, or None while the computers play toward the next."""
        if self.progress.done:
            return None
        return self.progress.showing(self.played())

    # ---- the table's doors
    def guarded_apply(self, move):
        table = self.table
        seat = table.state.turn
        played = self.played()
        if table.session.seats[seat].person and not self.progress.accepts(move, played):
            self.refuse()
            return None
        events = self.table_apply(move)
        if table.session.seats[seat].person:
            self.progress.moved(played)
            self.notice = None
            self.remember()
        return events

    def gated_computer(self, seat, dt):
        """A computer plays on only while no step waits to be read."""
        if self.step() is not None:
            return None
        return self.table_computer(seat, dt)

    def refuse(self):
        step = self.step()
        if step is not None and step.do == "move":
            self.notice = _Words(lambda: step.wrong_words(language()))
        else:
            self.notice = _Words(lambda: _("Read this step first, then press Next."))
        self.notice_time = NOTICE_TIME
        self.app.play("invalid")
        for name in ("held", "press"):          # a card picked up goes back where it was
            if hasattr(self.table, name):
                setattr(self.table, name, None)
        if hasattr(self.table, "dragging"):
            self.table.dragging = False

    # ---- the learner's answers
    def read(self):
        if self.progress.read(self.played()):
            self.notice = None
            self.remember()
            if self.progress.done:
                self.app.play("click")

    def play_on(self):
        self.finished = True

    def leave(self):
        self.remember()
        if self.app.top is self:
            self.app.pop()

    def remember(self):
        memory = lesson_memory(self.app)
        if self.progress.done:
            memory.forget(self.game)
        else:
            memory.remember_step(self.game, self.progress.index)

    # ---- the scene
    def __getattr__(self, name):
        # What the app or a scene above asks of a table (``state``, ``session`` …) is the table's.
        if name == "table" or "table" not in self.__dict__:
            raise AttributeError(name)
        return getattr(self.table, name)

    def needs_frames(self):
        return self.table.needs_frames() or self.notice_time > 0

    def buttons(self):
        if self.progress.done:
            return [] if self.finished else [self.play_on_button, self.leave_button]
        step = self.step()
        return [self.next_button] if step is not None and step.do == "read" else []

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
                return
            buttons = self.buttons()
            if buttons and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                buttons[0].action()
                return
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self.showing_box():
                for button in self.buttons():
                    if button.handle_event(event):
                        return
                if self.box.collidepoint(event.pos):
                    return                  # a click on the words is no click on the table beneath
            back = getattr(self.table, "menu_button", None)
            if back is not None and pygame.Rect(back.rect).collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.leave()            # the table's Back leaves the lesson, kept at its step
                return
        elif event.type == pygame.MOUSEMOTION:
            for button in self.buttons():
                button.handle_event(event)
        self.table.handle_event(event)

    def update(self, dt):
        self.clock += dt
        self.notice_time = max(0.0, self.notice_time - dt)
        if self.notice_time == 0:
            self.notice = None
        self.table.update(dt)

    def showing_box(self):
        return not self.finished and (self.progress.done or self.step() is not None)

    # ---- drawing
    def words(self):
        """(heading, body) of the box now."""
        if self.progress.done:
            return _("Guided game: the end"), self.lesson.end_words(language())
        step = self.step()
        steps = len(self.lesson.steps)
        heading = _("Guided game, step {n} of {count}").format(n=self.progress.index + 1, count=steps)
        if step.rule:
            heading = f"{heading} · {step.rule}"
        return heading, step.words(language())

    def targets(self):
        """The rectangles the step points at (its ``point``, else its move's places)."""
        step = self.step()
        if step is None:
            return []
        if step.point:
            found = self.glue["target"](self.table, step.point)
        elif step.do == "move":
            found = self.glue["move_target"](self.table, step.move)
        else:
            found = None
        if found is None:
            return []
        return [pygame.Rect(rect) for rect in (found if isinstance(found, list) else [found])]

    def draw(self, surface):
        self.table.draw(surface)
        if not self.showing_box():
            return
        size = surface.get_size()
        targets = self.targets()
        heading, body = self.words()
        self.next_button.label = _("Next")
        self.play_on_button.label = _("Play on")
        self.leave_button.label = _("Leave")
        notice = str(self.notice) if self.notice is not None else ""
        keep_clear = [pygame.Rect(r) for r in self.glue["keep_clear"](self.table) if r is not None]
        never = [pygame.Rect(r) for r in self.glue["never_cover"](self.table)]
        box, lines, notice_lines = box_for(size, targets, body, notice, bool(self.buttons()), keep_clear, never)
        self.box = box
        pulse = 2 + int(2 * abs((self.clock * 2) % 2 - 1))
        for target in targets:
            pygame.draw.rect(surface, GOLD, target.inflate(10, 10), pulse + 2, border_radius=10)
            draw_pointer(surface, box, target)
        panel(surface, box, BOX_FILL, GOLD, radius=12)
        y = box.top + PAD
        surface.blit(text(heading, SMALL, GOLD, True, max_width=box.width - 2 * PAD), (box.left + PAD, y))
        y += LINE
        for line in lines:
            surface.blit(text(line, TEXT_SIZE, INK), (box.left + PAD, y))
            y += LINE
        for line in notice_lines:
            surface.blit(text(line, TEXT_SIZE, REFUSAL_INK), (box.left + PAD, y))
            y += LINE
        right = box.right - PAD
        for button in reversed(self.buttons()):
            button.rect = pygame.Rect(right - BUTTON[0], box.bottom - PAD - BUTTON[1], *BUTTON)
            button.draw(surface)
            right -= BUTTON[0] + 12
        if "on_top" in self.glue and self.notice is None:     # a refusal's words stay over all
            self.glue["on_top"](surface, self.table)


def box_for(size, targets, body, notice, buttons, keep_clear=(), never=()):
    """(box, body lines, notice lines): a box tall enough for every line, placed
    where it covers none of ``targets`` (with room round them for their outline)
    nor any of ``never`` (the table's heading and its buttons); of the places
    that are free, the one covering least of ``keep_clear`` (the person's own seat
    and hand, say), then the widest (640 at most, narrower when only a narrower
    one is free), then the one nearest what it points at. No place free at all:
    the one that covers least of the targets and of ``never``."""
    _cache_key = (size, tuple(map(tuple, targets)), body, notice, buttons, tuple(map(tuple, keep_clear)),
                  tuple(map(tuple, never)))
    if _cache_key in _PLACED:
        return _PLACED[_cache_key]
    placed = _place_box(size, [pygame.Rect(t) for t in targets], body, notice, buttons,
                        [pygame.Rect(r) for r in keep_clear], [pygame.Rect(r) for r in never])
    if len(_PLACED) > 64:
        _PLACED.clear()
    _PLACED[_cache_key] = placed
    return placed


_PLACED = {}
EDGE = 8                    # the box's least distance from the screen's edge
NARROWEST = 400


def _measure(width, body, notice, buttons, most):
    inner = width - 2 * PAD
    lines = wrap(body, TEXT_SIZE, inner)
    notice_lines = wrap(notice, TEXT_SIZE, inner) if notice else []
    height = PAD + LINE + LINE * (len(lines) + len(notice_lines)) + PAD
    if buttons:
        height += BUTTON[1] + 8
    return lines, notice_lines, min(height, most)


def _place_box(size, targets, body, notice, buttons, keep_clear, never):
    screen_w, screen_h = size
    hard = [t.inflate(16, 16) for t in targets] + [r.inflate(8, 8) for r in never]
    aim = (sum(t.centery for t in targets) / len(targets)) if targets else screen_h / 2
    widest = min(640, screen_w - 3 * EDGE)
    best, best_cost = None, None
    for width in range(widest, min(widest, NARROWEST) - 1, -40):
        lines, notice_lines, height = _measure(width, body, notice, buttons, screen_h - 2 * EDGE)
        middle = (screen_w - width) // 2
        for left in sorted({middle, EDGE, screen_w - width - EDGE, (EDGE + middle) // 2,
                            (screen_w - width - EDGE + middle) // 2}):
            blocked = sorted((r.top, r.bottom) for r in hard if r.right > left and r.left < left + width)
            free, top = [], EDGE
            for start, end in blocked:
                if start > top:
                    free.append((top, start))
                top = max(top, end)
            free.append((top, screen_h - EDGE))
            across = [k for k in keep_clear if k.right > left and k.left < left + width]
            for start, end in free:
                if end - start < height:
                    continue
                tops = {start, end - height, round(aim - height / 2)}
                tops |= {k.bottom + EDGE for k in across} | {k.top - EDGE - height for k in across}
                for top in tops:
                    if not start <= top <= end - height:
                        continue
                    box = pygame.Rect(left, top, width, height)
                    beside = any(box.top < t.bottom and t.top < box.bottom for t in targets)
                    cost = (_overlap(box, keep_clear), beside, -width, abs(left - middle),
                            abs(box.centery - aim))
                    if best_cost is None or cost < best_cost:
                        best, best_cost = (box, lines, notice_lines), cost
    if best is not None:
        return best
    lines, notice_lines, height = _measure(widest, body, notice, buttons, screen_h - 2 * EDGE)
    places = [pygame.Rect((screen_w - widest) // 2, top, widest, height)
              for top in range(EDGE, max(EDGE, screen_h - height - EDGE) + 1, 8)]
    return min(places, key=lambda box: _overlap(box, hard)), lines, notice_lines


def _overlap(rect, rects):
    return sum(rect.clip(r).width * rect.clip(r).height for r in rects)


def draw_pointer(surface, box, target):
    """A gold arrow from the box's edge to the target's nearest side."""
    x = max(box.left + 20, min(box.right - 20, target.centerx))
    if box.bottom <= target.top:
        start, end = (x, box.bottom), (target.centerx, target.top - 8)
    elif box.top >= target.bottom:
        start, end = (x, box.top), (target.centerx, target.bottom + 8)
    else:
        return
    line = pygame.Vector2(end) - pygame.Vector2(start)
    if line.length() < 16:
        return
    along = line.normalize()
    across = pygame.Vector2(-along.y, along.x)
    base = pygame.Vector2(end) - along * 16
    pygame.draw.line(surface, GOLD, start, base, 4)
    pygame.draw.polygon(surface, GOLD, [end, base + across * 10, base - across * 10])


# ------------------------------------------------------------------ the ways in
def offer_lesson(app, game, played=False):
    """The first time ``game`` is opened: offer its guided game (once, remembered in
    the player's folder; an app that keeps nothing, such as the demo, never asks).
    A game already ``played`` (one waits to be continued) counts as offered, unasked."""
    if not app.persist or game not in lesson_games() or not lesson_memory(app).first_offer(game):
        return
    if played:
        return
    from .confirm import ConfirmScene
    app.push(ConfirmScene(app, _("New to this game? A guided first game shows it in about five minutes."),
                          _("Guided first game"), lambda: start_lesson(app, game)))


def lesson_button(app, game):
    """The rules page's (F1) way to the guided game: it closes the rules and opens the
    lesson, or goes back to the lesson already under them. None for a game without one."""
    if game not in lesson_games():
        return None

    def open_it():
        app.pop()
        if not any(isinstance(scene, LessonScene) and scene.game == game for scene in app.scenes):
            start_lesson(app, game)
    return Button((0, 0, 280, 40), _("Guided first game"), open_it, size=20)
