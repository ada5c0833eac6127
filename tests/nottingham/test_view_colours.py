"""Each seat's pawn colour is public (N5, N26): every seat's view holds the colours
the table chose, a guess made from a view keeps them, and a view is never made with
colours that are not one of N5's a seat, all different."""

import dataclasses
import json
import random

import pytest

from game.nottingham import COLOURS, GameState
from game.nottingham.guess import determinize
from game.nottingham.record import Record, load_record

CHOSEN = ("green", "red", "white", "grey")


def test_n26_every_seats_view_holds_the_colours_the_table_chose():
    game = GameState.new(4, seed=3, colours=CHOSEN, first_player=1)
    rng = random.Random(3)
    while not game.finished:
        for seat in range(4):
            assert game.view(seat).colours == CHOSEN
        game.apply(rng.choice(game.legal_moves()))
    assert all(game.view(seat).colours == CHOSEN for seat in range(4))


def test_n26_a_view_of_a_game_that_chose_none_holds_n5s_order():
    game = GameState.new(5, seed=1)
    assert game.view(2).colours == COLOURS[:5]


def test_n26_views_of_other_colours_differ():
    chosen, usual = GameState.new(4, seed=2, colours=CHOSEN), GameState.new(4, seed=2)
    assert chosen.view(0) != usual.view(0)
    assert dataclasses.replace(chosen.view(0), colours=COLOURS[:4]) == usual.view(0)


def test_n26_a_guess_from_a_view_keeps_the_colours():
    game = GameState.new(4, seed=5, colours=CHOSEN)
    guessed = determinize(game.view(2), random.Random(0))
    assert guessed.colours == CHOSEN
    assert guessed.view(2).colours == CHOSEN


def test_n5_a_record_replayed_gives_views_with_its_colours():
    game = GameState.new(4, seed=8, colours=CHOSEN)
    record = Record(game.copy(), [])
    rng = random.Random(8)
    for _ in range(30):
        move = rng.choice(game.legal_moves())
        record.moves.append((move, game.turn))
        game.apply(move)
    replayed, failure = load_record(json.loads(json.dumps(record.to_json()))).replay()
    assert failure is None and replayed.view(0).colours == CHOSEN


def test_n5_a_view_made_without_colours_has_n5s_order():
    view = GameState.new(3, seed=4, colours=("grey", "green", "blue")).view(0)
    fields = {f.name: getattr(view, f.name) for f in dataclasses.fields(view) if f.name != "colours"}
    assert type(view)(**fields).colours == ("red", "purple", "yellow")


@pytest.mark.parametrize("bad", [
    ("green", "red"), ("green", "red", "white", "grey", "blue"), ("green", "green", "white", "grey"),
    ("green", "pink", "white", "grey"), (1, 2, 3, 4), (), None, "greenredwhitegrey",
])
def test_n5_a_view_is_not_made_with_colours_that_are_not_one_of_n5s_a_seat_all_different(bad):
    view = GameState.new(4, seed=6).view(1)
    with pytest.raises((ValueError, TypeError)):
        dataclasses.replace(view, colours=bad)


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_n5_the_colours_chosen_change_no_computers_choice(level):
    """Only the table shows the colours: the same deal is played the same whichever the seats chose."""
    from game.nottingham.players import make_player

    def moves(colours):
        game = GameState.new(4, seed=3, colours=colours)
        players = [make_player(level, k) for k in range(4)]
        played = []
        while not game.finished and len(played) < 120:
            move = players[game.turn].choose(game.view(game.turn))
            played.append(move)
            game.apply(move)
        return played

    assert moves(CHOSEN) == moves(None)
