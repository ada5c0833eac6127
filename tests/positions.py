"""Hand-written positions for tests: name what matters, the rest of the deck is
filled in (into a chosen trick pile), so every position conserves the cards."""

from collections import Counter

from game.figaro.cards import full_deck, three_player_removals
from game.figaro.position import dump_position, load_position

DEFAULT_POOL = {
    3: [[15, 9], [12, 8], [14, 6]],
    4: [[15, 9, 4], [12, 8, 2], [14, 6, 1]],
    5: [[15, 9, 4, 3], [12, 8, 5, 2], [14, 7, 6, 1]],
    6: [[15, 11, 9, 4, 3], [12, 10, 8, 5, 2], [14, 13, 7, 6, 1]],
}


def make(players=4, hands=None, piles=None, tricks=None, turn=0, king=0, round=1,
         roads=None, pool=None, spare=None, seed=0, removed_colour="orange"):
    """A position dict. Cards not placed go to ``spare``'s trick pile (default: the
    last seat's), so the deck is conserved."""
    empty = lambda: [[] for _ in range(players)]  # noqa: E731
    hands = [list(h) for h in hands] if hands else empty()
    piles = [list(p) for p in piles] if piles else empty()
    tricks = tricks or empty()
    removed = three_player_removals(removed_colour) if players == 3 else []
    left = Counter(full_deck()) - Counter(removed)
    for group in hands + piles + tricks:
        left -= Counter(group)
        assert not (Counter(group) - Counter(full_deck())), group
    tricks = [list(t) for t in tricks]
    spare_seat = players - 1 if spare is None else spare
    tricks[spare_seat] += sorted(left.elements())
    if pool is None:
        pool = [list(g) if r + 1 >= round else [] for r, g in enumerate(DEFAULT_POOL[players])]
    return {
        "format": "figaro-position/1", "players": players, "round": round, "king": king,
        "turn": turn, "hands": hands, "piles": piles, "tricks": tricks,
        "roads": [list(r) for r in roads] if roads else empty(), "pool": pool, "removed": removed, "seed": seed,
    }


def state(**kwargs):
    return load_position(make(**kwargs))


def round_trip(game_state):
    return load_position(dump_position(game_state))
