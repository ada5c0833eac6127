"""Figaro's log in words: every move ("Anna plays blue 2 in front of Bruno").

Lines that speak of the player at the screen say "you" (``you`` is their seat,
or None when several people share the screen or nobody plays). Road lengths of
other players stay hidden unless the table shows open information (RULES.md R23).
"""

from app.gamelog import EventLog
from app.i18n import _, ngettext
from app.words import player_names
from game.figaro.cards import RONDE

from .words import card_name


def log_words(open_information=False):
    """Figaro's ``describe(events, names, you)`` for a game's log (``app.gamelog.EventLog``):
    road lengths of others shown only with open information."""
    def words(events, names, you):
        return describe(events, player_names(names), you, open_information)
    return words


class GameLog(EventLog):
    """Figaro's log, worded here; road lengths of others shown only with open information."""

    def __init__(self, names, you=None, open_information=False):
        super().__init__(log_words(open_information), names, you)
        self.open_information = open_information


def describe(events, names, you=None, open_information=False):
    """The events of ``GameState.apply`` as lines of text, in order."""
    lines = []
    for event in events:
        words = _EVENT_WORDS[event[0]](event, names, you, open_information)
        if words:
            lines.extend(words if isinstance(words, list) else [words])
    return lines


def _play(event, names, you, _open):
    _kind, seat, card, to = event
    if card == RONDE:
        return None                  # the "ronde" event that follows says it all
    card = card_name(card)
    if seat == you:
        if to == seat:
            return _("You play {card} in front of yourself").format(card=card)
        return _("You play {card} in front of {target}").format(card=card, target=names[to])
    if to == you:
        return _("{player} plays {card} in front of you").format(player=names[seat], card=card)
    if to == seat:
        return _("{player} plays {card} on their own pile").format(player=names[seat], card=card)
    return _("{player} plays {card} in front of {target}").format(
        player=names[seat], card=card, target=names[to])


def _ronde(event, names, you, _open):
    seat = event[1]
    if seat == you:
        return _("You play a ronde: every pile moves one seat to the left")
    return _("{player} plays a ronde: every pile moves one seat to the left").format(
        player=names[seat])


def _capture(event, names, you, _open):
    _kind, seat, count = event
    if seat == you:
        return ngettext("The King has had enough: you capture {n} card",
                        "The King has had enough: you capture {n} cards", count).format(n=count)
    return ngettext("The King has had enough: {player} captures {n} card",
                    "The King has had enough: {player} captures {n} cards", count).format(
        player=names[seat], n=count)


def _take(event, names, you, _open):
    _kind, seat, count, forced = event
    if seat == you:
        if forced:
            return ngettext("You cannot play and must take {n} card",
                            "You cannot play and must take {n} cards", count).format(n=count)
        return ngettext("You take {n} card", "You take {n} cards", count).format(n=count)
    if forced:
        return ngettext("{player} cannot play and must take {n} card",
                        "{player} cannot play and must take {n} cards", count).format(
            player=names[seat], n=count)
    return ngettext("{player} takes {n} card", "{player} takes {n} cards", count).format(
        player=names[seat], n=count)


def _round_end(event, names, you, open_information):
    _kind, round_number, king, counts, swap, awards = event
    if king == you:
        lines = [_("Round {round} is over; you take the King").format(round=round_number)]
    else:
        lines = [_("Round {round} is over; {player} takes the King").format(
            round=round_number, player=names[king])]
    counted = ", ".join(_("{player} {n}").format(player=names[s], n=n) for s, n in enumerate(counts))
    lines.append(_("Cards taken: {counts}").format(counts=counted))
    if swap is not None:
        seat, given, got = swap
        shown = open_information or seat == you
        if seat == you:
            lines.append(_("You swap your road piece of {given} for the piece of {got}").format(
                given=given, got=got))
        elif shown:
            lines.append(_("{player} swaps their road piece of {given} for the piece of {got}")
                         .format(player=names[seat], given=given, got=got))
        else:
            lines.append(_("{player} swaps their longest road piece for the shortest of this "
                           "round").format(player=names[seat]))
    for seat, length in awards:
        if seat == you:
            lines.append(_("You get a road piece of length {length}").format(length=length))
        elif open_information:
            lines.append(_("{player} gets a road piece of length {length}").format(
                player=names[seat], length=length))
        else:
            lines.append(_("{player} gets a road piece").format(player=names[seat]))
    awarded = {seat for seat, _length in awards}
    for seat in range(len(names)):
        if seat not in awarded:
            if seat == you:
                lines.append(_("You get no road piece this round"))
            else:
                lines.append(_("{player} gets no road piece this round").format(
                    player=names[seat]))
    return lines


def _game_end(event, names, you, _open):
    winner = event[1]
    if winner == you:
        return _("You have the shortest road and win the game!")
    return _("{player} has the shortest road and wins the game!").format(player=names[winner])


_EVENT_WORDS = {
    "play": _play, "ronde": _ronde, "capture": _capture, "take": _take,
    "round_end": _round_end, "game_end": _game_end,
}
