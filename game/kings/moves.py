"""The one kind of move: take a card from the open row (K9), and who may still
take one this round (K11). Both the state and a seat's view ask these."""

from dataclasses import dataclass

PICKS = 3                                # K11: at most three cards a round


@dataclass(frozen=True, order=True)
class Take:
    """Take card ``card`` (its number) from the row."""

    card: int

    def to_json(self):
        return {"take": self.card}


def has_left(cards, taken):
    """K11: a seat has left the round after its third card of the round, or once
    the card it took covered a higher number."""
    return taken >= PICKS or (taken > 0 and cards[-1] < cards[-2])


TAKES = [Take(card) for card in range(111)]      # moves are made once, looked up after


def row_moves(row):
    """K9: any card of the row may be taken; lowest number first."""
    return [TAKES[card] for card in sorted(row)]
