"""The searches' helper process (game/common/helper.py): a decision grown on two
cores is the decision grown on one, it is sent only what the seat sees, and a
missing, broken or cancelled helper changes nothing."""

import random
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

import pytest

from game.common import helper
from game.common.ismcts import Node, merge_roots
from game.figaro import GameState
from game.figaro.players import Decision, make_player
from game.figaro.players import search as figaro_search
from game.figaro.view import FIELDS


def positions(count, players=4):
    rng = random.Random("helper positions")
    found = []
    while len(found) < count:
        game = GameState.new(players, seed=rng.getrandbits(32))
        for _ in range(rng.randrange(0, 120)):
            if game.finished:
                break
            game.apply(rng.choice(game.legal_moves()))
        if not game.finished and len(game.legal_moves()) > 2:
            found.append(game)
    return found


def expert(seed, trees=2):
    player = make_player("expert", seed)
    player.iterations, player.trees = 60, trees
    return player


@pytest.fixture
def no_helper(monkeypatch):
    monkeypatch.setattr(helper, "allowed", False)


@pytest.fixture(scope="module")
def running_helper():
    yield
    helper.shut_down()


def test_two_trees_choose_as_their_summed_roots():
    one, two = Node(), Node()
    for node, counts in ((one, {3: (5, 2.0), 8: (1, 0.5)}), (two, {3: (1, 1.0), 9: (6, 3.0)})):
        for move, (visits, reward) in counts.items():
            child = node.children[move] = Node()
            child.visits, child.reward = visits, reward
            node.visits += visits
    merged = merge_roots(one, two)
    assert merged.visits == 13
    assert {m: (c.visits, c.reward) for m, c in merged.children.items()} == {
        3: (6, 3.0), 8: (1, 0.5), 9: (6, 3.0)}


def test_the_trees_grown_in_the_helper_are_the_trees_grown_here(running_helper, monkeypatch):
    games = positions(4)
    here, there = [], []
    for allowed, moves in ((False, here), (True, there)):
        monkeypatch.setattr(helper, "allowed", allowed)
        for i, game in enumerate(games):
            moves.append(expert(i).choose(game.view(game.turn)))
    assert here == there
    assert helper._pool is not None and not helper._broken      # the helper did the work


def test_a_second_tree_changes_the_search(no_helper):
    games = positions(6)
    one = [expert(i, trees=1).choose(g.view(g.turn)) for i, g in enumerate(games)]
    two = [expert(i, trees=2).choose(g.view(g.turn)) for i, g in enumerate(games)]
    assert one != two


def test_the_helper_is_sent_only_what_the_seat_sees(monkeypatch):
    sent = []

    def submit(function, *args):
        sent.append(args)
        return None
    monkeypatch.setattr(helper, "submit", submit)
    game = positions(1)[0]
    view = game.view(game.turn)
    expert(0).choose(view)
    (player, fields, root_codes, tree), = sent
    assert tree == 1 and fields["hand"] == list(view.hand)
    assert set(fields) == set(FIELDS)         # a view's fields: no hands but its own, no seed
    assert set(vars(player)) <= {"seed", "iterations", "trees"}
    # the view the helper rebuilds shows the same fields and moves
    rebuilt = figaro_search.view_from_fields(fields)
    assert rebuilt == view and rebuilt.legal_moves() == view.legal_moves()


@pytest.mark.parametrize("failure", [BrokenProcessPool("gone"), EOFError(), ValueError("its own")])
def test_a_helper_that_fails_changes_no_decision(monkeypatch, failure):
    game = positions(1)[0]
    view = game.view(game.turn)
    monkeypatch.setattr(helper, "allowed", False)
    alone = expert(3).choose(view)

    def submit(function, *args):
        future = Future()
        future.set_exception(failure)
        return future
    monkeypatch.setattr(helper, "allowed", True)
    monkeypatch.setattr(helper, "_broken", False)
    monkeypatch.setattr(helper, "submit", submit)
    assert expert(3).choose(view) == alone


def test_a_helper_that_cannot_start_changes_no_decision(monkeypatch, capsys):
    game = positions(1)[0]
    view = game.view(game.turn)
    monkeypatch.setattr(helper, "allowed", False)
    alone = expert(5).choose(view)

    def refuse(*args, **kwargs):
        raise OSError("no more processes")
    monkeypatch.setattr(helper, "allowed", True)
    monkeypatch.setattr(helper, "_broken", False)
    monkeypatch.setattr(helper, "_pool", None)
    monkeypatch.setattr(helper.concurrent.futures, "ProcessPoolExecutor", refuse)
    assert expert(5).choose(view) == alone
    assert not helper.available()         # and it is not tried again on every decision
    assert expert(6).choose(view) is not None
    said = capsys.readouterr().err.splitlines()
    assert said == ["Card Parlour: the searches' helper process is unavailable (no more processes); "
                    "searching on one core"]


def test_a_cancelled_decision_leaves_the_helper_fit_for_the_next(running_helper, monkeypatch):
    monkeypatch.setattr(helper, "allowed", True)
    monkeypatch.setattr(helper, "_broken", False)
    first, second = positions(2)
    decision = Decision(expert(1), first.view(first.turn))
    decision.step(0.01)
    decision.cancel()
    monkeypatch.setattr(helper, "allowed", False)
    alone = expert(2).choose(second.view(second.turn))
    monkeypatch.setattr(helper, "allowed", True)
    assert expert(2).choose(second.view(second.turn)) == alone
