"""Kings & Creatures as a table played over the network shows it: card
numbers with what the cards are (scenes/net/describe.py asks through the
game's entry in scenes.games, ``remote_move`` and ``remote_view``)."""

from app.i18n import _


def kings_card(number):
    """A Kings & Creatures card in a few words: "17 treasure 4", "52 griffins"."""
    from game.kings import cards
    from scenes.kings.words import colour_name, species_name, type_name
    kind = cards.TYPE[number]
    if kind == "creature":
        detail = species_name(cards.SPECIES_OF[number])
    elif kind == "king":
        detail = f"{type_name(kind)} {colour_name(cards.COLOUR[number])}"
    elif kind == "hero":
        detail = f"{type_name(kind)} {cards.HEROES[number]}"
    elif kind in ("treasure", "legend"):
        detail = f"{type_name(kind)} {cards.POINTS[number]}"
    else:
        detail = type_name(kind)
    return f"{number} {detail}"


def kings_move(move):
    """Kings & Creatures' take with the card it is: "take 17 treasure 4"."""
    if isinstance(move.get("take"), int):
        return _("take {card}").format(card=kings_card(move["take"]))
    return None


def kings_view(key, value):
    """Kings & Creatures' card numbers with what the cards are."""
    if key in ("row", "discarded") and isinstance(value, list):
        return ", ".join(kings_card(n) for n in value) or "—"
    if key == "cards":
        return "  |  ".join(", ".join(kings_card(n) for n in seat) for seat in value)
    return None
