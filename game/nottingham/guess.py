"""A whole state consistent with one seat's view (N26): the computer players'
guess of the hidden cards. Above both the state and the view, which know
nothing of it."""

from .data import COLOURS, COPIES, COPPER, CHEST, GOLD, ambush_cards
from .memory import Memory
from .state import GameState
from .view import HIDDEN


def determinize(view, rng, remember=False):
    """A whole GameState consistent with ``view``: the other hands, the deck, the
    other ambush cards and the ambush deck's order drawn at random with ``rng``.
    ``remember``: each hand holds what the seat has seen go into it (``View.memory``),
    less a random few of those for the cards it lost unseen since."""
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
    if remember:
        for s in range(players):
            if hands[s] is None:
                known[s] = recalled(view, s, known[s], view.hand_sizes[s], rng)
    # what is sure first: a hand that lost no card unseen holds what was seen go in
    order = (sorted(range(players), key=lambda s: (hands[s] is None, view.memory[s][1]))
             if remember else range(players))
    for s in order:
        if hands[s] is not None and s != seat:
            for i in range(7):
                unseen[i] -= hands[s][i]
        else:
            for i in range(7):
                take = min(known[s][i], max(0, unseen[i]))     # never more than there is
                known[s][i] = take
                unseen[i] -= take
    pool = [i for i in range(7) for _ in range(max(0, unseen[i]))]
    rng.shuffle(pool)
    offers = [None if o == HIDDEN else o for o in view.offers]
    for s in hidden_offers:                                  # a non-copper card in that hand
        mine = [i for i in range(7) if i != COPPER for _ in range(known[s][i])]
        if sum(known[s]) >= view.hand_sizes[s] and mine:     # the hand is all remembered
            offers[s] = (rng.choice(mine),)
            continue
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
    state = GameState(players, view.names, rng.getrandbits(32), 0, view.first, view.active,
                      view.turn, view.phase, view.sheriff, deck, view.discard, hands,
                      view.victory, dict(view.tasks), ambush_deck, ambushes, view.card,
                      view.target, offers, view.queue, view.cash)
    state.colours = view.colours                             # public: every pawn is on the table
    state.memory = Memory.seen_by(view)
    return state


def recalled(view, seat, offered, size, rng):
    """The cards ``view``'s seat believes are in ``seat``'s hand: what it saw go in
    (and ``offered``, face up now), each card lost unseen since taking one of them
    away as often as the known share of the hand, and never more than ``size``."""
    counts, lost = view.memory[seat]
    known = list(counts)
    for _ in range(lost):
        total = sum(known)
        if total and rng.random() * max(size, total) < total:
            drop_one(known, known, rng)
    known = [max(k, o) for k, o in zip(known, offered)]
    extra = [k - o for k, o in zip(known, offered)]          # what may be forgotten
    while sum(known) > size and sum(extra):                   # more than the hand holds
        drop_one(extra, known, rng)
    return known


def drop_one(among, counts, rng):
    """One card off ``counts``, of a kind drawn in proportion to ``among`` (counts too)."""
    pick = rng.randrange(sum(among))
    for i in range(7):
        pick -= among[i]
        if pick < 0:
            if among is not counts:
                among[i] -= 1
            counts[i] -= 1
            return
