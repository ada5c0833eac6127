"""Words for the seats of a table across the network: who sits, and their connection."""

from app.i18n import N_, _
from app.words import level_name, player_name

CONNECTION_WORDS = {"connected": N_("connected"), "reconnecting": N_("reconnecting…"),
                    "gone": N_("gone"), "connecting": N_("connecting…"), "failed": N_("failed")}


def connection_word(state):
    """A connection's state in the player's language."""
    word = CONNECTION_WORDS.get(state)
    return _(word) if word else (state or "")


def seat_line(seat, you=None):
    """One seat of the lobby or the table: name, kind, connection."""
    name = player_name(seat["name"])                  # "Player 2" in the reader's language
    if seat["seat"] == you:
        name = _("{name} (you)").format(name=name)
    if seat["kind"] == "computer":
        return _("{name}: computer, {level}").format(name=name, level=level_name(seat["level"]))
    if not seat["taken"]:
        return _("{name}: free seat, waiting for someone to join").format(name=name)
    state = connection_word(seat["connection"])
    if seat.get("stand_in"):
        state = _("{state}, a computer plays for now").format(state=state)
    return _("{name}: {state}").format(name=name, state=state) if state else name
