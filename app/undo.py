"""Undo: take a person's moves back, in a game against computers, in any game.

Undo goes back to the position where the person last had a real choice (a
move that was the only legal one, like a forced take, is no decision), dropping
that move and every computer move after it. When several people share the
screen, undo never reaches back across another person's move: that would show
the next person a position whose hand they were not meant to see, and take back
a choice that was not theirs.

Undo never crosses a moment at which the person asking learned something that
was hidden from them (each game's ``reveals``, game/common/reveals.py: R24,
N28, K22): a card drawn, a hand shown, a card taken at random, a secret answer,
a new round's deal. Up to that moment it goes back as far as the person likes;
what they saw stays seen, so it cannot be taken back.

The record is the whole truth of a game, so undo is a shorter record: replay
it and the position is exactly the one the person faced.
"""

from game import game_of_format
from game.common import reveals as kinds
from game.common.reveals import no_reveals

from .i18n import N_

NOTHING_TO_UNDO = N_("There is no move of yours to take back.")
GAME_OVER = N_("The game is over")          # a finished game is never taken back
NOT_ACROSS_ANOTHER = N_("A move by {player} came after yours: it cannot be taken back.")
# what the person saw since their last choice, by the kind of reveal
SEEN = {
    kinds.DRAW: N_("You saw the card drawn: it cannot be taken back."),
    kinds.HAND: N_("You saw {player}'s hand: it cannot be taken back."),
    kinds.RANDOM: N_("You saw the card taken at random: it cannot be taken back."),
    kinds.ANSWER: N_("You saw {player}'s answer: it cannot be taken back."),
    kinds.OFFERS: N_("You saw the offers turned up: they cannot be taken back."),
    kinds.PEEK: N_("You saw the ambush cards: it cannot be taken back."),
    kinds.DEAL: N_("The next round was dealt: it cannot be taken back."),
}


def _reveals_of(record):
    info = game_of_format(getattr(record, "FORMAT", None))
    return no_reveals if info is None else info.reveals


def actors(record):
    """Each move of the record: the seat that made it, whether it had a choice,
    and what it showed each seat that was hidden from it (``{seat: (kind, other)}``)."""
    reveals = _reveals_of(record)
    state = record.start.copy()
    result = []
    for move, seat in record.moves:
        actor = state.turn
        legal = state.legal_moves()
        choice = len(legal) > 1 and move in legal          # a chance move is nobody's choice
        events = state.apply(move, seat)
        result.append((actor, choice, reveals(move, actor, events, state)))
    return result


def _last_mover(history, people):
    return next((actor for actor, _choice, _seen in reversed(history) if actor in people), None)


def _walk(record, people, seat):
    """(moves to keep or None, the refusal's template, the seat it names or None)."""
    people = set(people)
    history = actors(record)
    if seat is None:
        seat = _last_mover(history, people)
    if seat is None:
        return None, NOTHING_TO_UNDO, None
    for index in range(len(history) - 1, -1, -1):
        actor, choice, seen = history[index]
        if seat in seen:                   # undo would teach what this move showed
            if not any(a == seat and c for a, c, _s in history[:index + 1]):
                break                      # nothing of theirs lies before it anyway
            kind, other = seen[seat]
            return None, SEEN[kind], other
        if actor == seat and choice:
            return index, None, None
        if actor in people and actor != seat:
            return None, NOT_ACROSS_ANOTHER, actor   # another person's move and hand lie in between
    return None, NOTHING_TO_UNDO, None


def undo_point(record, people, seat=None):
    """The number of moves to keep so that ``seat`` (by default the person who
    moved last) faces their previous decision again; None when there is
    nothing they may undo."""
    return _walk(record, people, seat)[0]


def why_not(record, people, seat=None):
    """Why ``undo`` gives None: (template, the seat it names or None); (None, None)
    when undo is possible."""
    point, template, other = _walk(record, people, seat)
    return (None, None) if point is not None else (template, other)


def undo(record, people, seat=None):
    """The record taken back to ``seat``'s previous decision, or None."""
    point = undo_point(record, people, seat)
    if point is None:
        return None
    return type(record)(record.start.copy(), list(record.moves[:point]))
