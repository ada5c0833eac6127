"""What the tables of Nottingham and Kings & Creatures do alike around their
``GameSession``: the row of undo, hint, whole log and rules; the keys U (or
Ctrl+Z), H, L, Ctrl+S (the record) and Esc; the hint's refusals; the computers thinking in slices
(``Decision``) between frames.

``SessionTable`` is a mixin for a ``Scene``. The table keeps its own words (each
game has its catalog) and what differs: how a move is shown, what the hint
highlights. It provides ``session``, ``computers``, ``decision``, ``waited``,
``hint``, ``hint_decision`` and the methods named below.
"""

import os
import time

import pygame

from app import saves, storage
from app.i18n import N_, _
from game.common.players import Decision

from .action_bar import Action, ActionBar

THINK_SLICE = 0.004      # seconds of a computer's thinking per frame
HINT_SLICE = 0.03        # seconds of the hint's thinking per frame: a person waits for it


def save_game_record(session, say):
    """Ctrl+S at any table: the record of the game so far, in the data folder's
    ``records``, to replay with ``python main.py replay``; ``say`` tells where."""
    path = os.path.join(storage.data_dir(), "records", time.strftime(f"{session.game}-%Y%m%d-%H%M%S.json"))
    try:
        saves.export_record(session.record, path)          # makes the folder if need be
        say(_("Record saved as {path}").format(path=path))
    except OSError as error:
        say(_("The record could not be saved ({reason}).").format(reason=error.strerror or error))


class SessionTable:
    """The session's comforts shared by the tables (a mixin before ``Scene``)."""

    def session_actions(self, rect):
        """The action bar: undo, hint, the whole log and the rules (F1)."""
        return ActionBar(rect, [
            Action("undo", N_("Undo"), "U", self.undo, self.undo_refusal),
            Action("hint", N_("Hint"), "H", self.start_hint, self.hint_refusal),
            Action("log", N_("Whole log"), "L", self.open_log),
            Action("rules", N_("Rules"), "F1", self.app.open_rules),
        ])

    def hint_refusal(self):
        """Why the hint cannot be asked now, in the table's words; None when it can.
        The table gives the words: ``hint_refusals()`` -> (thinking, not your
        turn, already shown)."""
        thinking, not_yours, shown = self.hint_refusals()
        if self.hint_decision is not None:
            return thinking
        if not self.my_turn():
            return not_yours
        if self.hint is not None:
            return shown
        return None

    def handle_session_key(self, event):
        """Esc leaves (``leave_table``), U or Ctrl+Z undoes, H asks the hint
        (``hint_key``), L shows the whole log, Ctrl+S saves the record. True when
        the key was one of these."""
        key = event.key
        if key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
            self.save_record()
        elif key == pygame.K_ESCAPE:
            self.leave_table()
        elif key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.undo()
        elif key == pygame.K_h:
            self.hint_key()
        elif key == pygame.K_l:
            self.open_log()
        else:
            return False
        return True

    def save_record(self):
        """Ctrl+S: the record of the game so far (``save_game_record``)."""
        save_game_record(self.session, self.say)

    def needs_frames(self):
        """Frames while the table moves on its own (``moving``) or a computer is to
        play; none while a person looks at a settled table."""
        if self.moving():
            return True
        return not self.state.finished and not self.session.person_to_act()

    def moving(self):
        """Whether the table changes by itself now: a computer or the hint thinks, a
        notice is timed, the end is still to be shown, or the table's own
        ``animating()`` says so."""
        if self.decision is not None or self.hint_decision is not None:
            return True
        if getattr(self, "message_time", 0) > 0 or getattr(self, "notice_time", 0) > 0:
            return True
        if self.animating():
            return True
        return self.state.finished and not getattr(self, "ended", True)

    def animating(self):
        """Whether something on the table is still gliding (a table that moves things says so)."""
        return False

    def end_sound(self):
        """The game's end heard: a fanfare when a person at this screen won (or only
        computers played), a fall when the people here lost."""
        people = [seat for seat, level in enumerate(self.seats) if level in (None, "human")]
        winners = self.state.winners() if callable(getattr(self.state, "winners", None)) else []
        if not people or any(seat in winners for seat in people):
            return "win"
        return "lose"

    def step_computer(self, seat, dt):
        """The computer at ``seat`` thinks a slice; its move is applied once it is
        ready and the player's pause (settings) has passed."""
        if self.decision is None:
            self.decision = Decision(self.computers[seat], self.state.view(seat))
            self.waited = 0.0
        if not self.animating():
            self.waited += dt           # each move its own beat: the pause starts once the last has landed
        if self.decision.step(THINK_SLICE) and self.waited >= self.app.settings.pause and not self.animating():
            self.apply(self.decision.move)
