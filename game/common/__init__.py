"""What every game of the app shares, whatever its rules.

``errors``: ``IllegalMove`` (a well-formed move the rules forbid, naming the
rule) and ``FormatError`` (input that is not well-formed at all). Each game is
a package beside this one (``game.figaro`` …) and follows the same protocol.
"""
