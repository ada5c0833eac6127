"""The scenes of Kings & Creatures: the table (``KingsTable``) and the final
scoring by card type (``KingsScoring``)."""

from .table import HUMAN, KingsScoring, KingsTable

__all__ = ["HUMAN", "KingsScoring", "KingsTable"]
