"""The baseline: a uniformly random legal move."""

from ...common.players import RandomCodePlayer
from ..fast import CODE_MOVES


class RandomPlayer(RandomCodePlayer):
    game = "figaro"

    def think(self, view):
        return self.choose(view)
        yield  # a generator that finishes at once

    def choose(self, view):
        return CODE_MOVES[self.choose_code(view.legal_codes())]
