"""The baseline: a uniformly random legal move."""

import random

from ...common.players import ComputerPlayer


class RandomPlayer(ComputerPlayer):
    level = "random"

    def __init__(self, seed=0):
        super().__init__(seed)
        self.rng = random.Random(f"nottingham/random-player/{seed}")
        self._bits = self.rng.getrandbits

    def think(self, view):
        return self.rng.choice(view.legal_moves())
        yield  # a generator that finishes at once

    def choose_code(self, codes):
        """One of the legal moves as codes (game.nottingham.fast, in the order of
        ``legal_moves()``): the one ``rng.choice`` draws, so the same move ``think``
        makes. The draw is spelled out as the random module makes it
        (``Random._randbelow``: k bits at a time until below n)."""
        n = len(codes)
        k = n.bit_length()
        bits = self._bits
        index = bits(k)
        while index >= n:
            index = bits(k)
        return codes[index]
