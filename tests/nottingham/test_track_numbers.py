"""The Sheriff's track reads at every window: each milestone's number measured
on the window's pixels is at least 10 pixels tall, dark on its light stone, and
no stone lies over its neighbour (at 800×1000 with seven players they crowded
where the road bends in, and at 960×540 the numbers were 8 pixels tall)."""

import math

import pytest

from app.i18n import set_language

from game.nottingham.data import TRACK
from sprites.drawing import contrast
from sprites.nottingham.road import stone_size, track_points
from tests.nottingham.test_window_shapes import app_in_window, positions, table_at

SHORTEST = 10          # window pixels: a number's ink at least this tall


def number_ink(window, centre, radius):
    """The number's ink inside a stone of the window's picture, in a band down its
    middle (clear of the stone's dark rim): (its height, its darkest colour, the
    stone's lightest)."""
    rows, darkest, lightest = set(), (255, 255, 255), (0, 0, 0)
    cx, cy = centre
    for y in range(round(cy - radius), round(cy + radius) + 1):
        for x in range(round(cx - radius / 2), round(cx + radius / 2) + 1):
            if math.hypot(x - cx, y - cy) > radius:
                continue
            colour = tuple(window.get_at((x, y)))[:3]
            if sum(colour) < 300:
                rows.add(y)
                darkest = min(darkest, colour, key=sum)
            else:
                lightest = max(lightest, colour, key=sum)
    return (max(rows) - min(rows) + 1 if rows else 0), darkest, lightest


@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
@pytest.mark.parametrize("window", [(960, 540), (800, 1000), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 7])
def test_every_milestones_number_is_tall_dark_on_light_and_apart(window, players, language):
    """In every language: the seats' words (longer in Dutch) leave the track its room."""
    set_language(language)
    app = app_in_window(window)
    table = table_at(app, positions(players, count=1)[0])
    app.frame(1 / 60, [])
    view = app.viewport()
    scale = view.width / app.logical_size()[0]
    layout = table.layout
    stone = stone_size(layout.track_radius)
    points = track_points(layout.track_centre, layout.track_radius)
    for k in range(len(TRACK)):
        gap = math.dist(points[k], points[(k + 1) % len(TRACK)])
        assert gap >= 2 * stone + 1, (window, players, k, "stones over each other", gap, stone)
    for k, (x, y) in enumerate(points[1:], start=1):
        centre = (view.left + x * scale, view.top + y * scale)
        height, ink, ground = number_ink(app.window, centre, (stone - 3) * scale)
        assert height >= SHORTEST, (window, players, k, TRACK[k], height)
        assert contrast(ink, ground) >= 7, (window, players, k, ink, ground)


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")
