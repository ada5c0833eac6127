"""Nottingham's own catalog (the ``nottingham`` domain of app.i18n.translator).

Extracts the strings its scenes mark with ``tr()`` (scenes/nottingham), merges them
into locale/<lang>/LC_MESSAGES/nottingham.po (new strings arrive empty, unused ones
are dropped) and compiles nottingham.mo. Needs Babel (requirements-dev.txt).

    python locale/nottingham.py          # extract, merge, compile
"""

import io
import os
import sys

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

LOCALE_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(LOCALE_DIR)
DOMAIN = "nottingham"
LANGUAGES = ("it", "fr", "nl")
SOURCES = os.path.join(ROOT, "scenes", "nottingham")


def extract_template():
    """A Catalog of every string scenes/nottingham marks with tr()."""
    template = Catalog(project="Nottingham", domain=DOMAIN)
    for filename, lineno, message, comments, context in extract_from_dir(
            SOURCES, [("**.py", "python")], keywords={"tr": None}):
        template.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return template


def po_path(language):
    return os.path.join(LOCALE_DIR, language, "LC_MESSAGES", f"{DOMAIN}.po")


def compiled(po_path):
    with open(po_path, "rb") as stream:
        catalog = read_po(stream)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def main():
    template = extract_template()
    for language in LANGUAGES:
        path = po_path(language)
        if os.path.exists(path):
            with open(path, "rb") as stream:
                catalog = read_po(stream, locale=language)
        else:
            catalog = Catalog(locale=language, domain=DOMAIN, project="Nottingham")
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        with open(path, "wb") as stream:
            write_po(stream, catalog, omit_header=False, no_location=True, sort_output=True)
        with open(path[:-3] + ".mo", "wb") as stream:
            stream.write(compiled(path))
        print(os.path.relpath(path, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
