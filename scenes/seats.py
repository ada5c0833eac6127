"""Who sits at the table: a person here, or a computer player at a level."""

from dataclasses import dataclass

from app.i18n import _
from app.words import DEFAULT_YOU, level_name
from game.figaro.players import LEVELS

YOU, PERSON, COMPUTER = "you", "person", "computer"
COMPUTER_NAMES = ("Rosina", "Bartolo", "Basilio", "Marcellina", "Cherubino", "Susanna")


def computer_levels():
    """The levels a player may choose at a seat: the playing ones (the random
    player is for measuring, the all-seeing one for testing)."""
    return [level for level in LEVELS if level not in ("omniscient", "random")] or ["random"]


@dataclass
class Seat:
    kind: str = COMPUTER
    name: str = ""
    level: str = "random"

    @property
    def human(self):
        return self.kind in (YOU, PERSON)

    def describe(self):
        if self.kind == YOU:
            return _("You")
        if self.kind == PERSON:
            return _("Person at this screen")
        return _("Computer ({level})").format(level=level_name(self.level))


def sensible_level():
    """The medium level when there is one: sensible and quick."""
    levels = computer_levels()
    return "medium" if "medium" in levels else levels[-1]


def default_seats(players):
    level = sensible_level()
    seats = [Seat(YOU, DEFAULT_YOU, level)]
    for i in range(1, players):
        seats.append(Seat(COMPUTER, COMPUTER_NAMES[i - 1], level))
    return seats


def demo_seats(players=4, level=None):
    """A computer-only table, of medium players unless ``level`` says otherwise:
    sensible and quick (the hard player searches for a good part of a second a
    move, too slow for a demo, but the way to measure frames while it thinks)."""
    if level not in computer_levels():
        level = sensible_level()
    return [Seat(COMPUTER, COMPUTER_NAMES[i], level) for i in range(players)]
