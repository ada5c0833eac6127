"""Text for the Kings & Creatures scenes that never shrinks below ``MIN_TEXT``.

The shared ``text(..., max_width)`` shrinks a line until it fits, down to a few
pixels; at 960×540 with six players that made French and Dutch words 8–9 px.
Here a line keeps at least ``least`` logical pixels and, when it still does
not fit, wraps (``lines``) or is cut with an ellipsis (``line``) — a card's
whole text is always one click or key away. A scene that fills the window
(the table, the round's end) asks for ``WINDOW_TEXT``: 12 px on a 960×540
window, whose logical screen is 1280×720, and 17.8 on an 800×1000 one, whose
logical screen is 720×900. A scene letterboxed at 1280×720 keeps the default
``MIN_TEXT``: 12.5 px even on an 800×1000 window, where it is drawn 800×450.
"""

from functools import partial

from ..base import INK, text, wrap
from sprites.kings.cards import MIN_TEXT as WINDOW_TEXT
from sprites.text import font

MIN_TEXT = 20

ELLIPSIS = "…"


def fits(message, size, width, bold=False):
    return font(size, bold).size(message)[0] <= width


_line_cache = {}


def line(message, size, colour=INK, bold=False, max_width=None, least=MIN_TEXT):
    """One line: at ``size``, smaller down to ``least`` to fit, then cut with "…".
    Kept, as the table draws the same lines every frame (measuring them was a
    tenth of its frame)."""
    key = (message, size, tuple(colour), bold, max_width, least)
    image = _line_cache.get(key)
    if image is None:
        if len(_line_cache) > 2000:
            _line_cache.clear()
        image = _line_cache[key] = _fitted_line(message, size, colour, bold, max_width, least)
    return image


def _fitted_line(message, size, colour, bold, max_width, least):
    size = max(least, size)
    if max_width is None or fits(message, size, max_width, bold):
        return text(message, size, colour, bold)
    while size > least and not fits(message, size, max_width, bold):
        size -= 1
    if not fits(message, size, max_width, bold):
        while message and not fits(message + ELLIPSIS, size, max_width, bold):
            message = message[:-1]
        message = message.rstrip() + ELLIPSIS
    return text(message, size, colour, bold)


def lines(message, size, width, bold=False, least=MIN_TEXT):
    """``message`` split into lines no wider than ``width`` at ``size`` (at least ``least``)."""
    return wrap(message, max(least, size), width, bold)


def blit_lines(surface, message, size, rect, colour=INK, bold=False, gap=2, least=MIN_TEXT):
    """Wrapped text from ``rect``'s top left; returns the y under the last line."""
    size = max(least, size)
    y = rect.top
    for row in lines(message, size, rect.width, bold, least):
        surface.blit(line(row, size, colour, bold, rect.width, least), (rect.left, y))
        y += font(size, bold).get_linesize() + gap - 4
    return y


def window_lettering():
    """(line, lines, blit_lines) for a scene that fills the window: at least ``WINDOW_TEXT``."""
    return (partial(line, least=WINDOW_TEXT), partial(lines, least=WINDOW_TEXT),
            partial(blit_lines, least=WINDOW_TEXT))
