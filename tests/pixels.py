"""Measuring one frame on the pixels it draws, for the sweeps of the tables
(tests/test_sweep.py) and of the shell's screens (tests/test_shell_sweep.py).

A frame is drawn twice, once as it is and once with every text left blank, on
surfaces that keep where each text's ink ends up (``Inked``); ``faults`` then
says, of every text:

- whether it is cut: it lies whole inside the screen and inside the clip it is
  drawn in, and does not end in an ellipsis its words do not have;
- whether it is hidden: where its ink lies, the frame differs from the blank
  one in nine of every ten of its inked pixels (nothing drawn later covers it);
- whether it stands out: its colour against the mean of the pixels behind it
  (the blank frame) has a contrast of at least 3:1 (the weakest WCAG allows);
- whether it is drawn at 12 window pixels or more (the project's smallest).
"""

import glob
import re
import sys
from functools import lru_cache

import pygame

import scenes.base
from app.i18n import language
from sprites.drawing import contrast

SMALLEST = 12               # window pixels: the least size of any text
CONTRAST = 3.0
SEEN = 0.9                  # of a text's solid ink, at least this share must show
ELLIPSIS = "\u2026"

REAL_SURFACE = pygame.Surface


class Inked(REAL_SURFACE):
    """A surface that keeps where the texts drawn on it lie, through every surface
    it is drawn on in turn: (words, colour, ink rectangle here, cut, under a
    see-through picture, the ink's points, the size rendered at)."""

    texts = {}                     # id(rendered image) -> (words, colour, points, size): set by ``frame``

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.inks = []

    def blit(self, source, dest, area=None, special_flags=0):
        done = REAL_SURFACE.blit(self, source, dest, area, special_flags)
        if "inks" not in self.__dict__:           # made by copy() or subsurface(), not by Surface()
            self.inks = []
        if id(source) in self.texts:
            words, colour, inked, size = self.texts[id(source)]
            carried = [(words, colour, source.get_bounding_rect(), False, False, inked, size)]
        else:
            carried = getattr(source, "inks", ())
            if not carried and not special_flags and source.get_flags() & pygame.SRCALPHA:
                self.shade(source, dest, area)
        if carried:
            left, top = (dest.left, dest.top) if isinstance(dest, pygame.Rect) else dest
            area = pygame.Rect(area) if area is not None else pygame.Rect((0, 0), source.get_size())
            inside = self.get_clip().clip(self.get_rect())
            for words, colour, ink, cut, shaded, inked, size in carried:
                if not ink.width or not ink.height:
                    continue
                shown = ink.clip(area)
                placed = ink.move(round(left) - area.left, round(top) - area.top)
                seen = shown.move(round(left) - area.left, round(top) - area.top).clip(inside)
                cut = cut or seen.size != placed.size
                if seen.width and seen.height:
                    self.inks.append((words, colour, seen, cut, shaded, inked, size))
        return done

    def shade(self, source, dest, area):
        """Marks the texts a see-through picture (``source``) now lies over: a card
        dimmed as out of reach, the table under a dialog. Their words are meant to
        be faint, and the contrast is not asked of them."""
        left, top = (dest.left, dest.top) if isinstance(dest, pygame.Rect) else dest
        area = pygame.Rect(area) if area is not None else pygame.Rect((0, 0), source.get_size())
        for k, (words, colour, ink, cut, shaded, inked, size) in enumerate(self.inks):
            x, y = ink.centerx - round(left) + area.left, ink.centery - round(top) + area.top
            if not shaded and area.collidepoint(x, y) and 0 < source.get_at((x, y)).a < 255:
                self.inks[k] = (words, colour, ink, cut, True, inked, size)

    def blits(self, blit_sequence, doreturn=True):
        return [self.blit(*item) for item in blit_sequence]


def forget_drawings():
    """Empty the caches of drawn things (cards, pieces, lettering, text), so that
    every text a frame shows is rendered, and measured, anew."""
    for name, module in list(sys.modules.items()):
        if name.startswith("sprites.") and name != "sprites.table":        # the felt has no text
            for thing in vars(module).values():
                if callable(getattr(thing, "cache_clear", None)):
                    thing.cache_clear()
    scenes.base._text_cache.clear()
    lettering = sys.modules.get("scenes.kings.lettering")
    if lettering is not None:
        lettering._line_cache.clear()


def recording_font(record):
    """A pygame font class that knows its size (``points``) and hands every text it
    renders to ``record(text, points, colour, image)``, which returns the image
    the text is drawn with (``image`` itself, or another of its size)."""
    real = pygame.font.Font

    class Recording(real):
        def __init__(self, path, points):
            super().__init__(path, points)
            self.points = points

        def render(self, text, antialias, colour, background=None):
            return record(text, self.points, colour, super().render(text, antialias, colour, background))
    return Recording


def frame(build, monkeypatch, blank=False, inked_build=False, beneath=lambda app: ()):
    """(every text rendered as (words, size), the logical screen, the app) of one
    frame of the app ``build()`` makes (its scenes laid out by a first frame),
    every text rendered anew; the screen's ``inks`` say where each text's ink
    ended up, texts drawn on a card, a page or a panel first included. ``blank``:
    every text rendered as nothing (the same size, fully transparent).
    ``inked_build``: the app is built with the texts recorded too, for the
    scenes that keep a picture drawn in their first frame (a page of rules);
    else the pictures a table keeps of its seats are made anew. ``beneath(app)``:
    the things the top scene draws first, whose texts are not measured with its
    own (a lesson's table, under its box)."""
    rendered = []

    def record(text, points, colour, image):
        if blank:
            image = REAL_SURFACE(image.get_size(), pygame.SRCALPHA)
        rendered.append((text, points, image))                        # kept alive: ids stay unique
        Inked.texts[id(image)] = (text, pygame.Color(colour), [] if blank else ink_points(image), points)
        return image
    Recording = recording_font(record)

    if not inked_build:
        app = build()
        for scene in app.scenes:
            getattr(scene, "seat_pictures", {}).clear()
    forget_drawings()
    Inked.texts = {}
    with monkeypatch.context() as patch:
        patch.setattr(pygame.font, "Font", Recording)
        patch.setattr(pygame, "Surface", Inked)
        if inked_build:
            app = build()                         # what it draws on and keeps is inked too
        for thing in beneath(app):
            patch.setattr(thing, "draw", forgetting(thing.draw))
        screen = Inked(app.logical_size())
        for scene in app.drawn_scenes():
            if scene is app.top:                  # what a dialog covers is not measured
                del screen.inks[:]
            scene.draw(screen)
    forget_drawings()
    Inked.texts = {}
    return [(words, points) for words, points, _image in rendered], screen, app


def forgetting(draw):
    """``draw``, the texts it puts on the surface then forgotten."""
    def drawn(surface, *args, **kwargs):
        done = draw(surface, *args, **kwargs)
        del getattr(surface, "inks", [])[:]
        return done
    return drawn


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
    in the language now chosen, from every catalog: patterns of each one's tail,
    from its last words (a name or a number in its place: "… of {total}…")."""
    return _meant_ellipses(language())


def ends_as_meant(words):
    """Whether ``words`` end in an ellipsis the catalog's words have themselves."""
    return any(pattern.search(words.rstrip()) for pattern in meant_ellipses())


@lru_cache(maxsize=None)
def _meant_ellipses(language_now):
    from babel.messages.pofile import read_po
    patterns = set()
    for path in glob.glob("locale/*/LC_MESSAGES/*.po"):
        with open(path, "rb") as stream:
            catalog = read_po(stream)
        ours = path.split("/")[1] == language_now
        for message in catalog:
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            for words in ids + (strings if ours else ()):
                if words and words.endswith(ELLIPSIS):
                    patterns.add(tail_pattern(words))
    return frozenset(re.compile(pattern) for pattern in patterns)


def tail_pattern(words):
    """A pattern of the end of ``words`` (a catalog's, with its {placeholders}):
    back to its last piece with a letter in it, or the whole words ("…" alone)."""
    parts = [part for part in re.split(r"(\{[^}]*\})", words) if part]
    tail = []
    for part in reversed(parts):
        tail.insert(0, part)
        if not part.startswith("{") and any(c.isalnum() for c in part):
            break
    else:
        tail.insert(0, "^")
    return "".join(r"\S+" if part.startswith("{") else part if part == "^" else re.escape(part)
                   for part in tail) + "$"


def faults(rendered, screen, bare, scale, scrolled=(), fanned=()):
    """What is wrong with the texts of a frame (``frame``'s two results, drawn
    with texts and blank; ``rendered`` None: the texts shown are those measured
    for their size), in a window of ``scale`` window pixels a logical one:
    {"under 12 window pixels" | "cut" | "cut with an ellipsis" | "covered" |
    "too faint on what lies behind": the texts, a few}, empty when all is well.
    ``scrolled``: the rectangles of views that scroll, whose top and bottom edges
    may cut a line in two; ``fanned``: the rectangles of pictures of cards fanned
    as a hand holds them, one over the next (their words may be covered)."""
    found = {}
    shown = rendered if rendered is not None else [(ink[0], ink[-1]) for ink in screen.inks]
    small = sorted({(size, words) for words, size in shown if size * scale < SMALLEST - 0.01})
    if small:
        found["under 12 window pixels"] = small[:5]
    cut = sorted({words for words, _colour, rect, was_cut, _shaded, _inked, _size in screen.inks
                  if was_cut and not any(at_edge(rect, view) for view in scrolled)})
    if cut:
        found["cut"] = cut[:8]
    shortened = sorted({words for words, *_rest in screen.inks
                        if words.rstrip().endswith(ELLIPSIS) and not ends_as_meant(words)})
    if shortened:
        found["cut with an ellipsis"] = shortened[:8]
    hidden, faint = [], []
    for words, colour, rect, was_cut, shaded, points, _size in screen.inks:
        if not words.strip() or rect.width < 2 or rect.height < 2 or was_cut:
            continue
        if seen_share(screen, bare, rect, points) < SEEN and not any(map(rect.colliderect, fanned)):
            hidden.append(words)
            continue
        behind = pygame.transform.average_color(bare, rect)
        if not shaded and contrast(colour, behind) < CONTRAST:
            faint.append((words, tuple(colour)[:3], tuple(behind)[:3], round(contrast(colour, behind), 2)))
    if hidden:
        found["covered"] = hidden[:8]
    if faint:
        found["too faint on what lies behind"] = faint[:8]
    return found


def at_edge(rect, view):
    """Whether ``rect`` lies in ``view`` and touches its top or bottom edge (a line
    the view's scrolling cuts in two)."""
    return view.contains(rect) and (rect.top == view.top or rect.bottom == view.bottom)
