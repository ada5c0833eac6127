"""The games of the app: their rules, positions and records, computer players.

Each game is a package of its own (``game.figaro``, ``game.nottingham``,
``game.kings``) that exposes a ``GAME`` (``game.common.protocol.GameInfo``);
what every game shares lives in ``game.common``. Pure Python: no pygame, no
printing.
"""

import importlib

GAME_NAMES = ("figaro", "nottingham", "kings")       # in the order the start scene offers them


def load_game(name):
    """The ``GameInfo`` of a game by its short name; ValueError for an unknown one."""
    if name not in available_games():
        raise ValueError(f"unknown game {name!r} (choose from {', '.join(available_games())})")
    return importlib.import_module(f"game.{name}").GAME


def available_games():
    """The names of the games this copy of the app holds."""
    names = []
    for name in GAME_NAMES:
        try:
            module = importlib.import_module(f"game.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"game.{name}":
                raise
            continue
        if hasattr(module, "GAME"):
            names.append(name)
    return tuple(names)


def game_of_format(format_name):
    """The ``GameInfo`` whose position or record format is ``format_name``, or None."""
    for name in available_games():
        info = load_game(name)
        if format_name in (info.position_format, info.record_format):
            return info
    return None
