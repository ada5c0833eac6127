"""Every table whole and readable: each game's table with the most seats it
takes, in each of the four languages, in a 960×540, an 800×1000 and a 1920×1080
window, at a position sampled from a game (not whole games: the sweep stays
quick). Measured on the pixels drawn:

- no text is cut: each lies whole inside the screen and inside the clip it is
  drawn in, and none ends in an ellipsis the words themselves do not have;
- no text is hidden: where each text's ink lies, the frame differs from the same
  frame drawn with every text left blank in nine of every ten of its inked
  pixels (nothing drawn later covers it, whole or in part);
- every text stands out from what lies behind it: its colour against the mean
  of the pixels behind it (the frame drawn without texts) has a contrast of at
  least 3:1 (the weakest WCAG allows, for large text);
- every text is drawn at 12 window pixels or more (the project's smallest).
"""

import random
from functools import lru_cache

import pygame
import pytest

from app.i18n import LANGUAGES, _, set_language
from sprites.drawing import contrast
from tests.test_readable import SMALLEST, forget_drawings

WINDOWS = [(960, 540), (800, 1000), (1920, 1080)]
CONTRAST = 3.0
SEEN = 0.9                  # of a text's solid ink, at least this share must show
ELLIPSIS = "\u2026"


# ---------------------------------------------------------------- the tables

@lru_cache(maxsize=None)
def figaro_position():
    """Six players at Figaro, the person at the screen to play with six cards in hand."""
    from game.figaro import GameState
    from scenes.seats import default_seats
    state = GameState.new(6, seed=3, names=[seat.name for seat in default_seats(6)])
    rng = random.Random(3)
    for _step in range(2000):
        if state.finished or (len(state.hands[0]) <= 6 and state.turn == 0):
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


@lru_cache(maxsize=None)
def nottingham_position(phase=None):
    """Seven players at Nottingham: a position from the middle of a game, or the
    person's decision of ``phase``."""
    from tests.nottingham.test_window_shapes import decisions, positions
    return positions(7, count=3)[1] if phase is None else decisions(7, (phase,))[phase]


def figaro_table(app):
    from scenes.figaro.table import TableScene
    from scenes.seats import default_seats
    table = TableScene(app, default_seats(6), seed=3, state=figaro_position().copy())
    app.push(table)
    return table


def nottingham_table(app):
    from scenes.nottingham import NottinghamTable
    table = NottinghamTable(app, [None] + ["medium"] * 6, state=nottingham_position().copy())
    app.push(table)
    return table


def kings_table(app):
    from tests.kings.test_window_shapes import table_at_round
    return table_at_round(app, 6, 3)


@lru_cache(maxsize=None)
def figaro_hint_reason(language):
    """The hint's reason at ``figaro_position`` (weighed once per language: it guesses the hidden hands)."""
    from scenes.figaro.hints import hint_reason
    state = figaro_position()
    return hint_reason(state.view(state.turn), state.legal_moves()[0])


def figaro_hinted(app):
    from app.i18n import language
    table = figaro_table(app)
    table.show_hint(table.state.legal_moves()[0], figaro_hint_reason(language()))
    return table


def nottingham_offer_hinted(app):
    from scenes.nottingham import NottinghamTable
    from tests.nottingham.test_window_shapes import with_hint
    table = NottinghamTable(app, [None] + ["medium"] * 6, state=nottingham_position("offer").copy())
    app.push(table)
    return with_hint(table)


def nottingham_offers_turned_up(app):
    """Seven players, the copper's six offers turned up: the log's longest newest
    line, which 'What happened' shows whole over its heading and the deck's lines."""
    from tests.nottingham.test_window_shapes import offers_turned_up
    return offers_turned_up(app, 7)


def kings_hinted(app):
    table = kings_table(app)
    table.show_hint(table.state.legal_moves()[0])
    return table


TABLES = {"figaro": figaro_table, "nottingham": nottingham_table, "kings": kings_table,
          "figaro, a hint shown": figaro_hinted, "nottingham, offers and a hint": nottingham_offer_hinted,
          "kings, a hint shown": kings_hinted, "nottingham, six offers turned up": nottingham_offers_turned_up}


def app_in(window):
    from app.settings import Settings
    from scenes.app import App
    pygame.display.init()
    pygame.font.init()
    return App(pygame.Surface(window), Settings(speed="demo"), sounds=None)


REAL_SURFACE = pygame.Surface


class Inked(REAL_SURFACE):
    """A surface that keeps where the texts drawn on it lie, through every surface
    it is drawn on in turn: (words, colour, ink rectangle here, cut)."""

    texts = {}                     # id(rendered image) -> (words, colour): set by ``frame``

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.inks = []

    def blit(self, source, dest, area=None, special_flags=0):
        done = REAL_SURFACE.blit(self, source, dest, area, special_flags)
        if "inks" not in self.__dict__:           # made by copy() or subsurface(), not by Surface()
            self.inks = []
        if id(source) in self.texts:
            words, colour, inked = self.texts[id(source)]
            carried = [(words, colour, source.get_bounding_rect(), False, False, inked)]
        else:
            carried = getattr(source, "inks", ())
            if not carried and not special_flags and source.get_flags() & pygame.SRCALPHA:
                self.shade(source, dest, area)
        if carried:
            left, top = (dest.left, dest.top) if isinstance(dest, pygame.Rect) else dest
            area = pygame.Rect(area) if area is not None else pygame.Rect((0, 0), source.get_size())
            inside = self.get_clip().clip(self.get_rect())
            for words, colour, ink, cut, shaded, inked in carried:
                if not ink.width or not ink.height:
                    continue
                shown = ink.clip(area)
                placed = ink.move(round(left) - area.left, round(top) - area.top)
                seen = shown.move(round(left) - area.left, round(top) - area.top).clip(inside)
                cut = cut or seen.size != placed.size
                if seen.width and seen.height:
                    self.inks.append((words, colour, seen, cut, shaded, inked))
        return done

    def shade(self, source, dest, area):
        """Marks the texts a see-through picture (``source``) now lies over: a card
        dimmed as out of reach, the table under a dialog. Their words are meant to
        be faint, and the contrast is not asked of them."""
        left, top = (dest.left, dest.top) if isinstance(dest, pygame.Rect) else dest
        area = pygame.Rect(area) if area is not None else pygame.Rect((0, 0), source.get_size())
        for k, (words, colour, ink, cut, shaded, inked) in enumerate(self.inks):
            x, y = ink.centerx - round(left) + area.left, ink.centery - round(top) + area.top
            if not shaded and area.collidepoint(x, y) and 0 < source.get_at((x, y)).a < 255:
                self.inks[k] = (words, colour, ink, cut, True, inked)

    def blits(self, blit_sequence, doreturn=True):
        return [self.blit(*item) for item in blit_sequence]


def frame(game, window, monkeypatch, blank=False):
    """(every text rendered as (words, size), the logical screen) of one frame of
    ``game``'s table, built anew; the screen's ``inks`` say where each text's ink
    ended up, texts drawn on a card or a panel first included. ``blank``: every
    text rendered as nothing (the same size, fully transparent)."""
    app = app_in(window)
    table = TABLES[game](app)
    while app.top is not table:
        app.pop()
    app.frame(0, [])                              # laid out on the window, its first frame's motion begun
    size = app.logical_size()
    rendered = []
    real = pygame.font.Font

    class Recording(real):
        def __init__(self, path, points):
            super().__init__(path, points)
            self.points = points

        def render(self, text, antialias, colour, background=None):
            image = super().render(text, antialias, colour, background)
            if blank:
                image = REAL_SURFACE(image.get_size(), pygame.SRCALPHA)
            rendered.append((text, self.points, image))               # kept alive: ids stay unique
            Inked.texts[id(image)] = (text, pygame.Color(colour), [] if blank else ink_points(image))
            return image

    forget_drawings()
    Inked.texts = {}
    getattr(table, "seat_pictures", {}).clear()
    with monkeypatch.context() as patch:
        patch.setattr(pygame.font, "Font", Recording)
        patch.setattr(pygame, "Surface", Inked)
        screen = Inked(size)
        for scene in app.drawn_scenes():
            scene.draw(screen)
    forget_drawings()
    Inked.texts = {}
    return [(words, points) for words, points, _image in rendered], screen


def ink_points(image):
    """The points of a rendered text's solid ink, from the corner of its ink's rectangle."""
    bound = image.get_bounding_rect()
    alpha = pygame.image.tobytes(image.subsurface(bound), "RGBA")[3::4]
    return [(k % bound.width, k // bound.width) for k, a in enumerate(alpha) if a > 200]


def seen_share(screen, bare, rect, points):
    """The share of a text's solid ink that shows on the screen: where the frame
    drawn with texts differs from the one drawn without (a text partly covered by
    something drawn after it shows less)."""
    if not points:
        return 1.0
    drawn = pygame.image.tobytes(screen.subsurface(rect), "RGB")
    behind = pygame.image.tobytes(bare.subsurface(rect), "RGB")
    seen = 0
    for x, y in points:
        k = 3 * (y * rect.width + x)
        seen += drawn[k:k + 3] != behind[k:k + 3]
    return seen / len(points)


def meant_ellipses():
    """The endings of the words that end in an ellipsis themselves ("deciding…"),
    in the language now chosen, from every catalog."""
    from babel.messages.pofile import read_po
    import glob
    endings = set()
    for path in glob.glob("locale/*.pot") + glob.glob("locale/*/*.pot"):
        with open(path, "rb") as stream:
            for message in read_po(stream):
                ids = message.id if isinstance(message.id, tuple) else (message.id,)
                for msgid in ids:
                    if msgid and msgid.endswith(ELLIPSIS):
                        for words in (_(msgid), msgid):
                            endings.add(words.rsplit("}", 1)[-1])
    return endings


def test_the_sweep_knows_the_words_that_end_in_an_ellipsis():
    set_language("en")
    assert "Thinking about a hint\u2026" in meant_ellipses()


@pytest.fixture
def english():
    yield
    set_language("en")


def cases():
    """(game, window) to sweep: a table with a hint is laid out at 1920×1080 as at
    960×540 (the same logical screen, larger), so it is looked at in the two others."""
    for game in TABLES:
        for window in WINDOWS:
            if "," not in game or window != (1920, 1080):
                yield game, window


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game, window", list(cases()), ids=lambda value: (
    f"{value[0]}x{value[1]}" if isinstance(value, tuple) else value))
def test_every_text_of_every_table_is_whole_seen_and_readable(game, language, window, monkeypatch, english):
    set_language(language)
    rendered, screen = frame(game, window, monkeypatch)
    _blank, bare = frame(game, window, monkeypatch, blank=True)
    where = (game, language, window)
    scale = window[0] / screen.get_width()
    small = sorted({(size, words) for words, size in rendered if size * scale < SMALLEST - 0.01})
    assert not small, (where, "under 12 window pixels", small[:5])
    cut = sorted({words for words, _colour, _rect, was_cut, _shaded, _inked in screen.inks if was_cut})
    assert not cut, (where, "cut", cut[:8])
    meant = meant_ellipses()
    shortened = sorted({words for words, *_rest in screen.inks
                        if words.rstrip().endswith(ELLIPSIS) and not any(words.rstrip().endswith(m) for m in meant if m)})
    assert not shortened, (where, "cut with an ellipsis", shortened[:8])
    hidden, faint = [], []
    for words, colour, rect, was_cut, shaded, points in screen.inks:
        if not words.strip() or rect.width < 2 or rect.height < 2 or was_cut:
            continue
        if seen_share(screen, bare, rect, points) < SEEN:
            hidden.append(words)
            continue
        behind = pygame.transform.average_color(bare, rect)
        if not shaded and contrast(colour, behind) < CONTRAST:
            faint.append((words, tuple(colour)[:3], tuple(behind)[:3], round(contrast(colour, behind), 2)))
    assert not hidden, (where, "covered", hidden[:8])
    assert not faint, (where, "too faint on what lies behind", faint[:8])


@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_the_hint_never_stands_over_the_offers_of_seven_players(language, monkeypatch):
    """At 800×1000 with seven players, a heading of two lines (Dutch) left the third
    row of offers under the hint: the hint then takes the tasks' place instead."""
    set_language(language)
    try:
        app = app_in((800, 1000))
        table = nottingham_offer_hinted(app)
        while app.top is not table:
            app.pop()
        app.frame(0, [])
        offers = []
        real = table.draw_offer
        monkeypatch.setattr(table, "draw_offer", lambda surface, view, seat, rect, private: (
            offers.append(pygame.Rect(rect)), real(surface, view, seat, rect, private)))
        surface = pygame.Surface(app.logical_size())
        for scene in app.drawn_scenes():
            scene.draw(surface)
        box = table.hint_box()[0]
        assert len(offers) >= 6
        assert not [rect for rect in offers if rect.colliderect(box)], (box, offers)
    finally:
        set_language("en")
