"""The last table set up for each game (players, and who sits at each seat under
which name; for a game whose seats have colours also each seat's colour and who
starts), kept so the next new game of that game starts from it.

A small JSON file per game next to the settings; the one file of the app when it
held its first game alone is still read for that game. Anything wrong in one (written by hand, by another version, half a disk) is
ignored as a whole: the usual table is offered instead, and the file is
rewritten at the next start.
"""

import json
import os
from typing import NamedTuple, Optional

from . import storage

TABLE_FILE = "last-table.json"      # the app's one file when it held a single game
KINDS = ("you", "person", "computer")
MAX_NAME = 16


class LastTable(NamedTuple):
    players: int
    seats: list                      # (kind, name, level) for every seat the game can have
    colours: Optional[list] = None   # each seat's colour, all different, or None
    first: Optional[int] = None      # the seat that starts, or None: drawn at random


def table_path(folder=None, game=None):
    """The file of ``game``'s last table; without a game, the app's one file of old."""
    name = TABLE_FILE if game is None else f"last-table-{game}.json"
    return os.path.join(folder or storage.config_dir(), name)


def save_table(players, seats, folder=None, *, game, colours=None, first=None):
    """``seats``: (kind, name, level) for each seat the game can have."""
    data = {"players": players, "seats": [{"kind": k, "name": n, "level": lv} for k, n, lv in seats]}
    if colours is not None:
        data["colours"] = list(colours)
    if first is not None:
        data["first"] = first
    storage.write_atomically(table_path(folder, game), json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def load_table(levels, folder=None, *, game=None, colours=()):
    """The game's LastTable, or None when there is none or it is unusable.
    ``colours``: the colours a seat may have; a game without them keeps none.
    The app bore its first game's name while it held that game alone: for that
    game (and without a game) the app's one file of old is read when the game
    has none of its own yet."""
    from game import load_game
    game = game or storage.FORMER_APP_NAME
    info = load_game(game)
    try:
        raw = storage.read_bytes(table_path(folder, game))
        if raw is None and game == storage.FORMER_APP_NAME:
            raw = storage.read_bytes(table_path(folder))
    except storage.Unreadable:
        return None
    if raw is None:
        return None
    try:
        data = json.loads(raw.decode("utf-8"))
        players, seats = data["players"], data["seats"]
        if (type(players) is not int or not info.min_players <= players <= info.max_players
                or not isinstance(seats, list) or len(seats) != info.max_players):
            return None
        result = []
        for seat in seats:
            kind, name, level = seat["kind"], seat["name"], seat["level"]
            if kind not in KINDS or not isinstance(name, str) or len(name) > MAX_NAME or level not in levels:
                return None
            result.append((kind, name, level))
        chosen = data.get("colours") if colours else None
        if chosen is not None and (not isinstance(chosen, list) or len(chosen) != len(seats)
                                   or not all(isinstance(c, str) and c in colours for c in chosen)
                                   or len(set(chosen)) != len(chosen)):
            return None
        first = data.get("first")
        if first is not None and (type(first) is not int or not 0 <= first < len(seats)):
            return None
        return LastTable(players, result, chosen, first)
    except (ValueError, UnicodeDecodeError, RecursionError, KeyError, TypeError, AttributeError):
        return None
