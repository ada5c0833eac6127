"""The words every game's scenes share in the player's language: computer
levels and the default names of the seats. Each game's own words (cards,
colours, objects) live with its scenes (``scenes.<game>.words``).
"""

import re
from functools import lru_cache

from .i18n import N_, _, language

LEVEL_NAMES = {
    "random": N_("random"), "easy": N_("easy"), "medium": N_("medium"),
    "hard": N_("hard"), "expert": N_("expert"), "omniscient": N_("all-seeing"),
}


def level_name(level):
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


# Default names are kept in English in the record and translated when shown,
# so "You" reads "Tu", "Vous" or "Jij" and follows a change of language.
APP_TITLE = "Card Parlour"       # the collection's name: a proper name, never translated
DEFAULT_YOU = "You"
DEFAULT_PLAYER = "Player {n}"


DECIMAL_COMMA = ("it", "fr", "nl")      # the languages that write 6,7 for 6.7


def decimal(value, places=1, trim=True):
    """``value`` with ``places`` decimals as the player's language writes it ("6.7",
    Italian, French and Dutch "6,7"); ``trim``: a whole number without them ("7")."""
    words = f"{value:.{places}f}"
    if trim and places:
        words = words.rstrip("0").rstrip(".")
    return words.replace(".", ",") if language() in DECIMAL_COMMA else words


def default_player(n):
    """The default name of seat ``n`` (counted from 1), as the record keeps it."""
    return DEFAULT_PLAYER.format(n=n)


def player_name(name):
    """A seat's name as the player reads it: a default name translated."""
    if name == DEFAULT_YOU:
        return _("You")
    prefix = DEFAULT_PLAYER.split("{")[0]
    if name.startswith(prefix) and name[len(prefix):].isdigit():
        return _("Player {n}").format(n=name[len(prefix):])
    return name


def player_names(names):
    return [player_name(name) for name in names]


# French elides "de", "le" and "que" before a vowel: "l'offre d'Ordinateur 2", never
# "de Ordinateur 2". A translation cannot, for the name comes only when it is filled
# in; names start with a capital, so only a capital vowel after them is elided.
_FRENCH_ELISION = re.compile(r"\b([Dd]e|[Ll]e|[Qq]ue) (?=[AEIOUÀÂÉÈÊÎÔ])")


class _Elided(str):
    """A French translation whose ``format`` elides before the names filled in."""

    def format(self, *args, **kwargs):
        return _FRENCH_ELISION.sub(lambda m: m.group(1)[:-1] + "'", str.format(self, *args, **kwargs))


def eliding(translate):
    """``translate`` (a game's ``tr``), its French words eliding before the names
    they are filled with (``_Elided``)."""
    def translated(*args):
        words = translate(*args)
        return _elided(words) if language() == "fr" else words
    return translated


@lru_cache(maxsize=2048)
def _elided(words):
    return _Elided(words)


def after_colon(sentence, names=()):
    """``sentence`` as it goes on after a label's colon ("Hint: …", "The strong
    player: …", "2. Alice: …"): Italian, French and Dutch go on in small letters
    ("Conseil : prenez 13", "Suggerimento: il 1 viola", "Tip: neem 13"); English
    keeps its capital. A sentence that opens with one of ``names`` keeps it: the
    players' names as the player reads them ("Alice", "Vous", "Joueur 3"), and any
    word a game's language writes with a capital inside a sentence too (French
    "le Roi"), or one written in capitals ("OK")."""
    if language() == "en" or not sentence[:1].isupper():
        return sentence
    first = re.match(r"[^\s:;,.!?()]+", sentence)
    word = first.group(0) if first else ""
    if any(sentence.startswith(name) and not sentence[len(name):][:1].isalpha() for name in names if name):
        return sentence
    if sum(letter.isupper() for letter in word) > 1:          # "OK", "ISMCTS": written so anywhere
        return sentence
    return sentence[:1].lower() + sentence[1:]
