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


def count_cards(n):
    """"1 card", "3 cards"."""
    return tr("1 card") if n == 1 else tr("{n} cards").format(n=n)


def count_heroes(n):
    """Heroes as figures: "1 hero", "5 heroes"."""
    return tr("1 hero") if n == 1 else tr("{n} heroes").format(n=n)


def count_honour(n):
    return tr("1 honour") if n == 1 else tr("{n} honour").format(n=n)


def count_of_type(kind, n):
    """Cards of a type, as a legend or a king counts them: "1 hero card", "2 treasures"."""
    singular = {"treasure": tr("1 treasure"), "hero": tr("1 hero card"), "creature": tr("1 creature"),
                "king": tr("1 king"), "legend": tr("1 legend")}
    plural = {"treasure": tr("{n} treasures"), "hero": tr("{n} hero cards"), "creature": tr("{n} creatures"),
              "king": tr("{n} kings"), "legend": tr("{n} legends")}
    return singular[kind] if n == 1 else plural[kind].format(n=n)


def ruled_cards(colour):
    """What a king of ``colour`` counts (RULES.md K18)."""
    return {"red": tr("hero cards"), "yellow": tr("treasures"), "green": tr("creatures"),
            "purple": tr("legends"), "blue": tr("kings")}[colour]


def count_species(n):
    return tr("1 species") if n == 1 else tr("{n} species").format(n=n)
