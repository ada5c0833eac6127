"""The player's settings, kept as JSON in the per-user config directory, as
one plain object the scenes share (``app.settings``).

A settings file written by hand or by another version may hold anything: each
value is checked on its own and a bad one falls back to its default, so one
typo never costs the others. When the file cannot be used at all (not JSON,
not an object) it is set aside and the defaults are used; ``load_settings``
then returns a message saying so.
"""

import json
import os
from dataclasses import asdict, dataclass, field, fields

from game.common.errors import FormatError
from game.common.jsonio import parse_json

from . import storage
from .i18n import LANGUAGES, N_, Message
from .system_language import system_language

SETTINGS_FILE = "settings.json"
# Seconds a computer player waits before its move shows, and how long a card flies.
# "instant", for experts: no pause and nothing glides, each move shows at once.
SPEEDS = {"slow": (1.4, 0.55), "normal": (0.8, 0.35), "fast": (0.35, 0.2), "instant": (0.0, 0.0),
          "demo": (0.05, 0.08)}
CHOOSABLE_SPEEDS = ("slow", "normal", "fast", "instant")      # "demo" is for the demo table only
CARD_SIZES = ("small", "normal", "large")
# Cards are drawn at the table's size times this factor.
CARD_SCALE = {"small": 0.85, "normal": 1.0, "large": 1.2}
REMEMBERED = ("last_game", "window")     # kept by the app itself, not rows of the Settings page
BAD_SETTINGS = N_("Some settings could not be read and are back to their usual values. "
                  "The old file was kept as {name}.")


@dataclass
class Settings:
    language: str = "en"
    volume: float = 0.8          # 0..1
    muted: bool = False
    speed: str = "normal"          # how fast the computer players move
    fullscreen: bool = False
    large_symbols: bool = False
    patterned_backs: bool = False
    open_information: bool = False   # RULES.md R23: show trick counts and road lengths
    card_size: str = "normal"
    last_game: str = ""              # the game last opened: the chooser opens on it
    window: list = field(default_factory=list)   # [x, y, width, height] of the window last closed; [] none

    @property
    def pause(self):
        return SPEEDS.get(self.speed, SPEEDS["normal"])[0]

    @property
    def flight(self):
        return SPEEDS.get(self.speed, SPEEDS["normal"])[1]

    @property
    def card_scale(self):
        return CARD_SCALE.get(self.card_size, 1.0)


def _valid(name, value):
    """Whether ``value`` is acceptable for the setting ``name``."""
    if name == "language":
        return value in LANGUAGES
    if name == "volume":
        return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1
    if name == "speed":
        return value in CHOOSABLE_SPEEDS
    if name == "card_size":
        return value in CARD_SIZES
    if name == "last_game":
        from game import GAME_NAMES
        return value == "" or value in GAME_NAMES
    if name == "window":
        return isinstance(value, list) and (value == [] or (
            len(value) == 4 and all(type(v) is int for v in value)
            and all(-20000 <= v <= 20000 for v in value[:2]) and all(200 <= v <= 20000 for v in value[2:])))
    return isinstance(value, bool)


def settings_path(folder=None):
    return os.path.join(folder or storage.config_dir(), SETTINGS_FILE)


def load_settings(folder=None, environ=None):
    """(Settings, message or None). A first start picks the system language."""
    path = settings_path(folder)
    try:
        raw = storage.read_bytes(path)
    except storage.Unreadable:
        raw = b""
    if raw is None:
        return Settings(language=system_language(environ)), None
    try:
        data = parse_json(raw, "settings")       # refuses NaN, 1e999, huge numbers, deep nesting
    except FormatError:
        data = None
    settings = Settings(language=system_language(environ))
    is_object = isinstance(data, dict)
    good = is_object
    for item in fields(Settings):
        if is_object and item.name in data:
            value = data[item.name]
            if _valid(item.name, value):
                setattr(settings, item.name, float(value) + 0.0 if item.name == "volume" else value)
            else:
                good = False
    if good and not set(data) - {item.name for item in fields(Settings)}:
        return settings, None
    # Something in the file is wrong: keep what was good, set the file aside so
    # nothing the player wrote is lost, and say so once.
    kept = storage.set_aside(path)
    return settings, Message(BAD_SETTINGS, name=os.path.basename(kept or path))


def save_settings(settings, folder=None):
    data = asdict(settings)
    if data["speed"] not in CHOOSABLE_SPEEDS:      # the demo's speed is never kept
        data["speed"] = Settings.speed
    storage.write_atomically(settings_path(folder), json.dumps(data, indent=2, sort_keys=True) + "\n")
