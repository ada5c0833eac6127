"""Bounded loops for tests: a loop that never ends is a failure, not a hang."""


def bounded(limit=10_000):
    """Counts a loop's rounds; fails the test once it has gone ``limit`` rounds."""
    yield from range(limit)
    raise AssertionError(f"a loop of the test went {limit} rounds without ending")
