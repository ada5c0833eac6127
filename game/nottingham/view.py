"""What one seat may know (RULES.md N26), after boardgame.io's playerView.

A ``View`` holds the seat's own hand and ambush cards, the size of every hand,
every face-up thing (the card drawn or acted on, revealed offers, a robbed hand,
the discard pile, victory piles, tasks, the Sheriff) and what the seat alone is
shown (the hand it steals from, the two ambush cards it looks at). It never
holds another seat's hand, a face-down offer of another seat, the order of the
decks or the seed. The table scene and every computer player see the game only
through it. ``determinize`` turns a view back into a whole state, drawing what
the seat cannot see at random: the computer players' guess of the hidden cards.
"""

import random
from dataclasses import dataclass

from .data import COLOURS, COPIES, COPPER, CHEST, GOLD, JEWELS, OBJECTS, TRACK, ambush_cards
from .state import GameState

HIDDEN = "hidden"            # a face-down buy offer of another seat


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
        )

    @property
    def finished(self):
        return self.phase == "over"

    @property
    def limit(self):
        return TRACK[self.sheriff]

    def legal_moves(self):
        """The legal moves when this seat is to act (they depend only on what it sees)."""
        if self.turn != self.seat:
            return []
        return determinize(self, random.Random(0)).legal_moves()


def determinize(view, rng):
    """A whole GameState consistent with ``view``: the other hands, the deck, the
    other ambush cards and the ambush deck's order drawn at random with ``rng``."""
    players, seat = view.players, view.seat
    unseen = [COPIES] * 7
    for counts in (view.hand, view.discard, *view.victory):
        for i in range(7):
            unseen[i] -= counts[i]
    unseen[GOLD] -= sum(view.ambush_counts)                  # a gold under every ambush
    if view.card is not None:
        unseen[view.card] -= 1
    if view.cash is not None:
        unseen[view.cash[0]] -= view.cash[1]
    hands = [None] * players
    hands[seat] = list(view.hand)
    known = [[0] * 7 for _ in range(players)]                # cards known in another hand
    if view.shown is not None:
        target, counts = view.shown
        if target != seat:
            hands[target] = list(counts)
    hidden_offers = []
    for s, offer in enumerate(view.offers):
        if s == seat or hands[s] is not None or offer is None:
            continue
        if offer == HIDDEN:
            hidden_offers.append(s)
        elif offer == ():                                    # nothing to offer: hand shown
            banned = COPPER if view.card == COPPER else CHEST
            hands[s] = [0] * 7
            hands[s][banned] = view.hand_sizes[s]
        else:
            for i in offer:
                known[s][i] += 1
    for s in range(players):
        if hands[s] is not None and s != seat:
            for i in range(7):
                unseen[i] -= hands[s][i]
        else:
            for i in range(7):
                unseen[i] -= known[s][i]
    pool = [i for i in range(7) for _ in range(max(0, unseen[i]))]
    rng.shuffle(pool)
    offers = [None if o == HIDDEN else o for o in view.offers]
    for s in hidden_offers:                                  # a non-copper card in that hand
        k = next((k for k, card in enumerate(pool) if card != COPPER), None)
        if k is not None:
            card = pool.pop(k)
            known[s][card] += 1
            offers[s] = (card,)
    for s in range(players):
        if hands[s] is None:
            hand = known[s][:]
            for _ in range(view.hand_sizes[s] - sum(hand)):
                if pool:
                    hand[pool.pop()] += 1
            hands[s] = hand
    deck = pool[:view.deck_size]
    # ambush cards: this seat's and those it looks at are known; the rest drawn at random
    rest = ambush_cards(players)
    for card in view.ambushes + view.peek:
        rest.remove(card)
    rng.shuffle(rest)
    ambushes = [None] * players
    ambushes[seat] = list(view.ambushes)
    for s in range(players):
        if s != seat:
            ambushes[s] = [rest.pop() for _ in range(view.ambush_counts[s])]
            own = COLOURS[s]
            if own in ambushes[s] and rest:                  # nobody keeps their own colour
                k = next((k for k, c in enumerate(rest) if c != own), None)
                if k is not None:
                    j = ambushes[s].index(own)
                    ambushes[s][j], rest[k] = rest[k], ambushes[s][j]
    ambush_deck = list(view.peek) + rest
    return GameState(players, view.names, rng.getrandbits(32), 0, view.first, view.active,
                     view.turn, view.phase, view.sheriff, deck, view.discard, hands,
                     view.victory, dict(view.tasks), ambush_deck, ambushes, view.card,
                     view.target, offers, view.queue, view.cash)
