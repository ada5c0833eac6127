"""Kings & Creatures in the player's language: card types, species, colours.

Strings go through the game's own catalog (``app.i18n.translator("kings")``,
``locale/<lang>/LC_MESSAGES/kings.po``); ``tr`` marks them for extraction.
"""

from app.i18n import translator

tr = translator("kings")


def type_name(kind):
    return {
        "castle": tr("castle"), "treasure": tr("treasure"), "hero": tr("hero"),
        "creature": tr("creature"), "king": tr("king"), "legend": tr("legend"),
    }[kind]


def plural_type(kind):
    return {
        "treasure": tr("treasures"), "hero": tr("heroes"), "creature": tr("creatures"),
        "king": tr("kings"), "legend": tr("legends"),
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


def level_name(level):
    return {"random": tr("random"), "easy": tr("easy"), "medium": tr("medium"), "hard": tr("hard")}.get(level, level)
