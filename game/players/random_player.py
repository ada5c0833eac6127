"""The baseline: a uniformly random legal move."""

import random


class RandomPlayer:
    level = "random"

    def __init__(self, seed=0):
        self.rng = random.Random(f"figaro/random-player/{seed}")

    def choose(self, view):
        return self.rng.choice(view.legal_moves())
