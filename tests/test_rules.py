"""One or more tests per rule of RULES.md, each named by the rule's id."""

import random
from collections import Counter

import pytest
from hypothesis import given, strategies as st

from game.figaro import GameState, IllegalMove, Play, TAKE
from game.figaro.cards import COLOURS, VALUE, full_deck, pile_value
from game.figaro.roads import ROAD_LENGTHS
from game.figaro.scoring import award_roads, piece_of, third_round_swap, winner

from .positions import make, state


# ------------------------------------------------------------------ components
def test_r1_deck_has_sixty_cards_of_the_right_kinds():
    deck = Counter(full_deck())
    assert sum(deck.values()) == 60
    for colour in COLOURS:
        assert (deck[f"{colour}1"], deck[f"{colour}2"], deck[f"{colour}3"]) == (3, 6, 1)
        # 3x1 + 6x2 + 1x3, as all three rulebooks count them: 18 points a colour
        # (RULES.md's "total value 20" does not add up; the counts are what we follow)
        assert sum(VALUE[c] * n for c, n in deck.items() if c.startswith(colour)) == 18
    assert (deck["jester1"], deck["jester2"], deck["ronde"]) == (3, 2, 5)
    assert VALUE["ronde"] == 0


def test_r2_fifteen_road_pieces_all_different():
    assert len(ROAD_LENGTHS) == 15 and len(set(ROAD_LENGTHS)) == 15
    assert sorted(ROAD_LENGTHS) == list(range(1, 16))


def test_r3_one_king_from_the_start():
    game = GameState.new(5, seed=3)
    assert game.king == 4 and game.turn == 4           # drawn from the seed: the same everywhere
    assert {GameState.new(5, seed=s).king for s in range(40)} == {0, 1, 2, 3, 4}
    assert GameState.new(5, seed=3, first_player=1).king == 1


# ----------------------------------------------------------------------- setup
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_r4_three_groups_of_players_minus_one_longest_first(players):
    game = GameState.new(players, seed=11)
    assert [len(g) for g in game.pool] == [players - 1] * 3
    for group in game.pool:
        assert group == sorted(group, reverse=True)
    pieces = [p for g in game.pool for p in g]
    assert len(set(pieces)) == len(pieces) and set(pieces) <= set(ROAD_LENGTHS)
    if players == 6:
        assert sorted(pieces) == sorted(ROAD_LENGTHS)


def test_r4_pieces_are_drawn_at_random():
    assert len({tuple(map(tuple, GameState.new(4, seed=s).pool)) for s in range(10)}) > 1


def test_r5_three_players_use_45_cards():
    game = GameState.new(3, seed=5)
    removed = Counter(game.removed)
    colour = next(c for c in COLOURS if removed[f"{c}2"])
    assert removed == Counter([f"{colour}1"] * 3 + [f"{colour}2"] * 6 + [f"{colour}3"]
                              + ["jester1", "jester2", "ronde", "ronde", "ronde"])
    assert sum(len(h) for h in game.hands) == 45
    assert len({next(c for c in COLOURS if Counter(GameState.new(3, seed=s).removed)[f"{c}2"])
                for s in range(30)}) > 1


@pytest.mark.parametrize("players,share", [(3, 15), (4, 15), (5, 12), (6, 10)])
def test_r6_all_cards_dealt_evenly(players, share):
    game = GameState.new(players, seed=2)
    assert [len(h) for h in game.hands] == [share] * players
    assert Counter(c for h in game.hands for c in h) + Counter(game.removed) == Counter(full_deck())


def test_r7_the_starting_player_holds_the_king_and_acts_first():
    starts = set()
    for seed in range(20):
        game = GameState.new(4, seed=seed)
        assert game.turn == game.king
        starts.add(game.king)
    assert len(starts) > 1                          # chosen at random
    assert GameState.new(4, seed=1, first_player=2).king == 2


def test_r7_play_is_clockwise():
    game = state(hands=[["red1"], ["blue1"], ["green1"], ["purple1"]], turn=2)
    game.apply(Play("green1", 2))
    assert game.turn == 3


# ---------------------------------------------------------------------- a turn
def test_r8_play_puts_the_card_in_front_of_any_player():
    game = state(hands=[["red1", "blue1"], ["green1"], ["purple1"], ["orange1"]])
    game.apply(Play("red1", 2))
    assert game.piles[2] == ["red1"] and game.hands[0] == ["blue1"]


def test_r8_a_card_not_in_hand_is_illegal_and_changes_nothing():
    game = state(hands=[["red1"], ["green1"], ["purple1"], ["orange1"]])
    before = game.copy()
    with pytest.raises(IllegalMove) as error:
        game.apply(Play("blue1", 1))
    assert error.value.rule == "R8"
    assert game.hands == before.hands and game.piles == before.piles and game.turn == 0


def test_r8_only_the_seat_to_act_moves():
    game = state(hands=[["red1"], ["green1"], ["purple1"], ["orange1"]])
    with pytest.raises(IllegalMove) as error:
        game.apply(Play("green1", 1), seat=1)
    assert error.value.rule == "R8"


def test_r9_a_pile_holds_one_colour():
    game = state(hands=[["blue1"], ["green1"], ["purple1"], ["orange1"]],
                 piles=[[], ["red1"], [], []])
    with pytest.raises(IllegalMove) as error:
        game.apply(Play("blue1", 1))
    assert error.value.rule == "R9"
    assert Play("blue1", 1) not in game.legal_moves()


def test_r9_a_matching_colour_may_join_the_pile():
    game = state(hands=[["red2"], ["green1"], ["purple1"], ["orange1"]],
                 piles=[[], ["red1"], [], []])
    assert Play("red2", 1) in game.legal_moves()
    game.apply(Play("red2", 1))
    assert game.piles[1] == ["red1", "red2"]


def test_r10_no_two_piles_show_the_same_colour():
    game = state(hands=[["red2"], ["green1"], ["purple1"], ["orange1"]],
                 piles=[[], ["red1"], [], []])
    with pytest.raises(IllegalMove) as error:
        game.apply(Play("red2", 3))
    assert error.value.rule == "R10"
    assert [m for m in game.legal_moves() if m != TAKE] == [Play("red2", 1)]


def test_r11_a_jester_goes_anywhere_and_takes_the_pile_colour():
    game = state(hands=[["jester2", "jester1"], ["green1"], ["purple1"], ["orange1"]],
                 piles=[[], ["red1"], ["blue2"], []])
    plays = [m for m in game.legal_moves() if isinstance(m, Play) and m.card == "jester2"]
    assert plays == [Play("jester2", s) for s in range(4)]
    game.apply(Play("jester2", 1))
    assert game.piles[1] == ["red1", "jester2"] and pile_value(game.piles[1]) == 3


def test_r11_a_pile_of_jesters_is_undetermined_until_a_colour_decides():
    game = state(hands=[["green1"], ["red1"], ["purple1"], ["orange1"]],
                 piles=[["jester1"], ["jester1"], ["blue1"], []])
    moves = game.legal_moves()
    assert Play("green1", 0) in moves and Play("green1", 1) in moves
    assert Play("green1", 2) not in moves                       # blue pile (R9)
    game.apply(Play("green1", 0))
    # the green card decided seat 0's pile; seat 1's jester pile is still open
    moves = game.legal_moves()
    assert Play("red1", 0) not in moves and Play("red1", 1) in moves


def test_r11_six_players_the_sixth_pile_holds_jesters_once_all_colours_are_out():
    piles = [["red1"], ["blue1"], ["green1"], ["purple1"], ["orange1"], []]
    game = state(players=6, hands=[["jester1", "red2"], ["red1"], ["red1"], ["blue1"],
                                   ["blue1"], ["green1"]], piles=piles)
    moves = game.legal_moves()
    assert Play("jester1", 5) in moves
    assert Play("red2", 5) not in moves and Play("red2", 0) in moves
    game.apply(Play("jester1", 5))
    assert game.piles[5] == ["jester1"]


def test_r12_a_ronde_is_played_in_front_of_its_own_player():
    game = state(hands=[["ronde"], ["green1"], ["purple1"], ["orange1"]])
    assert [m for m in game.legal_moves() if m != TAKE] == [Play("ronde", 0)]
    with pytest.raises(IllegalMove) as error:
        game.apply(Play("ronde", 2))
    assert error.value.rule == "R12"


def test_r12_every_pile_passes_to_the_left_and_play_goes_on_clockwise():
    piles = [["red2", "red2"], ["blue3", "blue2"], [], ["green1"]]
    game = state(hands=[["green1"], ["ronde", "red1"], ["purple1"], ["orange1"]],
                 piles=piles, turn=1)
    game.apply(Play("ronde", 1))
    assert game.piles == [["green1"], ["red2", "red2"], ["blue3", "blue2", "ronde"], []]
    assert game.turn == 2
    assert all(not t for t in game.tricks[:3])                  # nobody captured


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_r12_the_last_seats_ronde_passes_its_pile_round_to_seat_0(players):
    colours = ["red2", "blue2", "green2", "purple2", "orange2", "jester1"][:players]
    piles = [[c] for c in colours]
    if players == 3:
        piles[2] = ["jester1"]
        colours = ["red2", "blue2", "jester1"]
    hands = [[card] for card in ["red1", "blue1", "green1", "purple1", "orange1"][:players - 1]]
    hands.append(["ronde", "red1"])
    game = state(players=players, hands=hands, piles=piles, turn=players - 1,
                 removed_colour="orange")
    game.apply(Play("ronde", players - 1))
    after = game.piles
    for seat in range(players):                          # seat i's pile is now seat i+1's
        expected = piles[seat] + (["ronde"] if seat == players - 1 else [])
        assert after[(seat + 1) % players] == expected
    assert game.turn == 0


def test_r12_colours_travel_with_their_piles():
    piles = [["red2"], [], ["blue1"], []]
    game = state(hands=[["ronde", "red1"], ["red1", "blue2"], ["green1"], ["orange1"]],
                 piles=piles, turn=0)
    game.apply(Play("ronde", 0))
    assert game.piles == [[], ["red2", "ronde"], [], ["blue1"]]
    plays = [m for m in game.legal_moves() if m != TAKE]
    assert Play("red1", 1) in plays and Play("blue2", 3) in plays
    with pytest.raises(IllegalMove) as error:
        game.apply(Play("red1", 0))                       # red now lies before seat 1
    assert error.value.rule == "R10"
    with pytest.raises(IllegalMove) as error:
        game.apply(Play("blue2", 1))
    assert error.value.rule == "R9"


def test_r12_the_search_core_passes_piles_the_same_way():
    from game.figaro.fast import FastState, move_code
    game = state(hands=[["ronde", "red1"], ["red1"], ["green1"], ["orange1"]],
                 piles=[["red2"], ["jester1"], ["blue1"], ["purple2"]], turn=0)
    view = game.view(0)
    fast = FastState.from_view(view, game.hands, random.Random(1))
    values = list(fast.pile_value)
    fast.apply(move_code(Play("ronde", 0)))
    assert fast.pile_value == [values[-1]] + values[:-1]       # seat i's pile to seat i+1
    assert fast.pile_colour == [COLOURS.index("purple"), COLOURS.index("red"), -1,
                                COLOURS.index("blue")]
    assert fast.turn == 1


def first_moves_of_round(game, rng, round_number, limit=400):
    """Random moves until ``round_number`` starts (or the game ends)."""
    for _ in range(limit):
        if game.finished or game.round >= round_number:
            return game
        game.apply(rng.choice(game.legal_moves()))
    raise AssertionError("the round never came")


def canonical_slices(game):
    share = len(game.cards_in_use()) // game.players
    deck = game.cards_in_use()
    return [deck[i * share:(i + 1) * share] for i in range(game.players)]


@pytest.mark.parametrize("players", [3, 4, 6])
def test_r21_later_rounds_are_dealt_from_a_fresh_shuffle(players):
    seen = set()
    for seed in range(4):
        game = first_moves_of_round(GameState.new(players, seed=seed), random.Random(seed), 2)
        assert game.round == 2 and not any(game.piles)
        assert game.hands != canonical_slices(game)
        seen.add(str(game.hands))
    assert len(seen) == 4                                 # every seed its own deal


def test_r21_a_search_deals_later_rounds_from_its_own_shuffle():
    from game.figaro.fast import NO_SEAT, FastState
    game = first_moves_of_round(GameState.new(4, seed=2), random.Random(2), 1)
    view = game.view(game.turn)
    deals = set()
    for k in range(4):
        fast = FastState.from_view(view, game.hands, random.Random(k))
        rng = random.Random(0)
        for _ in range(400):
            if fast.round == 2 or fast.turn == NO_SEAT:
                break
            fast.apply(rng.choice(fast.legal_codes()))
        assert fast.round == 2
        canonical = [[0] * 18 for _ in range(4)]
        for i, kind in enumerate(sorted(fast.deck)):
            canonical[i // 15][kind] += 1
        assert fast.hands != canonical                    # shuffled, not dealt in order
        deals.add(str(fast.hands))
    assert len(deals) == 4                                # each guess deals its own round 2


def test_r21_a_new_round_starts_with_no_moves_in_its_history():
    rng = random.Random(4)
    game = GameState.new(4, seed=4)
    moves_this_round = 0
    for _ in range(1000):
        if game.finished:
            break
        round_before = game.round
        game.apply(rng.choice(game.legal_moves()))
        moves_this_round = 0 if game.round != round_before else moves_this_round + 1
        assert len(game.history) == moves_this_round
        assert len(game.view((game.turn or 0)).history) == moves_this_round
    assert game.finished


def test_r13_capture_at_six():
    piles = [["red2", "red2"], ["blue2"], ["green1"], []]
    game = state(hands=[["green1"], ["red2", "blue1"], ["purple1"], ["orange1"]],
                 piles=piles, turn=1)
    before = len(game.tricks[0])
    game.apply(Play("red2", 0))
    assert game.piles == [[], [], [], []]
    assert len(game.tricks[0]) == before + 5
    assert game.turn == 0                                       # the capturer leads


def test_r13_a_player_may_burst_their_own_pile():
    game = state(hands=[["red3", "blue1"], ["green1"], ["purple1"], ["orange1"]],
                 piles=[["red2", "jester1"], [], [], ["blue1"]])
    game.apply(Play("red3", 0))
    assert game.turn == 0 and not any(game.piles)
    assert game.tricks[0][-4:] == ["red2", "jester1", "red3", "blue1"]


def test_r13_below_six_nobody_captures():
    game = state(hands=[["red2"], ["green1"], ["purple1"], ["orange1"]],
                 piles=[["red3"], [], [], []])
    game.apply(Play("red2", 0))
    assert game.piles[0] == ["red3", "red2"] and game.turn == 1


def test_r14_forced_take_when_no_card_can_be_played():
    piles = [["red1"], ["blue1"], ["green1"], ["purple1"]]
    # every pile has a colour, and orange is not among them: no orange card can go anywhere
    game = state(hands=[["red2"], ["blue2"], ["green2"], ["orange1", "orange2"]],
                 piles=piles, turn=3)
    assert game.legal_moves() == [TAKE]
    events = game.apply(TAKE)
    assert ("take", 3, 4, True) in events
    assert not any(game.piles) and game.turn == 3


def test_r15_voluntary_take_needs_a_face_up_card():
    game = state(hands=[["red1"], ["green1"], ["purple1"], ["orange1"]])
    assert TAKE not in game.legal_moves()
    with pytest.raises(IllegalMove) as error:
        game.apply(TAKE)
    assert error.value.rule == "R15"
    game = state(hands=[["red1"], ["green1"], ["purple1"], ["orange1"]],
                 piles=[[], ["blue2"], [], []])
    assert TAKE in game.legal_moves()
    before = len(game.tricks[0])
    events = game.apply(TAKE)
    assert ("take", 0, 1, False) in events and len(game.tricks[0]) == before + 1


def test_r16_the_taker_leads_the_next_hand():
    game = state(hands=[["red1"], ["green1"], ["purple1"], ["orange1"]],
                 piles=[["blue1"], [], [], []], turn=2)
    game.apply(TAKE)
    assert game.turn == 2


# ----------------------------------------------------------------- round end
def test_r17_round_ends_when_the_player_to_act_has_no_cards():
    game = state(hands=[["red1"], [], ["green1"], ["purple1"]], king=3)
    events = game.apply(Play("red1", 0))
    assert game.round == 2
    assert game.king == 1 and game.turn == 1                    # R17 and R21
    assert any(e[0] == "round_end" for e in events)


def test_r17_a_position_whose_player_to_act_has_no_cards_ends_the_round_on_load():
    game = state(hands=[[], ["red1"], ["green1"], ["purple1"]], king=2)
    assert game.round == 2 and game.king == 0


def test_r17_cards_left_on_the_table_and_in_hands_are_ignored():
    # seat 0 plays its last card; seat 1 is empty-handed: round over
    game = state(hands=[["red1"], [], ["green1", "blue1"], ["purple1"]],
                 piles=[[], ["blue2"], [], []], tricks=[["ronde"], [], [], []], spare=2)
    events = game.apply(Play("red1", 0))
    counts = next(e for e in events if e[0] == "round_end")[3]
    assert counts[0] == 1 and counts[1] == 0 and counts[3] == 0


def test_r18_count_cards_not_values():
    game = state(hands=[["red1"], [], ["green1"], ["purple1"]],
                 tricks=[["ronde", "jester1", "red1"], ["red3"], [], []], spare=2,
                 king=0)
    events = game.apply(Play("red1", 0))
    counts = next(e for e in events if e[0] == "round_end")[3]
    assert counts[0] == 3 and counts[1] == 1


def test_r19_most_cards_takes_the_longest_piece():
    assert award_roads([5, 9, 2, 7], king=0, group=[15, 9, 4]) == [(1, 15), (3, 9), (0, 4)]


def test_r19_ties_favour_the_seat_after_the_king():
    # seats 0, 2 and 3 tie; the King is seat 2, so 3 ranks first, then 0, then 2
    assert award_roads([4, 1, 4, 4], king=2, group=[15, 9, 4]) == [(3, 15), (0, 9), (2, 4)]


def test_r19_the_king_holder_ranks_last_among_the_tied():
    assert award_roads([3, 3, 3, 3], king=1, group=[15, 9, 4]) == [(2, 15), (3, 9), (0, 4)]


def test_r19_nobody_with_no_cards_takes_a_piece():
    assert award_roads([10, 0, 0, 0], king=0, group=[15, 9, 4]) == [(0, 15)]


@given(st.integers(3, 6).flatmap(lambda players: st.tuples(
    st.lists(st.integers(0, 12), min_size=players, max_size=players),
    st.integers(0, players - 1),
    st.lists(st.integers(1, 15), min_size=0, max_size=players - 1, unique=True),
    st.integers(0, players - 1))))
def test_r19_one_seats_piece_is_the_one_the_ranking_gives_it(case):
    counts, king, group, seat = case
    expected = sum(length for s, length in award_roads(counts, king, group) if s == seat)
    assert piece_of(counts, king, group, seat) == expected


def test_r19_played_out_in_a_game():
    game = state(hands=[["red1"], [], ["green1"], ["purple1"]],
                 tricks=[["red2"] * 3, ["blue2"] * 5, ["green2"] * 2, []], spare=1, king=0)
    # seat 1 holds the rest of the deck, so: 1 most, then 0 (3), then 2 (2)
    game.apply(Play("red1", 0))
    assert game.roads == [[9], [15], [4], []]
    assert game.pool[0] == []


def test_r20_the_fewest_swaps_their_longest_for_round_threes_shortest():
    assert third_round_swap([5, 2, 7, 9], king=0, roads=[[3], [13, 2], [5], [1]],
                            group=[14, 6, 1]) == (1, 13, 1)


def test_r20_ties_go_to_the_king_then_clockwise_after_him():
    roads = [[13], [12], [11], [10]]
    assert third_round_swap([2, 2, 5, 2], king=3, roads=roads, group=[15, 6, 1])[0] == 3
    assert third_round_swap([2, 2, 5, 9], king=3, roads=roads, group=[15, 6, 1])[0] == 0


def test_r20_no_swap_when_all_pieces_are_shorter_or_none():
    assert third_round_swap([1, 2, 5, 9], king=0, roads=[[2], [13], [5], [7]],
                            group=[15, 6, 4]) is None
    assert third_round_swap([1, 2, 5, 9], king=0, roads=[[], [13], [5], [7]],
                            group=[15, 6, 4]) is None


def test_r20_then_round_three_is_sorted_again_and_awarded():
    # seat 2 has the fewest cards and swaps its 13 for round 3's shortest, 1;
    # the group becomes 14, 13, 6 and seat 3 (most cards) takes the 14.
    game = state(round=3, hands=[["red1"], [], ["green1"], ["purple1"]],
                 tricks=[["red2"] * 4, ["blue2"] * 3, [], []], spare=3, king=0,
                 roads=[[15, 2], [9, 12], [13, 8], [4]], pool=[[], [], [14, 6, 1]])
    events = game.apply(Play("red1", 0))
    end = next(e for e in events if e[0] == "round_end")
    assert end[4] == (2, 13, 1)
    assert game.roads == [[15, 2, 13], [9, 12, 6], [1, 8], [4, 14]]
    assert game.finished


def test_r21_next_round_is_dealt_afresh_and_the_king_leads():
    game = state(hands=[["red1"], [], ["green1"], ["purple1"]], king=3)
    game.apply(Play("red1", 0))
    assert [len(h) for h in game.hands] == [15] * 4
    assert not any(game.piles) and not any(game.tricks)
    assert game.turn == game.king == 1


def test_r21_later_deals_depend_only_on_position_and_seed():
    one = state(hands=[["red1"], [], ["green1"], ["purple1"]], seed=5)
    two = state(hands=[["red1"], [], ["green1"], ["purple1"]], seed=5)
    three = state(hands=[["red1"], [], ["green1"], ["purple1"]], seed=6)
    for game in (one, two, three):
        game.apply(Play("red1", 0))
    assert one.hands == two.hands and one.hands != three.hands


def test_r22_the_shortest_road_wins():
    assert winner([20, 12, 30, 15], king=0) == 1


def test_r22_ties_go_to_the_king_then_clockwise_after_him():
    assert winner([12, 20, 12, 12], king=2) == 2
    assert winner([12, 20, 30, 12], king=2) == 3
    assert winner([12, 20, 30, 12], king=1) == 3


def test_r22_the_game_ends_after_round_three():
    game = state(round=3, hands=[["red1"], [], ["green1"], ["purple1"]], king=0,
                 roads=[[15, 2], [9, 12], [13, 8], [4]], pool=[[], [], [14, 6, 1]])
    events = game.apply(Play("red1", 0))
    assert game.finished and game.turn is None and game.legal_moves() == []
    assert ("game_end", game.winner) in events
    with pytest.raises(IllegalMove) as error:
        game.apply(TAKE)
    assert error.value.rule == "R22"


# -------------------------------------------------------- hidden information
def test_r23_a_view_holds_its_own_hand_and_only_the_size_of_others():
    game = GameState.new(4, seed=9)
    view = game.view(1)
    assert list(view.hand) == game.hands[1]
    assert view.hand_sizes == (15, 15, 15, 15)
    assert not hasattr(view, "hands") and not hasattr(view, "seed")


def test_r23_hidden_cards_do_not_change_the_view():
    game = state(hands=[["red1", "blue1"], ["green1", "red2"], ["purple1"], ["orange1"]])
    swapped = state(hands=[["red1", "blue1"], ["green1", "red2"], ["orange1"], ["purple1"]])
    assert game.view(0) == swapped.view(0)
    assert game.view(2) != swapped.view(2)


def test_r23_unseen_cards_are_exactly_the_other_hands():
    game = GameState.new(5, seed=4)
    for seat in range(5):
        others = Counter(c for s, h in enumerate(game.hands) if s != seat for c in h)
        assert Counter(game.view(seat).unseen()) == others
