"""The scenes of Kings & Creatures: the table (``KingsTable``) and the summary at
each round's end (``RoundSummary``); the final score sheet is the shared one
(scenes/score_sheet.py), filled by ``score_sheet.py``."""

from .round_end import RoundSummary
from .table import HUMAN, KingsTable

__all__ = ["HUMAN", "KingsTable", "RoundSummary"]
