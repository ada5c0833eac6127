"""What every computer player shares, in every game: thinking in slices.

A player's ``think(view)`` is a generator that yields now and then while it
works and returns its move; ``choose(view)`` runs it to the end. ``Decision``
advances a ``think`` a few milliseconds at a time, so the table scene can let
a computer think between frames without freezing, and drop the thought
(``cancel``) when the game moves on. The work done is counted in iterations,
never in seconds, so how it is sliced never changes the move.
"""

import random
import time


class ComputerPlayer:
    level = "?"

    def __init__(self, seed=0):
        self.seed = seed

    def think(self, view):                      # pragma: no cover - overridden
        raise NotImplementedError
        yield

    def choose(self, view):
        return finish(self.think(view))


class RandomCodePlayer(ComputerPlayer):
    """The baseline of a game with a compact core: a uniformly random legal move,
    drawn from ``random.Random(f"{game}/random-player/{seed}")``. ``choose_code``
    picks among the core's codes the one ``rng.choice`` draws, so the same move
    as ``rng.choice(legal_moves())``."""

    level = "random"
    game = None                           # the game's short name, for the generator's seed

    def __init__(self, seed=0):
        super().__init__(seed)
        self.rng = random.Random(f"{self.game}/random-player/{seed}")
        self._bits = self.rng.getrandbits

    def choose_code(self, codes):
        """The draw is spelled out as the random module makes it
        (``Random._randbelow``: k bits at a time until below n), one call the fewer."""
        n = len(codes)
        k = n.bit_length()
        bits = self._bits
        index = bits(k)
        while index >= n:
            index = bits(k)
        return codes[index]


def finish(thought):
    """Runs a thought (a generator) to its end at once; what it returns."""
    try:
        while True:
            next(thought)
    except StopIteration as done:
        return done.value


class Decision:
    """A decision in progress: ``step(seconds)`` until ``done``, then ``move``."""

    def __init__(self, player, view):
        self._thought = player.think(view)
        self.move = None
        self.done = False
        self.cancelled = False

    def step(self, seconds=0.004):
        """Think for about ``seconds``; True once the move is ready."""
        if self.done or self.cancelled:
            return self.done
        deadline = time.perf_counter() + seconds
        try:
            while time.perf_counter() < deadline:
                next(self._thought)
        except StopIteration as finished:
            self.move = finished.value
            self.done = True
        return self.done

    def cancel(self):
        self.cancelled = True
        self._thought.close()


# The levels a table may seat in every game; ``random`` is for measurement.
TABLE_LEVELS = ("easy", "medium", "hard", "expert")


def player_maker(levels):
    """A game's ``make_player(level, seed=0)`` over its table of ``levels``
    (name -> player class); ValueError names the levels for an unknown one."""
    def make_player(level, seed=0):
        try:
            cls = levels[level]
        except (KeyError, TypeError):
            raise ValueError(f"unknown level {level!r} (choose from {', '.join(levels)})") from None
        return cls(seed)
    return make_player
