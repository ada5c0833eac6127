"""Nottingham in the player's language: objects, actions, tasks, colours, levels.

Strings go through the game's own catalog (``app.i18n.translator("nottingham")``,
``locale/<lang>/LC_MESSAGES/nottingham.po``); ``tr`` marks them for extraction.
"""

from app.i18n import plural_translator, translator
from app.words import eliding, level_name  # noqa: F401  (the levels' names, as every game says them)
from game.nottingham.data import AMBUSH_OBJECTS, COLOURS, OBJECTS

tr = eliding(translator("nottingham"))     # French: "l'offre d'Ordinateur 2"
trn = eliding(plural_translator("nottingham"))      # "1 pearl", "4 pearls"; Italian "1 forziere", "4 forzieri"


def counted(obj, n):
    """``n`` cards of an object, with the number: "1 pearl", "4 chests"."""
    if isinstance(obj, int):
        obj = OBJECTS[obj]
    form = {
        "copper": trn("{n} copper", "{n} copper", n), "silver": trn("{n} silver", "{n} silver", n),
        "gold": trn("{n} gold", "{n} gold", n), "pearls": trn("{n} pearl", "{n} pearls", n),
        "jewels": trn("{n} jewel", "{n} jewels", n), "necklace": trn("{n} necklace", "{n} necklaces", n),
        "chest": trn("{n} chest", "{n} chests", n),
    }[obj]
    return form.format(n=n)


def cards(n):
    """"1 card", "5 cards"."""
    return trn("{n} card", "{n} cards", n).format(n=n)


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


def ambush_words(card, names):
    """An ambush card in words: its two objects, or the seat whose colour it shows
    (the players choose their colours, N5: the card is known by its seat)."""
    if card in COLOURS and COLOURS.index(card) < len(names):
        return tr("{name}'s colour").format(name=names[COLOURS.index(card)])
    return ambush_name(card)


def objects_list(objects):
    """A few objects (names or indices) as a short list: "gold, pearls"."""
    return ", ".join(object_name(o) for o in objects) if objects else tr("nothing")


def hand_list(counts):
    """A hand given as counts of the 7 objects: "2 gold, 1 chest"."""
    parts = [counted(i, n) for i, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else tr("no cards")


__all__ = ["COLOURS", "action_name", "ambush_name", "ambush_words", "cards", "colour_name", "counted", "hand_list",
           "level_name", "object_name", "objects_list", "task_cards", "task_name", "tr", "trn"]
