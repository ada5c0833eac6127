"""A move's events as one seat may know them (PROTOCOL.md, "played").

Each game's ``apply`` returns the events its table shows and its log words.
A game whose events or moves may name what only some seats see says so in its
own ``game.<game>.seen`` (``events_for(events, seat, before)``, ``Before``,
``PRIVATE_MOVES``); for a game without one, every event and every move is
made face up and sent to all.
"""

from functools import lru_cache

from game import load_game

from .codec import game_module


@lru_cache(maxsize=None)
def _seen(game):
    """The game's ``seen`` module, or None when all it does is public."""
    return game_module(load_game(game), "seen")


def _plain(value):
    """An event's values as JSON: tuples as lists."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def before_move(game, state):
    """What ``events_for`` needs to know of ``state`` before a move (None: nothing)."""
    seen = _seen(game)
    return None if seen is None else seen.Before(state)


def events_for(game, events, seat, before):
    """``events`` of one move as seat ``seat`` may know them, as JSON;
    ``before`` is ``before_move`` of the state before the move."""
    seen = _seen(game)
    if seen is not None:
        events = seen.events_for(events, seat, before)
    return [_plain(event) for event in events]


def move_for(game, move_json, mover, seat):
    """The move itself for ``seat``: its own always; another's unless the game
    puts some moves down face down (its ``PRIVATE_MOVES``): its events say what
    the table saw."""
    seen = _seen(game)
    private = seen is not None and getattr(seen, "PRIVATE_MOVES", False)
    return move_json if mover == seat or not private else None


def events_from_json(data):
    """Events as the log and the table read them: each event a tuple."""
    return [tuple(event) for event in data]


__all__ = ["before_move", "events_for", "events_from_json", "move_for"]
