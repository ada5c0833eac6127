"""The pictures of Kings & Creatures, drawn in code: a castle, coins, a hero, a
crown, a scroll, and one silhouette per species of creature.

The six species differ in shape, not only in colour, so they stay apart in
grey: the centaur has a rider's torso on four legs, the minotaur a bull's head
with wide horns, the griffin an eagle's head under a raised wing, the chimera
a maned lion's head with a snake's tail, the dragon bat wings and a long
tail, the unicorn a horse's head with a horn.

Drawers work in a unit box (0..1) scaled to the side in pixels; ``emblem``
draws one large and smooth-scales it down (pygame's filled shapes have no
anti-aliasing of their own), cached by kind, size and colour.
"""

import math
from functools import lru_cache

import pygame

from ..drawing import ellipse_points, layer, scaled, shade, smooth_resize, star_points

INK = (44, 34, 26)
GOLD = (226, 178, 60)
STONE = (150, 146, 140)
PARCHMENT = (242, 226, 188)


class Pen:
    """Unit-box drawing on a square surface of ``side`` pixels."""

    def __init__(self, surface, side):
        self.surface, self.side = surface, side

    def poly(self, colour, points, width=0):
        pygame.draw.polygon(self.surface, colour, scaled(points, self.side), width and max(1, int(width * self.side)))

    def circle(self, colour, centre, radius, width=0):
        pygame.draw.circle(self.surface, colour, (centre[0] * self.side, centre[1] * self.side),
                           radius * self.side, width and max(1, int(width * self.side)))

    def ellipse(self, colour, cx, cy, rx, ry, angle=0.0):
        self.poly(colour, ellipse_points(cx, cy, rx, ry, angle, 40))

    def rect(self, colour, x, y, w, h, radius=0.0, width=0):
        s = self.side
        pygame.draw.rect(self.surface, colour, pygame.Rect(x * s, y * s, w * s, h * s),
                         width and max(1, int(width * s)), border_radius=int(radius * s))

    def line(self, colour, start, end, thickness):
        (x0, y0), (x1, y1) = start, end
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        nx, ny = -(y1 - y0) / length * thickness / 2, (x1 - x0) / length * thickness / 2
        self.poly(colour, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
        self.circle(colour, start, thickness / 2)
        self.circle(colour, end, thickness / 2)


# ------------------------------------------------------------------ the pictures
def castle(pen, colour):
    wall, dark = STONE, shade(STONE, 0.55)
    pen.rect(dark, 0.16, 0.42, 0.68, 0.48)
    pen.rect(wall, 0.19, 0.45, 0.62, 0.42)
    for x in (0.19, 0.35, 0.51, 0.67):                                # the wall's crenels
        pen.rect(wall, x, 0.38, 0.1, 0.08)
    for x in (0.06, 0.72):                                            # two towers with roofs
        pen.rect(dark, x, 0.3, 0.22, 0.6)
        pen.rect(wall, x + 0.025, 0.33, 0.17, 0.55)
        pen.poly(colour, [(x - 0.03, 0.32), (x + 0.11, 0.08), (x + 0.25, 0.32)])
    pen.rect(wall, 0.38, 0.22, 0.24, 0.24)                            # the keep
    pen.poly(colour, [(0.34, 0.24), (0.5, 0.02), (0.66, 0.24)])
    pen.circle(dark, (0.5, 0.68), 0.09)                               # the gate
    pen.rect(dark, 0.41, 0.68, 0.18, 0.22)


def coins(pen, colour=GOLD):
    rim = shade(GOLD, 0.6)
    for k in range(4):                                                # a pile, bottom up
        y = 0.82 - k * 0.09
        pen.ellipse(rim, 0.4, y + 0.03, 0.3, 0.1)
        pen.ellipse(GOLD, 0.4, y, 0.3, 0.1)
    pen.circle(rim, (0.72, 0.5), 0.24)                                # one coin standing
    pen.circle(GOLD, (0.72, 0.5), 0.2)
    pen.circle(rim, (0.72, 0.5), 0.13, 0.025)


def coin(pen, colour=GOLD):
    pen.circle(shade(GOLD, 0.55), (0.5, 0.5), 0.46)
    pen.circle(GOLD, (0.5, 0.5), 0.4)
    pen.circle(shade(GOLD, 0.6), (0.5, 0.5), 0.26, 0.05)


def hero(pen, colour):
    dark = shade(colour, 0.55)
    pen.circle(dark, (0.5, 0.17), 0.13)                                # head and helmet
    pen.circle(shade(colour, 1.6), (0.5, 0.19), 0.1)
    pen.rect(dark, 0.38, 0.06, 0.24, 0.08, 0.03)
    pen.poly(colour, [(0.3, 0.34), (0.7, 0.34), (0.76, 0.7), (0.24, 0.7)])   # body
    pen.rect(dark, 0.3, 0.7, 0.14, 0.26)                                # legs
    pen.rect(dark, 0.56, 0.7, 0.14, 0.26)
    pen.line((200, 200, 210), (0.84, 0.16), (0.84, 0.66), 0.07)         # sword
    pen.rect(dark, 0.76, 0.56, 0.16, 0.05)
    pen.poly(dark, [(0.04, 0.36), (0.34, 0.36), (0.34, 0.6), (0.19, 0.74), (0.04, 0.6)])   # shield
    pen.poly(shade(colour, 1.35), [(0.08, 0.4), (0.3, 0.4), (0.3, 0.58), (0.19, 0.68), (0.08, 0.58)])


def crown(pen, colour=GOLD):
    dark = shade(colour, 0.55)
    points = [(0.08, 0.78), (0.08, 0.3), (0.3, 0.52), (0.5, 0.16), (0.7, 0.52), (0.92, 0.3), (0.92, 0.78)]
    pen.poly(dark, points)
    inner = [(0.14, 0.72), (0.14, 0.42), (0.31, 0.6), (0.5, 0.3), (0.69, 0.6), (0.86, 0.42), (0.86, 0.72)]
    pen.poly(colour, inner)
    pen.rect(dark, 0.06, 0.76, 0.88, 0.14, 0.03)
    for x, y in ((0.08, 0.28), (0.5, 0.14), (0.92, 0.28)):
        pen.circle(dark, (x, y), 0.07)
        pen.circle(shade(colour, 1.4), (x, y), 0.045)


def scroll(pen, colour=PARCHMENT):
    dark = shade(colour, 0.55)
    pen.rect(dark, 0.12, 0.1, 0.76, 0.8, 0.04)
    pen.rect(colour, 0.15, 0.12, 0.7, 0.76)
    for y in (0.1, 0.9):                                              # the rolled ends
        pen.ellipse(dark, 0.5, y, 0.44, 0.07)
        pen.ellipse(shade(colour, 0.85), 0.5, y, 0.4, 0.05)
    for y in (0.32, 0.46, 0.6):
        pen.rect(dark, 0.26, y, 0.48, 0.035)


# the six species: silhouettes that differ in shape
def centaur(pen, colour):
    pen.ellipse(colour, 0.55, 0.58, 0.3, 0.14)                         # horse body
    for x in (0.32, 0.42, 0.68, 0.78):
        pen.line(colour, (x, 0.6), (x + (0.03 if x > 0.5 else -0.03), 0.94), 0.065)
    pen.line(colour, (0.84, 0.52), (0.97, 0.72), 0.06)                  # tail
    pen.poly(colour, [(0.18, 0.62), (0.36, 0.6), (0.34, 0.26), (0.2, 0.26)])   # rider's torso
    pen.circle(colour, (0.27, 0.16), 0.09)                             # head
    pen.line(colour, (0.3, 0.34), (0.06, 0.2), 0.05)                    # arm and bow
    pen.poly(colour, [(0.06, 0.02), (0.1, 0.02), (0.1, 0.42), (0.06, 0.42)])


def minotaur(pen, colour):
    pen.poly(colour, [(0.5, 0.3), (0.3, 0.22), (0.06, 0.26), (0.02, 0.06), (0.16, 0.18), (0.34, 0.14)])  # horn
    pen.poly(colour, [(0.5, 0.3), (0.7, 0.22), (0.94, 0.26), (0.98, 0.06), (0.84, 0.18), (0.66, 0.14)])
    pen.poly(colour, [(0.22, 0.26), (0.78, 0.26), (0.74, 0.62), (0.62, 0.82), (0.38, 0.82), (0.26, 0.62)])
    pen.ellipse(colour, 0.16, 0.36, 0.1, 0.05, -20)                    # ears
    pen.ellipse(colour, 0.84, 0.36, 0.1, 0.05, 20)
    pen.ellipse(colour, 0.5, 0.82, 0.2, 0.12)                           # snout
    light = shade(colour, 1.6)
    pen.circle(light, (0.42, 0.84), 0.035)
    pen.circle(light, (0.58, 0.84), 0.035)
    pen.circle(light, (0.38, 0.46), 0.04)                               # eyes
    pen.circle(light, (0.62, 0.46), 0.04)
    pen.circle(light, (0.5, 0.95), 0.05, 0.02)                          # nose ring


def griffin(pen, colour):
    pen.poly(colour, [(0.42, 0.5), (0.5, 0.04), (0.62, 0.12), (0.7, 0.02), (0.78, 0.14), (0.88, 0.08),
                      (0.94, 0.22), (0.98, 0.2), (0.86, 0.52)])       # raised wing, feathered
    pen.ellipse(colour, 0.52, 0.66, 0.3, 0.14)                         # lion body
    for x in (0.3, 0.42, 0.62, 0.74):
        pen.line(colour, (x, 0.68), (x, 0.94), 0.06)
    pen.line(colour, (0.8, 0.66), (0.98, 0.86), 0.04)                   # tail
    pen.circle(colour, (0.24, 0.4), 0.13)                              # eagle's head
    pen.poly(colour, [(0.14, 0.34), (0.0, 0.44), (0.12, 0.48)])         # hooked beak
    pen.poly(colour, [(0.2, 0.5), (0.34, 0.5), (0.36, 0.66), (0.2, 0.66)])   # neck
    pen.circle(shade(colour, 1.6), (0.22, 0.36), 0.03)


def chimera(pen, colour):
    mane = star_points(0.36, 0.36, 0.3, 0.2, 12, -90)
    pen.poly(colour, mane)                                            # a maned lion's head
    light = shade(colour, 1.5)
    pen.circle(light, (0.36, 0.38), 0.16)
    pen.circle(colour, (0.3, 0.34), 0.03)
    pen.circle(colour, (0.42, 0.34), 0.03)
    pen.poly(colour, [(0.3, 0.46), (0.42, 0.46), (0.36, 0.52)])
    pen.poly(colour, [(0.5, 0.1), (0.56, 0.0), (0.58, 0.14)])            # the goat's horns behind
    pen.poly(colour, [(0.58, 0.14), (0.66, 0.02), (0.66, 0.18)])
    # the snake's tail, in a wave, with its head
    points = [(0.58 + 0.36 * t, 0.72 + 0.12 * math.sin(t * 2 * math.pi)) for t in (0.0, 0.25, 0.5, 0.75, 1.0)]
    for a, b in zip(points, points[1:]):
        pen.line(colour, a, b, 0.07)
    pen.ellipse(colour, 0.94, 0.68, 0.06, 0.04, -30)
    pen.ellipse(colour, 0.4, 0.78, 0.2, 0.14)                           # body under the head


def dragon(pen, colour):
    """Rearing, seen from the front: two bat wings spread wide, a horned head, a curling tail."""
    for sign in (-1, 1):
        wing = [(0.5 + sign * 0.08, 0.36), (0.5 + sign * 0.46, 0.04), (0.5 + sign * 0.4, 0.24),
                (0.5 + sign * 0.48, 0.3), (0.5 + sign * 0.36, 0.4), (0.5 + sign * 0.44, 0.5),
                (0.5 + sign * 0.1, 0.56)]
        pen.poly(colour, wing)
        pen.line(colour, (0.5 + sign * 0.08, 0.74), (0.5 + sign * 0.16, 0.94), 0.07)   # legs
        pen.poly(colour, [(0.5 + sign * 0.06, 0.1), (0.5 + sign * 0.14, 0.0), (0.5 + sign * 0.1, 0.14)])  # horns
    pen.ellipse(colour, 0.5, 0.6, 0.12, 0.22)                          # body
    pen.line(colour, (0.5, 0.4), (0.5, 0.18), 0.1)                     # neck
    pen.ellipse(colour, 0.5, 0.15, 0.09, 0.07)                          # head
    pen.poly(colour, [(0.44, 0.18), (0.5, 0.3), (0.56, 0.18)])           # jaw
    tail = [(0.56, 0.78), (0.72, 0.9), (0.86, 0.84), (0.9, 0.7)]
    for a, b in zip(tail, tail[1:]):
        pen.line(colour, a, b, 0.05)
    pen.poly(colour, [(0.86, 0.7), (0.92, 0.58), (0.97, 0.72)])          # tail spade
    pen.circle(shade(colour, 1.6), (0.47, 0.14), 0.018)
    pen.circle(shade(colour, 1.6), (0.53, 0.14), 0.018)


def unicorn(pen, colour):
    head = [(0.36, 0.96), (0.36, 0.5), (0.42, 0.24), (0.54, 0.16), (0.66, 0.24), (0.9, 0.5), (0.94, 0.6),
            (0.86, 0.66), (0.66, 0.56), (0.6, 0.96)]
    pen.poly(colour, head)                                            # a horse's head and neck
    pen.poly(colour, [(0.55, 0.2), (0.78, 0.0), (0.62, 0.24)])           # the long horn
    for k in range(4):                                                # the mane
        y = 0.28 + k * 0.16
        pen.poly(colour, [(0.38, y), (0.18, y + 0.06), (0.36, y + 0.14)])
    pen.poly(colour, [(0.46, 0.2), (0.48, 0.06), (0.54, 0.18)])          # ear
    pen.circle(shade(colour, 1.6), (0.62, 0.36), 0.035)


def paw(pen, colour):
    """The mark of a creature of any species (a legend's need)."""
    pen.ellipse(colour, 0.5, 0.68, 0.24, 0.2)
    for x, y in ((0.2, 0.42), (0.38, 0.24), (0.62, 0.24), (0.8, 0.42)):
        pen.ellipse(colour, x, y, 0.1, 0.13)


DRAWERS = {
    "paw": paw,
    "castle": castle, "coins": coins, "coin": coin, "hero": hero, "crown": crown, "scroll": scroll,
    "centaurs": centaur, "minotaurs": minotaur, "griffins": griffin, "chimeras": chimera,
    "dragons": dragon, "unicorns": unicorn,
}
SPECIES_SHAPES = ("centaurs", "minotaurs", "griffins", "chimeras", "dragons", "unicorns")


@lru_cache(maxsize=512)
def emblem(kind, side, colour=INK):
    """The picture ``kind`` on a transparent square of ``side`` pixels."""
    side = max(4, int(side))
    big = side * 4
    surface = layer((big, big))
    DRAWERS[kind](Pen(surface, big), colour)
    return smooth_resize(surface, (side, side))
