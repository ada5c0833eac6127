"""The scenes of Nottingham: the table (``NottinghamTable``) and the question
before leaving a game (``LeaveDialog``); the end is the shared score sheet
(scenes/score_sheet.py), filled by ``sheet.py``."""

from .table import LeaveDialog, NottinghamTable

__all__ = ["LeaveDialog", "NottinghamTable"]
