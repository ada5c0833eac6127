"""The settings scene's rows: what each setting is called and which values it
takes, so the scene only draws them and sends left/right/enter here.

Labels and values are marked with ``N_`` and translated when drawn, so the
rows follow a change of language at once (the language row included).
"""

from dataclasses import dataclass, replace

from .i18n import LANGUAGES, N_, _
from .settings import CARD_SIZES, CHOOSABLE_SPEEDS

LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "fr": "Français", "nl": "Nederlands"}
VOLUME_STEPS = tuple(round(step / 10, 1) for step in range(11))
ON_OFF = {True: N_("on"), False: N_("off")}
SPEED_NAMES = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"), "instant": N_("instant")}
SIZE_NAMES = {"small": N_("small"), "normal": N_("normal"), "large": N_("large")}


@dataclass(frozen=True)
class Row:
    name: str          # the Settings field
    label: str         # N_-marked
    help: str          # N_-marked, one line under the rows when this row is chosen
    choices: tuple     # lowest first: the left arrow goes down, the right one up
    wraps: bool = False  # a list without an order (languages) goes round
    general: bool = True  # for every game; else shown only for a game that honours it


ROWS = (
    Row("language", N_("Language"), N_("The language of the game and its rules."), LANGUAGES, wraps=True),
    Row("volume", N_("Volume"), N_("How loud the cards and the King are."), VOLUME_STEPS),
    Row("muted", N_("Sound"), N_("Every sound of the game, on or off."), (True, False)),
    Row("speed", N_("Computer speed"), N_("How long the computer players take to move."),
        CHOOSABLE_SPEEDS),
    Row("fullscreen", N_("Full screen"), N_("Fill the whole screen (F11)."), (False, True)),
    Row("large_symbols", N_("Large suit symbols"),
        N_("Bigger colour symbols on the cards, easy to tell apart."), (False, True), general=False),
    Row("patterned_backs", N_("Colour patterns"),
        N_("A pattern for each colour on the cards, for colour-blind players."), (False, True), general=False),
    Row("open_information", N_("Open information"),
        N_("Show trick counts and road lengths, for learning."), (False, True), general=False),
    Row("card_size", N_("Card size"), N_("Small, normal or large cards on the table."), CARD_SIZES,
        general=False),
)


def rows_for(options=None, words=()):
    """The rows to show: every row when no game is chosen (``options`` None),
    else the general ones and the game's own ``options`` (names of settings),
    a row's label and help replaced by the game's ``words`` ((name, label, help))."""
    if options is None:
        return ROWS
    named = {name: (label, help) for name, label, help in words}
    return tuple(replace(row, label=named[row.name][0], help=named[row.name][1]) if row.name in named else row
                 for row in ROWS if row.general or row.name in options)


def value_text(row, value):
    """The value of a row as the player reads it."""
    if row.name == "language":
        return LANGUAGE_NAMES[value]            # each language in its own name
    if row.name == "volume":
        return f"{round(value * 100)}%"
    if row.name == "speed":
        return _(SPEED_NAMES[value]) if value in SPEED_NAMES else value
    if row.name == "card_size":
        return _(SIZE_NAMES[value])
    if row.name == "muted":
        return _(ON_OFF[not value])             # "Sound: on", never "Sound off: off"
    return _(ON_OFF[bool(value)])


def step(settings, row, delta):
    """Move the row's value ``delta`` choices along, in place: down or up, stopping
    at either end, except for a list without an order (languages), which goes round."""
    current = getattr(settings, row.name)
    if row.name == "volume":
        index = min(range(len(row.choices)), key=lambda i: abs(row.choices[i] - current))
    else:
        index = row.choices.index(current) if current in row.choices else 0
    if row.wraps:
        index = (index + delta) % len(row.choices)
    else:
        index = max(0, min(len(row.choices) - 1, index + delta))
    setattr(settings, row.name, row.choices[index])
