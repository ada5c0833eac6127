"""The invariants every reachable Nottingham position keeps, checked after every move."""

from game.nottingham.data import COLOURS, COPIES, GOLD, TASKS, TRACK, ambush_cards


AMBUSH_SETS = {n: sorted(ambush_cards(n)) for n in range(3, 8)}


def check_invariants(game):
    players = game.players
    # N1: every object conserved
    have = [0] * 7
    for counts in (*game.hands, game.discard, *game.victory):
        for i in range(7):
            assert counts[i] >= 0
            have[i] += counts[i]
    for i in game.deck:
        have[i] += 1
    have[GOLD] += sum(len(a) for a in game.ambushes)
    if game.card is not None:
        have[game.card] += 1
    if game.cash is not None:
        have[game.cash[0]] += game.cash[1]
    assert have == [COPIES] * 7, f"cards not conserved: {have}"
    # N2, N12: ambush cards conserved, none of one's own colour
    held = game.ambush_deck + [c for a in game.ambushes for c in a]
    assert sorted(held) == AMBUSH_SETS[players]
    for seat, cards in enumerate(game.ambushes):
        assert COLOURS[seat] not in cards
    # N19: each task at most twice, once per player
    for task in TASKS:
        seats = game.tasks[task]
        assert len(seats) <= 2 and len(set(seats)) == len(seats)
    # N4: the Sheriff on the track
    assert 0 <= game.sheriff < len(TRACK)
    # one decision at a time
    assert game.turn == game.expected_turn()
    if game.finished:
        assert game.turn is None and game.winner is not None
        assert game.sheriff == 0 or sum(len(s) for s in game.tasks.values()) == 2 * len(TASKS)
    else:
        moves = game.legal_moves()
        assert moves and len(set(moves)) == len(moves)
        if game.phase == "discard":
            assert sum(game.hands[game.turn]) > TRACK[game.sheriff]


def check_events(events, before_sheriff):
    """N20, N22: the Sheriff moves one space at a time, and favours go only to hands
    within the number of the space reached, all of them unless the cards ran out."""
    sheriff = before_sheriff
    favours = []
    pending = None
    for event in events:
        if event[0] == "sheriff":
            if pending:
                pending_check(*pending, favours)
            assert event[1] == (sheriff + 1) % len(TRACK)
            sheriff = event[1]
            pending, favours = (event[1], event[2]), []
        elif event[0] == "favour":
            favours.append(event[1])
    if pending:
        pending_check(*pending, favours)


def pending_check(space, sizes, favoured):
    limit = TRACK[space]
    for seat in favoured:
        assert sizes[seat] <= limit, "N20: a favour beyond the Sheriff's number"
    eligible = [s for s, n in enumerate(sizes) if n <= limit]
    assert set(favoured) <= set(eligible)
