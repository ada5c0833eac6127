"""Who sits at the table: you, another person at this screen, or a computer
player at a level. Exactly one seat is "You" while anyone plays (the person the
table faces first); every other person is a "Person" with a name of their own."""

from dataclasses import dataclass

from app.i18n import _
from app.words import DEFAULT_PLAYER, DEFAULT_YOU, default_player, level_name
from game.figaro.players import LEVELS

YOU, PERSON, COMPUTER = "you", "person", "computer"
COMPUTER_NAMES = ("Rosina", "Bartolo", "Basilio", "Marcellina", "Cherubino", "Susanna")
# Each game its own cast: the computers carry names of the game's world (the same in every language).
CASTS = {
    "figaro": COMPUTER_NAMES,
    "nottingham": ("Marian", "Tuck", "Little John", "Will Scarlet", "Much", "Alan-a-Dale"),
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


def settle_kinds(seats, players, avoid=None):
    """Exactly one "You" among the first ``players`` seats while any person sits
    there: a second "You" becomes a person, and with none the first person (not
    seat ``avoid``, when another can be) becomes "You"."""
    humans = [i for i in range(players) if seats[i].human]
    yours = [i for i in humans if seats[i].kind == YOU]
    for index in yours[1:]:
        _become(seats, index, PERSON)
    if humans and not yours:
        others = [i for i in humans if i != avoid] or humans
        _become(seats, others[0], YOU)


def cycle_kind(seats, players, index, levels, delta=1, game="figaro"):
    """The next kind for seat ``index``: You, Person, then each computer level.
    A seat becoming "You" makes the former one a person; a lone person is "You",
    never a "Person"; the "You" leaving its seat passes to the next person."""
    choices = [(YOU, None), (PERSON, None)] + [(COMPUTER, level) for level in levels]
    current = seats[index]
    key = (current.kind, current.level if current.kind == COMPUTER else None)
    position = choices.index(key) if key in choices else 0
    others_human = any(seats[i].human for i in range(players) if i != index)
    for _step in range(len(choices)):
        position = (position + delta) % len(choices)
        kind, level = choices[position]
        if kind != PERSON or others_human:
            break
    was_you = current.kind == YOU
    if kind == COMPUTER:
        current.kind, current.level = COMPUTER, level
        if _default_name(current.name):
            names = computer_names(game)
            current.name = names[(index - 1) % len(names)]
    else:
        _become(seats, index, kind)
    if kind == YOU:
        for other in range(players):
            if other != index and seats[other].kind == YOU:
                _become(seats, other, PERSON)
    settle_kinds(seats, players, avoid=index if was_you else None)


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
