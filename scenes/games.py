"""Each game as the shell's scenes see it: its title and blurb on the chooser,
how to open a new table for it and how to resume a saved one.

The shell (chooser, start and setup scenes, settings) knows a game only
through this table and ``game.load_game(name)``; each game's own scenes live in
its own package (``scenes.kings`` …) or, for Figaro, in the modules it always had.
"""

import importlib
from dataclasses import dataclass
from typing import Callable, Optional

from app.i18n import N_
from game import available_games, load_game
from game.nottingham.data import COLOURS as NOTTINGHAM_COLOURS


@dataclass(frozen=True)
class GameScenes:
    name: str
    title: str
    blurb: str                        # marked with N_(), translated where drawn
    players: str                      # "3–6"
    new_table: Callable               # new_table(app, seats, seed, **choices) -> Scene; seats: scenes.seats.Seat
    #                                   choices: a game with ``seat_colours`` takes colours= and first_player=
    resume: Optional[Callable] = None  # resume(app, saved) -> Scene, for games with an autosave
    colour: tuple = (122, 32, 32)     # the chooser tile's colour
    settings: tuple = ()              # the game's own settings it honours (app.settings_menu rows)
    setting_words: tuple = ()         # ((setting, label, help), ...) N_-marked: a row named for this game
    draw_back: Optional[Callable] = None   # draw_back(surface, rect): a face-down card of the game
    says_you: bool = True             # its log can call the one person "You" (else "Player n")
    # Its table takes the whole stack and opens its own menu (the start scene with
    # ``resume``); else it sits over the game's start scene, and Back returns there.
    table_owns_stack: bool = False
    remembers_table: bool = True      # setup starts from the game's last table set up (app/last_table.py)
    seat_colours: tuple = ()          # the colours a seat may choose (N5 at Nottingham); setup also asks who starts
    start_heading: Optional[Callable] = None   # start_heading(surface, size): over the start menu; else the title
    keys_in_rules: bool = False       # its rules page ends with the table's keys (app/keys_help.py);
    #                                   the others' rules texts list their keys themselves
    sheet: Optional[Callable] = None  # sheet(table) -> app.sheet.Sheet: the end's score sheet (scenes/score_sheet.py)
    again: Optional[Callable] = None  # again(app, table) -> a new table at the same seats, a new deal


def _figaro_table(app, seats, seed):
    from .figaro.table import TableScene
    return TableScene(app, seats, seed=seed)


def _figaro_resume(app, saved):
    from .figaro.table import resumed_table
    return resumed_table(app, saved)


def _kings_table(app, seats, seed):
    from .kings.table import HUMAN, KingsTable
    return KingsTable(app, [HUMAN if seat.human else seat.level for seat in seats],
                      names=[seat.name for seat in seats], seed=seed)


def _kings_resume(app, saved):
    from .kings.table import resumed_table
    return resumed_table(app, saved)


def _nottingham_table(app, seats, seed, colours=None, first_player=None):
    from app.words import DEFAULT_YOU, default_player
    from .nottingham.table import NottinghamTable
    # Its log speaks of every seat in the third person: "You" would read "You draws".
    # A default name is kept in English and translated when shown.
    names = [default_player(i + 1) if seat.name == DEFAULT_YOU else seat.name for i, seat in enumerate(seats)]
    return NottinghamTable(app, [None if seat.human else seat.level for seat in seats],
                           names=names, seed=seed, colours=colours, first_player=first_player)


def _nottingham_resume(app, saved):
    from .nottingham.table import resumed_table
    return resumed_table(app, saved)


def _nottingham_again(app, table):
    """The next game at the same seats, names and colours; a new deal, and a first
    player drawn anew (N6)."""
    from app.chance import fresh_seed
    return type(table)(app, table.seats, names=list(table.state.names), seed=fresh_seed(),
                       colours=table.state.colours)


def _figaro_sheet(table):
    from .figaro.game_end import score_sheet
    return score_sheet(table.state, table.session.log.events, table.names(), table.you)


def _figaro_again(app, table):
    from app.chance import fresh_seed
    return type(table)(app, table.seats, seed=fresh_seed())


def _nottingham_sheet(table):
    from .nottingham.sheet import score_sheet
    return score_sheet(table.state, table.names)


def _kings_sheet(table):
    from .kings.score_sheet import score_sheet
    return score_sheet(table.state, table.names(), table.you())


def _same_seats_again(app, table):
    """The next game of a session table: the same seats and names, a new deal
    nobody can know in advance (app/chance.py)."""
    from app.chance import fresh_seed
    return type(table)(app, table.seats, names=list(table.state.names), seed=fresh_seed())


def _figaro_back(surface, rect):
    from sprites.figaro import card_back
    surface.blit(card_back(rect.size), rect)


def _figaro_heading(surface, size):
    from .figaro.start_heading import draw_heading
    draw_heading(surface, size)


def _nottingham_back(surface, rect):
    from .nottingham.pieces import card_back
    card_back(surface, rect)


def _kings_back(surface, rect):
    from sprites.kings.emblem import card_back
    card_back(surface, rect)


_ENTRIES = {
    "figaro": dict(blurb=N_("Lay cards before the others until the King has had enough; "
                            "the shortest road wins."),
                   new_table=_figaro_table, resume=_figaro_resume, colour=(122, 32, 32),
                   settings=("large_symbols", "patterned_backs", "open_information", "card_size"),
                   draw_back=_figaro_back, table_owns_stack=True,
                   start_heading=_figaro_heading, keys_in_rules=True, sheet=_figaro_sheet, again=_figaro_again),
    "nottingham": dict(blurb=N_("Collect, cash and rob the Sheriff's goods; the richest "
                                "assistant wins."),
                       new_table=_nottingham_table, resume=_nottingham_resume, colour=(36, 84, 48),
                       settings=("large_symbols", "patterned_backs", "card_size"),
                       setting_words=(("large_symbols", N_("Large object symbols"),
                                       N_("A large symbol for each object on the cards, easy to tell apart.")),),
                       draw_back=_nottingham_back, says_you=False, sheet=_nottingham_sheet,
                       again=_nottingham_again, seat_colours=tuple(NOTTINGHAM_COLOURS)),
    "kings": dict(blurb=N_("Draft heroes, treasures, creatures, kings and legends from an "
                           "open row over five rounds."),
                  new_table=_kings_table, resume=_kings_resume, colour=(40, 56, 120),
                  settings=("large_symbols", "patterned_backs", "card_size"), draw_back=_kings_back,
                  setting_words=(("large_symbols", N_("Large card-type symbols"),
                                  N_("A large symbol for each card type, easy to tell apart.")),),
                  sheet=_kings_sheet, again=_same_seats_again),
}


def _has_scenes(name):
    try:
        importlib.import_module(f"scenes.{name}.table")
    except ModuleNotFoundError as error:
        if error.name and error.name.startswith(f"scenes.{name}"):
            return False
        raise
    return True


def _named_game(scene):
    """The game a scene names: its ``game`` (the start and setup scenes), or the
    package of its module for a game's own scenes (``scenes.kings…``); else None."""
    name = getattr(scene, "game", None)
    if isinstance(name, str):
        return name
    parts = type(scene).__module__.split(".")
    if len(parts) > 2 and parts[0] == "scenes" and parts[1] in _ENTRIES:
        return parts[1]
    return None


def scene_game(scene):
    """The game a scene belongs to: the one it names (``_named_game``), and
    Figaro for the shell's and Figaro's scenes."""
    return _named_game(scene) or "figaro"


def named_game(scenes):
    """The game the stack is about (the first scene from the top naming one), or
    None on the chooser alone."""
    for scene in reversed(scenes):
        name = _named_game(scene)
        if name is not None:
            return name
    return None


def stack_game(scenes):
    """The game being played under the top of a stack of scenes: the first scene
    from the top that names its game, so that a shell scene (settings, a pass
    screen, a dialog) over a game's scenes belongs to that game; Figaro when
    none names one (the chooser, Figaro's own scenes)."""
    for scene in reversed(scenes):
        name = _named_game(scene)
        if name is not None:
            return name
    return "figaro"


def playable_games():
    """The games that have both rules and a table in this copy of the app, in the chooser's order."""
    return [name for name in available_games() if name in _ENTRIES and _has_scenes(name)]


def game_scenes(name):
    info = load_game(name)
    return GameScenes(name=name, title=info.title,
                      players=f"{info.min_players}\u2013{info.max_players}", **_ENTRIES[name])


def known_game_scenes(name):
    """The entry of game ``name``, or None for a name this app does not know (a remote table's)."""
    return game_scenes(name) if name in _ENTRIES and name in available_games() else None
