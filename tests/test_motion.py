"""Every move seen moving: the shared flights (scenes/motion.py) and the tables that use them."""

import pygame

from scenes.kings import KingsTable
from scenes.motion import Marks, Motion
from tests.scene_driver import frames, make_app


def test_a_flight_shows_its_face_only_to_whoever_may_see_it():
    motion = Motion()
    open_card = motion.fly("a", (0, 0, 10, 10), (100, 0, 10, 10), 0.5)
    secret = motion.fly("b", (0, 0, 10, 10), (100, 0, 10, 10), 0.5, seen_by={1, 2}, dest=("hand", 2))
    assert open_card.face_up(None) and open_card.face_up(0)
    assert secret.face_up(1) and secret.face_up(2)
    assert not secret.face_up(0) and not secret.face_up(None)      # a frame for everyone: a back
    seen = []
    motion.draw(pygame.Surface((200, 20)), lambda _s, thing, _r, up: seen.append((thing, up)), watcher=0)
    assert seen == [("a", True), ("b", False)]


def test_a_flight_glides_lands_and_then_what_waited_runs():
    motion, done = Motion(), []
    flight = motion.fly("a", (0, 0, 10, 10), (100, 0, 10, 10), 0.4, dest="row")
    motion.then(lambda: done.append("landed"))
    motion.update(0.2)
    assert motion.on_way("row") == ["a"] and 0 < flight.rect().x < 100 and not done
    motion.update(0.3)
    assert not motion.moving and motion.on_way("row") == [] and done == ["landed"]


def test_a_seats_last_move_stays_marked_until_the_person_decides():
    marks = Marks()
    marks.mark(1, "took 36 — hero", 36)
    marks.mark(2, "took 12 — king", 12)
    assert set(marks.shown(0)) == {1, 2}
    marks.decided(0)
    assert marks.shown(0) == {}
    marks.mark(1, "took 40 — treasure", 40)
    assert marks.shown(0) == {1: ("took 40 — treasure", 40)} and set(marks.shown(2)) == {1}


def test_a_number_waits_for_the_card_that_changes_it_then_counts_up_to_the_new_value():
    from scenes.motion import COUNT_TIME, Counts
    motion, counts = Motion(), Counts()
    flight = motion.fly("silver", (0, 0, 10, 10), (100, 0, 10, 10), 0.3, counts={("points", 1)})
    motion.fly("back", (0, 0, 10, 10), (50, 0, 10, 10), 0.1)
    counts.changed({("points", 1): 2, ("hand", 2): 5}, {("points", 1): 8, ("hand", 2): 4}, motion.flights)
    game = {("points", 1): 8, ("hand", 2): 4}
    seen = []
    for _ in range(60):
        motion.update(1 / 60)
        counts.update(1 / 60, game, motion)
        seen.append(counts.value(("points", 1), 8))
        if flight in motion.flights:
            assert seen[-1] == 2                              # its card still on its way
    assert seen[-1] == 8 and not counts.moving
    assert {3, 4, 5, 6, 7} <= set(seen)                      # counted up, not a jump
    assert counts.value(("hand", 2), 4) == 4                 # the move's other number, once all landed
    assert len([n for n in seen if 2 < n < 8]) <= COUNT_TIME * 60 + 1


def kings_table_after_a_computer_move(speed="normal"):
    app = make_app(speed)
    table = KingsTable(app, ["human", "easy", "easy"], seed=4, first_player=1)
    app.push(table)
    for _ in range(2000):
        frames(app, 1)
        if table.session.record.moves:
            return app, table
    raise AssertionError("the computer never moved")


def test_kings_the_card_taken_flies_from_the_row_and_its_seat_shows_the_card_below_until_it_lands():
    _app, table = kings_table_after_a_computer_move()
    _move, seat = table.session.record.moves[-1]
    card = table.state.cards[seat][-1]
    assert table.motion.on_way(("seat", seat)) == [card]
    assert table.shown_view().cards[seat][-1] != card          # still on its way: the castle shows
    assert table.state.row[-1] in table.motion.on_way("row")    # the refill comes from the stack
    table.motion.update(5.0)
    assert table.shown_view().cards[seat][-1] == card
    assert table.marks.shown(0)[seat] == (table.move_words(card, []), card)


def test_kings_each_computer_move_is_its_own_beat():
    app, table = kings_table_after_a_computer_move()
    moves = len(table.session.record.moves)
    for _ in range(20):                       # a third of a second: the card still flies
        frames(app, 1)
        assert table.motion.moving
    assert len(table.session.record.moves) == moves
    for _ in range(600):
        frames(app, 1)
        if len(table.session.record.moves) > moves:
            break
    assert len(table.session.record.moves) == moves + 1


def test_kings_the_instant_speed_shows_each_move_at_once():
    app, table = kings_table_after_a_computer_move("instant")
    frames(app, 1)
    assert not table.motion.moving


def nottingham_flights_drawn(table, surface):
    drawn = []
    table.draw_flight = lambda _s, thing, _r, face_up: drawn.append((thing, face_up))
    table.draw(surface)
    return drawn


def test_nottingham_a_card_stolen_between_two_others_is_a_back_to_the_person_watching():
    # N26: the card taken in a steal is known to the thief and the one robbed only.
    from game.nottingham import Move
    from scenes.nottingham.table import NottinghamTable
    app = make_app("normal")
    table = NottinghamTable(app, [None, "easy", "easy"], seed=3)
    app.push(table)
    frames(app, 1)
    table.show_moves(Move("take", "gold"), [("take", 1, 2, "gold")])
    table.motion.update(0.3)                        # every flight has left
    drawn = nottingham_flights_drawn(table, app.screen)
    assert (("object", "gold"), False) in drawn
    assert table.motion.flights[-1].seen_by == {1, 2}


def test_nottingham_hot_seat_a_card_going_to_another_persons_hand_is_face_down_to_everyone_else():
    from game.nottingham import Move
    from scenes.nottingham.table import NottinghamTable
    app = make_app("normal")
    table = NottinghamTable(app, [None, None, "easy"], seed=3)
    app.push(table)
    table.show_moves(Move("take", "gold"), [("take", 2, 1, "gold")])    # the computer robs person 1
    table.show_moves(None, [("favour", 1)])                            # a favour to person 1
    table.motion.update(0.3)
    secret = [f for f in table.motion.flights if f.seen_by is not None]
    assert len(secret) == 2
    for flight in secret:
        assert flight.face_up(1)
        assert not flight.face_up(0) and not flight.face_up(None)      # the other person, a frame for all
    table.viewer = 0
    assert table.private_seat() != 1
    drawn = nottingham_flights_drawn(table, app.screen)
    assert all(not up for thing, up in drawn if thing in (("object", "gold"), ("back", None)))
    assert any(thing == ("object", "gold") for thing, _up in drawn)


def test_kings_two_people_the_table_turns_so_the_person_who_acts_sits_at_the_foot():
    from scenes.kings.drawing import seat_tag
    app = make_app()
    table = KingsTable(app, ["human", "easy", "human"], seed=2, first_player=0)
    app.push(table)
    frames(app, 1)
    assert table.viewer == 0 and table.layout.viewer == 0
    assert seat_tag(table, 1) == "your left" and seat_tag(table, 2) == "your right"
    for _ in range(600):
        if table.state.turn == 0:
            table.take(table.state.row[0])
        frames(app, 1)
        if table.state.turn == 2 and not table.motion.moving:
            break
    frames(app, 1)
    assert table.state.turn == 2 and table.viewer == 2 and table.layout.viewer == 2
    assert seat_tag(table, 0) == "your left" and seat_tag(table, 1) == "your right"


def test_nottingham_each_computers_last_move_stays_at_its_seat_until_the_person_decides():
    from scenes.nottingham.table import NottinghamTable
    app = make_app()
    table = NottinghamTable(app, ["easy", None, "easy"], seed=5, first_player=0)
    app.push(table)
    for _ in range(3000):
        frames(app, 1)
        if table.my_turn() and not table.motion.moving:
            break
    assert table.my_turn()
    marked = table.marks.shown(1)
    assert marked and 1 not in marked
    assert all(words for words, _card in marked.values())
    assert table.play(table.state.legal_moves()[0])
    assert table.marks.shown(1) == {}                  # read: the person has decided again


def test_every_sound_a_table_asks_for_is_one_the_app_has():
    import os
    import re
    from sounds import SOUND_NAMES
    root = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scenes")
    asked = set()
    for folder, _dirs, files in os.walk(root):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    source = handle.read()
                asked |= set(re.findall(r'(?:play\(|sound=|sound = )"(\w+)"', source))
    assert {"take", "steal", "ambush", "cash", "task", "sheriff"} <= asked
    assert asked | {"lose"} <= set(SOUND_NAMES), asked - set(SOUND_NAMES)      # "lose": a game's end lost


def test_kings_sounds_a_whole_game_each_kind_of_move_heard():
    from scenes.score_sheet import ScoreSheet
    app = make_app("fast")
    heard = []
    app.play = heard.append
    table = KingsTable(app, ["easy", "easy", "easy"], seed=6)
    app.push(table)
    for _ in range(20000):
        frames(app, 1)
        if isinstance(app.top, ScoreSheet):
            break
    assert {"take", "card", "round_end", "win"} <= set(heard)


def test_kings_two_people_the_status_and_the_table_turn_together_once_the_last_card_has_landed():
    # While the card taken before a person's turn still flies, the table is still
    # turned to the person before: the status says who is taking, not "Your turn".
    app = make_app()
    table = KingsTable(app, ["human", "easy", "human"], seed=2, first_player=0)
    app.push(table)
    frames(app, 1)
    seen_flying = False
    for _ in range(3000):
        if table.state.turn == 0 and table.viewer == 0 and not table.motion.moving:
            table.take(table.state.row[0])
        frames(app, 1)
        if table.state.turn == 2 and table.motion.moving:
            seen_flying = True
            assert table.viewer != 2 and not table.my_turn()
            assert not table.status().startswith("Your turn"), table.status()
            assert table.shown_view().turn != 2                 # its panel not yet framed as acting
        if table.state.turn == 2 and not table.motion.moving:
            break
    frames(app, 1)
    assert seen_flying
    assert table.viewer == 2 and table.my_turn()
    assert table.status().startswith("Your turn, Player 3")


def test_figaro_a_card_played_flies_on_the_shared_flights_and_joins_the_pile_once_landed():
    # One animation home for every game: Figaro's cards travel on the table's Motion.
    from scenes.figaro.layout import pile_slot
    from scenes.figaro.table import TableScene
    from scenes.seats import COMPUTER, YOU, Seat
    app = make_app("normal")
    table = TableScene(app, [Seat(YOU, "Ann"), Seat(COMPUTER, "Bea", "easy"), Seat(COMPUTER, "Cy", "easy")],
                       seed=3)
    app.push(table)
    frames(app, 1)
    for _ in range(3000):
        if table.my_turn():
            break
        frames(app, 1)
    move = next(m for m in table.legal_moves() if hasattr(m, "card"))
    before = len(table.shown.piles[move.to])
    assert table.try_play(move.card, move.to)
    frames(app, 1)
    (flight,) = table.motion.flights
    assert flight.thing == move.card and flight.face_up(None) and flight.face_up(1)
    assert flight.end.topleft == pile_slot(table.rects[move.to], before, before + 1)
    assert len(table.shown.piles[move.to]) == before               # still on its way
    drawn = [rect for group, _name, rect in table.drawn if group == "flying"]
    assert drawn == [flight.rect()]
    for _ in range(120):
        frames(app, 1)
        if not table.motion.flights:
            break
    frames(app, 1)
    assert not table.motion.flights and table.shown.piles[move.to][before:] == [move.card]


def seat_numbers(table, seat):
    """{label: number} of what a Nottingham seat's panel shows (its words' numbers)."""
    import re
    view = table.view()
    return {what: int(re.findall(r"\d+", words)[0]) for what, words in table.seat_words(view, seat)
            if what != "who"}


def test_nottingham_the_panels_numbers_wait_for_the_cards_and_count_up_as_they_land():
    from scenes.nottingham.table import NottinghamTable
    app = make_app("normal")
    table = NottinghamTable(app, ["easy", "easy", "easy"], seed=5)
    app.push(table)
    waited = counted_up = False
    for _ in range(20000):
        moves = len(table.session.record.moves)
        shown_before = {seat: seat_numbers(table, seat) for seat in range(3)}
        frames(app, 1)
        if len(table.session.record.moves) == moves or not table.motion.flights:
            continue
        view = table.view()
        numbers = {("hand", s): view.hand_sizes[s] for s in range(3)}
        numbers.update({("points", s): view.scores[s] for s in range(3)})
        changed = [(what, seat) for (what, seat), number in numbers.items()
                   if what in ("hand", "points") and shown_before[seat][what] != number]
        if not changed:
            continue
        what, seat = changed[0]
        assert seat_numbers(table, seat)[what] == shown_before[seat][what]     # the card is on its way
        waited = True
        seen = [seat_numbers(table, seat)[what]]
        for _ in range(600):
            frames(app, 1)
            seen.append(seat_numbers(table, seat)[what])
            if not table.counts.moving:
                break
        assert seen[-1] == numbers[(what, seat)]                            # landed: the game's number
        steps = sorted(set(seen), reverse=seen[0] > seen[-1])
        if abs(numbers[(what, seat)] - seen[0]) > 1 and len(steps) > 2:
            counted_up = True                                               # through the numbers between
        if waited and counted_up:
            break
    assert waited and counted_up


def test_nottingham_a_card_coming_to_the_persons_hand_is_counted_there_once_it_has_landed():
    from scenes.nottingham.table import NottinghamTable
    app = make_app("normal")
    table = NottinghamTable(app, [None, "easy", "easy"], seed=3)
    app.push(table)
    frames(app, 1)
    for _ in range(3000):
        if table.my_turn() and table.state.phase == "choose" and not table.motion.moving:
            break
        table.motion.finish()
        frames(app, 1)
    keep = next(m for m in table.legal() if m.kind == "keep")
    card = table.state.card
    before = table.view().hand[card]
    drawn = []
    table.object_card = lambda _surface, obj, _rect, count=0, **_o: drawn.append((obj, count))
    assert table.play(keep)
    frames(app, 1)
    assert table.view().hand[card] == before + 1 and table.motion.flights
    assert (card, before) in drawn                          # on its way: not yet counted in the hand
    for _ in range(300):
        frames(app, 1)
        if not table.animating():
            break
    drawn.clear()
    frames(app, 1)
    assert (card, before + 1) in drawn
