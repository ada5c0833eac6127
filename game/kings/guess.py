"""A whole state consistent with one seat's view (K21): the computer players'
guess of the face-down cards. Above both the state and the view, which know
nothing of it."""

from .state import GameState


def determinize(view, rng):
    """A full state consistent with ``view``: the face-down cards drawn at random."""
    cards, legends = view.unseen()
    hidden = cards + rng.sample(legends, view.hidden_legends())
    rng.shuffle(hidden)
    stack, hidden = hidden[:view.stack_size], hidden[view.stack_size:]
    stacks = []
    for size in view.stack_sizes:
        stacks.append(hidden[:size])
        hidden = hidden[size:]
    return GameState(view.players, view.names, view.round, view.cards, view.taken, view.row,
                     stack, stacks, hidden, view.discarded, view.honour)
