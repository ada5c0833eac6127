"""The table of Kings & Creatures: the open row, every player's cards with the
number each shows, the stacks, and the final scoring by card type.

The scene holds the GameState but draws only what ``state.view(seat)`` shows
(K21: everything taken is open, the stacks are face down). A person takes a
card by clicking it in the row when they show the lowest number (K8);
computer players think in slices (``Decision``) between frames.

Keys: Esc goes back; 1–9 take the row's card in that place.
"""

import pygame

from game.common.players import Decision
from game.kings import GameState, Take
from game.kings.cards import CROWNS, HEROES, KING_RULES, NEEDS, POINTS, SPECIES_OF, TYPE
from game.kings.players import make_player
from game.kings.scoring import PARTS
from game.kings.state import ROUNDS

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, KeyFocus, Scene, panel, text, veil
from .words import colour_name, level_name, part_name, plural_type, species_name, tr, type_name

THINK_SLICE = 0.004
FELT = (22, 60, 42)
TYPE_COLOURS = {
    "castle": (120, 120, 128), "treasure": (214, 172, 40), "hero": (178, 48, 44),
    "creature": (52, 140, 70), "king": (48, 92, 170), "legend": (120, 62, 150),
}
KING_INKS = {"red": (178, 48, 44), "yellow": (214, 172, 40), "green": (52, 140, 70),
             "purple": (120, 62, 150), "blue": (48, 92, 170)}
CARD_W, CARD_H, CARD_GAP = 118, 164, 10
ROW_TOP = 262
HUMAN = "human"


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
        needs = ", ".join(f"{count} {plural_type(need)}" for need, count in NEEDS[card])
        return [tr("{n} honour").format(n=POINTS[card]), needs]
    return []


def draw_card(surface, card, rect, highlight=None):
    kind = TYPE[card]
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 4), border_radius=10)
    pygame.draw.rect(surface, (248, 242, 226), rect, border_radius=10)
    band = pygame.Rect(rect.left, rect.top, rect.width, 34)
    pygame.draw.rect(surface, TYPE_COLOURS[kind], band, border_top_left_radius=10, border_top_right_radius=10)
    number = text(str(card), 26, INK, True)
    surface.blit(number, number.get_rect(topright=(rect.right - 8, rect.top + 3)))
    surface.blit(text(type_name(kind), 16, INK, True, rect.width - 50), (rect.left + 8, rect.top + 9))
    y = rect.top + 46
    for line in card_lines(card):
        image = text(line, 16, (40, 34, 28), False, rect.width - 12)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
        y += 22
    if kind == "king" and rect.height > 140:
        pygame.draw.circle(surface, KING_INKS[KING_RULES[card]], (rect.centerx, rect.bottom - 30), 14)
    if highlight:
        pygame.draw.rect(surface, highlight, rect.inflate(8, 8), 4, border_radius=12)


def chip(surface, card, pos, size=(34, 26)):
    rect = pygame.Rect(pos, size)
    pygame.draw.rect(surface, TYPE_COLOURS[TYPE[card]], rect, border_radius=5)
    label = text(str(card), 15, INK, True)
    surface.blit(label, label.get_rect(center=rect.center))
    return rect


class KingsTable(Scene):
    """A whole game. ``seats``: for each seat "human" or a computer level."""

    def __init__(self, app, seats, names=None, seed=0, first_player=None, state=None):
        super().__init__(app)
        self.seats = list(seats)
        self.seed = seed
        self.first_player = first_player
        players = len(self.seats)
        if names is None:
            names = [tr("Player {n}").format(n=i + 1) if level == HUMAN else tr("Computer {n}").format(n=i + 1)
                     for i, level in enumerate(self.seats)]
        self.state = state or GameState.new(players, seed, names=names, first_player=first_player)
        self.computers = {seat: make_player(level, seed * 10 + seat)
                          for seat, level in enumerate(self.seats) if level != HUMAN}
        humans = [s for s, level in enumerate(self.seats) if level == HUMAN]
        self.viewer = humans[0] if humans else 0
        self.decision = None
        self.waited = 0.0
        self.hover = None
        self.message = ""
        self.ended = False
        self.menu_button = Button((WIDTH - 118, 4, 110, 30), tr("Back"), self.app.pop, size=18)

    # ------------------------------------------------------------ queries
    def view(self):
        return self.state.view(self.viewer)

    def my_turn(self):
        return not self.state.finished and self.seats[self.state.turn] == HUMAN

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

    def seat_rects(self):
        """The seats' panels: the viewer's half at the bottom, the others on top."""
        players = self.state.players
        bottom_count = (players + 1) // 2
        order = [(self.viewer + k) % players for k in range(players)]
        bottom, top = order[:bottom_count], order[bottom_count:][::-1]
        rects = {}
        for seats, y, height in ((top, 40, 216), (bottom, 474, 240)):
            if not seats:
                continue
            width = (WIDTH - 20) // len(seats)
            for i, seat in enumerate(seats):
                rects[seat] = pygame.Rect(10 + i * width, y, width - 10, height)
        return rects

    # ------------------------------------------------------------ changes
    def apply(self, move):
        seat = self.state.turn
        events = self.state.apply(move)
        self.decision = None
        self.waited = 0.0
        name = self.state.names[seat]
        parts = [tr("{name} took {card}.").format(name=name, card=move.card)]
        for event in events:
            if event[0] == "leave":
                parts.append(tr("{name} left the round.").format(name=name))
            elif event[0] == "round_end":
                awards = ", ".join(f"{self.state.names[s]} +{p}" for s, p in enumerate(event[2]) if p)
                parts.append(tr("Round {round} over; heroes' honour: {awards}.").format(
                    round=event[1], awards=awards or "—"))
        self.message = " ".join(parts)
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

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.menu_button.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            card = self.card_at(event.pos)
            if card is not None:
                self.take(card)
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            row = self.view().row
            index = event.key - pygame.K_1
            if index < len(row):
                self.take(row[index])

    def update(self, dt):
        state = self.state
        if state.finished or self.seats[state.turn] == HUMAN:
            return
        seat = state.turn
        if self.decision is None:
            self.decision = Decision(self.computers[seat], state.view(seat))
            self.waited = 0.0
        self.waited += dt
        if self.decision.step(THINK_SLICE) and self.waited >= self.app.settings.pause:
            self.apply(self.decision.move)

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        surface.fill(FELT)
        view = self.view()
        self.draw_top_bar(surface, view)
        for seat, rect in self.seat_rects().items():
            self.draw_seat(surface, view, seat, rect)
        mine = self.my_turn()
        for card, rect in zip(view.row, self.row_rects()):
            lifted = rect.move(0, -8) if mine and card == self.hover else rect
            draw_card(surface, card, lifted, GOLD if mine and card == self.hover else None)
        if self.state.finished:
            status = tr("The game is over.")
        elif mine:
            status = tr("{name}: you show the lowest number, take a card from the row.").format(
                name=view.names[view.turn])
        else:
            status = tr("{name} shows the lowest number and takes a card.").format(name=view.names[view.turn])
        line = text(status, 20, GOLD if mine else INK, True, WIDTH - 40)
        surface.blit(line, line.get_rect(midtop=(WIDTH // 2, ROW_TOP + CARD_H + 10)))
        if self.message:
            note = text(self.message, 16, INK, False, WIDTH - 40)
            surface.blit(note, note.get_rect(midtop=(WIDTH // 2, ROW_TOP + CARD_H + 36)))
        self.menu_button.draw(surface)

    def draw_top_bar(self, surface, view):
        title = text(tr("Kings & Creatures — round {round} of {rounds}").format(round=view.round, rounds=ROUNDS),
                     22, GOLD, True)
        surface.blit(title, (12, 8))
        stacks = tr("Round's stack: {n} face down · stacks to come: {k} · set aside: {a}").format(
            n=view.stack_size, k=len(view.stack_sizes), a=view.aside_size)
        surface.blit(text(stacks, 18, INK), (520, 12))

    def draw_seat(self, surface, view, seat, rect):
        acting = view.turn == seat
        panel(surface, rect, (10, 30, 20, 200), GOLD if acting else None, 10)
        cards = view.cards[seat]
        shown = cards[-1]
        draw_card(surface, shown, pygame.Rect(rect.left + 8, rect.top + 8, 86, 120))
        level = self.seats[seat]
        who = view.names[seat] if level == HUMAN else f"{view.names[seat]} ({level_name(level)})"
        surface.blit(text(who, 20, GOLD if acting else INK, True, rect.width - 120), (rect.left + 104, rect.top + 8))
        if view.out(seat) and not view.finished:
            state_line = tr("has left the round")
        elif acting:
            state_line = tr("acts now")
        else:
            state_line = tr("{n} of 3 cards this round").format(n=view.taken[seat])
        surface.blit(text(state_line, 16, INK, False, rect.width - 120), (rect.left + 104, rect.top + 34))
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
        x, y = rect.left + 8, rect.top + 162
        for card in cards[1:]:
            if x + 30 > rect.right:
                x, y = rect.left + 8, y + 26
            chip(surface, card, (x, y), (30, 22))
            x += 33


class KingsScoring(Scene):
    """The final scoring, broken down by card type (K16–K20)."""

    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons = [Button((WIDTH // 2 - 250, HEIGHT - 96, 230, 54), tr("Play again"), self.play_again),
                        Button((WIDTH // 2 + 20, HEIGHT - 96, 230, 54), tr("Close"), self.close)]
        self.focus = KeyFocus(self.buttons)

    def play_again(self):
        table = self.table
        self.app.pop()
        self.app.replace(KingsTable(self.app, table.seats, names=table.state.names, seed=table.seed + 1))

    def close(self):
        self.app.pop()
        self.app.pop()

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
        winner = state.winner
        title = text(tr("Winner: {name}").format(name=state.names[winner]), 40, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
        parts = state.breakdown()
        rows = list(PARTS) + ["total"]
        label_w = 220
        column = (box.width - 40 - label_w) // state.players
        top = box.top + 80
        for seat in range(state.players):
            x = box.left + 20 + label_w + seat * column
            name = text(state.names[seat], 20, GOLD if seat == winner else INK, True, column - 10)
            surface.blit(name, name.get_rect(midtop=(x + column // 2, top)))
        for r, part in enumerate(rows):
            y = top + 44 + r * 56
            line = pygame.Rect(box.left + 20, y - 8, box.width - 40, 48)
            if part == "total":
                panel(surface, line, (255, 255, 255, 36), GOLD, 8)
            surface.blit(text(part_name(part), 20, INK, part == "total"), (box.left + 30, y + 4))
            for seat in range(state.players):
                x = box.left + 20 + label_w + seat * column
                value = text(str(parts[seat][part]), 24, GOLD if seat == winner else INK, part == "total")
                surface.blit(value, value.get_rect(midtop=(x + column // 2, y + 2)))
        for button in self.buttons:
            button.draw(surface)
