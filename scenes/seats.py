"""Who sits at the table: you, another person at this screen, or a computer
player at a level. At most one seat is "You" (the one person, when only one plays, is
always "You"); every other person is a "Person" with a name of their own. A click
changes the seat clicked; a seat that must change with it is named by the setup."""

from dataclasses import dataclass

from app.i18n import _
from app.words import DEFAULT_PLAYER, DEFAULT_YOU, default_player, level_name
from game.figaro.players import LEVELS

YOU, PERSON, COMPUTER = "you", "person", "computer"
COMPUTER_NAMES = ("Rosina", "Bartolo", "Basilio", "Marcellina", "Cherubino", "Susanna")
# Each game its own cast: the computers carry names of the game's world (the same in every language).
CASTS = {
    "figaro": COMPUTER_NAMES,
    "nottingham": ("Marian", "Tuck", "Little John", "Will Scarlet", "Much", "Alan-a-Dale", "Robin"),   # seven seats
    "kings": ("Aldric", "Brunhild", "Cedric", "Elowen", "Gawain", "Isolde"),
}
CAST_NAMES = frozenset(name for cast in CASTS.values() for name in cast)


def computer_names(game="figaro"):
    """The names the computers of ``game`` carry."""
    return CASTS.get(game, COMPUTER_NAMES)


def cast_for(seats, game):
    """Computers still named by the app (a name of any game's cast) take the names of
    ``game``'s cast; a name typed by the player stays."""
    names = computer_names(game)
    for index, seat in enumerate(seats):
        if seat.kind == COMPUTER and seat.name in CAST_NAMES:
            seat.name = names[(index - 1) % len(names)]
    return seats


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
            return _("Person")
        return _("Computer ({level})").format(level=level_name(self.level))


def _default_name(name):
    """Whether ``name`` is one the app gave (blank, "You", "Player n", a computer's), not one typed."""
    prefix = DEFAULT_PLAYER.split("{")[0]
    name = name.strip()
    return (not name or name == DEFAULT_YOU or name in CAST_NAMES
            or (name.startswith(prefix) and name[len(prefix):].isdigit()))


def _become(seats, index, kind):
    seat = seats[index]
    seat.kind = kind
    if kind == YOU and _default_name(seat.name):
        seat.name = DEFAULT_YOU
    elif kind == PERSON and _default_name(seat.name):
        seat.name = default_player(index + 1)


def settle_kinds(seats, players):
    """At most one "You" among the first ``players`` seats, and the one person
    there, when only one sits there, is "You": a second "You" becomes a person,
    a lone person becomes "You". Returns the seats it changed, for the setup to
    say so (no seat changes unseen)."""
    humans = [i for i in range(players) if seats[i].human]
    changed = []
    for index in [i for i in humans if seats[i].kind == YOU][1:]:
        _become(seats, index, PERSON)
        changed.append(index)
    if len(humans) == 1 and seats[humans[0]].kind != YOU:
        _become(seats, humans[0], YOU)
        changed.append(humans[0])
    return changed


def cycle_kind(seats, players, index, levels, delta=1, game="figaro"):
    """The next kind for seat ``index``, and for it alone: You, Person, then each
    computer level. "You" is offered only while no other seat is "You" (it is
    chosen at one seat, never taken from another); "Person" only beside another
    person (a lone person is "You"). Returns the other seats that had to change
    (a person left alone becomes "You"), for the setup to say so."""
    choices = [(YOU, None), (PERSON, None)] + [(COMPUTER, level) for level in levels]
    current = seats[index]
    key = (current.kind, current.level if current.kind == COMPUTER else None)
    position = choices.index(key) if key in choices else 0
    others = [i for i in range(players) if i != index]
    other_you = any(seats[i].kind == YOU for i in others)
    others_human = any(seats[i].human for i in others)
    for _step in range(len(choices)):
        position = (position + delta) % len(choices)
        kind, level = choices[position]
        if (kind != YOU or not other_you) and (kind != PERSON or others_human):
            break
    if kind == COMPUTER:
        current.kind, current.level = COMPUTER, level
        if _default_name(current.name):
            current.name = free_computer_name(seats, players, index, game)
    else:
        _become(seats, index, kind)
    return [i for i in settle_kinds(seats, players) if i != index]


def free_computer_name(seats, players, index, game="figaro"):
    """The name of ``game``'s cast for a computer at seat ``index``: its own, or
    the first no other seat in play carries (seven seats, a cast of six)."""
    names = computer_names(game)
    taken = {seat.name for i, seat in enumerate(seats[:players]) if i != index}
    own = names[(index - 1) % len(names)]
    return own if own not in taken else next((name for name in names if name not in taken), own)


def sensible_level():
    """The medium level when there is one: sensible and quick."""
    levels = computer_levels()
    return "medium" if "medium" in levels else levels[-1]


def default_seats(players, game="figaro"):
    level = sensible_level()
    names = computer_names(game)
    seats = [Seat(YOU, DEFAULT_YOU, level)]
    for i in range(1, players):
        seats.append(Seat(COMPUTER, names[(i - 1) % len(names)], level))
    return seats


def demo_seats(players=4, level=None, game="figaro"):
    """A computer-only table, of medium players unless ``level`` says otherwise:
    sensible and quick (the hard player searches for a good part of a second a
    move, too slow for a demo, but the way to measure frames while it thinks)."""
    if level not in computer_levels():
        level = sensible_level()
    names = computer_names(game)
    return [Seat(COMPUTER, names[i % len(names)], level) for i in range(players)]
