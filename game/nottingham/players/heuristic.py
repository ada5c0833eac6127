"""A judgement of hands and moves without search, shared by the easy, medium
and hard players: what a hand is worth, what one more or one less card of an
object changes, and a score for every legal move of a seat (higher is better).

A hand is judged by the sets it is building: the n-th equal card is worth a
share of the object's value (``SHARE``), so a third card, which makes a set
that can be cashed, is worth most. Near the end (the Sheriff close to
Nottingham) cards in hand are worth less and less: only victory cards count.
"""

from math import comb

from ..data import (
    AMBUSH_OBJECTS, CHEST, COLOURS, COPPER, GOLD, INDEX, NECKLACE, SILVER, TASK_VALUES, TASKS,
    TRACK, VALUES, ambush_cards,
)

# what holding n equal cards is worth, as a share of the object's value: the hard
# player's playouts score hands so (search.py)
SHARE = (0.0, 0.22, 0.5, 0.85, 0.95, 1.1, 1.15, 1.2, 1.25, 1.3, 1.35, 1.4, 1.45)
# the judge's own: a pair worth less, a set of 3 more, so that the third card is
# what a hand builds toward (measured by matches against the curve above, README)
JUDGE_SHARE = (0.0, 0.22, 0.4, 0.9, 0.95) + SHARE[5:]


def share(n, shares=JUDGE_SHARE):
    return shares[n] if n < len(shares) else shares[-1] + 0.05 * (n - len(shares) + 1)


def hand_worth(hand, shares=SHARE):
    return sum(share(hand[i], shares) * VALUES[i] for i in range(7))


def gain(hand, i, n=1):
    """What ``n`` more cards of object ``i`` add to ``hand``, to the judge."""
    return (share(hand[i] + n) - share(hand[i])) * VALUES[i]


def loss(hand, i, n=1):
    return (share(hand[i]) - share(hand[i] - n)) * VALUES[i]


def spaces_left(sheriff):
    return len(TRACK) - sheriff


def hand_weight(sheriff, horizon=6.0):
    """How much cards in hand still count: 1 early, down to 0 when the game is about
    to end, over the last ``horizon`` spaces of the Sheriff's track."""
    return min(1.0, (spaces_left(sheriff) - 1) / horizon)


JUDGE_HORIZON = 10.0     # the judge counts cards in hand down over the last 10 spaces


DEFENCE = 4.0        # what the only necklace in a hand is worth beyond its points: the defence


def gives_last_defence(hand, objects):
    """Whether giving up ``objects`` (names) leaves ``hand`` (counts) without a necklace
    when it holds one: the necklace is the only defence (N15)."""
    return 0 < hand[NECKLACE] <= sum(1 for o in objects if o == "necklace")


def keeping_defence(hand, moves):
    """The offers of ``moves`` that keep the hand's last necklace, when there are any
    besides showing the hand; else every move."""
    kept = [m for m in moves if m.arg and not gives_last_defence(hand, m.arg)]
    return kept if kept else moves


def cash_favour(view, count):
    """Whether a cash of ``count`` cards by the seat to act leaves its hand small
    enough for a favour when the Sheriff moves on (N20)."""
    nxt = view.sheriff + 1
    return nxt < len(TRACK) and sum(view.hand) - count <= TRACK[nxt]


def ambush_risk(view, obj, count, seat=None):
    """The chance that ambushes spring often enough on a cash of ``count`` ``obj``
    by ``seat`` to make it fail (fewer than 3 left, N17), from what ``view`` knows:
    the number of ambush cards before the others, drawn from the cards it cannot see."""
    seat = view.seat if seat is None else seat
    before = [c for s, c in enumerate(view.ambush_counts) if s != view.seat]
    held = sum(before)
    if held == 0 or count - 3 >= held:
        return 0.0
    pool = ambush_cards(view.players)
    for card in view.ambushes:
        pool.remove(card)
    victim = COLOURS[seat]
    matching = sum(1 for c in pool if c == victim or obj in AMBUSH_OBJECTS.get(c, ()))
    size = len(pool)
    if size == 0 or held > size:
        return 0.0
    # hypergeometric: the held cards are a random draw of the pool; the cash fails
    # when more than count - 3 of them match
    total = comb(size, held)
    safe = sum(comb(matching, k) * comb(size - matching, held - k)
               for k in range(0, min(matching, count - 3) + 1))
    return 1.0 - safe / total


FINAL = 100.0       # a cash that ends the game: won (+) or lost (-), beyond any points


def final_cash(view, points, task=None):
    """What a cash that ends the game brings the seat to act (N23, N25): ``FINAL``
    if it then wins, ``-FINAL`` if it loses (waiting keeps the game going), or
    ``None`` when the cash does not end it. ``points`` are the cash's points; a
    task done by one seat before turns that seat's card to its lower side (N19)."""
    done = sum(len(seats) for _, seats in view.tasks)
    if view.sheriff + 1 < len(TRACK) and not (task and done == 2 * len(TASKS) - 1):
        return None
    return FINAL if wins_after(view, points, task) else -FINAL


def wins_after(view, points, task=None):
    """Whether the seat to act wins (alone or shared, N25) once it scores ``points``
    (and, for a task, once a seat that did it alone drops to its lower value)."""
    scores = list(view.scores)
    me = view.seat
    scores[me] += points
    if task:
        first = dict(view.tasks)[task]
        if first:
            one, two = TASK_VALUES[task]
            scores[first[0]] -= one - two
    piles = [sum(v) for v in view.victory]
    if not task:
        piles[me] += 1
    mine = (scores[me], piles[me])
    return all((scores[s], piles[s]) <= mine for s in range(view.players) if s != me)


def task_value(tasks, task, seat):
    """What completing ``task`` now brings: the one-pawn value if nobody has done it."""
    one, two = TASK_VALUES[task]
    return two if dict(tasks)[task] else one


class Judge:
    """Scores a view's legal moves for the seat to act."""

    def __init__(self, view):
        self.view = view
        self.hand = list(view.hand)
        self.weight = hand_weight(view.sheriff, JUDGE_HORIZON)

    def scores(self, moves):
        return [self.score(m) for m in moves]

    def mean_gain(self, exclude=()):
        options = [gain(self.hand, i) for i in range(7) if i not in exclude]
        return sum(options) / len(options)

    def score(self, move):
        v, hand, w = self.view, self.hand, self.weight
        kind, arg = move.kind, move.arg
        if kind == "keep":
            return w * gain(hand, v.card)
        if kind == "act":
            card = v.card
            if card == COPPER:
                return w * 0.8 * self.mean_gain((COPPER,))
            if card == CHEST:
                return w * 1.4 * self.mean_gain((CHEST,))
            if card == GOLD:
                return 2.5 * w + (0.5 if sum(v.ambush_counts) == 0 else 0)
            size = v.hand_sizes[arg]
            bonus = 0.15 * min(size, 8) + 0.03 * v.scores[arg]
            # a steal or rob that takes the kind it gives changes nothing: only
            # another kind is worth the action (N13, N14)
            best = max(gain(hand, i) for i in range(7) if i != card)
            return w * (self.mean_gain() if card == SILVER else 1.1 * best) + bonus
        if kind == "pass":
            return 0.0
        if kind == "cash":
            i, n = INDEX[arg[0]], arg[1]
            after = hand[:]
            after[i] -= n
            # the book's advice: with ambushes before the others, cash more than 3
            # ("quando almeno un avversario ha in gioco una carta imboscata"), or
            # as many as bring a favour (N20); a cash that may fail is still made:
            # waiting for a safer one measured weaker (README)
            fail = ambush_risk(v, i, n)
            points = (VALUES[i] - w * (hand_worth(hand, JUDGE_SHARE) - hand_worth(after, JUDGE_SHARE))
                      + self.favour(sum(after)))
            final = final_cash(v, VALUES[i])
            if final is not None:       # the last cash: it wins, or waiting is better (N23)
                points = final
            return (1.0 - fail) * points - 0.2 * self.defence_loss(i, n)
        if kind == "task":
            task, objects = arg
            after = hand[:]
            each = 2 if "pairs" in task else 5 if task == "five" else 1
            for o in objects:
                after[INDEX[o]] -= each
            value = task_value(v.tasks, task, v.seat)
            final = final_cash(v, value, task)
            if final is not None:       # the last cash or the last task: it wins, or not (N23)
                return final
            return (value - w * (hand_worth(hand, JUDGE_SHARE) - hand_worth(after, JUDGE_SHARE))
                    + self.favour(sum(after)))
        if kind == "offer":
            if not arg:
                return 0.0
            cost = 0.0
            after = hand[:]
            for o in arg:
                i = INDEX[o]
                cost += loss(after, i) + self.defence_loss(i, 1, after)
                after[i] -= 1
            extra = 1.5 if len(arg) == 2 else 0.0          # two cards are likelier to be taken
            return -cost + extra * (gain(hand, CHEST) > 3)
        if kind == "accept":
            if arg is None:
                return gain(hand, v.card)
            after = hand[:]
            total = 0.0
            for i in v.offers[arg]:
                total += gain(after, i)
                if i == NECKLACE and not after[NECKLACE]:
                    total += DEFENCE * w
                after[i] += 1
            return total
        if kind == "defend":
            return 1.0 if arg else 0.0
        if kind == "take":
            i = INDEX[arg]
            if i == v.card and any(v.shown[1][k] for k in range(7) if k != i):
                return -100.0           # the very kind given back: nothing changes (N13, N14)
            return gain(hand, i) + 0.1 * VALUES[i]
        if kind == "ambush":
            if arg in COLOURS:
                return 1.5 + 0.1 * v.scores[COLOURS.index(arg)]
            a, b = arg.split("-")
            return 1.0 + 0.1 * (self.held(a) + self.held(b))
        if kind == "spring":
            return 1.0 if arg is not None else 0.0
        if kind == "discard":
            i = INDEX[arg]
            return -loss(hand, i) - self.defence_loss(i, 1)
        return 0.0

    def defence_loss(self, i, n, hand=None):
        """What giving up ``n`` of object ``i`` costs in defence: the last necklace."""
        hand = self.hand if hand is None else hand
        if i != NECKLACE or hand[NECKLACE] > n:
            return 0.0
        return DEFENCE * self.weight

    def held(self, name):
        """How much of an object the others are known to have cashed: a sign they collect it."""
        i = INDEX[name]
        return sum(v[i] for s, v in enumerate(self.view.victory) if s != self.view.seat)

    def favour(self, size_after):
        v = self.view
        nxt = v.sheriff + 1
        if nxt >= len(TRACK):
            return 0.0
        return 3.0 * self.weight if size_after <= TRACK[nxt] else 0.0

