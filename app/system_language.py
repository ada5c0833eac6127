"""The language the player's system speaks, for the first start.

Read from the names the system gives, never from whether a locale is
installed: a Linux machine with ``LANG=it_IT.UTF-8`` but no ``it_IT`` locale
still speaks Italian to its user (Python then falls back to C.UTF-8, which
``locale.getlocale()`` reports as ``en_US``). So the order is:

1. the environment, as gettext reads it: ``LANGUAGE`` (a list, "de:nl"),
   ``LC_ALL``, ``LC_MESSAGES``, ``LANG``;
2. the system's own setting: on Windows the user interface language
   (``GetUserDefaultUILanguage``), on macOS the preferred languages
   (``AppleLanguages``);
3. Python's locale, when it names something other than C or POSIX.

The first name that is one of the app's languages wins; English otherwise.
"""

import locale
import os
import re
import subprocess
import sys

from .i18n import LANGUAGES

ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
# Windows reports locale names like "Italian_Italy"; POSIX ones like "it_IT.UTF-8".
_BY_NAME = {"english": "en", "italian": "it", "french": "fr", "dutch": "nl"}
_NOT_A_LANGUAGE = {"c", "posix", ""}


def system_language(environ=None, platform=None, windows_kernel=None, run=subprocess.run):
    """The app language that best matches the system's, English otherwise.
    ``platform``, ``windows_kernel`` and ``run`` stand in for the system in tests."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    candidates = [part for name in ENVIRONMENT for part in environ.get(name, "").split(":")]
    if platform == "win32":
        candidates += windows_languages(windows_kernel)
    elif platform == "darwin":
        candidates += mac_languages(run)
    try:
        candidates.append(locale.getlocale()[0] or "")
    except (ValueError, TypeError):       # an unknown locale name must not stop the app
        pass
    for candidate in candidates:
        code = language_code(candidate)
        if code in LANGUAGES:
            return code
    return "en"


def language_code(name):
    """"it_IT.UTF-8", "fr-BE", "nl", "Italian_Italy.1252" -> "it", "fr", "nl", "it"."""
    code = name.split(".")[0].split("@")[0].split("_")[0].split("-")[0].strip().lower()
    return "" if code in _NOT_A_LANGUAGE else _BY_NAME.get(code, code)


def windows_languages(kernel=None):
    """The Windows user interface language, as a locale name ("it_IT")."""
    try:
        if kernel is None:
            import ctypes
            kernel = ctypes.windll.kernel32
        language_id = int(kernel.GetUserDefaultUILanguage())
    except (ImportError, AttributeError, OSError, ValueError, TypeError):
        return []
    name = locale.windows_locale.get(language_id)
    return [name] if name else []


def mac_languages(run=subprocess.run):
    """The languages macOS's preferences list, most wanted first ("it-IT", "en")."""
    try:
        result = run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True,
                     text=True, timeout=3)
    except (OSError, subprocess.SubprocessError):
        return []
    if result.returncode != 0:
        return []
    return re.findall(r'"?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)*)"?\s*,?\s*$', result.stdout, re.MULTILINE)
