"""The game's numbers (RULES.md N1–N4), read from ``data.json`` and checked at
import: a broken data file stops the game with one clear line, never later.

Printed values (the objects) and the project's **Decisions** (the ambush pairs,
the task values, the Sheriff's track) live in that one file, so printed values
can replace the Decisions without touching the code.
"""

import json
from importlib import resources


class DataError(ValueError):
    """``data.json`` does not describe a playable game."""


def _load():
    try:
        text = resources.files(__package__).joinpath("data.json").read_text(encoding="utf-8")
        return json.loads(text)
    except (OSError, ValueError) as error:
        raise DataError(f"game/nottingham/data.json: cannot be read ({error})") from None


def _fail(where, message):
    raise DataError(f"game/nottingham/data.json: {where}: {message}")


def _int(value, where, low, high):
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        _fail(where, f"expected a whole number {low}..{high}, got {value!r}")
    return value


def validate(data):
    """(objects, values, actions, copies, colours, pairs, tasks, track) or DataError."""
    if not isinstance(data, dict):
        _fail("top", "expected an object")
    objects = data.get("objects")
    if not isinstance(objects, list) or len(objects) != 7:
        _fail("objects", "expected 7 objects (N1)")
    names, values, actions = [], [], []
    expected_actions = ["buy", "smuggle", "ambush", "steal", "rob", "defend", "trade"]
    for i, entry in enumerate(objects):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            _fail(f"objects[{i}]", "expected {\"name\", \"value\", \"action\"}")
        names.append(entry["name"])
        values.append(_int(entry.get("value"), f"objects[{i}].value", 1, 99))
        actions.append(entry.get("action"))
    if actions != expected_actions:
        _fail("objects", f"actions must be {', '.join(expected_actions)} in this order (N1)")
    if len(set(names)) != 7:
        _fail("objects", "object names must differ")
    copies = _int(data.get("copies"), "copies", 1, 99)
    colours = data.get("colours")
    if not isinstance(colours, list) or len(colours) != 7 or len(set(colours)) != 7 \
            or not all(isinstance(c, str) for c in colours):
        _fail("colours", "expected 7 different pawn colours (N2)")
    pairs = data.get("decision_ambush_pairs")
    if not isinstance(pairs, list) or len(pairs) != 6:
        _fail("decision_ambush_pairs", "expected 6 cards (N2)")
    seen = {}
    for i, pair in enumerate(pairs):
        if (not isinstance(pair, list) or len(pair) != 2 or pair[0] == pair[1]
                or not all(p in names and p != "gold" for p in pair)):
            _fail(f"decision_ambush_pairs[{i}]", "expected two different objects other than gold")
        for p in pair:
            seen[p] = seen.get(p, 0) + 1
    if any(seen.get(n, 0) != 2 for n in names if n != "gold"):
        _fail("decision_ambush_pairs", "every object but gold must be on exactly 2 cards (N2)")
    tasks = data.get("decision_tasks")
    if not isinstance(tasks, dict) or list(tasks) != ["seven", "five", "four-pairs", "three-pairs"]:
        _fail("decision_tasks", "expected seven, five, four-pairs, three-pairs (N3)")
    task_values = {}
    for name, entry in tasks.items():
        if not isinstance(entry, dict):
            _fail(f"decision_tasks.{name}", "expected an object")
        one = _int(entry.get("one_pawn"), f"decision_tasks.{name}.one_pawn", 10, 30)
        two = _int(entry.get("two_pawns"), f"decision_tasks.{name}.two_pawns", 10, 30)
        if not one > two:
            _fail(f"decision_tasks.{name}", "the one-pawn value must be higher (N3)")
        task_values[name] = (one, two)
    track = data.get("decision_track")
    if not isinstance(track, list) or not 3 <= len(track) <= 60:
        _fail("decision_track", "expected a list of 3..60 spaces, Nottingham first (N4)")
    for i, limit in enumerate(track):
        _int(limit, f"decision_track[{i}]", 2, 8)
    return (tuple(names), tuple(values), tuple(actions), copies, tuple(colours),
            tuple(tuple(p) for p in pairs), task_values, tuple(track))


(OBJECTS, VALUES, ACTIONS, COPIES, COLOURS, AMBUSH_PAIRS, TASK_VALUES,
 TRACK) = validate(_load())

INDEX = {name: i for i, name in enumerate(OBJECTS)}
COPPER, SILVER, GOLD, PEARLS, JEWELS, NECKLACE, CHEST = range(7)
TASKS = tuple(TASK_VALUES)
PAIR_NAMES = tuple(f"{a}-{b}" for a, b in AMBUSH_PAIRS)
AMBUSH_NAMES = PAIR_NAMES + COLOURS
# which objects an ambush card springs on (N17); colour cards spring on a seat instead
AMBUSH_OBJECTS = {f"{a}-{b}": (INDEX[a], INDEX[b]) for a, b in AMBUSH_PAIRS}
RED_BANNER = (SILVER, PEARLS, JEWELS)
TOTAL_CARDS = 7 * COPIES
PAIRS_NEEDED = {"four-pairs": 4, "three-pairs": 3}


def task_cards(task, objects):
    """The cards completing ``task`` with ``objects`` discards (N19), by object
    index: two of each for the pairs, five for ``five``, one of each for ``seven``."""
    each = 2 if task in PAIRS_NEEDED else 5 if task == "five" else 1
    counts = [0] * 7
    for obj in objects:
        counts[INDEX[obj]] += each
    return counts


def ambush_cards(players):
    """The ambush cards in use with ``players`` seats (N6): the pairs and the seats' colours."""
    return list(PAIR_NAMES) + list(COLOURS[:players])


def check_colours(colours, players):
    """The seats' chosen pawn colours as a tuple, or ValueError: one of N5's
    colours for each seat, all different."""
    colours = tuple(colours)
    if len(colours) != players or len(set(colours)) != players or not set(colours) <= set(COLOURS):
        raise ValueError(f"N5: each of the {players} seats needs its own colour of {', '.join(COLOURS)}")
    return colours
