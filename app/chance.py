"""Where a real table's chance comes from: the operating system's entropy.

Every deal of a real table (at one screen, hosted, each next game at the same
table, a table resumed) and every computer player's own generator there start
from ``fresh_seed()``, so no deal and no computer's choice can be known in
advance. A fixed seed exists only where someone asks for one: the tests,
``simulate`` and ``--seed``.
"""

import secrets

SEED_BITS = 62          # well inside every format's seed (below 2**63), room for seed * 10 + seat


def fresh_seed():
    """A seed nobody can guess (``secrets``)."""
    return secrets.randbits(SEED_BITS)
