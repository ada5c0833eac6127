"""The baseline: a uniformly random legal move."""

import random

from ...common.players import ComputerPlayer
from ..fast import CODE_MOVES


class RandomPlayer(ComputerPlayer):
    level = "random"

    def __init__(self, seed=0):
        super().__init__(seed)
        self.rng = random.Random(f"figaro/random-player/{seed}")
        self._below = self.rng._randbelow       # what rng.choice draws with, minus a call

    def think(self, view):
        return self.choose(view)
        yield  # a generator that finishes at once

    def choose(self, view):
        return CODE_MOVES[self.choose_code(view.legal_codes())]

    def choose_code(self, codes):
        """One of the legal moves as codes (game.figaro.fast), drawn as
        ``rng.choice(codes)`` draws: the same move ``choose`` makes."""
        return codes[self._below(len(codes))]
