"""Positions: a game state as the plain JSON of FORMAT.md (``figaro-position/1``).

``load_position`` validates everything a hand-written or damaged position can
get wrong and raises ``FormatError`` naming the place (``position.hands[2][0]``);
``dump_position`` writes a state back so that a loaded position round-trips
exactly.
"""

from collections import Counter

from .cards import CARD_NAMES, COLOURS, VALUE, full_deck, is_card, pile_colour, three_player_removals
from ..common.errors import FormatError
from ..common.jsonio import (  # noqa: F401 (parse_json and format_json are part of this module's API)
    expect_int, expect_list, format_json, parse_json, read_position_head, show as _show,
)
from .roads import ROAD_LENGTHS
from .state import MAX_PLAYERS, MIN_PLAYERS, ROUNDS, GameState, default_names

POSITION_FORMAT = "figaro-position/1"
REQUIRED_KEYS = ("players", "round", "king", "turn", "hands", "piles", "tricks",
                 "roads", "pool", "removed")
OPTIONAL_KEYS = ("format", "names", "seed")
OUTPUT_KEYS = ("finished", "winner", "road_lengths")   # written, ignored on input
POSITION_KEYS = set(REQUIRED_KEYS) | set(OPTIONAL_KEYS) | set(OUTPUT_KEYS)

MAX_SEED = 2 ** 63


def expect_card(value, where):
    if not is_card(value):
        raise FormatError(where, f"unknown card {_show(value)} (cards are named like "
                                 f"red1, jester2, ronde)")
    return value


def _card_lists(value, where, players):
    lists = expect_list(value, where, players)
    for i, cards in enumerate(lists):
        expect_list(cards, f"{where}[{i}]", max_length=60)
        for j, card in enumerate(cards):
            expect_card(card, f"{where}[{i}][{j}]")
    return lists


def _length_lists(value, where, count):
    lists = expect_list(value, where, count)
    for i, lengths in enumerate(lists):
        expect_list(lengths, f"{where}[{i}]", max_length=len(ROAD_LENGTHS))
        for j, length in enumerate(lengths):
            if isinstance(length, bool) or not isinstance(length, int) or length not in ROAD_LENGTHS:
                raise FormatError(f"{where}[{i}][{j}]", f"{_show(length)} is not a road "
                                  f"piece length (R2)")
    return lists


# ------------------------------------------------------------------- loading
def load_position(data, where="position"):
    """A validated GameState from position JSON (already parsed)."""
    players, names = read_position_head(data, where, POSITION_FORMAT, POSITION_KEYS, REQUIRED_KEYS,
                                        (MIN_PLAYERS, MAX_PLAYERS), default_names)
    round_ = expect_int(data["round"], f"{where}.round", 1, ROUNDS)
    king = expect_int(data["king"], f"{where}.king", 0, players - 1)
    turn = data["turn"]
    if turn is not None:
        expect_int(turn, f"{where}.turn", 0, players - 1)
    hands = _card_lists(data["hands"], f"{where}.hands", players)
    piles = _card_lists(data["piles"], f"{where}.piles", players)
    tricks = _card_lists(data["tricks"], f"{where}.tricks", players)
    removed = expect_list(data["removed"], f"{where}.removed", max_length=60)
    for j, card in enumerate(removed):
        expect_card(card, f"{where}.removed[{j}]")
    roads = _length_lists(data["roads"], f"{where}.roads", players)
    pool = _length_lists(data["pool"], f"{where}.pool", ROUNDS)
    seed = data.get("seed", 0)
    expect_int(seed, f"{where}.seed", -MAX_SEED, MAX_SEED)

    _check_removed(removed, players, where)
    _check_conserved(hands + piles + tricks + [removed], where)
    _check_piles(piles, where)
    _check_roads(roads, pool, players, round_, turn, where)

    state = GameState(players, names, round_, king, turn, hands, piles, tricks,
                      roads, pool, removed, seed)
    state.settle()     # a seat to act with an empty hand ends the round (R17)
    return state


def _check_removed(removed, players, where):
    if players == 3:
        if not any(Counter(removed) == Counter(three_player_removals(c)) for c in COLOURS):
            raise FormatError(f"{where}.removed", "a three-player game sets aside one whole "
                              "colour, jester1, jester2 and three rondes (R5)")
    elif removed:
        raise FormatError(f"{where}.removed", f"only a three-player game sets cards aside "
                          f"(R5); this one has {players} players")


def _check_conserved(groups, where):
    have = Counter(card for group in groups for card in group)
    want = Counter(full_deck())
    if have != want:
        missing = want - have
        extra = have - want
        parts = [f"{n} x {c} missing" for c, n in sorted(missing.items(), key=_card_order)]
        parts += [f"{n} x {c} too many" for c, n in sorted(extra.items(), key=_card_order)]
        shown = ", ".join(parts[:4]) + (", …" if len(parts) > 4 else "")
        raise FormatError(where, f"cards not conserved: hands, piles, tricks and removed "
                                 f"must hold the deck of R1 exactly ({shown})")


def _card_order(item):
    return CARD_NAMES.index(item[0])


def _check_piles(piles, where):
    seen = {}
    for i, pile in enumerate(piles):
        colours = {c for c in (pile_colour([card]) for card in pile) if c}
        if len(colours) > 1:
            raise FormatError(f"{where}.piles[{i}]", f"a pile holds one colour only (R9), "
                                                     f"this one has {', '.join(sorted(colours))}")
        if colours:
            colour = colours.pop()
            if colour in seen:
                raise FormatError(f"{where}.piles[{i}]", f"{colour} is also in pile {seen[colour]}; "
                                                         f"colours are unique (R10)")
            seen[colour] = i
        if sum(VALUE[c] for c in pile) >= 6:
            raise FormatError(f"{where}.piles[{i}]", "a pile of 6 or more would have been "
                                                     "captured (R13)")


def _check_roads(roads, pool, players, round_, turn, where):
    seen = {}
    for name, lists in (("roads", roads), ("pool", pool)):
        for i, lengths in enumerate(lists):
            for j, length in enumerate(lengths):
                here = f"{where}.{name}[{i}][{j}]"
                if length in seen:
                    raise FormatError(here, f"road piece {length} appears twice (also at {seen[length]})")
                seen[length] = here
    group = players - 1
    for r, lengths in enumerate(pool):
        here = f"{where}.pool[{r}]"
        scored = r + 1 < round_ or turn is None
        if scored and lengths:
            raise FormatError(here, f"round {r + 1} has been scored, so its pool must be []")
        if not scored:
            if len(lengths) != group:
                raise FormatError(here, f"round {r + 1} awards {group} pieces (R4), "
                                        f"got {len(lengths)}")
            if lengths != sorted(lengths, reverse=True):
                raise FormatError(here, "pieces are listed longest first (R4)")
    if turn is None and round_ != ROUNDS:
        raise FormatError(f"{where}.turn", "null (game over) only after round 3")


# ------------------------------------------------------------------- writing
def dump_position(state):
    """The position JSON (a dict) of a state, keys in FORMAT.md's order."""
    return {
        "format": POSITION_FORMAT,
        "players": state.players,
        "names": list(state.names),
        "round": state.round,
        "king": state.king,
        "turn": state.turn,
        "hands": [list(h) for h in state.hands],
        "piles": [list(p) for p in state.piles],
        "tricks": [list(t) for t in state.tricks],
        "roads": [list(r) for r in state.roads],
        "pool": [list(g) for g in state.pool],
        "removed": list(state.removed),
        "seed": state.seed,
        "finished": state.finished,
        "winner": state.winner,
        "road_lengths": state.road_lengths(),
    }
