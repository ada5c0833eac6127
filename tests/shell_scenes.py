"""Every scene of the shell, built as a player meets it at its fullest: setup
with the most players each game seats, statistics of several people, a long
game log, the lobby of a full table. Used by the readability test and by the
screenshot script (/tmp or any folder: ``python -m tests.shell_scenes FOLDER``)."""

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


def shell_scenes():
    """(name, build(app) -> the scene on top of app's stack), for every shell scene."""
    from scenes.confirm import ConfirmScene
    from scenes.pass_screen import PassScene
    builds = [("chooser", lambda app: app.top)]
    for game in GAMES:
        builds += [(f"start {game}", lambda app, g=game: app.scene("start", game=g)),
                   (f"menu {game}", lambda app, g=game: in_game_menu(app, g)),
                   (f"setup {game}", lambda app, g=game: setup(app, g)),
                   (f"statistics {game}", lambda app, g=game: app.scene("statistics", statistics=statistics(g))),
                   (f"rules {game}", lambda app, g=game: app.scene("rules", game=g)),
                   (f"settings {game}", lambda app, g=game: app.scene("settings", game=g))]
    builds += [
        ("settings", lambda app: app.scene("settings")),
        ("log", lambda app: app.scene("log", log=game_log())),
        ("confirm", lambda app: ConfirmScene(app, "Start a new game? The game in progress will be lost.",
                                             "Start the new game", lambda: None)),
        ("pass", lambda app: PassScene(app, "Bartholomeus")),
        ("host", host),
        ("join", lambda app: app.scene("join_table", browser=QuietBrowser())),
        ("lobby", lambda app: app.scene("net_lobby", session=FullLobby(), hosting=Hosting())),
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
