"""The autosave: the game in progress, written after every move, resumed by
"Continue" on the game's start scene. Each game has its own (named by its
``GameInfo``: ``autosave-<game>.json`` unless the game keeps an older name),
so a game left half-way never stands in the way of a game of another kind.

The game itself is a plain record of its game (the game's record format,
FORMAT.md), so it replays with ``python main.py replay`` like any record. What
the app needs beyond the rules — which seats are people, each computer's level
and seed — lives in a small sidecar file next to it, because a record admits
no unknown keys. The sidecar names the start position it belongs to (a hash),
so a record and a sidecar from different games are never paired.

A save that cannot be resumed (empty, truncated, not JSON, not a record
of the game, an illegal move, a sidecar that does not fit) is never a crash and
never deleted: both files are renamed aside and the player is told so.
"""

import hashlib
import json
import os
from dataclasses import dataclass, field

from game import game_of_format, load_game
from game.common.errors import FormatError
from game.common.jsonio import format_json, parse_json

from . import storage
from .i18n import N_, Message

BAD_SAVE = N_("The saved game could not be read ({problem}), so a new game starts. "
              "The file was kept as {name}.")
BAD_SAVE_KEPT = N_("The saved game could not be read ({problem}). The file was kept as {name}.")
PROBLEMS = {
    "empty": N_("the file is empty"),
    "unreadable": N_("the file cannot be opened"),
    "damaged": N_("the file is damaged or incomplete"),
    "foreign": N_("it is not a {title} game"),
    "other game": N_("it is not a game of this kind"),
    "illegal": N_("it holds a move the rules do not allow"),
    "seats": N_("the list of players is missing or does not fit"),
}


KINDS = ("you", "person", "computer")


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: "you" (the person the table faces first), another
    "person" at the same screen, or a "computer" of some level with its seed."""

    kind: str
    level: str = None
    seed: int = 0

    @property
    def person(self):
        return self.kind != "computer"

    def to_json(self):
        if self.person:
            return {"kind": self.kind}
        return {"kind": self.kind, "level": self.level, "seed": self.seed}


YOU = Seat("you")
PERSON = Seat("person")


def computer(level, seed):
    return Seat("computer", level, seed)


@dataclass
class SavedGame:
    record: object                 # the game's Record
    seats: list = field(default_factory=list)

    @property
    def game(self):
        """The game's name, from its record's format."""
        return game_of_format(self.record.FORMAT).name

    def people(self):
        return {i for i, seat in enumerate(self.seats) if seat.person}


class BadSave(Exception):
    def __init__(self, problem, detail=""):
        super().__init__(f"{problem}: {detail}")
        self.problem = problem
        self.detail = detail


def save_paths(folder=None, *, game):
    """The autosave of ``game`` and its sidecar, as the game's ``GameInfo`` names them."""
    folder = folder or storage.data_dir()
    stem = load_game(game).autosave_stem
    return os.path.join(folder, f"{stem}.json"), os.path.join(folder, f"{stem}.seats.json")


def seats_format(game):
    return f"{game}-seats/1"


def start_fingerprint(record, game):
    text = json.dumps(load_game(game).dump_position(record.start), sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def save_game(saved, folder=None):
    """Write the autosave of the saved game's game (sidecar first: a crash between
    the two leaves a pair whose fingerprints disagree, which loading reports
    instead of mixing)."""
    game = saved.game
    record_path, seats_path = save_paths(folder, game=game)
    seats = {"format": seats_format(game), "start": start_fingerprint(saved.record, game),
             "seats": [seat.to_json() for seat in saved.seats]}
    storage.write_atomically(seats_path, json.dumps(seats) + "\n")
    storage.write_atomically(record_path, format_json(saved.record.to_json()) + "\n")


def has_autosave(folder=None, *, game):
    return os.path.exists(save_paths(folder, game=game)[0])


def clear_autosave(folder=None, *, game):
    """Forget ``game``'s autosave once its game is over."""
    for path in save_paths(folder, game=game):
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass


def load_autosave(folder=None, *, game):
    """(SavedGame or None, Message or None), for ``game``.

    No save, or a finished game: (None, None). A save that cannot be resumed:
    (None, message), both files renamed aside. Otherwise (game, None).
    """
    record_path, seats_path = save_paths(folder, game=game)
    try:
        raw = storage.read_bytes(record_path)
        if raw is None:
            return None, None
        saved = _read_save(raw, _read_sidecar(seats_path), game)
    except storage.Unreadable as error:
        bad = BadSave("unreadable", str(error))
    except BadSave as error:
        bad = error
    else:
        state, _failure = saved.record.replay()
        return (None, None) if state.finished else (saved, None)
    stamp = storage.broken_stamp()
    kept = storage.set_aside(record_path, stamp)
    storage.set_aside(seats_path, stamp)
    name = os.path.basename(kept or record_path)
    info = load_game(game)
    template = BAD_SAVE if info.bad_save_starts_new_game else BAD_SAVE_KEPT
    problem = Message(PROBLEMS[bad.problem], title=Message(info.title))
    return None, Message(template, problem=problem, name=name)


def _read_sidecar(path):
    try:
        return storage.read_bytes(path)
    except storage.Unreadable as error:
        raise BadSave("seats", str(error)) from None


def _read_save(raw, raw_seats, game):
    if not raw.strip():
        raise BadSave("empty")
    try:
        data = parse_json(raw, "autosave")
    except FormatError as error:
        raise BadSave("damaged", str(error)) from None
    info = load_game(game)
    if not isinstance(data, dict) or data.get("format") != info.record_format:
        raise BadSave("foreign" if info.foreign_save_names_title else "other game")
    try:
        record = info.load_record(data, "autosave")
    except FormatError as error:
        raise BadSave("damaged", str(error)) from None
    _state, failure = record.replay()
    if failure is not None:
        raise BadSave("illegal", str(failure[1]))
    return SavedGame(record, _read_seats(raw_seats, record, game))


def _read_seats(raw, record, game):
    if raw is None:
        raise BadSave("seats", "no sidecar file")
    try:
        data = parse_json(raw, "seats")
    except FormatError as error:
        raise BadSave("seats", str(error)) from None
    if (not isinstance(data, dict) or set(data) != {"format", "start", "seats"}
            or data["format"] != seats_format(game)):
        raise BadSave("seats", f"not a {seats_format(game)} object")
    if data["start"] != start_fingerprint(record, game):
        raise BadSave("seats", "belongs to another game")
    entries = data["seats"]
    if not isinstance(entries, list) or len(entries) != record.start.players:
        raise BadSave("seats", "one entry per seat expected")
    info = load_game(game)
    levels = set(info.levels) | set(info.table_levels)
    return [_read_seat(entry, levels) for entry in entries]


def _read_seat(entry, levels):
    if entry in ({"kind": "you"}, {"kind": "person"}):
        return Seat(entry["kind"])
    if (isinstance(entry, dict) and set(entry) == {"kind", "level", "seed"}
            and entry["kind"] == "computer"
            and isinstance(entry["level"], str) and entry["level"] in levels
            and isinstance(entry["seed"], int) and not isinstance(entry["seed"], bool)):
        return computer(entry["level"], entry["seed"])
    raise BadSave("seats", f"not a seat: {entry!r}")


def export_record(record, path):
    """Save the record of a game where the player chose ("Save the record…")."""
    storage.write_atomically(path, format_json(record.to_json()) + "\n")
