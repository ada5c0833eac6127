"""Where things lie on Nottingham's table (logical 1280x720): the panels, the
track, the seats, the stage, the tasks, the hand; the baize drawn once; and the
rectangles a click may hit (``TableLayout``, a mixin of the table)."""

from functools import lru_cache

import pygame

from game.nottingham.data import JEWELS, TASKS

from ..base import HEIGHT, WIDTH, panel
from sprites import felt
from sprites.nottingham import track_spaces

SHERIFF_SPEED = 3.0          # spaces a second while the Sheriff walks

# the layout (logical 1280x720)
LEFT = pygame.Rect(6, 44, 292, 670)
TRACK_CENTRE, TRACK_RADIUS = (152, 200), 112
SEATS_TOP, SEATS_HEIGHT = 44, 140
RIGHT_LEFT, RIGHT_WIDTH = 304, 970
STAGE = pygame.Rect(304, 192, 686, 250)
TASKS_RECT = pygame.Rect(998, 192, 276, 250)
BUTTONS_TOP, BUTTON_HEIGHT = 450, 46
HAND_TITLE_Y = 504
HAND_TOP, HAND_CARD = 532, (118, 168)
HAND_GAP = 16
CARD_SHOWN = pygame.Rect(318, 222, 118, 168)
LOG_TOP = TRACK_CENTRE[1] + TRACK_RADIUS + 30 + 3 * 20 + 6 + 22
ACTIONS_RECT = pygame.Rect(LEFT.left + 8, LEFT.bottom - 48, LEFT.width - 16, 40)   # undo, hint, log, rules
LOG_BOTTOM = ACTIONS_RECT.top - 6
HINT_INK = (120, 200, 255)     # the outline of the card a hint means


@lru_cache(maxsize=2)
def background(seat_sizes):
    """What never changes on the table: the baize, the panels, the track's spaces (shared:
    do not draw on it)."""
    surface = felt((WIDTH, HEIGHT)).copy()
    panel(surface, pygame.Rect(0, 0, WIDTH, 38), (10, 24, 16, 220), radius=0)
    panel(surface, LEFT, (12, 32, 20, 170))
    track_spaces(surface, TRACK_CENTRE, TRACK_RADIUS)
    panel(surface, pygame.Rect(LEFT.left + 4, LOG_TOP, LEFT.width - 8, LOG_BOTTOM - LOG_TOP), (0, 0, 0, 120),
          radius=10)
    width = (RIGHT_WIDTH + 8) // len(seat_sizes)
    for i, size in enumerate(seat_sizes):
        panel(surface, pygame.Rect((RIGHT_LEFT + i * width, SEATS_TOP), size), (14, 40, 26, 220), radius=12)
    panel(surface, STAGE, (10, 30, 20, 190))
    panel(surface, TASKS_RECT, (10, 30, 20, 190))
    height = (TASKS_RECT.height - 34) // 4
    for k in range(4):
        panel(surface, pygame.Rect(TASKS_RECT.left + 6, TASKS_RECT.top + 32 + k * height, TASKS_RECT.width - 12,
                                   height - 4), (255, 255, 255, 22), radius=8)
    return surface
TAKE_CARD, PEEK_CARD = (94, 132), (100, 132)   # below a heading of two lines


def hint_frame(surface, rect):
    """The frame around the card a hint means."""
    pygame.draw.rect(surface, HINT_INK, rect.inflate(10, 10), 4, border_radius=12)


class TableLayout:
    """The rectangles of the table's parts that a click may hit (a mixin: the table
    provides ``view()``, ``state`` and ``private_seat()``)."""

    def hand_rects(self):
        """The 7 slots of the hand (one per object), left to right."""
        width = 7 * HAND_CARD[0] + 6 * HAND_GAP
        left = RIGHT_LEFT + (RIGHT_WIDTH - width) // 2
        return [pygame.Rect(left + i * (HAND_CARD[0] + HAND_GAP), HAND_TOP, *HAND_CARD) for i in range(7)]

    def take_rects(self):
        """The cards of the hand looked at in a steal or a rob, by object: {object: rect}."""
        view = self.view()
        if view.phase != "take" or view.shown is None:
            return {}
        if view.card != JEWELS and self.private_seat() != view.active:
            return {}
        counts = view.shown[1]
        objects = [i for i in range(7) if counts[i]]
        left = STAGE.left + 150
        return {obj: pygame.Rect(left + k * (TAKE_CARD[0] + 10), STAGE.top + 58, *TAKE_CARD)
                for k, obj in enumerate(objects)}

    def peek_rects(self):
        """The two ambush cards the active person looks at (N12): {card: rect}."""
        view = self.view()
        if view.phase != "ambush" or not view.peek or self.private_seat() != view.active:
            return {}
        left = STAGE.left + 170
        return {card: pygame.Rect(left + k * (PEEK_CARD[0] + 24), STAGE.top + 58, *PEEK_CARD)
                for k, card in enumerate(view.peek)}

    def task_rects(self):
        height = (TASKS_RECT.height - 34) // 4
        return {task: pygame.Rect(TASKS_RECT.left + 6, TASKS_RECT.top + 32 + k * height, TASKS_RECT.width - 12,
                                  height - 4) for k, task in enumerate(TASKS)}

    def seat_rects(self):
        players = self.state.players
        width = (RIGHT_WIDTH + 8) // players
        return [pygame.Rect(RIGHT_LEFT + i * width, SEATS_TOP, width - 8, SEATS_HEIGHT) for i in range(players)]
