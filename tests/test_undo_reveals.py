"""Undo never crosses a moment at which the person asking learned something
hidden (RULES.md R24, N28, K22): every kind of reveal of every game, at one
screen (GameSession) and at a table across the network (the host's Table and
what it tells the seat)."""

import random

import pytest

from app import saves
from app.net.messages import ProtocolError
from app.net.table import COMPUTER, HERE, Seat, Table
from app.session import GameSession
from app.undo import NOTHING_TO_UNDO, SEEN, undo_point, why_not
from game import load_game
from game.common import reveals as kinds
from game.nottingham import Move
from game.nottingham.reveals import reveals as nottingham_reveals
from tests.bounds import bounded
from tests.nottingham.positions import state as nottingham_position

PERSON = {0}
NAMES = ["Ann", "Ben", "Cleo", "Dario"]


def nottingham(**position):
    return nottingham_position(**position)


# (name, the game, a start, the moves from it, what the last move shows seat 0:
#  (kind, whose seat or None), and whether seat 0 may still undo before that move)
def nottingham_cases():
    others = [["gold", "chest"], ["copper"], ["jewels"]]
    yield ("n7 the card drawn", lambda: nottingham(phase="choose", card="copper", hands=[["gold"], *others]),
           [Move("keep"), Move("pass")], (kinds.DRAW, None), False)
    yield ("n13 a steal shows the hand", lambda: nottingham(phase="choose", card="pearls", hands=[["gold"], *others]),
           [Move("act", 1), Move("defend", False)], (kinds.HAND, 1), True)
    yield ("n14 a rob shows the hand", lambda: nottingham(phase="choose", card="jewels", hands=[["gold"], *others]),
           [Move("act", 1), Move("defend", False)], (kinds.HAND, 1), True)
    yield ("n11 a smuggle takes at random", lambda: nottingham(phase="choose", card="silver", hands=[["gold"], *others]),
           [Move("act", 1), Move("defend", False)], (kinds.RANDOM, 1), True)
    yield ("n15 a defence answered", lambda: nottingham(
               phase="choose", card="silver", hands=[["gold"], ["necklace", "chest"], ["copper"], ["jewels"]]),
           [Move("act", 1), Move("defend", True)], (kinds.ANSWER, 1), True)
    yield ("n15 no defence answered", lambda: nottingham(
               phase="choose", card="jewels", hands=[["gold"], ["necklace", "chest"], ["copper"], ["jewels"]]),
           [Move("act", 1), Move("defend", False)], (kinds.HAND, 1), True)
    yield ("n12 the ambush cards looked at", lambda: nottingham(phase="choose", card="gold", hands=[["gold"], *others]),
           [Move("act")], (kinds.PEEK, None), False)
    yield ("n17 an ambush answered", lambda: nottingham(
               phase="cash", hands=[["pearls", "pearls", "pearls", "gold"], *others],
               ambushes=[[], ["chest-copper"], ["copper-silver"], []]),
           [Move("cash", ("pearls", 3)), Move("spring", None)], (kinds.ANSWER, 1), True)
    yield ("n10 the buy offers turned up", lambda: nottingham(phase="choose", card="copper", hands=[["gold"], *others[:1], ["pearls"], ["jewels"]]),
           [Move("act"), Move("offer", ("gold",)), Move("offer", ("pearls",)), Move("offer", ("jewels",))],
           (kinds.OFFERS, None), True)
    yield ("n10 a hand shown with nothing to offer", lambda: nottingham(
               phase="choose", card="copper", hands=[["gold"], ["copper"], ["pearls"], ["jewels"]]),
           [Move("act")], (kinds.HAND, 1), False)


def kings_refill():
    info = load_game("kings")
    start = info.new_game(2, seed=4, first_player=0)
    return start, [start.legal_moves()[0]]


def played_until(game, players, stop, seed):
    """A start and random moves from it up to the first move where ``stop(events)``,
    seat 0 having made a choice before it."""
    info = load_game(game)
    for attempt in range(50):
        start = info.new_game(players, seed=seed + attempt, first_player=0)
        state, moves, chose = start.copy(), [], False
        rng = random.Random(attempt)
        for _ in bounded(5000):
            legal = state.legal_moves()
            chose = chose or (state.turn == 0 and len(legal) > 1)
            move = rng.choice(legal)
            moves.append(move)
            if stop(state.apply(move)):
                break
        if chose and not state.finished:
            return start, moves
    raise AssertionError("no game got there")


def new_round(events):
    return any(event[0] == "round_start" for event in events)


def figaro_deal(events):
    return any(event[0] == "round_end" for event in events)


CASES = [("nottingham", *case) for case in nottingham_cases()] + [
    ("kings", "k10 the card refilled", kings_refill, None, (kinds.DRAW, None), False),
    ("kings", "k14 the next round's row", lambda: played_until("kings", 3, new_round, 1), None,
     (kinds.DEAL, None), None),
    ("figaro", "r21 the next round's deal", lambda: played_until("figaro", 3, figaro_deal, 1), None,
     (kinds.DEAL, None), None),
]


def start_and_moves(case):
    _game, _name, start, moves, _seen, _before = case
    made = start()
    if moves is None:
        return made
    return made, moves


def record_of(game, start, moves):
    info = load_game(game)
    record = info.record_type(start.copy(), [])
    state = start.copy()
    for move in moves:
        record.moves.append((move, state.turn))
        state.apply(move)
    return record


def describe(events, names, you):
    return [str(event[0]) for event in events]


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}: {c[1]}" for c in CASES])
def test_undo_stops_at_every_kind_of_reveal_at_one_screen(case):
    game, _name, _start, _moves, (kind, other), undo_before = case
    start, moves = start_and_moves(case)
    start.names = NAMES[:start.players]
    record = record_of(game, start, moves)
    assert undo_point(record, PERSON, 0) is None
    assert why_not(record, PERSON, 0) == (SEEN[kind], other)
    seats = [saves.YOU] + [saves.computer("random", k) for k in range(1, start.players)]
    session = GameSession(saves.SavedGame(record, seats), autosave=False, describe=describe)
    refusal = str(session.undo_refusal())
    assert refusal.endswith("it cannot be taken back.") or refusal.endswith("they cannot be taken back.")
    if "{player}" in SEEN[kind]:              # whose hand, whose answer
        assert NAMES[other] in refusal
    assert not session.undo() and len(session.record.moves) == len(moves)
    if undo_before:                           # up to that moment undo works as before
        shorter = record_of(game, start, moves[:-1])
        assert undo_point(shorter, PERSON, 0) is not None


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}: {c[1]}" for c in CASES])
def test_undo_stops_at_every_kind_of_reveal_across_the_network(case):
    game, _name, _start, _moves, (kind, other), undo_before = case
    info = load_game(game)
    start, moves = start_and_moves(case)
    seats = [Seat(HERE, name=NAMES[0])] + [Seat(COMPUTER, level="random", name=NAMES[k])
                                           for k in range(1, start.players)]
    start.names = NAMES[:start.players]

    def table_after(count):
        record = info.record_type(start.copy(), [])
        table = Table(info, seats, state=start.copy(), record=record)
        for move in moves[:count]:
            table.play(table.state.turn, move, table.at)
        return table

    table = table_after(len(moves))
    with pytest.raises(ProtocolError) as refused:
        table.undo(0, table.at)
    assert refused.value.code == "no-undo"
    assert refused.value.message == SEEN[kind].format(player=NAMES[other] if other is not None else "")
    # the seat is told what it saw, and only its own; its window words the refusal
    played = table.state_message(0, since=0)["played"]
    assert played[-1]["seen"] == [kind, other]
    assert str(joined(table).undo_refusal()) == refused.value.message
    if undo_before:
        before = table_after(len(moves) - 1)
        assert all(p["seen"] is None for p in before.state_message(0, since=0)["played"])
        assert joined(before).undo_refusal() is None
        before.undo(0, before.at)
        assert before.moves == 0


class Connection:
    """What a joined window's NetSession reads of its connection: the host's messages."""

    def __init__(self, game, message):
        self.game, self.seat, self.backlog, self.state = game, 0, [message], message
        self.connection = "connected"

    def poll(self):
        return []


def joined(table):
    """Seat 0's window at ``table``, from the messages the host sends it."""
    from app.net.netsession import NetSession
    return NetSession(Connection(table.info.name, table.state_message(0, since=0)), describe)


def test_n28_a_smuggle_tells_the_seat_that_lost_the_card_and_no_one_else():
    case = next(c for c in CASES if c[1] == "n11 a smuggle takes at random")
    start, moves = start_and_moves(case)
    record = record_of("nottingham", start, moves)
    assert why_not(record, {2}, 2) == (NOTHING_TO_UNDO, None)
    state = start.copy()
    state.apply(moves[0])
    events = state.apply(moves[1])
    seen = nottingham_reveals(moves[1], 1, events, state)
    assert seen[0] == (kinds.RANDOM, 1) and seen[1] == (kinds.RANDOM, 1)
    assert seen[2] == seen[3] == (kinds.ANSWER, 1)            # the others learn only the answer


def test_n28_a_favour_is_seen_by_the_seat_it_goes_to():
    state = nottingham(phase="cash", hands=[["gold"], ["copper"], ["pearls"], ["jewels"]])
    assert nottingham_reveals(Move("pass"), 0, [("favour", 2)], state) == {2: (kinds.DRAW, None)}


def test_n28_the_same_smuggle_cannot_be_fished_for_again():
    """Four smuggles in a row once gave different cards; now the first is final."""
    case = next(c for c in CASES if c[1] == "n11 a smuggle takes at random")
    start, moves = start_and_moves(case)
    session = GameSession(saves.SavedGame(record_of("nottingham", start, []),
                                          [saves.YOU] + [saves.computer("random", k) for k in (1, 2, 3)]),
                          autosave=False, describe=describe)
    for move in moves:
        session.apply(move)
    taken = session.state.hands[0][:]
    assert not session.undo()
    assert session.state.hands[0] == taken


def test_r24_within_a_round_undo_crosses_the_computers_plays():
    info = load_game("figaro")
    start = info.new_game(3, seed=2, first_player=0)
    record = info.record_type(start.copy(), [])
    state = start.copy()
    for _ in range(3):                        # the person's play, then the computers'
        move = state.legal_moves()[0]
        record.moves.append((move, state.turn))
        state.apply(move)
    assert undo_point(record, PERSON, 0) == 0


@pytest.mark.parametrize("game", ["figaro", "nottingham", "kings"])
def test_a_finished_game_is_never_taken_back_at_one_screen(game):
    """The last move of a finished game stays (as the host refuses it: game-over)."""
    from app.undo import GAME_OVER
    info = load_game(game)
    start = info.new_game(3, seed=5)
    state, moves, rng = start.copy(), [], random.Random(5)
    for _ in bounded(20000):
        if state.finished:
            break
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state.apply(move)
    seats = [saves.YOU] + [saves.computer("random", k) for k in range(1, start.players)]
    session = GameSession(saves.SavedGame(record_of(game, start, moves), seats), autosave=False,
                          describe=describe)
    assert session.state.finished
    assert str(session.undo_refusal()) == GAME_OVER
    assert not session.undo() and session.state.finished and len(session.record.moves) == len(moves)
