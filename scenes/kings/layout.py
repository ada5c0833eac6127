"""Where things lie on the Kings & Creatures table (1280 × 720 logical pixels).

The seats go round the table as the players sit: the person at the screen at
the bottom, their left neighbour (seat + 1, RULES.md) on the screen's left,
and on round clockwise — across the top from left to right — to their right
neighbour on the screen's right. So "left" in the rules is left on the screen.
"""

import pygame

from ..base import WIDTH

ROW_CARD = (118, 150)
ROW_GAP = 10
SEAT_CARD = (86, 120)
CHIP = (52, 30)
CHIP_GAP = 4
TOP_SEATS = (40, 212)            # top and height of the upper seats' panels
ROW_TOP = 258
STATUS_TOP = ROW_TOP + ROW_CARD[1] + 6
MESSAGE_TOP = STATUS_TOP + 22
BOTTOM_SEATS = (476, 238)
TEXT_WIDTH = 1000                # the status and message lines, left of the action bar
TEXT_CENTRE = 10 + TEXT_WIDTH // 2
ACTION_BAR = pygame.Rect(WIDTH - 240, STATUS_TOP, 230, 50)


def seat_order(viewer, players):
    """(bottom, top): the seats of each row of panels, from the screen's left.
    Bottom: the viewer between their left and right neighbours (from 5 players);
    top: the others, going on from the left neighbour round to the right one."""
    around = [(viewer + k) % players for k in range(1, players)]      # left neighbour first
    if players >= 5:
        return [around[0], viewer, around[-1]], around[1:-1]
    return [viewer], around


def seat_rects(viewer, players):
    bottom, top = seat_order(viewer, players)
    rects = {}
    for seats, (y, height) in ((top, TOP_SEATS), (bottom, BOTTOM_SEATS)):
        if not seats:
            continue
        width = min(620, (WIDTH - 20) // len(seats))
        left = (WIDTH - width * len(seats)) // 2 + 10
        for i, seat in enumerate(seats):
            rects[seat] = pygame.Rect(left + i * width, y, width - 10, height)
    return rects


def row_rects(count):
    width = count * (ROW_CARD[0] + ROW_GAP) - ROW_GAP
    left = (WIDTH - width) // 2
    return [pygame.Rect(left + i * (ROW_CARD[0] + ROW_GAP), ROW_TOP, *ROW_CARD) for i in range(count)]


def top_card_rect(panel):
    return pygame.Rect(panel.left + 8, panel.top + 8, *SEAT_CARD)


def chip_rects(panel, count):
    """The chips of a seat's covered cards (its castle aside: it scores nothing),
    in rows under its top card: 7 a row in the narrowest panel, 14 at most."""
    rects = []
    x, y = panel.left + 8, panel.top + SEAT_CARD[1] + 20
    for _ in range(count):
        if x + CHIP[0] > panel.right - 6:
            x, y = panel.left + 8, y + CHIP[1] + CHIP_GAP
        rects.append(pygame.Rect(x, y, *CHIP))
        x += CHIP[0] + CHIP_GAP
    return rects
