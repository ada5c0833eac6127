"""Kings & Creatures' score sheet (app/sheet.py), drawn by the shared scene
(scenes/score_sheet.py): each player's honour by card type with its reasons
(RULES.md K16–K20): the treasures listed, the creatures as species × count,
each king with its colour and both sides against the neighbour they face, each
legend complete or what it lacked, the heroes' honour round by round; tied
players share the victory (K20).
"""

from app.sheet import Line, PlayerScore, Sheet
from game.kings.cards import KING_RULES, POINTS, SPECIES_OF, TYPE
from game.kings.scoring import breakdown, creature_points

from .details import king_sides, legend_progress
from .words import colour_name, count_honour, count_of_type, count_species, part_name, species_name, tr, trn


def sheet_lines(state, seat, names, you=None):
    """[(part, value, words)] of one seat's final scoring: each line's honour with its reasons;
    ``you`` the seat spoken to as "you" (a king's neighbour), or None."""
    cards = state.cards[seat]
    parts = breakdown(state.cards, state.honour)[seat]
    result = []
    treasures = [c for c in cards if TYPE[c] == "treasure"]
    if treasures:
        listed = " + ".join(str(POINTS[c]) for c in treasures)
        result.append(("treasures", str(parts["treasures"]), tr("{list} = {n}").format(list=listed, n=parts["treasures"])))
    else:
        result.append(("treasures", "0", tr("none")))
    species = {}
    for c in cards:
        if TYPE[c] == "creature":
            species[SPECIES_OF[c]] = species.get(SPECIES_OF[c], 0) + 1
    if species:
        listed = ", ".join(f"{species_name(s)} × {n}" for s, n in species.items())
        result.append(("creatures", str(parts["creatures"]), tr("{list}: {creatures} × {species} = {points}").format(
            list=listed, creatures=count_of_type("creature", sum(species.values())),
            species=count_species(len(species)), points=creature_points(cards))))
    else:
        result.append(("creatures", "0", tr("none")))
    kings = [c for c in cards if TYPE[c] == "king"]
    for card in kings:
        sides, earned = [], 0
        for side, (crowns, other, mine, theirs, scores) in zip((tr("left"), tr("right")),
                                                               king_sides(card, seat, state.cards)):
            verdict = f"+{crowns}" if scores else tr("nothing")
            earned += crowns if scores else 0
            words = (tr("{side} {crowns} against you ({mine} to {theirs}): {verdict}") if other == you
                     else tr("{side} {crowns} against {other} ({mine} to {theirs}): {verdict}"))
            sides.append(words.format(
                side=side, crowns=crowns, other=names[other], mine=mine, theirs=theirs, verdict=verdict))
        result.append(("kings", str(earned), tr("King {card} of {colour}: {sides}").format(
            card=card, colour=colour_name(KING_RULES[card]), sides="; ".join(sides))))
    if not kings:
        result.append(("kings", "0", tr("none")))
    legends = [c for c in cards if TYPE[c] == "legend"]
    for card in legends:
        complete, rows = legend_progress(card, cards)
        if complete:
            words = tr("Legend {card}: complete, +{n}").format(card=card, n=POINTS[card])
        else:
            lacking = [(need, count - have) for need, have, count in rows if have < count]
            missing = ", ".join(count_of_type(need, n) for need, n in lacking)
            # The verb agrees with the cards missing (Dutch "er ontbraken 5 heldenkaarten").
            words = trn("Legend {card} ({points}): lacked {missing}", "Legend {card} ({points}): lacked {missing}",
                        sum(n for _need, n in lacking), card=card, points=POINTS[card], missing=missing)
        result.append(("legends", str(POINTS[card] if complete else 0), words))
    if not legends:
        result.append(("legends", "0", tr("none")))
    rounds = ", ".join(f"+{p}" for p in state.honour[seat])
    result.append(("heroes", str(parts["heroes"]), tr("rounds 1–5: {list} = {n}").format(list=rounds, n=parts["heroes"])))
    return result


def _why(totals, seat):
    """How a tie on honour set ``seat``'s place: shared (K20), or "" when no one has its honour."""
    tied = sum(1 for s, total in enumerate(totals) if s != seat and total == totals[seat])
    if not tied:
        return ""
    return trn("Tied on honour with {n} other player: the rules know no tie-break, the place is shared.",
               "Tied on honour with {n} other players: the rules know no tie-break, the place is shared.",
               tied).format(n=tied)


def score_sheet(state, names, you=None):
    """The sheet of a finished game, ``names`` as the player reads them, ``you``
    the seat spoken to as "you" (the one person at the screen) or None."""
    totals = [parts["total"] for parts in state.breakdown()]
    order = sorted(range(state.players), key=lambda s: (-totals[s], s))
    winners = tuple(s for s in order if totals[s] == totals[order[0]])      # K20: a tie is shared
    players = tuple(PlayerScore(seat, names[seat], count_honour(totals[seat]),
                                tuple(Line(part_name(part), value, words)
                                      for part, value, words in sheet_lines(state, seat, names, you)),
                                1 + sum(1 for other in order if totals[other] > totals[seat]), _why(totals, seat))
                    for seat in order)
    honour = count_honour(totals[winners[0]])
    others = ", ".join(names[s] for s in winners if s != you)
    if len(winners) > 1 and you in winners:
        heading = tr("Shared victory: you and {names}").format(names=others)
        tie = tr("You and {names} tie at {honour}: the rules know no tie-break, you share the victory.").format(
            names=others, honour=honour)
    elif len(winners) > 1:
        heading = tr("Shared victory: {names}").format(names=others)
        tie = tr("{names} tie at {honour}: the rules know no tie-break, they share the victory.").format(
            names=others, honour=honour)
    elif winners[0] == you:
        heading, tie = tr("You win!"), ""
    else:
        heading, tie = tr("Winner: {name}").format(name=names[winners[0]]), ""
    return Sheet(heading, tr("The most honour wins."), players, winners, tie)
