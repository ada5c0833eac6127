"""A card in words, in its place at the table: what it is, and for its holder
what it scores now — a legend's progress (met, or what is still missing), a
king's two sides, each against the neighbour it is compared with.

``card_details(view, card, holder, names)`` -> (title, lines). ``holder`` is the
seat holding the card, or for a card of the row the seat that would take it.
Only what every player sees is used (K21: everything taken is open).
"""

from game.kings.cards import CROWNS, HEROES, KING_RULES, NEEDS, POINTS, SPECIES_OF, TYPE
from game.kings.scoring import colour_counts, creature_points, neighbours, type_counts

from .words import (colour_name, count_cards, count_crowns, count_heroes, count_honour, count_of_type, ruled_cards,
                    species_name, tr, type_name)


def card_title(card):
    kind = TYPE[card]
    return tr("{type} {card}").format(type=type_name(kind).capitalize(), card=card)


def legend_progress(card, cards):
    """(complete, [(need, have, count)]) for a legend and the cards of its holder."""
    have = type_counts(cards)
    rows = [(need, have.get(need, 0), count) for need, count in NEEDS[card]]
    return all(h >= c for _, h, c in rows), rows


def king_sides(card, seat, holdings):
    """[(crowns, neighbour, mine, theirs, scores)] for the left and the right side (K18)."""
    colour = KING_RULES[card]
    counts = [colour_counts(c) for c in holdings]
    left, right = neighbours(seat, len(holdings))
    mine = counts[seat].get(colour, 0)
    result = []
    for crowns, other in zip(CROWNS[card], (left, right)):
        theirs = counts[other].get(colour, 0)
        result.append((crowns, other, mine, theirs, mine > theirs))
    return result


def card_details(view, card, holder, names, you=None):
    """``you``: the seat of the one person at the screen, spoken to as "you", or None."""
    kind = TYPE[card]
    title = card_title(card)
    holdings = [list(c) for c in view.cards]
    if card not in holdings[holder]:
        holdings[holder].append(card)             # a card of the row, as if ``holder`` took it
    cards = holdings[holder]
    name = names[holder]
    if kind == "castle":
        if holder == you:
            return title, [tr("Your first card; a castle scores nothing.")]
        return title, [tr("The first card of {name}; a castle scores nothing.").format(name=name)]
    if kind == "treasure":
        return title, [tr("Worth {honour} at the end.").format(honour=count_honour(POINTS[card]))]
    if kind == "hero":
        heroes = sum(HEROES[c] for c in cards)
        hero_cards = sum(1 for c in cards if TYPE[c] == "hero")
        return title, [count_heroes(HEROES[card]) + ".",
                       tr("{name}: {heroes} on {cards}.").format(name=name, heroes=count_heroes(heroes),
                                                                 cards=count_cards(hero_cards))]
    if kind == "creature":
        species = {SPECIES_OF[c] for c in cards if TYPE[c] == "creature"}
        creatures = sum(1 for c in cards if TYPE[c] == "creature")
        return title, [species_name(SPECIES_OF[card]).capitalize() + ".",
                       tr("{name}: {n} of {species} species, {points} in all.").format(
                           name=name, n=count_of_type("creature", creatures), species=len(species),
                           points=count_honour(creature_points(cards)))]
    if kind == "king":
        colour = KING_RULES[card]
        rows = [tr("Rules {colour}: counts {what}.").format(colour=colour_name(colour), what=ruled_cards(colour))]
        for side, (crowns, other, mine, theirs, scores) in zip((tr("Left"), tr("Right")),
                                                               king_sides(card, holder, holdings)):
            verdict = tr("scores {honour} now").format(honour=count_honour(crowns)) if scores else tr("nothing now")
            words = (tr("{side} ({crowns}), against you: {mine} to {theirs}, {verdict}.") if other == you
                     else tr("{side} ({crowns}), against {other}: {mine} to {theirs}, {verdict}."))
            rows.append(words.format(side=side, crowns=count_crowns(crowns), other=names[other], mine=mine,
                                     theirs=theirs, verdict=verdict))
        return title, rows
    complete, rows = legend_progress(card, cards)
    needs = ", ".join(count_of_type(need, count) for need, _have, count in rows)
    result = [tr("{honour} once complete. Needs {needs}.").format(honour=count_honour(POINTS[card]), needs=needs)]
    if complete:
        result.append(tr("You have them all: complete.") if holder == you
                      else tr("{name} has them all: complete.").format(name=name))
    else:
        missing = ", ".join(count_of_type(need, count - have) for need, have, count in rows if have < count)
        result.append(tr("You still lack {missing}.").format(missing=missing) if holder == you
                      else tr("{name} still lacks {missing}.").format(name=name, missing=missing))
    return title, result
