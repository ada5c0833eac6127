"""The player's choices for the table, as one plain object the scenes share.

Only the values live here; saving and loading them belongs to whoever persists
settings, so the scenes read ``app.settings`` and never a file.
"""

from dataclasses import dataclass

# Seconds a computer player waits before its move shows, and how long a card flies.
SPEEDS = {"slow": (1.4, 0.55), "normal": (0.8, 0.35), "fast": (0.35, 0.2), "demo": (0.05, 0.08)}


@dataclass
class Settings:
    speed: str = "normal"
    muted: bool = False
    volume: float = 0.8
    open_information: bool = False   # R23: show trick counts and road lengths of every seat
    language: str = "en"

    @property
    def pause(self):
        return SPEEDS.get(self.speed, SPEEDS["normal"])[0]

    @property
    def flight(self):
        return SPEEDS.get(self.speed, SPEEDS["normal"])[1]
