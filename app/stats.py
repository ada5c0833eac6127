"""Statistics of finished games, one JSON file a game in the per-user data directory.

Each finished game with at least one person at the table adds one entry (the
players, the computers' levels, the people's seats and names, the winner, every
winner of a shared victory, and every seat's score, as the game counts it); each person's results are counted apart
(``Statistics.person``), so two people at one screen never share one "win";
summaries are computed from the entries, so a new way of slicing them needs
no change to the file. A file that cannot be read is set aside and counting
starts again (with a message), never a crash.
"""

import json
import os
from dataclasses import asdict, dataclass

from game import load_game
from game.common.jsonio import parse_json

from . import storage
from .i18n import N_, Message
from .words import DEFAULT_YOU, default_player

MIXED = "mixed"
BAD_STATS = N_("The statistics could not be read and start again from zero. "
               "The old file was kept as {name}.")


@dataclass(frozen=True)
class GameResult:
    players: int
    opponents: tuple          # the computer levels at the table, by seat
    people: tuple             # the seats played by people
    winner: int
    scores: tuple             # one a seat, as the game counts it (``GameState.scores``)
    winners: tuple = ()       # every seat that won, when the game lets a victory be shared
    names: tuple = ()         # the people's names, one a seat of ``people`` (older files: none)

    @property
    def opponent_level(self):
        """One level if every computer played it, else "mixed"."""
        levels = set(self.opponents)
        return levels.pop() if len(levels) == 1 else MIXED

    def won(self, seat):
        return seat in (self.winners or (self.winner,))

    def person_names(self):
        """The people's names by seat: the recorded ones, or for an older entry
        "You" alone or "Player n" for several people."""
        if len(self.names) == len(self.people):
            return dict(zip(self.people, self.names))
        if len(self.people) == 1:
            return {self.people[0]: DEFAULT_YOU}
        return {seat: default_player(seat + 1) for seat in self.people}

    def for_seat(self, seat):
        """This game as one person saw it: that seat alone among the people."""
        return GameResult(self.players, self.opponents, (seat,), self.winner, self.scores,
                          self.winners, (self.person_names()[seat],))


@dataclass(frozen=True)
class Summary:
    games: int = 0
    wins: int = 0
    score_total: int = 0
    scored: int = 0            # how many people's scores score_total adds up

    @property
    def average_score(self):
        """The people's mean score, per game and person (0 with none)."""
        return self.score_total / self.scored if self.scored else 0.0

    average_road = average_score

    def add(self, result):
        return Summary(self.games + 1, self.wins + any(result.won(seat) for seat in result.people),
                       self.score_total + sum(result.scores[s] for s in result.people),
                       self.scored + len(result.people))


def stats_format(game):
    return f"{game}-stats/1"


def score_key(game):
    """The entries' key for the seats' scores, as the game's ``GameInfo`` names it."""
    return load_game(game).statistics_score_key


def stats_path(folder=None, *, game):
    return os.path.join(folder or storage.data_dir(), load_game(game).statistics_file)


class Statistics:
    def __init__(self, results=(), *, game):
        self.results = list(results)
        self.game = game

    def record(self, result):
        self.results.append(result)

    def overall(self):
        return _summarise(self.results)

    def by_players(self):
        return _grouped(self.results, lambda r: r.players)

    def by_level(self):
        return _grouped(self.results, lambda r: r.opponent_level)

    def persons(self):
        """The names of everyone who played, in the order they first did."""
        found = []
        for result in self.results:
            for name in result.person_names().values():
                if name not in found:
                    found.append(name)
        return found

    def person(self, name):
        """The statistics of one person: the games they played, each seen from their seat."""
        return Statistics([result.for_seat(seat) for result in self.results
                           for seat, person in result.person_names().items() if person == name],
                          game=self.game)

    def to_json(self):
        key = score_key(self.game)
        entries = []
        for result in self.results:
            entry = asdict(result)
            del entry["scores"]
            entry.update(opponents=list(result.opponents), people=list(result.people),
                         winners=list(result.winners), names=list(result.names))
            for optional in ("winners", "names"):        # older entries have neither
                if not entry[optional]:
                    del entry[optional]
            entries.append({**entry, key: list(result.scores)})
        return {"format": stats_format(self.game), "games": entries}


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


def _result(entry, game):
    key = score_key(game)
    expected = {"players", "opponents", "people", "winner", key}
    if not isinstance(entry, dict) or not expected <= set(entry) <= expected | {"winners", "names"}:
        raise ValueError("not a game")
    winners, names = entry.get("winners", []), entry.get("names", [])
    if (not isinstance(winners, list) or ("winners" in entry and entry["winner"] not in winners)
            or not isinstance(names, list) or not all(isinstance(n, str) for n in names)
            or len(names) not in (0, len(entry["people"]))):
        raise ValueError("winners or names")
    players = entry["players"]
    info = load_game(game)
    if not isinstance(players, int) or not info.min_players <= players <= info.max_players:
        raise ValueError("players")
    ints = entry["people"] + entry[key] + winners
    if (not all(isinstance(x, int) and not isinstance(x, bool) for x in ints)
            or not all(isinstance(x, str) for x in entry["opponents"])
            or len(entry[key]) != players
            or not all(0 <= s < players for s in entry["people"] + winners)):
        raise ValueError("values")
    return GameResult(players, tuple(entry["opponents"]), tuple(entry["people"]),
                      entry["winner"], tuple(entry[key]), tuple(winners), tuple(names))


def load_statistics(folder=None, *, game):
    """(Statistics of ``game``, message or None)."""
    path = stats_path(folder, game=game)
    try:
        raw = storage.read_bytes(path)
        if raw is None:
            return Statistics(game=game), None
        data = parse_json(raw, "statistics")    # FormatError (a ValueError) when damaged
        if not isinstance(data, dict) or data.get("format") != stats_format(game):
            raise ValueError("not statistics")
        return Statistics((_result(entry, game) for entry in data["games"]), game=game), None
    except (storage.Unreadable, ValueError, TypeError, KeyError, UnicodeDecodeError, RecursionError):
        kept = storage.set_aside(path)
        return Statistics(game=game), Message(BAD_STATS, name=os.path.basename(kept or path))


def save_statistics(statistics, folder=None):
    storage.write_atomically(stats_path(folder, game=statistics.game), json.dumps(statistics.to_json()) + "\n")


def record_game(result, folder=None, *, game):
    """Add one finished game to ``game``'s file (read, add, write atomically)."""
    statistics, message = load_statistics(folder, game=game)
    statistics.record(result)
    save_statistics(statistics, folder)
    return message
