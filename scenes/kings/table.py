"""The table of Kings & Creatures: the open row, every player's cards with the
number each shows, the stacks, and the final scoring by card type.

The game lives in a ``GameSession`` (app/session.py): its record, the
autosave after every move, undo, the log in words (``story.describe``) and
the statistics at the end. The scene draws only what ``state.view(seat)``
shows (K21: everything taken is open, the stacks are face down). A person
takes a card by clicking it in the row when they show the lowest number (K8);
computer players, and the hint, think in slices (``Decision``) between frames.

Keys: 1–9 take the row's card in that place, Enter takes the hinted card,
U (or Ctrl+Z) undoes, H hints, L shows the whole log, Esc leaves the table
(F1, the rules of Kings & Creatures, is the app's).
"""

import pygame

from app import saves
from app.session import GameSession
from app.words import player_names
from game.common.players import Decision
from game.kings import Take
from game.kings.players import make_player
from game.kings.cards import CROWNS, HEROES, KING_RULES, POINTS, SPECIES_OF, TYPE
from game.kings.scoring import PARTS
from game.kings.state import ROUNDS

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, panel, text, veil, wrap
from ..confirm import ConfirmScene
from ..session_table import SessionEnd, SessionTable
from .story import describe, hint_reason, needs_words
from .words import colour_name, level_name, part_name, species_name, tr, type_name

HINT_SLICE = 0.012       # seconds of the hint's thinking per frame
FELT = (22, 60, 42)
TYPE_COLOURS = {
    "castle": (120, 120, 128), "treasure": (214, 172, 40), "hero": (178, 48, 44),
    "creature": (52, 140, 70), "king": (48, 92, 170), "legend": (120, 62, 150),
}
KING_INKS = {"red": (178, 48, 44), "yellow": (214, 172, 40), "green": (52, 140, 70),
             "purple": (120, 62, 150), "blue": (48, 92, 170)}
HINT_INK = (120, 210, 255)
CARD_W, CARD_H, CARD_GAP = 118, 150, 10
TOP_SEATS = (40, 212)            # top and height of the upper seats' panels
ROW_TOP = 258
STATUS_TOP = ROW_TOP + CARD_H + 6
MESSAGE_TOP = STATUS_TOP + 26
BOTTOM_SEATS = (476, 238)
TEXT_WIDTH = 1000                # the status and message lines, left of the action bar
TEXT_CENTRE = 10 + TEXT_WIDTH // 2
ACTION_BAR = pygame.Rect(WIDTH - 240, STATUS_TOP, 230, 50)
HUMAN = "human"
SCORING_LABEL = 220              # the final scoring's column of part names


def card_lines(card):
    """What a card's face says below its type, in the player's language."""
    kind = TYPE[card]
    if kind == "treasure":
        return [tr("{n} honour").format(n=POINTS[card])]
    if kind == "hero":
        return [tr("{n} heroes").format(n=HEROES[card]) if HEROES[card] > 1 else tr("1 hero")]
    if kind == "creature":
        return [species_name(SPECIES_OF[card])]
    if kind == "king":
        left, right = CROWNS[card]
        return [tr("rules {colour}").format(colour=colour_name(KING_RULES[card])),
                tr("crowns {left} | {right}").format(left=left, right=right)]
    if kind == "legend":
        return [tr("{n} honour").format(n=POINTS[card])] + needs_words(card).split(", ")
    return []


def draw_card(surface, card, rect, highlight=None):
    """A card's face. A small card (a seat's shown card) names its type under
    the band, where the words have room, and shows as many lines as fit."""
    kind = TYPE[card]
    small = rect.width < 100
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 4), border_radius=10)
    pygame.draw.rect(surface, (248, 242, 226), rect, border_radius=10)
    band = pygame.Rect(rect.left, rect.top, rect.width, 34)
    pygame.draw.rect(surface, TYPE_COLOURS[kind], band, border_top_left_radius=10, border_top_right_radius=10)
    number = text(str(card), 26, INK, True)
    surface.blit(number, number.get_rect(topright=(rect.right - 8, rect.top + 3)))
    lines = card_lines(card)
    if small:
        lines = [type_name(kind)] + lines
    else:
        surface.blit(text(type_name(kind), 16, INK, True, rect.width - number.get_width() - 22),
                     (rect.left + 8, rect.top + 9))
    y, step = rect.top + (40 if small else 46), 18 if small else 22
    for k, line in enumerate(lines):
        if y + step > rect.bottom - 4:
            break
        bold = small and k == 0
        size = 16 if k < 2 or kind != "legend" else 14
        image = text(line, size, (40, 34, 28), bold, rect.width - 12)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
        y += step if size == 16 else step - 3
    if kind == "king" and rect.height > 140:
        pygame.draw.circle(surface, KING_INKS[KING_RULES[card]], (rect.centerx, rect.bottom - 24), 12)
    if highlight:
        pygame.draw.rect(surface, highlight, rect.inflate(8, 8), 4, border_radius=12)


def chip(surface, card, pos, size=(34, 26)):
    rect = pygame.Rect(pos, size)
    pygame.draw.rect(surface, TYPE_COLOURS[TYPE[card]], rect, border_radius=5)
    label = text(str(card), 15, INK, True)
    surface.blit(label, label.get_rect(center=rect.center))
    return rect


def session_seats(seats, seed):
    """The table's seats as the session and the autosave keep them: the first
    person is "you", any other person at the screen a "person", a computer its
    level with the seed ``seed * 10 + seat``."""
    result, people = [], 0
    for seat, level in enumerate(seats):
        if level == HUMAN:
            result.append(saves.YOU if people == 0 else saves.PERSON)
            people += 1
        else:
            result.append(saves.computer(level, seed * 10 + seat))
    return result


def resumed_table(app, saved):
    """The table of an autosaved game, exactly where it stood ("Continue")."""
    session = GameSession(saved, autosave=app.persist, describe=describe)
    seats = [HUMAN if seat.person else seat.level for seat in saved.seats]
    return KingsTable(app, seats, seed=saved.record.start.seed, session=session)


class KingsTable(SessionTable, Scene):
    """A whole game. ``seats``: for each seat "human" or a computer level."""

    def __init__(self, app, seats, names=None, seed=0, first_player=None, session=None):
        super().__init__(app)
        self.seats = list(seats)
        self.seed = seed
        if session is None:
            if names is None:
                names = [f"Player {i + 1}" if level == HUMAN else tr("Computer {n}").format(n=i + 1)
                         for i, level in enumerate(self.seats)]
            session = GameSession.new(session_seats(self.seats, seed), list(names), seed,
                                      first_player=first_player, game="kings", autosave=app.persist,
                                      describe=describe)
        self.session = session
        self.state = session.state
        self.computers = {seat: session.computer_player(seat)
                          for seat, level in enumerate(self.seats) if level != HUMAN}
        self.people = [s for s, level in enumerate(self.seats) if level == HUMAN]
        self.viewer = self.people[0] if self.people else 0
        self.several_people = len(self.people) > 1
        self.decision = None
        self.waited = 0.0
        self.hover = None
        self.hint = None              # (card, reason) once the hint is ready
        self.hint_decision = None
        self.notice = ""              # a refusal or a notice, for a few seconds
        self.notice_time = 0.0
        self.lines = self.session.log.lines()
        self.since = max(0, len(self.lines) - 2)     # the log lines shown under the status: since the person's move
        self.clock = 0.0
        self.ended = self.state.finished
        self.menu_button = Button((WIDTH - 118, 4, 110, 30), tr("Back"), self.leave, size=18)
        self.actions = self.session_actions(ACTION_BAR)

    # ------------------------------------------------------------ queries
    def view(self):
        return self.state.view(self.viewer)

    def names(self):
        """The seats' names as the player reads them (default names translated)."""
        return player_names(self.state.names)

    def my_turn(self):
        return not self.state.finished and self.seats[self.state.turn] == HUMAN

    def you(self):
        """The seat spoken to as "you": the one person at the screen, or None."""
        return self.people[0] if len(self.people) == 1 else None

    def row_rects(self):
        row = self.view().row
        width = len(row) * (CARD_W + CARD_GAP) - CARD_GAP
        left = (WIDTH - width) // 2
        return [pygame.Rect(left + i * (CARD_W + CARD_GAP), ROW_TOP, CARD_W, CARD_H) for i in range(len(row))]

    def card_at(self, pos):
        for card, rect in zip(self.view().row, self.row_rects()):
            if rect.collidepoint(pos):
                return card
        return None

    def card_rect(self, card):
        for shown, rect in zip(self.view().row, self.row_rects()):
            if shown == card:
                return rect
        return None

    def seat_rects(self):
        """The seats' panels: the viewer's half at the bottom, the others on top."""
        players = self.state.players
        bottom_count = (players + 1) // 2
        order = [(self.viewer + k) % players for k in range(players)]
        bottom, top = order[:bottom_count], order[bottom_count:][::-1]
        rects = {}
        for seats, (y, height) in ((top, TOP_SEATS), (bottom, BOTTOM_SEATS)):
            if not seats:
                continue
            width = (WIDTH - 20) // len(seats)
            for i, seat in enumerate(seats):
                rects[seat] = pygame.Rect(10 + i * width, y, width - 10, height)
        return rects

    def undo_seat(self):
        """Whose decision undo takes back: with several people at the screen, the
        person to act (or, while a computer acts, the person who moved last), so
        that no one's undo reaches back across another person's move."""
        if not self.several_people:
            return None
        if not self.state.finished and self.seats[self.state.turn] == HUMAN:
            return self.state.turn
        movers = [seat for _move, seat in self.session.record.moves if seat in self.people]
        return movers[-1] if movers else self.people[0]

    def undo_refusal(self):
        refusal = self.session.undo_refusal(self.undo_seat())
        return None if refusal is None else str(refusal)

    def hint_refusals(self):
        """The hint's refusals: thinking, not a person's turn, already shown."""
        return (tr("Thinking about a hint…"), tr("A hint is for a person's turn."),
                tr("The hint is on the table."))

    def status(self):
        view, names = self.view(), self.names()
        if self.state.finished:
            return tr("The game is over.")
        name = names[view.turn]
        if self.my_turn():
            if self.several_people:
                return tr("Your turn, {name}: you show the lowest number, take a card from the row.").format(
                    name=name)
            return tr("Your turn: you show the lowest number, take a card from the row.")
        return tr("{name} shows the lowest number and takes a card.").format(name=name)

    def message(self):
        """(text, kind) of the line under the status: a notice, the hint, or the last move."""
        if self.notice_time > 0 and self.notice:
            return self.notice, "notice"
        if self.hint_decision is not None:
            return tr("Thinking about a hint…"), "hint"
        if self.hint is not None and self.my_turn():
            return tr("Hint: {reason}").format(reason=self.hint[1]), "hint"
        if self.session.save_problem is not None:
            return str(self.session.save_problem), "notice"
        return " ".join(self.lines[self.since:]), "log"

    # ------------------------------------------------------------ changes
    def apply(self, move):
        if self.my_turn():
            self.since = len(self.lines)
        seat = self.state.turn
        events = self.session.apply(move)   # autosaves; statistics at the end
        self.lines = self.session.log.lines()
        for hook in self.app.move_hooks:
            hook(self, seat, move, events)
        self.decision = None
        self.waited = 0.0
        self.hint = None
        self.hint_decision = None
        self.notice_time = 0.0
        self.app.play("click")
        if self.state.finished and not self.ended:
            self.ended = True
            self.app.push(KingsScoring(self.app, self))

    def take(self, card):
        if not self.my_turn():
            return
        move = Take(card)
        if move in self.state.legal_moves():
            self.apply(move)

    def say(self, notice):
        self.notice = notice
        self.notice_time = 4.0

    def undo(self):
        """Back to the asking person's previous choice (``undo_seat``), never across
        another person's move; the computers' pending thoughts are dropped."""
        if not self.session.undo(self.undo_seat()):
            self.say(self.undo_refusal() or "")
            self.app.play("invalid")
            return
        self.state = self.session.state
        self.decision = None
        self.waited = 0.0
        self.hint = self.hint_decision = None
        self.lines = self.session.log.lines()
        self.since = max(0, len(self.lines) - 2)
        self.say(tr("Move taken back."))

    def start_hint(self):
        """H: ask the hard player what it would take here; shown when ready. Its
        seed is fixed, so the same position always gets the same hint."""
        if self.hint_refusal() is None:
            self.hint_player = make_player("hard", seed=0)
            self.hint_decision = Decision(self.hint_player, self.state.view(self.state.turn))
            self.notice_time = 0.0

    def show_hint(self, move):
        view = self.state.view(self.state.turn)
        self.hint = (move.card, hint_reason(view, move.card, self.hint_player.expected))

    def open_log(self):
        from ..log_scene import LogScene
        self.app.push(LogScene(self.app, self.session.log))

    def leave(self):
        """Back to the game's start scene; mid-game, once the player has read that it is saved."""
        if self.state.finished:
            self.app.pop()
            return
        if self.app.persist:
            question = tr("Leave the table? The game is saved: Continue on the start screen picks it up again.")
        else:
            question = tr("Leave the table? This game will be lost.")
        self.app.push(ConfirmScene(self.app, question, tr("Leave"), self.app.pop))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
            return
        if self.menu_button.handle_event(event) or self.actions.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            card = self.card_at(event.pos)
            if card is not None:
                self.take(card)

    def leave_table(self):
        self.leave()

    def hint_key(self):
        if self.hint_refusal() is None:
            self.start_hint()
        else:
            self.say(self.hint_refusal())

    def handle_key(self, event):
        key = event.key
        if self.handle_session_key(event):
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.hint is not None:
                self.take(self.hint[0])
        elif pygame.K_1 <= key <= pygame.K_9:
            row = self.view().row
            index = key - pygame.K_1
            if index < len(row):
                self.take(row[index])

    def update(self, dt):
        self.clock += dt
        self.notice_time = max(0.0, self.notice_time - dt)
        state = self.state
        if self.hint_decision is not None:
            if self.hint_decision.step(HINT_SLICE):
                move = self.hint_decision.move
                self.hint_decision = None
                if self.my_turn() and move in state.legal_moves():
                    self.show_hint(move)
            return
        if state.finished or self.seats[state.turn] == HUMAN:
            return
        self.step_computer(state.turn, dt)

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        surface.fill(FELT)
        view = self.view()
        self.draw_top_bar(surface, view)
        for seat, rect in self.seat_rects().items():
            self.draw_seat(surface, view, seat, rect)
        mine = self.my_turn()
        hinted = self.hint[0] if self.hint is not None and mine else None
        for card, rect in zip(view.row, self.row_rects()):
            lifted = rect.move(0, -8) if mine and card in (self.hover, hinted) else rect
            edge = HINT_INK if card == hinted else GOLD if mine and card == self.hover else None
            draw_card(surface, card, lifted, edge)
        status = text(self.status(), 20, GOLD if mine else INK, True, TEXT_WIDTH)
        surface.blit(status, status.get_rect(midtop=(TEXT_CENTRE, STATUS_TOP)))
        self.draw_message(surface)
        self.actions.busy = {"hint"} if self.hint_decision is not None else set()
        self.actions.draw(surface, self.clock)
        self.menu_button.label = tr("Back")
        self.menu_button.draw(surface)

    def draw_message(self, surface):
        """Two lines at most: a log that does not fit keeps its newest words."""
        message, kind = self.message()
        if not message:
            return
        ink = {"notice": (255, 170, 150), "hint": HINT_INK}.get(kind, INK)
        bold = kind != "log"
        lines = wrap(message, 15, TEXT_WIDTH, bold)
        if len(lines) > 2:
            if kind == "log":
                lines = ["… " + lines[-2], lines[-1]]
            else:
                lines = [lines[0], " ".join(lines[1:])]
        y = MESSAGE_TOP
        for line in lines:
            image = text(line, 15, ink, bold, TEXT_WIDTH)
            surface.blit(image, image.get_rect(midtop=(TEXT_CENTRE, y)))
            y += 17

    def draw_top_bar(self, surface, view):
        title = text(tr("Kings & Creatures — round {round} of {rounds}").format(round=view.round, rounds=ROUNDS),
                     22, GOLD, True, 480)
        surface.blit(title, (12, 8))
        stacks = tr("Round's stack: {n} face down · stacks to come: {k} · set aside: {a}").format(
            n=view.stack_size, k=len(view.stack_sizes), a=view.aside_size)
        surface.blit(text(stacks, 18, INK, False, WIDTH - 640), (510, 12))

    def draw_seat(self, surface, view, seat, rect):
        acting = view.turn == seat
        panel(surface, rect, (10, 30, 20, 200), GOLD if acting else None, 10)
        if acting:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=12)
        cards = view.cards[seat]
        shown = cards[-1]
        draw_card(surface, shown, pygame.Rect(rect.left + 8, rect.top + 8, 86, 120))
        level = self.seats[seat]
        name = self.names()[seat]
        who = name if level == HUMAN else f"{name} ({level_name(level)})"
        surface.blit(text(who, 20, GOLD if acting else INK, True, rect.width - 120), (rect.left + 104, rect.top + 8))
        if view.out(seat) and not view.finished:
            state_line = tr("has left the round")
        elif acting:
            state_line = tr("acts now")
        else:
            state_line = tr("{n} of 3 cards this round").format(n=view.taken[seat])
        surface.blit(text(state_line, 16, GOLD if acting else INK, acting, rect.width - 120),
                     (rect.left + 104, rect.top + 34))
        counts = {}
        for card in cards:
            counts[TYPE[card]] = counts.get(TYPE[card], 0) + 1
        heroes = sum(HEROES[c] for c in cards)
        species = len({SPECIES_OF[c] for c in cards if TYPE[c] == "creature"})
        lines = [
            tr("treasures: {n}").format(n=counts.get("treasure", 0)),
            tr("heroes: {n} on {cards} cards").format(n=heroes, cards=counts.get("hero", 0)),
            tr("creatures: {n} of {species} species").format(n=counts.get("creature", 0), species=species),
            tr("kings: {n} · legends: {legends}").format(n=counts.get("king", 0), legends=counts.get("legend", 0)),
        ]
        y = rect.top + 56
        for line in lines:
            surface.blit(text(line, 15, INK, False, rect.width - 112), (rect.left + 104, y))
            y += 18
        honour = sum(view.honour[seat])
        surface.blit(text(tr("heroes' honour so far: {n}").format(n=honour), 15, GOLD, False, rect.width - 112),
                     (rect.left + 104, y))
        x, y = rect.left + 8, rect.top + 150
        for card in cards[1:]:
            if x + 30 > rect.right:
                x, y = rect.left + 8, y + 26
            chip(surface, card, (x, y), (30, 22))
            x += 33


class KingsScoring(SessionEnd, Scene):
    """The final scoring, broken down by card type (K16–K20)."""

    def __init__(self, app, table):
        super().__init__(app, table)
        self.buttons = [Button((WIDTH // 2 - 250, HEIGHT - 96, 230, 54), tr("Play again"), self.play_again),
                        Button((WIDTH // 2 + 20, HEIGHT - 96, 230, 54), tr("Close"), self.close)]
        self.focus = KeyFocus(self.buttons)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if self.focus.handle_event(event):
            return
        for button in self.buttons:
            button.handle_event(event)

    def draw(self, surface):
        state = self.table.state
        surface.blit(veil(170), (0, 0))
        box = pygame.Rect(80, 30, WIDTH - 160, HEIGHT - 60)
        panel(surface, box, (18, 44, 30, 245), GOLD)
        winners = state.winners()
        names = self.table.names()
        if len(winners) > 1:
            heading = tr("Shared victory: {names}").format(names=", ".join(names[s] for s in winners))
        else:
            heading = tr("Winner: {name}").format(name=names[winners[0]])
        title = text(heading, 40, GOLD, True, box.width - 40)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
        parts = state.breakdown()
        rows = list(PARTS) + ["total"]
        column = (box.width - 40 - SCORING_LABEL) // state.players
        top = box.top + 80
        first = box.left + 20 + SCORING_LABEL
        # The winner's column lit; every other row shaded, so a number reads across six columns.
        for winner in winners:
            panel(surface, pygame.Rect(first + winner * column + 4, top - 6, column - 8, 44 + len(rows) * 56),
                  (240, 196, 70, 40), None, 10)
        for seat in range(state.players):
            x = first + seat * column
            name = text(names[seat], 20, GOLD if seat in winners else INK, True, column - 12)
            surface.blit(name, name.get_rect(midtop=(x + column // 2, top)))
        for r, part in enumerate(rows):
            y = top + 44 + r * 56
            line = pygame.Rect(box.left + 20, y - 8, box.width - 40, 48)
            if part == "total":
                panel(surface, line, (255, 255, 255, 36), GOLD, 8)
            elif r % 2 == 0:
                panel(surface, line, (255, 255, 255, 16), None, 8)
            label = text(part_name(part), 20, INK, part == "total", SCORING_LABEL - 20)
            surface.blit(label, (box.left + 30, y + 4))
            for seat in range(state.players):
                x = first + seat * column
                value = text(str(parts[seat][part]), 24, GOLD if seat in winners else INK, part == "total")
                surface.blit(value, value.get_rect(midtop=(x + column // 2, y + 2)))
        for button in self.buttons:
            button.draw(surface)
