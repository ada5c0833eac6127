"""Tables on the local network (zeroconf / mDNS), PROTOCOL.md "Discovery".

A host advertises ``SERVICE_TYPE`` (named after the app's former name, so
tables of every version find each other) with its game, protocol and
free seats; ``TableBrowser`` lists what it hears. Discovery only saves typing:
an address typed by hand always works, and a network that drops multicast
loses nothing else. The join code is never advertised.

Both take a ``zeroconf_factory`` so tests run them against a stand-in and
nothing leaves the machine.
"""

import os
import socket
import threading

from ..storage import FORMER_APP_NAME
from . import PROTOCOL

SERVICE_TYPE = f"_{FORMER_APP_NAME}-table._tcp.local."
NO_DISCOVERY = f"{FORMER_APP_NAME.upper()}_NO_DISCOVERY"     # set: no multicast at all (tests)


def local_address():
    """This machine's address on its local network, to read to friends
    ("127.0.0.1" when it has none). Connecting a UDP socket sends nothing."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def _zeroconf():
    if os.environ.get(NO_DISCOVERY):
        raise OSError(f"discovery is off ({NO_DISCOVERY})")
    from zeroconf import Zeroconf
    return Zeroconf()


def table_properties(table):
    free = sum(1 for seat in table.seats if not seat.taken)
    return {"game": table.info.name, "protocol": PROTOCOL, "free": str(free),
            "players": str(table.players)}


class Advertiser:
    """Advertises a table while it is open. Failures (no multicast, no network)
    are kept in ``failure`` and change nothing else."""

    def __init__(self, table, port, name=None, address=None, zeroconf_factory=_zeroconf):
        self.table, self.port = table, port
        self.name = name or f"{table.info.title} {socket.gethostname()[:30]}"
        self.address = address or local_address()
        self.factory = zeroconf_factory
        self.zeroconf = None
        self.info = None
        self.failure = None

    def service_info(self, registered=None):
        """The advert of the table as it is now; once ``registered``, under the name
        and server zeroconf gave it (an update that lacks them unregisters it)."""
        from zeroconf import ServiceInfo
        name = registered.name if registered is not None else f"{self.name}.{SERVICE_TYPE}"
        return ServiceInfo(SERVICE_TYPE, name, addresses=[socket.inet_aton(self.address)],
                           port=self.port, properties=table_properties(self.table),
                           server=registered.server if registered is not None else None)

    def start(self):
        try:
            self.zeroconf = self.factory()
            self.info = self.service_info()
            self.zeroconf.register_service(self.info, allow_name_change=True)
        except Exception as failure:                 # noqa: BLE001 - discovery is optional
            self.failure = failure
        return self

    def update(self, table=None):
        """Advertise the free seats anew when they changed (called on every change
        of the table: the network is only touched, in a thread, when they did)."""
        if self.zeroconf is None or self.failure is not None:
            return
        properties = table_properties(self.table)
        if self.info is None or self.info.properties == {
                k.encode(): v.encode() for k, v in properties.items()}:
            return
        self.info = self.service_info(self.info)

        def send(info=self.info, zeroconf=self.zeroconf):
            try:
                zeroconf.update_service(info)
            except Exception as failure:             # noqa: BLE001 - discovery is optional
                self.failure = failure
        threading.Thread(target=send, name="net-advert", daemon=True).start()

    def stop(self):
        if self.zeroconf is None:
            return
        try:
            if self.info is not None and self.failure is None:
                self.zeroconf.unregister_service(self.info)
            self.zeroconf.close()
        except Exception as failure:                 # noqa: BLE001
            self.failure = failure
        self.zeroconf = None


NAME_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")
NAME_LENGTH = 40                                    # of a table's name, as listed


def _word(value):
    """An advert's key or value as text (bytes that are not UTF-8: replaced)."""
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return value if isinstance(value, str) else None


def _short_name(text):
    """Whether ``text`` reads as a game's short name: 1 to 32 lower-case letters,
    digits and "_", a letter first."""
    return (isinstance(text, str) and 0 < len(text) <= 32 and text[0].isalpha()
            and set(text) <= NAME_LETTERS)


def _count(text):
    """A count of seats from an advert ("3": 0 to 99, in digits), or None when it is none."""
    if not isinstance(text, str) or not text.isascii() or not text.isdigit() or len(text) > 2:
        return None
    return int(text)


class TableBrowser:
    """Lists the tables advertised on the local network: ``tables()`` is a list of
    {"name", "address", "port", "game", "protocol", "free"} heard so far ("free": a
    number of seats)."""

    def __init__(self, zeroconf_factory=_zeroconf):
        self.factory = zeroconf_factory
        self.zeroconf = None
        self.browser = None
        self.failure = None
        self._found = {}
        self._lock = threading.Lock()

    def start(self):
        try:
            from zeroconf import ServiceBrowser
            self.zeroconf = self.factory()
            self.browser = ServiceBrowser(self.zeroconf, SERVICE_TYPE, handlers=[self._changed])
        except Exception as failure:                 # noqa: BLE001 - discovery is optional
            self.failure = failure
        return self

    def _changed(self, zeroconf, service_type, name, state_change):
        from zeroconf import ServiceStateChange
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1000)
        if info is None:
            return
        self.add(name, info)

    def add(self, name, info):
        """Note a service heard (``info``: a zeroconf ServiceInfo). Anything on the
        network may advertise: an advert that is not a table's (no game's short name,
        no count of free seats, no port) is left out."""
        properties = {_word(k): _word(v) for k, v in (info.properties or {}).items()}
        addresses = info.parsed_addresses() if hasattr(info, "parsed_addresses") else []
        game, free = properties.get("game") or "", _count(properties.get("free"))
        players = _count(properties.get("players"))
        if (not addresses or not _short_name(game) or free is None
                or (players is not None and free > players)
                or not isinstance(info.port, int) or not 0 < info.port < 65536):
            return
        entry = {"name": name.replace("." + SERVICE_TYPE, "")[:NAME_LENGTH], "address": addresses[0],
                 "port": info.port, "game": game, "protocol": (properties.get("protocol") or "")[:20],
                 "free": free}
        with self._lock:
            self._found[name] = entry

    def tables(self):
        with self._lock:
            return sorted(self._found.values(), key=lambda t: t["name"])

    def stop(self):
        try:
            if self.browser is not None:
                self.browser.cancel()
            if self.zeroconf is not None:
                self.zeroconf.close()
        except Exception as failure:                 # noqa: BLE001
            self.failure = failure
        self.browser = self.zeroconf = None
