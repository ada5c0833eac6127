"""The baseline: a uniformly random legal move."""

import random

from ...common.players import ComputerPlayer


class RandomPlayer(ComputerPlayer):
    level = "random"

    def __init__(self, seed=0):
        super().__init__(seed)
        self.rng = random.Random(f"nottingham/random-player/{seed}")

    def think(self, view):
        return self.rng.choice(view.legal_moves())
        yield  # a generator that finishes at once
