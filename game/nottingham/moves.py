"""Moves as small frozen values (after python-chess's Move): one ``Move(kind, arg)``.

=========  ===========================================  ==========================================
kind       arg                                          JSON
=========  ===========================================  ==========================================
keep       None                                         {"keep": true}            (N8)
act        None, or the target seat                     {"act": true[, "target": 2]} (N8, N10–N16)
defend     True / False                                 {"defend": true}          (N15)
take       an object                                    {"take": "pearls"}        (N13, N14)
ambush     the ambush card kept                         {"ambush": "red"}         (N12)
offer      a tuple of 0–2 objects                       {"offer": ["gold"]}       (N10, N16)
accept     a seat, or None to refuse (buy only)         {"accept": 2}             (N10, N16)
cash       (object, count)                              {"cash": "pearls", "count": 3} (N18)
task       (task, objects)                              {"task": "five", "objects": ["gold"]} (N19)
pass       None                                         {"pass": true}            (N9)
spring     an ambush card, or None to let it be         {"spring": "red"}         (N17)
discard    an object                                    {"discard": "gold"}       (N22)
shuffle    a seed (nobody's move: a chance event)       {"shuffle": 1234}         (N28)
=========  ===========================================  ==========================================
"""

import random
from dataclasses import dataclass

from .data import OBJECTS, SILVER as SILVER_INDEX


@dataclass(frozen=True)
class Move:
    kind: str
    arg: object = None

    def to_json(self):
        kind, arg = self.kind, self.arg
        if kind in ("keep", "pass"):
            return {kind: True}
        if kind == "act":
            return {"act": True} if arg is None else {"act": True, "target": arg}
        if kind == "offer":
            return {"offer": list(arg)}
        if kind == "cash":
            return {"cash": arg[0], "count": arg[1]}
        if kind == "task":
            return {"task": arg[0], "objects": list(arg[1])}
        return {kind: arg}

    def __str__(self):
        data = self.to_json()
        return " ".join(f"{k}={v}" if v is not True else k for k, v in data.items())


KEEP = Move("keep")
PASS = Move("pass")
ACT = Move("act")

MAX_PLAYERS = 7

# moves are built once and shared (legal_moves is the engine's hot spot)
ACT_AT = [Move("act", t) for t in range(MAX_PLAYERS)]
ACCEPT = {s: Move("accept", s) for s in [None, *range(MAX_PLAYERS)]}
TAKE = [Move("take", o) for o in OBJECTS]
DISCARD = [Move("discard", o) for o in OBJECTS]
OFFER_NONE = Move("offer", ())
OFFER_ONE = [Move("offer", (o,)) for o in OBJECTS]
OFFER_TWO = {(a, b): Move("offer", (OBJECTS[a], OBJECTS[b])) for a in range(7) for b in range(a, 7)}
CASH = [[Move("cash", (o, n)) for n in range(7 * 12 + 1)] for o in OBJECTS]
DEFEND = [Move("defend", True), Move("defend", False)]
_TASK_MOVES = {}


def task_move(option):
    move = _TASK_MOVES.get(option)
    if move is None:
        move = _TASK_MOVES[option] = Move("task", option)
    return move


def chance_rng(seed, n):
    """The generator of the n-th random event of a game: a pure function of both."""
    return random.Random(f"nottingham/{seed}/{n}")


def smuggle(hands, seat, target, rng):
    """N11: the silver's bearer takes one card at random from the target's hand
    and gives the silver in exchange; the object taken (its index)."""
    hand = hands[target]
    pick = rng.randrange(sum(hand))
    for taken in range(7):
        pick -= hand[taken]
        if pick < 0:
            break
    hand[taken] -= 1
    hands[seat][taken] += 1
    hand[SILVER_INDEX] += 1
    return taken
