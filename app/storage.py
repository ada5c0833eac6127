"""Where the app keeps its files, and how it writes them without losing any.

Settings go to the per-user config directory, saves and statistics to the
per-user data directory (platformdirs). ``FIGARO_HOME`` moves both under one
folder, so tests and portable installs never touch the real ones.

Every file is written atomically: a temporary file in the same directory, then
``os.replace``, so a crash mid-write leaves the old file whole. A file that
cannot be read is never deleted: ``set_aside`` renames it so the player (or a
bug report) still has it.
"""

import os
import tempfile
import time

import platformdirs

APP_NAME = "figaro"
HOME_VARIABLE = "FIGARO_HOME"
MAX_FILE_BYTES = 8_000_000          # far beyond any save, settings or statistics file


def config_dir():
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return os.path.join(home, "config")
    return platformdirs.user_config_dir(APP_NAME, appauthor=False)


def data_dir():
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return os.path.join(home, "data")
    return platformdirs.user_data_dir(APP_NAME, appauthor=False)


def write_atomically(path, text):
    """Write ``text`` (UTF-8) to ``path`` so that readers see the old file or the
    new one, never half of one."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


class Unreadable(Exception):
    """The file is there but cannot be read (a folder in its place, no permission)."""


def read_bytes(path):
    """The file's bytes, or None when there is no file; Unreadable when it
    cannot be read or is far too large to be one of the app's files."""
    try:
        with open(path, "rb") as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        raise Unreadable(getattr(error, "strerror", None) or str(error)) from None
    if len(raw) > MAX_FILE_BYTES:
        raise Unreadable(f"larger than {MAX_FILE_BYTES} bytes")
    return raw


def set_aside(path, stamp=None):
    """Rename an unreadable file to ``<name>.broken-<time>.<ext>`` next to it and
    return the new path (or None if it vanished meanwhile)."""
    stamp = stamp or broken_stamp()
    root, ext = os.path.splitext(path)
    target = f"{root}.broken-{stamp}{ext}"
    counter = 1
    while os.path.exists(target):
        counter += 1
        target = f"{root}.broken-{stamp}-{counter}{ext}"
    try:
        os.replace(path, target)
    except OSError:              # vanished, or a read-only folder: leave it where it is
        return None
    return target


def broken_stamp():
    return time.strftime("%Y%m%d-%H%M%S")
