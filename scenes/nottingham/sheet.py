"""Nottingham's score sheet (app/sheet.py), drawn by the shared scene
(scenes/score_sheet.py): each player's victory pile object by object, each
task and whether they completed it alone, first or second (N24), and how a tie
was settled by the victory pile or shared (N25)."""

from app.sheet import Line, PlayerScore, Sheet
from game.nottingham.data import OBJECTS, TASK_VALUES, TASKS, VALUES

from .words import cards, counted, object_name, task_name, tr, trn


def _points(n):
    return trn("{n} point", "{n} points", n).format(n=n)


def _capital(words):
    return words[:1].upper() + words[1:]


def _task_line(task, seat, done, names):
    one, two = TASK_VALUES[task]
    if len(done) == 1:
        reason = tr("completed alone: the one-pawn value")
        value = one
    elif done[0] == seat:
        reason = tr("completed first, then {other}: the two-pawn value").format(other=names[done[1]])
        value = two
    else:
        reason = tr("completed second, after {other}: the two-pawn value").format(other=names[done[0]])
        value = two
    return Line(task_name(task), str(value), reason)


def player_lines(state, seat, names):
    """The lines of one seat's score: every object in its victory pile, then every task it completed."""
    lines = []
    for obj, n in enumerate(state.victory[seat]):
        if n:
            lines.append(Line(_capital(object_name(obj)), str(n * VALUES[obj]),
                              tr("{cards} × {value}").format(cards=counted(OBJECTS[obj], n), value=VALUES[obj])))
    if not lines:
        lines.append(Line(tr("Victory pile"), "0", tr("no cards")))
    for task in TASKS:
        done = state.tasks[task]
        if seat in done:
            lines.append(_task_line(task, seat, done, names))
    return lines


def _tie(state, order, winners, names):
    scores = state.scores()
    best = scores[order[0]]
    tied = [s for s in order if scores[s] == best]
    if len(tied) < 2:
        return ""
    together = ", ".join(names[s] for s in tied)
    if len(winners) > 1:
        return tr("{names} tie at {points} and {cards} in the victory pile: they share the victory.").format(
            names=together, points=_points(best), cards=cards(sum(state.victory[winners[0]])))
    winner = winners[0]
    return tr("{names} tie at {points}: {winner} wins with more cards in the victory pile ({cards}).").format(
        names=together, points=_points(best), winner=names[winner], cards=cards(sum(state.victory[winner])))


def _why(state, seat):
    """How a tie on points set ``seat``'s place (N25), or "" when no one has its points."""
    scores, piles = state.scores(), [sum(v) for v in state.victory]
    tied = [s for s in range(state.players) if s != seat and scores[s] == scores[seat]]
    if not tied:
        return ""
    if any(piles[s] == piles[seat] for s in tied):
        return trn("Tied on points and on the victory pile ({cards}) with {n} other player: the place is shared.",
                   "Tied on points and on the victory pile ({cards}) with {n} other players: the place is shared.",
                   len(tied)).format(cards=cards(piles[seat]), n=len(tied))
    return trn("Tied on points with {n} other player: the larger victory pile ranks first; this one holds {cards}.",
               "Tied on points with {n} other players: the larger victory pile ranks first; this one holds {cards}.",
               len(tied)).format(cards=cards(piles[seat]), n=len(tied))


def score_sheet(state, names):
    """The sheet of a finished game, ``names`` as the player reads them."""
    scores = state.scores()
    key = [(-scores[s], -sum(state.victory[s])) for s in range(state.players)]
    order = sorted(range(state.players), key=lambda s: (key[s], s))
    winners = tuple(s for s in order if key[s] == key[order[0]])
    players = tuple(PlayerScore(seat, names[seat], _points(scores[seat]), tuple(player_lines(state, seat, names)),
                                1 + sum(1 for other in order if key[other] < key[seat]), _why(state, seat))
                    for seat in order)
    if len(winners) > 1:
        heading = tr("Shared victory: {names}").format(names=", ".join(names[s] for s in winners))
    else:
        heading = tr("Winner: {name}").format(name=names[winners[0]])
    rule = (tr("The Sheriff is back in Nottingham.") if state.sheriff == 0
            else tr("Every task card has been taken."))
    wins = tr("The most points win; a tie goes to the larger victory pile.")
    return Sheet(heading, f"{rule} {wins}", players, winners, _tie(state, order, winners, names))
