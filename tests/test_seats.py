"""Who sits where at setup: at most one "You" (the one person, when only one
plays), every other person a named "Person", never two "You" whatever is
clicked, and a click changes the seat clicked: any other seat that must change
with it is said."""

import itertools
import random

from app.i18n import set_language
from scenes.seats import COMPUTER, PERSON, YOU, Seat, cycle_kind, default_seats, settle_kinds

LEVELS = ["easy", "medium", "hard"]


def kinds(seats, players):
    return [seat.kind for seat in seats[:players]]


def test_the_kinds_read_you_person_and_computer():
    set_language("en")
    assert [Seat(kind, level="easy").describe() for kind in (YOU, PERSON, COMPUTER)] == [
        "You", "Person", "Computer (easy)"]


def test_a_second_person_is_a_person_named_for_the_seat_and_the_you_stays():
    seats = default_seats(4)
    while seats[2].kind != PERSON:                  # medium, hard, expert, then Person: "You" is not offered
        assert cycle_kind(seats, 4, 2, LEVELS + ["expert"]) == []
        assert seats[2].kind != YOU and seats[0].kind == YOU
    assert kinds(seats, 4) == [YOU, COMPUTER, PERSON, COMPUTER]
    assert [s.name for s in seats[:3]] == ["You", "Rosina", "Player 3"]
    assert cycle_kind(seats, 4, 0, LEVELS) == []    # You -> Person: the other person stays a person
    assert kinds(seats, 4) == [PERSON, COMPUTER, PERSON, COMPUTER]
    assert cycle_kind(seats, 4, 2, LEVELS, delta=-1) == []     # and "You" is chosen at seat 3 instead
    assert kinds(seats, 4) == [PERSON, COMPUTER, YOU, COMPUTER]
    assert cycle_kind(seats, 4, 2, LEVELS) == []    # You -> Person
    assert cycle_kind(seats, 4, 2, LEVELS) == [0]   # -> a computer: the lone person left is "You", and said
    assert kinds(seats, 4) == [YOU, COMPUTER, COMPUTER, COMPUTER]


def test_a_lone_person_is_you_never_a_person():
    seats = default_seats(3)
    cycle_kind(seats, 3, 0, LEVELS)                 # You -> (not Person) the first computer level
    assert kinds(seats, 3) == [COMPUTER, COMPUTER, COMPUTER] and seats[0].level == "easy"
    cycle_kind(seats, 3, 0, LEVELS, delta=-1)       # and back
    assert kinds(seats, 3) == [YOU, COMPUTER, COMPUTER]


def test_fewer_players_keep_one_you():
    seats = default_seats(5)
    seats[3] = Seat(PERSON, "Anna", "easy")
    seats[0].kind = COMPUTER
    settle_kinds(seats, 5)
    assert kinds(seats, 5).count(YOU) == 1 and seats[3].kind == YOU and seats[3].name == "Anna"
    seats[1] = Seat(PERSON, "Bea", "easy")
    settle_kinds(seats, 3)
    assert kinds(seats, 3) == [COMPUTER, YOU, COMPUTER]


def test_any_clicks_leave_one_you_at_most_and_change_no_other_seat_unsaid():
    rng = random.Random(5)
    for _game in range(200):
        players = rng.randint(3, 6)
        seats = default_seats(6)
        for _click in range(rng.randint(1, 30)):
            if rng.random() < 0.1:
                players = rng.randint(3, 6)
                settle_kinds(seats, players)
            else:
                before = [Seat(s.kind, s.name, s.level) for s in seats]
                clicked = rng.randrange(players)
                said = cycle_kind(seats, players, clicked, LEVELS, rng.choice((1, -1)))
                changed = {i for i in range(6) if seats[i] != before[i]} - {clicked}
                assert changed == set(said), (before, seats)
            chosen = kinds(seats, players)
            people = sum(seat.human for seat in seats[:players])
            assert chosen.count(YOU) <= 1 and (people != 1 or chosen.count(YOU) == 1), chosen
            names = [seat.name for seat in seats[:players] if seat.kind == PERSON]
            assert "You" not in names


def test_every_kind_can_be_reached_at_every_seat():
    for players, index in itertools.product((3, 4), range(3)):
        seats = default_seats(players)
        for other in set(range(players)) - {index}:
            seats[other].kind = PERSON              # the others people, none "You" yet
        seen = set()
        for _ in range(8):
            cycle_kind(seats, players, index, LEVELS)
            seen.add((seats[index].kind, seats[index].level if seats[index].kind == COMPUTER else None))
        assert {(YOU, None), (PERSON, None)} | {(COMPUTER, level) for level in LEVELS} <= seen


def test_each_game_has_its_own_cast_of_computers():
    # The computers at Nottingham and Kings & Creatures carry names of their own world.
    from scenes.menu import NewGameScene
    from scenes.seats import CASTS, demo_seats
    from tests.scene_driver import make_app
    app = make_app()
    for game in ("figaro", "nottingham", "kings"):
        setup = NewGameScene(app, game=game)
        computers = [s.name for s in setup.seats if s.kind == COMPUTER]
        assert computers and set(computers) <= set(CASTS[game]), (game, computers)
        assert {s.name for s in demo_seats(4, game=game)} <= set(CASTS[game])
    from app.last_table import LastTable
    app.last_tables = {"figaro": LastTable(4, NewGameScene(app, game="figaro").seats)}   # Figaro's last table
    setup = NewGameScene(app, game="kings")
    assert not {s.name for s in setup.seats} & set(CASTS["figaro"])
    setup.seats[1].name = "Zoe"                                         # a name typed stays
    setup.seats[1].kind = PERSON
    setup.cycle_kind(1)
    setup.cycle_kind(1)
    assert setup.seats[1].kind == COMPUTER and setup.seats[1].name == "Zoe"


def test_a_seat_turned_computer_takes_a_name_no_other_seat_carries():
    # Nottingham has seven seats and a cast of six: the first seat's own name is the seventh's.
    seats = default_seats(7, "nottingham")
    cycle_kind(seats, 7, 0, LEVELS, game="nottingham")
    names = [seat.name for seat in seats]
    assert seats[0].kind == COMPUTER and len(set(names)) == 7, names
