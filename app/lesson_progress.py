"""What the app remembers of the guided first games (``game/common/lessons.py``):
which games have offered theirs once, and the step each lesson was left at,
so that it picks up there. Kept as JSON beside the settings; a damaged file
is forgotten, never a reason to refuse a lesson.
"""

import json
import os

from game.common.errors import FormatError
from game.common.jsonio import parse_json

from . import storage

PROGRESS_FILE = "lessons.json"


class LessonMemory:
    """``offered``: the games whose lesson was offered; ``steps``: game -> the step left at."""

    def __init__(self, folder=None, persist=False):
        self.folder = folder
        self.persist = persist
        self.offered = set()
        self.steps = {}
        if persist:
            self._load()

    def path(self):
        return os.path.join(self.folder or storage.config_dir(), PROGRESS_FILE)

    def _load(self):
        try:
            raw = storage.read_bytes(self.path())
            data = parse_json(raw, "lessons") if raw else {}
        except (storage.Unreadable, FormatError, OSError):
            data = {}
        if not isinstance(data, dict):
            return
        offered = data.get("offered", [])
        if isinstance(offered, list):
            self.offered = {name for name in offered if isinstance(name, str)}
        steps = data.get("steps", {})
        if isinstance(steps, dict):
            self.steps = {name: at for name, at in steps.items()
                          if isinstance(name, str) and type(at) is int and 0 <= at < 10000}

    def save(self):
        if not self.persist:
            return
        data = {"offered": sorted(self.offered), "steps": dict(sorted(self.steps.items()))}
        try:
            storage.write_atomically(self.path(), json.dumps(data, indent=2) + "\n")
        except OSError:
            pass                # a read-only folder costs the memory, never the lesson

    def step(self, game):
        return self.steps.get(game, 0)

    def remember_step(self, game, index):
        if self.steps.get(game) != index:
            self.steps[game] = index
            self.save()

    def forget(self, game):
        if self.steps.pop(game, None) is not None:
            self.save()

    def first_offer(self, game):
        """True the first time ``game`` asks (the offer is then remembered as made)."""
        if game in self.offered:
            return False
        self.offered.add(game)
        self.save()
        return True


def lesson_memory(app):
    """The app's memory of the lessons (made once, on first use)."""
    memory = getattr(app, "lesson_memory", None)
    if memory is None:
        memory = LessonMemory(persist=getattr(app, "persist", False))
        app.lesson_memory = memory
    return memory
