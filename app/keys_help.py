"""The keys of the game, listed on the help line and in the rules scene."""

from .i18n import N_, _

KEYS = (
    ("←  →  Tab", N_("choose a card, then a seat")),
    ("Enter", N_("play the card")),
    ("T", N_("take the face-up cards")),
    ("H", N_("hint")),
    ("Ctrl+Z", N_("undo")),
    ("L", N_("the whole game log")),
    ("Ctrl+S", N_("save the record of the game")),
    ("F1", N_("rules")),
    ("F11", N_("full screen")),
    ("Esc", N_("back")),
)


def key_lines():
    return [(key, _(what)) for key, what in KEYS]
