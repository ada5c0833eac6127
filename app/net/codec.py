"""Views and moves as JSON, for every game (PROTOCOL.md, "view" and "move").

A move travels as its record JSON (each game's FORMAT.md) and is read back by
the game's own record reader, so the network accepts exactly the moves a record
may hold. A view travels as its fields: every field of the game's ``View``,
tuples as lists, moves as their JSON. A client turns it back into a ``View``
that its computer player and its table read exactly as a local one:

- Nottingham and Kings & Creatures: the view is a frozen dataclass of plain
  values, rebuilt field by field.
- Figaro: the view reads a game, so the client builds a stand-in game from the
  view. Its own hand and everything face up are the view's; the other hands
  hold the unseen cards in a fixed order, which no field of the view shows.
  The client never learns the real hands: the host never sends them.
"""

import dataclasses
import importlib

from game.common.errors import FormatError
from game.common.jsonio import expect_object


def _jsonable(value):
    if hasattr(value, "to_json"):
        return value.to_json()
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


def _tuples(value):
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def view_fields(view):
    """The names of a view's fields, in order."""
    if dataclasses.is_dataclass(view):
        return [f.name for f in dataclasses.fields(view)]
    return list(importlib.import_module(type(view).__module__).FIELDS)     # Figaro's View


def view_to_json(view):
    """A view as a JSON object: its fields, in order."""
    return {name: _jsonable(getattr(view, name)) for name in view_fields(view)}


def move_reader(info):
    """The game's reader of one move's JSON: (data, where) -> (move, seat or None)."""
    return importlib.import_module(f"game.{info.name}.record").load_move


def move_from_json(info, data, where="move"):
    """The move a JSON object names (its own "seat", if any, is refused: the
    connection says whose move it is); FormatError when it is not a move of the game."""
    expect_object(data, where)
    if "seat" in data:
        raise FormatError(f"{where}.seat", "a move over the network names no seat; "
                                           "the connection's seat plays it")
    move, _seat = move_reader(info)(data, where)
    return move


def move_to_json(move):
    return move.to_json()


def view_from_json(info, data, where="view"):
    """The ``View`` a JSON object describes; FormatError when it does not."""
    expect_object(data, where)
    try:
        if info.name == "figaro":
            return _figaro_view(info, data, where)
        view_class = importlib.import_module(f"game.{info.name}.view").View
        names = [f.name for f in dataclasses.fields(view_class)]
        if set(data) != set(names):
            raise FormatError(where, f"expected the fields {', '.join(names)}")
        return view_class(**{name: _tuples(data[name]) for name in names})
    except FormatError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as error:
        raise FormatError(where, f"not a view of {info.name}: {str(error)[:80]}") from None


def _figaro_view(info, data, where):
    from game.figaro.cards import full_deck
    from game.figaro.state import GameState
    from game.figaro.view import FIELDS
    if set(data) != set(FIELDS):
        raise FormatError(where, f"expected the fields {', '.join(FIELDS)}")
    seat, players = data["seat"], data["players"]
    load_move = move_reader(info)
    history = [(s, load_move(m, f"{where}.history[{k}]")[0])
               for k, (s, m) in enumerate(data["history"])]
    unseen = full_deck()
    for group in (data["removed"], data["hand"], *data["piles"], *data["tricks"]):
        for card in group:
            unseen.remove(card)
    hands = []
    for s in range(players):
        if s == seat:
            hands.append(list(data["hand"]))
        else:
            size = data["hand_sizes"][s]
            hands.append(unseen[:size])
            unseen = unseen[size:]
    state = GameState(players, data["names"], data["round"], data["king"], data["turn"], hands,
                      data["piles"], data["tricks"], data["roads"], data["pool"], data["removed"],
                      0, history=history)
    return state.view(seat)
