"""Readable at any size and shape: every scene of the shell, drawn in a
960×540 and an 800×1000 window in each language, with the most players each
game seats, shows no text under 12 window pixels, every label inside the
screen, and no label or button over another.

``drawn(app, scene)`` records what one frame of a scene draws — each text
rendered (its words and size) and where each lands on the screen, and each
button — so that a game's table can be measured in the same way
(``assert_readable``)."""

from dataclasses import dataclass, field

import pygame
import pytest

import scenes.base
from app.i18n import LANGUAGES, _, set_language
from app.settings_menu import value_text
from tests.pixels import SMALLEST, forget_drawings, recording_font
from tests.shell_scenes import GAMES, WINDOWS, app_in_window, open_scene, shell_scenes



@dataclass
class Drawing:
    """What one frame drew: every text rendered as (words, size in logical pixels),
    the texts put on the screen as (words, size, the ink's rectangle), and the
    buttons as (label, rectangle). ``scale``: window pixels per logical pixel."""
    screen: pygame.Rect
    scale: float
    rendered: list = field(default_factory=list)
    shown: list = field(default_factory=list)
    buttons: list = field(default_factory=list)

    def words(self):
        return {word for words, _size, _rect in self.shown for word in words.split()}


class Screen(pygame.Surface):
    """A logical screen that notes where rendered texts are put on it (clipped as drawn)."""

    def __init__(self, size, drawing, texts):
        super().__init__(size)
        self.drawing, self.texts = drawing, texts
        self.recording = True

    def blit(self, source, dest, area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        words = self.texts.get(id(source)) if self.recording else None
        if words is not None:
            ink = source.get_bounding_rect()
            if area is not None:
                ink = ink.clip(pygame.Rect(area)).move(-pygame.Rect(area).left, -pygame.Rect(area).top)
            left, top = (dest.left, dest.top) if isinstance(dest, pygame.Rect) else dest
            rect = ink.move(left, top).clip(self.get_clip())
            if rect.width and rect.height:
                self.drawing.shown.append((words[0], words[1], rect))
        return done


def drawn(app, scene, monkeypatch):
    """One frame of ``scene`` (on top of ``app``) on a recording screen, every
    font, text and drawing with lettering made anew."""
    size = app.logical_size()
    view = app.viewport()
    drawing = Drawing(pygame.Rect((0, 0), size), view.width / size[0])
    texts = {}

    def record(text, points, _colour, image):
        drawing.rendered.append((text, points))
        texts[id(image)] = (text, points, image)                 # kept alive: ids stay unique
        return image
    Recording = recording_font(record)

    real_button = scenes.base.Button.draw

    def button(self, surface):
        drawing.buttons.append((self.label, pygame.Rect(self.rect)))
        real_button(self, surface)

    forget_drawings()
    with monkeypatch.context() as patch:
        patch.setattr(pygame.font, "Font", Recording)
        patch.setattr(scenes.base.Button, "draw", button)
        screen = Screen(size, drawing, texts)
        screen.recording = False
        for each in app.drawn_scenes():
            screen.recording = each is scene or screen.recording     # what a dialog covers is not measured
            each.draw(screen)
    forget_drawings()
    return drawing


def overlapping(rects):
    """The pairs of rectangles that share more than a pixel's sliver."""
    pairs = []
    for i, (a_name, a) in enumerate(rects):
        for b_name, b in rects[i + 1:]:
            common = a.clip(b)
            if common.width > 1 and common.height > 1:
                pairs.append((a_name, b_name))
    return pairs


def assert_readable(drawing, where=""):
    """No text under SMALLEST window pixels; every text and button inside the screen;
    no two buttons, no two texts, and no text and a button it is not the label of,
    over one another."""
    small = sorted({(size, words) for words, size in drawing.rendered if size * drawing.scale < SMALLEST})
    assert not small, (where, f"{SMALLEST / drawing.scale:.1f} logical px at least", small[:5])
    outside = [words for words, _size, rect in drawing.shown if not drawing.screen.contains(rect)]
    outside += [label for label, rect in drawing.buttons if not drawing.screen.contains(rect)]
    assert not outside, (where, "outside the screen", outside)
    assert not overlapping(drawing.buttons), (where, "buttons over each other", overlapping(drawing.buttons))
    texts = [(words, rect) for words, _size, rect in drawing.shown]
    assert not overlapping(texts), (where, "texts over each other", overlapping(texts))
    stray = [(words, label) for words, rect in texts for label, button in drawing.buttons
             if rect.colliderect(button) and not button.contains(rect)]
    assert not stray, (where, "texts over a button", stray)


def expected_words(name, scene):
    """Texts a scene must show whole, whatever the window (the labels a small
    window would be tempted to drop)."""
    if name == "chooser":
        return [game.title for game in scene.games] + [_(game.blurb) for game in scene.games]
    if name.startswith("setup"):
        return scene.texts_shown() + [seat.describe() for seat in scene.seats[:scene.players]] + [
            _("Players"), _("click to change")] + [str(n) for n in scene.counts]
    if name.startswith("settings"):
        return [_(row.label) for row in scene.rows] + [
            value_text(row, getattr(scene.app.settings, row.name)) for row in scene.rows]
    if name.startswith("statistics") and not name.endswith("asked"):
        from app.stats_table import column_titles
        return column_titles(scene.statistics.game)
    if name.startswith("records"):
        return [scene.message] if scene.message else []
    if name == "pass":
        return [_("Everyone else, look away: the next hand is about to show.")]
    return []


# Scenes with a table drawn within or beneath them (its buttons and texts at the
# table's own places): rectangles cannot tell the table's from the scene's, the
# pixels can (tests/test_shell_sweep.py measures these).
WITH_A_TABLE = ("lesson", "review", "score sheet", "round end", "whose game", "leave")
SCENES = {name: build for name, build in shell_scenes() if not name.startswith(WITH_A_TABLE)}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("window", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("name", list(SCENES))
def test_every_shell_scene_is_readable_in_both_windows_and_every_language(name, window, language, monkeypatch):
    set_language(language)
    app = app_in_window(window)
    scene = open_scene(app, SCENES[name])          # its first frame: the rules' page is laid out in it
    assert app.fills_window(), (name, "letterboxed in a felt box")
    drawing = drawn(app, scene, monkeypatch)
    where = (name, window, language)
    assert_readable(drawing, where)
    shown = drawing.words()
    missing = [words for words in expected_words(name, scene) if not set(words.split()) <= shown]
    assert not missing, (where, "not shown", missing)


def test_setup_shows_the_most_players_each_game_seats():
    from game import load_game
    app = app_in_window(WINDOWS[1])
    for game in GAMES:
        scene = open_scene(app, SCENES[f"setup {game}"])
        assert scene.players == load_game(game).max_players
