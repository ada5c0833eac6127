"""A game looked back on, for one seat: at each of its decisions with a choice,
the move played, the move a strong player would have made (the hint's), roughly
what the difference cost in the game's own unit, and why.

Each decision is judged on the seat's view at that moment (``view(seat)``), so
nothing it could not know then is used, as the hint at the table. One path for
``main.py review`` (run to the end at once) and the review scene, which steps a
``Review`` between frames (``step(seconds)``) and may cancel it.
"""

import time
from dataclasses import dataclass

from .hint import hint_thought

# How far below the best a decision must fall to be named a costly one, by unit
# (app.hint): cards captured, honour, points, the search's chance to win.
NOTEWORTHY = {"cards": 0.5, "honour": 1.0, "points": 1.0, "reward": 0.05}


class ReviewError(ValueError):
    """A record that cannot be reviewed: not a record, a move the rules refuse."""


class NoSuchSeat(ReviewError):
    """The seat asked for is not one of the record's."""


def read_record(text):
    """(GameInfo, Record) from JSON text (bytes or str), validated by the game's own
    record reader; ReviewError, in one line, for anything else."""
    from game import available_games, game_of_format, load_game
    from game.common.errors import FormatError
    from game.common.jsonio import parse_json
    try:
        data = parse_json(text, "")
        format_name = data.get("format") if isinstance(data, dict) else None
        info = game_of_format(format_name) if isinstance(format_name, str) else None
        if info is None or format_name != info.record_format:
            known = ", ".join(load_game(g).record_format for g in available_games())
            raise ReviewError(f"not a record (this copy reads {known})")
        return info, info.load_record(data, "record")
    except FormatError as error:
        raise ReviewError(str(error)) from None


@dataclass(frozen=True)
class Judged:
    """One decision of the seat: the move at ``index`` of the record."""

    index: int                # the move's index in the record; the decision is taken at the position before it
    played: object
    best: object
    loss: object              # the best move's value less the played move's (0 or more), None when not weighed
    unit: str                 # "cards", "honour", "points" or "reward" (app.hint)
    reason: str               # why the best move, in the player's language

    @property
    def costly(self):
        """Whether the decision cost enough to be pointed out."""
        return self.loss is not None and self.loss >= NOTEWORTHY.get(self.unit, 0)

    def to_json(self):
        return {"move_index": self.index, "played": self.played.to_json(), "best": self.best.to_json(),
                "loss": self.loss, "unit": self.unit, "reason": self.reason}


def judged(index, move, hint):
    """The ``Judged`` of ``move`` (played at ``index``) by the hint given there."""
    values = {m: v for m, v in hint.alternatives if v is not None}
    played = values.get(move)
    loss = None if played is None else round(max(0.0, max(values.values()) - played), 3)
    return Judged(index, move, hint.move, loss, hint.unit, hint.reason)


def decision_points(record, seat):
    """[(index, state before the move, move)] of ``seat``'s decisions with more than
    one legal move; ReviewError for a seat out of range or an illegal move."""
    from game.common.errors import IllegalMove
    state = record.start.copy()
    if not 0 <= seat < state.players:
        raise NoSuchSeat(f"--seat must be 0 to {state.players - 1}, not {seat}")
    points = []
    for k, (move, mover) in enumerate(record.moves):
        if state.turn == seat and not state.finished and len(state.legal_moves()) > 1:
            points.append((k, state.copy(), move))
        try:
            state.apply(move, mover)
        except IllegalMove as error:
            raise ReviewError(f"move {k} is illegal ({error.rule}: {error.message})") from None
    return points


class Review:
    """The review of ``record`` for ``seat`` of ``game``, thought a decision at a
    time: ``step(seconds)`` until ``done`` (the scene, between frames) or ``run()``
    (the command line). ``judged`` grows in the record's order."""

    def __init__(self, game, record, seat, seed=0):
        self.game = game
        self.record = record
        self.seat = seat
        self.seed = seed
        self.points = decision_points(record, seat)
        self.judged = []
        self.cancelled = False
        self._thought = None

    @property
    def total(self):
        return len(self.points)

    @property
    def done(self):
        return len(self.judged) == self.total

    @property
    def progress(self):
        """The share of the decisions judged, 0 to 1."""
        return 1.0 if not self.points else len(self.judged) / self.total

    def step(self, seconds=0.03):
        """Think for about ``seconds``; True once every decision is judged."""
        deadline = time.perf_counter() + seconds
        while not self.done and not self.cancelled:
            index, state, move = self.points[len(self.judged)]
            if self._thought is None:
                self._thought = hint_thought(self.game, state.view(self.seat), self.seed, state.names, also=[move])
            try:
                next(self._thought)
            except StopIteration as finished:
                self._thought = None
                self.judged.append(judged(index, move, finished.value))
            if time.perf_counter() >= deadline:
                break
        return self.done

    def run(self):
        """Every decision judged at once; the list of ``Judged``."""
        while not self.step(60.0):
            if self.cancelled:
                break
        return self.judged

    def cancel(self):
        """Stop thinking (the scene was left); what is judged stays."""
        self.cancelled = True
        if self._thought is not None:
            self._thought.close()
            self._thought = None

    def costliest(self, count=5):
        """The ``count`` costliest decisions judged so far, costliest first (each costly
        enough to name; a game whose unit changes on the way is ranked by how far each
        loss passes its unit's ``NOTEWORTHY``)."""
        costly = [j for j in self.judged if j.costly]
        costly.sort(key=lambda j: (-j.loss / NOTEWORTHY.get(j.unit, 1.0), j.index))     # units apart: by how far past notice
        return costly[:count]
