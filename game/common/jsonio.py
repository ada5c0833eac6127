"""Reading and writing the plain JSON of positions and records, for every game.

``parse_json`` refuses what no saved game contains (oversized input, NaN and
Infinity, duplicate keys, absurd nesting); the ``expect_*`` checks raise
``FormatError`` naming the place (``position.hands[2][0]``); ``format_json``
writes JSON a person can read.
"""

import json
from collections import Counter

from .errors import FormatError

MAX_JSON_BYTES = 4_000_000
MAX_DIGITS = 30             # no number of any format is longer (seeds are below 2**63)
MAX_SHOWN = 30              # characters of a bad value or key quoted in a message


# ------------------------------------------------------------------ JSON text
def parse_json(text, what="file"):
    """JSON text to Python values, refusing what no saved game contains:
    oversized input, NaN and Infinity, duplicate keys, absurd nesting."""
    if isinstance(text, bytes):
        try:
            # utf-8-sig: a byte-order mark, as some Windows editors write, is not content
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise FormatError(what, f"not UTF-8 text (byte {error.start})") from None
    if len(text) > MAX_JSON_BYTES:
        raise FormatError(what, f"too large ({len(text)} characters; at most {MAX_JSON_BYTES})")

    def no_constants(name):
        raise FormatError(what, f"{name} is not allowed in JSON")

    def whole_number(digits):
        if len(digits.lstrip("-")) > MAX_DIGITS:
            raise FormatError(what, f"a number of {len(digits.lstrip('-'))} digits "
                                    f"(at most {MAX_DIGITS})")
        return int(digits)

    def fraction(digits):
        value = float(digits)
        if value != value or value in (float("inf"), float("-inf")):
            raise FormatError(what, f"the number {show(digits)} is too large")
        return value

    def no_duplicates(pairs):
        keys = [k for k, _ in pairs]
        for key, count in Counter(keys).items():
            if count > 1:
                raise FormatError(what, f"key {show(key)} appears {count} times in one object")
        return dict(pairs)

    try:
        return json.loads(text, parse_constant=no_constants, object_pairs_hook=no_duplicates,
                          parse_int=whole_number, parse_float=fraction)
    except json.JSONDecodeError as error:
        # some of json's messages end in "at" ("Invalid control character at")
        reason = error.msg[:-3] if error.msg.endswith(" at") else error.msg
        raise FormatError(what, f"not valid JSON: {reason} at line {error.lineno} "
                                f"column {error.colno}") from None
    except RecursionError:
        raise FormatError(what, "JSON nested too deeply") from None
    except FormatError:
        raise
    except ValueError as error:         # anything else json cannot turn into values
        raise FormatError(what, f"not valid JSON: {str(error)[:60]}") from None


# ------------------------------------------------------------- small checks
def expect_int(value, where, low=None, high=None):
    if isinstance(value, bool) or not isinstance(value, int):
        raise FormatError(where, f"expected a whole number, got {show(value)}")
    if low is not None and not low <= value <= high:
        raise FormatError(where, f"{value} is out of range ({low}..{high})")
    return value


def expect_list(value, where, length=None, max_length=100):
    if not isinstance(value, list):
        raise FormatError(where, f"expected a list, got {show(value)}")
    if length is not None and len(value) != length:
        raise FormatError(where, f"expected {length} entries, got {len(value)}")
    if len(value) > max_length:
        raise FormatError(where, f"too many entries ({len(value)}; at most {max_length})")
    return value


def expect_object(value, where):
    if not isinstance(value, dict):
        raise FormatError(where, f"expected an object, got {show(value)}")
    return value


def refuse_unknown_keys(data, allowed, where):
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        key = unknown[0]
        # a key is free text: quoted, so that a newline in it cannot break the one-line message
        shown = key if key.isidentifier() and len(key) <= MAX_SHOWN else show(key)
        raise FormatError(f"{where}.{shown}", "unknown key")


MAX_NAME_LENGTH = 40


def read_position_head(data, where, position_format, keys, required, player_range, default_names):
    """What every game's position starts with, checked alike: an object with
    only ``keys`` and every ``required`` key, the right ``format`` when given,
    ``players`` within ``player_range`` and one printable name a seat (the
    game's ``default_names(players)`` when absent). Returns (players, names)."""
    expect_object(data, where)
    refuse_unknown_keys(data, keys, where)
    if "format" in data and data["format"] != position_format:
        raise FormatError(f"{where}.format", f"expected {position_format!r}, got {show(data['format'])}")
    for key in required:
        if key not in data:
            raise FormatError(f"{where}.{key}", "missing")
    players = expect_int(data["players"], f"{where}.players", *player_range)
    names = data.get("names", default_names(players))
    expect_list(names, f"{where}.names", players)
    for i, name in enumerate(names):
        if not isinstance(name, str) or not name.strip():
            raise FormatError(f"{where}.names[{i}]", "expected a non-empty name")
        if len(name) > MAX_NAME_LENGTH or not name.isprintable():
            raise FormatError(f"{where}.names[{i}]", f"a name has at most {MAX_NAME_LENGTH} "
                                                     f"printable characters")
    return players, names


def show(value):
    """A value as a message may quote it: short, on one line."""
    if isinstance(value, (dict, list)):
        return type(value).__name__
    if isinstance(value, str) and len(value) > MAX_SHOWN:
        value = value[:MAX_SHOWN]                # json.dumps of a huge string is slow
    text = json.dumps(value)
    return text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN - 3] + "..."



# ------------------------------------------------------------------- writing
def format_json(data, depth=0):
    """JSON text a person can read: one key of each object per line, other values compact."""
    if not isinstance(data, dict):
        return json.dumps(data)
    pad = "  " * (depth + 1)
    lines = [f"{pad}{json.dumps(key)}: {format_json(value, depth + 1)}" for key, value in data.items()]
    return "{\n" + ",\n".join(lines) + "\n" + "  " * depth + "}"
