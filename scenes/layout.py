"""Where things sit on the 1280x720 table, for any number of players.

The seat whose hand is shown sits at the bottom; the others follow clockwise:
left, across the top, then right, as around a real table.
"""

import pygame

SEAT_SIZE = (250, 180)
PILE_CARD = (68, 98)
HAND_CARD = (92, 132)
TRICK_CARD = (40, 58)
LEFT_STRIP = 240
HAND_TOP = 578
TABLE_CENTRE_X = (LEFT_STRIP + 1280) // 2

# Centres of the other seats, in clockwise order after the shown seat.
OTHER_SEATS = {
    2: [(440, 170), (1080, 170)],
    3: [(380, 320), (760, 140), (1140, 320)],
    4: [(380, 330), (610, 140), (910, 140), (1140, 330)],
    5: [(375, 400), (375, 140), (760, 140), (1145, 140), (1145, 400)],
}
OWN_SEAT = (TABLE_CENTRE_X, 462)


def seat_rects(players, shown_seat):
    """The panel rectangle of every seat, indexed by seat."""
    rects = [None] * players
    rects[shown_seat] = pygame.Rect(0, 0, *SEAT_SIZE)
    rects[shown_seat].center = OWN_SEAT
    for k, centre in enumerate(OTHER_SEATS[players - 1]):
        seat = (shown_seat + 1 + k) % players
        rects[seat] = pygame.Rect(0, 0, *SEAT_SIZE)
        rects[seat].center = centre
    return rects


def pile_slot(seat_rect, index, count):
    """Top-left of card ``index`` of a pile of ``count`` cards in a seat panel."""
    step = 26 if count <= 1 else min(26, (150 - PILE_CARD[0]) / (count - 1))
    return (seat_rect.left + 12 + int(step * index), seat_rect.top + 38)


def trick_spot(seat_rect):
    return (seat_rect.right - 62, seat_rect.top + 84)


def hand_spot(seat_rect):
    """Where another seat's hand is shown (a small card back in the name bar)."""
    return (seat_rect.right - 60, seat_rect.top + 6)


def hand_rects(count, raised=None, size=HAND_CARD):
    """The rectangle of every card of the shown hand, fanned along the bottom
    (``size``: the card size setting scales the hand; its bottom edge stays put)."""
    if count == 0:
        return []
    width = 860
    top = HAND_TOP + HAND_CARD[1] - size[1]
    step = size[0] + 8 if count == 1 else min(size[0] + 8, (width - size[0]) / (count - 1))
    total = size[0] + step * (count - 1)
    left = TABLE_CENTRE_X - total / 2
    rects = []
    for i in range(count):
        middle = (i - (count - 1) / 2) / max(1, (count - 1) / 2)
        y = top + int(10 * middle * middle)               # a gentle arc
        if i == raised:
            y -= 22
        rects.append(pygame.Rect(int(left + step * i), y, *size))
    return rects
