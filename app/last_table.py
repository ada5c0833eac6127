"""The last table set up (players, and who sits at each seat under which name),
kept so the next new game starts from it.

A small JSON file next to the settings. Anything wrong in it (written by hand,
by another version, half a disk) is ignored as a whole: the usual table is
offered instead, and the file is rewritten at the next start.
"""

import json
import os

from . import storage

TABLE_FILE = "last-table.json"
KINDS = ("you", "person", "computer")
MAX_NAME = 16


def table_path(folder=None):
    return os.path.join(folder or storage.config_dir(), TABLE_FILE)


def save_table(players, seats, folder=None):
    """``seats``: (kind, name, level) for each of the six seats."""
    data = {"players": players, "seats": [{"kind": k, "name": n, "level": lv} for k, n, lv in seats]}
    storage.write_atomically(table_path(folder), json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def load_table(levels, folder=None):
    """(players, [(kind, name, level)] * 6), or None when there is none or it is unusable."""
    try:
        raw = storage.read_bytes(table_path(folder))
    except storage.Unreadable:
        return None
    if raw is None:
        return None
    try:
        data = json.loads(raw.decode("utf-8"))
        players, seats = data["players"], data["seats"]
        if type(players) is not int or not 3 <= players <= 6 or not isinstance(seats, list) or len(seats) != 6:
            return None
        result = []
        for seat in seats:
            kind, name, level = seat["kind"], seat["name"], seat["level"]
            if kind not in KINDS or not isinstance(name, str) or len(name) > MAX_NAME or level not in levels:
                return None
            result.append((kind, name, level))
        return players, result
    except (ValueError, UnicodeDecodeError, RecursionError, KeyError, TypeError):
        return None
