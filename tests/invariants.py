"""The invariants every reachable position keeps, checked after every move."""

from collections import Counter

from game.figaro.cards import COLOUR, VALUE, full_deck
from game.figaro.roads import ROAD_LENGTHS

DECK = Counter(full_deck())


def check_invariants(game):
    players = game.players
    # R1, R5: the deck is conserved
    cards = Counter(game.removed)
    for group in (*game.hands, *game.piles, *game.tricks):
        cards.update(group)
    assert cards == DECK, "deck not conserved"
    seen_colours = set()
    for pile in game.piles:
        colours = {COLOUR[c] for c in pile} - {None}
        assert len(colours) <= 1, f"R9: pile {pile}"                          # R9
        assert not colours & seen_colours, f"R10: pile {pile}"                # R10
        seen_colours |= colours
        assert sum(VALUE[c] for c in pile) < 6, f"R13: pile {pile}"           # R13
    # hands: cards in use are dealt evenly, then only shrink by one play at a time
    in_use = 60 - len(game.removed)
    share = in_use // players
    assert all(len(h) <= share for h in game.hands)
    played = in_use - sum(len(h) for h in game.hands)
    assert played == sum(len(p) for p in game.piles) + sum(len(t) for t in game.tricks)
    # road pieces: distinct, from the road set, awarded ones plus the pool at most
    pieces = [p for r in game.roads for p in r] + [p for g in game.pool for p in g]
    assert len(pieces) == len(set(pieces)) and set(pieces) <= set(ROAD_LENGTHS)
    assert len(pieces) <= 3 * (players - 1)
    # exactly one King, and a seat to act holding cards unless the game is over
    assert 0 <= game.king < players
    if game.turn is None:
        assert game.round == 3 and not any(game.pool) and game.winner is not None
    else:
        assert 0 <= game.turn < players and game.hands[game.turn]
        assert game.legal_moves()
