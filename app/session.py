"""A game in progress as the app sees it: the record, who sits where, the log,
and everything that follows a move — autosave, statistics at the end, undo —
for any game of the app (``game.load_game``).

Pure Python, so the table scene stays about drawing and input, and every
comfort (save, continue, undo, log) is tested without a window. The record is
the single truth: the position is always ``record.replay()``'s, so what is
saved, undone or resumed is exactly what was played.
"""

from game import load_game

from . import records, saves, stats
from .gamelog import EventLog
from .i18n import N_, Message
from .undo import GAME_OVER, undo, why_not
from .words import player_name

CANNOT_SAVE = N_("The game could not be saved ({reason}); it goes on all the same.")
HINT_LEVELS = ("hard", "medium", "easy", "random")       # the hint's player: the strongest fair level


def hint_level(levels):
    """The level whose choice the hint shows, among a game's ``levels``."""
    return next(level for level in HINT_LEVELS if level in levels)


def winners(state):
    """Every seat that won a finished game: the game's ``winners`` when its rules let
    a victory be shared, else the one ``winner`` (the rules settled every tie)."""
    shared = getattr(state, "winners", None)
    shared = shared() if callable(shared) else shared
    return list(shared) if shared else [state.winner]


class GameSession:
    """``describe(events, names, you)`` words the game's events for the log
    (each game's words live with its scenes, ``scenes.<game>.story``)."""

    def __init__(self, saved, folder=None, autosave=True, *, describe):
        self.saved = saved
        self.game = saved.game
        self.info = load_game(self.game)
        self.folder = folder
        self.autosave = autosave
        self.state, failure = saved.record.replay()
        if failure is not None:
            raise ValueError(f"move {failure[0]}: {failure[1]}")
        you = self._you()
        self.log = EventLog(describe, self.state.names, you=you)
        self._replay_log()
        self.save_problem = None

    @classmethod
    def new(cls, seats, names, seed, first_player=None, *, game, **options):
        info = load_game(game)
        start = info.new_game(len(seats), seed=seed, names=names, first_player=first_player)
        session = cls(saves.SavedGame(info.record_type(start), list(seats)), **options)
        session.save()
        return session

    # ---------------------------------------------------------------- queries
    @property
    def record(self):
        return self.saved.record

    @property
    def seats(self):
        return self.saved.seats

    def people(self):
        return self.saved.people()

    def _you(self):
        people = self.people()
        return next(iter(people)) if len(people) == 1 else None

    def person_to_act(self):
        return not self.state.finished and self.seats[self.state.turn].person

    def computer_player(self, seat):
        seat_plan = self.seats[seat]
        return self.info.make_player(seat_plan.level, seat_plan.seed)

    def hint_decision(self):
        """The hint's thought for the person to act (app.hint; step it between
        frames): the same position gives the same hint."""
        from .hint import HintDecision
        view = self.state.view(self.state.turn)
        return HintDecision(self.game, view, names=self.state.names)

    def can_undo(self):
        return bool(self.people()) and undo(self.record, self.people()) is not None

    # ---------------------------------------------------------------- changes
    def apply(self, move):
        """Play ``move`` for the seat to act; autosave; at the end, statistics."""
        seat = self.state.turn
        events = self.state.apply(move)              # raises IllegalMove, changing nothing
        self.record.moves.append((move, seat))
        self.log.add(events)
        if self.state.finished:
            self._finish()
        else:
            self.save()
        return events

    def undo_refusal(self, seat=None):
        """Why undo is not possible now (a Message), or None when it is."""
        if self.state.finished:
            return Message(GAME_OVER)
        template, other = why_not(self.record, self.people(), seat)
        if template is None:
            return None
        return Message(template, player=player_name(self.state.names[other]) if other is not None else "")

    def undo(self, seat=None):
        """Back to the person's previous decision (``seat``'s, when several people
        share the screen); False when there is none."""
        if self.state.finished:
            return False
        shorter = undo(self.record, self.people(), seat)
        if shorter is None:
            return False
        self.saved = saves.SavedGame(shorter, self.seats)
        self.state, _failure = shorter.replay()
        self._replay_log()
        self.save()
        return True

    def save(self):
        """Autosave; a full disk or a read-only folder costs the save, never the game."""
        if not self.autosave:
            return
        try:
            saves.save_game(self.saved, self.folder)
            self.save_problem = None
        except OSError as error:
            self.save_problem = Message(CANNOT_SAVE, reason=error.strerror or str(error))

    def _replay_log(self):
        self.log.clear()
        state = self.record.start.copy()
        for move, seat in self.record.moves:
            self.log.add(state.apply(move, seat))

    def _finish(self):
        if not self.autosave:
            return
        try:
            saves.clear_autosave(self.folder, game=self.game)
        except OSError:
            pass                     # a finished game left behind is not resumed anyway
        try:
            records.keep_finished(self.record, self.game, self.folder)     # to review it later ("Open a record")
        except OSError:
            pass                     # the game is over and counted; only its copy to review is missing
        people = sorted(self.people())
        if people:
            # a shared victory (a game's ``winners()``) is a win for every person sharing it
            result = stats.GameResult(
                players=self.state.players,
                opponents=tuple(s.level for s in self.seats if not s.person),
                people=tuple(people), winner=self.state.winner,
                scores=tuple(self.state.scores()), winners=tuple(winners(self.state)),
                names=tuple(self.state.names[seat] for seat in people))
            try:
                # a damaged statistics file was kept aside and started afresh: say so
                self.save_problem = stats.record_game(result, self.folder, game=self.game)
            except OSError as error:
                self.save_problem = Message(CANNOT_SAVE, reason=error.strerror or str(error))
