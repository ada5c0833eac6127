"""The hint, one path for every table and the command line: what a strong
player would do for the seat to act, why, in words, and how the other moves
compare.

Each game says how it thinks and words a hint in ``scenes.<game>.hints``:
``advise(view, seed, names)``, a generator (it yields now and then, so a table
thinks between frames) that returns a ``Hint``. A table steps a
``HintDecision`` (``GameSession.hint_decision``); ``main.py hint`` runs the
same thought to its end (``hint_for``). The thought is a pure function of the
view and the seed: the same position gets the same hint, at a table or not.
"""

import importlib
from dataclasses import dataclass, field

from game.common.players import Decision, finish


@dataclass
class Hint:
    move: object                     # the game's move
    reason: str                      # one line, in the player's language
    what: str = ""                   # the move in words (tables that show it apart from the reason)
    unit: str = ""                   # what ``alternatives``' values count: "cards", "honour", "points", "reward"
    alternatives: list = field(default_factory=list)   # [(move, value)], best first, the hint's move among them


def adviser(game):
    """The module of ``game`` that thinks and words its hints."""
    return importlib.import_module(f"scenes.{game}.hints")


def hint_thought(game, view, seed=0, names=None, also=()):
    """A generator returning the ``Hint`` for ``view``'s seat; ``also``: moves to
    weigh among the alternatives whatever the hint thinks of them (a review's move
    played), where the game's way of thinking allows it."""
    return adviser(game).advise(view, seed, names, also)


def hint_for(game, view, seed=0, names=None, also=()):
    """The hint for ``view``'s seat, thought to the end at once."""
    return finish(hint_thought(game, view, seed, names, also))


class HintDecision(Decision):
    """A hint in progress, stepped as a computer's ``Decision``: ``step(seconds)``
    until ``done``; then ``hint`` and ``move`` (the hint's move)."""

    def __init__(self, game, view, seed=0, names=None):
        self._thought = hint_thought(game, view, seed, names)
        self.hint = self.move = None
        self.done = self.cancelled = False

    def step(self, seconds=0.03):
        done = super().step(seconds)
        if done and self.hint is None:
            self.hint = self.move
            self.move = self.hint.move
        return done


def watching(player):
    """``player`` (an ISMCTS player) that keeps the root of its last search as
    ``root``, so that a hint can show how the other moves fared."""
    base = type(player)

    class Watching(base):
        def search(self, view):
            root = yield from base.search(self, view)
            self.root = root
            return root

    Watching.__name__ = Watching.__qualname__ = base.__name__     # the search seeds by its player's name
    watcher = Watching.__new__(Watching)
    watcher.__dict__.update(player.__dict__)
    watcher.root = None
    return watcher


def searched_values(root, moves):
    """[(move, mean reward)] of the moves the search tried at ``root``, most visited first."""
    if root is None:
        return []
    tried = [m for m in moves if m in root.children and root.children[m].visits]
    tried.sort(key=lambda m: (-root.children[m].visits, -root.children[m].reward))
    return [(m, root.children[m].reward / root.children[m].visits) for m in tried]
