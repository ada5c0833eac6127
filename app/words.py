"""The words every game's scenes share in the player's language: computer
levels and the default names of the seats. Each game's own words (cards,
colours, objects) live with its scenes (``scenes.<game>.words``).
"""

from .i18n import N_, _

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
