"""The hint's judgement: every sensible move tried against the same guesses of
the hidden hands, each followed by the next two turns round the table as
medium players would play them.

A hint must be right where a strong player's answer is clear, and quick. The
hard player's tree search spends its time deep in the few moves the judge
likes; the hint instead plays each candidate move — every legal move when
there are few, else the judge's best and the take — on the same ``deals``
guesses (weighed by what the others' plays said, ``Believer``, warily: a seat
may be a searching computer, whose plays say little) with the same
random stream after it (common random numbers), so two moves are compared on
the same futures. What is counted is what the game counts: cards taken. A
move's worth is the cards the others take minus the cards this seat takes
(the others' mean), each pile left one card from 6 counted as the capture it
threatens; the round's end stops the count. Moves worth the same within
``NEAR`` cards are ordered by the judge, which keeps jesters and high cards for
later.
"""

import random
from dataclasses import dataclass

from ..cards import COLOUR, JESTERS, VALUE, pile_value
from ..moves import Take
from ..fast import NO_SEAT, TAKE_CODE, code_move, move_code
from .heuristic import CHANCE_AT, Judge, judged_code
from .knowledge import Believer, decision_rng, known_state

PLAYOUTS = 600          # the work of one hint, in short playouts, shared by the moves
CANDIDATES = 12         # moves tried when there are more: the judge's best (and the take)
TURNS = 2               # turns round the table played after the move
NEAR = 0.25             # cards: worths this close are a tie, settled by the judge
CAPTURE_AT = 6          # R13
BELIEF_POOL = 200       # guesses weighed by what the others' plays said
BELIEF_TEMPERATURE = 0.05
BELIEF_SEARCHERS = 0.5    # the others may play as searching computers do (TwoKindsReader)


@dataclass(frozen=True)
class Estimate:
    move: object         # Play or Take
    worth: float         # cards: the others' (mean) minus this seat's, threats counted
    cards: float         # the mean cards this seat takes in the turns counted


def play_ahead(fast, code, seat, rng):
    """Plays ``code``, then ``TURNS`` turns round the table as medium players
    would (or to the round's end); (worth, cards ``seat`` took), in cards."""
    players = fast.players
    round_now = fast.round
    taken = [0] * players
    events = []
    fast.apply(code, events)
    for _ in range(TURNS * players):
        if fast.turn == NO_SEAT or fast.round != round_now:
            break
        fast.apply(judged_code(fast, fast.legal_codes(), rng), events)
    for event in events:
        if event[0] == "take" or event[0] == "capture":
            taken[event[1]] += event[2]
    if fast.turn != NO_SEAT and fast.round == round_now:
        # a pile left near 6 is a capture waiting to happen: its chance, of what lies there
        for s in range(players):
            taken[s] += CHANCE_AT[fast.pile_value[s]] * (fast.table + 1)
    others = (sum(taken) - taken[seat]) / (players - 1)
    return others - taken[seat], taken[seat]


def candidates(codes, scores):
    """The moves worth trying: all of them when few, else the judge's best and the take."""
    if len(codes) <= CANDIDATES:
        return codes
    ranked = sorted(range(len(codes)), key=lambda i: -scores[i])[:CANDIDATES]
    chosen = [codes[i] for i in sorted(ranked)]
    if TAKE_CODE in codes and TAKE_CODE not in chosen:
        chosen.append(TAKE_CODE)
    return chosen


def advise(view, seed=0, playouts=PLAYOUTS, also=()):
    """A generator (it yields after each guess): the estimates of the moves open
    to ``view``'s seat, best first; ``also``, legal moves tried whatever the judge
    thinks of them."""
    seat = view.seat
    codes = [move_code(m) for m in view.legal_moves()]
    if len(codes) == 1:
        return [Estimate(code_move(codes[0]), 0.0, 0.0)]
    judged = dict(zip(codes, Judge(known_state(view), seat).scores(codes)))
    tried = candidates(codes, [judged[c] for c in codes])
    tried += [c for c in map(move_code, also) if c in judged and c not in tried]
    rng = decision_rng("hint", seed, view)
    believer = Believer(view, rng, BELIEF_POOL, BELIEF_TEMPERATURE, BELIEF_SEARCHERS)
    yield from believer.weigh()
    deals = max(12, playouts // len(tried))
    worth = dict.fromkeys(tried, 0.0)
    cards = dict.fromkeys(tried, 0.0)
    for _ in range(deals):
        guess = believer.sample()
        stream = rng.getrandbits(64)
        for code in tried:
            value, taken = play_ahead(guess.copy(), code, seat, random.Random(stream))
            worth[code] += value
            cards[code] += taken
        yield
    estimates = [Estimate(code_move(c), worth[c] / deals, cards[c] / deals) for c in tried]
    top = max(e.worth for e in estimates)
    near = sorted((e for e in estimates if e.worth >= top - NEAR), key=lambda e: -judged[move_code(e.move)])
    rest = sorted((e for e in estimates if e.worth < top - NEAR), key=lambda e: -e.worth)
    ranked = near + rest
    same = same_job(view, ranked[0].move, [e.move for e in ranked])
    if same is not None:
        ranked.insert(0, ranked.pop(next(i for i, e in enumerate(ranked) if e.move == same)))
    return ranked


def same_job(view, move, moves):
    """A coloured card among ``moves`` that does what the jester ``move`` does —
    the same pile, brought to 6 or more alike, or to the same value — or None:
    a jester fits any pile later, a coloured card may not."""
    if isinstance(move, Take) or move.card not in JESTERS:
        return None
    now = pile_value(view.piles[move.to])
    after = now + VALUE[move.card]
    for other in moves:
        if isinstance(other, Take) or other.to != move.to or COLOUR[other.card] is None:
            continue
        reached = now + VALUE[other.card]
        if reached == after or (reached >= CAPTURE_AT and after >= CAPTURE_AT):
            return other
    return None
