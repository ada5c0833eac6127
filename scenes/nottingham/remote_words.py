"""Nottingham's view as a table played over the network shows it: object
counts and indices in the objects' names (scenes/net/describe.py asks through
the game's entry in scenes.games, ``remote_view``)."""


def _counts(counts, names):
    """Counts of the seven objects in words: "copper 2, gold 1" (Nottingham)."""
    held = [f"{name} {n}" for name, n in zip(names, counts) if n]
    return ", ".join(held) or "—"


def nottingham_view(key, value):
    """Nottingham's fields of object counts and indices, in the objects' names."""
    from game.nottingham.data import OBJECTS
    if key in ("hand", "discard") and isinstance(value, list):
        return _counts(value, OBJECTS)
    if key == "victory":
        return "  |  ".join(_counts(counts, OBJECTS) for counts in value)
    if key == "card" and isinstance(value, int):
        return OBJECTS[value]
    if key == "offers":
        return "  |  ".join("—" if o is None else o if isinstance(o, str)
                            else ", ".join(OBJECTS[i] for i in o) or "nothing" for o in value)
    if key == "shown" and value:
        return f"{value[0]}: {_counts(value[1], OBJECTS)}"
    return None
