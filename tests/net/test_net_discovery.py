"""Discovery on the local network, against a stand-in for zeroconf: nothing
leaves the machine. An address typed by hand never needs it."""

import socket
import time

import pytest

from app.net.client import normalise_address
from app.net.discovery import SERVICE_TYPE, Advertiser, TableBrowser
from app.net.table import Table, parse_seats
from game import load_game


class FakeZeroconf:
    """zeroconf's own checks, without the network: registering gives a service its
    server (and, with ``allow_name_change``, may rename it); an update must name a
    registered service and have its server (zeroconf drops the service otherwise)."""

    def __init__(self, renamed=None):
        self.registered, self.updated, self.closed = [], [], False
        self.renamed = renamed

    def update_service(self, info):
        known = [service.name for service in self.registered]
        assert info.name in known and info.server is not None, "ServiceInfo must have a server"
        self.updated.append(info)

    def register_service(self, info, allow_name_change=False):
        if self.renamed and allow_name_change:
            info.name = f"{self.renamed}.{SERVICE_TYPE}"
        info.set_server_if_missing()
        self.registered.append(info)

    def unregister_service(self, info):
        self.registered = [known for known in self.registered if known.name != info.name]

    def close(self):
        self.closed = True


def test_a_table_is_advertised_with_its_game_and_free_seats_but_never_its_code():
    info = load_game("figaro")
    table = Table(info, parse_seats("remote,remote,hard", info), code="ABCDEF")
    fake = FakeZeroconf(renamed="Anna's table (2)")        # another table had the name
    advert = Advertiser(table, 48620, name="Anna's table", address="127.0.0.1",
                        zeroconf_factory=lambda: fake).start()
    assert advert.failure is None
    (service,) = fake.registered
    assert service.type == SERVICE_TYPE and service.port == 48620
    properties = {k.decode(): v.decode() for k, v in service.properties.items()}
    assert properties == {"game": "figaro", "protocol": "net/2", "free": "2", "players": "3"}
    assert b"ABCDEF" not in repr(service).encode()
    table.seats[0].token = "taken"                         # someone sat down
    advert.update()
    deadline = time.monotonic() + 5
    while not fake.updated and time.monotonic() < deadline:
        time.sleep(0.01)
    assert fake.updated[-1].properties[b"free"] == b"1" and advert.failure is None
    assert fake.updated[-1].name == service.name and fake.updated[-1].server == service.server
    advert.stop()
    assert fake.registered == [] and fake.closed


def test_a_network_without_multicast_changes_nothing():
    info = load_game("kings")
    table = Table(info, parse_seats("remote,remote", info))

    def broken():
        raise OSError("no multicast here")

    advert = Advertiser(table, 1, address="127.0.0.1", zeroconf_factory=broken).start()
    assert isinstance(advert.failure, OSError)
    advert.stop()
    browser = TableBrowser(zeroconf_factory=broken).start()
    assert browser.tables() == [] and isinstance(browser.failure, OSError)
    browser.stop()


def test_the_browser_lists_the_tables_it_hears():
    from zeroconf import ServiceInfo
    browser = TableBrowser(zeroconf_factory=FakeZeroconf)
    heard = ServiceInfo(SERVICE_TYPE, f"Bruno.{SERVICE_TYPE}", port=5000,
                        addresses=[socket.inet_aton("192.168.1.20")],
                        properties={"game": "kings", "protocol": "net/2", "free": "1"})
    browser.add(heard.name, heard)
    assert browser.tables() == [{"name": "Bruno", "address": "192.168.1.20", "port": 5000,
                                 "game": "kings", "protocol": "net/2", "free": 1}]


@pytest.mark.parametrize("properties", [
    {"game": "kings", "protocol": "net/2", "free": "lots"},
    {"game": "kings", "protocol": "net/2", "free": "-1"},
    {"game": "kings", "protocol": "net/2", "free": "1000"},
    {"game": "kings", "protocol": "net/2"},
    {"protocol": "net/2", "free": "1"},
    {"game": "x" * 40, "protocol": "net/2", "free": "1"},
    {"game": "kings", "protocol": "net/2", "free": "4", "players": "3"},
    {"game": "kings", "protocol": "net/2", "free": b"\xff\xfe"},
])
def test_an_advert_that_is_not_a_table_is_not_listed(properties):
    # Anything on the local network may advertise: what is not a table's advert is
    # left out, and never reaches the join scene's words.
    from zeroconf import ServiceInfo
    browser = TableBrowser(zeroconf_factory=FakeZeroconf)
    heard = ServiceInfo(SERVICE_TYPE, f"Odd.{SERVICE_TYPE}", port=5000,
                        addresses=[socket.inet_aton("192.168.1.21")], properties=properties)
    browser.add(heard.name, heard)
    assert browser.tables() == []


@pytest.mark.parametrize("typed, uri", [
    ("192.168.1.20", "ws://192.168.1.20:48620/"),
    (" anna.local:5000 ", "ws://anna.local:5000/"),
    ("ws://10.0.0.2:7000/table", "ws://10.0.0.2:7000/"),
    ("[::1]", "ws://[::1]:48620/"),
])
def test_an_address_typed_by_hand(typed, uri):
    assert normalise_address(typed) == uri


def test_an_empty_address_says_what_to_type():
    with pytest.raises(ValueError, match="address"):
        normalise_address("  ")
