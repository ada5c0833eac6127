"""The messages of PROTOCOL.md: one JSON object a message, typed by "type".

``read_client_message`` checks what a client sends before the table sees it;
``error`` builds the one reply to anything wrong. Every refusal is a
``ProtocolError`` with a code from ``ERRORS`` and a message a person can read.
"""

import json

from game.common.errors import FormatError
from game.common.jsonio import parse_json, show

from . import PROTOCOL

MAX_MESSAGE_BYTES = 16_384          # larger than any message a client needs to send
MAX_FRAME_BYTES = 1_048_576         # larger still: the connection is closed (websockets' max_size)
MAX_NAME = 40
MAX_FIELD = 200                     # characters of a hello's code, token or name

ERRORS = {
    "bad-json": "the message is not a JSON object",
    "too-large": "the message is larger than MAX_MESSAGE_BYTES",
    "unknown-type": "the message's type is not one of the client's",
    "bad-message": "a field is missing, unknown or of the wrong kind",
    "version": "the client speaks another version of the protocol",
    "hello-first": "the first message must be a hello",
    "hello-again": "a hello from a connection that holds a seat",
    "too-many-guesses": "too many wrong join codes or tokens from this address",
    "wrong-code": "the join code is wrong",
    "bad-token": "no seat has this token",
    "no-seat": "the seat is not free, not a joining seat, or does not exist",
    "not-seated": "take a seat first",
    "not-started": "the game starts once every joining seat is taken",
    "not-your-turn": "another seat is to act",
    "stale": "the move was for an earlier position",
    "illegal": "the rules forbid the move",
    "no-undo": "there is no move of this seat to take back",
    "flood": "too many messages: this one was dropped",
    "game-over": "the game is over",
}

CLIENT_TYPES = {
    # type: {field: required?}
    "hello": {"protocol": True, "code": False, "name": False, "token": False, "seat": False},
    "sit": {"seat": False},
    "move": {"move": True, "at": True},
    "undo": {"at": True},
    "bye": {},
}


class ProtocolError(ValueError):
    def __init__(self, code, message):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


def encode(message):
    """A message as the text sent: compact JSON, plain ASCII."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=True)


def error(code, message, **extra):
    assert code in ERRORS, code
    return {"type": "error", "code": code, "message": message, **extra}


def version_mismatch(theirs):
    return error("version", f"this table speaks {PROTOCOL} and your app speaks "
                            f"{show(theirs)}: both need the same version of the app")


def read_client_message(text):
    """A client's message (the text of one frame), checked for shape; ProtocolError
    when it is not one. Bytes (a binary frame) are refused: a message is one text frame."""
    if not isinstance(text, str):
        raise ProtocolError("bad-json", "a message is one text frame of JSON, not a binary frame")
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError("too-large", f"a message has at most {MAX_MESSAGE_BYTES} bytes, "
                                         f"this one {size}")
    try:
        data = parse_json(text, "message")
    except FormatError as bad:
        raise ProtocolError("bad-json", str(bad)) from None
    if not isinstance(data, dict):
        raise ProtocolError("bad-json", "a message is a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_TYPES:
        raise ProtocolError("unknown-type", f"unknown type {show(kind)} (a client sends "
                                            f"{', '.join(CLIENT_TYPES)})")
    fields = CLIENT_TYPES[kind]
    if kind == "hello" and data.get("protocol") != PROTOCOL:
        raise ProtocolError("version", version_mismatch(data.get("protocol"))["message"])
    for key in data:
        if key != "type" and key not in fields:
            raise ProtocolError("bad-message", f"{kind}: unknown field {show(key)}")
    for key, required in fields.items():
        if required and key not in data:
            raise ProtocolError("bad-message", f"{kind}: missing {key!r}")
    for key in ("code", "name", "token"):
        if key in data and not (isinstance(data[key], str) and len(data[key]) <= MAX_FIELD):
            raise ProtocolError("bad-message", f"{kind}.{key}: expected a string of at most "
                                               f"{MAX_FIELD} characters")
    for key in ("code", "token"):
        if key in data and not (data[key].isascii() and data[key].isprintable()):
            raise ProtocolError("bad-message", f"{kind}.{key}: expected letters and digits only")
    for key in ("seat", "at"):
        if key in data and data[key] is not None and (
                isinstance(data[key], bool) or not isinstance(data[key], int)):
            raise ProtocolError("bad-message", f"{kind}.{key}: expected a whole number")
    if kind == "move" and not isinstance(data["move"], dict):
        raise ProtocolError("bad-message", "move.move: expected a move object")
    return data
