"""Nottingham's scenes: the table (``NottinghamTable``). The start scene's game
chooser opens it with the seats chosen there."""

from .table import NottinghamTable

__all__ = ["NottinghamTable"]
