"""Where things lie on the Kings & Creatures table, on a logical screen of the
window's shape (``App.fill_size``): 1280 × 720 or wider or taller for a
landscape window, 720 wide and taller for a portrait one.

The seats go round the table as the players sit: the person at the screen at
the bottom, their left neighbour (seat + 1, RULES.md) on the screen's left,
and on round clockwise — up the left, across the top, down the right — to
their right neighbour on the screen's right. So "left" in the rules is left on
the screen.

Landscape: a row of panels across the top, the open row in the middle, the
status beside the action bar, the person's panel (with their neighbours from
five players) along the bottom. Portrait: the others in two columns (the one
across the table alone, full width, on top), the open row, the status over the
whole width (the action bar goes up into the top bar) and the person's panel at
the bottom. Cards are drawn at the player's card size (``card_scale``) as far
as the screen has room for them; no text is ever smaller than ``MIN_TEXT``.
"""

from dataclasses import dataclass

import pygame

ROW_CARD = (118, 150)
ROW_GAP = 10
SEAT_CARD = (86, 120)
PORTRAIT_SEAT_CARD = (70, 98)      # beside the words of a seat, in a narrow panel
CHIP = (52, 30)
PORTRAIT_CHIP = (44, 26)
CHIP_GAP = 4
DETAIL_CARD = (200, 260)
TOP_BAR = 40
PORTRAIT_TOP_BAR = 66
MARGIN = 8
PANEL_GAP = 6
LIFT = 8                          # a card of the row under the pointer rises this much
TEXT_WIDTH = 1000                 # the status and message lines at 1280 wide, left of the action bar
ACTION_BAR_SIZE = (230, 50)
PORTRAIT_ACTION_BAR = (190, 36)
STATUS_LINE = 24                  # a line of the status (20 px, or 16 when it wraps)
MESSAGE_LINE = 20                 # a line of the message under it (16 px)
MOST_CHIPS = 14                   # 16 cards at most, the top one and the castle not chipped
SMALLEST_SCALE = 0.6


@dataclass(frozen=True)
class SeatPlace:
    """One seat's panel: its top card, its column of words and where its chips go."""
    panel: pygame.Rect
    card: pygame.Rect
    text: pygame.Rect
    chips: pygame.Rect
    chip: tuple

    def chip_rects(self, count):
        """The chips of the seat's covered cards (its castle aside: it scores
        nothing), row after row in the chips' area."""
        rects = []
        x, y = self.chips.left, self.chips.top
        for _ in range(count):
            if x + self.chip[0] > self.chips.right:
                x, y = self.chips.left, y + self.chip[1] + CHIP_GAP
            rects.append(pygame.Rect(x, y, *self.chip))
            x += self.chip[0] + CHIP_GAP
        return rects


def chips_per_row(width, chip):
    return max(1, (width + CHIP_GAP) // (chip[0] + CHIP_GAP))


def chip_rows(width, chip, count=MOST_CHIPS):
    return -(-count // chips_per_row(width, chip))


def scaled(size, scale):
    return (round(size[0] * scale), round(size[1] * scale))


def seat_order(viewer, players):
    """(bottom, top): the seats of each row of panels, from the screen's left,
    on a landscape screen. Bottom: the viewer between their left and right
    neighbours (from 5 players); top: the others, going on from the left
    neighbour round to the right one."""
    around = [(viewer + k) % players for k in range(1, players)]      # left neighbour first
    if players >= 5:
        return [around[0], viewer, around[-1]], around[1:-1]
    return [viewer], around


def portrait_rows(viewer, players):
    """The others' rows of panels on a portrait screen, from the top: the one
    across the table alone when they are an odd number, then pairs whose left
    panel goes up the left side and right panel down the right side."""
    around = [(viewer + k) % players for k in range(1, players)]
    n = len(around)
    pairs = [[around[i], around[n - 1 - i]] for i in range(n // 2)]        # from the bottom up
    rows = [[around[n // 2]]] if n % 2 else []
    return rows + pairs[::-1]


class TableLayout:
    """Every place on the table for a screen of ``size``, ``players`` seats seen
    by ``viewer`` and the player's card size ``card_scale`` (shrunk, never below
    ``SMALLEST_SCALE``, until everything fits)."""

    def __init__(self, size, players, viewer, card_scale=1.0):
        self.size = (int(size[0]), int(size[1]))
        self.players, self.viewer = players, viewer
        self.portrait = self.size[0] < self.size[1]
        # A seat's words: 16 logical px (12 px in a 960×540 window); 14 on a portrait
        # screen, 720 wide, where they are drawn larger (15.6 px in an 800×1000 window).
        self.least = self.line_size = 14 if self.portrait else 16
        self.name_size = 16 if self.portrait else 20
        self.line_step = self.line_size + (2 if self.portrait else 3)
        self.wanted_scale = card_scale
        scale = card_scale
        while True:
            fits = (self._portrait if self.portrait else self._landscape)(scale)
            if fits or scale <= SMALLEST_SCALE:
                break
            scale = max(SMALLEST_SCALE, scale - 0.05)
        self.scale = scale
        self.detail_card = scaled(DETAIL_CARD, card_scale)

    @property
    def screen(self):
        return pygame.Rect(0, 0, *self.size)

    # -------------------------------------------------------------- the parts
    def text_height(self):
        """A seat's words: the name, what it does now, three lines of holdings, its honour."""
        return 4 + self.name_size + 2 + 5 * self.line_step

    def _place(self, panel, card, chip, beside):
        """A seat's panel: its card top left, words right of it, chips under both
        or, in a wide panel (``beside``), right of the words."""
        card_rect = pygame.Rect(panel.left + MARGIN, panel.top + MARGIN, *card)
        text_left = card_rect.right + 10
        if beside:
            chip_width = chips_per_row_for_rows(chip, 3)
            chips = pygame.Rect(panel.right - MARGIN - chip_width, panel.top + MARGIN, chip_width,
                                panel.height - 2 * MARGIN)
            text = pygame.Rect(text_left, panel.top + 4, chips.left - 12 - text_left, self.text_height())
        else:
            text = pygame.Rect(text_left, panel.top + 4, panel.right - MARGIN - text_left, self.text_height())
            top = max(card_rect.bottom + 8, text.bottom + 2)
            chips = pygame.Rect(panel.left + MARGIN, top, panel.width - 2 * MARGIN, panel.bottom - top)
        return SeatPlace(panel, card_rect, text, chips, chip)

    def _panel_height(self, card, chip, width, beside):
        words = max(card[1] + 2 * MARGIN, self.text_height() + 8)
        if beside:
            return max(words, 3 * (chip[1] + CHIP_GAP) + 2 * MARGIN)
        under = max(card[1] + MARGIN + 8, self.text_height() + 6)
        rows = chip_rows(width - 2 * MARGIN, chip)
        return under + rows * (chip[1] + CHIP_GAP) + MARGIN

    def _row_card(self, scale, count, width, height_left, lines=1):
        """The row's card size: the card size asked for, narrowed to fit ``count``
        across in ``lines`` lines and ``height_left`` high."""
        w, h = scaled(ROW_CARD, scale)
        per_line = -(-count // lines)
        across = (width - 2 * MARGIN - (per_line - 1) * ROW_GAP) // per_line
        if w > across:
            w, h = across, round(across * ROW_CARD[1] / ROW_CARD[0])
        tall = (height_left - (lines - 1) * (ROW_GAP + LIFT)) // lines
        if h > tall:
            w, h = round(tall * ROW_CARD[0] / ROW_CARD[1]), tall
        return (w, h)

    def _row_lines(self, count, width, height_left):
        """(lines, card size): the row in one line, or in two where that shows its cards larger."""
        one = self._row_card(self.wanted_scale, count, width, height_left)
        two = self._row_card(self.wanted_scale, count, width, height_left, 2)
        return (2, two) if count > 3 and two[1] > one[1] * 1.1 else (1, one)

    def _row_fits(self, scale, count, height_left):
        """Whether the row's cards get at least the seats' card size where it is left."""
        widest = self._row_card(self.wanted_scale, count, self.size[0], 10 ** 6)[1]
        return height_left >= min(scaled(ROW_CARD, scale)[1], widest)

    def _landscape(self, scale):
        width, height = self.size
        bottom, top = seat_order(self.viewer, self.players)
        card = scaled(SEAT_CARD, scale)
        row_count = self.players + 3

        def height_of(seats):
            panel_w = min(620, (width - 20) // len(seats)) - 10 if seats else 0
            return self._panel_height(card, CHIP, panel_w, False) if seats else 0
        top_h, bottom_h = height_of(top), height_of(bottom)
        status_h = 62
        left_for_row = height - (TOP_BAR + top_h + PANEL_GAP + LIFT + 6 + status_h + bottom_h + PANEL_GAP)
        if not self._row_fits(scale, row_count, left_for_row):
            return False
        row_card = self._row_card(self.wanted_scale, row_count, width, left_for_row)
        self.row_lines = 1
        self.places = {}
        for seats, y, h in ((top, TOP_BAR, top_h), (bottom, height - PANEL_GAP - bottom_h, bottom_h)):
            if not seats:
                continue
            panel_w = min(620, (width - 20) // len(seats))
            left = (width - panel_w * len(seats)) // 2 + 5
            for i, seat in enumerate(seats):
                panel = pygame.Rect(left + i * panel_w, y, panel_w - 10, h)
                self.places[seat] = self._place(panel, card, CHIP, False)
        middle_top = TOP_BAR + top_h + PANEL_GAP
        middle_bottom = height - PANEL_GAP - bottom_h
        free = middle_bottom - middle_top - (LIFT + row_card[1] + 6 + status_h)
        self.row_card = row_card
        self.row_top = middle_top + LIFT + free // 2
        self.status_top = self.row_top + self.row_card[1] + 6
        self.message_top = self.status_top + 22
        self.message_rows = 2
        self.text_width = width - 280
        self.text_centre = 10 + self.text_width // 2
        self.status_rows = 1
        self.action_bar = pygame.Rect(width - 10 - ACTION_BAR_SIZE[0], self.status_top, *ACTION_BAR_SIZE)
        self.back = pygame.Rect(width - 118, 4, 110, 30)
        self.title = pygame.Rect(12, 8, 480, 26)
        self.stacks = pygame.Rect(510, 12, width - 650, 20)
        return True

    def _portrait(self, scale):
        """The others' cards as large as at a landscape table when the screen
        has room for them and the row's cards whole, else smaller."""
        widest = self._row_card(self.wanted_scale, self.players + 3, self.size[0], 10 ** 6)[1]
        return self._portrait_with(SEAT_CARD, scale, widest) or self._portrait_with(PORTRAIT_SEAT_CARD, scale)

    def _portrait_with(self, seat_card, scale, row_at_least=0):
        width, height = self.size
        rows = portrait_rows(self.viewer, self.players)
        card = max(scaled(seat_card, scale), PORTRAIT_SEAT_CARD)     # never smaller than a legend reads
        # a narrow panel's card: as wide as its words leave room for, at any card size
        narrow_card = PORTRAIT_SEAT_CARD
        full = width - 2 * MARGIN
        half = (full - PANEL_GAP) // 2
        lone_h = self._panel_height(card, PORTRAIT_CHIP, full, True)
        pair_h = self._panel_height(narrow_card, PORTRAIT_CHIP, half, False)
        mine_h = lone_h
        status_h = 2 * STATUS_LINE + 3 * MESSAGE_LINE
        panels_h = sum((lone_h if len(row) == 1 else pair_h) + PANEL_GAP for row in rows)
        left_for_row = height - PORTRAIT_TOP_BAR - panels_h - 10 - 6 - status_h - mine_h - MARGIN
        if left_for_row < row_at_least:
            return False
        if scale > SMALLEST_SCALE and not self._row_fits(scale, self.players + 3, left_for_row):
            return False
        self.row_lines, row_card = self._row_lines(self.players + 3, width, max(40, left_for_row))
        self.places = {}
        y = PORTRAIT_TOP_BAR
        for row in rows:
            if len(row) == 1:
                panel = pygame.Rect(MARGIN, y, full, lone_h)
                self.places[row[0]] = self._place(panel, card, PORTRAIT_CHIP, True)
                y += lone_h + PANEL_GAP
                continue
            for i, seat in enumerate(row):
                panel = pygame.Rect(MARGIN + i * (half + PANEL_GAP), y, half, pair_h)
                self.places[seat] = self._place(panel, narrow_card, PORTRAIT_CHIP, False)
            y += pair_h + PANEL_GAP
        mine = pygame.Rect(MARGIN, height - MARGIN - mine_h, full, mine_h)
        self.places[self.viewer] = self._place(mine, card, PORTRAIT_CHIP, True)
        row_h = self.row_lines * (row_card[1] + LIFT) - LIFT + (self.row_lines - 1) * ROW_GAP
        free = mine.top - y - (10 + row_h + 6 + status_h)
        self.row_card = row_card
        self.row_top = y + 10 + max(0, free) // 3
        self.status_top = self.row_top + row_h + 6 + max(0, free) // 3
        self.status_rows = 2
        self.text_width = full
        self.text_centre = width // 2
        self.message_top = None           # right under the status's lines
        self.message_rows = 3
        self.back = pygame.Rect(width - 118, 6, 110, 30)
        self.action_bar = pygame.Rect(self.back.left - 10 - PORTRAIT_ACTION_BAR[0], 4, *PORTRAIT_ACTION_BAR)
        self.title = pygame.Rect(10, 8, self.action_bar.left - 20, 26)
        self.stacks = pygame.Rect(10, 44, full, 20)
        return True

    # -------------------------------------------------------------- queries
    def text_block(self):
        """Where the status and the message under it may be drawn."""
        top = self.status_top
        bottom = (self.message_top if self.message_top is not None else top + self.status_rows * STATUS_LINE)
        bottom += self.message_rows * MESSAGE_LINE
        return pygame.Rect(self.text_centre - self.text_width // 2, top, self.text_width, bottom - top)

    def seat_rects(self):
        return {seat: place.panel for seat, place in self.places.items()}

    def row_rects(self, count):
        w, h = self.row_card
        per_line = -(-count // self.row_lines)
        rects = []
        for line in range(self.row_lines):
            shown = min(per_line, count - line * per_line)
            left = (self.size[0] - (shown * (w + ROW_GAP) - ROW_GAP)) // 2
            top = self.row_top + line * (h + ROW_GAP + LIFT)
            rects += [pygame.Rect(left + i * (w + ROW_GAP), top, w, h) for i in range(shown)]
        return rects


def chips_per_row_for_rows(chip, rows, count=MOST_CHIPS):
    """The width of a chips' area that holds ``count`` chips in ``rows`` rows."""
    per_row = -(-count // rows)
    return per_row * (chip[0] + CHIP_GAP) - CHIP_GAP


def seat_rects(viewer, players, size=(1280, 720)):
    """The seats' panels on a screen of ``size`` (the shape's layout, normal cards)."""
    return TableLayout(size, players, viewer).seat_rects()
