"""How Nottingham's table is drawn (``TableDrawing``, a mixin of the table):
``draw`` only reads the table and what ``view()`` lets the seat know (N26)."""

import pygame

from game.nottingham import Move

from game.nottingham.data import ACTIONS, CHEST, COLOURS, COPPER, OBJECTS, TASK_VALUES
from game.nottingham.view import HIDDEN

from ..base import GOLD, INK, WIDTH, draw_lines, panel, wrap
from ..base import text as base_text
from sprites.nottingham.ink import SMALLEST, fit_line
from sprites.text import font
from .layout import (
    CARD_SHOWN, HAND_TITLE_Y, HINT_INK, LEFT, LOG_BOTTOM, LOG_TOP, RIGHT_LEFT,
    RIGHT_WIDTH, STAGE, TASKS_RECT, TRACK_CENTRE, TRACK_RADIUS, background, hint_frame,
)
from .pieces import (
    LEGAL, PAWN_COLOURS, card_back, chip, draw_ambush, draw_object_card, draw_track, pawn, task_pattern,
)
from .words import action_name, ambush_name, cards, counted, level_name, object_name, task_cards, task_name, tr


def text(message, size, colour=INK, bold=False, max_width=None):
    """A line of the table's text, never smaller than ``SMALLEST``: a line too
    long for ``max_width`` is cut with an ellipsis instead of shrunk."""
    return base_text(*fit_line(message, size, bold, max_width), colour, bold)


class TableDrawing:
    def object_card(self, surface, obj, rect, **options):
        draw_object_card(surface, obj, rect, **options)

    def ambush_words(self, card):
        """An ambush card in words: its two objects, or whose colour it shows."""
        if card in COLOURS and COLOURS.index(card) < self.state.players:
            return tr("{name}'s colour").format(name=self.names[COLOURS.index(card)])
        return ambush_name(card)

    def ambush_card(self, surface, card, rect, **options):
        """An ambush card: its two objects, or a pawn and whose colour it is."""
        draw_ambush(surface, card, rect, names=self.names, **options)

    def draw(self, surface):
        self.refresh_buttons()
        surface.blit(background(tuple(rect.size for rect in self.seat_rects())), (0, 0))
        private = self.private_seat()
        self.drawn_private = private
        self.log_drawn = len(self.log)
        self.privacy.frame(private)          # a frame for everyone: anyone may have looked (N29)
        view = self.view()
        self.draw_top_bar(surface)
        self.draw_left(surface, view)
        for seat, rect in enumerate(self.seat_rects()):
            self.draw_seat(surface, view, seat, rect, private)
        self.draw_stage(surface, view, private)
        self.draw_tasks(surface, view)
        for button in self.buttons:
            button.highlight = button.move is not None and self.hinted(button.move)
            button.draw(surface)
        self.draw_hand(surface, view, private)
        self.draw_key_frame(surface)
        self.draw_message(surface)
        self.actions.busy = {"hint"} if self.hint_decision is not None else set()
        self.actions.draw(surface, self.clock)

    def draw_top_bar(self, surface):
        surface.blit(text("Nottingham", 22, GOLD, True), (14, 7))
        mine = self.my_turn()
        line = text(self.status(), 19, GOLD if mine else INK, True, WIDTH - 320)
        surface.blit(line, line.get_rect(center=(WIDTH // 2 + 20, 19)))
        self.back_button.label = tr("Back")
        self.back_button.draw(surface)

    def draw_left(self, surface, view):
        title = text(tr("The Sheriff's track"), 18, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(LEFT.centerx, LEFT.top + 6)))
        draw_track(surface, TRACK_CENTRE, TRACK_RADIUS, self.sheriff_shown, view.sheriff, spaces=False)
        limit = text(str(view.limit), 44, GOLD, True)
        surface.blit(limit, limit.get_rect(center=(TRACK_CENTRE[0], TRACK_CENTRE[1] - 4)))
        caption = text(tr("hand limit"), 15, INK, True)
        surface.blit(caption, caption.get_rect(center=(TRACK_CENTRE[0], TRACK_CENTRE[1] + 26)))
        y = TRACK_CENTRE[1] + TRACK_RADIUS + 30
        lines = [tr("Deck: {cards}").format(cards=cards(view.deck_size)),
                 tr("Discard pile: {cards}").format(cards=cards(sum(view.discard))),
                 tr("Ambush deck: {cards}").format(cards=cards(view.ambush_deck_size))]
        for line in lines:
            surface.blit(text(line, 16, INK, False, LEFT.width - 24), (LEFT.left + 12, y))
            y += 20
        y += 6
        surface.blit(text(tr("What happened"), 17, GOLD, True), (LEFT.left + 12, y))
        y += 22
        self.draw_log(surface, pygame.Rect(LEFT.left + 4, LOG_TOP, LEFT.width - 8, LOG_BOTTOM - LOG_TOP))

    def draw_log(self, surface, rect):
        """The newest lines at the bottom of ``rect``, older ones above as space allows."""
        y = rect.bottom - 8
        for age, line in enumerate(reversed(self.log)):
            parts = wrap(line, SMALLEST, rect.width - 32)
            y -= 21 * len(parts)
            if y < rect.top + 6:
                break
            for k, part in enumerate(parts):
                image = text(part, SMALLEST, INK if age == 0 else (200, 196, 184))
                surface.blit(image, (rect.left + 10 + (12 if k else 0), y + k * 21))

    def draw_seat(self, surface, view, seat, rect, private):
        deciding = view.turn == seat and not view.finished
        if deciding:
            pygame.draw.rect(surface, GOLD, rect, 4, border_radius=12)
        colour = PAWN_COLOURS[COLOURS[seat]]
        pawn(surface, (rect.left + 16, rect.top + 18), colour, 24)
        ink = GOLD if deciding else INK
        surface.blit(text(self.names[seat], 17, ink, True, rect.width - 38), (rect.left + 32, rect.top + 6))
        level = self.seats[seat]
        who = tr("person") if level is None else tr("computer, {level}").format(level=level_name(level))
        if font(SMALLEST).size(who)[0] > rect.width - 38 and level is not None:
            who = level_name(level)                  # a narrow seat: "medium" rather than "computer, me…"
        if seat == view.active and not view.finished:
            who = tr("{who} · turn").format(who=who)
        surface.blit(text(who, 13, (200, 210, 196), False, rect.width - 38), (rect.left + 32, rect.top + 26))
        y = rect.top + 48
        wide = rect.width >= 200
        card_back(surface, pygame.Rect(rect.left + 8, y, 16, 22))
        hand = view.hand_sizes[seat]
        label = tr("hand {n}").format(n=hand) if wide else str(hand)
        surface.blit(text(label, 15, INK, True), (rect.left + 28, y + 2))
        ambush_x = rect.left + rect.width // 2 + 4
        pygame.draw.rect(surface, (70, 44, 30), (ambush_x, y, 16, 22), border_radius=3)
        pygame.draw.rect(surface, GOLD, (ambush_x, y, 16, 22), 1, border_radius=3)
        ambushes = view.ambush_counts[seat]
        label = tr("ambush {n}").format(n=ambushes) if wide else str(ambushes)
        surface.blit(text(label, 15, INK, True, rect.right - ambush_x - 24), (ambush_x + 20, y + 2))
        y += 28
        pile = sum(view.victory[seat])
        score = text(tr("{points} points").format(points=view.scores[seat]), 16, GOLD, True, rect.width - 16)
        surface.blit(score, (rect.left + 8, y))
        y += 19
        done = [task for task, seats in view.tasks if seat in seats]
        detail = tr("pile {n} · tasks {k}").format(n=pile, k=len(done))
        if font(SMALLEST).size(detail)[0] <= rect.width - 16:
            surface.blit(text(detail, 13, INK, False), (rect.left + 8, y))
        else:                         # a narrow seat: the pile and the tasks as pictures with their counts
            pygame.draw.rect(surface, (236, 226, 200), (rect.left + 8, y + 1, 13, 17), border_radius=2)
            pygame.draw.rect(surface, GOLD, (rect.left + 8, y + 1, 13, 17), 1, border_radius=2)
            surface.blit(text(str(pile), 16, INK, True), (rect.left + 26, y))
            x = rect.left + rect.width // 2 + 4
            pawn(surface, (x + 7, y + 10), (30, 30, 34), 14)
            surface.blit(text(str(len(done)), 16, INK, True), (x + 20, y))
        y += 19
        self.draw_offer(surface, view, seat, pygame.Rect(rect.left + 6, y, rect.width - 12, rect.bottom - y - 4),
                        private)

    def draw_offer(self, surface, view, seat, rect, private):
        """A seat's offer while offers are made or chosen: face down until all are made (N10)."""
        if view.phase not in ("offer", "accept") or seat == view.active:
            if view.phase == "defend" and seat == view.target:
                surface.blit(text(tr("attacked"), 14, (255, 170, 150), True, rect.width), rect.topleft)
            elif view.phase == "take" and seat == view.target:
                surface.blit(text(tr("gives a card"), 14, (255, 170, 150), True, rect.width), rect.topleft)
            return
        offer = view.offers[seat]
        if offer is None:
            label = tr("deciding…") if view.turn == seat else tr("to offer")
            surface.blit(text(label, 14, (200, 210, 196), False, rect.width), rect.topleft)
            return
        if offer == ():
            surface.blit(text(tr("nothing to offer"), 14, (200, 210, 196), False, rect.width), rect.topleft)
            return
        face_down = offer == HIDDEN or (view.phase == "offer" and view.card == COPPER and seat != private)
        if face_down:
            card_back(surface, pygame.Rect(rect.left, rect.top, 28, rect.height))
            surface.blit(text(tr("offer face down"), 13, INK, False, rect.width - 34), (rect.left + 34, rect.top + 4))
            return
        width = min(72, (rect.width - 4 * (len(offer) - 1)) // max(1, len(offer)))
        for k, obj in enumerate(offer):
            chip(surface, obj, pygame.Rect(rect.left + k * (width + 4), rect.top, width, rect.height))

    def draw_stage(self, surface, view, private):
        state = self.state
        names = self.names
        if view.card is not None:
            self.object_card(surface, view.card, CARD_SHOWN)
            caption = tr("drawn by {name}").format(name=names[view.active])
            image = text(caption, 14, INK, False, CARD_SHOWN.width + 20)
            surface.blit(image, image.get_rect(midtop=(CARD_SHOWN.centerx, CARD_SHOWN.bottom + 6)))
        elif view.cash is not None:
            obj, count = view.cash
            self.object_card(surface, obj, CARD_SHOWN, count=count)
            caption = tr("cashed by {name}").format(name=names[view.active])
            image = text(caption, 14, INK, False, CARD_SHOWN.width + 20)
            surface.blit(image, image.get_rect(midtop=(CARD_SHOWN.centerx, CARD_SHOWN.bottom + 6)))
        area = pygame.Rect(STAGE.left + 150, STAGE.top + 10, STAGE.width - 160, STAGE.height - 20)
        phase = view.phase
        title = ""
        if phase == "choose":
            title = tr("{name} drew {object}: keep it, or act ({action}).").format(
                name=names[view.active], object=object_name(view.card), action=action_name(ACTIONS[view.card]))
        elif phase == "defend":
            title = tr("{name} attacks {target} ({action}); {target} may defend with a necklace.").format(
                name=names[view.active], target=names[view.target], action=action_name(ACTIONS[view.card]))
        elif phase == "take":
            rects = self.take_rects()
            if rects:
                title = tr("{name} takes one card of {target}'s hand:").format(
                    name=names[view.active], target=names[view.target])
                counts = view.shown[1]
                for obj, rect in rects.items():
                    outline = LEGAL if self.my_turn() and rect.collidepoint(self.mouse) else None
                    self.object_card(surface, obj, rect, count=counts[obj], outline=outline)
                    if self.hinted(Move("take", OBJECTS[obj])):
                        hint_frame(surface, rect)
            else:
                title = tr("{name} looks at {target}'s hand and takes one card.").format(
                    name=names[view.active], target=names[view.target])
        elif phase == "ambush":
            rects = self.peek_rects()
            if rects:
                title = tr("Keep one of these ambush cards face down (not your own colour):")
                own = COLOURS[view.active]
                for card, rect in rects.items():
                    hover = rect.collidepoint(self.mouse) and card != own
                    self.ambush_card(surface, card, rect, outline=LEGAL if hover else None, dim=card == own)
                    if self.hinted(Move("ambush", card)):
                        hint_frame(surface, rect)
            else:
                title = tr("{name} looks at the two top ambush cards and keeps one.").format(name=names[view.active])
        elif phase in ("offer", "accept"):
            if view.card == COPPER:
                title = tr("Offers for {name}'s copper (face down until all are made):").format(name=names[view.active])
            else:
                title = tr("Offers for {name}'s chest (1 or 2 cards, face up):").format(name=names[view.active])
            # the list starts below the heading however many lines it takes, and ends
            # above the words on how to answer
            top = area.top + 4 + 22 * len(wrap(title, 18, area.width, True))
            how_lines = len(wrap(self.how(), 16, area.width, True)[:2]) if self.how() else 0
            bottom = STAGE.bottom - 34 - 20 * how_lines
            self.draw_offer_list(surface, view, pygame.Rect(area.left, top, area.width, bottom - top), private)
        elif phase == "cash":
            title = tr("{name} may cash 3 or more equal objects or complete a task, once this turn.").format(
                name=names[view.active])
        elif phase == "spring":
            obj, count = view.cash
            title = tr("{name} cashes {objects}: the others may spring matching ambushes.").format(
                name=names[view.active], objects=counted(obj, count))
        elif phase == "discard":
            title = tr("Deck and discards are empty: hands above {limit} cards are cut down to {limit}.").format(
                limit=view.limit)
        elif phase == "over":
            winners = state.winners()
            title = tr("The game is over. Winner: {names}.").format(names=", ".join(names[s] for s in winners))
        if title:
            draw_lines(surface, title, 18, pygame.Rect(area.left, area.top, area.width, 66), INK, True)
        if self.draw_hint(surface, area):
            return
        how = self.how()
        if how:
            lines = wrap(how, 16, area.width, True)[:2]
            y = STAGE.bottom - 30 - 20 * len(lines)
            for line in lines:
                surface.blit(text(line, 16, GOLD, True, area.width), (area.left, y))
                y += 20
        if self.log:
            latest = text(self.log[-1], 15, (220, 226, 210), False, area.width)
            surface.blit(latest, (area.left, STAGE.bottom - 26))

    def hint_text(self):
        """(first line, second line) of the hint box, or None when there is none."""
        if not self.my_turn():
            return None
        if self.hint_decision is not None:
            return tr("Thinking about a hint…"), ""
        if self.hint is not None:
            _move, what, why = self.hint
            return tr("Hint: {move}").format(move=what), why
        return None

    def draw_hint(self, surface, area):
        """The hint's box at the foot of the stage; True when it was drawn."""
        words = self.hint_text()
        if words is None:
            return False
        box = pygame.Rect(area.left - 8, STAGE.bottom - 51, area.width + 8, 46)
        panel(surface, box, (24, 60, 96, 240), HINT_INK, radius=10)
        first, second = words
        surface.blit(text(first, 17, INK, True, box.width - 20), (box.left + 10, box.top + 2))
        if second:
            surface.blit(text(second, 15, (214, 228, 240), False, box.width - 20), (box.left + 10, box.top + 24))
        return True

    def draw_offer_list(self, surface, view, rect, private):
        others = [(view.active + k) % view.players for k in range(1, view.players)]
        row = min(24, rect.height // max(1, len(others)))
        for k, seat in enumerate(others):
            y = rect.top + k * row
            surface.blit(text(self.names[seat], 15, INK, True, 150), (rect.left, y + 2))
            self.draw_offer(surface, view, seat, pygame.Rect(rect.left + 160, y, 260, row - 3), private)

    def draw_tasks(self, surface, view):
        title = text(tr("Tasks (first / second)"), 17, GOLD, True, TASKS_RECT.width - 16)
        surface.blit(title, (TASKS_RECT.left + 10, TASKS_RECT.top + 7))
        done = dict(view.tasks)
        mine = self.my_turn() and self.state.phase == "cash"
        available = {m.arg[0] for m in self.legal() if m.kind == "task"} if mine else set()
        for task, rect in self.task_rects().items():
            if task in available:
                panel(surface, rect, (40, 96, 52, 230), LEGAL, 8)
            one, two = TASK_VALUES[task]
            surface.blit(text(task_name(task), 15, GOLD, True, 140), (rect.left + 6, rect.top + 1))
            x = rect.right - 8                       # the two sides of the card: one pawn, two pawns
            for pawns, value in ((2, two), (1, one)):
                number = text(str(value), 15, INK, True)
                x -= number.get_width()
                surface.blit(number, (x, rect.top + 1))
                x -= 4 + 9 * pawns
                for k in range(pawns):
                    pawn(surface, (x + 4 + 9 * k, rect.top + 12), (30, 30, 34), 13)
                x -= 8
            pattern = pygame.Rect(rect.left + 6, rect.top + 20, 120, 12)
            task_pattern(surface, task, pattern, 0)
            x = rect.left + 8
            seats = done[task]
            if not seats:
                x += text(tr("open"), 12).get_width() + 10
                surface.blit(text(tr("open"), 12, (170, 190, 170), False), (rect.left + 8, rect.top + 30))
            for seat in seats:
                pawn(surface, (x + 6, rect.top + 39), PAWN_COLOURS[COLOURS[seat]], 14)
                label = text(self.names[seat], 12, INK, False, 44)
                surface.blit(label, (x + 14, rect.top + 30))
                x += 24 + label.get_width()
            left = max(x, rect.left + 128)               # what the task asks, beside who has done it
            surface.blit(text(task_cards(task), 11, (210, 216, 200), False, rect.right - left - 4),
                         (left, rect.top + 30))

    def draw_hand(self, surface, view, private):
        rects = self.hand_rects()
        if private is None:
            title = tr("The objects: value to cash, action when drawn (hands stay hidden)")
            surface.blit(text(title, 16, GOLD, True, RIGHT_WIDTH), (RIGHT_LEFT + 20, HAND_TITLE_Y))
            for obj, rect in enumerate(rects):
                self.object_card(surface, obj, rect)
            return
        hand = view.hand
        title = tr("{name}'s hand: {cards}").format(name=self.names[private], cards=cards(sum(hand)))
        surface.blit(text(title, 17, GOLD, True, 420), (RIGHT_LEFT + 20, HAND_TITLE_Y))
        if view.ambushes:
            mine = tr("Your ambush cards: {cards}").format(cards=", ".join(self.ambush_words(a) for a in view.ambushes))
            image = text(mine, 15, INK, True, 520)
            surface.blit(image, image.get_rect(topright=(RIGHT_LEFT + RIGHT_WIDTH - 10, HAND_TITLE_Y + 2)))
        mine = self.my_turn()
        phase = self.state.phase
        for obj, rect in enumerate(rects):
            outline = None
            if self.picked[obj]:
                outline = GOLD
            elif mine and hand[obj] and rect.collidepoint(self.mouse) and phase in ("offer", "cash", "discard") \
                    and not (phase == "offer" and obj == (COPPER if self.state.card == COPPER else CHEST)):
                outline = LEGAL
            elif mine and phase == "cash" and hand[obj] >= 3 and not any(self.picked):
                outline = LEGAL
            banned = mine and phase == "offer" and obj == (COPPER if self.state.card == COPPER else CHEST)
            self.object_card(surface, obj, rect, count=hand[obj], dim=not hand[obj] or banned, outline=outline)
            if phase == "discard" and self.hinted(Move("discard", OBJECTS[obj])):
                hint_frame(surface, rect)
            if self.picked[obj]:
                label = (tr("chosen ×{n}").format(n=self.picked[obj]) if phase == "offer" else tr("chosen"))
                tag = text(label, 15, (40, 28, 8), True)
                box = tag.get_rect(center=(rect.centerx, rect.bottom - 44)).inflate(12, 4)
                pygame.draw.rect(surface, GOLD, box, border_radius=8)
                surface.blit(tag, tag.get_rect(center=box.center))

    def draw_message(self, surface):
        if self.message_time <= 0 or not self.message:
            return
        image = text(self.message, 18, INK, True, STAGE.width - 40)
        box = image.get_rect(center=(STAGE.centerx, STAGE.bottom - 46)).inflate(28, 16)
        panel(surface, box, (110, 24, 24, 240), GOLD, radius=10)
        surface.blit(image, image.get_rect(center=box.center))
