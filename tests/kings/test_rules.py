"""One or more tests per rule of game/kings/RULES.md, each named by the rule's id."""

import random

import pytest

from game.kings import GameState, IllegalMove, Take, determinize, dump_position, load_position
from game.kings import scoring
from game.kings.cards import HEROES, LEGENDS, MARK, POINTS, ROW_SIZES, STACK_SIZES, TYPE, marked_in_use

from .positions import make, of


def play_random(state, rng):
    while not state.finished:
        state.apply(rng.choice(state.legal_moves()))
    return state


# ----------------------------------------------------------------------- setup
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_k3_castles_lowest_numbers_castle_one_to_the_first_player(players):
    for first in range(players):
        game = GameState.new(players, seed=3, first_player=first)
        for k in range(players):
            assert game.cards[(first + k) % players] == [k + 1]
    assert len({GameState.new(players, seed=s).cards[0][0] for s in range(40)}) > 1


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_k4_three_legends_a_player_chosen_at_random(players):
    chosen = set()
    for seed in range(10):
        game = GameState.new(players, seed=seed)
        cards = game.row + game.stack + [c for s in game.stacks for c in s] + game.aside
        legends = [c for c in cards if TYPE[c] == "legend"]
        assert len(legends) == 3 * players
        chosen.add(frozenset(legends))
    assert len(chosen) > 1


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_k5_unmarked_always_marked_from_their_player_count(players):
    game = GameState.new(players, seed=1)
    cards = game.row + game.stack + [c for s in game.stacks for c in s] + game.aside
    others = sorted(c for c in cards if TYPE[c] != "legend")
    assert others == sorted(c for c in range(7, 111) if TYPE[c] != "legend" and MARK[c] <= players)
    assert all(MARK[c] == 0 for c in others) if players == 2 else True
    assert {MARK[c] for c in others} == {0} | {m for m in (3, 4, 5, 6) if m <= players}


@pytest.mark.parametrize("players,size", [(2, 7), (3, 10), (4, 14), (5, 17), (6, 20)])
def test_k6_five_stacks_and_three_left_over(players, size):
    game = GameState.new(players, seed=9)
    assert len(game.row) + len(game.stack) == size            # the first stack, in play
    assert [len(s) for s in game.stacks] == [size] * 4
    assert len(game.aside) == 3


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_k7_the_row_holds_players_plus_three(players):
    game = GameState.new(players, seed=2)
    assert len(game.row) == players + 3 == ROW_SIZES[players]
    assert len(game.stack) == STACK_SIZES[players] - players - 3


# ------------------------------------------------------------------- a round
def test_k8_the_lowest_number_shown_acts():
    game = GameState.new(3, seed=4, first_player=2)
    assert game.turn == 2 and game.cards[2] == [1]             # castle 1 starts
    card = min(game.row)
    game.apply(Take(card))
    assert game.turn == 0 and game.cards[0] == [2]             # castle 2 is now lowest


def test_k8_a_seat_that_left_is_skipped_whatever_it_shows():
    high, low = max(of("hero", 3)), min(of("treasure", 3))
    game = make(3, [[1, high, low], [2], [3]], taken=[2, 0, 0])
    assert game.out[0] and game.turn == 1
    assert load_position(dump_position(game)).turn == 1


def test_k8_a_move_out_of_turn_is_illegal_and_changes_nothing():
    game = GameState.new(4, seed=5, first_player=0)
    before = dump_position(game)
    with pytest.raises(IllegalMove) as error:
        game.apply(Take(game.row[0]), seat=1)
    assert error.value.rule == "K8" and dump_position(game) == before


def test_k9_take_a_card_of_the_row_to_cover_the_last_number():
    game = GameState.new(4, seed=6, first_player=0)
    card = game.row[3]
    events = game.apply(Take(card))
    assert ("take", 0, card) in events
    assert game.cards[0] == [1, card] and card not in game.row and game.shown()[0] == card


def test_k9_a_card_not_in_the_row_is_illegal_and_changes_nothing():
    game = GameState.new(4, seed=6)
    before = dump_position(game)
    missing = next(c for c in range(7, 111) if c not in game.row)
    with pytest.raises(IllegalMove) as error:
        game.apply(Take(missing))
    assert error.value.rule == "K9" and dump_position(game) == before
    assert game.legal_moves() == [Take(c) for c in sorted(game.row)]


def test_k10_the_row_is_refilled_from_the_stack_while_it_lasts():
    game = GameState.new(2, seed=7)
    top = game.stack[0]
    events = game.apply(Take(game.row[0]))
    assert ("reveal", top) in events and game.row[-1] == top and len(game.row) == 5
    game.apply(Take(game.row[0]))
    assert not game.stack and len(game.row) == 5
    game.apply(Take(game.row[0]))
    assert len(game.row) == 4                                   # nothing left to draw


def test_k11_leaving_after_the_third_card():
    a, b, c = sorted(of("hero", 4, where=lambda n: n < 90))[-3:]
    # round 2: the others show numbers above 100, so seat 0 keeps acting
    game = make(4, [[1, 19], [2, 110], [3, 103], [4, 107]], row=[a, b, c, *of("creature", 4, 4)],
                round_=2, honour=[[0]] * 4)
    for card in (a, b):
        game.apply(Take(card))
        assert game.turn == 0 and not game.out[0]
    events = game.apply(Take(c))
    assert ("leave", 0, "three") in events and game.out[0] and game.turn == 2   # shows 103


def test_k11_leaving_after_covering_a_higher_number():
    high, low = 93, 19                                          # a hero and a treasure
    game = make(4, [[1, high], [2, 110], [3, 103], [4, 107]], row=[low, *of("creature", 4, 6)],
                round_=2, honour=[[0]] * 4)
    assert game.turn == 0
    events = game.apply(Take(low))
    assert ("leave", 0, "lower") in events and game.out[0] and game.taken[0] == 1


def test_k11_a_higher_card_keeps_the_seat_in():
    game = GameState.new(4, seed=8, first_player=0)
    game.apply(Take(min(game.row)))
    assert not game.out[0]


def test_k12_the_round_ends_when_everyone_has_left():
    rng = random.Random(3)
    for seed in range(30):
        game = GameState.new(5, seed=seed)
        while game.round == 1:
            assert not all(game.out) and game.row
            events = game.apply(rng.choice(game.legal_moves()))
        assert any(e[0] == "round_end" for e in events) and [len(h) for h in game.honour] == [1] * 5


# --------------------------------------------------------------- heroes' honour
def heroes_worth(count, players=6):
    """Hero cards making exactly ``count`` heroes."""
    cards, total = [], 0
    for card in of("hero", players):
        if total + HEROES[card] <= count:
            cards.append(card)
            total += HEROES[card]
        if total == count:
            return cards
    raise AssertionError(count)


def test_k13_the_rulebook_example_more_than_both_but_not_their_sum():
    # Stefano 6 heroes, Tania 7, Cristiano 3, round 3: Tania earns 3
    holdings = [[1] + heroes_worth(6), [2], [3]]
    used = set(holdings[0])
    tania = [c for c in heroes_worth(20) if c not in used]
    holdings[1] = [2] + _take(tania, 7)
    used |= set(holdings[1])
    holdings[2] = [3] + _take([c for c in heroes_worth(30) if c not in used], 3)
    assert [scoring.hero_count(h) for h in holdings] == [6, 7, 3]
    assert scoring.round_honour(holdings, 3)[1] == 3


def _take(cards, heroes):
    chosen, total = [], 0
    for card in cards:
        if total + HEROES[card] <= heroes:
            chosen.append(card)
            total += HEROES[card]
    assert total == heroes
    return chosen


def test_k13_double_when_more_than_both_neighbours_together():
    many = heroes_worth(10)
    one = [c for c in of("hero") if HEROES[c] == 1 and c not in many]
    holdings = [[1, one[0]], [2] + many, [3, one[1], one[2]]]      # 1, 10, 2 heroes
    assert scoring.round_honour(holdings, 3) == [0, 6, 3]
    assert scoring.round_honour(holdings, 5) == [0, 10, 5]


def test_k13_one_neighbour_is_enough_for_single_points():
    ones = [c for c in of("hero") if HEROES[c] == 1]
    holdings = [[1, ones[0], ones[1]], [2, ones[2]], [3, ones[3], ones[4], ones[5]], [4]]
    # seat 0: 2 heroes against left 1 and right 0 -> more than both, not more than 1 + 0? 2 > 1: double
    assert scoring.round_honour(holdings, 1) == [2, 0, 2, 0]
    holdings = [[1, ones[0]], [2, ones[1], ones[2]], [3], [4]]
    # seat 0: 1 against left 2, right 0 -> single; seat 1: 2 > 1 + 0 -> double
    assert scoring.round_honour(holdings, 2) == [2, 4, 0, 0]


def test_k13_two_players_one_neighbour_no_double():
    hero = of("hero", 2)
    assert scoring.round_honour([[1] + hero[:4], [2]], 4) == [4, 0]
    assert scoring.round_honour([[1, hero[0]], [2, hero[1]]], 4) == [
        4 if HEROES[hero[0]] > HEROES[hero[1]] else 0, 4 if HEROES[hero[1]] > HEROES[hero[0]] else 0]


def test_k13_honour_is_scored_at_every_round_end():
    game = play_random(GameState.new(4, seed=11), random.Random(11))
    assert [len(h) for h in game.honour] == [5] * 4
    for points in game.honour:
        for r, value in enumerate(points, start=1):
            assert value in (0, r, 2 * r)


def test_k14_the_next_round_clears_the_row_and_the_stack():
    rng = random.Random(12)
    game = GameState.new(3, seed=12)
    next_stack = list(game.stacks[0])
    while game.round == 1:
        row, stack = list(game.row), list(game.stack)
        game.apply(rng.choice(game.legal_moves()))
    taken = {c for h in game.cards for c in h}
    assert game.discarded == [c for c in row if c not in taken]              # face up
    assert game.aside[3:] == stack                                           # unseen
    assert game.round == 2 and all(t == 0 for t in game.taken) and not any(game.out)
    assert game.row == next_stack[:6] and game.stack == next_stack[6:]
    assert len(game.discarded) + len(game.aside) - 3 == 10 - sum(len(c) - 1 for c in game.cards)
    shown = game.shown()
    assert game.turn == shown.index(min(shown))                 # K8 across rounds


def test_k15_the_game_ends_after_five_rounds():
    rng = random.Random(15)
    for players in range(2, 7):
        game = GameState.new(players, seed=players)
        ends = 0
        while not game.finished:
            events = game.apply(rng.choice(game.legal_moves()))
            ends += sum(1 for e in events if e[0] == "round_end")
        assert ends == 5 and game.round == 5 and events[-1] == ("game_end", game.winner)
        assert not game.stacks and not game.row and not game.stack and game.legal_moves() == []
        with pytest.raises(IllegalMove) as error:
            game.apply(Take(7))
        assert error.value.rule == "K15"


# -------------------------------------------------------------- final scoring
def test_k16_treasures_score_their_points():
    treasures = of("treasure", 6, 3)
    assert scoring.treasure_points([1, *treasures, *of("hero", 6, 2)]) == sum(POINTS[c] for c in treasures)


def test_k17_each_creature_scores_the_number_of_species():
    creatures = of("creature")
    by_species = {}
    for card in creatures:
        by_species.setdefault(scoring.SPECIES_OF[card], []).append(card)
    species = list(by_species.values())
    six_of_four = species[0][:2] + species[1][:2] + species[2][:1] + species[3][:1]
    assert scoring.creature_points([1] + six_of_four) == 24          # the rulebook's example
    assert scoring.creature_points([1, species[0][0]]) == 1
    assert scoring.creature_points([1] + [s[0] for s in species]) == 36
    assert scoring.creature_points([1] + species[0][:3]) == 3


def test_k18_kings_compare_cards_of_their_colour_with_each_neighbour():
    red_king = of("king", where=lambda c: scoring.KING_RULES[c] == "red")[0]
    left_crowns, right_crowns = scoring.CROWNS[red_king]
    heroes = of("hero")
    three_ones = [c for c in heroes if HEROES[c] == 1][:3]
    many = [c for c in heroes if HEROES[c] == 3][:2]
    # seat 0 holds 2 hero cards; left (seat 1) holds 2 cards with 6 heroes; right (seat 2) 1 card
    holdings = [[1, red_king, three_ones[0], three_ones[1]], [2, *many], [3, three_ones[2]]]
    assert scoring.king_points(0, holdings) == right_crowns          # cards count, not heroes
    holdings[1] = [2, many[0]]
    assert scoring.king_points(0, holdings) == left_crowns + right_crowns


def test_k18_two_players_both_sides_against_the_one_neighbour():
    king = of("king", 2, where=lambda c: scoring.KING_RULES[c] == "yellow")[0]
    left_crowns, right_crowns = scoring.CROWNS[king]
    treasure = of("treasure", 2, 1)
    assert scoring.king_points(0, [[1, king, *treasure], [2]]) == left_crowns + right_crowns
    assert scoring.king_points(0, [[1, king], [2]]) == 0


def test_k18_a_blue_king_counts_itself():
    king = of("king", where=lambda c: scoring.KING_RULES[c] == "blue")[0]
    assert scoring.king_points(0, [[1, king], [2], [3]]) == sum(scoring.CROWNS[king])


def test_k19_legends_complete_with_shared_cards():
    treasure3 = next(c for c in LEGENDS if scoring.NEEDS[c] == (("treasure", 3),))
    treasure4 = next(c for c in LEGENDS if scoring.NEEDS[c] == (("treasure", 4),))
    treasures = of("treasure", 6, 4)
    assert scoring.legend_points([1, treasure3, treasure4, *treasures[:3]]) == POINTS[treasure3]
    assert scoring.legend_points([1, treasure3, treasure4, *treasures]) == POINTS[treasure3] + POINTS[treasure4]
    assert scoring.legend_points([1, treasure3]) == 0


def test_k20_the_most_honour_wins_ties_to_the_lowest_number():
    assert scoring.winner([30, 42, 42], [80, 60, 20]) == 2
    assert scoring.winner([50, 42, 42], [80, 60, 20]) == 0
    game = play_random(GameState.new(4, seed=20), random.Random(20))
    totals = [part["total"] for part in game.breakdown()]
    assert game.scores() == totals and totals[game.winner] == max(totals)
    for part in game.breakdown():
        assert part["total"] == sum(part[p] for p in scoring.PARTS)


# ---------------------------------------------------------------- knowledge
def test_k21_the_view_shows_what_is_face_up_and_only_sizes_of_the_rest():
    game = GameState.new(4, seed=21)
    view = game.view(2)
    assert view.row == tuple(game.row) and view.cards == tuple(tuple(c) for c in game.cards)
    assert view.stack_size == len(game.stack) and view.stack_sizes == (14,) * 4 and view.aside_size == 3
    text = repr(view)
    for card in game.stack[:3] + game.aside:
        assert f" {card}," not in text.split("row=")[0] or card in game.row
    assert not hasattr(view, "stack") and not hasattr(view, "aside") and not hasattr(view, "seed")


def test_k21_a_determinized_state_agrees_with_the_view():
    rng = random.Random(21)
    game = GameState.new(5, seed=21)
    for _ in range(17):
        game.apply(rng.choice(game.legal_moves()))
    view = game.view(game.turn)
    guess = determinize(view, random.Random(1))
    assert dump_position(load_position(dump_position(guess)))["cards"] == dump_position(game)["cards"]
    assert guess.row == game.row and guess.turn == game.turn
    assert [len(s) for s in guess.stacks] == [len(s) for s in game.stacks]
    assert len(guess.aside) == len(game.aside)
    guesses = {tuple(determinize(view, random.Random(s)).stack) for s in range(5)}
    assert len(guesses) > 1                                    # drawn at random
    everything = set(guess.stack + guess.aside + sum(guess.stacks, []) + guess.row + guess.discarded)
    assert set(marked_in_use(5)) - {c for h in game.cards for c in h} <= everything


def test_k13_equal_to_the_sum_is_not_more():
    ones = [c for c in of("hero") if HEROES[c] == 1]
    # seat 1: 3 heroes against 1 and 2 (their sum, 3): single points only
    holdings = [[1, ones[0]], [2, *ones[1:4]], [3, ones[4], ones[5]]]
    assert scoring.round_honour(holdings, 4)[1] == 4
