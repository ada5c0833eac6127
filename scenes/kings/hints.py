"""The Kings & Creatures hint (app.hint): the hard player's card, its reason
(``story.hint_reason``) and how the other cards of the row fared."""

from app.hint import Hint, searched_values, watching
from game.kings.players import make_player

from .story import hint_reason


def advise(view, seed=0, names=None, also=()):
    """A generator: the hint for the seat to act. Late in the game every card
    of the row is played out on the same guesses, so the alternatives are in
    final honour; earlier they are the search's mean rewards."""
    player = watching(make_player("hard", seed=0))
    move = yield from player.think(view)
    expected = dict(player.expected)
    if expected:
        ranked = sorted(expected.items(), key=lambda item: (-item[1], item[0]))
        alternatives = [(type(move)(card), round(value, 1)) for card, value in ranked]
        unit = "honour"
    else:
        alternatives = [(m, round(v, 3)) for m, v in searched_values(player.root, view.legal_moves())]
        unit = "reward"
    if not any(m == move for m, _ in alternatives):
        alternatives.insert(0, (move, None))
    return Hint(move, hint_reason(view, move.card, expected), unit=unit, alternatives=alternatives)
