"""Positions: a game state as the plain JSON of FORMAT.md (``kings-position/1``).

``load_position`` validates everything a hand-written or damaged position can
get wrong and raises ``FormatError`` naming the place (``position.cards[2][0]``);
``dump_position`` writes a state back so that a loaded position round-trips
exactly.
"""

from .cards import MAX_PLAYERS, MIN_PLAYERS, ROW_SIZES, STACK_SIZES, TYPE, describe, is_card, marked_in_use
from ..common.errors import FormatError
from ..common.jsonio import (  # noqa: F401 (parse_json and format_json are part of this module's API)
    expect_int, expect_list, format_json, parse_json, read_position_head, show as _show,
)
from .state import PICKS, ROUNDS, GameState, default_names

POSITION_FORMAT = "kings-position/1"
REQUIRED_KEYS = ("players", "round", "turn", "cards", "taken", "row", "stack", "stacks",
                 "aside", "discarded", "honour")
OPTIONAL_KEYS = ("format", "names", "seed")
OUTPUT_KEYS = ("finished", "winner", "winners", "scores")        # written, ignored on input
POSITION_KEYS = set(REQUIRED_KEYS) | set(OPTIONAL_KEYS) | set(OUTPUT_KEYS)

MAX_SEED = 2 ** 63


def expect_card(value, where):
    if not is_card(value):
        raise FormatError(where, f"{_show(value)} is not a card (cards are numbered 1 to 110)")
    return value


def _cards(value, where, max_length=110):
    expect_list(value, where, max_length=max_length)
    for j, card in enumerate(value):
        expect_card(card, f"{where}[{j}]")
    return value


# ------------------------------------------------------------------- loading
def load_position(data, where="position"):
    """A validated GameState from position JSON (already parsed)."""
    players, names = read_position_head(data, where, POSITION_FORMAT, POSITION_KEYS, REQUIRED_KEYS,
                                        (MIN_PLAYERS, MAX_PLAYERS), default_names)
    round_ = expect_int(data["round"], f"{where}.round", 1, ROUNDS)
    turn = data["turn"]
    if turn is not None:
        expect_int(turn, f"{where}.turn", 0, players - 1)
    holdings = expect_list(data["cards"], f"{where}.cards", players)
    for i, cards in enumerate(holdings):
        _cards(cards, f"{where}.cards[{i}]", 1 + PICKS * ROUNDS)
        if not cards:
            raise FormatError(f"{where}.cards[{i}]", "every seat holds at least its castle (K3)")
    taken = expect_list(data["taken"], f"{where}.taken", players)
    for i, count in enumerate(taken):
        expect_int(count, f"{where}.taken[{i}]", 0, min(PICKS, len(holdings[i]) - 1))
    row = _cards(data["row"], f"{where}.row")
    stack = _cards(data["stack"], f"{where}.stack")
    finished = turn is None
    stacks = expect_list(data["stacks"], f"{where}.stacks", ROUNDS - round_)
    size = STACK_SIZES[players]
    for r, cards in enumerate(stacks):
        _cards(cards, f"{where}.stacks[{r}]")
        if len(cards) != size:
            raise FormatError(f"{where}.stacks[{r}]", f"a stack holds {size} cards with "
                                                      f"{players} players (K6), got {len(cards)}")
    aside = _cards(data["aside"], f"{where}.aside")
    discarded = _cards(data["discarded"], f"{where}.discarded")
    honour = expect_list(data["honour"], f"{where}.honour", players)
    scored = ROUNDS if finished else round_ - 1
    for i, points in enumerate(honour):
        expect_list(points, f"{where}.honour[{i}]", scored)
        for r, value in enumerate(points):
            expect_int(value, f"{where}.honour[{i}][{r}]", 0, 2 * (r + 1))
    seed = data.get("seed", 0)
    expect_int(seed, f"{where}.seed", -MAX_SEED, MAX_SEED)

    _check_castles(holdings, taken, players, where)
    _check_conserved(players, holdings, row, stack, stacks, aside, discarded, where)
    if finished:
        if round_ != ROUNDS or row or stack:
            raise FormatError(f"{where}.turn", "null (game over) only after round 5, with the "
                                               "row and the stack cleared (K14, K15)")
    else:
        in_round = len(row) + len(stack) + sum(taken)
        if in_round != size:
            raise FormatError(f"{where}.row", f"the row, the stack and this round's cards taken "
                                              f"must make one stack of {size} (K6), got {in_round}")
        if stack and len(row) != ROW_SIZES[players]:
            raise FormatError(f"{where}.row", f"the row holds {ROW_SIZES[players]} cards while "
                                              f"the stack lasts (K7, K10), got {len(row)}")
    state = GameState(players, names, round_, holdings, taken, row, stack, stacks, aside,
                      discarded, honour, seed)
    if finished and not all(state.out):
        raise FormatError(f"{where}.turn", "null (game over), but a seat is still in round 5")
    if not finished and state.turn is None:
        raise FormatError(f"{where}.taken", "every seat has left the round, so it would have "
                                            "ended (K12)")
    if state.turn != turn:
        raise FormatError(f"{where}.turn", f"seat {state.turn} shows the lowest number still in "
                                           f"the round and acts (K8), not {turn}")
    return state


def _check_castles(holdings, taken, players, where):
    firsts = sorted(cards[0] for cards in holdings)
    if firsts != list(range(1, players + 1)):
        raise FormatError(f"{where}.cards", f"each seat's first card is its castle, castles 1 to "
                                            f"{players} (K3)")
    for i, cards in enumerate(holdings):
        for j, card in enumerate(cards[1:], start=1):
            if TYPE[card] == "castle":
                raise FormatError(f"{where}.cards[{i}][{j}]", f"castle {card} can only be a "
                                                              f"first card (K3)")
        # K11: a card covering a higher number ends the round, so only the last card
        # of this round may be lower than the one before it
        for j in range(len(cards) - taken[i], len(cards) - 1):
            if cards[j] < cards[j - 1]:
                raise FormatError(f"{where}.taken[{i}]", f"card {cards[j]} covered a higher "
                                  f"number, so the seat left the round then (K11)")


def _check_conserved(players, holdings, row, stack, stacks, aside, discarded, where):
    places = [(f"{where}.cards[{i}]", cards[1:], 1) for i, cards in enumerate(holdings)]
    places += [(f"{where}.row", row, 0), (f"{where}.stack", stack, 0)]
    places += [(f"{where}.stacks[{r}]", cards, 0) for r, cards in enumerate(stacks)]
    places += [(f"{where}.aside", aside, 0), (f"{where}.discarded", discarded, 0)]
    seen = {}
    in_use = set(marked_in_use(players))
    for place, cards, start in places:
        for j, card in enumerate(cards, start):
            here = f"{place}[{j}]"
            if card in seen:
                raise FormatError(here, f"card {card} appears twice (also at {seen[card]})")
            seen[card] = here
            if TYPE[card] != "legend" and card not in in_use:
                raise FormatError(here, f"card {describe(card)} is not in play with {players} "
                                        f"players (K5)")
    missing = sorted(in_use - set(seen))
    if missing:
        raise FormatError(where, f"cards not conserved: {len(missing)} card(s) of K5 missing "
                                 f"(first {missing[0]})")
    legends = sum(1 for card in seen if TYPE[card] == "legend")
    if legends != 3 * players:
        raise FormatError(where, f"{legends} legends in play; K4 says {3 * players}")


# ------------------------------------------------------------------- writing
def dump_position(state):
    """The position JSON (a dict) of a state, keys in FORMAT.md's order."""
    return {
        "format": POSITION_FORMAT,
        "players": state.players,
        "names": list(state.names),
        "round": state.round,
        "turn": state.turn,
        "cards": [list(c) for c in state.cards],
        "taken": list(state.taken),
        "row": list(state.row),
        "stack": list(state.stack),
        "stacks": [list(s) for s in state.stacks],
        "aside": list(state.aside),
        "discarded": list(state.discarded),
        "honour": [list(h) for h in state.honour],
        "seed": state.seed,
        "finished": state.finished,
        "winner": state.winner,
        "winners": state.winners(),
        "scores": state.scores(),
    }
