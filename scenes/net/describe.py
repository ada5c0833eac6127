"""Words for what a remote table shows: the seats, the moves, the view."""

from app.i18n import N_, _

CONNECTION_WORDS = {"connected": N_("connected"), "reconnecting": N_("reconnecting…"),
                    "gone": N_("gone"), "connecting": N_("connecting…"), "failed": N_("failed")}


def connection_word(state):
    """A connection's state in the player's language."""
    word = CONNECTION_WORDS.get(state)
    return _(word) if word else (state or "")


def seat_line(seat, you=None):
    """One seat of the lobby or the table: name, kind, connection."""
    name = seat["name"]
    if seat["seat"] == you:
        name = _("{name} (you)").format(name=name)
    if seat["kind"] == "computer":
        return _("{name}: computer, {level}").format(name=name, level=seat["level"])
    if not seat["taken"]:
        return _("{name}: free seat, waiting for someone to join").format(name=name)
    state = connection_word(seat["connection"])
    if seat.get("stand_in"):
        state = _("{state}, a computer plays for now").format(state=state)
    return f"{name}: {state}" if state else name


def game_words(game, field):
    """A game's own way of wording the remote table (``remote_move`` or ``remote_view``
    of its entry in scenes.games), or None."""
    from ..games import known_game_scenes
    entry = known_game_scenes(game)
    return None if entry is None else getattr(entry, field)


def move_label(move, names, game=None):
    """A move's JSON in a few words: "play blue2 → Anna", "take 17", "act → Bruno"."""
    worder = game_words(game, "remote_move")
    worded = worder(move) if worder else None
    if worded is not None:
        return worded
    parts = []
    for key, value in move.items():
        if key in ("to", "target") and isinstance(value, int) and 0 <= value < len(names):
            parts.append(f"→ {names[value]}")
        elif value is True:
            parts.append(key)
        elif isinstance(value, list):
            parts.append(f"{key} {', '.join(map(str, value)) or '—'}")
        else:
            parts.append(f"{key} {value}")
    return " ".join(parts)


HIDDEN_FIELDS = {"seat", "players", "names", "turn", "winner"}
RECENT = 6                  # moves of the history shown


def view_lines(view, game=None):
    """The view's fields, one line each, as the seat may know them."""
    lines = []
    worder = game_words(game, "remote_view")
    names = view.get("names") or []
    for key, value in view.items():
        if key in HIDDEN_FIELDS:
            continue
        if key == "history" and isinstance(value, list):       # Figaro's round so far: the last few
            recent = [f"{names[seat] if 0 <= seat < len(names) else seat}: "
                      f"{move_label(move, names, game)}" for seat, move in value[-RECENT:]]
            lines.append(_("last moves: {moves}").format(moves="; ".join(recent) or "—"))
            continue
        worded = worder(key, value) if worder else None
        if worded is not None:
            lines.append(f"{key.replace('_', ' ')}: {worded}")
            continue
        if isinstance(value, list):
            value = "  ".join(_compact(v) for v in value) if value else "—"
        lines.append(f"{key.replace('_', ' ')}: {value}")
    return lines


def _compact(value):
    if isinstance(value, list):
        return "[" + " ".join(_compact(v) for v in value) + "]"
    if isinstance(value, dict):                    # a move of the history
        return " ".join(k if v is True else f"{k} {_compact(v)}" for k, v in value.items())
    return str(value)
