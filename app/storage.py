"""Where the app keeps its files, and how it writes them without losing any.

Settings go to the per-user config directory, saves and statistics to the
per-user data directory (platformdirs, under the app's name ``cardparlour``).
``CARDPARLOUR_HOME`` (or its name from before the app held three games, made
of ``FORMER_APP_NAME``) moves both under one folder, so tests and portable
installs never touch the real ones. The folders of that earlier name are copied
to the new ones on the first start that finds them (``carry_over``).

Every file is written atomically: a temporary file in the same directory, then
``os.replace``, so a crash mid-write leaves the old file whole. A file that
cannot be read is never deleted: ``set_aside`` renames it so the player (or a
bug report) still has it.
"""

import os
import shutil
import tempfile
import time

import platformdirs

APP_NAME = "cardparlour"
FORMER_APP_NAME = "figaro"           # the app's name while it held one game: its folders, variables
HOME_VARIABLES = ("CARDPARLOUR_HOME", f"{FORMER_APP_NAME.upper()}_HOME")
MAX_FILE_BYTES = 8_000_000          # far beyond any save, settings or statistics file


def home_dir():
    """The one folder a home variable names, or None for the per-user folders."""
    for name in HOME_VARIABLES:
        if os.environ.get(name):
            return os.environ[name]
    return None


def config_dir(app_name=APP_NAME):
    home = home_dir()
    if home:
        return os.path.join(home, "config")
    return platformdirs.user_config_dir(app_name, appauthor=False)


def data_dir(app_name=APP_NAME):
    home = home_dir()
    if home:
        return os.path.join(home, "data")
    return platformdirs.user_data_dir(app_name, appauthor=False)


def carry_over():
    """Copy the folders of the app's former name to the new ones, once: a
    folder is copied only while its new counterpart does not exist yet, so what
    the player has done under the new name is never overwritten. The old
    folders stay as they were (an older copy of the app still finds its files).
    Returns the new folders that were filled."""
    if home_dir():
        return []                    # one folder named by the player: nothing moved
    pairs = []
    for folder in (config_dir, data_dir):
        pair = (folder(FORMER_APP_NAME), folder(APP_NAME))
        if pair[0] != pair[1] and pair not in pairs:      # Windows and macOS: config is data
            pairs.append(pair)
    filled = []
    for old, new in pairs:
        if os.path.isdir(old) and not os.path.exists(new):
            try:
                _copy_folder(old, new)
            except OSError:
                continue             # the old folder stays; the next start tries again
            filled.append(new)
    return filled


def _copy_folder(old, new):
    """Copy ``old`` to ``new`` whole or not at all: into a temporary folder
    beside ``new``, renamed when every file is there."""
    parent = os.path.dirname(os.path.abspath(new))
    os.makedirs(parent, exist_ok=True)
    staging = tempfile.mkdtemp(dir=parent, prefix=".carry-")
    try:
        target = os.path.join(staging, "copy")
        shutil.copytree(old, target)
        os.replace(target, new)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


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
