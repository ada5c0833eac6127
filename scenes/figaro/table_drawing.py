"""Figaro's table, its drawing: the castle and the road pieces, each seat's pile
and trick pile, the King, the hand, the status line and the messages, from
what ``Shown`` holds. Mixed into ``TableScene``; drawing changes nothing of
the game.
"""

from functools import lru_cache

import pygame

from app.i18n import _
from app.words import after_colon
from game.figaro import TAKE, Play
from game.figaro.cards import COLOUR, pile_colour, pile_value
from sprites import felt
from sprites.drawing import ink_for
from sprites.figaro import card_back, castle_wall, king_pawn, road_piece, road_token, trick_stack
from sprites.figaro.cards import COLOURS
from sprites.text import font

from ..base import GOLD, INK, draw_lines, panel, shortened, text, wrap
from ..log_panel import draw_log
from .keyboard import SEATS
from .layout import (LEFT_STRIP, PILE_CARD, TOP_BAR, TRICK_CARD, colour_word_centre, hand_area, hand_rects,
                     info_strip, king_rect, message_room, pile_area, pile_slot, portrait,
                     roads_spot, roads_width, seat_rects, table_centre_x, top_bar, total_centre, trick_count_spot,
                     trick_spot)
from .story import describe
from .words import THE_CARDS, colour_name

LEGAL = (110, 230, 120)
REMOVED_LINE = 34        # a portrait strip's line naming the colour out of a three-player game
KEY_CURSOR = (255, 255, 255)     # the seat chosen with the keyboard
PIECE = 26               # a road piece in the castle panel: its number 12 window pixels high at 960x540
SHORT_NUMBER = 36        # room after the pieces for a short piece's number, written beside it


DARK_INK = (40, 28, 8)


def ink_on(fill):
    """Light or dark ink, whichever stands out more on ``fill`` (white on orange
    read at 2.5:1, dark ink at 6:1)."""
    return ink_for(fill, INK, DARK_INK)



@lru_cache(maxsize=64)
def seat_name(name, room):
    """(words, size) of a seat's name in a bar ``room`` pixels wide: a smaller size
    down to 16 (12 window pixels at 960×540), then shortened without an ellipsis."""
    size = next((size for size in (19, 18, 17, 16) if font(size, True).size(name)[0] <= room), 16)
    return shortened(name, lambda words: font(size, True).size(words)[0] <= room), size

class TableDrawing:
    """What Figaro's table draws, frame by frame."""

    def mark(self, group, name, rect):
        self.drawn.append((group, name, pygame.Rect(rect)))

    def draw(self, surface):
        self.drawn = []
        size = surface.get_size()
        if size != self.screen_size or self.rects[self.viewer].center != seat_rects(
                self.state.players, self.viewer, self.hand_card, size)[self.viewer].center:
            self.screen_size = size
            self.relayout()                       # the card size or the window's shape changed
        surface.blit(felt(size), (0, 0))
        self.draw_top_bar(surface)
        self.draw_castle(surface)
        targets = self.targets() if self.dragging or self.held is not None else {}
        explained = self.explained_seat(targets)
        for seat in range(self.state.players):
            self.draw_seat(surface, seat, targets)
        self.draw_king(surface)
        self.draw_hand(surface)
        self.motion.draw(surface, self.draw_flight)
        for flight in self.motion.flights:
            if flight.started:
                self.mark("flying", "card", flight.rect())
        for step in self.queue[:1]:
            if getattr(step, "passes_piles", False):
                # a ronde's piles glide across the seats: the names stay on top
                for seat in range(self.state.players):
                    self.draw_name(surface, seat)
                self.draw_king(surface)
        dragged = None
        if self.dragging and self.held_card():
            dragged = self.face(self.held_card(), self.hand_card).get_rect(center=self.mouse)
        self.draw_controls(surface, targets.get(explained), dragged)
        self.actions.busy = {"hint"} if self.hint_decision is not None else set()
        self.actions.draw(surface, self.clock)
        self.mark(None, "actions", self.actions.rect)
        if dragged is not None:
            surface.blit(self.face(self.held_card(), self.hand_card), dragged)
            self.mark("pointer", "dragged card", dragged)

    def draw_flight(self, surface, card, rect, _face_up):
        """A card on its way (Figaro's are open to everyone), or a back for None."""
        surface.blit(self.face(card, rect.size) if card else card_back(rect.size), rect)

    def status(self):
        shown = self.shown
        names = self.names()
        if self.state.finished and not self.busy:
            return _("The game is over")
        if self.busy:
            return self.step_words() or _("…")
        if shown.turn is None:
            return ""
        if self.my_turn():
            if self.legal_moves() == [TAKE]:
                return _("No card of yours can be played: you must take the cards")
            if self.several_people:
                return _("Your turn, {name}: drag a card onto a pile, or click a card then a seat").format(
                    name=names[self.viewer])
            return _("Your turn: drag a card onto a pile, or click a card then a seat")
        if self.seats[self.state.turn].human:
            return _("Pass the screen to {name}").format(name=names[self.state.turn])
        return _("{name} is thinking…").format(name=names[self.state.turn])

    def step_words(self):
        """What the event being shown is, in words ("Rosina plays blue 2 in front of Ben")."""
        step = self.queue[0]
        event = step.event
        if event[0] == "play" and event[2] == "ronde":
            event = ("ronde", event[1])
        lines = describe([event], self.names(), self.you, self.app.settings.open_information)
        return lines[0] if lines else ""

    def draw_top_bar(self, surface):
        width, height = self.screen_size[0], top_bar(self.screen_size)
        panel(surface, pygame.Rect(0, 0, width, height), (10, 24, 16, 210), radius=0)
        round_label, spot = self.round_label()
        surface.blit(round_label, spot)
        self.mark("top bar", "round", spot)
        if portrait(self.screen_size):
            self.draw_status_lines(surface, self.note_spot())
        else:
            status = text(self.status(), 20, INK, True, 760)
            rect = status.get_rect(center=(table_centre_x(self.screen_size) + 10, 19))
            surface.blit(status, rect)
            self.mark("top bar", "status", rect)
        self.menu_button.label = _("Menu")
        self.menu_button.draw(surface)
        self.mark("top bar", "menu", self.menu_button.rect)
        self.mark(None, "top bar", (0, 0, width, height))

    def round_label(self):
        """The top bar's "Round n of 3" and where it goes."""
        image = text(_("Round {n} of 3").format(n=self.shown.round), 20, GOLD, True, 200)
        return image, image.get_rect(topleft=(14, 8 + (top_bar(self.screen_size) - TOP_BAR) // 2))

    def note_spot(self):
        """The top bar between the round and the Menu button: the status's room, and
        where a note over the finished table may go (the score sheet's)."""
        spot = self.round_label()[1]
        return pygame.Rect(spot.right + 14, 2, self.menu_button.rect.left - 14 - spot.right - 14,
                           top_bar(self.screen_size) - 4)

    def draw_status_lines(self, surface, room):
        """A portrait screen's status: one line, or two smaller ones between the round and the Menu button."""
        status = self.status()
        lines = [status] if text(status, 20, INK, True).get_width() <= room.width else wrap(status, 17, room.width, True)
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        elif len(lines) == 2:           # two lines of about the same length
            narrow = room.width
            while narrow > room.width // 2 and len(wrap(status, 17, narrow - 10, True)) == 2:
                narrow -= 10
            lines = wrap(status, 17, narrow, True)
        images = [text(line, 20 if len(lines) == 1 else 17, INK, True, room.width) for line in lines]
        y = room.centery - sum(image.get_height() for image in images) // 2
        for image in images:
            rect = image.get_rect(midtop=(room.centerx, y))
            surface.blit(image, rect)
            self.mark("top bar", "status", rect)
            y += image.get_height()

    def draw_castle(self, surface):
        if portrait(self.screen_size):
            self.draw_strip(surface)
            return
        strip = pygame.Rect(6, TOP_BAR + 6, LEFT_STRIP - 12, self.actions.rect.top - TOP_BAR - 14)
        self.mark(None, "castle", strip)
        panel(surface, strip, (12, 32, 20, 150))
        surface.blit(castle_wall((200, 110)), (strip.left + 14, strip.top + 6))
        y = strip.top + 124
        surface.blit(text(_("Road pieces"), 18, GOLD, True), (strip.left + 12, y))
        y += 26
        widest = max([sum(g) for g in self.initial_pool] + [1])    # all [] once the game is over
        unit = (strip.width - 24 - 4 * (self.state.players - 2) - SHORT_NUMBER) / widest
        for r, group in enumerate(self.shown.pool):
            current = r + 1 == self.shown.round
            colour = GOLD if current else INK
            surface.blit(text(_("Round {n}").format(n=r + 1), 16, colour, current), (strip.left + 12, y))
            y += 20
            x = strip.left + 12
            if not group:
                surface.blit(text(_("awarded"), 16, (170, 180, 170)), (x, y))
            for length in group:
                piece = road_piece(length, unit, PIECE)
                surface.blit(piece, (x, y))
                x += piece.get_width() + 4
            y += PIECE + 8
        if self.state.removed:
            y = draw_lines(surface, self.removed_words(), 16, pygame.Rect(strip.left + 12, y, strip.width - 24, 60),
                           (200, 210, 200), True)
        y += 6
        surface.blit(text(_("Last moves"), 18, GOLD, True), (strip.left + 12, y))
        y += 24
        draw_log(surface, pygame.Rect(strip.left + 4, y, strip.width - 8, strip.bottom - y - 4),
                 self.session.log.lines(), size=16)

    def removed_words(self):
        """Three players: the colour out of the game, in words (None otherwise)."""
        if not self.state.removed:
            return None
        colour = COLOUR[next(card for card in self.state.removed if COLOUR[card])]
        return _("Three players: the {colour} cards are out of the game.").format(colour=colour_name(colour, THE_CARDS))

    def draw_strip(self, surface):
        """A portrait screen's castle strip across the top: the castle, a line of
        road pieces per round and the last moves (the colour out of a three-player
        game on a line under them)."""
        strip = info_strip(self.state.players, self.hand_card, self.screen_size)
        self.mark(None, "castle", strip)
        panel(surface, strip, (12, 32, 20, 150))
        removed = self.removed_words()
        bottom = strip.bottom - (REMOVED_LINE if removed else 0)
        headed = bottom - strip.top >= 88            # room for the headings over the roads and the log
        rounds = [r for r in range(3) if bottom - strip.top >= 60 or r + 1 == self.shown.round]
        roads = pygame.Rect(strip.left + 10, strip.top + 4, 406, bottom - strip.top - 8)
        if len(rounds) == 3:
            surface.blit(castle_wall((96, 53)), (strip.left + 10, strip.top + (bottom - strip.top - 53) // 2))
            roads.left, roads.width = strip.left + 116, 300
        y = roads.top
        if headed:
            surface.blit(text(_("Road pieces"), 18, GOLD, True), (roads.left, y))
            y += 24
        labels = [text(_("Round {n}").format(n=r + 1), 16, GOLD if r + 1 == self.shown.round else INK,
                       r + 1 == self.shown.round) for r in range(3)]
        label_width = max(label.get_width() for label in labels) + 8
        widest = max([sum(g) for g in self.initial_pool] + [1])
        unit = (roads.width - label_width - 4 * (self.state.players - 1) - SHORT_NUMBER) / widest
        line = (roads.bottom - y) // len(rounds)
        for r in rounds:
            surface.blit(labels[r], (roads.left, y + (line - labels[r].get_height()) // 2))
            x = roads.left + label_width
            if not self.shown.pool[r]:
                surface.blit(text(_("awarded"), 16, (170, 180, 170)), (x, y + (line - 20) // 2))
            for length in self.shown.pool[r]:
                piece = road_piece(length, unit, min(PIECE, line - 2))
                surface.blit(piece, (x, y + (line - piece.get_height()) // 2))
                x += piece.get_width() + 4
            y += line
        self.mark("castle", "road pieces", pygame.Rect(roads.left, roads.top, roads.width, y - roads.top))
        log = pygame.Rect(roads.right + 8, strip.top + 4, strip.right - roads.right - 14, bottom - strip.top - 8)
        if headed:
            surface.blit(text(_("Last moves"), 18, GOLD, True), (log.left + 8, log.top))
            log.height -= 24
            log.top += 24
        draw_log(surface, log, self.session.log.lines(), size=16)
        self.mark("castle", "last moves", log)
        if removed:
            note = text(removed, 16, (200, 210, 200), True, strip.width - 24)
            spot = note.get_rect(midtop=(strip.centerx, bottom))
            surface.blit(note, spot)
            self.mark("castle", "removed colour", spot)

    def draw_seat(self, surface, seat, targets):
        shown, rect = self.shown, self.rects[seat]
        group = f"seat {seat}"
        self.mark(None, group, rect.inflate(8, 8))
        turn = self.state.turn == seat and not self.state.finished
        reason = targets.get(seat, None) if targets else None
        fill = (20, 52, 34, 215)
        if targets and reason is None:
            fill = (40, 96, 52, 230)
        panel(surface, rect, fill)
        if turn:
            pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 4, border_radius=18)
        if targets and reason is None:
            pygame.draw.rect(surface, LEGAL, rect, 4, border_radius=14)
        if self.keys is not None and self.keys.cursor.focus == SEATS and self.keys.cursor.seat == seat:
            pygame.draw.rect(surface, KEY_CURSOR, rect.inflate(16, 16), 5, border_radius=20)
        self.draw_name(surface, seat)
        # Pile.
        pile = shown.piles[seat]
        for i, card in enumerate(pile):
            surface.blit(self.face(card, PILE_CARD), pile_slot(rect, i, len(pile)))
        self.mark(group, "pile", pile_area(rect))
        if pile:
            self.draw_total(surface, pile, rect, group)
        # Trick stack: nobody counts another's tricks (R23), the number shows only when open.
        count = shown.tricks[seat]
        open_info = self.app.settings.open_information or (seat == self.viewer and self.hand_visible())
        if count:
            stack = trick_stack(count, TRICK_CARD, False)
            surface.blit(stack, trick_spot(rect))
            self.mark(group, "tricks", stack.get_rect(topleft=trick_spot(rect)))
            if open_info:
                label = text(str(count), 16, INK, True)
                spot = label.get_rect(midright=trick_count_spot(rect))
                surface.blit(label, spot)
                self.mark(group, "trick count", spot)
        # Roads: another's pieces all alike while lengths are hidden (R23).
        x, y = roads_spot(rect)
        left = x
        unit = min(3, roads_width(rect) / max(1, sum(shown.roads[seat]) + 3 * len(shown.roads[seat])))
        for length in shown.roads[seat]:
            piece = road_piece(length, unit, 16) if open_info else road_token(16)
            surface.blit(piece, (x, y))
            x += piece.get_width() + 3
        if x > left:
            self.mark(group, "roads", pygame.Rect(left, y, x - left - 3, 16))
        if targets and reason:
            shade = pygame.Surface(rect.inflate(8, 8).size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 120), shade.get_rect(), border_radius=18)
            surface.blit(shade, rect.inflate(8, 8).topleft)


    def draw_name(self, surface, seat):
        """A seat's name bar (gold for the seat to act): its name and, but for a hand
        on screen, how many cards its hand holds."""
        rect = self.rects[seat]
        turn = self.state.turn == seat and not self.state.finished
        bar = pygame.Rect(rect.left, rect.top, rect.width, 32)
        pygame.draw.rect(surface, GOLD if turn else (10, 30, 20), bar, border_top_left_radius=14,
                         border_top_right_radius=14)
        ink = (40, 28, 8) if turn else INK
        words, size = seat_name(self.names()[seat], rect.width - 120)
        name = text(words, size, ink, True)
        surface.blit(name, (rect.left + 12, rect.top + 5))
        self.mark(f"seat {seat}", "name", name.get_rect(topleft=(rect.left + 12, rect.top + 5)))
        if seat != self.viewer or not self.seats[seat].human or not self.hand_visible():
            surface.blit(card_back((16, 23)), (rect.right - 62, rect.top + 5))
            count = text(str(self.shown.hand_sizes[seat]), 18, ink, True)
            surface.blit(count, (rect.right - 40, rect.top + 6))
            self.mark(f"seat {seat}", "hand size", pygame.Rect(rect.right - 62, rect.top + 5, 22 + count.get_width(), 23))

    def draw_total(self, surface, pile, rect, group):
        centre = total_centre(rect)
        colour = pile_colour(pile)
        fill = COLOURS[colour] if colour else COLOURS["grey"]
        pygame.draw.circle(surface, (0, 0, 0), (centre[0], centre[1] + 2), 21)
        pygame.draw.circle(surface, fill, centre, 20)
        pygame.draw.circle(surface, INK, centre, 20, 2)
        value = text(str(pile_value(pile)), 22, ink_on(fill), True)
        surface.blit(value, value.get_rect(center=centre))
        self.mark(group, "total", pygame.Rect(centre[0] - 21, centre[1] - 21, 42, 44))
        label = text(colour_name(colour) if colour else _("open"), 16, INK, True, 80)
        spot = label.get_rect(center=colour_word_centre(rect))
        surface.blit(label, spot)
        self.mark(group, "colour word", spot)

    def draw_king(self, surface):
        step = self.queue[0] if self.queue else None
        walk = getattr(step, "walk", None) if step and getattr(step, "started", False) else None
        spot = king_rect(self.rects[self.shown.king])
        pos = walk.pos if walk and not walk.done else spot.topleft
        pawn = king_pawn(spot.height)
        place = pawn.get_rect(topleft=pos)
        # A dark disc under it: the pale pawn stays plain on the acting seat's gold header.
        pygame.draw.ellipse(surface, (28, 40, 30), place.inflate(6, 2))
        surface.blit(pawn, pos)
        if not (walk and not walk.done):
            self.mark(f"seat {self.shown.king}", "king", pawn.get_rect(topleft=pos))

    def draw_hand(self, surface):
        hand = self.shown.hand
        rects = hand_rects(len(hand), self.raised_card() if self.hand_visible() else None, self.hand_card,
                           self.screen_size)
        if hand:
            self.mark(None, "hand", hand_area(len(hand), self.hand_card, self.screen_size))
        if not self.hand_visible():
            for rect in rects:          # face down until its owner is at the screen
                surface.blit(card_back(self.hand_card), rect)
            return
        dim = self.my_turn() and self.held is None
        playable = {m.card for m in self.legal_moves() if isinstance(m, Play)}
        for i, (card, rect) in enumerate(zip(hand, rects)):
            if self.dragging and i == self.held:
                slot = rect.copy()
                pygame.draw.rect(surface, (84, 128, 98), slot, 2, border_radius=9)
                continue
            surface.blit(self.face(card, self.hand_card), rect)
            if i == self.held:
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 4, border_radius=11)
            elif dim and card not in playable:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 90))
                surface.blit(shade, rect)

    def current_message(self):
        """(text, kind) of the box above the own seat: "banner" (who took what),
        "message" (a refusal or a notice), "hint", or None."""
        if self.banner_time > 0:
            return self.banner, "banner"
        if self.message_time > 0 and self.message:
            return self.message, "message"
        if self.hint_decision is not None:
            return _("Thinking about a hint…"), "hint"
        if self.hint and self.my_turn():
            return _("Hint: {reason}").format(reason=after_colon(self.hint[1], self.names())), "hint"
        if self.my_turn() and self.legal_moves() == [TAKE]:
            return _("None of your cards fits any pile: you must take all the face-up cards."), "message"
        return None, None

    def draw_controls(self, surface, reason=None, dragged=None):
        """The take button and one message box; ``reason``: why the held card may not
        go to the seat under the pointer, shown once in place of any other message."""
        self.take_button.label = _("Take the cards")      # follows a change of language
        if self.my_turn() and TAKE in self.legal_moves():
            self.take_button.highlight = self.legal_moves() == [TAKE] or bool(self.hint and self.hint[0] == TAKE)
            self.take_button.draw(surface)
            self.mark(None, "take", self.take_button.rect)
        message, kind = self.current_message()
        if reason and kind == "hint":         # the hint stays; the seat's "why not" by the pointer
            hint = self.draw_message(surface, message, kind, dragged)
            self.draw_pointer_note(surface, reason, dragged, hint)
            return
        message, kind = (reason, "message") if reason else (message, kind)
        if message:
            self.draw_message(surface, message, kind, dragged)

    def draw_pointer_note(self, surface, reason, dragged, avoid):
        """Why the held card may not go to the seat under the pointer, while a hint
        is shown: in a small box by the pointer (above the dragged card, or under
        it when there is no room above), clear of the hint's box ``avoid``."""
        lines = wrap(reason, 18, 320, True)
        images = [text(line, 18, INK, True, 320) for line in lines]
        box = pygame.Rect(0, 0, max(image.get_width() for image in images),
                          sum(image.get_height() for image in images)).inflate(20, 12)
        anchor = dragged if dragged is not None else pygame.Rect(self.mouse, (1, 1)).inflate(24, 24)
        box.midbottom = (anchor.centerx, anchor.top - 6)
        if box.top < top_bar(self.screen_size) + 4 or box.colliderect(avoid):
            box.midtop = (anchor.centerx, anchor.bottom + 6)
        box.clamp_ip(pygame.Rect((0, 0), self.screen_size))
        if box.colliderect(avoid):              # clamped back onto the hint: beside it
            box.top = avoid.bottom + 6 if avoid.bottom + 6 + box.height <= self.screen_size[1] else \
                avoid.top - 6 - box.height
        panel(surface, box, (110, 24, 24, 240), GOLD, radius=10)
        self.mark(None, "pointer note", box)
        y = box.top + 6
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()

    def draw_message(self, surface, message, kind, dragged=None):
        """The box above the own seat, clear of every pile and count; moved above or
        below a dragged card (``dragged``) that would cover it."""
        room = message_room(self.rects[self.viewer], self.screen_size, self.state.players, self.hand_card)
        lines = wrap(message, 20, room.width - 28, True)[:3]
        images = [text(line, 20, (40, 28, 8) if kind == "banner" else INK, True, room.width - 28) for line in lines]
        height = sum(image.get_height() for image in images)
        box = pygame.Rect(0, 0, max(image.get_width() for image in images), height).inflate(28, 18)
        box.center = room.center
        if dragged is not None and box.colliderect(dragged):
            box.bottom = dragged.top - 8
            if box.top < top_bar(self.screen_size) + 4:
                box.top = dragged.bottom + 8
        fill = {"banner": (236, 190, 66, 245), "hint": (24, 60, 96, 240)}.get(kind, (110, 24, 24, 235))
        panel(surface, box, fill, GOLD, radius=12)
        self.mark(None, "message", box)
        y = box.top + 9
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()
        return box
