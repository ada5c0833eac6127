"""Honour: the heroes' honour of a round (K13) and the final scoring (K16–K20).

Pure functions of the cards each seat holds, so the state, the computer
players and the scenes all score the same way.
"""

from .cards import COLOUR, CROWNS, HEROES, KING_RULES, NEEDS, POINTS, SPECIES_OF, TYPE

PARTS = ("treasures", "creatures", "kings", "legends", "heroes")   # the breakdown, in order


def neighbours(seat, players):
    """(left, right): the next seat clockwise and the previous one; with two
    players both are the other player (K13, K18)."""
    return (seat + 1) % players, (seat - 1) % players


def hero_count(cards):
    return sum(HEROES[n] for n in cards)


def round_honour(holdings, round_number):
    """The heroes' honour each seat earns at the end of round ``round_number`` (K13)."""
    players = len(holdings)
    heroes = [hero_count(cards) for cards in holdings]
    awards = []
    for seat, mine in enumerate(heroes):
        left, right = neighbours(seat, players)
        if players == 2:
            awards.append(round_number if mine > heroes[left] else 0)
        elif mine > heroes[left] + heroes[right]:
            awards.append(2 * round_number)
        elif mine > heroes[left] or mine > heroes[right]:
            awards.append(round_number)
        else:
            awards.append(0)
    return awards


def colour_counts(cards):
    counts = {}
    for n in cards:
        colour = COLOUR[n]
        if colour is not None:
            counts[colour] = counts.get(colour, 0) + 1
    return counts


def type_counts(cards):
    counts = {}
    for n in cards:
        counts[TYPE[n]] = counts.get(TYPE[n], 0) + 1
    return counts


def treasure_points(cards):                                     # K16
    return sum(POINTS[n] for n in cards if TYPE[n] == "treasure")


def creature_points(cards):                                     # K17
    species = [SPECIES_OF[n] for n in cards if TYPE[n] == "creature"]
    return len(species) * len(set(species))


def legend_points(cards, types=None):                           # K19
    types = type_counts(cards) if types is None else types
    total = 0
    for n in cards:
        if TYPE[n] == "legend" and all(types.get(need, 0) >= count for need, count in NEEDS[n]):
            total += POINTS[n]
    return total


def king_points(seat, holdings, colours=None):                  # K18
    colours = [colour_counts(c) for c in holdings] if colours is None else colours
    left, right = neighbours(seat, len(holdings))
    mine = colours[seat]
    total = 0
    for n in holdings[seat]:
        if TYPE[n] == "king":
            colour = KING_RULES[n]
            have = mine.get(colour, 0)
            crowns_left, crowns_right = CROWNS[n]
            if have > colours[left].get(colour, 0):
                total += crowns_left
            if have > colours[right].get(colour, 0):
                total += crowns_right
    return total


def breakdown(holdings, honour):
    """Each seat's honour by card type (PARTS) and its ``total`` (K20)."""
    colours = [colour_counts(c) for c in holdings]
    result = []
    for seat, cards in enumerate(holdings):
        parts = {
            "treasures": treasure_points(cards),
            "creatures": creature_points(cards),
            "kings": king_points(seat, holdings, colours),
            "legends": legend_points(cards),
            "heroes": sum(honour[seat]),
        }
        parts["total"] = sum(parts[p] for p in PARTS)
        result.append(parts)
    return result


def winners(totals):
    """Every seat with the most honour (K20): more than one is a shared victory,
    since the rulebook has no tie-break."""
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]
