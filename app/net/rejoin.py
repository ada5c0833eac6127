"""The seats this computer's window has taken at other people's tables: each seat's
token, under the table's address and join code, so that a player whose window
closed (or whose computer stopped) comes back to the same seat by joining again
with the same address and code. A file that cannot be read is as good as none."""

import json
import os
import time

from ..storage import data_dir, write_atomically

FILE = "joined-seats.json"
KEEP = 20                    # the newest seats kept


def _path():
    return os.path.join(data_dir(), FILE)


def _key(uri, code):
    return f"{uri} {str(code or '').strip().upper()}"


def _load():
    try:
        with open(_path(), encoding="utf-8") as stream:
            data = json.load(stream)
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: entry for key, entry in data.items()
            if isinstance(key, str) and isinstance(entry, dict) and isinstance(entry.get("token"), str)
            and isinstance(entry.get("at"), (int, float))}


def token_for(uri, code):
    """The token of the seat taken at the table at ``uri`` with ``code``, or None."""
    entry = _load().get(_key(uri, code))
    return entry["token"] if entry else None


def remember(uri, code, token):
    """Keep ``token`` for the table at ``uri`` with ``code`` (the newest ``KEEP`` kept)."""
    seats = _load()
    seats[_key(uri, code)] = {"token": token, "at": time.time()}
    newest = sorted(seats.items(), key=lambda item: item[1]["at"])[-KEEP:]
    try:
        write_atomically(_path(), json.dumps(dict(newest), indent=1))
    except OSError:
        pass                  # a seat not kept: joining again with the code still works
