"""Scoring at the end of a round and of the game (RULES.md R18–R20, R22).

Pure functions of trick counts, the King's seat and road pieces, so that the
tie-breaks can be tested on their own.
"""


def seats_after_king(king, players):
    """Seats clockwise from the one after the King holder; the King holder last."""
    return [(king + 1 + i) % players for i in range(players)]


def seats_from_king(king, players):
    """Seats clockwise starting with the King holder."""
    return [(king + i) % players for i in range(players)]


def award_roads(counts, king, group):
    """Who takes which piece of a round's group (R19), as [(seat, length), …].

    Most cards takes the longest piece; ties go to the seat nearest clockwise
    after the King holder (the King holder last). There are players − 1 pieces,
    so the last-ranked player takes none, and nobody with no cards takes any.
    """
    players = len(counts)
    order = seats_after_king(king, players)                     # tie-break order
    ranking = sorted(order, key=lambda seat: -counts[seat])     # stable: keeps it
    pieces = sorted(group, reverse=True)
    return [(seat, length) for seat, length in zip(ranking[:players - 1], pieces)
            if counts[seat] > 0]


def piece_of(counts, king, group, seat):
    """The length of the piece ``seat`` takes in ``award_roads``, 0 if none —
    without ranking everyone (the players' judgement asks this very often)."""
    mine = counts[seat]
    if mine <= 0:
        return 0
    players = len(counts)
    place = (seat - king - 1) % players                 # in the tie-break order
    ahead = 0
    for other, theirs in enumerate(counts):
        if theirs > mine or (theirs == mine and (other - king - 1) % players < place):
            ahead += 1
    if ahead >= players - 1 or ahead >= len(group):
        return 0
    return sorted(group, reverse=True)[ahead]


def third_round_swap(counts, king, roads, group):
    """The third-round swap (R20), as (seat, given, got), or None.

    The player with the fewest cards (ties: the King holder, else the nearest
    clockwise after them) swaps their longest piece for the shortest of round 3's
    group, unless they have none longer than it.
    """
    if not group:
        return None
    fewest = min(counts)
    seat = next(s for s in seats_from_king(king, len(counts)) if counts[s] == fewest)
    if not roads[seat]:
        return None
    longest, shortest = max(roads[seat]), min(group)
    if longest < shortest:
        return None
    return seat, longest, shortest


def winner(road_lengths, king):
    """The shortest road wins (R22); ties: the King holder, else nearest clockwise after."""
    best = min(road_lengths)
    return next(s for s in seats_from_king(king, len(road_lengths)) if road_lengths[s] == best)
