"""Every screen outside the tables whole and readable: each scene of the shell
a player meets (tests/shell_scenes.py: the chooser, a game's start, setup with
the most seats and long names, rules, statistics, settings, the records, the
score sheets and round ends, the review, the lessons, hosting and joining a
table, the pass screen, the dialogs), in each of the four languages, in a
960×540 and an 800×1000 window, measured on the pixels drawn as the tables are
(tests/pixels.py): no text cut or shortened with an ellipsis, none covered,
none under 3:1 against what lies behind it, none under 12 window pixels, and
no button's label made smaller than nine tenths of its size to fit.

A 1920×1080 window shows the very screen a 960×540 one does, twice as large:
that is checked for every scene, so the sweep need not draw it again."""

import pygame
import pytest

from app.i18n import LANGUAGES, set_language
from tests import pixels
from tests.shell_scenes import app_in_window, open_scene, shell_scenes

SCENES = dict(shell_scenes())
WINDOWS = [(960, 540), (800, 1000)]


@pytest.fixture
def english():
    yield
    set_language("en")


def built(name, window):
    """A new app in ``window`` with the scene ``name`` on top, laid out by a first frame."""
    app = app_in_window(window)
    open_scene(app, SCENES[name])
    app.frame(1 / 60, [])
    return app


SQUEEZED = 0.9          # a label drawn under nine tenths of its size does not fit its button


def squeezed_labels(monkeypatch):
    """The set that fills, as buttons are drawn, with the labels (and the share of
    their size left) that their buttons make smaller than nine tenths."""
    import scenes.base
    from sprites.text import font
    squeezed = set()
    real = scenes.base.Button.draw

    def draw(button, surface):
        for line in button.label.split("\n"):
            share = (button.rect.width - 16) / max(1, font(button.size, True).size(line)[0])
            if share < SQUEEZED:
                squeezed.add((line, round(share, 2)))
        real(button, surface)
    monkeypatch.setattr(scenes.base.Button, "draw", draw)
    return squeezed


def beneath(app):
    """What the scene on top draws under its own: a lesson's table (swept with the
    tables), which its box lies over."""
    from scenes.lesson import LessonScene
    return [app.top.table] if isinstance(app.top, LessonScene) else []


def scrolled(scene, screen):
    """The view the rules' page scrolls in: a line may be cut in two at its top
    and bottom, as on a page (the statistics show whole rows only)."""
    from scenes.rules_scene import RulesScene
    if not isinstance(scene, RulesScene):
        return []
    return [pygame.Rect(0, scene.view_top, screen.get_width(), scene.view_bottom - scene.view_top)]


def fanned(scene):
    """The rules' pictures of each step, where cards lie fanned one over the next
    as in a hand: the words of a card under another are covered, as at the table."""
    from scenes.rules_scene import PICTURE_WIDTH, RulesScene
    if not isinstance(scene, RulesScene):
        return []
    return [pygame.Rect(scene.box.left, scene.view_top, PICTURE_WIDTH, scene.view_bottom - scene.view_top)]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("window", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("name", list(SCENES))
def test_every_text_of_every_shell_scene_is_whole_seen_and_readable(name, window, language, monkeypatch, english):
    set_language(language)
    labels = squeezed_labels(monkeypatch)
    _rendered, screen, app = pixels.frame(lambda: built(name, window), monkeypatch, inked_build=True, beneath=beneath)
    assert not labels, ((name, language, window), "labels squeezed into their buttons", sorted(labels)[:5])
    _blank, bare, _app = pixels.frame(lambda: built(name, window), monkeypatch, blank=True, inked_build=True,
                                      beneath=beneath)
    assert screen.inks, (name, "no text seen: the sweep would measure nothing")
    scale = app.viewport().width / screen.get_width()
    found = pixels.faults(None, screen, bare, scale, scrolled(app.top, screen), fanned(app.top))
    assert not found, ((name, language, window), found)


@pytest.mark.parametrize("name", list(SCENES))
def test_a_large_window_shows_the_small_ones_screen_larger(name):
    small, large = built(name, (960, 540)), built(name, (1920, 1080))
    assert large.logical_size() == small.logical_size()
    assert large.viewport().size == (1920, 1080) and small.viewport().size == (960, 540)
