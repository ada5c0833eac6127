"""Find files bundled with the game: fonts, sounds and the like.

Run from source, paths are relative to the repository root (this file's folder).
Frozen by PyInstaller, the bundled files are unpacked under ``sys._MEIPASS``, so
paths are relative to that instead. Every asset is loaded through this one function.
"""

import os
import sys


def resource_path(*parts: str) -> str:
    """Return the absolute path of a bundled file, e.g. resource_path("fonts", "lato-bold.ttf")."""
    base = getattr(sys, "_MEIPASS", None) or os.path.dirname(os.path.abspath(__file__))
    return os.path.join(base, *parts)
