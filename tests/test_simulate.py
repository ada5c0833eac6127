"""The simulate loop every game shares (game.common.simulate): seeded summaries
stay as they were, and the quick way random players are run — on Figaro's core,
from its own list of legal codes — plays exactly the games the checked way plays."""

import dataclasses
import random

import pytest

from game import load_game
from game.common.simulate import play_game, simulate
from game.figaro import GameState
from game.figaro.fast import CODE_MOVES
from game.figaro.players import make_player
from game.figaro.position import dump_position

# Summaries as the loop gave them before the quick way existed: who won, and the
# mean of each seat's score. (Times are left out: they are the machine's.)
PINNED = [
    ("figaro", 60, ["random"] * 4, 0, [12, 17, 16, 15],
     [18.366666666666667, 17.5, 17.4, 16.916666666666668]),
    ("figaro", 40, ["random"] * 3, 5, [16, 9, 15], [13.35, 18.625, 14.0]),
    ("figaro", 30, ["random"] * 6, 7, [3, 4, 2, 9, 5, 7],
     [22.733333333333334, 23.2, 18.666666666666668, 16.6, 19.566666666666666,
      16.266666666666666]),
    # the easy and medium players' since the medium player counts cards
    ("figaro", 6, ["random", "easy", "random", "medium"], 2, [0, 3, 0, 3],
     [24.0, 7.0, 29.666666666666668, 5.5]),
    # Nottingham's since every seat is asked on a cash and every target to defend (N27)
    ("nottingham", 10, ["random"] * 4, 1, [1, 6, 0, 3], [65.2, 78.7, 64.4, 67.7]),
    ("kings", 10, ["random"] * 4, 1, [3, 1, 4, 2], [39.3, 32.6, 41.9, 29.3]),
]


@pytest.mark.parametrize("name, games, seats, seed, wins, scores", PINNED)
def test_seeded_summaries_stay_as_pinned(name, games, seats, seed, wins, scores):
    info = load_game(name)
    summary = simulate(info, len(seats), games, seats, seed)
    assert summary["wins"] == wins
    assert summary[info.score_name] == scores
    assert [len(t) for t in summary["decision_ms"].values()] == [len(seats)] * 3


def _events_seen(events):
    """An event listener: the loop then plays move by move through ``apply``."""


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_players_play_the_same_games_on_the_core_as_through_apply(players):
    info = load_game("figaro")
    for seed in range(12):
        quick = [[] for _ in range(players)]
        checked = [[] for _ in range(players)]
        fast_end = play_game(info, ["random"] * players, seed, seed % players, quick)
        slow_end = play_game(info, ["random"] * players, seed, seed % players, checked,
                             on_events=_events_seen)
        assert fast_end.finished and slow_end.finished
        assert dump_position(fast_end) == dump_position(slow_end)
        assert [len(t) for t in quick] == [len(t) for t in checked]      # as many decisions


def test_random_players_make_no_view_and_no_checked_move(monkeypatch):
    def refused(*args, **kwargs):
        raise AssertionError("the quick way makes no view and checks no move")
    monkeypatch.setattr(GameState, "view", refused)
    monkeypatch.setattr(GameState, "apply", refused)
    state = play_game(load_game("figaro"), ["random"] * 4, 3, 0)
    assert state.finished and state.winner is not None


def test_a_seat_that_needs_a_view_gets_one():
    seen = []

    class Watching:
        def __init__(self, seed):
            self.inner = make_player("random", seed)

        def choose(self, view):
            seen.append(view.seat)
            return self.inner.choose(view)

    info = load_game("figaro")
    watched = dataclasses.replace(info, make_player=lambda level, seed: (
        Watching(seed) if level == "watching" else make_player(level, seed)))
    plain = play_game(info, ["random"] * 4, 9, 1)
    mixed = play_game(watched, ["random", "watching", "random", "random"], 9, 1)
    assert seen and set(seen) == {1}
    assert dump_position(mixed) == dump_position(plain)     # the same draws, seat by seat


def test_choose_code_draws_what_choose_draws():
    rng = random.Random(4)
    for k in range(200):
        game = GameState.new(rng.choice([3, 4, 5, 6]), seed=k)
        for _ in range(rng.randrange(120)):
            if game.finished:
                break
            game.apply(rng.choice(game.legal_moves()))
        if game.finished:
            continue
        view = game.view(game.turn)
        by_view, by_code = make_player("random", k), make_player("random", k)
        for _ in range(3):                                   # the generators stay in step
            assert by_view.choose(view) == CODE_MOVES[by_code.choose_code(game.legal_codes())]


def test_views_made_before_the_core_is_handed_out_keep_what_they_showed():
    game = GameState.new(4, seed=2)
    seat = game.turn
    view = game.view(seat)                                   # nothing read from it yet
    hand = game.hand(seat)
    core = game.trusted_core()
    assert core is game.core
    core.apply(core.legal_codes()[0])
    assert list(view.hand) == hand and view.turn == seat
    assert game.hand(seat) != hand and game.turn != seat    # the game itself moved on


def test_choose_code_draws_what_rng_choice_draws():
    from game.figaro.players.random_player import RandomPlayer
    brain = RandomPlayer(seed=8)
    twin = random.Random("figaro/random-player/8")        # the player's own generator
    for n in list(range(1, 70)) * 20:
        codes = list(range(100, 100 + n))
        assert brain.choose_code(codes) == twin.choice(codes)
