"""What every game's scenes draw with, rendered by code and cached: the felt,
text in the bundled font, the gold of titles. Each game's own art is in its
package (``sprites.figaro``).

Cached surfaces are shared: copy one before drawing on it.
"""

import importlib

from .drawing import GOLD
from .table import felt
from .text import font, render_fitted

__all__ = ["GOLD", "felt", "font", "game_emblem", "render_fitted"]


def game_emblem(name, size):
    """A game's drawing (``sprites.<game>.emblem``) of ``size``, for its chooser tile
    and its start scene; None for a game that has none."""
    try:
        module = importlib.import_module(f"sprites.{name}.emblem")
    except ModuleNotFoundError:
        return None
    return module.emblem(size)
