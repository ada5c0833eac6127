"""Play across machines (PROTOCOL.md), after boardgame.io's master and lichess.

The host's app holds the only game state and runs the rules: ``Table`` (the
lobby, the seats and their connections, the record, undo, the autosave) is the
master, ``apply(move, seat)`` the only door, and each client is sent only
``view(seat)``. ``HostServer`` serves a ``Table`` over websockets from an
asyncio loop in a thread of its own; ``client`` joins one; ``discovery``
lists tables on the local network (zeroconf), which an address typed by hand
never needs.

Pure Python: no pygame. Messages are JSON (``messages``): never pickle, never eval.
"""

PROTOCOL = "net/2"
