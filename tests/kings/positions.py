"""Building Kings & Creatures states by hand for the rule tests."""

from game.kings.cards import LEGENDS, STACK_SIZES, TYPE, marked_in_use
from game.kings.state import GameState


def of(kind, players=6, n=None, where=lambda card: True):
    """Cards of one type in play with ``players`` players (legends: all of them)."""
    pool = LEGENDS if kind == "legend" else marked_in_use(players)
    found = [c for c in pool if TYPE[c] == kind and where(c)]
    return found if n is None else found[:n]


def make(players, holdings, row=None, taken=None, round_=1, honour=None):
    """A valid state: ``holdings`` (castles first), ``row``; every other card in play
    dealt to the stacks and set aside, so that the position is conserved."""
    size = STACK_SIZES[players]
    taken = taken or [0] * players
    used = {c for h in holdings for c in h}
    row = list(row) if row is not None else []
    used |= set(row)
    legends = [c for c in used if TYPE[c] == "legend"]
    legends += [c for c in LEGENDS if c not in used][:3 * players - len(legends)]
    rest = [c for c in marked_in_use(players) + legends if c not in used]
    if not row:
        row, rest = rest[:players + 3], rest[players + 3:]
    stack_size = size - len(row) - sum(taken)
    stack, rest = rest[:stack_size], rest[stack_size:]
    stacks = [rest[i * size:(i + 1) * size] for i in range(5 - round_)]
    aside = rest[(5 - round_) * size:]
    honour = honour or [[0] * (round_ - 1) for _ in range(players)]
    return GameState(players, [f"P{i}" for i in range(players)], round_, holdings, taken, row,
                     stack, stacks, aside, [], honour)
