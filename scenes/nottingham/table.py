"""The table of Nottingham: a whole game with people and computer players.

Drawn only from ``state.view(seat)`` for the person whose hand is on screen
(RULES.md N26). With several people at one screen a hand shows only while its
owner decides, after a pass screen. Every legal move is a button; computers
think a slice per frame (``Decision``), so the window never freezes.

Keys: Esc goes back.
"""

import pygame

from game.common.players import Decision
from game.nottingham import GameState
from game.nottingham.data import ACTIONS, COLOURS, OBJECTS, TASK_VALUES, TASKS, TRACK, VALUES
from game.nottingham.players import make_player
from scenes.base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, panel, text
from scenes.pass_screen import PassScene
from sprites import felt

from .words import (
    action_name, ambush_name, colour_name, describe, move_label, object_name, phase_prompt,
    task_name, tr,
)

THINK_SLICE = 0.004
COMPUTER_PAUSE = 0.35          # seconds between a computer's moves, so people can follow
OBJECT_COLOURS = {
    "copper": (184, 115, 51), "silver": (192, 192, 200), "gold": (230, 190, 60),
    "pearls": (236, 230, 220), "jewels": (80, 170, 120), "necklace": (200, 90, 150),
    "chest": (130, 90, 50),
}
PAWN_COLOURS = {
    "red": (210, 50, 50), "purple": (140, 70, 170), "yellow": (240, 210, 50), "blue": (60, 110, 220),
    "white": (240, 240, 240), "green": (60, 170, 80), "grey": (140, 140, 140),
}
RED_BANNER = (190, 40, 40)
ORANGE_BANNER = (230, 140, 40)
BUTTONS_PER_PAGE = 12


class NottinghamTable(Scene):
    """``seats``: a list of (name, level) where level None is a person at this screen."""

    def __init__(self, app, seats, seed=0, state=None, computer_pause=COMPUTER_PAUSE):
        super().__init__(app)
        self.computer_pause = computer_pause
        self.names = [name for name, _ in seats]
        self.levels = [level for _, level in seats]
        self.state = state or GameState.new(len(seats), seed, names=self.names)
        self.computers = {s: make_player(level, seed * 10 + s)
                          for s, level in enumerate(self.levels) if level is not None}
        self.humans = [s for s, level in enumerate(self.levels) if level is None]
        self.several = len(self.humans) > 1
        self.viewer = self.humans[0] if self.humans else 0
        self.log = []
        self.decision = None
        self.pause = 0.0
        self.page = 0
        self.buttons = []
        self.back = Button((WIDTH - 150, HEIGHT - 56, 130, 44), tr("Leave"), app.pop, size=20)
        self.revealed = not self.several       # several people: the hand waits for the pass screen
        self.pass_to = None                    # a person to pass the screen to, next frame
        self.refresh()

    # ------------------------------------------------------------- the game
    def refresh(self):
        """After every move: whose hand shows, and the buttons of the seat to act."""
        state = self.state
        self.buttons = []
        self.page = 0
        turn = state.turn
        if turn is not None and turn in self.humans:
            if turn != self.viewer or (self.several and not self.revealed):
                self.viewer = turn
                if self.several:
                    self.revealed = True
                    self.pass_to = self.names[turn]
            self.make_buttons()
        elif self.several:
            self.revealed = False

    def make_buttons(self):
        moves = self.state.legal_moves()
        page = moves[self.page * BUTTONS_PER_PAGE:(self.page + 1) * BUTTONS_PER_PAGE]
        self.buttons = []
        x, y = 890, 250
        for k, move in enumerate(page):
            rect = (x + (k % 2) * 190, y + (k // 2) * 46, 182, 40)
            self.buttons.append(Button(rect, move_label(move, self.state),
                                       lambda m=move: self.play(m), size=16))
        if len(moves) > BUTTONS_PER_PAGE:
            self.buttons.append(Button((x, y + 6 * 46 + 4, 372, 36), tr("More moves…"),
                                       self.next_page, size=16))

    def next_page(self):
        pages = (len(self.state.legal_moves()) + BUTTONS_PER_PAGE - 1) // BUTTONS_PER_PAGE
        self.page = (self.page + 1) % pages
        self.make_buttons()

    def play(self, move):
        events = self.state.apply(move)
        for event in events:
            line = describe(event, self.names)
            if line:
                self.log.append(line)
        self.log = self.log[-9:]
        self.decision = None
        self.pause = self.computer_pause
        self.refresh()

    @property
    def showing_hand(self):
        """One person: always their hand. Several: only the hand of the person
        deciding, once the pass screen has gone."""
        if not self.humans:
            return False
        if not self.several:
            return True
        return (self.revealed and self.pass_to is None and self.app.top is self
                and self.state.turn == self.viewer)

    # ------------------------------------------------------------- scene API
    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.back.handle_event(event)
        if self.pass_to is not None:
            return
        for button in list(self.buttons):
            if button.handle_event(event):
                break

    def update(self, dt):
        if self.pass_to is not None:
            name, self.pass_to = self.pass_to, None
            self.app.push(PassScene(self.app, name))
            return
        state = self.state
        if state.finished or state.turn not in self.computers:
            return
        if self.pause > 0:
            self.pause -= dt
            return
        if self.decision is None:
            self.decision = Decision(self.computers[state.turn], state.view(state.turn))
        if self.decision.step(THINK_SLICE):
            self.play(self.decision.move)

    # ------------------------------------------------------------- drawing
    def draw(self, surface):
        surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
        view = self.state.view(self.viewer)
        self.draw_track(surface, view)
        self.draw_tasks(surface, view)
        self.draw_seats(surface, view)
        self.draw_centre(surface, view)
        if self.showing_hand:
            self.draw_hand(surface, view)
        elif self.humans:
            line = text(tr("The hand is hidden until its owner decides"), 20, INK)
            surface.blit(line, (30, HEIGHT - 120))
        self.draw_log(surface)
        if self.showing_hand:
            for button in self.buttons:
                button.draw(surface)
        self.back.draw(surface)

    def draw_track(self, surface, view):
        panel(surface, pygame.Rect(10, 8, WIDTH - 20, 64))
        step = (WIDTH - 60) / len(TRACK)
        for space, limit in enumerate(TRACK):
            centre = (int(30 + step * space + step / 2 - 10), 40)
            colour = GOLD if space == 0 else (70, 100, 80)
            pygame.draw.circle(surface, colour, centre, 17)
            label = text(tr("N") if space == 0 else str(limit), 16, (20, 20, 20) if space == 0 else INK, True)
            surface.blit(label, label.get_rect(center=centre))
            if space == view.sheriff:
                pygame.draw.circle(surface, (10, 10, 10), centre, 21, 5)
        caption = text(tr("The Sheriff's track: favours to hands of at most the number"), 14, INK)
        surface.blit(caption, (24, 58))

    def draw_tasks(self, surface, view):
        box = pygame.Rect(10, 80, 300, 150)
        panel(surface, box)
        surface.blit(text(tr("Tasks"), 20, GOLD, True), (box.x + 12, box.y + 6))
        for k, (task, seats) in enumerate(view.tasks):
            one, two = TASK_VALUES[task]
            who = ", ".join(view.names[s] for s in seats) or "—"
            line = f"{task_name(task)}  {one}/{two}:  {who}"
            surface.blit(text(line, 15, INK, max_width=box.width - 24), (box.x + 12, box.y + 36 + 27 * k))

    def draw_seats(self, surface, view):
        for seat in range(view.players):
            box = pygame.Rect(320 + (seat % 4) * 140, 80 + (seat // 4) * 78, 134, 72)
            border = GOLD if seat == view.turn else None
            panel(surface, box, border=border, radius=10)
            pygame.draw.circle(surface, PAWN_COLOURS[COLOURS[seat]], (box.x + 14, box.y + 14), 8)
            surface.blit(text(view.names[seat], 16, INK, True, box.width - 34), (box.x + 28, box.y + 5))
            victory = sum(view.victory[seat])
            lines = [tr("hand {n}").format(n=view.hand_sizes[seat]) + "   "
                     + tr("ambush {n}").format(n=view.ambush_counts[seat]),
                     tr("{n} victory cards, {points} points").format(n=victory, points=view.scores[seat])]
            for k, line in enumerate(lines):
                surface.blit(text(line, 13, INK, max_width=box.width - 12), (box.x + 8, box.y + 28 + 18 * k))

    def draw_card(self, surface, rect, name, count=None):
        """An object card: the object and its value above, its action's banner below."""
        rect = pygame.Rect(rect)
        pygame.draw.rect(surface, (248, 242, 226), rect, border_radius=8)
        pygame.draw.rect(surface, OBJECT_COLOURS[name], rect.inflate(-10, -10).move(0, -rect.height // 5)
                         .clip(rect.inflate(-10, -10)), border_radius=6)
        surface.blit(text(object_name(name), 13, (20, 20, 20), True, rect.width - (34 if count else 10)),
                     (rect.x + 6, rect.y + 6))
        value = text(str(VALUES[OBJECTS.index(name)]), 24, (20, 20, 20), True)
        surface.blit(value, value.get_rect(center=(rect.centerx, rect.y + rect.height // 2 - 6)))
        action = ACTIONS[OBJECTS.index(name)]
        banner = RED_BANNER if action in ("smuggle", "steal", "rob") else ORANGE_BANNER
        strip = pygame.Rect(rect.x + 4, rect.bottom - 28, rect.width - 8, 24)
        pygame.draw.rect(surface, banner, strip, border_radius=5)
        label = text(action_name(action), 14, INK, True, strip.width - 6)
        surface.blit(label, label.get_rect(center=strip.center))
        if count:
            badge = (rect.right - 12, rect.y + 12)
            pygame.draw.circle(surface, (20, 20, 20), badge, 14)
            number = text(f"×{count}", 14, GOLD, True)
            surface.blit(number, number.get_rect(center=badge))

    def draw_centre(self, surface, view):
        box = pygame.Rect(320, 245, 560, 230)
        panel(surface, box)
        who = view.names[view.turn] if view.turn is not None else ""
        title = phase_prompt(view.phase)
        if view.turn is not None:
            title = tr("{player}: {prompt}").format(player=who, prompt=title)
        surface.blit(text(title, 20, GOLD, True, box.width - 24), (box.x + 12, box.y + 8))
        if view.card is not None:
            self.draw_card(surface, (box.x + 12, box.y + 44, 100, 140), OBJECTS[view.card])
        x = box.x + 130
        y = box.y + 44
        for seat, offer in enumerate(view.offers):
            if offer is None:
                continue
            if offer == "hidden":
                line = tr("{player}: an offer face down").format(player=view.names[seat])
            elif not offer:
                line = tr("{player}: nothing to offer").format(player=view.names[seat])
            else:
                cards = " + ".join(object_name(OBJECTS[i]) for i in offer)
                line = tr("{player} offers {cards}").format(player=view.names[seat], cards=cards)
            surface.blit(text(line, 16, INK, max_width=box.width - 150), (x, y))
            y += 22
        if view.shown is not None:
            seat, counts = view.shown
            cards = ", ".join(f"{n} × {object_name(OBJECTS[i])}" for i, n in enumerate(counts) if n)
            line = tr("{player}'s hand: {cards}").format(player=view.names[seat], cards=cards)
            surface.blit(text(line, 16, INK, max_width=box.width - 150), (x, y))
            y += 22
        if view.peek:
            line = tr("Ambush cards: {cards}").format(cards=", ".join(ambush_name(c) for c in view.peek))
            surface.blit(text(line, 16, INK, max_width=box.width - 150), (x, y))
            y += 22
        if view.cash is not None:
            line = tr("Being cashed: {count} × {object}").format(
                count=view.cash[1], object=object_name(OBJECTS[view.cash[0]]))
            surface.blit(text(line, 16, INK, max_width=box.width - 150), (x, y))
            y += 22
        info = tr("Deck {deck} · discards {discard} · ambush deck {ambush}").format(
            deck=view.deck_size, discard=sum(view.discard), ambush=view.ambush_deck_size)
        surface.blit(text(info, 14, INK), (box.x + 12, box.bottom - 24))
        if view.finished:
            winners = self.state.winners()
            line = tr("Winner: {names}").format(names=", ".join(view.names[s] for s in winners))
            surface.blit(text(line, 28, GOLD, True, box.width - 150), (x, box.y + 120))

    def draw_hand(self, surface, view):
        box = pygame.Rect(10, 485, 860, 225)
        panel(surface, box)
        mine = tr("{player}'s hand").format(player=view.names[view.seat])
        colour = colour_name(COLOURS[view.seat])
        surface.blit(text(f"{mine} ({colour})", 18, GOLD, True), (box.x + 12, box.y + 6))
        x = box.x + 12
        for i, count in enumerate(view.hand):
            if count:
                self.draw_card(surface, (x, box.y + 34, 100, 140), OBJECTS[i], count)
                x += 108
        if view.ambushes:
            line = tr("Your ambushes: {cards}").format(cards=", ".join(ambush_name(c) for c in view.ambushes))
            surface.blit(text(line, 15, INK, max_width=box.width - 24), (box.x + 12, box.bottom - 24))

    def draw_log(self, surface):
        box = pygame.Rect(890, 80, 380, 160)
        panel(surface, box)
        for k, line in enumerate(self.log[-7:]):
            surface.blit(text(line, 14, INK, max_width=box.width - 20), (box.x + 10, box.y + 8 + 21 * k))
