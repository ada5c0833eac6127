"""The games of the app: their rules, positions and records, computer players.

Each game is a package of its own (``game.figaro`` …); what every game shares
lives in ``game.common``. Pure Python: no pygame, no printing.
"""
