"""Nottingham in the player's language: objects, actions, tasks, colours, levels.

Strings go through the game's own catalog (``app.i18n.translator("nottingham")``,
``locale/<lang>/LC_MESSAGES/nottingham.po``); ``tr`` marks them for extraction.
"""

from app.i18n import translator
from game.nottingham.data import AMBUSH_OBJECTS, COLOURS, OBJECTS

tr = translator("nottingham")


def object_name(obj):
    """An object (its name or its index) in the player's language."""
    if isinstance(obj, int):
        obj = OBJECTS[obj]
    return {
        "copper": tr("copper"), "silver": tr("silver"), "gold": tr("gold"),
        "pearls": tr("pearls"), "jewels": tr("jewels"), "necklace": tr("necklace"),
        "chest": tr("chest"),
    }[obj]


def action_name(action):
    return {
        "buy": tr("buy"), "smuggle": tr("smuggle"), "ambush": tr("ambush"), "steal": tr("steal"),
        "rob": tr("rob"), "defend": tr("defend"), "trade": tr("trade"),
    }[action]


def task_name(task):
    return {
        "seven": tr("Seven different"), "five": tr("Five equal"),
        "four-pairs": tr("Four pairs"), "three-pairs": tr("Three pairs"),
    }[task]


def task_cards(task):
    """What a task asks for (N3), in a few words."""
    return {
        "seven": tr("one of each of the 7 objects"), "five": tr("5 equal objects"),
        "four-pairs": tr("4 pairs of different objects"),
        "three-pairs": tr("3 pairs of different objects"),
    }[task]


def colour_name(colour):
    return {
        "red": tr("red"), "purple": tr("purple"), "yellow": tr("yellow"), "blue": tr("blue"),
        "white": tr("white"), "green": tr("green"), "grey": tr("grey"),
    }[colour]


def ambush_name(card):
    """An ambush card: its two objects, or a pawn colour (N2)."""
    if card in AMBUSH_OBJECTS:
        a, b = AMBUSH_OBJECTS[card]
        return f"{object_name(a)} / {object_name(b)}"
    return colour_name(card)


def level_name(level):
    return {"random": tr("random"), "easy": tr("easy"), "medium": tr("medium"),
            "hard": tr("hard")}.get(level, level)


def objects_list(objects):
    """A few objects (names or indices) as a short list: "gold, pearls"."""
    return ", ".join(object_name(o) for o in objects) if objects else tr("nothing")


def hand_list(counts):
    """A hand given as counts of the 7 objects: "2 gold, 1 chest"."""
    parts = [f"{n} {object_name(i)}" for i, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else tr("no cards")


__all__ = ["COLOURS", "action_name", "ambush_name", "colour_name", "hand_list", "level_name",
           "object_name", "objects_list", "task_cards", "task_name", "tr"]
