"""What every game's scenes draw with, rendered by code and cached: the felt,
text in the bundled font, the gold of titles. Each game's own art is in its
package (``sprites.figaro``).

Cached surfaces are shared: copy one before drawing on it.
"""

from .drawing import GOLD
from .table import felt
from .text import font, render_fitted

__all__ = ["GOLD", "felt", "font", "render_fitted"]
