"""Hints: the strong player's move with a one-line reason."""

import random

from scenes.figaro.hints import hint_reason
from app.session import hint_level
from app.i18n import set_language
from game.figaro import GameState
from game.figaro.players import LEVELS, make_player
from tests.bounds import bounded


def test_every_move_of_many_games_has_a_one_line_reason():
    set_language("en")
    level = hint_level(LEVELS)
    assert level == "hard"
    rng = random.Random(2)
    for seed in range(5):
        state = GameState.new(4, seed=seed)
        for _ in bounded():
            if state.finished:
                break
            view = state.view(state.turn)
            for move in view.legal_moves():
                reason = hint_reason(view, move)
                assert reason and "\n" not in reason and "{" not in reason
            state.apply(rng.choice(state.legal_moves()))
    view = GameState.new(4, seed=1, first_player=0).view(0)
    assert hint_reason(view, make_player(level, 0).choose(view))


def test_hint_reasons_name_what_the_move_achieves():
    from game.figaro.moves import Play
    from game.figaro.position import load_position
    from tests.positions import make
    set_language("en")
    state = load_position(make(players=4, hands=[["ronde", "blue1", "green3"], ["red1"], ["red2"], ["red3"]],
                               piles=[["orange2"], ["green1"], [], ["jester2"]], turn=0))
    state.names = ["Ann", "Ben", "Cleo", "Dan"]
    view = state.view(0)
    assert {Play("ronde", 0), Play("green3", 1), Play("blue1", 2)} <= set(view.legal_moves())
    assert hint_reason(view, Play("ronde", 0)) == (
        "The ronde passes your pile of 2 to Ben, and you get Dan's pile of 2.")
    assert hint_reason(view, Play("green3", 1)) == (
        "green 3 brings Ben's pile to 4: no unseen card adds the 2 points it needs for 6.")
    assert hint_reason(view, Play("blue1", 2)) == (
        "blue 1 goes to Cleo's pile (1), so your own pile stays at 2.")


def _view(hands, piles, players=4):
    from game.figaro.position import load_position
    from tests.positions import make
    state = load_position(make(players=players, hands=hands, piles=piles, turn=0))
    state.names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay"][:players]
    return state.view(0)


def test_a_take_counts_the_capture_it_saves_or_what_every_play_would_cost():
    from game.figaro import TAKE
    set_language("en")
    # Your pile is at 4: a card on it would make you capture the 4 cards, yours and theirs.
    threatened = _view([["blue1"], ["red1"], ["red2"], ["red3"]], [["green3", "green1"], ["orange1"], ["jester1"], []])
    assert hint_reason(threatened, TAKE) == (
        "Take now, with 4 on the table: your pile is at 4, so one more card on it would make you capture 6 or more.")
    # Your pile is low, but your only card leaves every pile it fits one card from 6.
    cornered = _view([["blue3"], ["red1"], ["red2"], ["red3"]], [["green1"], ["orange1"], [], ["jester1"]])
    assert hint_reason(cornered, TAKE) == (
        "Take now, with 3 on the table: each card you could play leaves a pile one card from 6, "
        "for a capture of 5 or more.")
    calm = _view([["blue1"], ["red1"], ["red2"], ["red3"]], [["green1"], ["orange1"], [], []])
    assert hint_reason(calm, TAKE) == (
        "Take now, with only 2 on the table: every card played from here on makes the next capture bigger.")
    forced = _view([["green1"], ["blue2"], ["blue3"], ["orange2"]], [["blue1"], ["orange1"], ["purple1"], ["red1"]])
    assert hint_reason(forced, TAKE) == "No card of yours fits any pile: you must take."


def test_play_reasons_name_the_capture_prevented_the_pile_pushed_and_the_cards_saved():
    from game.figaro.moves import Play
    set_language("en")
    view = _view([["ronde", "blue1", "green3", "orange2"], ["red1"], ["red2"], ["red3"]],
                 [["purple3", "purple1"], ["green1", "green2"], ["jester1"], ["jester2"]])
    legal = set(view.legal_moves())
    # The capture it causes, and the one it prevents: your pile of 4 goes with Ben's capture.
    assert Play("green3", 1) in legal
    assert hint_reason(view, Play("green3", 1)) == (
        "Ben's pile reaches 6: Ben captures all 7 cards, your risky pile of 4 among them.")
    # The ronde passes your threatened pile on.
    assert hint_reason(view, Play("ronde", 0)) == (
        "The ronde passes your pile of 4 to Ben before one card makes you capture 8; you get Dan's pile of 2.")
    # Elsewhere, the danger on your own pile is named.
    assert hint_reason(view, Play("blue1", 2)) == (
        "blue 1 goes to Cleo's pile (2); your own pile stays at 4, one card from 6.")
    calm = _view([["blue1", "green3"], ["red1"], ["red2"], ["red3"]], [[], ["orange1"], ["jester1"], []])
    # The cards it saves: a pile of 1 is out of reach of any single card.
    assert hint_reason(calm, Play("blue1", 0)) == (
        "blue 1 is safe in front of you: at 1, no single card can make you capture what lies on the table (3).")
    # The pile it pushes one card from 6.
    assert hint_reason(calm, Play("green3", 3)) == (
        "green 3 brings Dan's pile to 3: no unseen card adds the 3 points it needs for 6.")
    reasons = {hint_reason(v, m) for v in (view, calm) for m in v.legal_moves()}
    assert len(reasons) == len(view.legal_moves()) + len(calm.legal_moves())     # every move its own reason


def test_every_reason_fits_the_three_lines_of_the_table_message_box_in_every_language():
    """The table wraps "Hint: …" into its message box and shows three lines at most."""
    import pygame
    from app.i18n import _
    from scenes.base import wrap
    from scenes.figaro.layout import MESSAGE_WIDTH
    pygame.init()
    for language in ("en", "it", "fr", "nl"):
        set_language(language)
        state = GameState.new(6, seed=1, names=["Alessandra", "Bartholomeus", "Chiara", "Dario", "Elisabetta",
                                                "Federico"])
        rng = random.Random(1)
        while not state.finished:
            view = state.view(state.turn)
            for move in view.legal_moves():
                message = _("Hint: {reason}").format(reason=hint_reason(view, move))
                assert len(wrap(message, 20, MESSAGE_WIDTH - 28, True)) <= 3, (language, message)
            state.apply(rng.choice(state.legal_moves()))
    set_language("en")


def own_pile_at_five(deal_seed=0):
    """Rosina's hand holds an orange card; the player's own pile is orange 5, so any
    orange card must land on it (R10); taking now costs 5 cards, letting Rosina play
    costs 7. The player can only play elsewhere (a jester 2 brings Rosina's pile to 5)."""
    from collections import Counter

    from game.figaro.cards import full_deck
    from game.figaro.position import load_position
    from tests.positions import make
    mine = ["jester2", "green1", "purple1", "green3", "purple3", "green2", "purple2", "green2"]
    piles = [["orange2", "orange3"], ["blue1", "blue2"], ["red1"], []]
    rest = Counter(full_deck()) - Counter(mine) - Counter(["orange1"])
    for pile in piles:
        rest -= Counter(pile)
    rest = sorted(rest.elements())
    random.Random(deal_seed).shuffle(rest)
    hands = [mine, ["orange1"] + rest[:8], rest[8:17], rest[17:26]]
    rest = rest[26:]
    tricks = [rest[:2], rest[2:8], rest[8:12], rest[12:]]
    state = load_position(make(players=4, hands=hands, piles=piles, tricks=tricks, turn=0, king=1, round=3,
                               roads=[[9, 8], [15, 2], [4, 12], [5, 10]]))
    state.names = ["Marcellina", "Rosina", "Bartolo", "Basilio"]
    return state


def test_the_hint_weighs_the_danger_to_ones_own_pile_one_card_from_6():
    """Own pile orange 5: any orange card must go on it and any jester may; the hint
    (through the table, as a player asks for it) and the medium player take the 5
    cards now rather than feed another pile and capture 7."""
    from game.figaro.moves import Take
    from scenes.figaro.table import TableScene
    from scenes.seats import COMPUTER, YOU, Seat
    from tests.scene_driver import frames, make_app
    set_language("en")
    state = own_pile_at_five()
    view = state.view(0)
    assert make_player("medium", 0).choose(view) == Take()
    app = make_app()
    table = TableScene(app, [Seat(YOU, "Marcellina")] + [Seat(COMPUTER, name, "hard") for name in state.names[1:]],
                       seed=1, state=state)
    app.push(table)
    table.start_hint()
    for _ in bounded(20_000):
        frames(app, 1)
        if table.hint is not None:
            break
    move, reason = table.hint
    assert move == Take(), (move, reason)
    assert "your pile is at 5" in reason


def test_colours_agree_with_what_they_describe_and_hints_go_on_small_after_a_colon():
    """French "Cette pile est bleue : pas de carte violette", "les cartes rouges";
    Dutch "de rode kaarten"; Italian and Dutch write on in small letters after a colon."""
    from app.i18n import _
    from scenes.figaro.explain import why_not
    from app.words import after_colon
    from scenes.figaro.words import THE_CARDS, colour_name
    from tests.positions import state
    view = state(players=4, hands=[["purple2", "blue2"], [], [], []], piles=[["blue1"], ["purple1"], [], []]).view(0)
    wanted = {"fr": "Cette pile est bleue : pas de carte violette.", "nl": "Deze stapel is blauw: geen paarse kaart.",
              "it": "Questa pila è blu: nessuna carta viola.", "en": "This pile is blue: no purple card."}
    out_of_game = {"fr": "les cartes rouges", "nl": "de rode kaarten", "it": "le carte rosse", "en": "the red cards"}
    try:
        for language in ("en", "it", "fr", "nl"):
            set_language(language)
            assert why_not(view, "purple2", 0) == wanted[language]
            assert why_not(view, "blue2", 2) == {"fr": "Le bleu est déjà dans votre pile.", "en": "Blue is already in "
                                                 "your own pile.", "nl": "Blauw ligt al op je eigen stapel.",
                                                 "it": "Il colore blu è già nella tua pila."}[language]
            assert out_of_game[language] in _("Three players: the {colour} cards are out of the game.").format(
                colour=colour_name("red", THE_CARDS))
            hint = _("Hint: {reason}").format(reason=after_colon(_("A ronde is always played on your own pile."),
                                                                 ["Rosina"]))
            head, _colon, rest = hint.partition(":")
            assert rest.strip()[0].islower() == (language != "en"), hint
            assert after_colon("Rosina's pile", ["Rosina"]) == "Rosina's pile"
    finally:
        set_language("en")


# ---------------------------------------------------------------- the hint's move where a strong player's is clear
def _hint(hands, piles, players=4, **options):
    from app.hint import hint_for
    from game.figaro.position import load_position
    from tests.positions import make
    set_language("en")
    state = load_position(make(players=players, hands=hands, piles=piles, turn=0, **options))
    state.names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay"][:players]
    return hint_for("figaro", state.view(0), names=state.names)


def test_hint_takes_when_own_pile_is_at_5_and_the_next_player_can_finish_it():
    """Ann's pile is at 5 with 5 cards on the table; most unseen cards (the red
    and the jesters) would finish it: take the 5 now, rather than play elsewhere
    and capture 6 or more (R13, R15)."""
    from game.figaro import TAKE
    hint = _hint([["blue2", "green1", "purple2"], ["red1", "jester1"], ["red1", "blue2"], ["jester2", "green1"]],
                 [["red2", "red3"], ["blue1"], ["green2"], ["purple1"]])
    assert hint.move == TAKE, hint
    assert "your pile is at 5" in hint.reason and "7 or more" in hint.reason


def test_hint_does_not_take_on_the_last_turn_of_a_round_when_nothing_can_make_you_capture():
    """Ann plays the round's last card (R17): nobody acts after her, so a take
    only adds cards to her trick pile."""
    from game.figaro import TAKE
    hint = _hint([["blue1"], [], [], []], [["red1"], ["green1"], ["purple2"], []])
    assert hint.move != TAKE, hint
    assert "Take" not in hint.reason
    assert dict(hint.alternatives)[TAKE] < dict(hint.alternatives)[hint.move]


def test_hint_plays_a_coloured_card_where_a_jester_does_the_same_job():
    """red 1 and jester 1 both bring Ben's red pile of 5 to 6; the jester fits any
    pile later (R11), so the red card goes."""
    from game.figaro.moves import Play
    hint = _hint([["red1", "jester1"], ["blue1", "green1"], ["blue2", "purple2"], ["blue1", "orange2"]],
                 [["orange1"], ["red2", "red3"], ["purple1", "purple1"], ["green2", "green1"]])
    assert hint.move == Play("red1", 1), hint
    assert hint.reason == "Ben's pile reaches 6: Ben must capture all 8 cards."


def test_hint_take_reason_counts_in_cards_and_play_reason_in_points():
    """"One more card of 3" was said where it meant points, and no such card was left."""
    from game.figaro.moves import Play
    set_language("en")
    view = _view([["green2", "blue1"], ["green3"], ["red2"], ["red3"]], [[], ["green1"], ["jester1"], []])
    reason = hint_reason(view, Play("green2", 1))
    assert reason == "green 2 brings Ben's pile to 3: 3 more points make Ben capture.", reason


def test_hint_json_alternatives_hold_every_move_tried_with_its_worth():
    hint = _hint([["blue2", "green1", "purple2"], ["red1", "jester1"], ["red1", "blue2"], ["jester2", "green1"]],
                 [["red2", "red3"], ["blue1"], ["green2"], ["purple1"]])
    assert hint.unit == "cards" and hint.alternatives[0][0] == hint.move
    assert len(hint.alternatives) == len(set(m for m, _ in hint.alternatives)) >= 3
