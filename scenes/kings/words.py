"""Kings & Creatures in the player's language: card types, species, colours.

Strings go through the game's own catalog (``app.i18n.translator("kings")``,
``locale/<lang>/LC_MESSAGES/kings.po``); ``tr`` marks them for extraction.
"""

from app.i18n import plural_translator, translator
from app.words import eliding, level_name  # noqa: F401  (the levels' names, as every game says them)

tr = eliding(translator("kings"))          # French: "la carte d'Ordinateur 2"
_plural = eliding(plural_translator("kings"))


def trn(singular, plural, n, **values):
    """The form of a string for the count ``n``, with the number: "1 honour",
    "13 honour"; Italian "1 punto onore", "13 punti onore"; French "0 carte", "2 cartes".
    ``values`` fill the string's other fields."""
    return _plural(singular, plural, n).format(n=n, **values)


def type_name(kind):
    return {
        "castle": tr("castle"), "treasure": tr("treasure"), "hero": tr("hero"),
        "creature": tr("creature"), "king": tr("king"), "legend": tr("legend"),
    }[kind]


def part_name(part):
    """The final scoring's parts (game.kings.scoring.PARTS)."""
    return {
        "treasures": tr("Treasures"), "creatures": tr("Creatures"), "kings": tr("Kings"),
        "legends": tr("Legends"), "heroes": tr("Heroes' honour"), "total": tr("Total"),
    }[part]


def species_name(species):
    return {
        "centaurs": tr("centaurs"), "minotaurs": tr("minotaurs"), "griffins": tr("griffins"),
        "chimeras": tr("chimeras"), "dragons": tr("dragons"), "unicorns": tr("unicorns"),
    }[species]


def colour_name(colour):
    return {
        "red": tr("red"), "yellow": tr("yellow"), "green": tr("green"),
        "purple": tr("purple"), "blue": tr("blue"),
    }[colour]


def count_cards(n):
    """"1 card", "3 cards"."""
    return trn("{n} card", "{n} cards", n)


def count_heroes(n):
    """Heroes as figures: "1 hero", "5 heroes"."""
    return trn("{n} hero", "{n} heroes", n)


def count_honour(n):
    """"1 honour", "13 honour" (Italian "13 punti onore")."""
    return trn("{n} honour", "{n} honour", n)


def count_crowns(n):
    """A king's crowns on one side: "1 crown", "4 crowns"."""
    return trn("{n} crown", "{n} crowns", n)


def count_of_type(kind, n):
    """Cards of a type, as a legend or a king counts them: "1 hero card", "2 treasures"."""
    if kind == "treasure":
        return trn("{n} treasure", "{n} treasures", n)
    if kind == "hero":
        return trn("{n} hero card", "{n} hero cards", n)
    if kind == "creature":
        return trn("{n} creature", "{n} creatures", n)
    if kind == "king":
        return trn("{n} king", "{n} kings", n)
    return trn("{n} legend", "{n} legends", n)


def ruled_cards(colour):
    """What a king of ``colour`` counts (RULES.md K18)."""
    return {"red": tr("hero cards"), "yellow": tr("treasures"), "green": tr("creatures"),
            "purple": tr("legends"), "blue": tr("kings")}[colour]


def count_species(n):
    return trn("{n} species", "{n} species", n)
