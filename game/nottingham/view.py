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

from .data import COLOURS, COPPER, JEWELS, TRACK, check_colours

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

    def __post_init__(self):
        colours = COLOURS[:self.players] if self.colours is N5_ORDER else check_colours(self.colours, self.players)
        object.__setattr__(self, "colours", colours)

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
