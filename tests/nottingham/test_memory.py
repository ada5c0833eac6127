"""What each seat remembers of the others' hands (game/nottingham/memory.py,
RULES.md N26): only what the table showed it, or what it alone was shown."""

import random

import pytest

from app.net.codec import view_from_json, view_to_json
from game.common.errors import FormatError
from game.nottingham import GameState, Move
from game.nottingham.data import COPIES, INDEX
from game.nottingham.guess import determinize
from game.nottingham.players import make_player

from .positions import state

NOTTINGHAM = type("Info", (), {"name": "nottingham"})()


def counts(*objects):
    c = [0] * 7
    for o in objects:
        c[INDEX[o]] += 1
    return tuple(c)


def remembered(game, observer, seat):
    """(counts, lost) of what ``observer`` remembers of ``seat``'s hand."""
    return game.view(observer).memory[seat]


def test_n7_a_card_drawn_and_kept_is_remembered_by_every_seat():
    game = state(phase="choose", card="gold", hands=[["copper"], ["chest"], [], []])
    game.apply(Move("keep"))
    for observer in (1, 2, 3):
        assert remembered(game, observer, 0) == (counts("gold"), 0)
    assert remembered(game, 0, 0) == (counts(), 0)          # its own hand it sees whole
    assert remembered(game, 0, 1) == (counts(), 0)          # the first cards were never shown


def test_n10_offers_turned_up_stay_remembered_and_the_one_taken_moves():
    game = state(phase="choose", card="copper",
                 hands=[["gold"], ["chest", "pearls"], ["silver"], ["jewels", "jewels"]])
    game.apply(Move("act"))
    game.apply(Move("offer", ("chest",)))
    assert remembered(game, 0, 1) == (counts(), 0)          # face down until all are made
    game.apply(Move("offer", ("silver",)))
    game.apply(Move("offer", ("jewels",)))
    game.apply(Move("accept", 3))
    assert remembered(game, 2, 1) == (counts("chest"), 0)   # went back to its owner
    assert remembered(game, 1, 3) == (counts("copper"), 0)      # one jewels seen, and it left
    assert remembered(game, 1, 0) == (counts("jewels"), 0)
    assert remembered(game, 0, 2) == (counts("silver"), 0)


def test_n11_a_smuggled_card_is_known_to_both_and_lost_unseen_to_the_others():
    game = state(phase="choose", card="silver", hands=[["gold"], ["chest"], ["pearls"], []])
    game.apply(Move("act", 1))
    game.apply(Move("defend", False))
    assert remembered(game, 0, 1) == (counts("silver"), 0)  # gave the silver, took the chest
    assert remembered(game, 1, 0) == (counts("chest"), 0)
    assert remembered(game, 2, 1) == (counts("silver"), 1)  # a card of seat 1 left unseen
    assert remembered(game, 2, 0) == (counts(), 0)


def test_n13_the_stealer_knows_the_hand_it_looked_at_the_others_do_not():
    game = state(phase="choose", card="pearls",
                 hands=[["gold"], ["chest", "copper", "copper"], [], []])
    game.apply(Move("act", 1))
    game.apply(Move("defend", False))
    game.apply(Move("take", "chest"))
    assert remembered(game, 0, 1) == (counts("copper", "copper", "pearls"), 0)
    assert remembered(game, 2, 1) == (counts("pearls"), 1)
    assert remembered(game, 2, 0) == (counts(), 0)          # what was taken is not told
    assert remembered(game, 1, 0) == (counts("chest"), 0)


def test_n14_a_robbed_hand_is_known_to_everyone():
    game = state(phase="choose", card="jewels",
                 hands=[["gold"], ["chest", "copper", "necklace"], [], []])
    game.apply(Move("act", 1))
    game.apply(Move("defend", False))
    game.apply(Move("take", "copper"))
    for observer in (0, 2, 3):
        assert remembered(game, observer, 1) == (counts("chest", "necklace", "jewels"), 0)
    assert remembered(game, 2, 0) == (counts("copper"), 0)


def test_n15_a_defence_moves_the_necklace_and_the_attackers_card():
    game = state(phase="choose", card="pearls", hands=[["gold"], ["necklace", "chest"], [], []])
    game.apply(Move("act", 1))
    game.apply(Move("defend", True))
    assert remembered(game, 2, 0) == (counts("necklace"), 0)
    assert remembered(game, 2, 1) == (counts("pearls"), 0)


def test_n16_a_trade_offer_is_seen_at_once_and_taken_with_the_chest_given():
    game = state(phase="choose", card="chest",
                 hands=[["gold"], ["pearls", "pearls"], ["silver"], ["copper"]])
    game.apply(Move("act"))
    game.apply(Move("offer", ("pearls", "pearls")))
    assert remembered(game, 3, 1) == (counts("pearls", "pearls"), 0)
    game.apply(Move("offer", ("silver",)))
    game.apply(Move("offer", ("copper",)))
    game.apply(Move("accept", 1))
    assert remembered(game, 3, 1) == (counts("chest"), 0)
    assert remembered(game, 3, 0) == (counts("pearls", "pearls"), 0)


def test_n17_n18_a_cash_leaves_the_hand_and_a_spring_moves_cards_as_all_saw():
    game = state(phase="cash", hands=[["pearls"] * 4, ["copper"], [], []],
                 ambushes=[[], ["silver-pearls"], [], []])
    game.memory.known[2][0] = list(counts("pearls", "pearls", "pearls", "pearls"))
    game.apply(Move("cash", ("pearls", 3)))
    game.apply(Move("spring", "silver-pearls"))
    assert remembered(game, 2, 1) == (counts("pearls"), 0)
    # the spring left two cards: the cash failed and they went back (N17)
    assert remembered(game, 2, 0) == (counts("pearls", "pearls", "pearls", "gold"), 0)


def test_n19_a_task_leaves_the_hand():
    game = state(phase="cash", hands=[["pearls", "pearls", "gold", "gold", "chest", "chest", "copper"],
                                      [], [], []])
    game.memory.known[1][0] = list(counts("pearls", "pearls", "copper"))
    option = next(m for m in game.legal_moves() if m.kind == "task" and m.arg[0] == "three-pairs")
    game.apply(option)
    assert remembered(game, 1, 0) == (counts("copper"), 0)


def test_n22_a_card_discarded_leaves_the_hand():
    from game.nottingham.position import load_position
    from .positions import discard_with_nothing_to_draw
    game = load_position(discard_with_nothing_to_draw())
    game.memory.known[1][0] = list(counts("gold", "gold", "chest"))
    game.apply(Move("discard", "gold"))
    assert remembered(game, 1, 0) == (counts("gold", "chest"), 0)


def test_n20_a_favour_is_never_seen():
    game = state(phase="cash", hands=[["pearls"] * 3, [], [], []])
    game.apply(Move("cash", ("pearls", 3)))
    assert all(sum(game.hands[s]) for s in (1, 2, 3))       # favours: a card each
    assert all(remembered(game, 0, s) == (counts(), 0) for s in (1, 2, 3))


def play_random(seed, each_move):
    game = GameState.new(4, seed=seed)
    brains = [make_player("random", f"{seed}/{s}") for s in range(4)]
    while game.turn is not None:
        view = game.view(game.turn)
        each_move(game, view)
        game.apply(brains[game.turn].choose(view))


@pytest.mark.parametrize("seed", range(6))
def test_n26_what_a_seat_remembers_is_in_the_hand_until_a_card_leaves_unseen(seed):
    def check(game, _view):
        for observer in range(4):
            for seat, (known, lost) in enumerate(game.view(observer).memory):
                if not lost:
                    assert all(k <= h for k, h in zip(known, game.hands[seat])), (observer, seat)
    play_random(seed, check)


@pytest.mark.parametrize("seed", range(4))
def test_n26_a_guess_that_remembers_keeps_every_card_and_what_was_seen(seed):
    rng = random.Random(seed)

    def check(game, view):
        guess = determinize(view, rng, remember=True)
        total = (sum(map(sum, guess.hands)) + len(guess.deck) + sum(guess.discard)
                 + sum(map(sum, guess.victory)) + sum(len(a) for a in guess.ambushes)
                 + (guess.card is not None) + (guess.cash[1] if guess.cash else 0))
        assert total == 7 * COPIES
        assert [sum(h) for h in guess.hands] == [sum(h) for h in game.hands]
        for seat, (known, lost) in enumerate(view.memory):
            if not lost and seat != view.seat:
                assert all(g >= k for g, k in zip(guess.hands[seat], known))
    play_random(seed, check)


def test_n26_the_memory_travels_with_the_view_and_a_view_without_it_remembers_nothing():
    game = state(phase="choose", card="gold", hands=[["copper"], ["chest"], [], []])
    game.apply(Move("keep"))
    view = game.view(1)
    data = view_to_json(view)
    assert view_from_json(NOTTINGHAM, data) == view
    del data["memory"]
    assert view_from_json(NOTTINGHAM, data).memory == ((counts(), 0),) * 4


@pytest.mark.parametrize("memory", [
    None, "all", [[[0] * 7, 0]] * 3, [[[0] * 7, 0]] * 5, [[[0] * 6, 0]] * 4,
    [[[0] * 7, -1]] * 4, [[[0] * 7, 85]] * 4, [[[13] + [0] * 6, 0]] * 4, [[[True] + [0] * 6, 0]] * 4,
    [[[0] * 7, 0.5]] * 4, [[[0] * 7]] * 4, [[[0] * 7, 0, 0]] * 4, [[["gold"] + [0] * 6, 0]] * 4,
    [{"counts": [0] * 7, "lost": 0}] * 4,
])
def test_n26_a_view_with_a_wrong_memory_is_not_read(memory):
    data = view_to_json(state(phase="choose", card="gold", hands=[[], [], [], []]).view(1))
    data["memory"] = memory
    with pytest.raises(FormatError):
        view_from_json(NOTTINGHAM, data)


def test_n26_only_the_expert_remembers_and_the_hard_player_plays_as_before():
    game = state(phase="choose", card="pearls",
                 hands=[["gold", "chest"], ["chest", "copper"], ["pearls", "pearls"], ["jewels"]])
    game.memory.known[0][2] = list(counts("pearls", "pearls"))
    view = game.view(0)
    assert view.memory[2] == (counts("pearls", "pearls"), 0)
    forgetful = view.__class__(**{**view.__dict__, "memory": ()})
    assert make_player("hard", 1).choose(view) == make_player("hard", 1).choose(forgetful)
    assert make_player("expert", 1).remembers and not make_player("hard", 1).remembers
