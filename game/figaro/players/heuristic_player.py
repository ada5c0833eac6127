"""The easy and medium players: no search, a sensible judgement of each move
(game.players.heuristic); the easy one slips now and then, as people do."""

import math

from ..fast import code_move, kind_counts, move_code
from ...common.players import ComputerPlayer
from .heuristic import CountingJudge
from .knowledge import decision_rng, known_state


class MediumPlayer(ComputerPlayer):
    """Keeps its own pile away from 6, feeds piles about to burst, uses rondes
    when they help and takes when waiting costs more."""

    level = "medium"

    def think(self, view):
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        yield
        codes = [move_code(m) for m in moves]
        return self.pick(view, codes, self.judge(view).scores(codes))

    def judge(self, view):
        """The judgement of the moves open to ``view``'s seat, the cards it
        cannot see counted (R23: only what was played or taken face up)."""
        return CountingJudge(known_state(view), view.seat, kind_counts(view.unseen()))

    def pick(self, view, codes, scores):
        # equal judgements are broken at random, not by seat order, or every
        # medium player would feed the same pile
        rng = decision_rng(self.level, self.seed, view)
        top = max(scores)
        best = [c for c, s in zip(codes, scores) if s >= top - 1e-9]
        return code_move(best[0] if len(best) == 1 else rng.choice(best))


class EasyPlayer(MediumPlayer):
    """The medium player's judgement, with slips: it chooses among its moves with
    odds that favour the better ones, and sometimes overlooks the best."""

    level = "easy"
    temperature = 0.35          # in the judge's units (about road length)
    slip_chance = 0.15

    def pick(self, view, codes, scores):
        rng = decision_rng(self.level, self.seed, view)
        if rng.random() < self.slip_chance:
            return code_move(rng.choice(codes))
        top = max(scores)
        weights = [math.exp((s - top) / self.temperature) for s in scores]
        return code_move(rng.choices(codes, weights)[0])
