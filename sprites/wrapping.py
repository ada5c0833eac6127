"""Text broken into lines that fit a width, in the bundled font.

Scenes wrap the same texts every frame (a log, a dialog's question): the lines
are kept, by text, width, size and weight, so only a new text is measured."""

from functools import lru_cache

from .text import font


def wrap_lines(text, width, size, bold=False):
    """``text`` as lines no wider than ``width`` pixels at ``size``. A single
    word wider than the box is cut by characters rather than overflow."""
    return list(_wrapped(text, int(width), int(size), bool(bold)))


@lru_cache(maxsize=4096)
def _wrapped(text, width, size, bold):
    face = font(size, bold)
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if face.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while face.size(word)[0] > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and face.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return tuple(lines)
