"""What a move shows a seat that was hidden from it (RULES.md K22): a card
refilled from the round's face-down stack (K10) and the next round's row (K7,
K14) are seen by all. Every card taken is open (K21)."""

from ..common.reveals import DEAL, DRAW, to_all


def reveals(move, mover, events, after):
    """``{seat: (kind, other)}`` for each seat that learned something hidden."""
    for event in events:
        if event[0] == "round_start":
            return to_all(after.players, DEAL)
    for event in events:
        if event[0] == "reveal":
            return to_all(after.players, DRAW)
    return {}
