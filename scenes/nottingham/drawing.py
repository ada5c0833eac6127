"""How Nottingham's table is drawn (``TableDrawing``, a mixin of the table):
``draw`` only reads the table and what ``view()`` lets the seat know (N26)."""

import pygame

from app.words import after_colon
from game.nottingham import Move

from game.nottingham.data import ACTIONS, CHEST, COLOURS, COPPER, OBJECTS, TASK_VALUES
from game.nottingham.view import HIDDEN

from ..base import GOLD, INK, draw_lines, panel, shortened, wrap
from ..base import text as base_text
from sprites.nottingham.ink import SMALLEST, fit_line, fits
from sprites.nottingham.road import sheriff_rect, stone_rects
from sprites.text import font
from .layout import HINT_INK, background, hint_frame
from .pieces import (
    LEGAL, PAWN_COLOURS, card_back, chip, chip_width, draw_ambush, draw_object_card, draw_track, pawn, task_pattern,
)
from .words import action_name, ambush_words, cards, counted, level_name, object_name, task_cards, task_name, tr


def text(message, size, colour=INK, bold=False, max_width=None):
    """A line of the table's text, never smaller than ``SMALLEST``: a line too
    long for ``max_width`` is cut with an ellipsis instead of shrunk."""
    return base_text(*fit_line(message, size, bold, max_width), colour, bold)


SEAT_HEAD, SEAT_LINE, SEAT_OFFER = 28, 20, 24       # a seat: its name, a line of labels, its offer
ICON = {"who": 0, "hand": 17, "ambush": 17, "points": 0, "pile": 17,
        "who+": 0, "hand+": 0, "ambush+": 0, "points+": 0, "pile+": 0}


def short_name(name, size, bold, width):
    """``name`` whole when it stands in ``width``, else shortened without an
    ellipsis: "Player 3" to "P3", "Marianne" to "Mari." (as short as it must be)."""
    return shortened(name, lambda words: fits(words, size, bold, width))


def offer_groups(offer):
    """An offer's cards as (object, count), in the order laid: two pearls are one
    chip, "pearls ×2"."""
    groups = []
    for obj in offer:
        if groups and groups[-1][0] == obj:
            groups[-1] = (obj, groups[-1][1] + 1)
        else:
            groups.append((obj, 1))
    return groups


class TableDrawing:
    drawn_labels = {}          # seat -> [(label, words, rect)] the last frame drew (for the layout's tests)

    def aids(self):
        """The colour-blind aids the player asked for: a pattern and a symbol per object."""
        settings = self.app.settings
        return dict(pattern=settings.patterned_backs, symbol=settings.large_symbols)

    def object_card(self, surface, obj, rect, **options):
        draw_object_card(surface, obj, rect, **self.aids(), **options)

    def ambush_words(self, card):
        """An ambush card in words: its two objects, or whose colour it shows."""
        return ambush_words(card, self.names)

    def seat_colours(self):
        """The pawn colour each seat plays, as chosen at setup (N5)."""
        return getattr(self.state, "colours", None) or COLOURS[:self.state.players]

    def ambush_card(self, surface, card, rect, **options):
        """An ambush card: its two objects, or a pawn and whose colour it is."""
        draw_ambush(surface, card, rect, names=self.names, colours=self.seat_colours(), **self.aids(), **options)

    def draw(self, surface):
        self.fit_to(surface.get_size())
        self.refresh_buttons()
        layout = self.layout
        surface.blit(background(layout), (0, 0))
        private = self.private_seat()
        self.drawn_private = private
        self.drawn_labels = {}
        self.log_drawn = len(self.log)
        self.privacy.frame(private)          # a frame for everyone: anyone may have looked (N29)
        view = self.view()
        self.draw_top_bar(surface)
        self.draw_left(surface, view)
        if layout.news:
            self.draw_news(surface, layout.news)
        for seat, rect in enumerate(self.seat_rects()):
            self.draw_seat(surface, view, seat, rect, private)
        self.draw_stage(surface, view, private)
        placed = self.hint_box()
        if placed is not None and placed[0].colliderect(self.layout.tasks):
            self.draw_hint(surface, None)      # in the tasks' place while it is shown: the offers keep the stage
        else:
            self.draw_tasks(surface, view)
        for button in self.buttons:
            button.highlight = button.move is not None and self.hinted(button.move)
            button.draw(surface)
        self.draw_hand(surface, view, private)
        self.draw_marks(surface, private)
        self.motion.draw(surface, self.draw_flight, private)
        self.draw_key_frame(surface)
        self.draw_message(surface)
        self.actions.busy = {"hint"} if self.hint_decision is not None else set()
        self.actions.draw(surface, self.clock)

    def draw_top_bar(self, surface):
        mine = self.my_turn()
        status = self.layout.status
        if self.layout.portrait:               # the status in up to three lines, no room for a title
            lines = wrap(self.status(), SMALLEST, status.width, True)
            step = min(20, status.height // len(lines))
            y = status.centery - step * len(lines) // 2
            for line in lines:
                surface.blit(text(line, SMALLEST, GOLD if mine else INK, True, status.width), (status.left, y))
                y += step
        else:
            surface.blit(text("Nottingham", 22, GOLD, True), (14, 7))
            size = next((size for size in (19, 18, 17) if fits(self.status(), size, True, status.width)), SMALLEST)
            line = text(self.status(), size, GOLD if mine else INK, True, status.width)
            surface.blit(line, line.get_rect(center=status.center))
        self.back_button.label = tr("Back")
        self.back_button.draw(surface)

    def draw_left(self, surface, view):
        layout = self.layout
        left, centre, radius = layout.left, layout.track_centre, layout.track_radius
        title = text(tr("The Sheriff's track"), 18, GOLD, True, left.width - 12)
        surface.blit(title, title.get_rect(midtop=(left.centerx, left.top + 6)))
        draw_track(surface, centre, radius, self.sheriff_shown, view.sheriff, spaces=False)
        limit = text(str(view.limit), 44 if radius >= 80 else 32, GOLD, True)
        surface.blit(limit, limit.get_rect(center=(centre[0], centre[1] - 6)))
        for line, place in self.limit_caption():
            surface.blit(text(line, SMALLEST, INK, True), place)
        y = layout.deck_top
        lines = [tr("Deck: {cards}").format(cards=cards(view.deck_size)),
                 tr("Discard pile: {cards}").format(cards=cards(sum(view.discard))),
                 tr("Ambush deck: {cards}").format(cards=cards(view.ambush_deck_size))]
        box = self.draw_log(surface, layout.log, y - 4) if layout.log.height > 40 else None
        for line in lines:
            if box is None or y + 20 <= box.top:        # else the log's newest line has grown over it
                surface.blit(text(line, 16, INK, False, left.width - 24), (left.left + 12, y))
            y += 20
        if box is not None and y + 28 <= box.top:
            surface.blit(text(tr("What happened"), 17, GOLD, True, left.width - 24), (left.left + 12, y + 6))

    def draw_news(self, surface, news):
        """"What happened" beside the last seats (portrait, from five players, where
        the track's column has no room for it): the newest lines, the newest whole,
        over the heading when it needs that room too."""
        lines = pygame.Rect(news.left, news.top + 26, news.width, news.height - 26)
        box = self.draw_log(surface, lines, news.top + 2, whole=True)
        if box.top >= lines.top:
            surface.blit(text(tr("What happened"), 17, GOLD, True, news.width - 24), (news.left + 12, news.top + 6))

    def limit_caption(self):
        """The lines of "favour limit" under its number and where each stands, clear
        of the Sheriff's pawn wherever he stands and of the track's milestones: one
        line; lifted a little (he stands just below); in narrower lines (he stands
        beside it, east or west); or moved aside. [(line, rect)]"""
        layout = self.layout
        centre, radius = layout.track_centre, layout.track_radius
        words = tr("favour limit")
        key = (words, centre, radius, self.sheriff_shown)
        if getattr(self, "_caption", (None,))[0] == key:
            return self._caption[1]
        top = centre[1] + (26 if radius >= 80 else 20) - 9
        sheriff = sheriff_rect(centre, radius, self.sheriff_shown).inflate(6, 2)
        taken = [sheriff, *stone_rects(centre, radius)]

        def placed(width, dx, dy):
            lines = wrap(words, SMALLEST, width, True)
            rects = [pygame.Rect(0, top + dy + 18 * k, font(SMALLEST, True).size(line)[0], 19) for k, line in enumerate(lines)]
            for rect in rects:
                rect.centerx = centre[0] + dx
            return list(zip(lines, rects))
        widest = 2 * radius - 30
        ways = sorted(((width, dx, dy) for width in range(widest, 39, -8) for dx in range(-28, 29, 4)
                       for dy in (0, -3, -6, -9, -12)),
                      key=lambda way: (widest - way[0]) // 2 + abs(way[1]) + abs(way[2]))   # the least change first
        chosen = placed(*ways[0])
        for way in ways:
            lines = placed(*way)
            if not any(rect.collidelist(taken) >= 0 for _line, rect in lines):
                chosen = lines
                break
        self._caption = (key, chosen)
        return chosen

    def draw_log(self, surface, rect, highest=None, whole=False):
        """The newest lines at the bottom of ``rect``, older ones above as space allows;
        the newest whole, in as many lines as it takes: when it needs more than ``rect``
        holds, the panel grows upward, as high as ``highest`` (over the heading and the
        deck's lines), its lines closer if need be. ``whole``: a newest line too long
        even so is left to the full log (else its start is shown). The panel drawn, or ``rect``."""
        step = 21
        box = rect
        skip = False
        if self.log:
            parts = len(wrap(self.log[-1], SMALLEST, rect.width - 32))
            need = 14 + step * parts
            top = rect.top if highest is None else min(rect.top, highest)
            skip = whole and 14 + 18 * parts > rect.bottom - top
            if need > rect.height and highest is not None and not skip:
                box = pygame.Rect(rect.left, max(highest, rect.bottom - need), rect.width, 0)
                box.height = rect.bottom - box.top
                step = max(18, min(step, (box.height - 14) // parts))
                shade = pygame.transform.average_color(surface, rect)[:3]      # the panel's, over the words above
                pygame.draw.rect(surface, shade, box, border_radius=10)
        y = box.bottom - 8
        for age, line in enumerate(reversed(self.log)):
            if age == 0 and skip:
                continue
            parts = wrap(line, SMALLEST, rect.width - 32)
            room = (y - box.top - 6) // step
            if age == 0 and 0 < room < len(parts):     # too long even so: its start, never nothing
                parts = [*parts[:room - 1], f"{parts[room - 1]} \u2026"]
            y -= step * len(parts)
            if y < box.top + 6:
                break
            for k, part in enumerate(parts):
                image = text(part, SMALLEST, INK if age == 0 else (200, 196, 184))
                surface.blit(image, (box.left + 10 + (12 if k else 0), y + k * step))
        return box

    def seat_words(self, view, seat, worst=False):
        """A seat's labels after its name, in order: (what, words) with ``what`` one
        of "who", "hand", "ambush", "points", "pile". ``worst``: the longest they can
        read (the layout makes room for these). In portrait the seat's gold frame
        alone marks whose turn it is: the seats stand four abreast, with no room
        for one more line."""
        level = self.seats[seat]
        who = tr("person") if level is None else tr("computer, {level}").format(level=level_name(level))
        portrait = self.screen_size[0] < self.screen_size[1]
        if not portrait and (worst or (seat == view.active and not view.finished)):
            who = tr("{who} · turn").format(who=who)
        number = self.counts.value           # as the cards land (motion.py's ``Counts``)
        hand, ambushes, points, pile, done = ((99, 9, 99, 99, 4) if worst else (
            number(("hand", seat), view.hand_sizes[seat]), number(("ambush", seat), view.ambush_counts[seat]),
            number(("points", seat), view.scores[seat]), number(("pile", seat), sum(view.victory[seat])),
            number(("tasks", seat), sum(1 for _task, seats in view.tasks if seat in seats))))
        return [("who", who), ("hand", tr("hand {n}").format(n=hand)),
                ("ambush", tr("ambush {n}").format(n=ambushes)),
                ("points", tr("{points} points").format(points=points)),
                ("pile", tr("pile {n} · tasks {k}").format(n=pile, k=done))]

    def seat_lines(self, words, width):
        """The seat's labels flowed into lines of ``width``: [[(what, words, x)]]; a
        label too long for a line is split at its dots, then between words."""
        pieces = []
        for what, line in words:
            if font(SMALLEST, what != "who").size(line)[0] + ICON[what] <= width:
                pieces.append((what, line))
                continue
            for k, part in enumerate(line.split(" · ")):
                for j, bit in enumerate(wrap(part, SMALLEST, width - ICON[what], what != "who")):
                    pieces.append((what if k == j == 0 else what + "+", bit))
        lines, x = [[]], 0
        for what, line in pieces:
            size = font(SMALLEST, what.rstrip("+") != "who").size(line)[0] + ICON[what]
            if lines[-1] and x + size > width:
                lines.append([])
                x = 0
            lines[-1].append((what, line, x))
            x += size + 12
        return lines

    def seat_height(self, width):
        """The height a seat of ``width`` needs for its longest words (and its offer,
        in landscape; in portrait the stage lists the offers)."""
        view = self.view()
        lines = max(len(self.seat_lines(self.seat_words(view, seat, worst=True), width - 16))
                    for seat in range(self.state.players))
        portrait = self.screen_size[0] < self.screen_size[1]
        return SEAT_HEAD + SEAT_LINE * lines + (6 if portrait else 2 + SEAT_OFFER + 4)

    def draw_seat(self, surface, view, seat, rect, private):
        deciding = view.turn == seat and not view.finished
        if deciding:
            pygame.draw.rect(surface, GOLD, rect, 4, border_radius=12)
        colour = PAWN_COLOURS[self.seat_colours()[seat]]
        pawn(surface, (rect.left + 16, rect.top + 18), colour, 24)
        ink = GOLD if deciding else INK
        surface.blit(text(self.names[seat], 17, ink, True, rect.width - 40), (rect.left + 32, rect.top + 5))
        y = rect.top + SEAT_HEAD
        self.drawn_labels[seat] = []
        watcher = private if private is not None else self.viewer
        marked = self.layout.portrait and seat in self.marks.shown(watcher)
        for line in self.seat_lines(self.seat_words(view, seat), rect.width - 16):
            covered = marked and all(what == "who" for what, _words, _x in line)    # its last move written there
            for what, words, x in line:
                x += rect.left + 8
                kind = what.rstrip("+")
                if what == "hand":
                    card_back(surface, pygame.Rect(x, y + 1, 13, 17))
                elif what == "ambush":
                    pygame.draw.rect(surface, (70, 44, 30), (x, y + 1, 13, 17), border_radius=3)
                    pygame.draw.rect(surface, GOLD, (x, y + 1, 13, 17), 1, border_radius=3)
                elif what == "pile":
                    pygame.draw.rect(surface, (236, 226, 200), (x, y + 1, 13, 17), border_radius=2)
                    pygame.draw.rect(surface, GOLD, (x, y + 1, 13, 17), 1, border_radius=2)
                ink = {"who": (200, 210, 196), "points": GOLD}.get(kind, INK)
                image = text(words, SMALLEST, ink, kind != "who")
                if not covered:
                    surface.blit(image, (x + ICON[what], y))
                self.drawn_labels[seat].append((kind, words, pygame.Rect((x, y), (image.get_width() + ICON[what], 20))))
            y += SEAT_LINE
        if not self.layout.portrait:
            self.draw_offer(surface, view, seat, pygame.Rect(rect.left + 6, y + 2, rect.width - 12, SEAT_OFFER), private)

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
            if fits(tr("offer face down"), 13, False, rect.width - 34):        # else the card's back says it
                surface.blit(text(tr("offer face down"), 13, INK, False), (rect.left + 34, rect.top + 4))
            return
        groups = offer_groups(offer)
        share = min(104, (rect.width - 4 * (len(groups) - 1)) // len(groups))
        widths = [max(share, chip_width(obj, rect.height, count)) for obj, count in groups]
        if sum(widths) + 4 * (len(groups) - 1) > rect.width:          # a long name: each chip as wide as it needs
            widths = [chip_width(obj, rect.height, count) for obj, count in groups]
        if sum(widths) + 4 * (len(groups) - 1) > rect.width:          # no room for every name: equal shares
            widths = [share] * len(groups)
        x = rect.left
        for (obj, count), width in zip(groups, widths):
            chip(surface, obj, pygame.Rect(x, rect.top, width, rect.height), count=count, **self.aids())
            x += width + 4

    def draw_stage(self, surface, view, private):
        state = self.state
        names = self.names
        stage, shown = self.layout.stage, self.layout.card_shown
        area = self.layout.stage_area
        if view.phase in ("offer", "accept") and self.offer_list_rect(area).height < 24 * (view.players - 1):
            area = pygame.Rect(stage.left + 12, area.top, stage.right - 22 - stage.left, area.height)
            shown = None               # a short stage: the offers take the card's room (the heading names it)
        if shown is None:
            pass
        elif view.card is not None:
            if not self.motion.on_way("stage"):        # the card drawn is shown once it has come
                self.object_card(surface, view.card, shown)
            self.draw_caption(surface, tr("drawn by {name}"), names[view.active], shown)
        elif view.cash is not None:
            obj, count = view.cash
            self.object_card(surface, obj, shown, count=count)
            self.draw_caption(surface, tr("cashed by {name}"), names[view.active], shown)
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
                title = self.cards_title()
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
                title = self.cards_title()
                own = COLOURS[view.active]
                for card, rect in rects.items():
                    hover = rect.collidepoint(self.mouse) and card != own
                    self.ambush_card(surface, card, rect, outline=LEGAL if hover else None, dim=card == own)
                    if self.hinted(Move("ambush", card)):
                        hint_frame(surface, rect)
            else:
                title = tr("{name} looks at the two top ambush cards and keeps one.").format(name=names[view.active])
        elif phase in ("offer", "accept"):
            title = self.offer_title()
            self.draw_offer_list(surface, view, self.offer_list_rect(area), private)
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
        if title and not (self.short_stage() and (self.take_rects() or self.peek_rects())):
            draw_lines(surface, title, 18, pygame.Rect(area.left, area.top, area.width, 66), INK, True)
        if self.draw_hint(surface, area):
            return
        how = self.how()
        if how and self.how_lines(area):
            lines = self.how_wrapped(how, area.width)
            y = stage.bottom - 30 - 20 * len(lines)
            for line in lines:
                surface.blit(text(line, 16, GOLD, True, area.width), (area.left, y))
                y += 20
        if self.log and fits(self.log[-1], 15, False, area.width):
            # The newest line under the stage when it stands whole; a longer one is
            # read whole in "What happened" (or the full log, and the seat's note).
            latest = text(self.log[-1], 15, (220, 226, 210), False, area.width)
            surface.blit(latest, (area.left, stage.bottom - 26))

    def draw_caption(self, surface, words, name, card):
        """Who drew or cashed the card shown (``words`` with ``{name}``), under it,
        in two lines if need be; with no room for two, the name alone; with no room
        for a line, nothing (the stage's heading names the player too)."""
        width = card.width + 28
        lines = wrap(words.format(name=name), SMALLEST, width)
        if card.bottom + 4 + 19 > self.layout.stage.bottom - 4:
            return
        if card.bottom + 4 + 19 * len(lines) > self.layout.stage.bottom - 4 or len(lines) > 2:
            whole = words.format(name=name)
            lines = [whole if fits(whole, SMALLEST, False, width) else short_name(name, SMALLEST, False, width)]
        for k, line in enumerate(lines):
            image = text(line, SMALLEST, INK, False)
            surface.blit(image, image.get_rect(midtop=(card.centerx, card.bottom + 4 + 19 * k)))

    def cards_title(self):
        """The stage's heading over cards to take or keep (a take, an ambush), or None."""
        view = self.view()
        if view.phase == "take":
            return tr("{name} takes one card of {target}'s hand:").format(
                name=self.names[view.active], target=self.names[view.target])
        if view.phase == "ambush":
            return tr("Keep one of these ambush cards face down (not your own colour):")
        return None

    def offer_title(self):
        names, view = self.names, self.view()
        if view.card == COPPER:
            return tr("Offers for {name}'s copper (face down until all are made):").format(name=names[view.active])
        return tr("Offers for {name}'s chest (1 or 2 cards, face up):").format(name=names[view.active])

    def offer_list_rect(self, area):
        """The list of offers: below the heading however many lines it takes, and
        above the words on how to answer, or the hint."""
        top = self.offers_top(area.top, area.width)
        bottom = self.layout.stage.bottom - 34 - 20 * self.how_lines(area)
        placed = self.hint_box()
        if placed is not None and placed[0].top <= self.layout.stage.bottom:      # the hint below: above it
            bottom = min(bottom, placed[0].top - 3)
        return pygame.Rect(area.left, top, area.width, bottom - top)

    def how_lines(self, area):
        """The lines of how to answer under the stage's heading: none when the offers
        would not fit above them (the status line asks the question too)."""
        how = self.how()
        if not how:
            return 0
        lines = len(self.how_wrapped(how, area.width))
        if not lines:
            return 0
        if self.view().phase in ("take", "ambush"):                   # cards to click: at least 64 high
            if self.layout.stage_area.bottom - self.stage_cards_top() - self.cards_foot(lines) < 64:
                return 0
        if self.view().phase in ("offer", "accept"):
            room = self.layout.stage.bottom - 34 - 20 * lines - self.offers_top(area.top, area.width)
            if room < 20 * self.offer_rows():
                return 0
        return lines

    @staticmethod
    def how_wrapped(how, width):
        """How to answer in two lines at most, whole: its first clause alone when the
        whole takes more ("Click cards of your hand or a task, then confirm below."),
        else nothing (the status line asks the question too)."""
        lines = wrap(how, 16, width, True)
        if len(lines) > 2 and ";" in how:
            lines = wrap(how.split(";")[0].rstrip() + ".", 16, width, True)
        return lines if len(lines) <= 2 else []

    def hint_text(self):
        """(first line, second line) of the hint box, or None when there is none."""
        if not self.my_turn():
            return None
        if self.hint_decision is not None:
            return tr("Thinking about a hint…"), ""
        if self.hint is not None:
            _move, what, why = self.hint
            return (tr("Hint: {move}").format(move=after_colon(what, self.names)),
                    why[:1].upper() + why[1:])    # the reason: a line of its own
        return None

    def hint_box(self):
        """(box, lines) of the hint, or None when there is none: at the foot of the
        stage, as tall as its wrapped words, or, in portrait while the decision has no
        buttons, across their empty row (where it hides none of the stage's cards).
        ``lines``: [(line, size, bold, colour, step)]."""
        words = self.hint_text()
        if words is None:
            return None
        layout = self.layout
        if layout.portrait and not self.buttons:
            box, lines = self.hint_in(words, layout.buttons, layout.hand_title.top - 2)
            if box.top > layout.tasks.bottom:
                return box, lines
        placed = self.hint_in(words, layout.stage_area, layout.stage.bottom - 5)
        if layout.portrait and not self.offers_fit_above(placed[0].top - 3):
            box, lines = self.hint_in(words, layout.tasks, layout.tasks.bottom)    # in the tasks' place
            box.centery = layout.tasks.centery
            return box, lines
        return placed

    def offers_fit_above(self, bottom):
        """Whether the rows of every seat's offer stand above ``bottom`` (a row of chips
        is 18 high); True when no offers are listed."""
        if self.view().phase not in ("offer", "accept"):
            return True
        stage = self.layout.stage                       # the offers' room on a short stage (``draw_stage``)
        top = self.offers_top(self.layout.stage_area.top, stage.right - 22 - stage.left)
        return bottom - top >= 20 * self.offer_rows() - 4

    def offers_top(self, top, width):
        """Where the list of offers starts: under the heading, however many lines it takes."""
        return top + 4 + 22 * len(wrap(self.offer_title(), 18, width, True))

    def offer_rows(self):
        """The rows of the list of offers (``draw_offer_list``, two columns at most)."""
        return -(-(self.state.players - 1) // 2)

    @staticmethod
    def hint_in(words, area, bottom):
        """The hint's box over ``area``'s width, standing on ``bottom``, and its lines."""
        width = area.width - 12
        first, second = words
        lines = [(line, 17, True, INK, 22) for line in wrap(first, 17, width, True)]
        if second:
            lines += [(line, SMALLEST, False, (214, 228, 240), 19) for line in wrap(second, SMALLEST, width)]
        height = 7 + sum(line[-1] for line in lines)                 # the box grows upward with its words
        return pygame.Rect(area.left - 8, bottom - height, area.width + 8, height), lines

    def draw_hint(self, surface, area):
        """The hint's box; True when it was drawn at the foot of the stage."""
        placed = self.hint_box()
        if placed is None:
            return False
        box, lines = placed
        panel(surface, box, (24, 60, 96, 240), HINT_INK, radius=10)
        y = box.top + 2
        for line, size, bold, colour, step in lines:
            surface.blit(text(line, size, colour, bold, box.width - 20), (box.left + 10, y))
            y += step
        return box.bottom <= self.layout.stage.bottom

    def draw_offer_list(self, surface, view, rect, private):
        others = [(view.active + k) % view.players for k in range(1, view.players)]
        columns = 1 if 24 * len(others) <= rect.height else 2       # a short stage: two columns
        per_column = -(-len(others) // columns)
        row = max(20, min(24, rect.height // per_column))
        width = (rect.width - 12 * (columns - 1)) // columns
        name_width = min(150, max(font(SMALLEST, True).size(self.names[seat])[0] for seat in others) + 4,
                         width // 2)
        offers = [view.offers[seat] for seat in others if view.offers[seat] not in (None, (), HIDDEN)]
        if view.card != COPPER and offers:          # the chests' offers named whole: the seats' names give way
            need = max(sum(chip_width(obj, row - 3, count) + 4 for obj, count in offer_groups(offer))
                       for offer in offers)
            name_width = max(24, min(name_width, width - 8 - need))
        for k, seat in enumerate(others):
            x, y = rect.left + (k // per_column) * (width + 12), rect.top + (k % per_column) * row
            surface.blit(text(short_name(self.names[seat], SMALLEST, True, name_width), 15, INK, True, name_width),
                         (x, y + 2))
            self.draw_offer(surface, view, seat, pygame.Rect(x + name_width + 8, y,
                                                             min(260, width - name_width - 8), row - 3), private)

    def draw_tasks(self, surface, view):
        tasks = self.layout.tasks
        title = text(tr("Tasks (first / second)"), 17, GOLD, True, tasks.width - 16)
        surface.blit(title, (tasks.left + 10, tasks.top + 5))
        done = dict(view.tasks)
        mine = self.my_turn() and self.state.phase == "cash"
        available = {m.arg[0] for m in self.legal() if m.kind == "task"} if mine else set()
        for task, rect in self.task_rects().items():
            if task in available:
                panel(surface, rect, (40, 96, 52, 230), LEGAL, 8)
            one, two = TASK_VALUES[task]
            x = rect.right - 8                       # the two sides of the card: one pawn, two pawns
            for pawns, value in ((2, two), (1, one)):
                number = text(str(value), 15, INK, True)
                x -= number.get_width()
                surface.blit(number, (x, rect.top + 1))
                x -= 4 + 9 * pawns
                for k in range(pawns):
                    pawn(surface, (x + 4 + 9 * k, rect.top + 12), (30, 30, 34), 13)
                x -= 8
            surface.blit(text(task_name(task), 15, GOLD, True, x - rect.left - 8), (rect.left + 6, rect.top + 1))
            task_pattern(surface, task, pygame.Rect(rect.left + 6, rect.top + 24, 96, 12), 0)
            x = rect.left + 108                      # who has done it, beside the picture
            seats = done[task]
            if not seats:
                image = text(tr("open"), 12, (170, 190, 170), False)
                surface.blit(image, (x, rect.top + 20))
                x += image.get_width() + 6
            for seat in seats:
                pawn(surface, (x + 6, rect.top + 29), PAWN_COLOURS[self.seat_colours()[seat]], 14)
                name = short_name(self.names[seat], 12, False, max(24, (rect.right - x) // 2 - 24))
                label = text(name, 12, INK, False)
                surface.blit(label, (x + 14, rect.top + 20))
                x += 24 + label.get_width()
            words = task_cards(task)                 # what the task asks: a line of its own when there is room
            at = (rect.left + 6, rect.top + 37) if rect.height >= 54 else (x + 4, rect.top + 20)
            if fits(words, 11, False, rect.right - 6 - at[0]):     # else the picture shows the cards it asks
                surface.blit(text(words, 11, (210, 216, 200), False), at)

    def draw_hand(self, surface, view, private):
        rects = self.hand_rects()
        row = self.layout.hand_title
        if private is None:
            title = tr("The objects: value to cash, action when drawn (hands stay hidden)")
            surface.blit(text(title, 16, GOLD, True, row.width), row.topleft)
            for obj, rect in enumerate(rects):
                self.object_card(surface, obj, rect)
            return
        hand = view.hand
        title = tr("{name}'s hand: {cards}").format(name=self.names[private], cards=cards(sum(hand)))
        image = text(title, 17, GOLD, True, row.width)
        surface.blit(image, row.topleft)
        if view.ambushes:
            mine = tr("Your ambush cards: {cards}").format(cards=", ".join(self.ambush_words(a) for a in view.ambushes))
            image = text(mine, 15, INK, True, row.width - image.get_width() - 24)
            surface.blit(image, image.get_rect(topright=(row.right, row.top + 2)))
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
            held = self.counts.value(("held", private, obj), hand[obj])      # as the cards land
            self.object_card(surface, obj, rect, count=held, dim=not held or banned, outline=outline)
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
        box, lines = self.message_box()
        panel(surface, box, (110, 24, 24, 240), GOLD, radius=10)
        for k, line in enumerate(lines):
            image = text(line, 18, INK, True)
            surface.blit(image, image.get_rect(midtop=(box.centerx, box.top + 8 + 23 * k)))

    def note_spot(self):
        """Where a note over the finished table may go (the score sheet's): the stage's
        heading, which says the game is over."""
        area = self.layout.stage_area
        return pygame.Rect(area.left, area.top, area.width, 48)

    def message_box(self):
        """(box, lines) of a refusal or a note: over the foot of the stage, wrapped,
        and above the hint's box when one stands there."""
        stage = self.layout.stage
        lines = wrap(self.message, 18, stage.width - 40, True)
        width = max(font(18, True).size(line)[0] for line in lines)
        box = pygame.Rect(0, 0, width + 28, 23 * len(lines) + 16)
        box.center = (stage.centerx, stage.bottom - 46)
        hint = self.hint_box()
        if hint is not None and hint[0].colliderect(box):
            box.bottom = hint[0].top - 4
        return box, lines
