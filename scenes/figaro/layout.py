"""Where things sit on the table, for any number of players and any screen.

The table is laid out for a logical screen 720 high and 1280 wide; a window of
another shape gets a logical screen that is wider (or taller) in proportion,
and the seats spread over it (``screen``: the logical screen's size).

The seat whose hand is shown sits at the bottom; the others follow clockwise:
left, across the top, then right, as around a real table. The hand fans out
under it; the larger the cards, the higher the own seat sits, so that a raised
card never covers it. The table records every place it draws, so a test can
check that nothing overlaps for every player count, language and card size.

A portrait window gets a logical screen 720 wide (``portrait``): the castle, the
road pieces and the last moves make a strip under the top bar, the seats sit in
two rows of narrower panels, the own seat in the middle of the lower one, and a
band above the hand holds the message box, the action icons and the take button.
"""

from typing import NamedTuple

import pygame

WIDTH, HEIGHT = 1280, 720
SEAT_SIZE = (250, 180)
PILE_CARD = (68, 98)
HAND_CARD = (92, 132)
TRICK_CARD = (40, 58)
LEFT_STRIP = 240
TOP_BAR = 38
TABLE_CENTRE_X = (LEFT_STRIP + WIDTH) // 2
HAND_BOTTOM = HEIGHT - 18       # the lowest card edge, before the arc
HAND_ARC = 10                   # the outer cards of the fan sit this much lower
RAISE = 22                      # a chosen card rises this much
HAND_WIDTH = 860
MESSAGE_WIDTH = 470             # fits between the side seats
MESSAGE_HEIGHT = 92             # three lines of text at the most
TAKE_SIZE = (200, 52)
ACTION_BAR = pygame.Rect(12, HEIGHT - 52, LEFT_STRIP - 24, 44)
SCREEN = (WIDTH, HEIGHT)

# Centres of the other seats, in clockwise order after the shown seat.
OTHER_SEATS = {
    2: [(440, 140), (1080, 140)],
    3: [(380, 320), (760, 140), (1140, 320)],
    4: [(380, 330), (610, 140), (910, 140), (1140, 330)],
    5: [(375, 345), (375, 140), (760, 140), (1145, 140), (1145, 345)],
}
TOP_ROW = 140                   # the centre of the seats across the top
OWN_SEAT_X, OWN_SEAT_Y = TABLE_CENTRE_X, 462     # the lowest the own seat sits


# ---- a portrait screen (720 wide)
PORTRAIT_TOP_BAR = 46           # two lines of status between the round and the Menu button
PORTRAIT_SEAT = (228, 172)      # three across; the trick stack still fits under the total
PORTRAIT_MARGIN = 8
PORTRAIT_STEP = PORTRAIT_SEAT[0] + 10      # from one column of seats to the next
STRIP_HEIGHT = 92               # the castle, the road pieces and the last moves
STRIP_LEAST = 30                # a shorter screen: the strip gives up its headings, then all but this round
REMOVED_NOTE = 40               # three players: the line naming the colour out of the game
ROW_GAP = 16                    # between two rows of seats: the King stands clear of the row above
BAND = 104                      # the message, the icons and the take button, above the hand
ACTIONS_WIDTH = LEFT_STRIP - 24
# The other seats, clockwise after the shown one (which sits at column 1, row 1):
# (column, row); columns 0 to 2 in half steps, row 0 the upper one.
PORTRAIT_SEATS = {
    2: [(0, 0), (2, 0)],
    3: [(0, 1), (1, 0), (2, 1)],
    4: [(0, 1), (0.5, 0), (1.5, 0), (2, 1)],
    5: [(0, 1), (0, 0), (1, 0), (2, 0), (2, 1)],
}


def portrait(screen=SCREEN):
    """Whether the logical screen is the portrait one (narrower than the table's 1280)."""
    return screen[0] < WIDTH


def top_bar(screen=SCREEN):
    """The height of the bar with the round, the status line and the Menu button."""
    return PORTRAIT_TOP_BAR if portrait(screen) else TOP_BAR


def menu_top(screen=SCREEN):
    """The Menu button's top edge, in the middle of the top bar."""
    return (top_bar(screen) - 30) // 2


def seat_size(screen=SCREEN):
    return PORTRAIT_SEAT if portrait(screen) else SEAT_SIZE


class PortraitPlaces(NamedTuple):
    own: pygame.Rect            # the shown seat's panel
    others: list                # the centres of the other seats, clockwise
    strip: pygame.Rect          # the castle, the road pieces and the last moves
    actions: pygame.Rect        # the action icons
    take: pygame.Rect           # the "Take the cards" button
    message: pygame.Rect        # where the message box sits: its middle and its widest


def portrait_places(players, size=HAND_CARD, screen=SCREEN):
    """Every place of a portrait table. Above the hand, a band holds the message,
    the icons and the take button; above it the own seat sits in the middle of the
    lower row, its neighbours at its left and right, the others in the upper row.
    The strip under the top bar is as tall as the rows leave room for (at most
    ``STRIP_HEIGHT``, with a line more for the colour out of a three-player game);
    the rows sit between it and the band, ``ROW_GAP`` apart."""
    width, height = PORTRAIT_SEAT
    margin, right = PORTRAIT_MARGIN, screen[0] - PORTRAIT_MARGIN
    band = pygame.Rect(margin, hand_top(size, screen) - RAISE - 6 - BAND, right - margin, BAND)
    actions = pygame.Rect(right - 4 - ACTIONS_WIDTH, band.top, ACTIONS_WIDTH, 44)
    take = pygame.Rect(0, 0, *TAKE_SIZE)
    take.bottomright = (right - 4, band.bottom)
    message = pygame.Rect(margin, band.top, actions.left - 12 - margin, MESSAGE_HEIGHT)
    seats = 2 * height + ROW_GAP + 2 * margin
    strip_top = top_bar(screen) + 6
    note = REMOVED_NOTE if players == 3 else 0
    strip = pygame.Rect(6, strip_top, screen[0] - 12,
                        max(STRIP_LEAST, min(STRIP_HEIGHT + note, band.top - strip_top - seats)))
    first = strip.bottom + margin + max(0, band.top - strip.bottom - seats) // 2

    def centre(column, row):
        return (round(margin + column * PORTRAIT_STEP + width / 2), first + row * (height + ROW_GAP) + height // 2)
    own = pygame.Rect(0, 0, width, height)
    own.center = centre(1, 1)
    return PortraitPlaces(own, [centre(*place) for place in PORTRAIT_SEATS[players - 1]], strip, actions, take,
                          message)


def info_strip(players, size=HAND_CARD, screen=SCREEN):
    """A portrait screen's strip under the top bar (``portrait_places``)."""
    return portrait_places(players, size, screen).strip


def table_centre_x(screen=SCREEN):
    """The middle of the table, right of the castle strip (the middle of a portrait screen)."""
    if portrait(screen):
        return screen[0] // 2
    return (LEFT_STRIP + screen[0]) // 2


def action_bar(screen=SCREEN, size=HAND_CARD, players=4):
    """The row of action icons, at the bottom of the castle strip (on a portrait
    screen, at the left of the take button)."""
    if portrait(screen):
        return portrait_places(players, size, screen).actions
    return pygame.Rect(12, screen[1] - 52, LEFT_STRIP - 24, 44)


def hand_top(size=HAND_CARD, screen=SCREEN):
    return screen[1] - (HEIGHT - HAND_BOTTOM) - size[1]


def own_seat_centre(size=HAND_CARD, screen=SCREEN):
    """The own seat sits just above the highest a raised hand card reaches."""
    bottom = hand_top(size, screen) - RAISE - 6
    lowest = OWN_SEAT_Y + screen[1] - HEIGHT          # a taller screen: as low as on a 720 one
    return (table_centre_x(screen), min(lowest, bottom - SEAT_SIZE[1] // 2))


def other_seat_centres(players, screen=SCREEN):
    """The centres of the other seats, spread in proportion over the table's width
    (the outer seats keep their margin) and height (the top row stays under the top bar)."""
    middle, wide = table_centre_x(), table_centre_x(screen)
    across = (screen[0] - LEFT_STRIP - SEAT_SIZE[0]) / (WIDTH - LEFT_STRIP - SEAT_SIZE[0])
    down = screen[1] / HEIGHT
    return [(round(wide + (x - middle) * across), round(TOP_ROW + (y - TOP_ROW) * down))
            for x, y in OTHER_SEATS[players - 1]]


def seat_rects(players, shown_seat, size=HAND_CARD, screen=SCREEN):
    """The panel rectangle of every seat, indexed by seat."""
    rects = [None] * players
    panel = seat_size(screen)
    rects[shown_seat] = pygame.Rect(0, 0, *panel)
    if portrait(screen):
        places = portrait_places(players, size, screen)
        rects[shown_seat].center, centres = places.own.center, places.others
    else:
        rects[shown_seat].center, centres = own_seat_centre(size, screen), other_seat_centres(players, screen)
    for k, centre in enumerate(centres):
        seat = (shown_seat + 1 + k) % players
        rects[seat] = pygame.Rect(0, 0, *panel)
        rects[seat].center = centre
    return rects


def take_rect(own, screen=SCREEN, players=4, size=HAND_CARD):
    """The "Take the cards" button, beside the own seat (on a portrait screen, ``portrait_places``)."""
    if portrait(screen):
        return portrait_places(players, size, screen).take
    rect = pygame.Rect(0, 0, *TAKE_SIZE)
    rect.bottomleft = (own.right + 16, own.bottom - 4)
    return rect


def message_room(own, screen=SCREEN, players=4, size=HAND_CARD):
    """Where the message box sits: its centre and its widest. Just above the own
    seat, between the side seats; on a portrait screen, ``portrait_places``."""
    if portrait(screen):
        return portrait_places(players, size, screen).message
    room = pygame.Rect(0, 0, MESSAGE_WIDTH, MESSAGE_HEIGHT)
    room.midbottom = (own.centerx, own.top - 10)
    return room


# ---- inside a seat panel
NAME_BAR = 32


def pile_width(seat_rect):
    """The pile spreads over the panel but for the column of the total and the tricks."""
    return seat_rect.width - 100


def pile_slot(seat_rect, index, count):
    """Top-left of card ``index`` of a pile of ``count`` cards in a seat panel."""
    step = 26 if count <= 1 else min(26, (pile_width(seat_rect) - PILE_CARD[0]) / (count - 1))
    return (seat_rect.left + 12 + int(step * index), seat_rect.top + 38)


def pile_area(seat_rect):
    return pygame.Rect(seat_rect.left + 12, seat_rect.top + 38, pile_width(seat_rect), PILE_CARD[1])


def total_centre(seat_rect):
    """The pile total's disc; its colour word sits under it."""
    return (seat_rect.right - 40, seat_rect.top + 58)


def total_rect(seat_rect):
    x, y = total_centre(seat_rect)
    return pygame.Rect(x - 22, y - 22, 44, 45)


def colour_word_centre(seat_rect):
    x, y = total_centre(seat_rect)
    return (x, y + 34)


def trick_spot(seat_rect):
    return (seat_rect.right - 62, seat_rect.top + 104)


def trick_rect(seat_rect):
    x, y = trick_spot(seat_rect)
    return pygame.Rect(x, y, TRICK_CARD[0] + 10, TRICK_CARD[1] + 10)


def trick_count_spot(seat_rect):
    """Where the number of trick cards is written (beside the stack, not on it)."""
    return (seat_rect.right - 66, seat_rect.top + 150)


def roads_spot(seat_rect):
    return (seat_rect.left + 12, seat_rect.bottom - 24)


def roads_width(seat_rect):
    """The widest a seat's roads may be drawn: up to the trick count."""
    return seat_rect.width - 90 - 12 - 12


def king_rect(seat_rect):
    """The King pawn stands on the name bar, left of the hand's card count."""
    return pygame.Rect(seat_rect.right - 104, seat_rect.top - 8, 26, 44)


def hand_spot(seat_rect):
    """Where another seat's hand is shown (a small card back in the name bar)."""
    return (seat_rect.right - 60, seat_rect.top + 6)


def hand_width(screen=SCREEN):
    """The widest the fan of the hand may be: the whole width of a portrait screen."""
    return min(HAND_WIDTH, screen[0] - 2 * PORTRAIT_MARGIN)


def hand_rects(count, raised=None, size=HAND_CARD, screen=SCREEN):
    """The rectangle of every card of the shown hand, fanned along the bottom
    (``size``: the card size setting scales the hand; its bottom edge stays put)."""
    if count == 0:
        return []
    top = hand_top(size, screen)
    step = size[0] + 8 if count == 1 else min(size[0] + 8, (hand_width(screen) - size[0]) / (count - 1))
    total = size[0] + step * (count - 1)
    left = table_centre_x(screen) - total / 2
    rects = []
    for i in range(count):
        middle = (i - (count - 1) / 2) / max(1, (count - 1) / 2)
        y = top + int(HAND_ARC * middle * middle)          # a gentle arc
        if i == raised:
            y -= RAISE
        rects.append(pygame.Rect(int(left + step * i), y, *size))
    return rects


def hand_area(count, size=HAND_CARD, screen=SCREEN):
    """Everything the hand may cover, a raised card included."""
    rects = hand_rects(count, None, size, screen)
    if not rects:
        return pygame.Rect(table_centre_x(screen), hand_top(size, screen), 0, 0)
    area = rects[0].unionall(rects[1:])
    area.top -= RAISE
    area.height += RAISE
    return area
