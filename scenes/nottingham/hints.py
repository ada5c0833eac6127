"""A hint in words: what the suggested move is, and why, from what the person
deciding may know (their ``View``: their own hand and everything face up).

The reason names what the choice weighs, as facts the person can check on the
table: the points a card adds to a cash, a cash's points and the ambush cards
that put it at risk, the points an offer gives and the card it wins, the
necklace kept as the only defence, who holds the most cards — never a guess at
a hidden hand.
"""

from game.nottingham.data import (
    ACTIONS, AMBUSH_OBJECTS, COLOURS, COPPER, INDEX, NECKLACE, TASK_VALUES, TASKS, TRACK, VALUES,
)

from game.nottingham.players.heuristic import ambush_risk, cash_favour, gives_last_defence

from .words import ambush_words, counted, object_name, objects_list, task_name, tr, trn


def hint_words(view, move, names):
    """(what the move is, why) in the player's language; ``why`` may be ""."""
    return _WORDS[move.kind](view, move.arg, names)


def holding(view, obj, extra=1):
    """What ``extra`` more of ``obj`` add: the points of the cash they make or
    build toward, and the defence when it is the hand's first necklace."""
    count = view.hand[obj] + extra
    if obj == NECKLACE and not view.hand[NECKLACE]:
        return tr("your first necklace: it defends your hand, and scores {points} points in a cash").format(
            points=VALUES[obj])
    if count >= 3:
        why = tr("you then hold {objects}: enough to cash for {points} points").format(
            objects=counted(obj, count), points=VALUES[obj])
    else:
        why = trn("a cash of {three} scores {points} points; with this card you hold {n}",
                  "a cash of {three} scores {points} points; with these cards you hold {n}",
                  extra).format(three=counted(obj, 3), points=VALUES[obj], n=count)
    return why


def _keep(view, _arg, _names):
    return tr("keep the {object}").format(object=object_name(view.card)), holding(view, view.card)


def _act(view, target, names):
    action = ACTIONS[view.card]
    if target is None:
        what = {"buy": tr("buy with the copper"), "trade": tr("trade with the chest"),
                "ambush": tr("lay an ambush with the gold")}[action]
        if action == "buy":
            # what is given and what it weighs, not the rule (N10, N16)
            why = trn("the copper ({points} points) buys the best of {n} offer",
                      "the copper ({points} points) buys the best of {n} offers", view.players - 1)
        else:
            why = trn("the chest ({points} points) goes for the best of {n} offer",
                      "the chest ({points} points) goes for the best of {n} offers", view.players - 1)
        why = why.format(points=VALUES[view.card], n=view.players - 1)
        if action != "ambush" and view.hand[view.card]:
            # what keeping it would make: a pair or more toward a cash of 3
            why = tr("{reason}; kept, it would make {objects} in your hand").format(
                reason=why, objects=counted(view.card, view.hand[view.card] + 1))
        if action == "ambush":
            # what the action costs: the gold lies under the ambush card and scores nothing (N12)
            why = tr("the gold ({points} points) leaves your hand; the ambush may take a cashed card").format(
                points=VALUES[view.card])
        return what, why
    what = {"smuggle": tr("smuggle from {name}"), "steal": tr("steal from {name}"),
            "rob": tr("rob {name}")}[action].format(name=names[target])
    size = view.hand_sizes[target]
    others = [view.hand_sizes[s] for s in range(view.players) if s != view.seat]
    if size == max(others):
        why = tr("{name} holds the most cards: {n}").format(name=names[target], n=size)
    else:
        why = tr("cards in {name}'s hand: {n}").format(name=names[target], n=size)
    # what the action costs: the card drawn goes to the target (N11, N13, N14)
    why = tr("{reason}; you give the {object} ({points} points)").format(
        reason=why, object=object_name(view.card), points=VALUES[view.card])
    return what, why


def _defend(view, defend, names):
    if defend:
        return (tr("defend with a necklace"),
                tr("{name}'s {object} card comes into your hand for one necklace; nothing else of yours "
                   "is taken").format(name=names[view.active], object=object_name(view.card)))
    if not view.hand[NECKLACE]:                   # every target is asked (N27), with a necklace or not
        return tr("do not defend"), tr("you hold no necklace to defend with")
    return (tr("do not defend"),
            tr("you keep your necklace, worth {points} points when cashed").format(points=VALUES[NECKLACE]))


def _take(view, name, _names):
    obj = INDEX[name]
    return tr("take the {object}").format(object=object_name(obj)), holding(view, obj)


def _ambush(view, card, names):
    what = tr("keep the ambush card {card}").format(card=ambush_words(card, names))
    if card in AMBUSH_OBJECTS:
        a, b = AMBUSH_OBJECTS[card]
        why = tr("it springs when another player cashes {first} or {second}").format(
            first=object_name(a), second=object_name(b))
    else:
        seat = COLOURS.index(card)
        why = tr("it springs when {name} cashes").format(name=names[seat])
    return what, why


def _offer(view, objects, names):
    if not objects:
        return tr("show the hand"), tr("no card of yours may be offered")
    what = tr("offer {objects}").format(objects=objects_list(objects))
    given, points = sum(VALUES[INDEX[o]] for o in objects), VALUES[view.card]
    # the line is short: what the offer keeps or cannot avoid first, then the points
    if view.hand[NECKLACE] == 1 and "necklace" not in objects:
        why = tr("you keep your necklace, your only defence; you give {given} points for {points}")
    elif gives_last_defence(view.hand, objects):
        why = tr("no other card may be offered; you give {given} points for {points}")
    else:
        why = tr("you give {given} points for {name}'s {object} ({points} points)")
    return what, why.format(given=given, points=points, name=names[view.active],
                            object=object_name(view.card))


def _accept(view, giver, names):
    if giver is None:
        return (tr("refuse every offer"),
                tr("you keep the copper, worth {points} points when cashed").format(points=VALUES[COPPER]))
    worth = [sum(VALUES[i] for i in offer) if offer else 0 for offer in view.offers]
    what = tr("take {name}'s offer").format(name=names[giver])
    if worth[giver] == max(worth):
        why = tr("its cards are worth {points} points, the most of all offers").format(points=worth[giver])
    else:
        why = tr("its cards are worth {points} points").format(points=worth[giver])
    return what, why


def scores_after(view, points=0, task=None):
    """Each seat's victory points (N24) once ``view``'s seat adds ``points`` to its
    victory pile and completes ``task`` (None: none)."""
    tasks = {t: list(seats) for t, seats in view.tasks}
    if task is not None:
        tasks[task].append(view.seat)
    result = []
    for seat in range(view.players):
        total = sum(n * v for n, v in zip(view.victory[seat], VALUES))
        for t, seats in tasks.items():
            if seat in seats:
                one, two = TASK_VALUES[t]
                total += one if len(seats) == 1 else two
        result.append(total + (points if seat == view.seat else 0))
    return result


def leader_at_end(view, scores, cards=1):
    """The seat that wins if the game ends now with ``scores`` (N25): this seat when
    it wins or shares the victory; ``cards`` go to its victory pile first (they
    settle a tie)."""
    me = view.seat
    pile = [sum(v) for v in view.victory]
    pile[me] += cards
    best = max(range(view.players), key=lambda s: (scores[s], pile[s], s == me))
    return me if (scores[best], pile[best]) == (scores[me], pile[me]) else best


def game_end_words(view, scores, names, cards=1):
    """The game ending now (N23), in words: whether this seat wins (N25), by how much;
    ``cards`` go to its victory pile first (they settle a tie)."""
    me = view.seat
    best = leader_at_end(view, scores, cards)
    if best == me:
        second = max(scores[s] for s in range(view.players) if s != me)
        return tr("it ends the game, and you win: {mine} points to {other}").format(mine=scores[me], other=second)
    return tr("it ends the game: {mine} points for you, {other} for {name}").format(
        mine=scores[me], other=scores[best], name=names[best])


def ends_game_by_cash(view):
    """A successful cash moves the Sheriff one space: back to Nottingham ends the game (N20, N23)."""
    return (view.sheriff + 1) % len(TRACK) == 0


def _cash(view, arg, names):
    name, count = arg
    obj = INDEX[name]
    what = tr("cash {objects}").format(objects=counted(obj, count))
    before = ambushes_before(view)
    if ends_game_by_cash(view):
        # what decides: the game ends on this cash, won or lost
        why = game_end_words(view, scores_after(view, VALUES[obj]), names)
        if before:
            why = tr("{reason} ({percent} % ambush risk)").format(
                reason=why, percent=round(100 * ambush_risk(view, obj, count)))
        return what, why
    if before:
        # the risk it weighs: the ambush cards before the others, the chance the cash fails
        why = trn("{points} points; {n} ambush card before the others: {percent} % risk",
                  "{points} points; {n} ambush cards before the others: {percent} % risk",
                  before).format(points=VALUES[obj], n=before,
                                 percent=round(100 * ambush_risk(view, obj, count)))
        if cash_favour(view, count):
            why = tr("{reason}; then a favour").format(reason=why)
    elif cash_favour(view, count):
        left = sum(view.hand) - count
        why = trn("{points} points to your victory pile, then a favour: {n} card left in hand",
                  "{points} points to your victory pile, then a favour: {n} cards left in hand",
                  left).format(points=VALUES[obj], n=left)
    else:
        why = tr("one {object} goes to your victory pile: {points} points, and the Sheriff moves on").format(
            object=object_name(obj), points=VALUES[obj])
    return what, why


def ambushes_before(view):
    """The ambush cards lying before the other players (public, N12)."""
    return sum(n for s, n in enumerate(view.ambush_counts) if s != view.seat)


def _task(view, arg, names):
    task, _objects = arg
    done = dict(view.tasks)[task]
    one, two = TASK_VALUES[task]
    what = tr("complete the task {task}").format(task=task_name(task))
    if sum(len(seats) for _t, seats in view.tasks) + 1 == 2 * len(TASKS) or ends_game_by_cash(view):
        return what, game_end_words(view, scores_after(view, task=task), names, cards=0)
    if not done:
        why = tr("the first to complete it scores {points} points").format(points=one)
    else:
        why = tr("as the second to complete it you score {points} points").format(points=two)
    return what, why


def _pass(view, _arg, names):
    moves = view.legal_moves()
    if not any(m.kind in ("cash", "task") for m in moves):
        return tr("end the turn"), tr("nothing can be cashed now")
    cashes = [(INDEX[m.arg[0]], m.arg[1]) for m in moves if m.kind == "cash"]
    if cashes and ends_game_by_cash(view):
        # what decides: a cash now would end a game this seat loses (N23, N25)
        scores = scores_after(view, max(VALUES[obj] for obj, _count in cashes))
        best = leader_at_end(view, scores)
        if best != view.seat:
            return tr("end the turn"), tr("a cash now would end the game: {mine} points for you, "
                                          "{other} for {name}").format(
                mine=scores[view.seat], other=scores[best], name=names[best])
    risk = min((ambush_risk(view, obj, count) for obj, count in cashes), default=0.0)
    if risk > 0:
        return tr("end the turn"), trn(
            "a cash now risks {percent} % or more: {n} ambush card before the others",
            "a cash now risks {percent} % or more: {n} ambush cards before the others",
            ambushes_before(view)).format(n=ambushes_before(view), percent=round(100 * risk))
    if cashes:
        points = max(VALUES[c[0]] for c in cashes)
        return tr("end the turn"), tr("a cash now scores {points} points; the cards stay in hand "
                                      "for a later cash").format(points=points)
    return tr("end the turn"), tr("every card stays in your hand for a later cash")


def _spring(view, card, names):
    obj = view.cash[0]
    if card is None:
        victim = COLOURS[view.active]
        if not any(a == victim or obj in AMBUSH_OBJECTS.get(a, ()) for a in view.ambushes):
            return tr("let the cash be"), tr("none of your ambush cards springs on this cash")   # asked all the same (N27)
        return tr("let the cash be"), tr("your ambush cards stay in front of you for a later cash")
    return (tr("spring the ambush {card}").format(card=ambush_words(card, names)),
            tr("you take one of the cashed {object} ({points} points) and {name} gets your gold").format(
                object=object_name(obj), points=VALUES[obj], name=names[view.active]))


def _discard(view, name, _names):
    obj = INDEX[name]
    why = tr("hands above {limit} cards come down to {limit}").format(limit=TRACK[view.sheriff])
    if view.hand[NECKLACE] == 1 and obj != NECKLACE:
        why = tr("{reason}; you keep your necklace, your only defence").format(reason=why)
    return tr("discard the {object}").format(object=object_name(obj)), why


_WORDS = {"keep": _keep, "act": _act, "defend": _defend, "take": _take, "ambush": _ambush,
          "offer": _offer, "accept": _accept, "cash": _cash, "task": _task, "pass": _pass,
          "spring": _spring, "discard": _discard}


HINT_ITERATIONS = 500      # the expert's search, shortened so the hint comes within a second


def advise(view, seed=0, names=None, also=()):
    """A generator: the hint for ``view``'s seat (app.hint): the expert player's
    move (a shorter search: it may take back the kind it gave, and remembers what
    it saw go into each hand), its words, and the search's mean reward of each
    move it tried."""
    from app.hint import Hint, searched_values, watching
    from app.words import player_names
    from game.nottingham.players import make_player
    player = watching(make_player("expert", seed=0))
    player.iterations = HINT_ITERATIONS
    move = yield from player.think(view)
    what, why = hint_words(view, move, player_names(names or view.names))
    alternatives = [(m, round(v, 3)) for m, v in searched_values(player.root, view.legal_moves())]
    if not any(m == move for m, _ in alternatives):
        alternatives.insert(0, (move, None))
    reason = what[:1].upper() + what[1:] + (f": {why}" if why else "")
    reason += "" if reason.endswith((".", "!", "?")) else "."
    return Hint(move, reason, what=what, unit="reward", alternatives=alternatives)
