"""Positions: a game state as the plain JSON of FORMAT.md (``nottingham-position/1``).

``load_position`` validates everything a hand-written or damaged position can
get wrong and raises ``FormatError`` naming the place (``position.hands[2][0]``);
``dump_position`` writes a state back so that a loaded position round-trips
exactly.
"""

from collections import Counter

from ..common.errors import FormatError
from ..common.jsonio import (  # noqa: F401 (parse_json and format_json are part of this module's API)
    expect_int, expect_list, expect_object, format_json, parse_json, read_position_head, refuse_unknown_keys,
    show as _show,
)
from .data import (
    AMBUSH_NAMES, CHEST, COLOURS, COPIES, COPPER, GOLD, INDEX, JEWELS, NECKLACE, OBJECTS,
    PEARLS, SILVER, TASKS, TOTAL_CARDS, TRACK, ambush_cards,
)
from .memory import Memory
from .state import MAX_PLAYERS, MIN_PLAYERS, PHASES, GameState, check_colours, default_names

POSITION_FORMAT = "nottingham-position/1"
REQUIRED_KEYS = ("players", "first", "active", "turn", "phase", "sheriff", "deck", "discard",
                 "hands", "victory", "tasks", "ambush_deck", "ambushes", "card", "target",
                 "offers", "queue", "cash")
OPTIONAL_KEYS = ("format", "names", "colours", "seed", "chance")
OUTPUT_KEYS = ("finished", "winner", "winners", "scores")   # written, ignored on input
POSITION_KEYS = set(REQUIRED_KEYS) | set(OPTIONAL_KEYS) | set(OUTPUT_KEYS)

MAX_SEED = 2 ** 63
CARD_PHASES = ("choose", "defend", "take", "ambush", "offer", "accept")


def expect_object_name(value, where):
    if not isinstance(value, str) or value not in INDEX:      # a list or an object is no name
        raise FormatError(where, f"unknown object {_show(value)} (objects are {', '.join(OBJECTS)})")
    return INDEX[value]


def _objects(value, where, max_length=TOTAL_CARDS):
    expect_list(value, where, max_length=max_length)
    counts = [0] * 7
    for j, name in enumerate(value):
        counts[expect_object_name(name, f"{where}[{j}]")] += 1
    return counts


def _per_seat(value, where, players):
    expect_list(value, where, players)
    return [_objects(v, f"{where}[{i}]") for i, v in enumerate(value)]


def _seat(value, where, players, allow_none=False):
    if value is None and allow_none:
        return None
    return expect_int(value, where, 0, players - 1)


def _names(counts):
    return [OBJECTS[i] for i in range(7) for _ in range(counts[i])]


# ------------------------------------------------------------------- loading
def load_position(data, where="position"):
    """A validated GameState from position JSON (already parsed)."""
    players, names = read_position_head(data, where, POSITION_FORMAT, POSITION_KEYS, REQUIRED_KEYS,
                                        (MIN_PLAYERS, MAX_PLAYERS), default_names)
    first = _seat(data["first"], f"{where}.first", players)
    active = _seat(data["active"], f"{where}.active", players)
    turn = _seat(data["turn"], f"{where}.turn", players, allow_none=True)
    phase = data["phase"]
    if phase not in PHASES:
        raise FormatError(f"{where}.phase", f"unknown phase {_show(phase)} (one of {', '.join(PHASES)})")
    sheriff = expect_int(data["sheriff"], f"{where}.sheriff", 0, len(TRACK) - 1)
    deck = expect_list(data["deck"], f"{where}.deck", max_length=TOTAL_CARDS)
    deck = [expect_object_name(name, f"{where}.deck[{j}]") for j, name in enumerate(deck)]
    discard = _objects(data["discard"], f"{where}.discard")
    hands = _per_seat(data["hands"], f"{where}.hands", players)
    victory = _per_seat(data["victory"], f"{where}.victory", players)
    tasks = _tasks(data["tasks"], f"{where}.tasks", players)
    ambush_deck, ambushes = _ambushes(data["ambush_deck"], data["ambushes"], where, players)
    card = data["card"]
    if card is not None:
        card = expect_object_name(card, f"{where}.card")
    target = _seat(data["target"], f"{where}.target", players, allow_none=True)
    offers = _offers(data["offers"], f"{where}.offers", players)
    queue = expect_list(data["queue"], f"{where}.queue", max_length=players)
    for k, s in enumerate(queue):
        _seat(s, f"{where}.queue[{k}]", players)
    if len(set(queue)) != len(queue):
        raise FormatError(f"{where}.queue", "a seat appears twice")
    cash = _cash(data["cash"], f"{where}.cash")
    seed = expect_int(data.get("seed", 0), f"{where}.seed", -MAX_SEED, MAX_SEED)
    chance = expect_int(data.get("chance", 0), f"{where}.chance", 0, MAX_SEED)

    _check_conserved(hands, deck, discard, victory, ambushes, card, cash, where)
    state = GameState(players, names, seed, chance, first, active, turn, phase, sheriff,
                      list(reversed(deck)), discard, hands, victory, tasks, ambush_deck,
                      ambushes, card, target, offers, queue, cash)
    if "colours" in data:
        colours = expect_list(data["colours"], f"{where}.colours", players)
        try:
            state.colours = check_colours(colours, players)
        except (ValueError, TypeError):
            raise FormatError(f"{where}.colours", f"each seat needs its own colour of {', '.join(COLOURS)} (N5)") \
                from None
    _check_phase(state, where)
    state.memory = Memory(players)                 # what was seen before it is not told
    return state


def _tasks(value, where, players):
    expect_object(value, where)
    refuse_unknown_keys(value, TASKS, where)
    tasks = {}
    for task in TASKS:
        if task not in value:
            raise FormatError(f"{where}.{task}", "missing")
        seats = expect_list(value[task], f"{where}.{task}", max_length=2)
        for k, s in enumerate(seats):
            _seat(s, f"{where}.{task}[{k}]", players)
        if len(set(seats)) != len(seats):
            raise FormatError(f"{where}.{task}", "a player completes each task only once (N19)")
        tasks[task] = list(seats)
    return tasks


def _ambush_card(value, where):
    if value not in AMBUSH_NAMES:
        raise FormatError(where, f"unknown ambush card {_show(value)} (pairs like "
                                 f"{AMBUSH_NAMES[0]}, or a colour like red)")
    return value


def _ambushes(deck, held, where, players):
    expect_list(deck, f"{where}.ambush_deck", max_length=len(AMBUSH_NAMES))
    deck = [_ambush_card(c, f"{where}.ambush_deck[{j}]") for j, c in enumerate(deck)]
    expect_list(held, f"{where}.ambushes", players)
    ambushes = []
    for i, cards in enumerate(held):
        expect_list(cards, f"{where}.ambushes[{i}]", max_length=len(AMBUSH_NAMES))
        ambushes.append([_ambush_card(c, f"{where}.ambushes[{i}][{j}]") for j, c in enumerate(cards)])
        if COLOURS[i] in cards:
            raise FormatError(f"{where}.ambushes[{i}]", f"nobody keeps an ambush card of their "
                                                        f"own colour ({COLOURS[i]}, N12)")
    have = Counter(deck) + Counter(c for cards in ambushes for c in cards)
    if have != Counter(ambush_cards(players)):
        raise FormatError(f"{where}.ambush_deck", f"ambush cards not conserved: the ambush deck "
                          f"and the ambushes must hold the 6 pair cards and one card for each "
                          f"of the {players} colours in play, once each (N2, N6)")
    return deck, ambushes


def _offers(value, where, players):
    expect_list(value, where, players)
    offers = []
    for i, offer in enumerate(value):
        if offer is None:
            offers.append(None)
            continue
        expect_list(offer, f"{where}[{i}]", max_length=2)
        offers.append(tuple(expect_object_name(o, f"{where}[{i}][{j}]") for j, o in enumerate(offer)))
    return offers


def _cash(value, where):
    if value is None:
        return None
    expect_object(value, where)
    refuse_unknown_keys(value, ("object", "count"), where)
    for key in ("object", "count"):
        if key not in value:
            raise FormatError(f"{where}.{key}", "missing")
    return (expect_object_name(value["object"], f"{where}.object"),
            expect_int(value["count"], f"{where}.count", 0, TOTAL_CARDS))


def _check_conserved(hands, deck, discard, victory, ambushes, card, cash, where):
    have = [0] * 7
    for counts in (*hands, discard, *victory):
        for i in range(7):
            have[i] += counts[i]
    for i in deck:
        have[i] += 1
    have[GOLD] += sum(len(a) for a in ambushes)
    if card is not None:
        have[card] += 1
    if cash is not None:
        have[cash[0]] += cash[1]
    wrong = [f"{OBJECTS[i]} {have[i]}" for i in range(7) if have[i] != COPIES]
    if wrong:
        raise FormatError(where, f"cards not conserved: hands, deck, discard, victory piles, "
                                 f"the card in play, the cash and a gold under each ambush must "
                                 f"hold {COPIES} of each object (N1); found {', '.join(wrong)}")


def _check_phase(state, where):
    """The phase's own fields agree with it, and its seat to act has a decision."""
    phase, card = state.phase, state.card
    if phase in CARD_PHASES:
        allowed = {"choose": [c for c in range(7) if c != NECKLACE],
                   "defend": [SILVER, PEARLS, JEWELS], "take": [PEARLS, JEWELS],
                   "ambush": [GOLD], "offer": [COPPER, CHEST], "accept": [COPPER, CHEST]}[phase]
        if card not in allowed:
            raise FormatError(f"{where}.card", f"phase {phase} needs the card acted on, one of "
                                               f"{', '.join(OBJECTS[c] for c in allowed)}")
    elif card is not None:
        raise FormatError(f"{where}.card", f"must be null in phase {phase}")
    if phase in ("defend", "take"):
        if state.target is None or state.target == state.active:
            raise FormatError(f"{where}.target", "the attacked player, not the active one")
        if phase == "defend" and not any(state.hands[state.target]):
            raise FormatError(f"{where}.target", "only a player with a card in hand is attacked (N11)")
    elif state.target is not None:
        raise FormatError(f"{where}.target", f"must be null in phase {phase}")
    if phase in ("offer", "accept"):
        banned = COPPER if card == COPPER else CHEST
        most = 1 if card == COPPER else 2
        for s, offer in enumerate(state.offers):
            here = f"{where}.offers[{s}]"
            if offer is None:
                if s != state.active and (phase == "accept" or s not in state.queue):
                    raise FormatError(here, "every other player has offered (or shown the hand)")
                continue
            if s == state.active or s in state.queue:
                raise FormatError(here, "must be null: this player has not offered")
            if len(offer) > most or banned in offer:
                raise FormatError(here, f"an offer is {most} card(s), never {OBJECTS[banned]} (N10, N16)")
            need = Counter(offer)
            if any(state.hands[s][i] < n for i, n in need.items()):
                raise FormatError(here, "an offer comes from the player's hand")
            if not offer and any(state.hands[s][i] for i in range(7) if i != banned):
                raise FormatError(here, "only a player with nothing to offer offers nothing")
    elif any(o is not None for o in state.offers):
        raise FormatError(f"{where}.offers", f"must be all null in phase {phase}")
    if phase in ("offer", "spring", "discard"):
        if not state.queue:
            raise FormatError(f"{where}.queue", f"phase {phase} waits for a seat")
        if state.active in state.queue and phase != "discard":
            raise FormatError(f"{where}.queue", "the active player is not asked")
    elif state.queue:
        raise FormatError(f"{where}.queue", f"must be [] in phase {phase}")
    if phase == "spring":
        if state.cash is None:
            raise FormatError(f"{where}.cash", "phase spring needs the cash in progress")
    elif state.cash is not None:
        raise FormatError(f"{where}.cash", f"must be null in phase {phase}")
    if phase == "discard" and any(sum(state.hands[s]) <= state.limit() for s in state.queue[:1]):
        raise FormatError(f"{where}.queue", "only players above the Sheriff's number discard (N22)")
    if phase == "spring" and state.cash[1] < 3:
        raise FormatError(f"{where}.cash", "fewer than 3 cashed cards: the cash has failed (N17)")
    if phase == "spring" and not all(state.ambushes[s] for s in state.queue[1:]):   # the first may have sprung its last
        raise FormatError(f"{where}.queue", "only seats holding an ambush card are asked (N27)")
    if phase == "offer":
        banned = COPPER if card == COPPER else CHEST
        if not any(state.hands[state.queue[0]][i] for i in range(7) if i != banned):
            raise FormatError(f"{where}.queue", "the seat asked has nothing to offer: its hand "
                                                "would have been shown (N10, N16)")
    if state.turn != state.expected_turn():
        raise FormatError(f"{where}.turn", f"phase {phase} waits for seat "
                                           f"{state.expected_turn()}, not {state.turn}")
    if phase != "over" and not state.legal_moves():
        raise FormatError(f"{where}.phase", f"seat {state.turn} has no legal move in phase {phase}")
    if phase != "over" and sum(len(s) for s in state.tasks.values()) == 2 * len(TASKS):
        raise FormatError(f"{where}.tasks", "every task is done, so the game is over (N23)")


# ------------------------------------------------------------------- writing
def dump_position(state):
    """The position JSON (a dict) of a state, keys in FORMAT.md's order."""
    return {
        "format": POSITION_FORMAT,
        "players": state.players,
        "names": list(state.names),
        **({"colours": list(state.colours)} if state.colours != tuple(COLOURS[:state.players]) else {}),
        "first": state.first,
        "active": state.active,
        "turn": state.turn,
        "phase": state.phase,
        "sheriff": state.sheriff,
        "deck": [OBJECTS[i] for i in reversed(state.deck)],
        "discard": _names(state.discard),
        "hands": [_names(h) for h in state.hands],
        "victory": [_names(v) for v in state.victory],
        "tasks": {t: list(s) for t, s in state.tasks.items()},
        "ambush_deck": list(state.ambush_deck),
        "ambushes": [list(a) for a in state.ambushes],
        "card": None if state.card is None else OBJECTS[state.card],
        "target": state.target,
        "offers": [None if o is None else [OBJECTS[i] for i in o] for o in state.offers],
        "queue": list(state.queue),
        "cash": None if state.cash is None else {"object": OBJECTS[state.cash[0]],
                                                 "count": state.cash[1]},
        "seed": state.seed,
        "chance": state.chance,
        "finished": state.finished,
        "winner": state.winner,
        "winners": state.winners(),
        "scores": state.scores(),
    }
