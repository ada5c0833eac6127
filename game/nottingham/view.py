"""What one seat may know (RULES.md N26), after boardgame.io's playerView.

A ``View`` holds the seat's own hand and ambush cards, the size of every hand,
every face-up thing (the card drawn or acted on, revealed offers, a robbed hand,
the discard pile, victory piles, tasks, the Sheriff) and what the seat alone is
shown (the hand it steals from, the two ambush cards it looks at). It never
holds another seat's hand, a face-down offer of another seat, the order of the
decks or the seed. The table scene and every computer player see the game only
through it. ``game.nottingham.guess.determinize`` turns a view back into a
whole state, drawing what the seat cannot see at random: the computer players'
guess of the hidden cards.

``colours`` is each seat's pawn colour (N5), public like every pawn on the table.
A view made without it (a view of an older host, FORMAT.md "View") has N5's
order, the first ``players`` of ``COLOURS``; a view given colours that are not one
of N5's for each seat, all different, is not made (ValueError).
"""

from dataclasses import dataclass, field

from .data import COLOURS, COPIES, COPPER, JEWELS, TOTAL_CARDS, TRACK, check_colours

HIDDEN = "hidden"            # a face-down buy offer of another seat
N5_ORDER = object()          # colours not given: N5's order (a view of an older host)


@dataclass(frozen=True)
class View:
    seat: int
    players: int
    names: tuple
    first: int
    active: int
    turn: object                 # int, or None once the game is over
    phase: str
    sheriff: int
    deck_size: int
    discard: tuple               # counts of the 7 objects
    hand: tuple                  # this seat's counts
    hand_sizes: tuple
    victory: tuple               # each seat's counts
    tasks: tuple                 # (task, seats) in TASKS order
    ambush_counts: tuple
    ambushes: tuple              # this seat's ambush cards
    ambush_deck_size: int
    card: object                 # the object index drawn / acted on, or None
    target: object
    offers: tuple                # per seat: None, HIDDEN, or a tuple of object indices
    queue: tuple
    cash: object                 # (object index, count) being cashed, or None
    shown: object                # (seat, counts) of a hand this seat sees (N13, N14), or None
    peek: tuple                  # the two ambush cards this seat looks at (N12)
    scores: tuple
    winner: object
    moves: tuple = field(default=(), compare=False, repr=False)   # the seat's legal moves
    # each seat's pawn colour (N5); a view without them (an older host's) has N5's order.
    # Only the table shows them: left out of the repr that seeds a computer's choice
    # (seeded_rng), so whichever colours the seats chose, the computers play the same.
    colours: tuple = field(default=N5_ORDER, repr=False, metadata={"may_be_absent": True})
    # what this seat has seen go into each hand (game.nottingham.memory): per seat
    # ((counts of the 7 objects), cards that left it unseen since); its own is
    # ((0,) * 7, 0). A view without it (an older host's) remembers nothing. Left out
    # of the repr too: the players who do not remember play as they always did.
    memory: tuple = field(default=(), repr=False, metadata={"may_be_absent": True})

    def __post_init__(self):
        colours = COLOURS[:self.players] if self.colours is N5_ORDER else check_colours(self.colours, self.players)
        object.__setattr__(self, "colours", colours)
        object.__setattr__(self, "memory", check_memory(self.memory, self.players))

    @classmethod
    def of(cls, state, seat):
        phase = state.phase
        offers = tuple(state.offers)
        if phase == "offer" and state.card == COPPER:     # N10: face down until all are made
            offers = tuple(o if (s == seat or o is None or o == ()) else HIDDEN
                           for s, o in enumerate(offers))
        shown = None
        if phase == "take" and (state.card == JEWELS or seat == state.active):
            shown = (state.target, tuple(state.hands[state.target]))
        peek = tuple(state.ambush_deck[:2]) if phase == "ambush" and seat == state.active else ()
        return cls(
            seat=seat, players=state.players, names=tuple(state.names), first=state.first,
            active=state.active, turn=state.turn, phase=phase, sheriff=state.sheriff,
            deck_size=len(state.deck), discard=tuple(state.discard),
            hand=tuple(state.hands[seat]), hand_sizes=tuple(sum(h) for h in state.hands),
            victory=tuple(tuple(v) for v in state.victory),
            tasks=tuple((t, tuple(s)) for t, s in state.tasks.items()),
            ambush_counts=tuple(len(a) for a in state.ambushes),
            ambushes=tuple(state.ambushes[seat]), ambush_deck_size=len(state.ambush_deck),
            card=state.card, target=state.target, offers=offers, queue=tuple(state.queue),
            cash=state.cash, shown=shown, peek=peek, scores=tuple(state.scores()),
            winner=state.winner,
            moves=tuple(state.legal_moves()) if state.turn == seat else (), colours=state.colours,
            memory=() if state.memory is None else state.memory.of(seat),
        )

    @property
    def finished(self):
        return self.phase == "over"

    @property
    def limit(self):
        return TRACK[self.sheriff]

    def legal_moves(self):
        """The legal moves when this seat is to act (they depend only on what it sees;
        the state lists them when it makes the view)."""
        if self.turn != self.seat:
            return []
        return list(self.moves)


def check_memory(memory, players):
    """A view's ``memory`` as tuples, or ValueError: nothing remembered (``()``,
    read as every hand unknown), or for each seat a pair of 7 counts (0..COPIES)
    and a count of cards lost unseen (0..TOTAL_CARDS)."""
    if memory == ():
        return tuple(((0,) * 7, 0) for _ in range(players))
    if not isinstance(memory, (tuple, list)) or len(memory) != players:
        raise ValueError(f"memory: one entry a seat, {players} in all")
    checked = []
    for entry in memory:
        if not isinstance(entry, (tuple, list)) or len(entry) != 2:
            raise ValueError("memory: each seat's is [counts, lost]")
        counts, lost = entry
        if (not isinstance(counts, (tuple, list)) or len(counts) != 7
                or not all(_count(c, COPIES) for c in counts) or not _count(lost, TOTAL_CARDS)):
            raise ValueError(f"memory: 7 counts of 0 to {COPIES} and a count of cards lost")
        checked.append((tuple(counts), lost))
    return tuple(checked)


def _count(value, most):
    return type(value) is int and 0 <= value <= most
