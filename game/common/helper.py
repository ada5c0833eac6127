"""A second core for the searches: one process beside the app's, started the
first time a search asks for it, that grows some of a decision's trees while
the app's own process grows the others (``SearchPlayer.trees``).

What the helper computes is a pure function of what it is sent, so a decision
is the same move whether its trees grew here, there, or one after the other:
wherever the helper is missing (it could not start, it broke, or ``allowed`` is
False, as in benchmarks that already keep every core busy), the caller grows
the tree itself. It is sent only what the seat sees, never the game.

The process is spawned, never forked (the window's process may hold threads and
a display); a frozen app calls ``multiprocessing.freeze_support()`` first thing
(main.py), so that the helper started from it runs this module, not the app.
"""

import concurrent.futures
import multiprocessing
import sys
from concurrent.futures.process import BrokenProcessPool

allowed = True          # False: every tree grows in the caller's process

_pool = None
_broken = False
WAIT = 0.002            # seconds a waiting search blocks before it yields again


def available():
    return allowed and not _broken


def submit(function, *args):
    """A future of ``function(*args)`` computed in the helper process, or None
    when there is no helper (the caller then computes it itself)."""
    global _pool
    if not available():
        return None
    try:
        if _pool is None:
            _pool = concurrent.futures.ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
        return _pool.submit(function, *args)
    except (OSError, RuntimeError, BrokenProcessPool, NotImplementedError) as error:
        _give_up(error)
        return None


def wait(future):
    """A generator: yields while the helper works (blocking ``WAIT`` seconds at a
    time, so a caller that only waits costs no processor), and returns the
    result, or None when the helper failed (the caller then computes it)."""
    while True:
        try:
            return future.result(timeout=WAIT)
        except concurrent.futures.TimeoutError:
            yield
        except (BrokenProcessPool, OSError, EOFError) as error:
            _give_up(error)
            return None
        except Exception:       # cancelled, or failed there: the caller computes it (and
            return None         # meets the same error, if it is the computation's own)


def _give_up(error):
    """No helper from now on: a broken one is not started again. Said once on
    standard error (where there is one): the searches go on, at half speed."""
    global _pool, _broken
    _broken = True
    if sys.stderr is not None:
        print(f"Card Parlour: the searches' helper process is unavailable ({error or type(error).__name__}); "
              "searching on one core", file=sys.stderr)
    pool, _pool = _pool, None
    if pool is not None:
        try:
            pool.shutdown(wait=False, cancel_futures=True)
        except Exception:       # the pool is already gone; the caller computes alone
            pass


def shut_down():
    """Stops the helper (it starts again when next asked for)."""
    global _pool
    pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)
