"""The easy and medium players: no search, a sensible judgement of each move
(heuristic.Judge); the easy one slips now and then, as people do."""

import math

from ...common.ismcts import seeded_rng
from ...common.players import ComputerPlayer
from .heuristic import Judge


class MediumPlayer(ComputerPlayer):
    """Keeps cards that build sets, acts when the action is worth more, cashes
    sets and tasks when they pay, offers and discards what it needs least."""

    level = "medium"

    def think(self, view):
        moves = view.legal_moves()
        yield                   # one step even for a forced move: a pause tells nothing (N27)
        if len(moves) == 1:
            return moves[0]
        scores = Judge(view).scores(moves)
        return self.pick(view, moves, scores)

    def rng(self, view):
        return seeded_rng("nottingham", self.level, self.seed, view)

    def pick(self, view, moves, scores):
        top = max(scores)
        best = [m for m, s in zip(moves, scores) if s >= top - 1e-9]
        return best[0] if len(best) == 1 else self.rng(view).choice(best)


class EasyPlayer(MediumPlayer):
    """The medium player's judgement with slips: odds that favour the better
    moves, and now and then any move at all."""

    level = "easy"
    temperature = 2.0           # in the judge's units (victory points)
    slip_chance = 0.15

    def pick(self, view, moves, scores):
        rng = self.rng(view)
        if rng.random() < self.slip_chance:
            return rng.choice(moves)
        top = max(scores)
        weights = [math.exp((s - top) / self.temperature) for s in scores]
        return rng.choices(moves, weights)[0]
