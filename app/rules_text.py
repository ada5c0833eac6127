"""The rules reference shown by F1, in the player's language.

The texts live in ``locale/rules/<game>/<lang>.md``, one folder per game
(by its short name): a title, then sections of plain paragraphs,
numbered steps ("how a turn works") and bullets.
Only that little Markdown is read, so a translator can edit the files freely.
"""

import os
import re
from dataclasses import dataclass, field

from game import GAME_NAMES
from resources import resource_path

from .i18n import LANGUAGES, language


@dataclass
class Section:
    title: str
    paragraphs: list = field(default_factory=list)   # plain text
    steps: list = field(default_factory=list)        # "1. …" items
    bullets: list = field(default_factory=list)      # "- …" items


@dataclass
class RulesText:
    title: str
    sections: list


RULES_GAMES = GAME_NAMES                 # every game has its rules page


def rules_path(code, game):
    return resource_path("locale", "rules", game, f"{code}.md")


def load_rules(code=None, *, game):
    """The rules of ``game`` in language ``code`` (default: the current one)."""
    code = code or language()
    if code not in LANGUAGES:
        code = "en"
    if game not in RULES_GAMES:
        raise ValueError(f"no rules for the game {game!r}")
    if not os.path.isfile(rules_path(code, game)):
        code = "en"                      # a translation not there yet: the English text
    with open(rules_path(code, game), encoding="utf-8") as stream:
        return parse_rules(stream.read())


def parse_rules(text):
    title, sections, lines = "", [], []

    def flush():
        if lines and sections:
            sections[-1].paragraphs.append(" ".join(lines))
        lines.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("## "):
            flush()
            sections.append(Section(line[3:]))
        elif line.startswith("# "):
            flush()
            title = line[2:]
            sections.append(Section(""))         # the introduction
        elif re.match(r"\d+\. ", line):
            flush()
            sections[-1].steps.append(line.split(". ", 1)[1])
        elif line.startswith("- "):
            flush()
            sections[-1].bullets.append(line[2:])
        elif line:
            lines.append(line)
        else:
            flush()
    flush()
    return RulesText(title, sections)
