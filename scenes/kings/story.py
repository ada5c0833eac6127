"""What happened at the table, in plain words, and why a hint's card is good.

``describe(events, names, you)`` words the events of ``GameState.apply`` as the
table's log (``app.session.GameSession`` keeps the events and asks again after
a change of language): who took which card, who left the round, the heroes
each holds and the honour they earned at each round's end, and the final
scoring by card type. Everything taken is open (K21), so the log may say it
all; a card turned up in the row is on the table for everybody to see and is
not repeated in the log. ``you`` is the seat of the one person at the screen,
spoken to as "you", or None when several people share it.

``hint_reason(view, card)`` says in one line what taking ``card`` does, as the
position stands: only what every player sees (K21).
"""

from app.words import player_names
from game.kings.cards import CROWNS, HEROES, KING_RULES, NEEDS, POINTS, SPECIES_OF, TYPE
from game.kings.scoring import (PARTS, breakdown, colour_counts, creature_points, hero_count, king_points,
                                legend_points, neighbours, type_counts)
from game.kings.state import PICKS

from .words import colour_name, count_cards, count_crowns, count_heroes, count_honour, count_of_type, part_name, species_name, tr


def card_words(card):
    """A card by its number and what it is: "treasure 42 (5 honour)"."""
    kind = TYPE[card]
    if kind == "treasure":
        return tr("treasure {card} ({honour})").format(card=card, honour=count_honour(POINTS[card]))
    if kind == "hero":
        return tr("hero card {card} ({heroes})").format(card=card, heroes=count_heroes(HEROES[card]))
    if kind == "creature":
        return tr("creature {card} ({species})").format(card=card, species=species_name(SPECIES_OF[card]))
    if kind == "king":
        return tr("king {card} (rules {colour})").format(card=card, colour=colour_name(KING_RULES[card]))
    if kind == "legend":
        return tr("legend {card} ({honour})").format(card=card, honour=count_honour(POINTS[card]))
    return tr("castle {card}").format(card=card)


def _take(seat, card, names, you):
    if seat == you:
        return tr("You take {card}.").format(card=card_words(card))
    return tr("{name} takes {card}.").format(name=names[seat], card=card_words(card))


def _leave(seat, reason, names, you):
    if seat == you:
        if reason == "three":
            return tr("You have your three cards and leave the round.")
        return tr("Your card's number is lower than the one it covers: you leave the round.")
    if reason == "three":
        return tr("{name} has three cards and leaves the round.").format(name=names[seat])
    return tr("{name}'s card has a lower number than the one it covers: {name} leaves the round.").format(
        name=names[seat])


def _listing(names, values, sign=""):
    return ", ".join(f"{name} {sign}{value}" for name, value in zip(names, values))


def describe(events, names, you=None):
    """The log lines of ``events`` (a whole game's, in order)."""
    names = player_names(names)
    holdings = [[] for _ in names]           # the cards taken (castles score nothing)
    honour = [[] for _ in names]
    lines = []
    for event in events:
        kind = event[0]
        if kind == "take":
            holdings[event[1]].append(event[2])
            lines.append(_take(event[1], event[2], names, you))
        elif kind == "leave":
            lines.append(_leave(event[1], event[2], names, you))
        elif kind == "round_end":
            round_number, awards = event[1], event[2]
            for seat, points in enumerate(awards):
                honour[seat].append(points)
            lines.append(tr("Round {round} is over. Heroes held: {list}.").format(
                round=round_number, list=_listing(names, [hero_count(c) for c in holdings])))
            lines.append(tr("Heroes' honour of round {round}: {list}.").format(
                round=round_number, list=_listing(names, awards, "+")))
        elif kind == "round_start":
            lines.append(tr("Round {round} begins: {cards} face up in the row.").format(
                round=event[1], cards=count_cards(len(event[2]))))
        elif kind == "game_end":
            lines.extend(final_scoring(holdings, honour, names, event[1], you))
    return lines


def final_scoring(holdings, honour, names, winners, you=None):
    """The final scoring in words: each seat's honour by card type, then the
    winner or, when several tie for the most honour, their shared victory (K20)."""
    parts = breakdown(holdings, honour)
    lines = [tr("Final scoring:")]
    for seat, part in enumerate(parts):
        detail = ", ".join(f"{part_name(p)} {part[p]}" for p in PARTS)
        lines.append(tr("{name}: {total} ({detail}).").format(
            name=names[seat], total=count_honour(part["total"]), detail=detail))
    best = parts[winners[0]]["total"]
    if len(winners) > 1 and you in winners:
        lines.append(tr("Shared victory with {honour}: you and {names}!").format(
            honour=count_honour(best), names=", ".join(names[s] for s in winners if s != you)))
    elif len(winners) > 1:
        lines.append(tr("Shared victory with {honour}: {names}!").format(
            honour=count_honour(best), names=", ".join(names[s] for s in winners)))
    elif winners[0] == you:
        lines.append(tr("You win with {honour}!").format(honour=count_honour(best)))
    else:
        lines.append(tr("{name} wins with {honour}!").format(name=names[winners[0]], honour=count_honour(best)))
    return lines


# ---------------------------------------------------------------- hints
def needs_words(card):
    """A legend's requirements, counted in cards: "1 king, 2 hero cards"."""
    return ", ".join(count_of_type(need, count) for need, count in NEEDS[card])


def _with(view, seat, card):
    holdings = [list(c) for c in view.cards]
    holdings[seat].append(card)
    return holdings


def completed_legends(mine, card):
    """The legends among ``mine`` that ``card`` completes (K19), by number."""
    before = type_counts(mine)
    after = type_counts(mine + [card])
    return [n for n in mine if TYPE[n] == "legend"
            and not all(before.get(need, 0) >= count for need, count in NEEDS[n])
            and all(after.get(need, 0) >= count for need, count in NEEDS[n])]


def what_it_brings(view, card):
    """The card's worth for the seat to act, as the position stands: a legend it
    completes first (its points decide), else the card's own worth."""
    seat = view.turn
    mine = list(view.cards[seat])
    after = mine + [card]
    kind = TYPE[card]
    completed = completed_legends(mine, card)
    if completed:
        honour = count_honour(sum(POINTS[n] for n in completed))
        if len(completed) == 1:
            words = tr("it completes your legend {legend}: {honour} more").format(legend=completed[0], honour=honour)
        else:
            words = tr("it completes your legends {legends}: {honour} more").format(
                legends=", ".join(str(n) for n in completed), honour=honour)
        if kind == "treasure":
            words += "; " + tr("it scores {honour} as a treasure").format(honour=count_honour(POINTS[card]))
        return words
    if kind == "treasure":
        return tr("it scores {honour} as a treasure").format(honour=count_honour(POINTS[card]))
    if kind == "creature":
        before_points, after_points = creature_points(mine), creature_points(after)
        return tr("your creatures would score {after} instead of {before}").format(
            after=count_honour(after_points), before=before_points)
    if kind == "hero":
        heroes = [hero_count(c) for c in view.cards]
        left, right = neighbours(seat, view.players)
        mine_after = heroes[seat] + HEROES[card]
        if view.players == 2:
            return tr("it brings your heroes to {n}, against {other} for the other player").format(
                n=mine_after, other=heroes[left])
        return tr("it brings your heroes to {n}, against {left} and {right} beside you").format(
            n=mine_after, left=heroes[left], right=heroes[right])
    if kind == "king":
        holdings = _with(view, seat, card)
        gain = (king_points(seat, holdings, [colour_counts(c) for c in holdings])
                - king_points(seat, [list(c) for c in view.cards]))
        left_crowns, right_crowns = CROWNS[card]
        colour, left, right = colour_name(KING_RULES[card]), count_crowns(left_crowns), count_crowns(right_crowns)
        if gain <= 0:
            return tr("a king of {colour} ({left} against your left neighbour, {right} against your right): "
                      "it scores once you hold more {colour} cards than a neighbour").format(
                          colour=colour, left=left, right=right)
        return tr("a king of {colour} ({left} against your left neighbour, {right} against your right): "
                  "your kings would score {honour} more as things stand").format(
                      colour=colour, left=left, right=right, honour=count_honour(gain))
    if kind == "legend":
        if legend_points(after) - legend_points(mine) >= POINTS[card]:
            return tr("a legend you complete at once: {honour}").format(honour=count_honour(POINTS[card]))
        return tr("a legend of {honour} once you hold {needs}").format(honour=count_honour(POINTS[card]),
                                                                       needs=needs_words(card))
    return ""


def hint_reason(view, card, expected=None):
    """One line: the card, what it brings, whether taking it makes you leave the
    round and, when the search measured it (``expected``: card -> mean final
    honour), the final honour it expects with this card and with the next best."""
    seat = view.turn
    shown = view.cards[seat][-1]
    reason = tr("Take {card}: {why}.").format(card=card, why=what_it_brings(view, card))
    if view.taken[seat] + 1 >= PICKS or card < shown:
        # the round ends for you: the number you take is the one you show next round (K8)
        lower = sum(1 for other in range(view.players) if other != seat and view.cards[other][-1] < card)
        if view.taken[seat] + 1 >= PICKS:
            reason += " " + tr("Your third card: you show {card} next round").format(card=card)
        else:
            reason += " " + tr("Lower than your {shown}: you leave the round and show {card}").format(
                shown=shown, card=card)
        reason += tr(", the lowest number now.") if not lower else "."
    if expected and card in expected:
        others = [(value, other) for other, value in expected.items() if other != card]
        if others:
            value, other = max(others)
            if round(value) == round(expected[card]):
                # an exact tie: the other card is named, and what parts them
                reason += " " + tr("Expected final honour: {n}, as with {other}.").format(
                    n=round(expected[card]), other=other)
            else:
                reason += " " + tr("Expected final honour: {n} (the next best card: {m}).").format(
                    n=round(expected[card]), m=round(value))
        else:
            reason += " " + tr("Expected final honour: {n}.").format(n=round(expected[card]))
    return reason

