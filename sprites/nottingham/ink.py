"""Text for Nottingham's art: a line of text in the bundled font, cached, never
smaller than ``SMALLEST`` logical pixels (12 px in a 960 x 540 window)."""

from functools import lru_cache

from ..text import font

INK = (250, 246, 236)
DARK = (40, 32, 24)
GOLD = (240, 196, 70)
SMALLEST = 16


@lru_cache(maxsize=2048)
def fit_line(message, size, bold, max_width):
    """(message, size): ``size`` at least ``SMALLEST``; a line wider than
    ``max_width`` is cut with an ellipsis rather than shrunk."""
    size = max(size, SMALLEST)
    if max_width and font(size, bold).size(message)[0] > max_width:
        while len(message) > 1 and font(size, bold).size(message + "…")[0] > max_width:
            message = message[:-1]
        message = message.rstrip() + "…"
    return message, size


@lru_cache(maxsize=1024)
def label(message, size, colour=INK, bold=True, max_width=None):
    """A rendered line (shared: do not draw on it)."""
    message, size = fit_line(message, size, bold, max_width)
    return font(size, bold).render(message, True, colour)


def ink_on(colour):
    """Dark or light ink, whichever reads on ``colour``."""
    return DARK if sum(colour) > 500 else INK
