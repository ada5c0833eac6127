"""A hint in words: what the suggested move is, and why, from what the person
deciding may know (their ``View``: their own hand and everything face up).

The reason states a fact of the position the person can check on the table —
the points a cash or a task scores, how many of an object the hand then holds,
who holds the most cards, what an offer's cards are worth — never a guess at a
hidden hand.
"""

from game.nottingham.data import (
    ACTIONS, AMBUSH_OBJECTS, COLOURS, COPPER, INDEX, TASK_VALUES, TRACK, VALUES,
)

from game.nottingham.players.heuristic import ambush_risk

from .words import ambush_name, counted, object_name, objects_list, task_name, tr


def hint_words(view, move, names):
    """(what the move is, why) in the player's language; ``why`` may be ""."""
    return _WORDS[move.kind](view, move.arg, names)


def holding(view, obj, extra=1):
    """"you then hold 3 gold: enough to cash (9 points)" after ``extra`` more of ``obj``."""
    count = view.hand[obj] + extra
    if count >= 3:
        return tr("you then hold {objects}: enough to cash for {points} points").format(
            objects=counted(obj, count), points=VALUES[obj])
    return tr("you then hold {objects}; 3 equal ones cash for {points} points").format(
        objects=counted(obj, count), points=VALUES[obj])


def _keep(view, _arg, _names):
    return tr("keep the {object}").format(object=object_name(view.card)), holding(view, view.card)


def _act(view, target, names):
    action = ACTIONS[view.card]
    if target is None:
        what = {"buy": tr("buy with the copper"), "trade": tr("trade with the chest"),
                "ambush": tr("lay an ambush with the gold")}[action]
        why = {"buy": tr("every other player must offer you a card for the copper"),
               "trade": tr("every other player must offer 1 or 2 cards, and you take one offer"),
               "ambush": tr("the ambush card can later take a card when another player cashes")}[action]
        return what, why
    what = {"smuggle": tr("smuggle from {name}"), "steal": tr("steal from {name}"),
            "rob": tr("rob {name}")}[action].format(name=names[target])
    size = view.hand_sizes[target]
    others = [view.hand_sizes[s] for s in range(view.players) if s != view.seat]
    if size == max(others):
        why = tr("{name} holds the most cards: {n}").format(name=names[target], n=size)
    else:
        why = tr("cards in {name}'s hand: {n}").format(name=names[target], n=size)
    return what, why


def _defend(view, defend, names):
    if defend:
        return (tr("defend with a necklace"),
                tr("{name}'s {object} comes into your hand and nothing of yours is taken").format(
                    name=names[view.active], object=object_name(view.card)))
    necklace = INDEX["necklace"]
    return (tr("do not defend"),
            tr("you keep your necklace, worth {points} points when cashed").format(points=VALUES[necklace]))


def _take(view, name, _names):
    obj = INDEX[name]
    return tr("take the {object}").format(object=object_name(obj)), holding(view, obj)


def _ambush(view, card, names):
    what = tr("keep the ambush card {card}").format(card=ambush_name(card))
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
    why = tr("if your offer is taken, {name}'s {object} ({points} points) comes to you").format(
        name=names[view.active], object=object_name(view.card), points=VALUES[view.card])
    return what, why


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


def _cash(view, arg, _names):
    name, count = arg
    obj = INDEX[name]
    what = tr("cash {objects}").format(objects=counted(obj, count))
    risk = ambush_risk(view, obj, count)
    before = sum(n for s, n in enumerate(view.ambush_counts) if s != view.seat)
    if before:
        # the risk it weighs: the ambush cards before the others, the chance the cash fails
        return what, tr("{points} points; ambush cards before the others: {cards}, "
                        "the chance the cash fails: {percent} %").format(
            points=VALUES[obj], cards=before, percent=round(100 * risk))
    return what, tr("one {object} goes to your victory pile: {points} points, and the Sheriff moves on").format(
        object=object_name(obj), points=VALUES[obj])


def _task(view, arg, _names):
    task, _objects = arg
    done = dict(view.tasks)[task]
    one, two = TASK_VALUES[task]
    what = tr("complete the task {task}").format(task=task_name(task))
    if not done:
        why = tr("the first to complete it scores {points} points").format(points=one)
    else:
        why = tr("as the second to complete it you score {points} points").format(points=two)
    return what, why


def _pass(view, _arg, _names):
    cashes = [m for m in view.legal_moves() if m.kind in ("cash", "task")]
    if not cashes:
        return tr("end the turn"), tr("nothing can be cashed now")
    return tr("end the turn"), tr("every card stays in your hand for a later cash")


def _spring(view, card, names):
    obj = view.cash[0]
    if card is None:
        return tr("let the cash be"), tr("your ambush cards stay in front of you for a later cash")
    return (tr("spring the ambush {card}").format(card=ambush_name(card)),
            tr("you take one of the cashed {object} ({points} points) and {name} gets your gold").format(
                object=object_name(obj), points=VALUES[obj], name=names[view.active]))


def _discard(view, name, _names):
    obj = INDEX[name]
    return (tr("discard the {object}").format(object=object_name(obj)),
            tr("hands above {limit} cards come down to {limit}").format(limit=TRACK[view.sheriff]))


_WORDS = {"keep": _keep, "act": _act, "defend": _defend, "take": _take, "ambush": _ambush,
          "offer": _offer, "accept": _accept, "cash": _cash, "task": _task, "pass": _pass,
          "spring": _spring, "discard": _discard}
