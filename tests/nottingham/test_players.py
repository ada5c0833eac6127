"""Nottingham's computer players: legal, seeded, and only using their view (N26)."""

import random

import pytest

from game.common.players import Decision
from game.nottingham import GameState, Move
from game.nottingham.players import LEVELS, TABLE_LEVELS, make_player
from game.nottingham.fast import FastCore
from game.nottingham.players.search import HardPlayer, greedy_code
from game.nottingham.simulate import play_game, simulate
from tests.nottingham.positions import state as position


def test_make_player_knows_the_levels():
    assert set(LEVELS) == {"random", "easy", "medium", "hard", "expert"}
    assert set(TABLE_LEVELS) <= set(LEVELS)
    expert = make_player("expert", 0)
    assert isinstance(expert, HardPlayer) and expert.iterations > HardPlayer.iterations
    with pytest.raises(ValueError, match="unknown level"):
        make_player("genius", 0)


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_every_level_plays_whole_games_legally(level):
    for players in (3, 5, 7):
        state, moves = play_game([level] * players, seed=players, first_player=0)
        assert state.finished and moves > 0


def test_the_hard_player_plays_legal_moves_and_is_a_pure_function_of_seed_and_view():
    rng = random.Random(2)
    game = GameState.new(4, seed=2)
    checked = 0
    while not game.finished and checked < 12:
        view = game.view(game.turn)
        if len(game.legal_moves()) > 1:
            first = HardPlayer(7, iterations=30).choose(view)
            again = HardPlayer(7, iterations=30).choose(view)
            assert first == again and first in game.legal_moves()
            checked += 1
        game.apply(rng.choice(game.legal_moves()))
    assert checked


def test_thinking_can_be_sliced_without_changing_the_move():
    game = GameState.new(4, seed=5)
    while len(game.legal_moves()) < 2:
        game.apply(game.legal_moves()[0])
    view = game.view(game.turn)
    decision = Decision(HardPlayer(3, iterations=40), view)
    while not decision.step(0.001):
        pass
    assert decision.move == HardPlayer(3, iterations=40).choose(view)


def test_the_playout_policy_is_always_legal():
    rng = random.Random(9)
    for seed in range(20):
        core = FastCore(GameState.new(rng.choice([3, 4, 6]), seed=seed))
        while core.turn >= 0:
            codes = core.legal_codes()
            code = greedy_code(core, codes)
            assert code in codes
            core.apply(code if rng.random() < 0.7 else rng.choice(codes))


def test_medium_defends_and_springs_when_it_can():
    from .positions import state
    game = state(phase="choose", card="jewels", hands=[[], ["necklace", "chest"], [], []])
    game.apply(game.legal_moves()[1])
    assert make_player("medium", 0).choose(game.view(1)).arg is True


def test_simulate_gives_the_summary():
    summary = simulate(4, 4, ["medium", "random", "random", "easy"], seed=1)
    assert summary["game"] == "nottingham" and sum(summary["wins"]) == 4
    assert len(summary["mean_score"]) == 4 and summary["decision_ms"]["p95"]


def test_medium_cashes_more_than_three_when_ambushes_lie_before_the_others():
    # the book's advice: with ambush cards in front of opponents, cash 1 or 2 more
    from game.nottingham import Move
    from tests.nottingham.positions import state
    safe = state(players=4, phase="cash", hands=[["pearls"] * 4, [], [], []])
    risky = state(players=4, phase="cash", hands=[["pearls"] * 4, [], [], []],
                  ambushes=[[], ["red", "blue"], ["silver-pearls"], []])
    assert make_player("medium", 1).choose(safe.view(0)) == Move("cash", ("pearls", 3))
    assert make_player("medium", 1).choose(risky.view(0)) == Move("cash", ("pearls", 4))


def test_medium_never_offers_its_only_necklace_for_a_copper():
    from game.nottingham import Move
    from tests.nottingham.positions import state
    game = state(players=3, phase="offer", card="copper", active=0, queue=[1, 2],
                 hands=[[], ["necklace", "jewels", "jewels"], ["gold"]])
    assert make_player("medium", 1).choose(game.view(1)) == Move("offer", ("jewels",))


def test_the_playout_policy_completes_five_and_cashes_more_before_ambushes():
    from game.nottingham.fast import move_code
    from game.nottingham import Move
    from tests.nottingham.positions import state
    five = FastCore(state(players=4, phase="cash", hands=[["pearls"] * 5, [], [], []]))
    assert greedy_code(five, five.legal_codes()) == move_code(Move("task", ("five", ("pearls",))))
    safe = FastCore(state(players=4, phase="cash", hands=[["pearls"] * 4 + ["gold"], [], [], []]))
    assert greedy_code(safe, safe.legal_codes()) == move_code(Move("cash", ("pearls", 3)))
    risky = FastCore(state(players=4, phase="cash", hands=[["pearls"] * 4, [], [], []],
                           ambushes=[[], ["red"], [], []]))
    assert greedy_code(risky, risky.legal_codes()) == move_code(Move("cash", ("pearls", 4)))


def test_the_last_necklace_is_given_up_only_when_no_other_offer_may_be_made():
    from game.nottingham.players.heuristic import gives_last_defence, keeping_defence
    hand = [0, 1, 0, 1, 0, 1, 0]                      # silver, pearls, one necklace
    assert gives_last_defence(hand, ("necklace",)) and not gives_last_defence(hand, ("silver",))
    assert not gives_last_defence([0, 0, 0, 0, 0, 2, 0], ("necklace",))
    offers = [Move("offer", ("silver",)), Move("offer", ("pearls",)), Move("offer", ("necklace",))]
    assert keeping_defence(hand, offers) == offers[:2]
    only = [Move("offer", ("necklace",))]
    assert keeping_defence([1, 0, 0, 0, 0, 1, 0], only) == only


def test_a_cash_earns_a_favour_when_the_hand_left_is_within_the_next_space():
    from game.nottingham.data import TRACK
    from game.nottingham.players.heuristic import cash_favour
    state = position(players=3, phase="cash", hands=[["silver"] * 3 + ["gold"] * 5, ["pearls"], ["jewels"]])
    view = state.view(0)
    assert TRACK[1] == 5
    assert cash_favour(view, 3) and not cash_favour(view, 2)


def test_n13_medium_never_steals_back_the_kind_it_gives():
    # taking pearls for the pearls changes no hand: any other kind takes something
    game = position(players=4, phase="take", card="pearls", active=0, target=1,
                    hands=[["pearls", "pearls", "gold"], ["pearls", "copper"], [], []])
    assert make_player("medium", 0).choose(game.view(0)) == Move("take", "copper")


def test_n14_medium_never_robs_back_the_kind_it_gives():
    game = position(players=4, phase="take", card="jewels", active=0, target=2,
                    hands=[["jewels", "jewels"], [], ["jewels", "silver"], []])
    assert make_player("medium", 0).choose(game.view(0)) == Move("take", "silver")


def test_n13_a_steal_is_judged_by_what_else_it_could_take():
    # two pearls in hand: keeping the third is what a steal of pearls would give back
    from game.nottingham.players.heuristic import Judge
    game = position(players=4, phase="choose", card="pearls", active=0,
                    hands=[["pearls", "pearls"], ["gold"] * 2, ["silver"] * 2, ["copper"] * 2])
    view = game.view(0)
    judge = Judge(view)
    keep = judge.score(Move("keep"))
    assert all(judge.score(m) < keep for m in view.legal_moves() if m.kind == "act")


def test_n13_the_hard_player_never_takes_back_the_kind_it_gives():
    from game.nottingham.fast import move_code
    game = position(players=4, phase="take", card="pearls", active=0, target=1,
                    hands=[["pearls", "pearls"], ["pearls", "copper"], [], []])
    assert [m.arg for m in HardPlayer(0).candidate_moves(game)] == ["copper"]
    core = FastCore(game)
    assert greedy_code(core, core.legal_codes()) == move_code(Move("take", "copper"))


def test_n23_medium_makes_the_last_cash_only_when_it_wins_the_game():
    # the Sheriff one space from Nottingham: the next cash ends the game (N23)
    from game.nottingham.data import TRACK
    last = len(TRACK) - 1
    behind = position(players=4, phase="cash", sheriff=last, hands=[["pearls"] * 3, [], [], []],
                      victory=[["copper"], ["chest", "chest"], [], []])
    ahead = position(players=4, phase="cash", sheriff=last, hands=[["pearls"] * 3, [], [], []],
                     victory=[["chest"], ["chest"], [], []])
    assert make_player("medium", 1).choose(behind.view(0)) == Move("pass")
    assert make_player("medium", 1).choose(ahead.view(0)) == Move("cash", ("pearls", 3))


def test_n13_the_expert_takes_back_the_kind_it_gave_when_that_is_best():
    # the pearls are given already: a third pearl makes a set to cash this turn,
    # a copper makes nothing; the hard player never searches the pearls (above)
    game = position(players=4, phase="take", card="pearls", active=0, target=1,
                    hands=[["pearls", "pearls", "gold"], ["pearls", "copper"], ["silver"] * 3, ["gold"] * 2])
    expert = make_player("expert", 0)
    assert Move("take", "pearls") in expert.candidate_moves(game)
    assert expert.choose(game.view(0)) == Move("take", "pearls")
