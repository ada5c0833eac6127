"""The county of Nottingham on the table: the Sheriff's track as a road that
leaves the city and winds back to it (N4), each space a milestone with its hand
limit, the city as a castle, and the Sheriff's black pawn walking the road."""

import math
from functools import lru_cache

import pygame

from game.nottingham.data import TRACK

from .ink import DARK, GOLD, SMALLEST, label

ROAD_EDGE, ROAD = (92, 70, 40), (206, 180, 126)
STONE = (248, 242, 226)
SHERIFF = (22, 22, 26)
SHERIFF_HEIGHT = 30             # his pawn, a head taller than the players'


def pawn(surface, centre, colour, height=22):
    """A pawn of the box: a round head on a flared body."""
    x, y = centre
    body = [(x - height * 0.34, y + height * 0.5), (x + height * 0.34, y + height * 0.5),
            (x + height * 0.13, y - height * 0.08), (x - height * 0.13, y - height * 0.08)]
    edge = (190, 190, 190) if sum(colour) < 150 else DARK
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, edge, body, 1)
    pygame.draw.circle(surface, colour, (x, y - height * 0.25), height * 0.22)
    pygame.draw.circle(surface, edge, (x, y - height * 0.25), height * 0.22, 1)


def _bend(k, count):
    """How far the road swings from a circle at space ``k``: a county road, not a ring."""
    a = 2 * math.pi * k / count
    return 1.0 + 0.07 * math.sin(3 * a) + 0.04 * (math.cos(5 * a) - 1.0)   # the city at the radius


def track_points(centre, radius):
    """The milestones' centres, Nottingham at the top, clockwise (N4)."""
    count = len(TRACK)
    return [point_on_track(centre, radius, k) for k in range(count)]


def _road_point(centre, radius, along):
    """The road at ``along`` (0 to the number of spaces) of its way round by angle."""
    a = 2 * math.pi * along / len(TRACK)
    r = radius * _bend(along, len(TRACK))
    return (centre[0] + r * math.sin(a), centre[1] - r * math.cos(a))


@lru_cache(maxsize=16)
def _milestones(radius):
    """Where each milestone stands on the road (by angle, as ``_road_point`` takes it):
    evenly along the road's length, so that no two crowd where the road bends in
    (by equal angles they overlapped on a small road). The last entry is the city
    again, a whole way round."""
    count, steps = len(TRACK), 40
    path = [_road_point((0, 0), radius, k / steps) for k in range(count * steps + 1)]
    lengths = [0.0]
    for a, b in zip(path, path[1:]):
        lengths.append(lengths[-1] + math.dist(a, b))
    stations, k = [], 0
    for space in range(count):
        goal = lengths[-1] * space / count
        while lengths[k + 1] < goal:
            k += 1
        part = (goal - lengths[k]) / ((lengths[k + 1] - lengths[k]) or 1)
        stations.append((k + part) / steps)
    return tuple(stations) + (float(count),), lengths[-1]


def point_on_track(centre, radius, position):
    """A point of the road (``position`` may lie between two spaces, for the walk)."""
    stations, _length = _milestones(radius)
    space = int(position) % len(TRACK)
    part = position - int(position)
    along = stations[space] + part * (stations[space + 1] - stations[space])
    return _road_point(centre, radius, along)


def track_spaces(surface, centre, radius):
    """The road and its milestones, none of them current (drawn once, under all)."""
    surface.blit(_county(tuple(centre), radius), (centre[0] - radius - 30, centre[1] - radius - 30))


def stone_size(radius):
    """A milestone's radius on a road of ``radius``: as large as the road's length
    lets the 25 stones stand apart, a pixel or two between each two."""
    _stations, length = _milestones(radius)
    return max(7, min(13, int((length / len(TRACK) - 2) / 2)))


@lru_cache(maxsize=8)
def number_size(stone):
    """The largest type whose figures stand inside a milestone of radius ``stone``,
    clear of its rim."""
    for size in range(24, SMALLEST, -1):
        ink = label("8", size, DARK).get_bounding_rect()
        if ink.height <= 2 * stone - 8 and ink.width <= 2 * stone - 10:
            return size
    return SMALLEST


@lru_cache(maxsize=2)
def _county(centre, radius):
    stone = stone_size(radius)
    size = 2 * radius + 60
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    local = (radius + 30, radius + 30)
    path = [_road_point(local, radius, k / 8) for k in range(8 * len(TRACK) + 1)]
    for k, (x, y) in enumerate(path[::9]):              # trees along the way, outside the road
        a = math.atan2(y - local[1], x - local[0])
        d = 24 if k % 2 else -24
        tx, ty = x + d * math.cos(a), y + d * math.sin(a)
        if 8 < tx < size - 8 and 8 < ty < size - 8 and k % 3 == 0:
            pygame.draw.circle(image, (34, 92, 46), (tx, ty), 7)
            pygame.draw.circle(image, (22, 60, 30), (tx, ty), 7, 1)
    pygame.draw.lines(image, ROAD_EDGE, True, path, stone + 9)
    pygame.draw.lines(image, ROAD, True, path, stone + 3)
    for k in range(0, len(path) - 1, 2):                  # the ruts of the carts
        pygame.draw.line(image, (180, 152, 100), path[k], path[k + 1], 2)
    for k, (x, y) in enumerate(track_points(local, radius)):
        if k == 0:
            _castle(image, (x, y), number_size(stone))
            continue
        pygame.draw.circle(image, (0, 0, 0), (x, y + 2), stone)
        pygame.draw.circle(image, STONE, (x, y), stone)
        pygame.draw.circle(image, DARK, (x, y), stone, 2)
        number = label(str(TRACK[k]), number_size(stone), DARK)
        _centred(image, number, (x, y))
    return image


def _centred(surface, number, at):
    """``number`` with its ink in the middle of ``at`` (a line's image is taller than
    its figures, which would stand off centre in the stone)."""
    ink = number.get_bounding_rect()
    surface.blit(number, (round(at[0] - ink.centerx), round(at[1] - ink.centery)))


def _castle(surface, at, size):
    """Nottingham: a castle gate with three towers, and its number (type of ``size``)."""
    x, y = at
    wall = pygame.Rect(0, 0, 36, 22)
    wall.midbottom = (x, y + 10)
    pygame.draw.rect(surface, (0, 0, 0), wall.move(0, 2))
    pygame.draw.rect(surface, (170, 160, 140), wall)
    for dx in (-14, 0, 14):
        tower = pygame.Rect(0, 0, 10, 26 if dx == 0 else 22)
        tower.midbottom = (x + dx, y + 10)
        pygame.draw.rect(surface, (150, 140, 120), tower)
        pygame.draw.rect(surface, DARK, tower, 1)
        for cx in (tower.left + 1, tower.right - 4):
            pygame.draw.rect(surface, (150, 140, 120), (cx, tower.top - 3, 3, 3))
    gate = pygame.Rect(0, 0, 10, 11)
    gate.midbottom = (x, y + 10)
    pygame.draw.rect(surface, DARK, gate, border_top_left_radius=5, border_top_right_radius=5)
    number = label(str(TRACK[0]), size, GOLD)
    surface.blit(number, number.get_rect(bottomleft=(x + 19, y - 6)))


def draw_track(surface, centre, radius, sheriff_at, current, spaces=True):
    """The road with the current milestone lit and the Sheriff's black pawn at
    ``sheriff_at`` (a space, or between two while he walks). ``spaces=False`` draws
    over a road already drawn (``track_spaces``)."""
    if spaces:
        track_spaces(surface, centre, radius)
    if current:
        x, y = point_on_track(centre, radius, current)
        pygame.draw.circle(surface, GOLD, (x, y), stone_size(radius) + 1)
        pygame.draw.circle(surface, DARK, (x, y), stone_size(radius) + 1, 2)
        number = label(str(TRACK[current]), number_size(stone_size(radius)), DARK)
        _centred(surface, number, (x, y))
    pawn(surface, sheriff_place(centre, radius, sheriff_at), SHERIFF, SHERIFF_HEIGHT)


def sheriff_place(centre, radius, sheriff_at):
    """Where the Sheriff's pawn stands: a little inside the road from his space."""
    sx, sy = point_on_track(centre, radius, sheriff_at)
    inward = (centre[0] - sx, centre[1] - sy)
    length = math.hypot(*inward) or 1
    return sx + inward[0] / length * 28, sy + inward[1] / length * 28


def stone_rects(centre, radius):
    """The room each milestone takes on the track, the lit one's ring included."""
    size = stone_size(radius) + 2
    return [pygame.Rect(round(x) - size, round(y) - size, 2 * size, 2 * size) for x, y in track_points(centre, radius)]


def sheriff_rect(centre, radius, sheriff_at):
    """The room the Sheriff's pawn takes on the track (``pawn``'s shape)."""
    x, y = sheriff_place(centre, radius, sheriff_at)
    width = round(SHERIFF_HEIGHT * 0.68) + 2
    return pygame.Rect(round(x) - width // 2, round(y - SHERIFF_HEIGHT * 0.47) - 1, width, SHERIFF_HEIGHT + 2)
