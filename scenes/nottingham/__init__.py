"""The scenes of Nottingham: the table (``NottinghamTable``), the end of the game
(``NottinghamEnd``) and the question before leaving a game (``LeaveDialog``)."""

from .table import LeaveDialog, NottinghamEnd, NottinghamTable

__all__ = ["LeaveDialog", "NottinghamEnd", "NottinghamTable"]
