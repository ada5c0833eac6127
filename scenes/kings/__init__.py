"""The scenes of Kings & Creatures: the table (``KingsTable``), the summary at
each round's end (``RoundSummary``) and the final score sheet (``KingsScoring``)."""

from .round_end import RoundSummary
from .score_sheet import KingsScoring
from .table import HUMAN, KingsTable

__all__ = ["HUMAN", "KingsScoring", "KingsTable", "RoundSummary"]
