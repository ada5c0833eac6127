"""The steps by which the table catches up with the game, one event at a time.

The game state changes at once when a move is applied; the table shows a copy
(``Shown``) that each step brings forward when its cards have landed
(pgzero-style: the model jumps, the sprites follow). The cards fly on the
table's ``Motion`` (scenes/motion.py), the animation home of every game: Figaro's
cards are open to everyone, so each flight shows its face to all.
"""

import pygame

from ..motion import Tween
from .layout import PILE_CARD, hand_rects, hand_spot, pile_slot, trick_spot


class Shown:
    """What the table currently shows: a view of the game, possibly a move behind."""

    def __init__(self, view):
        self.seat = view.seat
        self.names = list(view.names)
        self.round = view.round
        self.king = view.king
        self.turn = view.turn
        self.hand = list(view.hand)
        self.hand_sizes = list(view.hand_sizes)
        self.piles = [list(p) for p in view.piles]
        self.tricks = [len(t) for t in view.tricks]
        self.roads = [list(r) for r in view.roads]
        self.pool = [list(g) for g in view.pool]


class Step:
    """One event being shown: its cards on the table's ``motion``; done once they have all landed."""

    sound = None

    def __init__(self, table, event):
        self.table = table
        self.event = event
        self.done = False

    def fly(self, card, start, end, duration, delay=0.0):
        """``card`` (None: a back) on its way from the point ``start`` to the point ``end``."""
        self.table.motion.fly(card, pygame.Rect(start, PILE_CARD), pygame.Rect(end, PILE_CARD), duration,
                              delay=delay)

    def start(self):
        pass

    def update(self, dt):
        if not self.table.motion.flights:
            self.finish()
            self.done = True

    def finish(self):
        pass


class PlayStep(Step):
    sound = "card"

    def start(self):
        _kind, seat, card, to = self.event
        shown, rects = self.table.shown, self.table.rects
        if seat == shown.seat and card in shown.hand:
            index = shown.hand.index(card)
            start = hand_rects(len(shown.hand), size=self.table.hand_card, screen=self.table.screen_size)[index].topleft
            shown.hand.pop(index)
        else:
            start = hand_spot(rects[seat])
        end = pile_slot(rects[to], len(shown.piles[to]), len(shown.piles[to]) + 1)
        self.fly(card, start, end, self.table.flight)

    def finish(self):
        _kind, seat, card, to = self.event
        self.table.shown.piles[to].append(card)
        self.table.shown.hand_sizes[seat] -= 1


class RondeStep(Step):
    """Every pile passes to the left-hand neighbour (R12)."""

    sound = "ronde"
    passes_piles = True         # the table keeps the seats' names above the gliding piles

    def start(self):
        shown, rects = self.table.shown, self.table.rects
        self.piles = shown.piles
        players = len(self.piles)
        for seat, pile in enumerate(self.piles):
            to = (seat + 1) % players
            for i, card in enumerate(pile):
                self.fly(card, pile_slot(rects[seat], i, len(pile)), pile_slot(rects[to], i, len(pile)),
                         self.table.flight * 1.6)
        shown.piles = [[] for _ in range(players)]

    def finish(self):
        self.table.shown.piles = self.piles[-1:] + self.piles[:-1]


class SweepStep(Step):
    """A capture or a take: every face-up card goes to the taker's trick pile (R13–R15)."""

    sound = "capture"

    def start(self):
        shown, rects = self.table.shown, self.table.rects
        taker = self.event[1]
        self.table.announce(taker, self.event[2], captured=self.event[0] == "capture")
        end = trick_spot(rects[taker])
        order = 0
        for seat, pile in enumerate(shown.piles):
            for i, card in enumerate(pile):
                self.fly(card, pile_slot(rects[seat], i, len(pile)), end, self.table.flight * 1.4,
                         delay=0.04 * order)
                order += 1
        shown.piles = [[] for _ in shown.piles]

    def finish(self):
        self.table.shown.tricks[self.event[1]] += self.event[2]


class RoundEndStep(Step):
    """The King walks to the new holder, then the round's results are shown."""

    sound = "round_end"

    def start(self):
        from .round_end import RoundEndScene
        shown, rects = self.table.shown, self.table.rects
        king = self.event[2]
        self.walk = Tween(rects[shown.king].topleft, rects[king].topleft, self.table.flight * 2.5)
        self.scene = RoundEndScene(self.table.app, self.table, self.event)
        self.pushed = False

    def update(self, dt):
        if not self.walk.done:
            self.walk.update(dt)
            return
        if not self.pushed:
            self.table.shown.king = self.event[2]
            self.table.app.push(self.scene)
            self.pushed = True
        elif self.scene.closed:
            self.done = True


class GameEndStep(Step):
    @property
    def sound(self):
        """A fanfare when a person here won (or only computers played), a fall when they lost."""
        people = [seat for seat, s in enumerate(self.table.seats) if s.human]
        return "win" if not people or self.event[1] in people else "lose"

    def start(self):
        from ..score_sheet import ScoreSheet
        self.table.app.push(ScoreSheet(self.table.app, self.table))
        self.done = True


STEPS = {"play": PlayStep, "ronde": RondeStep, "capture": SweepStep, "take": SweepStep,
         "round_end": RoundEndStep, "game_end": GameEndStep}
