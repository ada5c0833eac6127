"""The generic search (game.common.ismcts) on small games made for the test."""

from dataclasses import dataclass

from game.common.ismcts import ISMCTSPlayer, seeded_rng
from game.common.players import Decision


@dataclass(frozen=True)
class NimView:
    seat: int
    stones: int
    turn: object

    def legal_moves(self):
        return [] if self.turn != self.seat else [t for t in (1, 2, 3) if t <= self.stones]


class Nim:
    """Two players take 1-3 stones in turn; who takes the last stone wins."""

    players = 2

    def __init__(self, stones, turn=0):
        self.stones, self.turn, self.last = stones, turn, None

    @property
    def finished(self):
        return self.stones == 0

    @property
    def winner(self):
        return self.last if self.finished else None

    def legal_moves(self):
        return [t for t in (1, 2, 3) if t <= self.stones]

    def apply(self, move, seat=None):
        assert move in self.legal_moves()
        self.stones -= move
        self.last, self.turn = self.turn, 1 - self.turn
        return []

    def view(self, seat):
        return NimView(seat, self.stones, self.turn)


class NimPlayer(ISMCTSPlayer):
    iterations = 600

    def determinize(self, view, rng):
        return Nim(view.stones, view.turn)


def test_search_finds_the_winning_take():
    # With 4k + t stones, taking t leaves the other a lost position.
    for stones, best in ((5, 1), (6, 2), (7, 3), (9, 1), (10, 2)):
        assert NimPlayer(seed=3).choose(Nim(stones).view(0)) == best, stones


def test_an_even_root_searches_every_move_alike_and_still_values_the_winning_take_best():
    from game.common.players import finish
    player = NimPlayer(seed=3)
    player.even_root = True
    root = finish(player.search(Nim(9).view(0)))
    visits = [child.visits for child in root.children.values()]
    assert max(visits) - min(visits) <= 1 and sum(visits) == player.iterations
    values = {m: c.reward / c.visits for m, c in root.children.items()}
    assert max(values, key=values.get) == 1
    uneven = finish(NimPlayer(seed=3).search(Nim(9).view(0)))
    assert max(c.visits for c in uneven.children.values()) > 2 * min(c.visits for c in uneven.children.values())


def test_a_decision_is_a_pure_function_of_seed_and_view_and_is_sliced():
    view = Nim(11).view(0)
    first = NimPlayer(seed=8).choose(view)
    thought = NimPlayer(seed=8).think(view)
    yields = 0
    try:
        while True:
            next(thought)
            yields += 1
            assert yields < 10_000
    except StopIteration as done:
        assert done.value == first
    assert yields > 1
    decision = Decision(NimPlayer(seed=8), view)
    for _ in range(10_000):
        if decision.step(0.001):
            break
    assert decision.move == first


def test_seeded_rng_is_the_same_for_the_same_parts():
    assert seeded_rng("a", 1).random() == seeded_rng("a", 1).random()
    assert seeded_rng("a", 1).random() != seeded_rng("a", 2).random()


@dataclass(frozen=True)
class CoinView:
    seat: int
    turn: object

    def legal_moves(self):
        return ["heads", "tails"] if self.turn == self.seat else []


class Coin:
    """Seat 0 guesses a hidden coin that is always heads; seat 1 has no say."""

    players = 2

    def __init__(self, coin):
        self.coin, self.turn, self.guess = coin, 0, None

    finished = property(lambda self: self.guess is not None)
    winner = property(lambda self: (0 if self.guess == self.coin else 1) if self.finished else None)

    def legal_moves(self):
        return ["heads", "tails"]

    def apply(self, move, seat=None):
        self.guess, self.turn = move, None

    def view(self, seat):
        return CoinView(seat, self.turn)


class CoinGuesser(ISMCTSPlayer):
    iterations = 200

    def __init__(self, seed, believed):
        super().__init__(seed)
        self.believed = believed

    def determinize(self, view, rng):
        return Coin(self.believed)


def test_the_search_sees_only_its_guesses_of_the_hidden_information():
    # The true coin is heads; a player that believes tails must say tails.
    truth = Coin("heads")
    assert CoinGuesser(1, "tails").choose(truth.view(0)) == "tails"
    assert CoinGuesser(1, "heads").choose(truth.view(0)) == "heads"


class TakesOne(NimPlayer):
    """Models its opponent as always taking one stone (``tree_reply``)."""

    me = 0

    def tree_reply(self, state, rng):
        return 1 if state.turn != self.me else None


def test_a_modelled_reply_is_followed_in_the_tree_not_searched():
    # Four stones lose against a perfect opponent, whatever is taken; against one
    # who always takes one, taking one or two wins and taking three loses.
    from game.common.players import finish
    player = TakesOne(seed=3)
    player.even_root = True
    root = finish(player.search(Nim(4).view(0)))
    values = {m: c.reward / c.visits for m, c in root.children.items()}
    assert values[1] > 0.9 and values[2] > 0.9 and values[3] < 0.1

    def replies(node, depth):        # the opponent moves at odd depths
        for move, child in node.children.items():
            if depth % 2 == 1:
                assert move == 1
            replies(child, depth + 1)
    replies(root, 0)
    searcher = NimPlayer(seed=3)
    searcher.even_root = True
    searched = finish(searcher.search(Nim(4).view(0)))
    assert max(c.reward / c.visits for c in searched.children.values()) < 0.1
