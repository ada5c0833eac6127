"""The baseline: a uniformly random legal move."""

import random

from ...common.players import ComputerPlayer
from ..fast import CODE_MOVES


class RandomPlayer(ComputerPlayer):
    level = "random"

    def __init__(self, seed=0):
        super().__init__(seed)
        self.rng = random.Random(f"figaro/random-player/{seed}")
        self._bits = self.rng.getrandbits

    def think(self, view):
        return self.choose(view)
        yield  # a generator that finishes at once

    def choose(self, view):
        return CODE_MOVES[self.choose_code(view.legal_codes())]

    def choose_code(self, codes):
        """One of the legal moves as codes (game.figaro.fast): the one
        ``rng.choice(codes)`` draws, the same move ``choose`` makes. The draw is
        spelled out as the random module makes it (``Random._randbelow``: k
        bits at a time until below n), one call the fewer."""
        n = len(codes)
        k = n.bit_length()
        bits = self._bits
        index = bits(k)
        while index >= n:
            index = bits(k)
        return codes[index]
