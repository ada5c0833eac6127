"""Real sockets on 127.0.0.1 only: a host in a thread, and a plain client."""

import contextlib
import json
import os
import subprocess
import sys

from websockets.sync.client import connect

from app.net import PROTOCOL
from app.net.host import HostServer

LOOPBACK = "127.0.0.1"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@contextlib.contextmanager
def running_host(table, **options):
    options.setdefault("ping_interval", 2.0)
    options.setdefault("ping_timeout", 4.0)
    server = HostServer(table, host=LOOPBACK, port=0, **options)
    server.start()
    try:
        yield server
    finally:
        server.stop()


class Peer:
    """A client that sends what a test tells it, good or bad, and reads replies."""

    def __init__(self, port):
        self.ws = connect(f"ws://{LOOPBACK}:{port}/", open_timeout=5, max_size=2 ** 22,
                          legacy=True)
        self.received = []          # every text frame, as sent

    def send(self, message):
        self.ws.send(message if isinstance(message, (str, bytes)) else json.dumps(message))

    def recv(self, timeout=5.0):
        text = self.ws.recv(timeout=timeout)
        self.received.append(text)
        return json.loads(text)

    def until(self, kind, timeout=5.0, where=None):
        while True:
            message = self.recv(timeout)
            if message["type"] == kind and (where is None or where(message)):
                return message

    def hello(self, code, **fields):
        self.send({"type": "hello", "protocol": PROTOCOL, "code": code, **fields})

    def close(self):
        self.ws.close()


def python_command(*args):
    """``main.py`` with this interpreter, run from the repository."""
    return [sys.executable, os.path.join(ROOT, "main.py"), *args]


def start(*args, **options):
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    return subprocess.Popen(python_command(*args), cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, **options)


def first_line(process, timeout=15.0):
    """The host's first JSON line (where it listens)."""
    import select
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    assert ready, "the host printed nothing"
    return json.loads(process.stdout.readline())
