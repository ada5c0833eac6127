"""Undo: take a person's moves back, in a game against computers, in any game.

Undo goes back to the position where the person last had a real choice (a
move that was the only legal one, like a forced take, is no decision), dropping that move and every computer move after
it. When several people share the screen, undo never reaches back across
another person's move: that would show the next person a position whose hand
they were not meant to see, and take back a choice that was not theirs.

The record is the whole truth of a game, so undo is a shorter record: replay
it and the position is exactly the one the person faced.
"""

from .i18n import N_

NOTHING_TO_UNDO = N_("There is no move of yours to take back.")
NOT_ACROSS_ANOTHER = N_("A move by {player} came after yours: it cannot be taken back.")


def actors(record):
    """The seat that made each move of the record, and whether it had a choice."""
    state = record.start.copy()
    result = []
    for move, seat in record.moves:
        actor = state.turn
        legal = state.legal_moves()
        choice = len(legal) > 1 and move in legal          # a chance move is nobody's choice
        result.append((actor, choice))
        state.apply(move, seat)
    return result


def undo_point(record, people, seat=None):
    """The number of moves to keep so that ``seat`` (by default the person who
    moved last) faces their previous decision again; None when there is
    nothing they may undo."""
    people = set(people)
    history = actors(record)
    if seat is None:
        seat = next((actor for actor, _choice in reversed(history) if actor in people), None)
        if seat is None:
            return None
    for index in range(len(history) - 1, -1, -1):
        actor, choice = history[index]
        if actor == seat and choice:
            return index
        if actor in people and actor != seat:
            return None              # another person's move and hand lie in between
    return None


def why_not(record, people, seat=None):
    """Why ``undo`` gives None: (template, the other person's seat or None)."""
    people = set(people)
    history = actors(record)
    if seat is None:
        seat = next((actor for actor, _choice in reversed(history) if actor in people), None)
    for actor, choice in reversed(history):
        if actor == seat and choice:
            return None, None
        if actor in people and actor != seat:
            return NOT_ACROSS_ANOTHER, actor
    return NOTHING_TO_UNDO, None


def undo(record, people, seat=None):
    """The record taken back to ``seat``'s previous decision, or None."""
    point = undo_point(record, people, seat)
    if point is None:
        return None
    shorter = type(record)(record.start.copy(), list(record.moves[:point]))
    after_undo = getattr(shorter, "after_undo", None)     # a game may reshuffle what nobody has seen
    return shorter if after_undo is None else after_undo()
