"""Extract the strings to translate and merge them into every catalog.

Reads locale/babel.cfg, writes locale/figaro.pot, and updates
locale/<lang>/LC_MESSAGES/figaro.po (new strings arrive empty; strings no
longer used are dropped). Then translate the empty ones and run compile.py.

    python locale/update.py
"""

import os
import sys

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

LOCALE_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(LOCALE_DIR)
DOMAIN = "figaro"
LANGUAGES = ("it", "fr", "nl")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2)}


def extract_template():
    """A Catalog of every string the code marks for translation."""
    with open(os.path.join(LOCALE_DIR, "babel.cfg"), encoding="utf-8") as stream:
        method_map, options_map = parse_mapping_cfg(stream)
    template = Catalog(project="Figaro", domain=DOMAIN)
    for filename, lineno, message, comments, context in extract_from_dir(
            ROOT, method_map, options_map, keywords=KEYWORDS):
        template.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return template


def po_path(language):
    return os.path.join(LOCALE_DIR, language, "LC_MESSAGES", f"{DOMAIN}.po")


def main():
    template = extract_template()
    with open(os.path.join(LOCALE_DIR, f"{DOMAIN}.pot"), "wb") as stream:
        write_po(stream, template, omit_header=False, no_location=True, sort_output=True)
    for language in LANGUAGES:
        path = po_path(language)
        if os.path.exists(path):
            with open(path, "rb") as stream:
                catalog = read_po(stream, locale=language)
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            catalog = Catalog(locale=language, project="Figaro", domain=DOMAIN)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        with open(path, "wb") as stream:
            write_po(stream, catalog, no_location=True, sort_output=True, ignore_obsolete=True)
        print(os.path.relpath(path, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
