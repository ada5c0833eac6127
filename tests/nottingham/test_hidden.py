"""Nothing hidden leaks from what the game asks (RULES.md N27): the same
moments whether or not a seat can react; records of older undos still replay (N28)."""

import random

import pytest

from app.undo import actors, undo
from game.nottingham import GameState, Move, Record
from game.nottingham.players import make_player

from .positions import state


def views_of_others(game, owner):
    return [game.view(s) for s in range(game.players) if s != owner]


def answer_all(game, owner, moves):
    """Plays the moves of the moments N27 opens; the views of every seat but ``owner`` after each."""
    seen = [views_of_others(game, owner)]
    for move in moves:
        game.apply(move)
        seen.append(views_of_others(game, owner))
    return seen


@pytest.mark.parametrize("card", ["silver", "pearls", "jewels"])
def test_n27_every_target_is_asked_to_defend_necklace_or_not(card):
    with_necklace = state(phase="choose", card=card, hands=[["gold"], ["necklace", "chest"], [], []])
    without = state(phase="choose", card=card, hands=[["gold"], ["copper", "chest"], [], []])
    for game in (with_necklace, without):
        game.apply(Move("act", 1))
        assert game.phase == "defend" and game.turn == 1
    assert with_necklace.legal_moves() == [Move("defend", True), Move("defend", False)]
    assert without.legal_moves() == [Move("defend", False)]
    # the others see exactly the same table until the target's answer
    assert views_of_others(with_necklace, 1) == views_of_others(without, 1)


def test_n27_every_other_seat_is_asked_on_a_cash_matching_ambush_or_not():
    def game(ambush):
        return state(phase="cash", hands=[["pearls"] * 3, [], [], []], ambushes=[[], [ambush], [], []])
    matching, other = game("silver-pearls"), game("chest-copper")
    lets_be = [Move("cash", ("pearls", 3)), Move("spring", None)]      # only seat 1 holds an ambush
    assert answer_all(matching, 1, lets_be) == answer_all(other, 1, lets_be)
    assert matching.victory[0][3] == other.victory[0][3] == 1


def test_n27_a_cash_asks_each_other_seat_holding_an_ambush_in_turn_order():
    game = state(phase="cash", active=2, hands=[[], [], ["gold"] * 3, []],
                 ambushes=[["chest-copper"], ["red"], [], ["yellow"]])
    game.apply(Move("cash", ("gold", 3)))
    asked = []
    while game.phase == "spring":
        asked.append(game.turn)
        game.apply(Move("spring", None))
    assert asked == [3, 0, 1]


def test_n27_a_seat_holding_no_ambush_card_is_not_asked():
    game = state(phase="cash", active=2, hands=[[], [], ["gold"] * 3, []], ambushes=[[], ["red"], [], []])
    game.apply(Move("cash", ("gold", 3)))
    assert game.phase == "spring" and game.turn == 1
    game.apply(Move("spring", None))
    assert game.phase != "spring" and game.victory[2][2] == 1
    nobody = state(phase="cash", active=2, hands=[[], [], ["gold"] * 3, []])
    events = nobody.apply(Move("cash", ("gold", 3)))
    assert nobody.phase != "spring" and ("scored", 2, "gold") in events


def test_n17_a_failed_cash_asks_no_one_more():
    game = state(phase="cash", active=0, hands=[["pearls"] * 3, [], [], []],
                 ambushes=[[], ["silver-pearls"], ["red"], ["pearls-jewels"]])
    game.apply(Move("cash", ("pearls", 3)))
    assert game.turn == 1
    events = game.apply(Move("spring", "silver-pearls"))
    assert ("failed", 0, "pearls") in events and game.phase != "spring"
    assert game.hands[0][3] == 2 and game.ambushes[3] == ["pearls-jewels"]


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_n27_computers_take_the_same_thought_either_way(level):
    """A computer's defence and ambush moments cost the same steps of thought
    whether it can react or not, so the table's pause tells nothing."""
    def steps(game, seat):
        thought = make_player(level, 1).think(game.view(seat))
        count = 0
        try:
            while True:
                next(thought)
                count += 1
        except StopIteration:
            return count
    for card in ("silver", "pearls"):
        games = [state(phase="choose", card=card, hands=[["gold"], [first, "chest"], [], []])
                 for first in ("necklace", "copper")]
        for g in games:
            g.apply(Move("act", 1))
        assert steps(games[0], 1) == steps(games[1], 1)
    games = [state(phase="cash", hands=[["pearls"] * 3, [], [], []], ambushes=[[], [a], [], []])
             for a in ("silver-pearls", "chest-copper")]
    for g in games:
        g.apply(Move("cash", ("pearls", 3)))
    assert steps(games[0], 1) == steps(games[1], 1)


def record_to_a_draw(seed=3):
    """A record of random moves that ends at a person's decision just after a hidden draw is due."""
    game = GameState.new(4, seed=seed)
    record = Record(game.copy())
    rng = random.Random(seed)
    while len(record.moves) < 40:
        move = rng.choice(game.legal_moves())
        seat = game.turn
        game.apply(move)
        record.moves.append((move, seat))
    return record


def test_n28_a_record_an_older_undo_ended_with_a_reshuffle_still_replays():
    """Undo once ended a record with a reshuffle of the unseen deck (``{"shuffle": seed}``,
    nobody's move); such records, saved games and tables load and replay as before."""
    from game.nottingham import load_record
    record = record_to_a_draw()
    older = Record(record.start.copy(), record.moves[:30] + [(Move("shuffle", 1234), None)])
    loaded = load_record(older.to_json())
    assert loaded.moves == older.moves
    state, failure = loaded.replay()
    assert failure is None and sorted(state.deck) == sorted(Record(record.start.copy(), record.moves[:30]).replay()[0].deck)
    assert actors(loaded)[-1][1] is False                         # nobody's choice
    assert undo(loaded, {0}) is None or undo(loaded, {0}).replay()[1] is None


@pytest.mark.parametrize("players", [3, 5, 7])
def test_n27_in_random_games_every_target_and_every_other_seat_is_asked(players):
    for seed in range(15):
        game = GameState.new(players, seed=seed)
        rng = random.Random(seed)
        asked, cashing = [], None
        while not game.finished:
            move = rng.choice(game.legal_moves())
            before = game.phase
            if before == "spring":
                asked.append(game.turn)
            events = game.apply(move)
            if move.kind == "act" and move.arg is not None:
                assert game.phase == "defend" and game.turn == move.arg      # necklace or not
            if move.kind == "cash":
                cashing, asked = game.active if game.phase == "spring" else None, []
            if move.kind == "cash":
                holding = [bool(a) for a in game.ambushes]
            if cashing is not None and game.phase != "spring":
                order = [(cashing + k) % players for k in range(1, players)]
                order = [s for s in order if holding[s]]                  # a seat with no ambush card is not asked
                seen = [s for k, s in enumerate(asked) if k == 0 or s != asked[k - 1]]
                assert seen == order[:len(seen)]
                assert len(seen) == len(order) or any(e[0] == "failed" for e in events), seen
                cashing = None
