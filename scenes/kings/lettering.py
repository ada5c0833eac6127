"""Text for the Kings & Creatures scenes that never shrinks below ``MIN_TEXT``.

The shared ``text(..., max_width)`` shrinks a line until it fits, down to a few
pixels; at 960×540 with six players that made French and Dutch words 8–9 px.
Here a line keeps at least ``MIN_TEXT`` logical pixels (15 on a 960×540
window, 12.5 on an 800×1000 one, where the table is letterboxed to 800×450) and, when it still does not fit, wraps (``lines``) or is cut with an
ellipsis (``line``) — a card's whole text is always one click or key away.
"""

from ..base import INK, text, wrap
from sprites.kings.cards import MIN_TEXT
from sprites.text import font

ELLIPSIS = "…"


def fits(message, size, width, bold=False):
    return font(size, bold).size(message)[0] <= width


def line(message, size, colour=INK, bold=False, max_width=None):
    """One line: at ``size``, smaller down to ``MIN_TEXT`` to fit, then cut with "…"."""
    size = max(MIN_TEXT, size)
    if max_width is None or fits(message, size, max_width, bold):
        return text(message, size, colour, bold)
    while size > MIN_TEXT and not fits(message, size, max_width, bold):
        size -= 1
    if not fits(message, size, max_width, bold):
        while message and not fits(message + ELLIPSIS, size, max_width, bold):
            message = message[:-1]
        message = message.rstrip() + ELLIPSIS
    return text(message, size, colour, bold)


def lines(message, size, width, bold=False):
    """``message`` split into lines no wider than ``width`` at ``size`` (at least ``MIN_TEXT``)."""
    return wrap(message, max(MIN_TEXT, size), width, bold)


def blit_lines(surface, message, size, rect, colour=INK, bold=False, gap=2):
    """Wrapped text from ``rect``'s top left; returns the y under the last line."""
    size = max(MIN_TEXT, size)
    y = rect.top
    for row in lines(message, size, rect.width, bold):
        surface.blit(line(row, size, colour, bold, rect.width), (rect.left, y))
        y += font(size, bold).get_linesize() + gap - 4
    return y
