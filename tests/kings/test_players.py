"""The computer players: legal, seeded, sliced, and blind to the face-down cards (K21)."""

import random

import pytest

from game.common.players import Decision
from game.kings import GameState, Take
from game.kings.players import LEVELS, make_player


def play(levels, seed):
    game = GameState.new(len(levels), seed=seed, first_player=seed % len(levels))
    brains = [make_player(level, f"{seed}/{i}") for i, level in enumerate(levels)]
    moves = []
    while not game.finished:
        move = brains[game.turn].choose(game.view(game.turn))
        assert move in game.legal_moves()
        moves.append(move)
        game.apply(move)
    return game, moves


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_every_level_plays_whole_games_legally(level):
    for players in range(2, 7):
        play([level] * players, players)


def test_hard_plays_legally_and_replays_exactly():
    first = play(["hard", "easy", "random"], 1)[1]
    assert play(["hard", "easy", "random"], 1)[1] == first


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_player("genius")


def test_expert_is_the_hard_search_with_more_of_it():
    from game.kings.players.search import HardPlayer
    expert = make_player("expert", 0)
    assert isinstance(expert, HardPlayer) and expert.iterations > HardPlayer.iterations


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_the_face_down_cards_do_not_change_the_choice(level):
    game = GameState.new(4, seed=8)
    rng = random.Random(8)
    for _ in range(9):
        game.apply(rng.choice(game.legal_moves()))
    other = game.copy()
    hidden = other.stack + [c for s in other.stacks for c in s] + other.aside
    rng.shuffle(hidden)
    other.stack, hidden = hidden[:len(other.stack)], hidden[len(other.stack):]
    other.stacks = [hidden[i * 14:(i + 1) * 14] for i in range(len(other.stacks))]
    other.aside = hidden[len(other.stacks) * 14:]
    assert other.view(other.turn) == game.view(game.turn)
    assert (make_player(level, 3).choose(game.view(game.turn))
            == make_player(level, 3).choose(other.view(other.turn)))


def test_hard_thinks_in_slices():
    game = GameState.new(4, seed=2)
    decision = Decision(make_player("hard", 1), game.view(game.turn))
    steps = 0
    while not decision.step(0.001):
        steps += 1
    assert steps > 1 and decision.move in game.legal_moves()


def late_position(seed, round_=4, players=4):
    """A position of round ``round_`` reached by medium players."""
    game = GameState.new(players, seed=seed)
    brains = [make_player("medium", s) for s in range(players)]
    while game.round < round_:
        game.apply(brains[game.turn].choose(game.view(game.turn)))
    return game


@pytest.mark.parametrize("seed,round_", [(101, 4), (102, 5), (103, 5)])
def test_hard_late_in_the_game_gives_the_same_card_for_the_same_position_whatever_its_seed(seed, round_):
    game = late_position(seed, round_)
    view = game.view(game.turn)
    players = [make_player("hard", s) for s in range(5)]
    cards = {p.choose(view).card for p in players}
    assert len(cards) == 1
    expected = players[0].expected
    assert set(expected) == set(view.row)


def test_hard_late_in_the_game_takes_a_sure_gain_over_a_smaller_one():
    # round 5, the seat's last pick: a king worth its crowns for certain against a small treasure
    from game.kings.cards import CROWNS, KING_RULES, POINTS, TYPE, marked_in_use
    from .positions import make
    king = next(n for n in marked_in_use(4) if TYPE[n] == "king" and KING_RULES[n] == "red"
                and sum(CROWNS[n]) >= 6)
    treasure = min((n for n in marked_in_use(4) if TYPE[n] == "treasure"), key=lambda n: POINTS[n])
    heroes = [n for n in marked_in_use(4) if TYPE[n] == "hero"][:4]
    holdings = [[1, *sorted(heroes)], [2], [3], [4]]
    used = set(holdings[0]) | {king, treasure}
    others = [n for n in marked_in_use(4) if n not in used and TYPE[n] not in ("hero", "king", "legend")]
    holdings[1] += others[:4]
    holdings[2] += others[4:8]
    holdings[3] += others[8:12]
    row = [king, treasure, others[12]]               # 14 cards a stack: 11 taken, 3 left
    game = make(4, holdings, row=row, round_=5, taken=[2, 3, 3, 3])
    assert game.turn == 0 and game.stack == []
    view = game.view(0)
    player = make_player("hard", 0)
    assert player.choose(view).card == king
    # the last round's stack is spent: the rest of the game is searched exactly
    assert set(player.expected) == set(row) and all(v == int(v) for v in player.expected.values())
    for card in row:                                   # this seat's last card: its final honour is known
        after = game.copy()
        after.apply(Take(card))
        while not after.finished:
            after.apply(after.legal_moves()[0])
        assert player.expected[card] == after.scores()[0]


def test_k13_medium_takes_the_heroes_that_win_the_double_honour():
    # round 3: three heroes beat both neighbours' one hero each together (double
    # honour for this round and likely the next), against a treasure of 4
    from .positions import make
    game = make(4, [[1], [2, 36], [3], [4, 47]], row=[15, 30, 59, 67, 82, 86, 110], round_=3)
    assert game.turn == 0
    assert make_player("medium", 0).choose(game.view(0)).card == 15


def test_k13_the_heroes_race_counts_the_round_honour_won_and_denied():
    from game.kings.players.heuristic import hero_race
    from .positions import make
    view = make(4, [[1], [2, 36], [3], [4, 47]], row=[15, 30, 59, 67, 82, 86, 110], round_=5).view(0)
    # the last round: seat 0 goes from nothing to double honour (3 > 1 + 1), and each
    # neighbour, one hero against nothing on both sides, falls from double to single
    # honour: an opponent's loss counts a third with 4 players
    assert hero_race(view, 0, 3) == pytest.approx(5 * 2 + 2 * 5 / 3)
    # one hero is more than neither neighbour, but ends their double honour
    assert hero_race(view, 0, 1) == pytest.approx(2 * 5 / 3)
