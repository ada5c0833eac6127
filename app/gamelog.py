"""The game log of every game: the events of each move, worded when asked.

The log keeps the events of a game's ``apply`` and words them with the game's
own ``describe(events, names, you)`` when asked, so a change of language
rewrites the whole log at once. ``you`` is the seat of the player at the
screen, or None when several people share the screen or nobody plays. Each
game's words live with its scenes (``scenes.<game>.story``).
"""


class EventLog:
    """A game's log: its events, worded by the game's ``describe(events, names,
    you)`` when asked (so a change of language rewrites the whole log)."""

    def __init__(self, describe, names, you=None):
        self.describe = describe
        self.names = list(names)
        self.you = you
        self.events = []

    def add(self, events):
        self.events.extend(events)

    def clear(self):
        self.events = []

    def lines(self):
        return self.describe(self.events, self.names, self.you)
