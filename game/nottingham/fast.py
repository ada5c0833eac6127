"""Nottingham's rules again, compactly: the core that whole games between
computer players are played on (``GameState.trusted_core()``, the protocol of
game.common.protocol).

``state.py`` is the readable statement of RULES.md, with ``Move`` values,
``IllegalMove`` and events; this core plays the same game with moves as small
ints, no events and no checks: ``legal_codes()`` lists the moves of the seat
to act in the order of ``GameState.legal_moves()``, and ``apply(code)`` plays
one of them. tests/nottingham/test_fast.py plays many seeded games on both,
move by move, and compares every list of moves and every position, so the two
cannot drift apart.

The core works on the GameState's own lists and writes the rest back when the
game ends, so the caller reads the result (``winner``, ``scores()``) from the
state it asked.
"""

from .data import (
    AMBUSH_NAMES, AMBUSH_OBJECTS, CHEST, COLOURS, COPPER, GOLD, JEWELS, NECKLACE, OBJECTS,
    PEARLS, SILVER, TASKS, TRACK,
)
from .moves import (
    ACCEPT, ACT, ACT_AT, CASH, DEFEND, DISCARD, KEEP, OFFER_NONE, OFFER_ONE, OFFER_TWO, PASS,
    TAKE, Move, chance_rng, smuggle, task_move,
)

# ---------------------------------------------------------------- the codes
C_KEEP, C_ACT = 0, 1
C_ACT_AT = 2                    # + target seat
C_DEFEND, C_NO_DEFENCE = 9, 10
C_TAKE = 11                     # + object
C_AMBUSH = 18                   # + index in AMBUSH_NAMES
C_OFFER_NONE = 31
C_OFFER_ONE = 32                # + object
C_OFFER_TWO = 39                # + 7 * a + b
C_REFUSE = 88
C_ACCEPT = 89                   # + seat
C_PASS = 96
C_CASH = 100                    # + 100 * object + count
C_TASK = 1000                   # + 128 * task index + bit mask of the objects
C_LET_BE = 1600
C_SPRING = 1601                 # + index in AMBUSH_NAMES
C_DISCARD = 1700                # + object

CODE_MOVES = {C_KEEP: KEEP, C_ACT: ACT, C_DEFEND: DEFEND[0], C_NO_DEFENCE: DEFEND[1],
              C_OFFER_NONE: OFFER_NONE, C_REFUSE: ACCEPT[None], C_PASS: PASS,
              C_LET_BE: Move("spring", None)}
for _t in range(7):
    CODE_MOVES[C_ACT_AT + _t] = ACT_AT[_t]
    CODE_MOVES[C_ACCEPT + _t] = ACCEPT[_t]
for _i in range(7):
    CODE_MOVES[C_TAKE + _i] = TAKE[_i]
    CODE_MOVES[C_OFFER_ONE + _i] = OFFER_ONE[_i]
    CODE_MOVES[C_DISCARD + _i] = DISCARD[_i]
    for _n in range(3, 7 * 12 + 1):
        CODE_MOVES[C_CASH + 100 * _i + _n] = CASH[_i][_n]
for (_a, _b), _move in OFFER_TWO.items():
    CODE_MOVES[C_OFFER_TWO + 7 * _a + _b] = _move
for _k, _card in enumerate(AMBUSH_NAMES):
    CODE_MOVES[C_AMBUSH + _k] = Move("ambush", _card)
    CODE_MOVES[C_SPRING + _k] = Move("spring", _card)
AMBUSH_CODE = {card: k for k, card in enumerate(AMBUSH_NAMES)}
PAIR_OBJECTS = [AMBUSH_OBJECTS.get(card, ()) for card in AMBUSH_NAMES]
TASK_INDEX = {task: k for k, task in enumerate(TASKS)}


def task_code(task, objects):
    mask = 0
    for name in objects:
        mask |= 1 << OBJECTS.index(name)
    return C_TASK + 128 * TASK_INDEX[task] + mask


def code_move(code):
    move = CODE_MOVES.get(code)
    if move is None and C_TASK <= code < C_LET_BE:
        task = TASKS[(code - C_TASK) // 128]
        mask = (code - C_TASK) % 128
        move = task_move((task, tuple(OBJECTS[i] for i in range(7) if mask >> i & 1)))
    if move is None:
        raise KeyError(code)
    return move


def move_code(move):
    kind, arg = move.kind, move.arg
    if kind == "task":
        return task_code(*arg)
    for code, value in CODE_MOVES.items():
        if value == move:
            return code
    raise KeyError(move)


# the tasks' pairs, listed once: for each seat's set of objects held twice, the combinations
def _pair_combinations():
    from itertools import combinations
    table = {}
    for mask in range(128):
        held = [i for i in range(7) if mask >> i & 1]
        for need, task in ((4, 2), (3, 3)):             # four-pairs, three-pairs (TASKS order)
            table[mask, task] = [sum(1 << i for i in combo) for combo in combinations(held, need)]
    return table


PAIR_TASKS = _pair_combinations()
SEVEN, FIVE, FOUR_PAIRS, THREE_PAIRS = (TASK_INDEX[t] for t in ("seven", "five", "four-pairs", "three-pairs"))
TASK_EACH = {SEVEN: 1, FIVE: 5, FOUR_PAIRS: 2, THREE_PAIRS: 2}
ALL_TASK_CARDS = 2 * len(TASKS)
TRACK_LENGTH = len(TRACK)


class FastCore:
    """One game on the GameState ``state``'s lists; ``turn`` is -1 once over."""

    __slots__ = ("state", "players", "seed", "chance", "active", "turn", "phase", "sheriff",
                 "deck", "discard", "hands", "victory", "tasks", "ambush_deck", "ambushes",
                 "card", "target", "offers", "queue", "cash_obj", "cash_count", "task_lists", "others")

    def __init__(self, state):
        self.state = state
        self.players = state.players
        self.seed, self.chance = state.seed, state.chance
        self.active, self.phase, self.sheriff = state.active, state.phase, state.sheriff
        self.turn = -1 if state.turn is None else state.turn
        self.deck, self.discard = state.deck, state.discard
        self.hands, self.victory = state.hands, state.victory
        self.task_lists = [state.tasks[t] for t in TASKS]
        self.ambush_deck, self.ambushes = state.ambush_deck, state.ambushes
        self.card, self.target = state.card, state.target
        self.offers, self.queue = state.offers, state.queue
        self.cash_obj, self.cash_count = state.cash if state.cash is not None else (None, 0)
        n = self.players
        self.others = [[(s + k) % n for k in range(1, n)] for s in range(n)]

    def write_back(self):
        """The state takes the core's values (the lists are already its own)."""
        s = self.state
        s.seed, s.chance, s.active, s.phase, s.sheriff = self.seed, self.chance, self.active, self.phase, self.sheriff
        s.turn = None if self.turn < 0 else self.turn
        s.deck, s.discard, s.ambush_deck = self.deck, self.discard, self.ambush_deck
        s.card, s.target, s.offers, s.queue = self.card, self.target, self.offers, self.queue
        s.cash = None if self.cash_obj is None else (self.cash_obj, self.cash_count)
        s._legal = None

    # ------------------------------------------------------------ legal moves
    def legal_codes(self):
        phase, seat = self.phase, self.turn
        hand = self.hands[seat] if seat >= 0 else None
        if phase == "choose":
            card = self.card
            if card == COPPER or card == CHEST:
                return [C_KEEP, C_ACT]
            if card == GOLD:
                return [C_KEEP, C_ACT] if len(self.ambush_deck) >= 2 else [C_KEEP]
            if card == SILVER or card == PEARLS or card == JEWELS:
                hands = self.hands
                return [C_KEEP] + [C_ACT_AT + t for t in self.others[seat] if any(hands[t])]
            return [C_KEEP]
        if phase == "spring":
            codes = []
            obj, victim = self.cash_obj, COLOURS[self.active]
            for card in self.ambushes[seat]:
                if card == victim or obj in AMBUSH_OBJECTS.get(card, ()):
                    code = C_SPRING + AMBUSH_CODE[card]
                    if code not in codes:
                        codes.append(code)
            codes.append(C_LET_BE)
            return codes
        if phase == "cash":
            codes = [C_PASS]
            for i in range(7):
                n = hand[i]
                if n >= 3:
                    base = C_CASH + 100 * i
                    codes.extend(range(base + 3, base + n + 1))
            if sum(hand) >= 5:
                self._task_codes(seat, hand, codes)
            return codes
        if phase == "defend":
            return [C_DEFEND, C_NO_DEFENCE] if hand[NECKLACE] else [C_NO_DEFENCE]
        if phase == "offer":
            banned = COPPER if self.card == COPPER else CHEST
            have = [i for i in range(7) if hand[i] and i != banned]
            if not have:
                return [C_OFFER_NONE]
            codes = [C_OFFER_ONE + i for i in have]
            if self.card == CHEST:
                for k, a in enumerate(have):
                    for b in have[k:]:
                        if a != b or hand[a] >= 2:
                            codes.append(C_OFFER_TWO + 7 * a + b)
            return codes
        if phase == "accept":
            offers = self.offers
            codes = [C_ACCEPT + s for s in self.others[seat] if offers[s]]
            if self.card == COPPER:
                codes.append(C_REFUSE)
            return codes
        if phase == "take":
            target = self.hands[self.target]
            return [C_TAKE + i for i in range(7) if target[i]]
        if phase == "ambush":
            own = COLOURS[seat]
            codes = []
            for card in self.ambush_deck[:2]:
                if card != own:
                    code = C_AMBUSH + AMBUSH_CODE[card]
                    if code not in codes:
                        codes.append(code)
            return codes
        if phase == "discard":
            return [C_DISCARD + i for i in range(7) if hand[i]]
        return []

    def _task_codes(self, seat, hand, codes):
        lists = self.task_lists
        for t in range(4):
            done = lists[t]
            if len(done) >= 2 or seat in done:
                continue
            base = C_TASK + 128 * t
            if t == SEVEN:
                if all(hand):
                    codes.append(base + 127)
            elif t == FIVE:
                codes.extend(base + (1 << i) for i in range(7) if hand[i] >= 5)
            else:
                mask = 0
                for i in range(7):
                    if hand[i] >= 2:
                        mask |= 1 << i
                codes.extend(base + m for m in PAIR_TASKS[mask, t])

    # ------------------------------------------------------------ moves
    def apply(self, code):
        phase = self.phase
        if phase == "choose":
            if code == C_KEEP:
                self.hands[self.active][self.card] += 1
                self._to_cash()
            else:
                self._act(code)
        elif phase == "spring":
            self._spring(code)
        elif phase == "cash":
            if code == C_PASS:
                self._start_turn((self.active + 1) % self.players)
            elif code < C_TASK:
                self._cash(code)
            else:
                self._task(code)
        elif phase == "defend":
            self._defend(code == C_DEFEND)
        elif phase == "offer":
            self._offer(code)
        elif phase == "accept":
            self._accept(code)
        elif phase == "take":
            i = code - C_TAKE
            target, seat = self.target, self.active
            self.hands[target][i] -= 1
            self.hands[seat][i] += 1
            self.hands[target][self.card] += 1
            self._to_cash()
        elif phase == "ambush":
            card = AMBUSH_NAMES[code - C_AMBUSH]
            top = self.ambush_deck[:2]
            top.remove(card)
            self.ambush_deck = self.ambush_deck[2:] + top
            self.ambushes[self.active].append(card)
            self._to_cash()
        elif phase == "discard":
            seat = self.queue[0]
            i = code - C_DISCARD
            self.hands[seat][i] -= 1
            self.discard[i] += 1
            self._next_discard()

    # the turn ----------------------------------------------------------------
    def _start_turn(self, seat):
        self.active = seat
        self.card = self.target = None
        self.offers = [None] * self.players
        self.queue = []
        self._draw_for_turn()

    def _draw_for_turn(self, again=False):
        card = self._draw()
        if card is None and again:                         # N22 Decision: once a turn
            self.phase, self.turn = "cash", self.active
            return
        if card is None:                                   # N22
            limit = TRACK[self.sheriff]
            seat = self.active
            hands = self.hands
            self.queue = [s for s in [seat] + self.others[seat] if sum(hands[s]) > limit]
            self.phase = "discard"
            self._next_discard()
            return
        if card == NECKLACE:
            self.hands[self.active][card] += 1
            self.phase, self.turn = "cash", self.active
        else:
            self.card = card
            self.phase, self.turn = "choose", self.active

    def _draw(self):
        deck = self.deck
        if not deck:
            discard = self.discard
            if not any(discard):
                return None
            cards = [i for i in range(7) for _ in range(discard[i])]
            chance_rng(self.seed, self.chance).shuffle(cards)
            self.chance += 1
            self.deck = deck = cards
            self.discard = [0] * 7
        return deck.pop()

    def _to_cash(self):
        self.card = self.target = None
        if self.offers.count(None) != self.players:
            self.offers = [None] * self.players
        self.queue = []
        self.phase, self.turn = "cash", self.active

    def _act(self, code):
        card, seat = self.card, self.active
        if card == COPPER or card == CHEST:
            self.phase = "offer"
            self.queue = self.others[seat][:]
            self._next_offer()
        elif card == GOLD:
            self.phase = "ambush"
        else:
            self.target = code - C_ACT_AT
            self.phase, self.turn = "defend", self.target

    def _defend(self, defend):
        target, seat = self.target, self.active
        if defend:
            self.hands[target][NECKLACE] -= 1
            self.hands[seat][NECKLACE] += 1
            self.hands[target][self.card] += 1
            self._to_cash()
            return
        if self.card == SILVER:
            smuggle(self.hands, seat, target, chance_rng(self.seed, self.chance))
            self.chance += 1
            self._to_cash()
            return
        self.phase, self.turn = "take", seat

    def _offer(self, code):
        seat = self.queue.pop(0)
        if code == C_OFFER_NONE:
            offer = ()
        elif code < C_OFFER_TWO:
            offer = (code - C_OFFER_ONE,)
        else:
            offer = divmod(code - C_OFFER_TWO, 7)
        self.offers[seat] = offer
        self._next_offer()

    def _next_offer(self):
        banned = COPPER if self.card == COPPER else CHEST
        queue, hands = self.queue, self.hands
        while queue:
            seat = queue[0]
            hand = hands[seat]
            if sum(hand) > hand[banned]:
                self.turn = seat
                return
            queue.pop(0)
            self.offers[seat] = ()
        if any(self.offers):
            self.phase, self.turn = "accept", self.active
            return
        hands[self.active][self.card] += 1
        self._to_cash()

    def _accept(self, code):
        active = self.active
        if code == C_REFUSE:
            self.hands[active][self.card] += 1
        else:
            seat = code - C_ACCEPT
            giver, taker = self.hands[seat], self.hands[active]
            for i in self.offers[seat]:
                giver[i] -= 1
                taker[i] += 1
            giver[self.card] += 1
        self._to_cash()

    # cashing ----------------------------------------------------------------
    def _cash(self, code):
        obj, count = divmod(code - C_CASH, 100)
        seat = self.active
        self.hands[seat][obj] -= count
        self.cash_obj, self.cash_count = obj, count
        self.phase = "spring"
        self.queue = [s for s in self.others[seat] if self.ambushes[s]]    # N27: seats holding an ambush
        self._spring_on()

    def _spring_on(self):
        """The next seat asked about the cash in progress, or its end (N17, N27)."""
        queue = self.queue
        if queue and self.cash_count >= 3:
            self.turn = queue[0]
        else:
            self._cash_ends()

    def _spring(self, code):
        queue = self.queue
        if code == C_LET_BE:
            queue.pop(0)
        else:
            seat = queue[0]
            card = AMBUSH_NAMES[code - C_SPRING]
            self.ambushes[seat].remove(card)
            self.ambush_deck.append(card)
            self.cash_count -= 1
            self.hands[seat][self.cash_obj] += 1
            self.hands[self.active][GOLD] += 1
        self._spring_on()

    def _cash_ends(self):
        self.queue = []
        obj, count = self.cash_obj, self.cash_count
        seat = self.active
        self.cash_obj, self.cash_count = None, 0
        if count >= 3:
            self.victory[seat][obj] += 1
            self.discard[obj] += count - 1
            self._sheriff_moves(True)
        else:
            self.hands[seat][obj] += count
        if self.phase != "over":
            self._start_turn((seat + 1) % self.players)

    def _task(self, code):
        t, mask = divmod(code - C_TASK, 128)
        seat = self.active
        hand, discard = self.hands[seat], self.discard
        each = TASK_EACH[t]
        for i in range(7):
            if mask >> i & 1:
                hand[i] -= each
                discard[i] += each
        self.task_lists[t].append(seat)
        if sum(len(s) for s in self.task_lists) == ALL_TASK_CARDS:
            self._game_over()
        else:
            self._sheriff_moves(True)
        if self.phase != "over":
            self._start_turn((seat + 1) % self.players)

    def _sheriff_moves(self, favours):
        self.sheriff = sheriff = (self.sheriff + 1) % TRACK_LENGTH
        if sheriff == 0:
            self._game_over()
            return
        if not favours:
            return
        limit = TRACK[sheriff]
        seat = self.active
        hands = self.hands
        for s in [seat] + self.others[seat]:
            if sum(hands[s]) <= limit:
                card = self._draw()
                if card is None:
                    break
                hands[s][card] += 1

    def _game_over(self):
        self.phase, self.turn = "over", -1
        self.queue = []
        self.write_back()

    def _next_discard(self):
        limit = TRACK[self.sheriff]
        queue, hands = self.queue, self.hands
        while queue and sum(hands[queue[0]]) <= limit:
            queue.pop(0)
        if queue:
            self.turn = queue[0]
            return
        self._sheriff_moves(False)
        if self.phase != "over":
            self._draw_for_turn(again=True)
