"""The comforts the Nottingham and Kings & Creatures tables share
(scenes/session_table.py): the session keys, the hint's refusals in order, and
both tables and their end scenes built on them."""

import pygame

from scenes.base import Scene
from scenes.kings import KingsTable
from scenes.nottingham.table import NottinghamTable
from scenes.score_sheet import ScoreSheet
from scenes.session_table import SessionTable


class FakeTable(SessionTable):
    """Just what the mixin asks of a table, recording what it was asked to do."""

    def __init__(self, mine=True):
        self.done = []
        self.hint = None
        self.hint_decision = None
        self.mine = mine

    def my_turn(self):
        return self.mine

    def hint_refusals(self):
        return "thinking", "not yours", "shown"

    def leave_table(self):
        self.done.append("leave")

    def undo(self):
        self.done.append("undo")

    def hint_key(self):
        self.done.append("hint")

    def open_log(self):
        self.done.append("log")


def key(code, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod)


def test_the_session_keys_do_their_comfort_and_leave_the_others_to_the_table():
    table = FakeTable()
    for code, mod in ((pygame.K_ESCAPE, 0), (pygame.K_u, 0), (pygame.K_z, pygame.KMOD_LCTRL),
                      (pygame.K_h, 0), (pygame.K_l, 0)):
        assert table.handle_session_key(key(code, mod))
    assert table.done == ["leave", "undo", "undo", "hint", "log"]
    assert not table.handle_session_key(key(pygame.K_z))           # z without Ctrl is the table's
    assert not table.handle_session_key(key(pygame.K_RETURN))
    assert table.done == ["leave", "undo", "undo", "hint", "log"]


def test_the_hint_refusals_come_in_order_thinking_then_turn_then_shown():
    table = FakeTable()
    assert table.hint_refusal() is None
    table.hint = ("a move",)
    assert table.hint_refusal() == "shown"
    table.mine = False
    assert table.hint_refusal() == "not yours"
    table.hint_decision = object()
    assert table.hint_refusal() == "thinking"


def test_both_tables_and_their_end_scenes_share_the_comforts():
    assert issubclass(KingsTable, SessionTable) and issubclass(NottinghamTable, SessionTable)
    assert issubclass(ScoreSheet, Scene)        # every game's end is the one score sheet (scenes/score_sheet.py)
