"""The last table each game was hosted with (the host's setup, ``scenes.net.host_scene``):
who sits at each seat after the host (someone joining, or a computer at its level),
the host's name, and at a game whose seats have colours each seat's colour and who
starts. Kept so that the next hosting of that game starts from it, as one screen's
setup starts from its last table (``app.last_table``).

A small JSON file per game next to the settings. Each of its values is read on
its own: one that is wrong (written by hand, by another version, by someone
hostile) is ignored and the usual one taken in its place, the others kept.
"""

import json
import os
from typing import NamedTuple, Optional

from game.common.errors import FormatError
from game.common.jsonio import parse_json

from . import storage

MAX_NAME = 24                   # as the host's name field takes


class HostedTable(NamedTuple):
    kinds: Optional[list] = None     # each seat after the host's: "remote" or a computer's level
    name: Optional[str] = None       # the host's name; None: the usual one ("Host", in the language shown)
    colours: Optional[list] = None   # each seat's colour, all different
    first: Optional[int] = None      # the seat that starts; None: drawn at random


def hosted_path(game, folder=None):
    return os.path.join(folder or storage.config_dir(), f"hosted-table-{game}.json")


def save_hosted(game, table, folder=None):
    data = {key: value for key, value in table._asdict().items() if value is not None}
    storage.write_atomically(hosted_path(game, folder), json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def load_hosted(game, kinds, palette=(), folder=None):
    """``game``'s HostedTable as kept, each value that is not one this game may have
    left None: ``kinds`` are the choices a seat after the host's may have, ``palette``
    the colours a seat may have (none: the game keeps none). Nothing kept, or a file
    that cannot be read: a HostedTable of Nones."""
    from game import load_game
    info = load_game(game)
    try:
        raw = storage.read_bytes(hosted_path(game, folder))
        data = parse_json(raw, "hosted table") if raw else {}
    except (storage.Unreadable, FormatError, OSError, ValueError, RecursionError):
        data = {}
    if not isinstance(data, dict):
        return HostedTable()
    seats = data.get("kinds")
    if not (isinstance(seats, list) and info.min_players - 1 <= len(seats) <= info.max_players - 1
            and all(isinstance(kind, str) and kind in kinds for kind in seats)):
        seats = None
    name = data.get("name")
    if not (isinstance(name, str) and 0 < len(name) <= MAX_NAME and name.isprintable() and name.strip()):
        name = None
    colours = data.get("colours") if palette else None
    if not (isinstance(colours, list) and len(colours) == info.max_players
            and all(isinstance(c, str) and c in palette for c in colours) and len(set(colours)) == len(colours)):
        colours = None
    first = data.get("first")
    if not (type(first) is int and 0 <= first < info.max_players):
        first = None
    return HostedTable(seats, name, colours, first)
