"""Text for Nottingham's art: a line of text in the bundled font, cached."""

from functools import lru_cache

from ..text import font, render_fitted

INK = (250, 246, 236)
DARK = (40, 32, 24)
GOLD = (240, 196, 70)


@lru_cache(maxsize=1024)
def label(message, size, colour=INK, bold=True, max_width=None):
    """A rendered line (shared: do not draw on it)."""
    if max_width:
        return render_fitted(message, max_width, size, colour, bold)
    return font(size, bold).render(message, True, colour)


def ink_on(colour):
    """Dark or light ink, whichever reads on ``colour``."""
    return DARK if sum(colour) > 500 else INK
