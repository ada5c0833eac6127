"""A game's own catalog (a domain of app.i18n.translator other than ``figaro``):
``kings`` for Kings & Creatures, ``nottingham`` for Nottingham.

Extracts the strings the game's scenes mark with ``tr()`` (scenes/<game>),
merges them into locale/<lang>/LC_MESSAGES/<game>.po (new strings arrive empty,
unused ones are dropped) and compiles <game>.mo. Needs Babel (requirements-dev.txt).

    python locale/game_catalog.py kings          # extract, merge, compile
    python locale/game_catalog.py nottingham
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
LANGUAGES = ("it", "fr", "nl")
PROJECTS = {"kings": "Kings & Creatures", "nottingham": "Nottingham"}


def extract_template(domain):
    """A Catalog of every string scenes/<domain> marks with tr()."""
    template = Catalog(project=PROJECTS[domain], domain=domain)
    for filename, lineno, message, comments, context in extract_from_dir(
            os.path.join(ROOT, "scenes", domain), [("**.py", "python")], keywords={"tr": None, "trn": (1, 2)}):
        template.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return template


def po_path(domain, language):
    return os.path.join(LOCALE_DIR, language, "LC_MESSAGES", f"{domain}.po")


def compiled(po_path):
    with open(po_path, "rb") as stream:
        catalog = read_po(stream)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def update(domain):
    template = extract_template(domain)
    for language in LANGUAGES:
        path = po_path(domain, language)
        if os.path.exists(path):
            with open(path, "rb") as stream:
                catalog = read_po(stream, locale=language)
        else:
            catalog = Catalog(locale=language, domain=domain, project=PROJECTS[domain])
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        with open(path, "wb") as stream:
            write_po(stream, catalog, omit_header=False, no_location=True, sort_output=True)
        with open(path[:-3] + ".mo", "wb") as stream:
            stream.write(compiled(path))
        print(os.path.relpath(path, ROOT))


def main(argv):
    if len(argv) != 1 or argv[0] not in PROJECTS:
        print(f"usage: python locale/game_catalog.py {'|'.join(PROJECTS)}", file=sys.stderr)
        return 2
    update(argv[0])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
