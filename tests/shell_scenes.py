"""Every scene of the shell, built as a player meets it at its fullest: setup
with the most players each game seats, statistics of several people, a long
game log, the lobby of a full table. Used by the readability test and by the
screenshot script (/tmp or any folder: ``python -m tests.shell_scenes FOLDER``)."""

import functools
import random

import pygame

from app.settings import Settings
from app.stats import GameResult, Statistics
from game import load_game
from scenes.app import App

GAMES = ("figaro", "nottingham", "kings")
WINDOWS = ((960, 540), (800, 1000))
LONG_NAMES = ["Alessandra", "Bartholomeus", "Chiara", "Dario", "Elisabetta", "Federico", "Giovanna"]


def app_in_window(size):
    """An app drawing into an off-screen window of ``size``."""
    pygame.display.init()
    pygame.font.init()
    return App(pygame.Surface(size), Settings(speed="demo"))


def statistics(game):
    """Two people's results and every table size: the statistics' longest page."""
    info = load_game(game)
    results = []
    for players in range(info.min_players, info.max_players + 1):
        scores = tuple(range(players))
        results.append(GameResult(players, ("hard",) * (players - 1), (0,), 0, scores, names=("Alessandra",)))
        results.append(GameResult(players, ("easy", *("medium",) * (players - 2)), (0, 1), 1, scores,
                                  names=("Alessandra", "Bartholomeus")))
    return Statistics(results, game=game)


def game_log():
    """A whole Figaro game of six players in words."""
    from game.figaro import GameState
    from scenes.figaro.story import GameLog
    state = GameState.new(6, seed=4, names=LONG_NAMES[:6])
    log = GameLog(state.names, you=0)
    rng = random.Random(0)
    for _ in range(2000):
        if state.finished:
            break
        log.add(state.apply(rng.choice(state.legal_moves())))
    return log


class QuietBrowser:
    """Tables heard on the network, without a network."""

    def __init__(self, count=5):
        self.count = count

    def tables(self):
        return [{"name": LONG_NAMES[k], "game": "Kings & Creatures", "address": f"192.168.100.{100 + k}",
                 "port": 48620, "free": k + 1} for k in range(self.count)]

    def stop(self):
        pass


class FullLobby:
    """A session in the lobby of a full Nottingham table: people, computers and free seats."""

    failure = None
    state = None
    seat = None

    def __init__(self, players=7):
        seats = []
        for k in range(players):
            kind = "computer" if k % 3 == 2 else "remote"
            seats.append({"seat": k, "name": LONG_NAMES[k], "kind": kind, "level": "medium",
                          "taken": kind == "computer" or k % 3 == 0, "connection": "reconnecting"})
        self.lobby = {"game": "nottingham", "seats": seats}

    def poll(self):
        pass


class Hosting:
    address = "192.168.100.123:48620"
    code = "K7QZ2M"


def in_game_menu(app, game):
    """A game's menu over its table (Esc at the table)."""
    from scenes.games import game_scenes
    from scenes.seats import default_seats
    table = game_scenes(game).new_table(app, default_seats(load_game(game).max_players), 7)
    app.push(table)
    return app.scene("start", resume=table, game=game)


def setup(app, game):
    scene = app.scene("new_game", game=game)
    scene.set_players(load_game(game).max_players)
    for seat, name in enumerate(LONG_NAMES[1:scene.players]):
        scene.seats[seat + 1].name = name
    return scene


def host(app):
    """Hosting Nottingham with every seat it has."""
    scene = app.scene("host_table", game="nottingham")
    while len(scene.kinds) + 1 < scene.info.max_players:
        scene.add_seat()
    return scene


def chooser_with_games_waiting(app):
    """The chooser when every game has one to continue (its tile says so)."""
    chooser = app.top
    chooser.waiting = {game.name for game in chooser.games}
    return chooser


def reset_asked(app, game):
    """The statistics, their "Reset…" asked: the question over them."""
    scene = app.scene("statistics", statistics=statistics(game))
    app.push(scene)
    scene.ask_reset()
    return app.top


def statistics_scrolled(app, game):
    """A game's statistics scrolled by a part of a row (as the wheel leaves them)."""
    scene = app.scene("statistics", statistics=statistics(game))
    scene.place(app.fill_size())
    scene.scroll = min(scene.limit(), 3 * 34 + 17)
    return scene


def rules_scrolled(app, game):
    """A game's rules scrolled to the middle of the page."""
    scene = app.scene("rules", game=game)
    scene.place(app.fill_size())
    scene.scroll_by(scene.limit() // 2)
    return scene


def setup_who_starts(app, game):
    """Setup with the most players and long names, the longest name starting."""
    scene = setup(app, game)
    if scene.palette:
        scene.first = 1
        scene.place(scene.size)
    return scene


@functools.lru_cache(maxsize=None)
def records_folder():
    """A folder of records: a game of each, with every seat each game has and long names."""
    import tempfile
    from app import records
    folder = tempfile.mkdtemp(prefix="records-")
    for seed, game in enumerate(GAMES):
        info = load_game(game)
        state = info.new_game(info.max_players, seed=seed, names=LONG_NAMES[:info.max_players])
        record = info.record_type(state.copy())
        rng = random.Random(seed)
        while not state.finished and len(record.moves) < 40 + 20 * seed:
            move = rng.choice(state.legal_moves())
            record.moves.append((move, state.turn))
            state.apply(move)
        records.keep_finished(record, game, folder)
    return folder


def records_list(app, message=""):
    scene = app.scene("records", folder=records_folder())
    scene.message = message
    return scene


def records_refused(app):
    """The records, a file just refused: the message says why."""
    from app.i18n import _
    return records_list(app, _("This file cannot be opened as a record: {problem}").format(
        problem="it is not valid JSON (line 1, column 1)."))


@functools.lru_cache(maxsize=None)
def finished_game(game):
    """(seats' levels, names, the finished state, its record) of a game of ``game`` with
    every seat it has, played to its end by random moves."""
    info = load_game(game)
    players = info.max_players
    state = info.new_game(players, seed=4, names=LONG_NAMES[:players])
    record = info.record_type(state.copy())
    rng = random.Random(4)
    while not state.finished:
        move = rng.choice(state.legal_moves())
        record.moves.append((move, state.turn))
        state.apply(move)
    return state, record


def finished_table(app, game):
    """``game``'s table with every seat, played to its end, its score sheet on top."""
    from tests.test_score_sheet import PLAYERS, finished
    _app, table = finished(game, PLAYERS[game], app=app)
    return table


def score_sheet(app, game):
    finished_table(app, game)
    return app.top


def figaro_round_end(app):
    """The end of Figaro's second round at six players: the King's holder, the roads awarded."""
    from scenes.figaro.round_end import RoundEndScene
    from scenes.figaro.table import TableScene
    from scenes.seats import default_seats
    seats = default_seats(6)
    for seat, name in zip(seats[1:], LONG_NAMES[1:]):
        seat.name = name
    table = TableScene(app, seats, seed=3)
    app.push(table)
    table.shown.roads = [[15, 4], [9], [8, 2], [12], [3], [7, 1]]
    event = ("round_end", 2, 1, [5, 5, 2, 7, 3, 4], None, [(3, 12), (1, 8), (0, 2), (5, 1)])
    return RoundEndScene(app, table, event)


def kings_round_end(app):
    """The end of Kings & Creatures' fourth round at six players, the row's cards removed."""
    from scenes.kings import RoundSummary
    from tests.kings.test_window_shapes import table_at_round
    table = table_at_round(app, 6, 3)
    return RoundSummary(app, table, 4, [2 * (seat % 3) for seat in range(6)], list(range(7, 16)))


def review(app, game):
    """The review of the person's game at the most seats, every decision judged
    (the strong player's move, first of the legal ones, two units better)."""
    from app.hint import Hint
    from app.review import judged
    from scenes.review_scene import ReviewScene
    state, record = finished_game(game)
    scene = ReviewScene(app, game, record, 0)
    for index, before, move in scene.review.points:
        best = before.legal_moves()[0]
        scene.review.judged.append(judged(index, move, Hint(best, "", unit="cards", alternatives=[
            (best, 2.0), (move, 0.0 if move != best else 2.0)])))
    scene.go(scene.review.costliest()[0].index if scene.review.costliest() else 0)
    return scene


def whose_game(app):
    """Whose game to review, over the score sheet of a shared screen."""
    from scenes.review_scene import WhoseGameScene
    finished_table(app, "nottingham")
    return WhoseGameScene(app, LONG_NAMES, range(7), lambda seat: None)


def lesson(app, game):
    from scenes.lesson import start_lesson
    start_lesson(app, game, from_start=True)
    return app.top


def leave_nottingham(app):
    from scenes.nottingham.dialogs import LeaveDialog
    from scenes.nottingham import NottinghamTable
    table = NottinghamTable(app, [None] + ["medium"] * 6, names=LONG_NAMES, seed=4)
    app.push(table)
    return LeaveDialog(app, table)


def shell_scenes():
    """(name, build(app) -> the scene on top of app's stack), for every shell scene."""
    from app.i18n import _
    from scenes.confirm import ConfirmScene
    from scenes.pass_screen import PassScene
    builds = [("chooser", lambda app: app.top), ("chooser, games waiting", chooser_with_games_waiting)]
    for game in GAMES:
        builds += [(f"start {game}", lambda app, g=game: app.scene("start", game=g)),
                   (f"menu {game}", lambda app, g=game: in_game_menu(app, g)),
                   (f"setup {game}", lambda app, g=game: setup(app, g)),
                   (f"statistics {game}", lambda app, g=game: app.scene("statistics", statistics=statistics(g))),
                   (f"rules {game}", lambda app, g=game: app.scene("rules", game=g)),
                   (f"settings {game}", lambda app, g=game: app.scene("settings", game=g)),
                   (f"statistics {game}, reset asked", lambda app, g=game: reset_asked(app, g)),
                   (f"statistics {game}, scrolled", lambda app, g=game: statistics_scrolled(app, g)),
                   (f"rules {game}, scrolled", lambda app, g=game: rules_scrolled(app, g)),
                   (f"setup {game}, who starts", lambda app, g=game: setup_who_starts(app, g)),
                   (f"score sheet {game}", lambda app, g=game: score_sheet(app, g)),
                   (f"review {game}", lambda app, g=game: review(app, g)),
                   (f"lesson {game}", lambda app, g=game: lesson(app, g))]
    builds += [
        ("settings", lambda app: app.scene("settings")),
        ("log", lambda app: app.scene("log", log=game_log())),
        ("confirm", lambda app: ConfirmScene(app, _("Start a new game? The game in progress will be lost."),
                                             _("Start the new game"), lambda: None)),
        ("confirm, a lesson offered", lambda app: ConfirmScene(app, _(
            "New to this game? A guided first game shows it in about five minutes."), _("Guided first game"),
            lambda: None)),
        ("pass", lambda app: PassScene(app, "Bartholomeus")),
        ("host", host),
        ("join", lambda app: app.scene("join_table", browser=QuietBrowser())),
        ("lobby", lambda app: app.scene("net_lobby", session=FullLobby(), hosting=Hosting())),
        ("records", records_list),
        ("records, a message", records_refused),
        ("round end figaro", figaro_round_end),
        ("round end kings", kings_round_end),
        ("whose game", whose_game),
        ("leave nottingham", leave_nottingham),
    ]
    return builds


def open_scene(app, build):
    """Push the scene ``build`` makes (over the chooser, as a player reaches it)."""
    if not app.scenes:
        app.push(app.scene("chooser"))
    scene = build(app)
    if scene is not app.top:
        app.push(scene)
    if hasattr(scene, "update"):
        scene.update(1 / 60)
    return scene


def save_pictures(folder, languages=("en", "it", "fr", "nl")):
    """Every shell scene in every window and language, as PNG files in ``folder``."""
    import os
    from app.i18n import set_language
    os.makedirs(folder, exist_ok=True)
    for language in languages:
        set_language(language)
        for window in WINDOWS:
            for name, build in shell_scenes():
                app = app_in_window(window)
                open_scene(app, build)
                app.frame(1 / 60, [])
                pygame.image.save(app.window, os.path.join(
                    folder, f"{name.replace(' ', '-')}-{window[0]}x{window[1]}-{language}.png"))


if __name__ == "__main__":
    import os
    import sys
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    save_pictures(sys.argv[1], sys.argv[2:] or ("en", "it", "fr", "nl"))
