"""The state of a game of Nottingham and the rules that move it (RULES.md N5–N25).

``GameState`` is the single source of legality: ``legal_moves()`` lists what the
seat to act may do, ``apply(move)`` checks the move against that list (raising
``IllegalMove`` naming the rule, changing nothing) and does it; everything that
follows on its own — the next draw, forced offers, favours, reshuffles, the end
— happens inside ``apply``. One decision at a time: ``turn`` is always the one
seat the game waits for (an offer, a defence, an ambush, a discard included).

Hands are counts of the 7 objects (index order of ``data.OBJECTS``). Randomness
comes only from ``seed`` and a counter of random events (``chance``): the n-th
shuffle or random draw of a game uses a generator seeded with (seed, n), so a
position saved mid-game and resumed elsewhere goes on exactly as the original.
"""

import random

from ..common.errors import IllegalMove
from .data import (
    AMBUSH_OBJECTS, CHEST, COLOURS, COPIES, COPPER, GOLD, INDEX, JEWELS, NECKLACE,
    OBJECTS, PAIRS_NEEDED, PEARLS, SILVER, TASK_VALUES, TASKS, TRACK, VALUES, ambush_cards,
    check_colours, task_cards,
)
from .memory import Memory
from .moves import (  # noqa: F401  (the move tables are the state's too)
    ACCEPT, ACT, ACT_AT, CASH, DEFEND, DISCARD, KEEP, MAX_PLAYERS, OFFER_NONE, OFFER_ONE, OFFER_TWO,
    PASS, TAKE, Move, chance_rng, smuggle, task_move,
)
from .seen import Before
from .view import View

MIN_PLAYERS = 3
START_HAND = 3

# the phases of a turn; who decides in each (see ``expected_turn``)
PHASES = ("choose", "defend", "take", "ambush", "offer", "accept", "cash", "spring",
          "discard", "over")


def default_names(players):
    return [f"Player {i + 1}" for i in range(players)]


class GameState:
    """A whole game. Attributes mirror the position of FORMAT.md; treat them as
    read-only and change the game only through ``apply``."""

    __slots__ = (
        "players", "names", "seed", "chance", "first", "active", "turn", "phase",
        "sheriff", "deck", "discard", "hands", "victory", "tasks", "ambush_deck",
        "ambushes", "card", "target", "offers", "queue", "cash", "colours", "memory", "_legal",
    )

    def __init__(self, players, names, seed, chance, first, active, turn, phase, sheriff,
                 deck, discard, hands, victory, tasks, ambush_deck, ambushes, card=None,
                 target=None, offers=None, queue=(), cash=None):
        self.players = players
        self.names = list(names)
        self.seed = seed
        self.chance = chance
        self.first = first
        self.active = active
        self.turn = turn
        self.phase = phase
        self.sheriff = sheriff
        self.deck = list(deck)                       # object indices, the top card LAST
        self.discard = list(discard)                 # counts
        self.hands = [list(h) for h in hands]        # counts
        self.victory = [list(v) for v in victory]    # counts
        self.tasks = {t: list(tasks[t]) for t in TASKS}   # seats in the order they completed
        self.ambush_deck = list(ambush_deck)         # ambush cards, the top card FIRST
        self.ambushes = [list(a) for a in ambushes]  # each with a gold under it
        self.card = card                             # the object drawn and shown / acted on
        self.target = target                         # the seat attacked (N11, N13–N15)
        # offers per seat: None (none yet), or a tuple of objects (empty: none possible)
        self.offers = list(offers) if offers is not None else [None] * players
        self.queue = list(queue)                     # seats still to decide (offer, spring, discard)
        # The pawn colour each seat plays (N5: the players choose); the rules name a
        # seat's colour card by COLOURS[seat], whichever colour it shows.
        self.colours = tuple(COLOURS[:players])
        self.cash = cash                             # (object, count) being cashed (N17)
        # what each seat has seen go into the others' hands (game.nottingham.memory);
        # None for a guessed state, which nobody remembers
        self.memory = None
        self._legal = None                           # legal_moves(), until the next change

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players, seed=0, names=None, first_player=None, colours=None):
        """A fresh game (N5, N6), fully determined by ``seed``; ``first_player`` and
        ``colours`` (each seat's, all different) when the table chose them."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Nottingham is for 3 to 7 players, not {players}")
        rng = random.Random(f"nottingham/{seed}/setup")
        deck = [i for i in range(7) for _ in range(COPIES)]
        rng.shuffle(deck)
        ambush = ambush_cards(players)
        rng.shuffle(ambush)
        hands = [[0] * 7 for _ in range(players)]
        for seat in range(players):
            for _ in range(START_HAND):
                hands[seat][deck.pop()] += 1
        first = rng.randrange(players) if first_player is None else first_player
        zeros = [[0] * 7 for _ in range(players)]
        state = cls(players, names or default_names(players), seed, 0, first, first, first,
                    "choose", 0, deck, [0] * 7, hands, zeros, {t: [] for t in TASKS},
                    ambush, [[] for _ in range(players)])
        if colours is not None:
            state.colours = check_colours(colours, players)
        state.memory = Memory(players)
        state._start_turn(first, [])
        return state

    def copy(self):
        new = GameState.__new__(GameState)
        new.players = self.players
        new.names = self.names
        new.seed = self.seed
        new.chance = self.chance
        new.first = self.first
        new.active = self.active
        new.turn = self.turn
        new.phase = self.phase
        new.sheriff = self.sheriff
        new.deck = self.deck[:]
        new.discard = self.discard[:]
        new.hands = [h[:] for h in self.hands]
        new.victory = [v[:] for v in self.victory]
        new.tasks = {t: s[:] for t, s in self.tasks.items()}
        new.ambush_deck = self.ambush_deck[:]
        new.ambushes = [a[:] for a in self.ambushes]
        new.card = self.card
        new.target = self.target
        new.offers = self.offers[:]
        new.queue = self.queue[:]
        new.cash = self.cash
        new.colours = self.colours
        new.memory = None if self.memory is None else self.memory.copy()
        new._legal = self._legal
        return new

    # ---------------------------------------------------------------- queries
    @property
    def finished(self):
        return self.phase == "over"

    def colour(self, seat):
        return COLOURS[seat]

    def limit(self):
        """The number on the Sheriff's space (N4)."""
        return TRACK[self.sheriff]

    def hand_size(self, seat):
        return sum(self.hands[seat])

    def others(self, seat):
        """The other seats in turn order from ``seat``'s left."""
        return [(seat + k) % self.players for k in range(1, self.players)]

    def task_points(self, seat):
        total = 0
        for task, seats in self.tasks.items():
            if seat in seats:
                one, two = TASK_VALUES[task]
                total += one if len(seats) == 1 else two
        return total

    def scores(self):
        """Each seat's victory points (N24)."""
        return [sum(n * v for n, v in zip(self.victory[s], VALUES)) + self.task_points(s)
                for s in range(self.players)]

    def winners(self):
        """The seats sharing the victory once the game is over (N25), else []."""
        if not self.finished:
            return []
        scores = self.scores()
        keys = [(scores[s], sum(self.victory[s])) for s in range(self.players)]
        best = max(keys)
        return [s for s in range(self.players) if keys[s] == best]

    @property
    def winner(self):
        """One winning seat (N25's Decision for a shared victory), or None."""
        winners = self.winners()
        if not winners:
            return None
        return max(winners, key=lambda s: (s - self.first) % self.players)

    def matching_ambushes(self, seat):
        """The ambush cards ``seat`` may spring on the cash in progress (N17)."""
        obj = self.cash[0]
        victim = COLOURS[self.active]
        return [a for a in self.ambushes[seat]
                if a == victim or obj in AMBUSH_OBJECTS.get(a, ())]

    def task_options(self, seat):
        """The tasks ``seat`` may complete now, as (task, objects) (N19)."""
        hand = self.hands[seat]
        options = []
        if sum(hand) < 5:
            return options
        for task in TASKS:
            done = self.tasks[task]
            if len(done) >= 2 or seat in done:
                continue
            if task == "seven":
                if all(hand):
                    options.append((task, OBJECTS))
            elif task == "five":
                options.extend((task, (OBJECTS[i],)) for i in range(7) if hand[i] >= 5)
            else:
                pairs = [i for i in range(7) if hand[i] >= 2]
                options.extend((task, tuple(OBJECTS[i] for i in combo))
                               for combo in _combinations(pairs, PAIRS_NEEDED[task]))
        return options

    def legal_moves(self):
        """Every legal move of the seat to act, in a stable order; [] once over.
        The list is shared until the next move: do not change it."""
        if self._legal is None:
            self._legal = self._legal_moves()
        return self._legal

    def _legal_moves(self):
        phase = self.phase
        seat = self.turn
        if phase == "over":
            return []
        hand = self.hands[seat]
        if phase == "choose":
            card = self.card
            moves = [KEEP]
            if card in (COPPER, CHEST) or (card == GOLD and len(self.ambush_deck) >= 2):
                moves.append(ACT)
            elif card in (SILVER, PEARLS, JEWELS):
                moves.extend(ACT_AT[t] for t in self.others(seat) if any(self.hands[t]))
            return moves
        if phase == "cash":
            moves = [PASS]
            for i in range(7):
                if hand[i] >= 3:
                    moves.extend(CASH[i][3:hand[i] + 1])
            moves.extend(task_move(option) for option in self.task_options(seat))
            return moves
        if phase == "offer":
            banned = COPPER if self.card == COPPER else CHEST
            have = [i for i in range(7) if hand[i] and i != banned]
            if not have:
                return [OFFER_NONE]
            moves = [OFFER_ONE[i] for i in have]
            if self.card == CHEST:
                moves.extend(OFFER_TWO[a, b] for k, a in enumerate(have) for b in have[k:]
                             if a != b or hand[a] >= 2)
            return moves
        if phase == "accept":
            moves = [ACCEPT[s] for s in self.others(seat) if self.offers[s]]
            if self.card == COPPER:
                moves.append(ACCEPT[None])
            return moves
        if phase == "defend":                               # N27: asked with or without a necklace
            return DEFEND[:] if hand[NECKLACE] else DEFEND[1:]
        if phase == "take":
            target = self.hands[self.target]
            return [TAKE[i] for i in range(7) if target[i]]
        if phase == "ambush":
            own = COLOURS[seat]
            top = []
            for card in self.ambush_deck[:2]:
                if card != own and card not in top:
                    top.append(card)
            return [Move("ambush", card) for card in top]
        if phase == "spring":
            cards = []
            for card in self.matching_ambushes(seat):
                if card not in cards:
                    cards.append(card)
            return [Move("spring", card) for card in cards] + [Move("spring", None)]
        if phase == "discard":
            return [DISCARD[i] for i in range(7) if hand[i]]
        raise AssertionError(phase)

    def expected_turn(self):
        """The seat whose decision ``phase`` waits for."""
        if self.phase == "over":
            return None
        if self.phase == "defend":
            return self.target
        if self.phase in ("offer", "spring", "discard"):
            return self.queue[0] if self.queue else None
        return self.active

    # ------------------------------------------------------------- legality
    RULE_OF_PHASE = {"choose": "N8", "defend": "N15", "take": "N13", "ambush": "N12",
                     "offer": "N10", "accept": "N10", "cash": "N18", "spring": "N17",
                     "discard": "N22"}
    PHASE_OF_KIND = {"keep": "choose", "act": "choose", "defend": "defend", "take": "take",
                     "ambush": "ambush", "offer": "offer", "accept": "accept", "cash": "cash",
                     "task": "cash", "pass": "cash", "spring": "spring", "discard": "discard"}

    def check(self, move, seat=None):
        """Raise IllegalMove (with the rule it breaks) unless ``move`` is legal now."""
        if self.phase == "over":
            raise IllegalMove("N23", "the game is over: no more moves")
        if isinstance(move, Move) and move.kind == "shuffle":   # N28: chance, nobody's decision
            if seat is not None or not isinstance(move.arg, int) or isinstance(move.arg, bool):
                raise IllegalMove("N28", "a reshuffle of the unseen cards is nobody's move and needs a whole-number seed")
            return
        if seat is not None and seat != self.turn:
            if not (isinstance(seat, int) and 0 <= seat < self.players):
                raise IllegalMove("N9", f"there is no seat {seat}; {self.names[self.turn]} is to act")
            raise IllegalMove("N9", f"{self.names[self.turn]} is to act, not {self.names[seat]}")
        if not isinstance(move, Move):
            raise TypeError(f"not a move: {move!r}")
        if move in self.legal_moves():
            return
        raise IllegalMove(*self._why(move))

    def _why(self, move):
        """The rule a move outside ``legal_moves()`` breaks, and why, in plain words."""
        name = self.names[self.turn]
        wanted = self.PHASE_OF_KIND.get(move.kind)
        if wanted != self.phase:
            return self.RULE_OF_PHASE[self.phase], f"{name} must {_PHASE_TASK[self.phase]} now, not {move.kind}"
        kind, arg = move.kind, move.arg
        if kind == "act":
            if self.card == NECKLACE:
                return "N15", "a necklace drawn is always kept"
            if self.card == GOLD:
                return "N12", "the ambush needs 2 cards in the ambush deck"
            if self.card in (SILVER, PEARLS, JEWELS):
                return "N11", "choose another player with at least one card as the target"
            return "N8", "this action takes no target"
        if kind == "offer":
            banned = OBJECTS[COPPER if self.card == COPPER else CHEST]
            if isinstance(arg, tuple) and banned in arg:
                return "N10" if self.card == COPPER else "N16", f"{banned} cannot be offered"
            if self.card == COPPER:
                return "N10", "offer exactly one card of your hand (none only if you hold nothing else)"
            return "N16", "offer 1 or 2 cards of your hand (none only if you hold nothing else)"
        if kind == "accept":
            if arg is None:
                return "N16", "a trade cannot be refused"
            return "N10", "accept an offer that was made"
        if kind == "cash":
            return "N18", "cash 3 or more equal objects that are in your hand"
        if kind == "task":
            return "N19", "that task is not available to you or your hand does not show it"
        if kind == "take":
            return ("N13" if self.card == PEARLS else "N14"), "take a card that is in the hand"
        if kind == "ambush":
            return "N12", "keep one of the two cards you look at, not one of your colour"
        if kind == "spring":
            return "N17", "spring an ambush card of yours that matches this cash"
        if kind == "discard":
            return "N22", "discard a card of your hand"
        return self.RULE_OF_PHASE[self.phase], f"{move} is not a legal move now"

    # ---------------------------------------------------------------- changes
    def apply(self, move, seat=None):
        """Play ``move`` for the seat to act; the events it caused (tuples):
        ("draw", seat, object), ("keep", seat, object), ("act", seat, object, target),
        ("defend", seat, attacker), ("smuggle", seat, target, object),
        ("take", seat, target, object), ("show", seat, hand), ("ambush", seat),
        ("offer", seat), ("offers", offers), ("accept", seat, from_seat, objects),
        ("cash", seat, object, count), ("spring", seat, card, victim),
        ("scored", seat, object), ("failed", seat, object), ("task", seat, task),
        ("sheriff", space, hand sizes on arrival), ("favour", seat), ("shuffle", cards), ("discard", seat, object),
        ("exception", limit), ("no_draw", seat), ("game_end", winner).
        Raises IllegalMove and changes nothing when the move is illegal."""
        self.check(move, seat)
        if self.memory is None:
            return self.apply_unchecked(move)
        before = Before(self)
        events = self.apply_unchecked(move)
        self.memory.update(self, move, events, before)
        return events

    def apply_unchecked(self, move):
        events = []
        self._legal = None
        getattr(self, "_do_" + move.kind)(move.arg, events)
        self._legal = None
        return events

    # the turn ---------------------------------------------------------------
    def _start_turn(self, seat, events):
        self.active = seat
        self.card = self.target = self.cash = None
        self.offers = [None] * self.players
        self.queue = []
        self._draw_for_turn(events)

    def _draw_for_turn(self, events, again=False):
        card = self._draw(events)
        if card is None and again:                         # N22 Decision: once a turn
            events.append(("no_draw", self.active))
            self.phase, self.turn = "cash", self.active
            return
        if card is None:                                   # N22
            limit = TRACK[self.sheriff]
            events.append(("exception", limit))
            seat = self.active
            order = [seat] + self.others(seat)
            self.queue = [s for s in order if sum(self.hands[s]) > limit]
            self.phase = "discard"
            self._next_discard(events)
            return
        events.append(("draw", self.active, OBJECTS[card]))
        if card == NECKLACE:                               # N15
            self.hands[self.active][card] += 1
            events.append(("keep", self.active, OBJECTS[card]))
            self.phase, self.turn = "cash", self.active
        else:
            self.card = card
            self.phase, self.turn = "choose", self.active

    def _draw(self, events):
        """The top card of the deck, reshuffling the discards when it is empty (N21); None
        when both are empty."""
        if not self.deck:
            if not any(self.discard):
                return None
            cards = [i for i in range(7) for _ in range(self.discard[i])]
            chance_rng(self.seed, self.chance).shuffle(cards)
            self.chance += 1
            self.deck = cards
            self.discard = [0] * 7
            events.append(("shuffle", len(cards)))
        return self.deck.pop()

    def _end_turn(self, events):
        if self.phase != "over":
            self._start_turn((self.active + 1) % self.players, events)

    def _to_cash(self):
        self.card = self.target = None
        self.offers = [None] * self.players
        self.queue = []
        self.phase, self.turn = "cash", self.active

    def _do_keep(self, arg, events):                      # N8
        self.hands[self.active][self.card] += 1
        events.append(("keep", self.active, OBJECTS[self.card]))
        self._to_cash()

    def _do_act(self, target, events):
        card, seat = self.card, self.active
        events.append(("act", seat, OBJECTS[card], target))
        if card in (COPPER, CHEST):                        # N10, N16
            self.phase = "offer"
            self.queue = self.others(seat)
            self._next_offer(events)
        elif card == GOLD:                                 # N12
            self.phase = "ambush"
        else:                                              # N11, N13, N14
            self.target = target                           # N27: every target is asked
            self.phase, self.turn = "defend", target

    def _attack(self, events):
        card, seat, target = self.card, self.active, self.target
        if card == SILVER:                                 # N11
            taken = smuggle(self.hands, seat, target, chance_rng(self.seed, self.chance))
            self.chance += 1
            events.append(("smuggle", seat, target, OBJECTS[taken]))
            self._to_cash()
            return
        if card == JEWELS:                                 # N14
            events.append(("show", target, self.hand_names(target)))
        self.phase, self.turn = "take", seat

    def _do_defend(self, defend, events):                  # N15
        if not defend:
            self._attack(events)
            return
        target, seat = self.target, self.active
        self.hands[target][NECKLACE] -= 1
        self.hands[seat][NECKLACE] += 1
        self.hands[target][self.card] += 1
        events.append(("defend", target, seat))
        self._to_cash()

    def _do_take(self, obj, events):                       # N13, N14
        i = INDEX[obj]
        target, seat = self.target, self.active
        self.hands[target][i] -= 1
        self.hands[seat][i] += 1
        self.hands[target][self.card] += 1
        events.append(("take", seat, target, obj))
        self._to_cash()

    def _do_ambush(self, card, events):                    # N12
        top = self.ambush_deck[:2]
        top.remove(card)
        self.ambush_deck = self.ambush_deck[2:] + top
        self.ambushes[self.active].append(card)
        events.append(("ambush", self.active))
        self._to_cash()

    def _do_offer(self, objects, events):                  # N10, N16
        seat = self.queue.pop(0)
        self.offers[seat] = tuple(INDEX[o] for o in objects)
        events.append(("offer", seat) if self.card == COPPER else ("offer", seat, objects))
        self._next_offer(events)

    def _next_offer(self, events):
        banned = COPPER if self.card == COPPER else CHEST
        while self.queue:
            seat = self.queue[0]
            hand = self.hands[seat]
            if any(hand[i] for i in range(7) if i != banned):
                self.turn = seat
                return
            self.queue.pop(0)                               # nothing to offer: the hand is shown
            self.offers[seat] = ()
            events.append(("show", seat, self.hand_names(seat)))
        events.append(("offers", [None if o is None else [OBJECTS[i] for i in o]
                                  for o in self.offers]))
        if any(self.offers):
            self.phase, self.turn = "accept", self.active
            return
        self.hands[self.active][self.card] += 1             # N10 refused, N16 Decision
        events.append(("accept", self.active, None, []))
        self._to_cash()

    def _do_accept(self, seat, events):                    # N10, N16
        active = self.active
        if seat is None:
            self.hands[active][self.card] += 1
            events.append(("accept", active, None, []))
        else:
            offer = self.offers[seat]
            for i in offer:
                self.hands[seat][i] -= 1
                self.hands[active][i] += 1
            self.hands[seat][self.card] += 1
            events.append(("accept", active, seat, [OBJECTS[i] for i in offer]))
        self._to_cash()

    def _do_shuffle(self, seed, events):                   # N28
        """The unseen cards in a new order, and every later random event drawn from
        ``seed``: how an undo of older versions ended a record (N28); such records
        still replay."""
        self.seed = seed
        chance_rng(seed, self.chance).shuffle(self.deck)
        self.chance += 1

    # cashing ----------------------------------------------------------------
    def _do_pass(self, arg, events):                       # N9
        self._end_turn(events)

    def _do_cash(self, arg, events):                       # N17, N18
        obj, count = INDEX[arg[0]], arg[1]
        seat = self.active
        self.hands[seat][obj] -= count
        self.cash = (obj, count)
        events.append(("cash", seat, arg[0], count))
        self.phase = "spring"
        # N27: every other seat holding an ambush card, matching or not, is asked; a
        # seat holding none (a count every seat sees) has nothing to answer or hide
        self.queue = [s for s in self.others(seat) if self.ambushes[s]]
        self._next_spring(events)

    def _next_spring(self, events):
        if self.queue and self.cash[1] >= 3:               # N17: a failed cash asks no one more
            self.turn = self.queue[0]
            return
        self.queue = []
        obj, count = self.cash
        seat = self.active
        self.cash = None
        if count >= 3:
            self.victory[seat][obj] += 1
            self.discard[obj] += count - 1
            events.append(("scored", seat, OBJECTS[obj]))
            self._sheriff_moves(True, events)
        else:                                              # N17: the cash fails
            self.hands[seat][obj] += count
            events.append(("failed", seat, OBJECTS[obj]))
        self._end_turn(events)

    def _do_spring(self, card, events):                    # N17
        seat = self.queue[0]
        if card is None:
            self.queue.pop(0)
        else:
            obj, count = self.cash
            self.ambushes[seat].remove(card)
            self.ambush_deck.append(card)
            self.cash = (obj, count - 1)
            self.hands[seat][obj] += 1
            self.hands[self.active][GOLD] += 1
            events.append(("spring", seat, card, self.active))
        self._next_spring(events)

    def _do_task(self, arg, events):                       # N19
        task, objects = arg
        seat = self.active
        hand = self.hands[seat]
        for i, n in enumerate(task_cards(task, objects)):
            hand[i] -= n
            self.discard[i] += n
        self.tasks[task].append(seat)
        events.append(("task", seat, task))
        if sum(len(s) for s in self.tasks.values()) == 2 * len(TASKS):   # N23
            self._game_over(events)
        else:
            self._sheriff_moves(True, events)
        self._end_turn(events)

    def _sheriff_moves(self, favours, events):            # N20, N22
        self.sheriff = (self.sheriff + 1) % len(TRACK)
        events.append(("sheriff", self.sheriff, [sum(h) for h in self.hands]))
        if self.sheriff == 0:                              # N23
            self._game_over(events)
            return
        if not favours:
            return
        limit = TRACK[self.sheriff]
        seat = self.active
        favoured = [s for s in [seat] + self.others(seat) if sum(self.hands[s]) <= limit]
        for s in favoured:
            card = self._draw(events)
            if card is None:                               # N22 Decision: the favour is lost
                break
            self.hands[s][card] += 1
            events.append(("favour", s))

    def _game_over(self, events):
        self.phase, self.turn = "over", None
        self.queue = []
        events.append(("game_end", self.winner))

    # the exception (N22) ------------------------------------------------------
    def _do_discard(self, obj, events):
        seat = self.queue[0]
        i = INDEX[obj]
        self.hands[seat][i] -= 1
        self.discard[i] += 1
        events.append(("discard", seat, obj))
        self._next_discard(events)

    def _next_discard(self, events):
        limit = TRACK[self.sheriff]
        while self.queue and sum(self.hands[self.queue[0]]) <= limit:
            self.queue.pop(0)
        if self.queue:
            self.turn = self.queue[0]
            return
        self._sheriff_moves(False, events)
        if self.phase != "over":
            self._draw_for_turn(events, again=True)

    def trusted_core(self):
        """The compact core (game.nottingham.fast) playing on this state's own lists:
        whoever asks plays on the core alone until the game is over (protocol.py)."""
        from .fast import FastCore
        self._legal = None
        return FastCore(self)

    # ------------------------------------------------------------- knowledge
    def hand_names(self, seat):
        return [OBJECTS[i] for i in range(7) for _ in range(self.hands[seat][i])]

    def view(self, seat):
        """What ``seat`` may know (N26), as a ``View``. See game.nottingham.view."""
        return View.of(self, seat)


_PHASE_TASK = {
    "choose": "keep or act on the card drawn", "defend": "defend or not",
    "take": "take a card", "ambush": "keep an ambush card", "offer": "make an offer",
    "accept": "accept an offer", "cash": "cash or pass", "spring": "spring an ambush or not",
    "discard": "discard a card",
}


def _combinations(items, k):
    from itertools import combinations
    return combinations(items, k)
