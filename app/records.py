"""The records the app keeps: every finished game, and each record saved with
Ctrl+S, in the data folder's ``records`` (plain records of their game, FORMAT.md,
to replay with ``python main.py replay`` or review in the app: "Open a record").

A file that is not a record, or a record the rules refuse, is reported in one
line (``RecordError``) and changes nothing; listing the folder skips it.
"""

import os
import time
from dataclasses import dataclass

from . import storage
from .review import ReviewError, read_record

MAX_LISTED = 200              # the newest records listed; older ones still open by their path


class RecordError(ValueError):
    """A file that cannot be opened as a record, in one line."""


def records_folder(folder=None):
    return os.path.join(folder or storage.data_dir(), "records")


def record_path(game, folder=None, when=None):
    """A new record's path: ``<game>-YYYYmmdd-HHMMSS.json``, numbered when taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    base = os.path.join(records_folder(folder), f"{game}-{stamp}")
    path, k = base + ".json", 2
    while os.path.exists(path):
        path, k = f"{base}-{k}.json", k + 1
    return path


def keep_finished(record, game, folder=None):
    """Keep a finished game's record among the records (its path)."""
    from game.common.jsonio import format_json
    path = record_path(game, folder)
    storage.write_atomically(path, format_json(record.to_json()) + "\n")
    return path


@dataclass(frozen=True)
class Entry:
    path: str
    when: float                 # the file's time (seconds since the epoch)
    game: str                   # the game's short name (GameInfo.name)
    title: str
    names: tuple                # the players' names as recorded
    moves: int
    finished: bool


def open_record(path):
    """(GameInfo, Record) of the record file at ``path``; RecordError when it cannot
    be read, is not a record of a game of this copy, or holds a move the rules refuse."""
    try:
        raw = storage.read_bytes(path)
    except storage.Unreadable as error:
        raise RecordError(f"cannot read {os.path.basename(path)}: {error}") from None
    if raw is None:
        raise RecordError(f"no such file: {os.path.basename(path)}")
    try:
        info, record = read_record(raw)
    except ReviewError as error:
        raise RecordError(f"{os.path.basename(path)}: {error}") from None
    _state, failure = record.replay()
    if failure is not None:
        k, error = failure
        raise RecordError(f"{os.path.basename(path)}: move {k} is illegal ({error.rule}: {error.message})")
    return info, record


def listing(folder=None):
    """The records in the records folder that open, newest first (at most MAX_LISTED)."""
    where = records_folder(folder)
    try:
        names = [n for n in os.listdir(where) if n.endswith(".json") and not n.startswith(".")]
    except OSError:
        return []
    paths = []
    for name in names:
        path = os.path.join(where, name)
        try:
            paths.append((os.path.getmtime(path), path))
        except OSError:
            continue
    entries = []
    for when, path in sorted(paths, reverse=True)[:MAX_LISTED]:
        try:
            info, record = open_record(path)
        except RecordError:
            continue
        state, _failure = record.replay()
        entries.append(Entry(path, when, info.name, info.title, tuple(record.start.names),
                             len(record.moves), state.finished))
    return entries
