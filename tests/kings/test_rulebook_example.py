"""The rulebook's worked examples, as it tells them: a 3-player game of Stefano
(castle 1), Cristiano (castle 2) and Tania (castle 3). Seats go clockwise, so
Cristiano is Stefano's left neighbour and Tania his right one (as in the kings'
example). Each test names the rule it follows; the card list (a Decision, K2)
must agree with every number printed here."""

from game.kings import load_position, load_record
from game.kings import scoring
from game.kings.cards import CROWNS, HEROES, KING_RULES, LEGENDS, MARK, NEEDS, POINTS, SPECIES_OF, TYPE
from game.kings.cards import marked_in_use
from game.kings.position import dump_position

from .positions import make

STEFANO, CRISTIANO, TANIA = 0, 1, 2
NAMES = ["Stefano", "Cristiano", "Tania"]
OPENING_ROW = [62, 8, 76, 16, 33, 19]     # the cards of the book's first turns
FIRST_DRAW = 24                            # drawn after Stefano's 62, taken by Tania
ROUND_TWO_ROW_HEAD = 23                    # "Stefano sceglie il 23"


def in_play_with_three(card):
    return card in marked_in_use(3)


def example_start():
    """The example's position before Stefano's first card: castles 1-3, the
    opening row, and every other card of a 3-player game in the stacks."""
    legends = [n for n in LEGENDS if POINTS[n] in (3, 5)]
    legends += [n for n in LEGENDS if n not in legends][:9 - len(legends)]
    fixed = OPENING_ROW + [FIRST_DRAW, ROUND_TWO_ROW_HEAD]
    rest = [n for n in marked_in_use(3) + legends if n not in fixed]
    stack = [FIRST_DRAW] + rest[:3]
    rest = rest[3:]
    stacks = [[ROUND_TWO_ROW_HEAD] + rest[:9]] + [rest[9 + 10 * i:19 + 10 * i] for i in range(3)]
    aside = rest[39:]
    return {"format": "kings-position/1", "players": 3, "names": NAMES, "round": 1, "turn": 0,
            "cards": [[1], [2], [3]], "taken": [0, 0, 0], "row": OPENING_ROW, "stack": stack,
            "stacks": stacks, "aside": aside, "discarded": [], "honour": [[], [], []]}


def test_k2_every_card_of_the_example_is_in_play_with_three_players():
    for card in (8, 15, 16, 19, 23, 24, 33, 62, 76):
        assert in_play_with_three(card), card
    assert TYPE[8] == "treasure"                 # "Sceglie la carta 8 (D) – un tesoro"
    assert TYPE[76] == "hero"                    # "con l'eroe 76 (F)"


def test_k2_the_printed_values_exist():
    legend_points = sorted(POINTS[n] for n in LEGENDS)
    assert 3 in legend_points and 5 in legend_points
    treasures = {POINTS[n] for n in marked_in_use(3) if TYPE[n] == "treasure"}
    assert {3, 4, 6} <= treasures
    assert any(KING_RULES[n] == "red" and 3 in CROWNS[n] for n in marked_in_use(3) if TYPE[n] == "king")
    assert all(MARK[n] == 0 for n in LEGENDS)


def test_k8_k9_k11_the_example_game_move_by_move():
    record = load_record({"format": "kings-record/1", "position": example_start(), "moves": []})
    game = record.replay()[0]
    assert game.turn == STEFANO                  # castle 1 is the lowest number shown
    game.apply(_take(62), STEFANO)               # 62 covers castle 1
    assert game.cards[STEFANO] == [1, 62] and FIRST_DRAW in game.row       # K10
    assert game.turn == CRISTIANO                # castle 2 is now the lowest
    game.apply(_take(8), CRISTIANO)              # a treasure
    assert TYPE[8] == "treasure" and game.turn == TANIA   # 3 < 8
    game.apply(_take(76), TANIA)                 # hero 76 on castle 3
    assert game.turn == CRISTIANO                # "Il numero 8 di Cristiano è di nuovo il più basso"
    game.apply(_take(16), CRISTIANO)
    assert game.turn == CRISTIANO and not game.out[CRISTIANO]      # 16 is still the lowest
    events = game.apply(_take(33), CRISTIANO)                        # his third card
    assert ("leave", CRISTIANO, "three") in events                   # K11
    assert game.turn == STEFANO                  # 62: the lowest of those still in
    events = game.apply(_take(19), STEFANO)     # his second card only, but 19 < 62
    assert ("leave", STEFANO, "lower") in events and game.taken[STEFANO] == 2
    assert game.turn == TANIA
    events = game.apply(_take(FIRST_DRAW), TANIA)  # 24 < 76: Tania leaves, the round ends
    assert ("leave", TANIA, "lower") in events
    heroes = [scoring.hero_count(c) for c in game.cards]
    assert heroes == [HEROES[62], HEROES[16] + HEROES[33], HEROES[76] + HEROES[24]]
    assert events[-2][0] == "round_end" and events[-2][1] == 1
    # K8 across rounds: Stefano shows 19, Tania 24, Cristiano 33, so Stefano begins
    assert game.round == 2 and game.shown() == [19, 33, 24] and game.turn == STEFANO
    game.apply(_take(ROUND_TWO_ROW_HEAD), STEFANO)
    assert game.turn == STEFANO                  # "Stefano sceglie il 23 e tocca ancora a lui"
    # the whole example replays from its record as it was played
    moves = [{"take": c} for c in (62, 8, 76, 16, 33, 19, FIRST_DRAW, ROUND_TWO_ROW_HEAD)]
    replayed, failure = load_record({"format": "kings-record/1", "position": example_start(),
                                     "moves": moves}).replay()
    assert failure is None and dump_position(replayed) == dump_position(game)


def test_k8_k14_the_last_card_of_the_round_before_decides_who_begins():
    # "la sua ultima carta nel giro precedente (15) è più bassa di quella di Tania (24) e Cristiano (33)"
    holdings = [[1, 62, 15], [2, 8, 16, 33], [3, 76, 24]]
    row = [23] + [n for n in marked_in_use(3) if n not in {c for h in holdings for c in h} | {23}][:5]
    game = make(3, holdings, row=row, round_=2)
    game = load_position(dump_position(game))
    assert game.turn == STEFANO
    game.apply(_take(23), STEFANO)
    assert game.turn == STEFANO and not game.out[STEFANO]


def _heroes(cards, total):
    """Hero cards in play with 3 players from ``cards`` adding up to ``total`` heroes, largest first."""
    chosen = []
    for card in sorted(cards, key=lambda c: -HEROES[c]):
        if sum(HEROES[c] for c in chosen) + HEROES[card] <= total:
            chosen.append(card)
    assert sum(HEROES[c] for c in chosen) == total
    return chosen


def test_k13_the_heroes_example_with_three_players_cards():
    heroes = [n for n in marked_in_use(3) if TYPE[n] == "hero"]
    tania = _heroes(heroes, 7)
    stefano = _heroes([c for c in heroes if c not in tania], 6)
    cristiano = _heroes([c for c in heroes if c not in tania + stefano], 3)
    holdings = [[1] + stefano, [2] + cristiano, [3] + tania]
    assert scoring.round_honour(holdings, 3)[TANIA] == 3            # 7 > 6 and 3, not > 9
    tania = _heroes(heroes, 10)
    stefano = _heroes([c for c in heroes if c not in tania], 6)
    cristiano = _heroes([c for c in heroes if c not in tania + stefano], 3)
    holdings = [[1] + stefano, [2] + cristiano, [3] + tania]
    assert scoring.round_honour(holdings, 3)[TANIA] == 6            # 10 > 9: double


def test_k16_tanias_treasures_3_4_6_score_13():
    by_points = {}
    for n in marked_in_use(3):
        if TYPE[n] == "treasure":
            by_points.setdefault(POINTS[n], n)
    assert scoring.treasure_points([3, by_points[3], by_points[4], by_points[6]]) == 13


def test_k17_six_creatures_of_four_species_score_24():
    by_species = {}
    for n in marked_in_use(3):
        if TYPE[n] == "creature":
            by_species.setdefault(SPECIES_OF[n], []).append(n)
    kinds = sorted(by_species.values(), key=len, reverse=True)[:4]
    six = kinds[0][:2] + kinds[1][:2] + kinds[2][:1] + kinds[3][:1]
    assert len(six) == 6 and scoring.creature_points([1] + six) == 24


def test_k18_stefanos_red_king_earns_3_on_the_right_only():
    king = next(n for n in marked_in_use(3) if TYPE[n] == "king" and KING_RULES[n] == "red"
                and CROWNS[n][1] == 3)
    heroes = [n for n in marked_in_use(3) if TYPE[n] == "hero"]
    ones = [n for n in heroes if HEROES[n] == 1]
    threes = [n for n in heroes if HEROES[n] == 3]
    stefano = ones[:4]                                            # 4 red cards, 4 heroes
    tania = threes[:2]                                            # 2 red cards, 6 heroes
    cristiano = [n for n in heroes if n not in stefano + tania][:4]   # 4 red cards too
    holdings = [[1, king] + stefano, [2] + cristiano, [3] + tania]
    assert scoring.hero_count(holdings[TANIA]) > scoring.hero_count(holdings[STEFANO])
    assert scoring.king_points(STEFANO, holdings) == 3


def test_k19_two_legends_worth_3_and_5_with_the_same_cards():
    three = next(n for n in LEGENDS if POINTS[n] == 3)
    five = next(n for n in LEGENDS if POINTS[n] == 5)
    need = {}
    for n in (three, five):
        for kind, count in NEEDS[n]:
            need[kind] = max(need.get(kind, 0), count)
    cards = [3, three, five]
    for kind, count in need.items():
        cards += [n for n in marked_in_use(3) if TYPE[n] == kind][:count]
    assert scoring.legend_points(cards) == 8                     # "3 e 5 punti"


def _take(card):
    from game.kings import Take
    return Take(card)
