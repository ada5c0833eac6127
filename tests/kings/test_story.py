"""The table's log in words and the hints' reasons (scenes/kings/story.py)."""

import random

import pytest

from app import saves
from app.session import GameSession
from game.kings import GameState, Take
from game.kings.cards import HEROES, POINTS, TYPE
from scenes.kings.story import card_words, describe, hint_reason, needs_words
from tests.bounds import bounded
from tests.kings.tables import play_out


def whole_game(seed, players=4, you=0):
    seats = [saves.YOU if seat == you else saves.computer("random", seat) for seat in range(players)]
    names = ["You" if seat == you else f"P{seat}" for seat in range(players)]
    session = GameSession.new(seats, names, seed, game="kings", autosave=False, describe=describe)
    return play_out(session, seed)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_k9_k11_every_take_and_every_departure_from_a_round_is_in_the_log(seed):
    session = whole_game(seed)
    lines = session.log.lines()
    takes = [line for line in lines if " takes " in line or line.startswith("You take ")]
    assert len(takes) == len(session.record.moves)
    leaves = [line for line in lines if "leave the round" in line or "leaves the round" in line]
    assert len(leaves) == 5 * session.state.players


@pytest.mark.parametrize("seed", [4, 5])
def test_k13_k20_the_log_gives_each_rounds_honour_and_the_final_scoring_of_the_game(seed):
    session = whole_game(seed, players=6, you=2)
    state, lines = session.state, session.log.lines()
    for round_number in range(1, 6):
        assert any(line.startswith(f"Heroes' honour of round {round_number}:") for line in lines)
    final = lines[lines.index("Final scoring:") + 1:]
    parts = state.breakdown()
    for seat, line in enumerate(final[:-1]):
        name = "You" if seat == 2 else f"P{seat}"
        assert line.startswith(f"{name}: {parts[seat]['total']} honour (Treasures {parts[seat]['treasures']},")
        assert f"Heroes' honour {parts[seat]['heroes']})" in line
    winners = state.winners()
    best = parts[winners[0]]['total']
    if len(winners) > 1:
        names = ", ".join("You" if s == 2 else f"P{s}" for s in winners)
        assert final[-1] == f"Shared victory with {best} honour: {names}!"
    else:
        assert final[-1] == (f"You win with {best} honour!" if winners == [2] else
                             f"P{winners[0]} wins with {best} honour!")


def test_the_person_at_the_screen_is_spoken_to_and_the_others_named():
    state = GameState.new(3, seed=7, names=["You", "Ben", "Cleo"], first_player=0)
    card = state.legal_moves()[0].card
    events = state.apply(Take(card))
    assert describe(events, state.names, 0)[0] == f"You take {card_words(card)}."
    shared = GameState.new(3, seed=7, names=["Ann", "Ben", "Cleo"], first_player=0)
    events = shared.apply(Take(card))
    assert describe(events, shared.names, None)[0] == f"Ann takes {card_words(card)}."   # several people
    other = GameState.new(3, seed=7, names=["Ann", "Ben", "Cleo"], first_player=1)
    events = other.apply(other.legal_moves()[0])
    assert describe(events, other.names, 0)[0].startswith("Ben takes ")
    assert describe(events, ["Player 1", "Player 2", "Player 3"], 0)[0].startswith("Player 2 takes ")


def test_k2_card_words_say_what_each_card_is():
    for card in range(7, 111):
        words = card_words(card)
        assert str(card) in words and "{" not in words
        if TYPE[card] == "treasure":
            assert f"({POINTS[card]} honour)" in words
        if TYPE[card] == "hero":
            assert f"({HEROES[card]} hero" in words
    for card in range(1, 111):
        if TYPE[card] == "legend":
            parts = needs_words(card).split(", ")
            assert not any(part.startswith("1 ") and part.endswith("s") for part in parts)
            assert all("hero card" in part for part in parts if "hero" in part)      # cards, not figures


@pytest.mark.parametrize("seed", range(6))
def test_a_hint_reason_is_one_line_about_the_card_and_true_to_the_position(seed):
    rng = random.Random(seed)
    state = GameState.new(2 + seed % 5, seed=seed)
    for _ in bounded(200):
        if state.finished:
            break
        view = state.view(state.turn)
        for move in state.legal_moves():
            reason = hint_reason(view, move.card)
            assert reason.startswith(f"Take {move.card}: ") and "\n" not in reason and "{" not in reason
            if TYPE[move.card] == "treasure":
                assert f"it scores {POINTS[move.card]} honour as a treasure" in reason
            leaves = state.taken[state.turn] == 2 or move.card < state.cards[state.turn][-1]
            assert leaves == ("leave the round" in reason or "third card" in reason)
        state.apply(rng.choice(state.legal_moves()))


def _positions(seeds=range(12)):
    """Positions of seeded random games, the seat to act's view with each."""
    for seed in seeds:
        rng = random.Random(seed)
        state = GameState.new(3 + seed % 3, seed=seed)
        while not state.finished:
            yield state, state.view(state.turn)
            state.apply(rng.choice(state.legal_moves()))


def test_k19_a_hint_names_the_legend_a_card_completes_and_its_honour():
    """The decisive thing first: the legend completed and its points, not a side effect."""
    from game.kings.cards import NEEDS
    from game.kings.scoring import type_counts
    found = 0
    for state, view in _positions():
        mine = list(view.cards[view.turn])
        for card in state.row:
            if TYPE[card] == "legend":
                continue
            done = [n for n in mine if TYPE[n] == "legend"
                    and not all(type_counts(mine).get(k, 0) >= c for k, c in NEEDS[n])
                    and all(type_counts(mine + [card]).get(k, 0) >= c for k, c in NEEDS[n])]
            if len(done) == 1:
                found += 1
                reason = hint_reason(view, card)
                assert reason.startswith(f"Take {card}: it completes your legend {done[0]}: "
                                         f"{POINTS[done[0]]} honour more"), reason
    assert found >= 3


def test_k8_k11_a_take_that_ends_your_round_names_the_number_you_show_next_round():
    found = 0
    for state, view in _positions(range(4)):
        seat = view.turn
        for card in state.row:
            if view.taken[seat] == 2 or card < view.cards[seat][-1]:
                found += 1
                reason = hint_reason(view, card)
                assert f"show {card}" in reason, reason
                lower = sum(1 for s in range(view.players) if s != seat and view.cards[s][-1] < card)
                assert ("the lowest number now" in reason) == (lower == 0), reason     # you choose first
    assert found >= 10


def test_a_hint_names_the_card_it_ties_with():
    state, view = next(_positions([1]))
    best, other, third = state.row[:3]
    reason = hint_reason(view, best, {best: 31.2, other: 30.9, third: 20.0})
    assert reason.endswith(f"Expected final honour: 31, as with {other}."), reason
    reason = hint_reason(view, best, {best: 31.2, other: 25.0})
    assert reason.endswith("Expected final honour: 31 (the next best card: 25)."), reason
