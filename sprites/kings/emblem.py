"""Kings & Creatures on the game chooser's tile: an open row of cards of each
type under a king's crown."""

import pygame

CREAM = (248, 242, 226)
EDGE = (40, 34, 28)
TYPES = ((52, 140, 70), (178, 48, 44), (120, 62, 150), (214, 172, 40))   # creature, hero, legend, treasure
CROWN = (236, 196, 60)
JEWELS = ((178, 48, 44), (48, 92, 170), (52, 140, 70))


def _card(surface, rect, colour):
    radius = max(3, rect.width // 9)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 3), border_radius=radius)
    pygame.draw.rect(surface, CREAM, rect, border_radius=radius)
    band = pygame.Rect(rect.left, rect.top, rect.width, rect.height // 4)
    pygame.draw.rect(surface, colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    for k in range(2):
        y = rect.top + rect.height * (0.5 + 0.16 * k)
        pygame.draw.line(surface, (190, 180, 160), (rect.left + rect.width * 0.2, y),
                         (rect.right - rect.width * 0.2, y), 2)


def _crown(surface, centre, width):
    x, y = centre
    h = width * 0.55
    points = [(x - width / 2, y + h / 2), (x - width / 2, y - h / 4), (x - width / 4, y + h / 10),
              (x, y - h / 2), (x + width / 4, y + h / 10), (x + width / 2, y - h / 4), (x + width / 2, y + h / 2)]
    pygame.draw.polygon(surface, CROWN, points)
    pygame.draw.polygon(surface, EDGE, points, 2)
    for k, jewel in enumerate(JEWELS):
        pygame.draw.circle(surface, jewel, (round(x + (k - 1) * width * 0.28), round(y + h * 0.3)),
                           max(2, round(width * 0.06)))
    for px, py in points[1:6:2]:
        pygame.draw.circle(surface, CROWN, (round(px), round(py)), max(2, round(width * 0.05)))


def emblem(size):
    """The drawing, ``size`` (width, height), on a transparent background."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    card_w, card_h = round(width * 0.2), round(height * 0.56)
    gap = (width - 4 * card_w) // 5
    for k, colour in enumerate(TYPES):
        _card(surface, pygame.Rect(gap + k * (card_w + gap), height - card_h - 4, card_w, card_h), colour)
    _crown(surface, (width / 2, height * 0.22), width * 0.34)
    return surface


def card_back(surface, rect):
    """A face-down card of Kings & Creatures: deep blue, a gold frame and crown."""
    radius = max(4, rect.width // 10)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 3), border_radius=radius)
    pygame.draw.rect(surface, (40, 56, 120), rect, border_radius=radius)
    pygame.draw.rect(surface, CROWN, rect.inflate(-10, -10), 2, border_radius=max(2, radius - 4))
    _crown(surface, rect.center, rect.width * 0.5)
