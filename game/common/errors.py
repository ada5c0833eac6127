"""The two ways input can be wrong.

``IllegalMove``: a well-formed move that the rules forbid; it names the rule.
``FormatError``: a position, record or move that is not well-formed at all;
it names the place (``position.hands[2][0]``).
Both are ValueErrors, so callers that do not care can catch one thing.
"""


class IllegalMove(ValueError):
    def __init__(self, rule, message):
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class FormatError(ValueError):
    def __init__(self, where, message):
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.message = message
