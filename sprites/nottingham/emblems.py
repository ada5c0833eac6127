"""The seven objects of Nottingham as shapes drawn by code (RULES.md N1): each has
a silhouette of its own, so the objects tell apart without their colours —
a pair of coins, a candlestick, an ingot, a strand of pearls, a cut jewel, a
necklace with its pendant, a chest with a domed lid."""

import math

import pygame

OUTLINE = (40, 32, 24)


def _shade(colour, k):
    return tuple(max(0, min(255, int(c * k))) for c in colour)


def emblem(surface, obj, rect, colour):
    """Object ``obj`` (index 0..6 in data.OBJECTS order) drawn to fit ``rect``."""
    _DRAW[obj](surface, pygame.Rect(rect), colour)


def _coins(surface, r, colour):                        # copper: two coins, a hole in each
    rad = max(3, min(r.width, r.height) * 0.3)
    for dx, dy in ((-0.16, 0.06), (0.14, -0.08)):
        c = (r.centerx + dx * r.width, r.centery + dy * r.height)
        pygame.draw.circle(surface, _shade(colour, 0.7), (c[0] + 2, c[1] + 2), rad)
        pygame.draw.circle(surface, colour, c, rad)
        pygame.draw.circle(surface, OUTLINE, c, rad, 2)
        pygame.draw.circle(surface, _shade(colour, 1.25), c, rad * 0.7, 1)
        hole = pygame.Rect(0, 0, rad * 0.5, rad * 0.5)
        hole.center = c
        pygame.draw.rect(surface, OUTLINE, hole)


def _candlestick(surface, r, colour):                  # silver: a candlestick with three candles
    cx, w, h = r.centerx, r.width, r.height
    base = [(cx - w * 0.22, r.bottom), (cx + w * 0.22, r.bottom), (cx + w * 0.08, r.bottom - h * 0.14),
            (cx - w * 0.08, r.bottom - h * 0.14)]
    pygame.draw.polygon(surface, colour, base)
    pygame.draw.polygon(surface, OUTLINE, base, 2)
    stem = pygame.Rect(0, 0, max(3, w * 0.07), h * 0.34)
    stem.midbottom = (cx, r.bottom - h * 0.13)
    pygame.draw.rect(surface, colour, stem)
    pygame.draw.rect(surface, OUTLINE, stem, 1)
    arm_y = r.bottom - h * 0.46
    arms = pygame.Rect(cx - w * 0.32, arm_y - h * 0.18, w * 0.64, h * 0.36)
    pygame.draw.arc(surface, OUTLINE, arms, math.pi, 2 * math.pi, max(3, int(w * 0.06)))
    for dx in (-0.32, 0.0, 0.32):
        x = cx + dx * w
        candle = pygame.Rect(0, 0, max(3, w * 0.09), h * 0.26)
        candle.midbottom = (x, arm_y + (h * 0.02 if dx else -h * 0.05))
        pygame.draw.rect(surface, (246, 240, 222), candle)
        pygame.draw.rect(surface, OUTLINE, candle, 1)
        flame = [(x, candle.top - h * 0.12), (x + w * 0.04, candle.top - h * 0.03), (x - w * 0.04, candle.top - h * 0.03)]
        pygame.draw.polygon(surface, (250, 170, 40), flame)


def _ingot(surface, r, colour):                        # gold: two ingots, one on the other
    w, h = r.width, r.height
    for k, (dy, dx) in enumerate(((0.18, -0.05), (-0.14, 0.06))):
        cx, cy = r.centerx + dx * w, r.centery + dy * h
        bottom = [(cx - w * 0.38, cy + h * 0.14), (cx + w * 0.38, cy + h * 0.14),
                  (cx + w * 0.26, cy - h * 0.14), (cx - w * 0.26, cy - h * 0.14)]
        pygame.draw.polygon(surface, _shade(colour, 0.8), bottom)
        top = [(cx - w * 0.26, cy - h * 0.14), (cx + w * 0.26, cy - h * 0.14),
               (cx + w * 0.2, cy - h * 0.04), (cx - w * 0.2, cy - h * 0.04)]
        pygame.draw.polygon(surface, _shade(colour, 1.2), top)
        pygame.draw.polygon(surface, OUTLINE, bottom, 2)


def _pearls(surface, r, colour):                       # pearls: a strand hanging in an arc
    n = 7
    rad = max(2, min(r.width, r.height) * 0.1)
    for k in range(n):
        t = k / (n - 1)
        x = r.left + r.width * (0.12 + 0.76 * t)
        y = r.top + r.height * (0.3 + 0.45 * math.sin(math.pi * t))
        pygame.draw.circle(surface, colour, (x, y), rad)
        pygame.draw.circle(surface, OUTLINE, (x, y), rad, 1)
        pygame.draw.circle(surface, (255, 255, 255), (x - rad * 0.35, y - rad * 0.35), max(1, rad * 0.3))


def _jewel(surface, r, colour):                        # jewels: a cut stone, crown and pavilion
    cx, w, h = r.centerx, r.width * 0.8, r.height * 0.8
    top = r.centery - h * 0.3
    girdle = r.centery - h * 0.05
    points = [(cx - w * 0.28, top), (cx + w * 0.28, top), (cx + w * 0.48, girdle), (cx, r.centery + h * 0.48),
              (cx - w * 0.48, girdle)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, _shade(colour, 1.35), [(cx - w * 0.28, top), (cx + w * 0.28, top),
                                                       (cx + w * 0.14, girdle), (cx - w * 0.14, girdle)])
    for a, b in (((cx - w * 0.48, girdle), (cx + w * 0.48, girdle)), ((cx - w * 0.14, girdle), (cx, r.centery + h * 0.48)),
                 ((cx + w * 0.14, girdle), (cx, r.centery + h * 0.48))):
        pygame.draw.line(surface, OUTLINE, a, b, 1)
    pygame.draw.polygon(surface, OUTLINE, points, 2)


def _necklace(surface, r, colour):                     # necklace: a chain and a pendant
    links = 11
    rad = max(2, min(r.width, r.height) * 0.055)
    for k in range(links):
        a = math.pi * (0.1 + 0.8 * k / (links - 1))
        x = r.centerx + r.width * 0.38 * math.cos(a)
        y = r.top + r.height * 0.12 + r.height * 0.5 * math.sin(a)
        pygame.draw.circle(surface, OUTLINE, (x, y), rad + 1)
        pygame.draw.circle(surface, (236, 200, 90), (x, y), rad)
    cx, cy = r.centerx, r.top + r.height * 0.7
    drop = [(cx, cy - r.height * 0.12), (cx + r.width * 0.13, cy + r.height * 0.05), (cx, cy + r.height * 0.26),
            (cx - r.width * 0.13, cy + r.height * 0.05)]
    pygame.draw.polygon(surface, colour, drop)
    pygame.draw.polygon(surface, OUTLINE, drop, 2)


def _chest(surface, r, colour):                        # chest: a box, a domed lid, a lock
    w, h = r.width * 0.8, r.height * 0.7
    box = pygame.Rect(0, 0, w, h * 0.55)
    box.midbottom = (r.centerx, r.centery + h * 0.45)
    lid = pygame.Rect(box.left, box.top - h * 0.4, w, h * 0.8)
    pygame.draw.ellipse(surface, _shade(colour, 1.15), lid)
    pygame.draw.ellipse(surface, OUTLINE, lid, 2)
    pygame.draw.rect(surface, colour, box)
    pygame.draw.rect(surface, OUTLINE, box, 2)
    pygame.draw.line(surface, OUTLINE, (box.left, box.top), (box.right, box.top), 3)
    for x in (box.left + w * 0.2, box.right - w * 0.2):
        pygame.draw.line(surface, (214, 170, 60), (x, lid.top + 3), (x, box.bottom - 2), max(2, int(w * 0.06)))
    lock = pygame.Rect(0, 0, w * 0.16, h * 0.2)
    lock.center = (box.centerx, box.top + 2)
    pygame.draw.rect(surface, (214, 170, 60), lock)
    pygame.draw.rect(surface, OUTLINE, lock, 1)


_DRAW = (_coins, _candlestick, _ingot, _pearls, _jewel, _necklace, _chest)
