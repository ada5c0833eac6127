"""The invariants every reachable Kings & Creatures position keeps, checked after every move."""

from collections import Counter

from game.kings.cards import LEGENDS, ROW_SIZES, STACK_SIZES, TYPE, marked_in_use
from game.kings.state import PICKS, ROUNDS, has_left


def check_invariants(game):
    players = game.players
    size = STACK_SIZES[players]
    # K4-K6: every card in play exactly once, wherever it is
    everything = [c for h in game.cards for c in h] + game.row + game.stack + game.aside + game.discarded
    everything += [c for s in game.stacks for c in s]
    counts = Counter(everything)
    assert max(counts.values()) == 1, "a card twice"
    legends = {c for c in counts if TYPE[c] == "legend"}
    assert len(legends) == 3 * players and legends <= set(LEGENDS)
    assert set(counts) - legends == set(marked_in_use(players)) | set(range(1, players + 1))
    # K6, K7, K10: the stacks and the row
    assert [len(s) for s in game.stacks] == [size] * (ROUNDS - game.round)
    if game.stack:
        assert len(game.row) == ROW_SIZES[players]
    if not game.finished:
        assert len(game.row) + len(game.stack) + sum(game.taken) == size
        assert game.row, "K12: a seat must act, so the row holds a card"
    # K11: at most three cards a round, and whether a seat left follows from its cards
    for seat in range(players):
        assert 0 <= game.taken[seat] <= PICKS
        assert game.out[seat] == has_left(game.cards[seat], game.taken[seat])
        assert len(game.cards[seat]) - 1 <= PICKS * game.round
    # K8: the seat to act shows the lowest number of those still in the round
    if game.turn is not None:
        assert not game.out[game.turn]
        inside = [game.cards[s][-1] for s in range(players) if not game.out[s]]
        assert game.cards[game.turn][-1] == min(inside)
    else:
        assert game.round == ROUNDS and all(game.out) and game.winners()
    # K13: the honour of every round scored so far
    scored = ROUNDS if game.finished else game.round - 1
    for points in game.honour:
        assert len(points) == scored
        assert all(p in (0, r, 2 * r) for r, p in enumerate(points, start=1))
