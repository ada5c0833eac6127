"""The protocol every game of the app follows (after OpenSpiel's games and
boardgame.io's ``Game`` objects). The shell — the scenes, saves, undo, the log,
``replay``, ``simulate`` and the search — knows a game only through it.

A game is a package ``game.<name>`` whose ``__init__`` exposes a ``GAME``
(a ``GameInfo``). Its state class follows ``GameState`` below.

One decision at a time: ``turn`` is always the one seat whose decision the
game waits for, even when the rules let players decide out of turn
(Nottingham's offers, ambushes, defences). A hidden decision is committed face
down in the state, and ``view(seat)`` shows the others only that it was made.
"""

from dataclasses import dataclass
from typing import Callable, Optional, Protocol, Sequence

from .reveals import no_reveals


class GameState(Protocol):
    players: int
    names: list
    turn: Optional[int]              # the seat to act; None once the game is over

    @property
    def finished(self) -> bool: ...

    @property
    def winner(self) -> Optional[int]: ...   # the winning seat once finished (ties settled by the rules)

    def legal_moves(self) -> list: ...      # the seat to act's moves, in a stable order

    def apply(self, move, seat=None) -> list:
        """Play ``move`` for the seat to act and return the events it caused.
        Raises ``IllegalMove(rule, message)`` and changes nothing when illegal;
        ``seat``, when given, must be the seat to act."""

    def view(self, seat): ...               # exactly what ``seat`` may know

    def copy(self) -> "GameState": ...

    def scores(self) -> list: ...           # one number a seat, for summaries

    # Optional, for speed (game.common.simulate plays on it when every player
    # has ``choose_code(codes)``, a choice from the legal moves alone):
    # ``trusted_core()`` returns the compact core the state wraps, or None.
    # The core has ``turn`` (an int, negative once the game is over),
    # ``legal_codes()`` (the legal moves as ints, in the order of
    # ``legal_moves()``) and ``apply(code)`` (plays a code it listed, unchecked).
    # Whoever asks for it plays on the core alone until the game is over.


@dataclass(frozen=True)
class GameInfo:
    """How the shell finds and drives one game."""

    name: str                               # "figaro", "nottingham", "kings"
    title: str                              # shown to players (translated by the app)
    min_players: int
    max_players: int
    position_format: str                    # "figaro-position/1"
    record_format: str                      # "figaro-record/1"
    score_name: str                         # the summary's per-seat mean: "mean_road", "mean_score"
    lower_score_wins: bool
    new_game: Callable                      # new_game(players, seed=0, names=None, first_player=None)
    load_position: Callable                 # dict -> state, or FormatError
    dump_position: Callable                 # state -> dict
    load_record: Callable                   # dict -> record with .replay() -> (state, failure)
    make_player: Callable                   # make_player(level, seed) -> ComputerPlayer
    levels: Sequence[str]                   # levels simulate accepts
    table_levels: Sequence[str]             # levels a table may seat
    record_type: type = None                # the game's Record (start, moves)
    # reveals(move, mover, events, after) -> {seat: (kind, other)}: what each seat
    # learned at a move that was hidden from it (game/common/reveals.py); undo
    # never crosses such a moment (app/undo.py).
    reveals: Callable = no_reveals
    # The game's files in the player's data folder. A new game leaves these
    # empty and gets "autosave-<name>" and "statistics-<name>.json"; a game whose
    # players already have files under other names names them, so they still load.
    autosave_stem: str = ""                 # the autosave's name without ".json" (sidecar: ".seats.json")
    statistics_file: str = ""
    statistics_score_key: str = "scores"    # the statistics entries' key for the seats' scores
    # What the start scene does with a save it cannot read: deal a new game at
    # once (True), or stay for the player to choose (False).
    bad_save_starts_new_game: bool = False
    # A save of another game is said to be "not a <title> game" (True), or
    # "not a game of this kind" (False).
    foreign_save_names_title: bool = False
    # The pawn colours a seat may choose, one each (Nottingham's N5), or none:
    # a game that has them takes ``new_game(..., colours=)``.
    seat_colours: Sequence[str] = ()

    def __post_init__(self):
        if not self.autosave_stem:
            object.__setattr__(self, "autosave_stem", f"autosave-{self.name}")
        if not self.statistics_file:
            object.__setattr__(self, "statistics_file", f"statistics-{self.name}.json")
