"""Compile every catalog: locale/<lang>/LC_MESSAGES/figaro.po -> figaro.mo.

The .mo files are committed, so a fresh checkout runs with only the game's own
requirements; run this (needs Babel, from requirements-dev.txt) after editing
a .po file. tests/test_catalogs.py fails while a .mo is out of date.

    python locale/compile.py
"""

import glob
import io
import os
import sys

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALE_DIR = os.path.dirname(os.path.abspath(__file__))
DOMAIN = "figaro"


def catalog_paths():
    """(po path, mo path) for every language."""
    pattern = os.path.join(LOCALE_DIR, "*", "LC_MESSAGES", f"{DOMAIN}.po")
    return [(po, po[:-3] + ".mo") for po in sorted(glob.glob(pattern))]


def compiled(po_path):
    """The .mo bytes a .po file compiles to."""
    with open(po_path, "rb") as stream:
        catalog = read_po(stream)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def main():
    for po_path, mo_path in catalog_paths():
        with open(mo_path, "wb") as stream:
            stream.write(compiled(po_path))
        print(os.path.relpath(mo_path, os.path.dirname(LOCALE_DIR)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
