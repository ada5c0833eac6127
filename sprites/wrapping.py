"""Text broken into lines that fit a width, in the bundled font.

Scenes wrap the same texts every frame (a log, a dialog's question): the lines
are kept, by text, width, size and weight, so only a new text is measured."""

from functools import lru_cache

from .text import font


CLINGING = ";:!?»%"           # French sets a space before these (and "58 %"); no line starts with one


def line_words(paragraph):
    """The words of ``paragraph`` a line may break between: a lone ";", ":", "!",
    "?" or "»" (French spacing), or "%" ("58 %"), stays with the word before it."""
    words = []
    for word in paragraph.split(" "):
        if words and word and word[0] in CLINGING:
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


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
        for word in line_words(paragraph):
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
