"""Text for Nottingham's art: a line of text in the bundled font, cached, never
smaller than ``SMALLEST`` logical pixels (12 px in a 960 x 540 window)."""

from functools import lru_cache

from ..drawing import ink_for
from ..text import font

INK = (250, 246, 236)
DARK = (40, 32, 24)
GOLD = (240, 196, 70)
SMALLEST = 16
cuts = None                 # a list that, when set, collects every (line, line as cut)


def fit_line(message, size, bold, max_width):
    """(message, size): ``size`` at least ``SMALLEST``; a line wider than
    ``max_width`` is cut with an ellipsis rather than shrunk."""
    fitted = _fit_line(message, size, bold, max_width)
    if cuts is not None and fitted[0] != message:
        cuts.append((message, fitted[0]))
    return fitted


@lru_cache(maxsize=2048)
def _fit_line(message, size, bold, max_width):
    size = max(size, SMALLEST)
    if max_width and font(size, bold).size(message)[0] > max_width:
        while len(message) > 1 and font(size, bold).size(message + "…")[0] > max_width:
            message = message[:-1]
        message = message.rstrip() + "…"
    return message, size


def fits(message, size, bold, max_width):
    """Whether ``message`` stands whole in ``max_width`` at ``size`` (at least ``SMALLEST``)."""
    return font(max(size, SMALLEST), bold).size(message)[0] <= max_width


def label(message, size, colour=INK, bold=True, max_width=None):
    """A rendered line (shared: do not draw on it)."""
    return _render(*fit_line(message, size, bold, max_width), colour, bold)


@lru_cache(maxsize=1024)
def _render(message, size, colour, bold):
    return font(size, bold).render(message, True, colour)


def ink_on(colour):
    """Dark or light ink, whichever reads better on ``colour`` (white on the gold
    card's title read at 2:1)."""
    return ink_for(colour, INK, DARK)
