"""The one kind of move: take a card from the open row (K9)."""

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Take:
    """Take card ``card`` (its number) from the row."""

    card: int

    def to_json(self):
        return {"take": self.card}
