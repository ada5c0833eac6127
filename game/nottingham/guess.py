"""A whole state consistent with one seat's view (N26): the computer players'
guess of the hidden cards. Above both the state and the view, which know
nothing of it."""

from .data import COLOURS, COPIES, COPPER, CHEST, GOLD, ambush_cards
from .state import GameState
from .view import HIDDEN


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
    state = GameState(players, view.names, rng.getrandbits(32), 0, view.first, view.active,
                      view.turn, view.phase, view.sheriff, deck, view.discard, hands,
                      view.victory, dict(view.tasks), ambush_deck, ambushes, view.card,
                      view.target, offers, view.queue, view.cash)
    state.colours = view.colours                             # public: every pawn is on the table
    return state
