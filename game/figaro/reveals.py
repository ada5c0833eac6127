"""What a move shows a seat that was hidden from it (RULES.md R24): the next
round's deal (R6, R21) gives every seat a new hand. Within a round every card
is played or taken face up by its owner's choice (R8, R14, R15): open play."""

from ..common.reveals import DEAL, to_all


def reveals(move, mover, events, after):
    """``{seat: (kind, other)}`` for each seat that learned something hidden."""
    ends = [event for event in events if event[0] in ("round_end", "game_end")]
    if ends and ends[-1][0] == "round_end":                    # R21: dealt again
        return to_all(after.players, DEAL)
    return {}
