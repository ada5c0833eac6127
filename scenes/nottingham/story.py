"""What happened, in plain words: the engine's events as lines of the table's log.

The log is public: everyone at the table reads it, so it says only what the
rules let everybody know (N26) — the card taken in a steal, the card drawn in a
smuggle and the favours stay secret.
"""

from functools import reduce

from app.words import player_names
from game.nottingham.data import ACTIONS, INDEX, NECKLACE, OBJECTS, TRACK, VALUES

from .words import ambush_words, cards, counted, object_name, objects_list, task_name, tr


def describe(events, names, you=None):
    """The log of a whole game (``app.session``'s ``describe``): its events in
    words, with default names ("Player 1") in the player's language. Every seat
    is spoken of in the third person, so ``you`` changes nothing."""
    return event_lines(events, player_names(names), None)


def opening_lines(start, names):
    """The first lines of a game's log: who begins, and the card they drew
    before any move (the start position's, which no event tells)."""
    lines = [tr("A new game: {name} begins.").format(name=names[start.active])]
    if start.card is not None:
        lines.append(tr("{name} draws {object}.").format(name=names[start.active], object=object_name(start.card)))
    elif start.phase == "cash":           # N15: a necklace drawn is kept at once, so no card is shown
        necklace = OBJECTS[NECKLACE]
        lines += event_lines([("draw", start.active, necklace), ("keep", start.active, necklace)], names, None)
    return lines


def act_line(name, obj, target_name):
    action = ACTIONS[INDEX[obj]]
    if action == "buy":
        return tr("{name} buys with the copper: the others offer a card face down.").format(name=name)
    if action == "trade":
        return tr("{name} trades with the chest: the others offer 1 or 2 cards face up.").format(name=name)
    if action == "ambush":
        return tr("{name} lays an ambush with the gold.").format(name=name)
    if action == "smuggle":
        return tr("{name} smuggles with the silver from {target}.").format(name=name, target=target_name)
    if action == "steal":
        return tr("{name} steals with the pearls from {target}.").format(name=name, target=target_name)
    return tr("{name} robs {target} with the jewels.").format(name=name, target=target_name)


def event_lines(events, names, card):
    """The log lines of one move's events; ``card`` is the object the turn acted on
    before the move (the events of an accepted offer do not name it)."""
    return lines_and_card(events, names, card)[0]


def lines_and_card(events, names, card):
    """(the log lines of ``events``, the object the turn acts on after them): what the
    lines of the events that follow start from (a log kept up to date line by line)."""
    lines = []
    for event in events:
        kind = event[0]
        if kind == "draw":
            lines.append(tr("{name} draws {object}.").format(name=names[event[1]], object=object_name(event[2])))
            card = INDEX[event[2]]
        elif kind == "keep":
            lines.append(tr("{name} keeps {object}.").format(name=names[event[1]], object=object_name(event[2])))
        elif kind == "act":
            card = INDEX[event[2]]
            target = names[event[3]] if event[3] is not None else ""
            lines.append(act_line(names[event[1]], event[2], target))
        elif kind == "defend":
            lines.append(tr("{name} defends with a necklace: {attacker} gets the necklace.").format(
                name=names[event[1]], attacker=names[event[2]]))
        elif kind == "smuggle":
            lines.append(tr("{name} draws a secret card from {target}'s hand and gives the silver.").format(
                name=names[event[1]], target=names[event[2]]))
        elif kind == "take":
            if card is not None and ACTIONS[card] == "rob":
                lines.append(tr("{name} takes {object} from {target}'s hand and gives the jewels.").format(
                    name=names[event[1]], object=object_name(event[3]), target=names[event[2]]))
            else:
                lines.append(tr("{name} takes a card from {target}'s hand and gives the pearls.").format(
                    name=names[event[1]], target=names[event[2]]))
        elif kind == "show":
            lines.append(tr("{name} shows the hand: {cards}.").format(
                name=names[event[1]], cards=objects_list(event[2])))
        elif kind == "ambush":
            lines.append(tr("{name} keeps an ambush card face down, the gold under it.").format(name=names[event[1]]))
        elif kind == "offer":
            if len(event) == 2:
                lines.append(tr("{name} makes an offer face down.").format(name=names[event[1]]))
            else:
                lines.append(tr("{name} offers {objects}.").format(
                    name=names[event[1]], objects=objects_list(event[2])))
        elif kind == "offers":
            if card is not None and ACTIONS[card] == "buy":
                shown = [tr("{name}: {objects}").format(name=names[s], objects=objects_list(o))
                         for s, o in enumerate(event[1]) if o]
                if shown:
                    offers = reduce(lambda first, then: tr("{first}; {then}").format(first=first, then=then), shown)
                    lines.append(tr("The offers are turned up: {offers}.").format(offers=offers))   # French: " ; "
        elif kind == "accept":
            seat, giver, objects = event[1], event[2], event[3]
            what = object_name(card) if card is not None else ""
            if giver is None:
                lines.append(tr("{name} keeps {object}: no offer taken.").format(name=names[seat], object=what))
            else:
                lines.append(tr("{name} takes {giver}'s offer ({objects}); {giver} gets {object}.").format(
                    name=names[seat], giver=names[giver], objects=objects_list(objects), object=what))
        elif kind == "cash":
            lines.append(tr("{name} cashes {objects}.").format(
                name=names[event[1]], objects=counted(event[2], event[3])))
        elif kind == "spring":
            lines.append(tr("{name} springs an ambush ({card}): takes a cashed card and gives {victim} a gold.").format(
                name=names[event[1]], card=ambush_words(event[2], names), victim=names[event[3]]))
        elif kind == "scored":
            obj = INDEX[event[2]]
            lines.append(tr("{name} puts {object} in the victory pile: {points} points.").format(
                name=names[event[1]], object=object_name(obj), points=VALUES[obj]))
        elif kind == "failed":
            lines.append(tr("The cash fails: fewer than {cards} are left, they go back to {name}'s hand.").format(
                name=names[event[1]], cards=counted(event[2], 3)))
        elif kind == "task":
            lines.append(tr("{name} completes the task: {task}.").format(
                name=names[event[1]], task=task_name(event[2])))
        elif kind == "sheriff":
            if event[1] == 0:
                lines.append(tr("The Sheriff is back in Nottingham."))
            else:
                lines.append(tr("The Sheriff moves on: a favour for each hand of {limit} cards or fewer.").format(
                    limit=TRACK[event[1]]))
        elif kind == "favour":
            lines.append(tr("{name} receives a favour: a secret card.").format(name=names[event[1]]))
        elif kind == "shuffle":
            lines.append(tr("The discards are shuffled into a new deck: {cards}.").format(cards=cards(event[1])))
        elif kind == "discard":
            lines.append(tr("{name} discards {object}.").format(name=names[event[1]], object=object_name(event[2])))
        elif kind == "exception":
            lines.append(tr("Deck and discards are empty: hands above {limit} cards are cut down to {limit}.").format(
                limit=event[1]))
        elif kind == "no_draw":
            lines.append(tr("Still no card to draw: {name} goes on without one.").format(name=names[event[1]]))
        elif kind == "game_end":
            lines.append(tr("The game is over."))
    return lines, card
