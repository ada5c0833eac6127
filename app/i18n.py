"""Translations through gettext: ``_()`` for every string a player reads.

Catalogs live in ``locale/<lang>/LC_MESSAGES/<DOMAIN>.mo``. Strings defined at
import time are marked with ``N_()`` and translated where they are drawn, so a
change of language takes effect at once.
"""

import gettext

from resources import resource_path

DOMAIN = "figaro"          # the app catalog's file name (figaro.po/.mo), kept from the app's former name
LANGUAGES = ("en", "it", "fr", "nl")
_LOCALE_DIR = resource_path("locale")      # works from source and from a bundle

_translation = gettext.NullTranslations()
_language = "en"


def set_language(code):
    global _translation, _language
    _language = code if code in LANGUAGES else "en"
    _translation = gettext.translation(DOMAIN, _LOCALE_DIR, languages=[_language], fallback=True)


def language():
    return _language


def _(message):
    return _translation.gettext(message)


def ngettext(singular, plural, n):
    return _translation.ngettext(singular, plural, n)


def pgettext(context, message):
    """``message`` as the word it is in ``context`` (an adjective's form, for one)."""
    return _translation.pgettext(context, message)


_game_translations = {}


def _game_catalog(domain):
    """One game's own catalog (``locale/<lang>/LC_MESSAGES/<domain>.mo``) in the language chosen now."""
    key = (domain, _language)
    if key not in _game_translations:
        _game_translations[key] = gettext.translation(domain, _LOCALE_DIR, languages=[_language], fallback=True)
    return _game_translations[key]


def translator(domain):
    """A ``_()`` for one game's own catalog (the domain being the game's short
    name), following the language chosen at any moment."""
    def translate(message):
        return _game_catalog(domain).gettext(message)
    return translate


def plural_translator(domain):
    """An ``ngettext`` for one game's own catalog, with that language's plural
    rule: "1 pearl", "4 pearls"; French "0 carte", "2 cartes"."""
    def translate(singular, plural, n):
        return _game_catalog(domain).ngettext(singular, plural, n)
    return translate


def N_(message):
    """Mark a string for translation without translating it yet."""
    return message


def NP_(context, message):
    """Mark a string with its context for translation without translating it yet."""
    return message


class Message:
    """A message to show later, translated when it is shown (``str(message)``),
    so it follows the language chosen after it was made."""

    def __init__(self, template, **params):
        self.template = template
        self.params = params

    def __str__(self):
        return _(self.template).format(**self.params)

    def __repr__(self):
        return f"Message({self.template!r}, **{self.params!r})"
