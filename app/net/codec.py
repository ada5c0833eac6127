"""Views and moves as JSON, for every game (PROTOCOL.md, "view" and "move").

A move travels as its record JSON (each game's FORMAT.md) and is read back by
the game's own record reader, so the network accepts exactly the moves a record
may hold. A view travels as its fields: every field of the game's ``View``,
tuples as lists, moves as their JSON. A client turns it back into a ``View``
that its computer player and its table read exactly as a local one:

- A view that is a frozen dataclass of plain values is rebuilt field by field. A
  field a later version added says so (``metadata={"may_be_absent": True}``): a
  view of an older host without it reads with the field's default; present, the
  view's own checks hold for it as for every field.
- A game whose view reads a game (a view over its state) rebuilds it with its own
  ``view_json.view_from_fields``: a stand-in game that shows the same fields.
  The client never learns another seat's hidden cards: the host never sends them.
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


def _values(value, read_move, where):
    """A field's JSON back as the view holds it: lists as tuples, and objects as
    moves (a view holds no other objects: its moves travel as their JSON)."""
    if isinstance(value, list):
        return tuple(_values(v, read_move, f"{where}[{k}]") for k, v in enumerate(value))
    if isinstance(value, dict):
        return read_move(value, where)[0]
    return value


def view_fields(view):
    """The names of a view's fields, in order."""
    if dataclasses.is_dataclass(view):
        return [f.name for f in dataclasses.fields(view)]
    return list(importlib.import_module(type(view).__module__).FIELDS)     # a view over a state


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


def game_module(info, name):
    """The game's module ``name``, or None when the game has none."""
    try:
        return importlib.import_module(f"game.{info.name}.{name}")
    except ModuleNotFoundError as missing:
        if missing.name != f"game.{info.name}.{name}":
            raise
        return None


def view_from_json(info, data, where="view"):
    """The ``View`` a JSON object describes; FormatError when it does not."""
    expect_object(data, where)
    try:
        own = game_module(info, "view_json")
        if own is not None:
            return own.view_from_fields(data, where)
        view_class = importlib.import_module(f"game.{info.name}.view").View
        fields = dataclasses.fields(view_class)
        names = [f.name for f in fields]
        needed = {f.name for f in fields if not f.metadata.get("may_be_absent")}
        if not needed <= set(data) <= set(names):
            raise FormatError(where, f"expected the fields {', '.join(names)}")
        read_move = move_reader(info)
        return view_class(**{name: _values(data[name], read_move, f"{where}.{name}")
                             for name in names if name in data})
    except FormatError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as error:
        raise FormatError(where, f"not a view of {info.name}: {str(error)[:80]}") from None
