"""The baseline: a uniformly random legal move."""

from ...common.players import RandomCodePlayer


class RandomPlayer(RandomCodePlayer):
    game = "nottingham"

    def think(self, view):
        return self.rng.choice(view.legal_moves())
        yield  # a generator that finishes at once
