"""Moves as small frozen values (after python-chess's Move)."""

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Play:
    """Play ``card`` face up in front of seat ``to`` (R8)."""

    card: str
    to: int

    def to_json(self):
        return {"play": self.card, "to": self.to}


@dataclass(frozen=True, order=True)
class Take:
    """Take every face-up card into one's trick pile (R14, R15)."""

    def to_json(self):
        return {"take": True}


TAKE = Take()
