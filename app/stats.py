"""Statistics of finished games, kept as JSON in the per-user data directory.

Each finished game with at least one person at the table adds one entry;
summaries are computed from the entries, so a new way of slicing them needs
no change to the file. A file that cannot be read is set aside and counting
starts again (with a message), never a crash.
"""

import json
import os
from dataclasses import asdict, dataclass

from game.common.jsonio import parse_json

from . import storage
from .i18n import N_, Message

STATS_FILE = "statistics.json"
STATS_FORMAT = "figaro-stats/1"
MIXED = "mixed"
BAD_STATS = N_("The statistics could not be read and start again from zero. "
               "The old file was kept as {name}.")


@dataclass(frozen=True)
class GameResult:
    players: int
    opponents: tuple          # the computer levels at the table, by seat
    people: tuple             # the seats played by people
    winner: int
    road_lengths: tuple

    @property
    def opponent_level(self):
        """One level if every computer played it, else "mixed"."""
        levels = set(self.opponents)
        return levels.pop() if len(levels) == 1 else MIXED


@dataclass(frozen=True)
class Summary:
    games: int = 0
    wins: int = 0
    road_total: int = 0
    roads: int = 0             # how many people's roads road_total adds up

    @property
    def average_road(self):
        """The mean road length of the people, per game and person (0 with none)."""
        return self.road_total / self.roads if self.roads else 0.0

    def add(self, result):
        return Summary(self.games + 1, self.wins + (result.winner in result.people),
                       self.road_total + sum(result.road_lengths[s] for s in result.people),
                       self.roads + len(result.people))


def stats_path(folder=None):
    return os.path.join(folder or storage.data_dir(), STATS_FILE)


class Statistics:
    def __init__(self, results=()):
        self.results = list(results)

    def record(self, result):
        self.results.append(result)

    def overall(self):
        return _summarise(self.results)

    def by_players(self):
        return _grouped(self.results, lambda r: r.players)

    def by_level(self):
        return _grouped(self.results, lambda r: r.opponent_level)

    def to_json(self):
        return {"format": STATS_FORMAT,
                "games": [{**asdict(r), "opponents": list(r.opponents), "people": list(r.people),
                           "road_lengths": list(r.road_lengths)} for r in self.results]}


def _summarise(results):
    summary = Summary()
    for result in results:
        summary = summary.add(result)
    return summary


def _grouped(results, key):
    groups = {}
    for result in results:
        groups.setdefault(key(result), []).append(result)
    return {name: _summarise(group) for name, group in sorted(groups.items(), key=lambda g: str(g[0]))}


def _result(entry):
    expected = {"players", "opponents", "people", "winner", "road_lengths"}
    if not isinstance(entry, dict) or set(entry) != expected:
        raise ValueError("not a game")
    players = entry["players"]
    if not isinstance(players, int) or not 3 <= players <= 6:
        raise ValueError("players")
    ints = entry["people"] + entry["road_lengths"] + [entry["winner"]]
    if (not all(isinstance(x, int) and not isinstance(x, bool) for x in ints)
            or not all(isinstance(x, str) for x in entry["opponents"])
            or len(entry["road_lengths"]) != players
            or not all(0 <= s < players for s in entry["people"] + [entry["winner"]])):
        raise ValueError("values")
    return GameResult(players, tuple(entry["opponents"]), tuple(entry["people"]),
                      entry["winner"], tuple(entry["road_lengths"]))


def load_statistics(folder=None):
    """(Statistics, message or None)."""
    path = stats_path(folder)
    try:
        raw = storage.read_bytes(path)
        if raw is None:
            return Statistics(), None
        data = parse_json(raw, "statistics")    # FormatError (a ValueError) when damaged
        if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
            raise ValueError("not statistics")
        return Statistics(_result(entry) for entry in data["games"]), None
    except (storage.Unreadable, ValueError, TypeError, KeyError, UnicodeDecodeError, RecursionError):
        kept = storage.set_aside(path)
        return Statistics(), Message(BAD_STATS, name=os.path.basename(kept or path))


def save_statistics(statistics, folder=None):
    storage.write_atomically(stats_path(folder), json.dumps(statistics.to_json()) + "\n")


def record_game(result, folder=None):
    """Add one finished game to the file (read, add, write atomically)."""
    statistics, message = load_statistics(folder)
    statistics.record(result)
    save_statistics(statistics, folder)
    return message
