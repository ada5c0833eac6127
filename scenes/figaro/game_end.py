"""Figaro's score sheet (app/sheet.py), drawn by the shared scene
(scenes/score_sheet.py): each player's road piece by piece, round by round,
with the cards taken that earned it (R18, R19), the third round's swap (R20),
the road's length and how a tie for the shortest road was settled (R22)."""

from app.i18n import _, ngettext
from app.sheet import Line, PlayerScore, Sheet
from game.figaro.scoring import seats_from_king


def round_pieces(events, players):
    """[(round, cards taken, length or None, others with as many cards, the King's
    holder)] per seat, and the swap (seat, given, got) or None, from the game's
    ``round_end`` events."""
    rounds = [[] for _ in range(players)]
    swap = None
    for event in events:
        if event[0] != "round_end":
            continue
        _kind, number, king, counts, swapped, awards = event
        awarded = dict(awards)
        for seat in range(players):
            tied = sum(1 for other, count in enumerate(counts) if other != seat and count == counts[seat])
            rounds[seat].append((number, counts[seat], awarded.get(seat), tied, king))
        if swapped is not None:
            swap = swapped
    return rounds, swap


def _round_line(number, cards, length, tied=0, king=""):
    """A round's line; a tie on cards (R19) says how it was ranked, the King's
    holder (``king``, a name) last."""
    taken = ngettext("{n} card taken", "{n} cards taken", cards).format(n=cards)
    if tied and cards:
        if length is None:
            reason = ngettext("{taken}, tied with {n} other player, ranked clockwise after the King's holder "
                              "({king}): no road piece",
                              "{taken}, tied with {n} other players, ranked clockwise after the King's holder "
                              "({king}): no road piece", tied)
        else:
            reason = ngettext("{taken}, tied with {n} other player, ranked clockwise after the King's holder "
                              "({king}): a road piece of {length}",
                              "{taken}, tied with {n} other players, ranked clockwise after the King's holder "
                              "({king}): a road piece of {length}", tied)
        reason = reason.format(taken=taken, n=tied, king=king, length=length)
    elif length is None:
        reason = _("{taken}: no road piece").format(taken=taken)
    else:
        reason = _("{taken}: a road piece of {length}").format(taken=taken, length=length)
    return Line(_("Round {n}").format(n=number), "\u2014" if length is None else str(length), reason)


def _swap_line(given, got, tied=0, king=""):
    """Round 3's swap (R20); a tie on the fewest cards says how it was settled."""
    if tied:
        reason = ngettext("the fewest cards in round 3, tied with {n} other player, settled by the King's holder "
                          "({king}) and then clockwise: the road piece of {given} swapped for the piece of {got}",
                          "the fewest cards in round 3, tied with {n} other players, settled by the King's holder "
                          "({king}) and then clockwise: the road piece of {given} swapped for the piece of {got}",
                          tied).format(n=tied, king=king, given=given, got=got)
    else:
        reason = _("the fewest cards in round 3: the road piece of {given} swapped for the piece of {got}").format(
            given=given, got=got)
    return Line(_("Round 3 swap"), f"\u2212{given - got}", reason)


def _long(n):
    return ngettext("{n} long", "{n} long", n).format(n=n)


def _tie(order, lengths, king, names, you):
    best = lengths[order[0]]
    tied = [s for s in order if lengths[s] == best]
    if len(tied) < 2:
        return ""
    winner = tied[0]
    if you in tied:              # spoken to: "You tie with Ann…", never "You, Ann tie"
        together = ", ".join(names[s] for s in tied if s != you)
        if winner == you:
            words = (_("You tie with {names} on a road {length}: you hold the King and win the tie.")
                     if king == you else
                     _("You tie with {names} on a road {length}: you win the tie, the nearest after the "
                       "King's holder {king}."))
        elif winner == king:
            words = _("You tie with {names} on a road {length}: the King's holder, {winner}, wins the tie.")
        else:
            words = _("You tie with {names} on a road {length}: {winner}, the nearest after the King's "
                      "holder {king}, wins the tie.")
    else:
        together = ", ".join(names[s] for s in tied)
        if winner == king:
            words = _("{names} tie with a road {length}: the King's holder, {winner}, wins the tie.")
        elif king == you:
            words = _("{names} tie with a road {length}: {winner}, the nearest after you (you hold the King), "
                      "wins the tie.")
        else:
            words = _("{names} tie with a road {length}: {winner}, the nearest after the King's holder {king}, "
                      "wins the tie.")
    return words.format(names=together, length=_long(best), winner=names[winner], king=names[king])


def _why(lengths, seat, king, names):
    """How a tie on road length set ``seat``'s place (R22), or "" when no road is as long."""
    tied = sum(1 for s, length in enumerate(lengths) if s != seat and length == lengths[seat])
    if not tied:
        return ""
    if seat == king:
        return ngettext("Tied on road length with {n} other player: the King's holder ranks first.",
                        "Tied on road length with {n} other players: the King's holder ranks first.",
                        tied).format(n=tied)
    return ngettext("Tied on road length with {n} other player: ranked by seat, clockwise after the King's "
                    "holder ({king}).",
                    "Tied on road length with {n} other players: ranked by seat, clockwise after the King's "
                    "holder ({king}).", tied).format(n=tied, king=names[king])


def score_sheet(state, events, names, you=None):
    """The sheet of a finished game: ``events`` are the game's (the session's log),
    ``names`` as the player reads them, ``you`` the seat addressed as "you"."""
    lengths = state.road_lengths()
    king = state.king
    order = sorted(seats_from_king(king, state.players), key=lambda s: lengths[s])   # stable: R22's tie order
    rounds, swap = round_pieces(events, state.players)
    players = []
    for place, seat in enumerate(order, start=1):
        lines = [_round_line(number, cards, length, tied, names[holder])
                 for number, cards, length, tied, holder in rounds[seat]]
        if swap is not None and swap[0] == seat:
            _number, _cards, _length, tied, holder = rounds[seat][-1]
            lines.append(_swap_line(swap[1], swap[2], tied, names[holder]))
        players.append(PlayerScore(seat, names[seat], _long(lengths[seat]), tuple(lines), place,
                                   _why(lengths, seat, king, names)))
    winner = order[0]
    heading = _("You win!") if winner == you else _("{name} wins!").format(name=names[winner])
    return Sheet(heading, _("The shortest road leads nearest to the King."), tuple(players), (winner,),
                 _tie(order, lengths, king, names, you))
