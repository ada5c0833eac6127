"""The pictures on the cards: one symbol per suit, the jester's cap, the ronde's
ring of dancers, and the King's crown.

Each suit has its own silhouette, so the suits stay apart without colour:
red = fighting (crossed swords), blue = magic (wand and star), green = music
(two beamed notes), purple = painting (palette and brush), orange = cooking (a pot).

Drawers work in a unit box (0..1) scaled to `side` pixels and return the parts of
the picture back to front; `emblem()` outlines each part so overlapping parts
stay readable.
"""

import math

import pygame

from ..drawing import GOLD, ellipse_points, layer, outlined, rotate_points, scaled, star_points

STEEL = (236, 238, 242)


def _part(side, fill):
    return layer((side, side), (*fill[:3], 0))


def _poly(surface, colour, points, side, width=0):
    pygame.draw.polygon(surface, colour, scaled(points, side), width)


def _circle(surface, colour, centre, radius, side, width=0):
    pygame.draw.circle(surface, colour, (centre[0] * side, centre[1] * side), radius * side, width)


def _line(surface, colour, start, end, thickness, side):
    """A thick straight stroke with round ends, in unit coordinates."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    nx, ny = -(y1 - y0) / length * thickness / 2, (x1 - x0) / length * thickness / 2
    _poly(surface, colour, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)], side)
    _circle(surface, colour, start, thickness / 2, side)
    _circle(surface, colour, end, thickness / 2, side)


def _rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def _swords(side, fill, ink):
    parts = []
    for angle in (-45, 45):
        # Swords cross a third of the way down their blades, hilts low, like a coat of arms.
        place = lambda pts: rotate_points([(x, y + 0.1) for x, y in pts], angle, (0.5, 0.45))  # noqa: E731
        blade = _part(side, fill)
        _poly(blade, fill, place([(0, -0.6), (0.05, -0.5), (0.05, 0.17), (-0.05, 0.17), (-0.05, -0.5)]), side)
        # The fuller (groove) down the blade is what makes it read as a sword, not a stick.
        _poly(blade, ink, place(_rect(-0.01, -0.47, 0.01, 0.14)), side)
        hilt = _part(side, fill)
        _poly(hilt, fill, place(_rect(-0.17, 0.17, 0.17, 0.23)), side)
        _poly(hilt, fill, place(_rect(-0.032, 0.23, 0.032, 0.36)), side)
        _circle(hilt, fill, place([(0, 0.39)])[0], 0.05, side)
        parts += [blade, hilt]
    return parts


def _wand_and_star(side, fill, ink):
    wand = _part(side, fill)
    _line(wand, fill, (0.14, 0.88), (0.5, 0.52), 0.1, side)
    _line(wand, ink, (0.14, 0.88), (0.22, 0.80), 0.1, side)  # a dark grip end
    star = _part(side, fill)
    _poly(star, fill, star_points(0.6, 0.4, 0.34, 0.145, 5, -90), side)
    sparkles = _part(side, fill)
    for cx, cy, r in ((0.16, 0.2, 0.1), (0.88, 0.8, 0.085), (0.9, 0.1, 0.06)):
        _poly(sparkles, fill, star_points(cx, cy, r, r * 0.3, 4, -90), side)
    return [wand, star, sparkles]


def _notes(side, fill, ink):
    notes = _part(side, fill)
    heads = [(0.27, 0.76), (0.71, 0.67)]
    for cx, cy in heads:
        _poly(notes, fill, ellipse_points(cx, cy, 0.15, 0.105, -22), side)
    stem = 0.06
    top_left, top_right = 0.2, 0.11
    _poly(notes, fill, _rect(0.36, top_left + 0.02, 0.36 + stem, 0.74), side)
    _poly(notes, fill, _rect(0.80, top_right + 0.02, 0.80 + stem, 0.65), side)
    # The slanted beam joins the stems: two eighth notes, the universal "music" sign.
    _poly(notes, fill, [(0.36, top_left), (0.86, top_right), (0.86, top_right + 0.14), (0.36, top_left + 0.14)], side)
    return [notes]


def _palette_and_brush(side, fill, ink):
    palette = _part(side, fill)
    _poly(palette, fill, ellipse_points(0.46, 0.54, 0.42, 0.33, -12), side)
    # The thumb hole and the notch are cut out, which gives the palette its shape.
    _circle(palette, (*fill[:3], 0), (0.3, 0.7), 0.075, side)
    _circle(palette, (*fill[:3], 0), (0.14, 0.9), 0.15, side)
    for cx, cy in ((0.26, 0.42), (0.44, 0.32), (0.62, 0.36), (0.56, 0.62)):
        _circle(palette, ink, (cx, cy), 0.065, side)
        _circle(palette, STEEL, (cx - 0.015, cy - 0.015), 0.022, side)
    brush = _part(side, fill)
    _line(brush, fill, (0.94, 0.94), (0.74, 0.5), 0.075, side)
    ferrule = rotate_points(_rect(-0.05, -0.05, 0.05, 0.05), -24, (0.715, 0.43))
    _poly(brush, ink, ferrule, side)
    tip = rotate_points([(-0.05, 0), (0.05, 0), (0.015, -0.17), (0, -0.21), (-0.015, -0.17)], -24, (0.70, 0.40))
    _poly(brush, fill, tip, side)
    return [palette, brush]


def _pot(side, fill, ink):
    handles = _part(side, fill)
    _poly(handles, fill, _rect(0.03, 0.5, 0.2, 0.6), side)
    _poly(handles, fill, _rect(0.8, 0.5, 0.97, 0.6), side)
    body = _part(side, fill)
    pygame.draw.rect(body, fill, pygame.Rect(0.16 * side, 0.38 * side, 0.68 * side, 0.5 * side),
                     border_bottom_left_radius=int(0.16 * side), border_bottom_right_radius=int(0.16 * side))
    _poly(body, ink, _rect(0.16, 0.48, 0.84, 0.51), side)  # a band round the pot
    lid = _part(side, fill)
    pygame.draw.ellipse(lid, fill, pygame.Rect(0.19 * side, 0.2 * side, 0.62 * side, 0.34 * side))
    _poly(lid, (*fill[:3], 0), _rect(0, 0.37, 1, 1), side)
    _poly(lid, fill, _rect(0.1, 0.33, 0.9, 0.39), side)
    _circle(lid, fill, (0.5, 0.17), 0.06, side)
    steam = _part(side, fill)
    for x in (0.24, 0.76):
        wave = [(x + 0.035 * math.sin(k / 3), 0.04 + 0.14 * k / 9) for k in range(10)]
        for a, b in zip(wave, wave[1:]):
            _line(steam, fill, a, b, 0.04, side)
    return [steam, handles, body, lid]


def _bezier(p0, p1, p2, steps=16):
    return [((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
             (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1])
            for t in (k / steps for k in range(steps + 1))]


def _tapered(path, base_width, tip_width):
    """A stroke along `path` that narrows from base to tip: a floppy horn of the cap."""
    left, right = [], []
    for k, (x, y) in enumerate(path):
        (ax, ay), (bx, by) = path[max(0, k - 1)], path[min(len(path) - 1, k + 1)]
        length = math.hypot(bx - ax, by - ay) or 1.0
        half = (base_width + (tip_width - base_width) * k / (len(path) - 1)) / 2
        nx, ny = -(by - ay) / length * half, (bx - ax) / length * half
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return left + right[::-1]


def _jester_cap(side, fill, ink):
    # Three horns: two flop outward, the middle one flops over to the right.
    horns = [
        ((0.34, 0.72), (0.1, 0.12), (0.1, 0.5)),
        ((0.66, 0.72), (0.9, 0.12), (0.9, 0.5)),
        ((0.5, 0.72), (0.46, 0.0), (0.66, 0.1)),
    ]
    colours = [fill, fill, (72, 72, 80)]
    parts = []
    for (p0, p1, p2), colour in zip(horns, colours):
        horn = _part(side, colour)
        _poly(horn, colour, _tapered(_bezier(p0, p1, p2), 0.24, 0.04), side)
        parts.append(horn)
    band = _part(side, GOLD)
    pygame.draw.rect(band, GOLD, pygame.Rect(0.17 * side, 0.68 * side, 0.66 * side, 0.17 * side),
                     border_radius=int(0.06 * side))
    for k in range(4):
        _poly(band, ink, star_points(0.275 + 0.15 * k, 0.765, 0.045, 0.02, 4, -90), side)
    bells = _part(side, GOLD)
    for _, _, (tx, ty) in horns:
        _circle(bells, GOLD, (tx, ty + 0.045), 0.07, side)
        _line(bells, ink, (tx - 0.03, ty + 0.065), (tx + 0.03, ty + 0.065), 0.016, side)
    return parts + [band, bells]


def _ronde_ring(side, fill, ink):
    """Dancers holding hands inside a ring of arrows: everything goes round one place."""
    arrows = _part(side, GOLD)
    radius = 0.4
    for start in (-90, 30, 150):
        arc = [(0.5 + radius * math.cos(math.radians(d)), 0.5 + radius * math.sin(math.radians(d)))
               for d in range(start + 8, start + 96, 4)]
        for p, q in zip(arc, arc[1:]):
            _line(arrows, GOLD, p, q, 0.07, side)
        end = math.radians(start + 100)
        tip = (0.5 + radius * math.cos(end), 0.5 + radius * math.sin(end))
        # Increasing angle is clockwise on screen: the way the piles travel.
        head = rotate_points([(0.07, 0), (-0.06, -0.1), (-0.06, 0.1)], start + 100 + 90, tip)
        _poly(arrows, GOLD, head, side)
    dancers = _part(side, fill)
    for k in range(4):
        angle = math.radians(-90 + 90 * k)
        x, y = 0.5 + 0.2 * math.cos(angle), 0.5 + 0.2 * math.sin(angle)
        size = 0.62
        _poly(dancers, fill, [(x - 0.07 * size, y + 0.12 * size), (x + 0.07 * size, y + 0.12 * size),
                              (x + 0.02 * size, y - 0.04 * size), (x - 0.02 * size, y - 0.04 * size)], side)
        _circle(dancers, fill, (x, y - 0.1 * size), 0.05 * size, side)
    # Their joined hands make a ring: the round dance itself.
    pygame.draw.circle(dancers, fill, (0.5 * side, 0.5 * side), 0.2 * side, max(1, int(0.025 * side)))
    return [arrows, dancers]


def _crown(side, fill, ink):
    crown = _part(side, fill)
    points = [(0.12, 0.78), (0.08, 0.32), (0.3, 0.55), (0.5, 0.2), (0.7, 0.55), (0.92, 0.32), (0.88, 0.78)]
    _poly(crown, fill, points, side)
    for cx, cy in ((0.08, 0.28), (0.5, 0.15), (0.92, 0.28)):
        _circle(crown, fill, (cx, cy), 0.06, side)
    band = _part(side, fill)
    _poly(band, fill, _rect(0.12, 0.72, 0.88, 0.86), side)
    for cx in (0.3, 0.5, 0.7):
        _circle(band, ink, (cx, 0.79), 0.03, side)
    return [crown, band]


DRAWERS = {
    "red": _swords,
    "blue": _wand_and_star,
    "green": _notes,
    "purple": _palette_and_brush,
    "orange": _pot,
    "jester": _jester_cap,
    "ronde": _ronde_ring,
    "crown": _crown,
}


def emblem(kind: str, side: int, fill, ink, stroke: float = 0.035) -> pygame.Surface:
    """Symbol `kind` in a square of `side` pixels, each part outlined in `ink`.

    The picture is inset so its outline fits; draw it large and smooth_resize it.
    """
    inset = int(side * 0.08)
    inner = max(4, side - 2 * inset)
    out = layer((side, side), (*ink[:3], 0))
    for part in DRAWERS[kind](inner, fill, ink):
        out.blit(outlined(part, ink, side * stroke), (inset, inset))
    return out
