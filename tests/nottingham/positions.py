"""Hand-written Nottingham positions for tests: name what matters; the other
object cards go to the deck (or, when the deck is given, to the discard pile),
so every position conserves the cards."""

from game.nottingham.data import COPIES, OBJECTS, ambush_cards
from game.nottingham.position import load_position

EMPTY_TASKS = {"seven": [], "five": [], "four-pairs": [], "three-pairs": []}


def make(players=4, hands=None, phase="cash", active=0, turn="auto", deck=None, discard=None,
         victory=None, tasks=None, ambush_deck=None, ambushes=None, card=None, target=None,
         offers=None, queue=None, cash=None, sheriff=0, first=0, seed=0, chance=0):
    hands = [list(h) for h in hands] if hands else [[] for _ in range(players)]
    victory = [list(v) for v in victory] if victory else [[] for _ in range(players)]
    ambushes = [list(a) for a in ambushes] if ambushes else [[] for _ in range(players)]
    if ambush_deck is None:
        held = [c for a in ambushes for c in a]
        ambush_deck = [c for c in ambush_cards(players) if c not in held]
    used = {o: 0 for o in OBJECTS}
    groups = hands + victory + [discard or [], deck or [], [card] if card else []]
    for group in groups:
        for o in group:
            used[o] += 1
    used["gold"] += sum(len(a) for a in ambushes)
    if cash:
        used[cash["object"]] += cash["count"]
    rest = [o for o in OBJECTS for _ in range(COPIES - used[o])]
    if deck is None:
        deck, discard = rest, list(discard or [])
    else:
        discard = list(discard or []) + rest
    data = {
        "format": "nottingham-position/1", "players": players, "first": first,
        "active": active, "turn": None, "phase": phase, "sheriff": sheriff, "deck": list(deck),
        "discard": discard, "hands": hands, "victory": victory,
        "tasks": {**EMPTY_TASKS, **(tasks or {})}, "ambush_deck": list(ambush_deck),
        "ambushes": ambushes, "card": card, "target": target,
        "offers": offers or [None] * players, "queue": list(queue or []), "cash": cash,
        "seed": seed, "chance": chance,
    }
    if turn == "auto":
        if phase == "over":
            turn = None
        elif phase == "defend":
            turn = target
        elif phase in ("offer", "spring", "discard"):
            turn = data["queue"][0]
        else:
            turn = active
    data["turn"] = turn
    return data


def state(**kwargs):
    return load_position(make(**kwargs))


def discard_with_nothing_to_draw():
    """N22: three players, Ann to discard down to the Sheriff's 4 with 6 cards in
    hand, and every other card in her victory pile, so that the deck and the
    discard pile stay empty."""
    data = make(players=3, phase="discard", active=0, queue=[0], deck=[], sheriff=0,
                hands=[["gold", "gold", "pearls", "pearls", "chest", "copper"], ["silver"], ["jewels"]])
    rest = {o: COPIES for o in OBJECTS}
    for hand in data["hands"]:
        for o in hand:
            rest[o] -= 1
    data["victory"], data["discard"] = [[o for o in OBJECTS for _ in range(rest[o])], [], []], []
    return data
