"""Where things lie on Nottingham's table, for a logical screen of any shape (the
window's: at least 1280 x 720 when landscape, 720 wide when portrait): the
seats, the Sheriff's track, the stage, the tasks, the decision's buttons and the
hand (``table_layout``); the baize drawn once; and the rectangles a click may hit
(``TableLayout``, a mixin of the table).

Landscape: the track, the deck and the log in a panel on the left, the seats in a
row above the stage and the tasks (across the whole width from six players), the
buttons and the hand below. Portrait: the seats in a grid at the top, the track
beside the stage and the tasks, the buttons and the hand at the foot; from five
seats, where the track's column has no room for the log, "What happened" takes
the cells the seats' grid leaves empty in its last row. A seat is
as tall as its words need at its width (``seat_height``); the stage takes what is
left, so a larger card size or a tall seat never pushes anything off the screen.
"""

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.nottingham.data import JEWELS, TASKS

from ..base import panel, wrap
from sprites import felt
from sprites.nottingham import track_spaces

SHERIFF_SPEED = 3.0          # spaces a second while the Sheriff walks
HINT_INK = (120, 200, 255)     # the outline of the card a hint means
TOP_BAR, PORTRAIT_TOP_BAR = 38, 56     # portrait: the status line in up to three lines, no title
MARGIN, GAP = 6, 8
BUTTON_HEIGHT = 46
HAND_CARD = (118, 168)                 # a hand's card at the normal card size, landscape
PORTRAIT_HAND_CARD = (92, 131)         # portrait: seven in a row of 720 pixels
HAND_GAP = 16
SHOWN_CARD = (118, 168)                # the card drawn or cashed, on the stage
TAKE_CARD, PEEK_CARD = (94, 132), (100, 132)   # below a heading of two lines
LEFT_WIDTH = 292                       # the landscape panel of the track and the log
TRACK_WIDTH = 256                      # the portrait column of the track
NEWS_FROM = 5                          # portrait: from five seats the track's column has no room for the log
NEWS_MIDDLE = 320                      # the least height left to the track, the stage and the tasks for it


@dataclass(eq=False)          # one per table_layout call (cached): hashed by identity
class Layout:
    size: tuple
    portrait: bool
    seats: list                    # a Rect per seat
    left: pygame.Rect              # the panel of the track (and the log, landscape)
    track_centre: tuple
    track_radius: int
    deck_top: int                  # the three lines of deck, discards and ambush deck
    log: pygame.Rect               # the log's panel (empty when there is no room)
    actions: pygame.Rect           # undo, hint, log, rules
    status: pygame.Rect            # the status line (in the top bar, or under it)
    stage: pygame.Rect
    card_shown: pygame.Rect
    tasks: pygame.Rect
    task_rects: dict = field(default_factory=dict)
    buttons: pygame.Rect = None    # the row of the decision's buttons
    hand_title: pygame.Rect = None
    hand: list = field(default_factory=list)
    card_scale: float = 1.0
    news: pygame.Rect = None       # portrait, from five players: "What happened" in the grid's empty cells

    @property
    def stage_area(self):
        """The stage right of the card shown: headings, offers, cards to take."""
        left = self.card_shown.right + 32
        return pygame.Rect(left, self.stage.top + 10, self.stage.right - 10 - left, self.stage.height - 20)


def seat_grid(size, players):
    """The possible (columns, seat width) of the seats: a row in landscape (under
    the track's panel's side up to five players, across the whole width from six),
    a grid of 1 to 4 columns in portrait."""
    width, height = size
    if width >= height:
        area = width - 2 * MARGIN if players >= 6 else width - LEFT_WIDTH - 2 * MARGIN - GAP - 4
        return [(players, (area + GAP) // players - GAP)]
    area = width - 2 * MARGIN
    return [(columns, (area + GAP) // columns - GAP) for columns in range(1, min(players, 4) + 1)]


def hand_card(size, card_scale):
    """A hand card's size: the setting's scale of the usual size, narrowed to let seven
    stand in a row (beside the track's panel, in landscape)."""
    width, height = size
    base = PORTRAIT_HAND_CARD if width < height else HAND_CARD
    room = width - 2 * MARGIN - 6 * 4 - (0 if width < height else LEFT_WIDTH + GAP + 4)
    card_width = min(round(base[0] * card_scale), room // 7)
    return card_width, round(card_width * base[1] / base[0])


@lru_cache(maxsize=16)
def table_layout(size, players, card_scale, seat_heights):
    """The table's layout on a logical screen of ``size`` with ``players`` seats.
    ``seat_heights``: per (columns, width) of ``seat_grid``, the height a seat needs."""
    width, height = size
    portrait = width < height
    options = seat_grid(size, players)
    if portrait and players >= NEWS_FROM:
        # room for "What happened" at the end of the grid's last row, two seats wide at least,
        # where the track, the stage and the tasks keep room enough under the grid
        room = height - 10 - 3 - hand_card(size, card_scale)[1] - 28 - 6 - BUTTON_HEIGHT - GAP - PORTRAIT_TOP_BAR
        options = [o for o in options if free_cells(players, o[0]) >= 2
                   and room - 6 - math.ceil(players / o[0]) * (seat_heights[o] + GAP) >= NEWS_MIDDLE] or options
    # the grid of the least height (fewest columns on a tie: wider seats)
    columns, seat_width = min(options, key=lambda o: (math.ceil(players / o[0]) * (seat_heights[o] + GAP), -o[1]))
    seat_height = seat_heights[(columns, seat_width)]
    card = hand_card(size, card_scale)
    room = width - 2 * MARGIN - (0 if portrait else LEFT_WIDTH + GAP + 4)
    gap = min(HAND_GAP, (room - 7 * card[0]) // 6)
    hand_width = 7 * card[0] + 6 * gap
    hand_top = height - 10 - 3 - card[1]
    hand_title = pygame.Rect(0, hand_top - 28, 0, 22)
    buttons_top = hand_title.top - 6 - BUTTON_HEIGHT
    if portrait:
        actions = pygame.Rect(width - 128 - 4 * 46, 4, 4 * 46 - 6, 38)                      # beside Back
        status = pygame.Rect(MARGIN + 6, 2, actions.left - MARGIN - 18, PORTRAIT_TOP_BAR - 4)
        seats_top = PORTRAIT_TOP_BAR + 6
        seats_left = MARGIN
    else:
        status = pygame.Rect(200, 0, width - 340, TOP_BAR)
        seats_top = TOP_BAR + 6
        seats_left = MARGIN if players >= 6 else MARGIN + LEFT_WIDTH + GAP + 4
    seats = [pygame.Rect(seats_left + (i % columns) * (seat_width + GAP),
                         seats_top + (i // columns) * (seat_height + GAP), seat_width, seat_height)
             for i in range(players)]
    below = seats[-1].bottom + GAP
    if portrait:
        right_left, right_width = MARGIN, width - 2 * MARGIN
        left = pygame.Rect(MARGIN, below, TRACK_WIDTH, buttons_top - GAP - below)
        radius = int(max(60, min(100, (left.width - 60) / 2, (left.height - 26 - 56 - 70) / 2)))
        centre = (left.centerx, left.top + 26 + radius + 28)
        deck_top = centre[1] + radius + 30
        log = pygame.Rect(left.left + 4, deck_top + 3 * 20 + 6 + 22, left.width - 8, 0)
        log.height = max(0, left.bottom - 6 - log.top)
        middle = pygame.Rect(left.right + GAP, below, width - MARGIN - left.right - GAP, left.height)
        task_height = 58 if middle.height >= 300 else 46
        tasks = pygame.Rect(middle.left, middle.bottom - 30 - 2 * task_height, middle.width, 30 + 2 * task_height)
        stage = pygame.Rect(middle.left, middle.top, middle.width, tasks.top - GAP - middle.top)
        half = (tasks.width - 12 - 4) // 2
        task_rects = {task: pygame.Rect(tasks.left + 6 + (k % 2) * (half + 4), tasks.top + 30 + (k // 2) * task_height,
                                        half, task_height - 4) for k, task in enumerate(TASKS)}
    else:
        right_left = MARGIN + LEFT_WIDTH + GAP + 4
        right_width = width - MARGIN - right_left
        top = below if players >= 6 else seats_top
        left = pygame.Rect(MARGIN, top, LEFT_WIDTH, height - MARGIN - top)
        actions = pygame.Rect(left.left + 8, left.bottom - 48, left.width - 16, 40)
        room = actions.top - left.top - 26 - 60 - 66 - 22 - 64         # a log of three lines at least
        radius = int(max(60, min(112, room / 2)))
        centre = (left.centerx + 6, left.top + 26 + radius + 30)
        deck_top = centre[1] + radius + 30
        log = pygame.Rect(left.left + 4, deck_top + 3 * 20 + 6 + 22, left.width - 8, 0)
        log.height = actions.top - 6 - log.top
        middle = pygame.Rect(right_left, below, right_width, buttons_top - GAP - below)
        tasks = pygame.Rect(middle.right - 276, middle.top, 276, middle.height)
        stage = pygame.Rect(middle.left, middle.top, tasks.left - GAP - middle.left, middle.height)
        row = (tasks.height - 30) // 4
        task_rects = {task: pygame.Rect(tasks.left + 6, tasks.top + 28 + k * row, tasks.width - 12, row - 3)
                      for k, task in enumerate(TASKS)}
    # the card drawn or cashed: as large as the card size asks, and never so small that its words do not fit,
    # unless the stage is shorter than that (then it stands inside the stage, its lettering fitted)
    shown_height = max(min(PORTRAIT_HAND_CARD[1], stage.height - 34),
                       min(round(SHOWN_CARD[1] * card_scale), stage.height - 70))
    shown_width = round(shown_height * SHOWN_CARD[0] / SHOWN_CARD[1])
    card_shown = pygame.Rect(stage.left + 14, stage.top + 26, shown_width, shown_height)
    hand_left = right_left + (right_width - hand_width) // 2 if not portrait else (width - hand_width) // 2
    hand = [pygame.Rect(hand_left + i * (card[0] + gap), hand_top, *card) for i in range(7)]
    news = pygame.Rect(0, 0, 0, 0)
    if portrait and players >= NEWS_FROM and free_cells(players, columns):
        last = seats[-1]
        news = pygame.Rect(last.right + GAP, last.top, width - MARGIN - last.right - GAP, last.height)
    return Layout(size, portrait, seats, left, centre, radius, deck_top, log, actions, status, stage, card_shown,
                  tasks, task_rects, pygame.Rect(right_left, buttons_top, right_width, BUTTON_HEIGHT),
                  pygame.Rect(right_left + 20 if not portrait else MARGIN + 6, hand_title.top,
                              right_width - 40 if not portrait else width - 2 * MARGIN - 12, 22),
                  hand, card_scale, news)


def free_cells(players, columns):
    """The cells the seats leave empty in a grid's last row."""
    return -players % columns


@lru_cache(maxsize=2)
def background(layout):
    """What never changes on the table: the baize, the panels, the track's spaces (shared:
    do not draw on it)."""
    surface = felt(layout.size).copy()
    panel(surface, pygame.Rect(0, 0, layout.size[0], PORTRAIT_TOP_BAR if layout.portrait else TOP_BAR),
          (10, 24, 16, 220), radius=0)
    panel(surface, layout.left, (12, 32, 20, 170))
    track_spaces(surface, layout.track_centre, layout.track_radius)
    if layout.log.height > 40:
        panel(surface, layout.log, (0, 0, 0, 120), radius=10)
    if layout.news:
        panel(surface, layout.news, (12, 32, 20, 170))
    for rect in layout.seats:
        panel(surface, rect, (14, 40, 26, 220), radius=12)
    panel(surface, layout.stage, (10, 30, 20, 190))
    panel(surface, layout.tasks, (10, 30, 20, 190))
    for rect in layout.task_rects.values():
        panel(surface, rect, (255, 255, 255, 22), radius=8)
    return surface


def hint_frame(surface, rect):
    """The frame around the card a hint means."""
    pygame.draw.rect(surface, HINT_INK, rect.inflate(10, 10), 4, border_radius=12)


def card_row(area, count, size, top, gap=10):
    """``count`` cards of at most ``size`` side by side from ``area``'s left at ``top``,
    narrowed to stand inside ``area``."""
    width = min(size[0], (area.width - gap * (count - 1)) // max(1, count))
    height = min(round(width * size[1] / size[0]), area.bottom - top)
    width = round(height * size[0] / size[1])
    return [pygame.Rect(area.left + k * (width + gap), top, width, height) for k in range(count)]


class TableLayout:
    """The rectangles of the table's parts that a click may hit (a mixin: the table
    provides ``layout``, ``view()``, ``state``, ``private_seat()`` and ``hint_box()``)."""

    def hand_rects(self):
        """The 7 slots of the hand (one per object), left to right."""
        return list(self.layout.hand)

    def stage_cards_top(self):
        """The top of the cards to take or keep: under the stage's heading, or, on a
        stage too short for both, at its top (the status line asks the question)."""
        return self.layout.stage_area.top + (4 if self.short_stage() else self.cards_heading())

    def cards_heading(self):
        """The height of the stage's heading over cards to take or keep: two lines, or
        as many as it takes (French: three in a portrait window)."""
        title = self.cards_title()
        lines = len(wrap(title, 18, self.layout.stage_area.width, True)) if title else 2
        return 4 + 22 * max(2, lines)

    def short_stage(self):
        """Whether the cards to take or keep would stand less than 64 high under the
        stage's heading (seven players in a narrow window, long words)."""
        if self.view().phase not in ("take", "ambush"):
            return False
        placed = self.hint_box()
        hint = 7 + placed[0].height if placed and placed[0].bottom <= self.layout.stage.bottom else 0
        area = self.layout.stage_area
        return area.bottom - (area.top + self.cards_heading()) - max(self.cards_foot(0), hint) < 64

    def cards_foot(self, how_lines):
        """The height under the stage's cards for ``how_lines`` lines of how to answer
        and the latest line of the log."""
        return 26 + 20 * how_lines

    def stage_foot(self):
        """The height kept free at the foot of the stage under its cards: the lines of
        how to answer and the log's latest, or the hint's box when one is shown there
        (the cards stand above it)."""
        placed = self.hint_box()
        if placed is None or placed[0].top > self.layout.stage.bottom:
            return self.cards_foot(self.how_lines(self.layout.stage_area))
        return 7 + placed[0].height

    def take_rects(self):
        """The cards of the hand looked at in a steal or a rob, by object: {object: rect}."""
        view = self.view()
        if view.phase != "take" or view.shown is None:
            return {}
        if view.card != JEWELS and self.private_seat() != view.active:
            return {}
        counts = view.shown[1]
        objects = [i for i in range(7) if counts[i]]
        area = self.layout.stage_area
        area.height -= self.stage_foot()   # the line of how to answer, or the hint, below
        size = tuple(round(side * self.layout.card_scale) for side in TAKE_CARD)
        return dict(zip(objects, card_row(area, len(objects), size, self.stage_cards_top())))

    def peek_rects(self):
        """The two ambush cards the active person looks at (N12): {card: rect}."""
        view = self.view()
        if view.phase != "ambush" or not view.peek or self.private_seat() != view.active:
            return {}
        area = self.layout.stage_area
        area.height -= self.stage_foot()
        size = tuple(round(side * self.layout.card_scale) for side in PEEK_CARD)
        return dict(zip(view.peek, card_row(area, len(view.peek), size, self.stage_cards_top(), 24)))

    def task_rects(self):
        return dict(self.layout.task_rects)

    def seat_rects(self):
        return list(self.layout.seats)
