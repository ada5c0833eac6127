"""The table as a player meets it, driven headless by real pygame events:
private hands at a shared screen (R23), every action by mouse, the words a
player reads, and a layout where nothing overlaps."""

import random

from tests.bounds import bounded

import pygame
import pytest

import scenes.figaro.table as table_module
import scenes.figaro.table_drawing as drawing_module
from app.i18n import set_language
from game.figaro import TAKE
from scenes.score_sheet import ScoreSheet
from scenes.menu import StartScene
from scenes.pass_screen import PassScene
from scenes.figaro.round_end import RoundEndScene
from scenes.seats import COMPUTER, PERSON, YOU, Seat
from scenes.figaro.table import TableScene
from tests.fonts import record_font_sizes
from scenes.figaro.layout import hand_rects
from tests.scene_driver import card_point, click, down, drag, frames, make_app, motion, up

NAMES = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay"]


def seats(*kinds):
    return [Seat(kind, NAMES[i], "random") for i, kind in enumerate(kinds)]


def escape():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")


@pytest.fixture
def english():
    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def faces(monkeypatch):
    """Every card face the table draws in a frame, by size."""
    drawn = []
    real = table_module.card_face

    def spy(card, size, **options):
        drawn.append((card, tuple(size)))
        return real(card, size, **options)
    monkeypatch.setattr(table_module, "card_face", spy)
    return drawn


def hand_faces(drawn, table):
    return [card for card, size in drawn if size == table.hand_card]


def play_one(app, table, rng):
    move = rng.choice(table.view().legal_moves())
    if move == TAKE:
        click(app, table.take_button.rect.center)
    else:
        index = table.shown.hand.index(move.card)
        drag(app, card_point(table, index), table.rects[move.to].center)
    return move


def watch_frames(table, faces, check):
    """Call ``check(hand faces drawn)`` after every frame the table draws."""
    draw = table.draw

    def watched(surface):
        faces.clear()
        draw(surface)
        check(hand_faces(faces, table))
    table.draw = watched


def test_r23_no_frame_between_two_peoples_turns_shows_a_hand(faces):
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, PERSON, COMPUTER), seed=5)
    app.push(table)
    rng = random.Random(4)
    at_screen = None            # the person who last said "I am …" on the pass screen
    frames_with_a_hand = []

    def check(shown):
        if shown:
            # A hand is on screen only while its owner, who took the screen, is to act.
            assert table.state.turn == table.viewer and table.state.names[table.viewer] == at_screen
            frames_with_a_hand.append(at_screen)
    watch_frames(table, faces, check)
    last_mover = None
    passed_since_move = False
    hand_overs = 0
    for _ in range(20000):
        if hand_overs >= 12 or isinstance(app.top, ScoreSheet):
            break
        top = app.top
        faces.clear()
        if isinstance(top, PassScene):
            passed_since_move = True
            at_screen = top.name
            click(app, top.button.rect.center)
        elif isinstance(top, RoundEndScene):
            click(app, (10, 10))
            frames(app, 1)
            click(app, top.button.rect.center)
        elif top is table and table.my_turn():
            person = table.state.names[table.viewer]
            assert at_screen == person, "a person plays without having taken the screen"
            if last_mover is not None and last_mover != person:
                assert passed_since_move, "the screen went from one person to another without the pass screen"
                hand_overs += 1
            faces.clear()
            play_one(app, table, rng)
            last_mover, passed_since_move = person, False
        else:
            frames(app, 1)
    assert hand_overs >= 12
    assert set(frames_with_a_hand) == {"Ann", "Cleo"}


def test_r23_between_a_persons_move_and_the_next_persons_pass_screen_the_hand_is_face_down(faces):
    app = make_app()
    table = TableScene(app, seats(YOU, PERSON, COMPUTER), seed=2)
    app.push(table)
    rng = random.Random(1)
    for _ in range(2000):
        if isinstance(app.top, PassScene):
            click(app, app.top.button.rect.center)
        elif table.my_turn():
            break
        frames(app, 1)
    seen = []
    watch_frames(table, faces, seen.append)
    person = table.viewer
    play_one(app, table, rng)
    # The person has played: no frame from the drop to the next pass screen shows a hand face.
    seen.clear()
    for _ in range(600):
        frames(app, 1)
        if isinstance(app.top, PassScene) or (table.my_turn() and table.viewer == person):
            break
    assert seen and not any(seen)


def test_r23_resume_from_the_menu_passes_the_screen_first(faces):
    app = make_app()
    table = TableScene(app, seats(YOU, PERSON, COMPUTER), seed=2)
    app.push(table)
    frames(app, 1)
    assert isinstance(app.top, PassScene) or not table.seats[table.state.turn].human, \
        "a new table with two people starts with the pass screen"
    for _ in range(2000):
        if isinstance(app.top, PassScene):
            click(app, app.top.button.rect.center)
        elif table.my_turn():
            break
        frames(app, 1)
    assert table.hand_visible()
    seen = []
    watch_frames(table, faces, seen.append)
    frames(app, 1, [escape()])                       # the in-game menu
    assert isinstance(app.top, StartScene)
    click(app, app.top.buttons[0].rect.center)       # Resume game
    assert isinstance(app.top, PassScene)
    before_pass = len(seen)
    click(app, app.top.button.rect.center)
    frames(app, 1)
    assert not any(seen[:before_pass])
    assert seen[before_pass:] and all(seen[before_pass:])


def test_r23_continue_with_two_people_passes_the_screen_first(faces):
    from app.session import GameSession
    from scenes.figaro.story import log_words
    from scenes.figaro.table import saved_seats
    from app import saves
    from game.figaro.record import Record
    from game.figaro import GameState
    table_seats = seats(YOU, PERSON, COMPUTER)
    start = GameState.new(3, seed=6, names=[s.name for s in table_seats], first_player=1)
    session = GameSession(saves.SavedGame(Record(start), saved_seats(table_seats, 6)), autosave=False,
                          describe=log_words())
    app = make_app()
    table = TableScene(app, table_seats, seed=6, session=session)
    app.push(table)
    seen = []
    watch_frames(table, faces, seen.append)
    frames(app, 1)
    assert isinstance(app.top, PassScene) and app.top.name == "Ben"
    assert not any(seen)


# ---------------------------------------------------------------- helpers

def wait_for_turn(app, table, limit=3000):
    for _ in range(limit):
        if isinstance(app.top, PassScene):
            click(app, app.top.button.rect.center)
        elif isinstance(app.top, RoundEndScene):
            app.top.skip()
            frames(app, 1)
            click(app, app.top.button.rect.center)
        elif table.my_turn():
            return
        frames(app, 1)
    raise AssertionError("the person never got the turn")


def action_point(table, icon):
    index = [a.icon for a in table.actions.actions].index(icon)
    return table.actions.button_rects()[index].center


def ask_tooltip(app, table, icon):
    frames(app, 1, [motion(action_point(table, icon))])
    return table.actions.tooltip(table.actions.hover)


# ---------------------------------------------------------------- 2: every action by mouse

def test_every_action_of_the_table_by_mouse_with_tooltips(tmp_path, monkeypatch, english):
    from scenes.log_scene import LogScene
    from scenes.rules_scene import RulesScene
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER), seed=3)
    app.push(table)
    wait_for_turn(app, table)
    tip = ask_tooltip(app, table, "undo")
    assert tip.startswith("Undo (Ctrl+Z)") and "There is no move of yours to take back." in tip
    assert ask_tooltip(app, table, "hint") == "Hint (H)"
    click(app, action_point(table, "hint"))
    assert table.hint_decision is not None or table.hint is not None
    assert table.current_message()[0] in ("Thinking about a hint…",) or table.hint
    for _ in range(3000):
        if table.hint:
            break
        frames(app, 1)
    assert table.current_message()[0].startswith("Hint: ")
    assert "The hint is on the table." in ask_tooltip(app, table, "hint")
    click(app, action_point(table, "log"))
    assert isinstance(app.top, LogScene)
    click(app, app.top.back.rect.center)
    assert app.top is table
    click(app, action_point(table, "rules"))
    assert isinstance(app.top, RulesScene)
    click(app, app.top.back.rect.center)
    assert app.top is table
    click(app, action_point(table, "save"))
    assert table.message.startswith("Record saved as ")
    assert list((tmp_path).rglob("figaro-*.json"))
    # A move, then undo by mouse.
    before = len(table.session.record.moves)
    play_one(app, table, random.Random(2))
    wait_for_turn(app, table)
    assert ask_tooltip(app, table, "undo") == "Undo (Ctrl+Z)"
    click(app, action_point(table, "undo"))
    assert len(table.session.record.moves) == before and table.message == "Move taken back."


def test_undo_after_another_persons_move_is_disabled_and_says_why(english):
    app = make_app()
    table = TableScene(app, seats(YOU, PERSON, COMPUTER), seed=8)
    app.push(table)
    rng = random.Random(5)
    movers = []
    for _ in range(6):
        wait_for_turn(app, table)
        movers.append(table.viewer)
        if len(set(movers)) == 2 and movers[-1] != movers[-2] and len(movers) > 2:
            break
        play_one(app, table, rng)
    tip = ask_tooltip(app, table, "undo")
    other = NAMES[movers[-2]]
    assert f"A move by {other} came after yours: it cannot be taken back." in tip
    moves = len(table.session.record.moves)
    click(app, action_point(table, "undo"))
    assert len(table.session.record.moves) == moves


def test_the_in_game_menu_asks_before_leaving_the_game():
    from scenes.confirm import ConfirmScene
    from scenes.menu import NewGameScene
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER), seed=3)
    app.push(table)
    frames(app, 1)
    click(app, table.menu_button.rect.center)
    menu = app.top
    assert isinstance(menu, StartScene)
    quit_button = menu.buttons[[b.label for b in menu.buttons].index("Quit")]
    click(app, quit_button.rect.center)
    assert isinstance(app.top, ConfirmScene) and app.running
    click(app, app.top.no.rect.center)                 # Cancel
    assert app.top is menu and app.running
    click(app, menu.buttons[[b.label for b in menu.buttons].index("New game")].rect.center)
    assert isinstance(app.top, NewGameScene)
    click(app, app.top.buttons[1].rect.center)         # Start the game
    assert isinstance(app.top, ConfirmScene)
    assert table in app.scenes                         # nothing abandoned yet
    click(app, app.top.no.rect.center)
    assert isinstance(app.top, NewGameScene) and table in app.scenes
    click(app, app.top.buttons[1].rect.center)
    click(app, app.top.yes.rect.center)                # yes: the new game
    assert isinstance(app.top, TableScene) and app.top is not table and len(app.scenes) == 1


# ---------------------------------------------------------------- 3: the player is "you"

YOU_WORDS = {"en": ("You", "You win!"), "it": ("Tu", "Hai vinto!"), "fr": ("Vous", "Vous avez gagné !"),
             "nl": ("Jij", "Jij wint!")}


@pytest.mark.parametrize("language", sorted(YOU_WORDS))
def test_the_person_at_the_screen_is_addressed_as_you_in_every_language(language, english):
    from game.figaro import Play
    from game.figaro.position import load_position
    from scenes.seats import default_seats
    from tests.positions import make
    set_language(language)
    app = make_app()
    table_seats = default_seats(4)
    position = make(round=3, hands=[["red1"], [], ["green1"], ["purple1"]], king=0,
                    roads=[[4], [9, 12], [13, 8], [15, 2]], pool=[[], [], [14, 6, 1]])
    state = load_position(position)
    state.names = [s.name for s in table_seats]
    table = TableScene(app, table_seats, seed=4, state=state)
    app.push(table)
    name, win = YOU_WORDS[language]
    assert table.names()[0] == name
    table.apply(Play("red1", 0))
    seen = []
    for _ in range(3000):
        top = app.top
        if isinstance(top, RoundEndScene):
            seen.append(top.king_words(table.names()))
            top.skip()
            frames(app, 1)
            click(app, top.button.rect.center)
        if isinstance(top, ScoreSheet):
            break
        frames(app, 1)
    assert isinstance(app.top, ScoreSheet)
    assert app.top.sheet.heading == win
    if language == "en":
        import re
        third_person = re.compile(r"\bYou (plays|wins|takes|captures|swaps|gets|holds|took|has|cannot)\b")
        for line in seen + table.session.log.lines() + [table.status()]:
            assert not third_person.search(line), line


def test_two_people_get_their_seat_numbers_not_you():
    from scenes.menu import NewGameScene
    app = make_app()
    setup = NewGameScene(app)
    setup.seats[1].kind = PERSON
    assert [s.name for s in setup.table_seats()][:2] == ["Player 1", "Rosina"]


# ---------------------------------------------------------------- 5 and 6: the held card and play messages

def hold_first_card_with_an_illegal_seat(app, table, rng):
    for _ in range(200):
        wait_for_turn(app, table)
        for index in range(len(table.shown.hand)):
            click(app, card_point(table, index))
            targets = table.targets()
            if any(targets.values()) and any(reason is None for reason in targets.values()):
                return targets
            table.drop()
        play_one(app, table, rng)
    raise AssertionError("no card with a legal and an illegal seat")


def test_holding_a_card_dims_illegal_seats_and_explains_only_the_one_under_the_pointer(monkeypatch):
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=6)
    app.push(table)
    targets = hold_first_card_with_an_illegal_seat(app, table, random.Random(3))
    explained = []
    real = table.draw_controls
    monkeypatch.setattr(table, "draw_controls", lambda surface, reason=None, dragged=None: explained.append(
        reason) or real(surface, reason, dragged))
    frames(app, 1, [motion((700, 300))])            # the pointer on no seat
    assert explained == [None]
    bad = next(seat for seat, reason in targets.items() if reason)
    good = next(seat for seat, reason in targets.items() if reason is None)
    frames(app, 1, [motion(table.rects[good].center)])
    assert explained == [None, None]
    frames(app, 1, [motion(table.rects[bad].center)])
    assert explained == [None, None, targets[bad]]


def shown_messages(table, monkeypatch):
    """The message boxes the table draws, as (text, box) pairs, frame after frame."""
    boxes = []
    real = table.draw_message
    monkeypatch.setattr(table, "draw_message", lambda surface, message, kind, dragged=None: boxes.append(
        message) or real(surface, message, kind, dragged))
    return boxes


def covered_marks(table, box):
    """The piles, totals, counts and names of the seats (and the dragged card) that ``box`` covers."""
    return [(group, name) for group, name, rect in table.drawn
            if group is not None and group != "top bar" and rect.colliderect(box)]


def blue_card_position(players):
    """Seat 0 holds a blue 2 that only seat 1 may take (its pile is blue; seat 0's is red),
    and every seat has trick cards, counted on the table."""
    from game.figaro.position import load_position
    from tests.positions import make
    piles = [["red1"], ["blue1"], ["jester1"]] + [[] for _ in range(3, players)]
    tricks = [["green2", "green3"], ["purple2"], ["purple3"]] + [[] for _ in range(3, players)]
    hands = [["blue2", "red2", "green1"]] + [[] for _ in range(1, players)]
    return load_position(make(players=players, hands=hands, piles=piles, tricks=tricks))


@pytest.mark.parametrize("window", [(1280, 720), (800, 1000)])
@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_reason_a_seat_is_illegal_shows_once_clear_of_the_cards_and_counts(players, window, monkeypatch, english):
    for way in ("drag", "click"):
        app = app_in_window(window)
        at = (lambda pos: pos) if window == (1280, 720) else (lambda pos: in_window(app, pos))      # window points
        app.settings.open_information = True            # every trick count drawn
        table = TableScene(app, seats(YOU, *[COMPUTER] * (players - 1)), seed=6, state=blue_card_position(players))
        app.push(table)
        frames(app, 1)
        index = list(table.shown.hand).index("blue2")
        click(app, at(card_point(table, index)))
        targets = table.targets()
        bad_seats = [seat for seat, reason in targets.items() if reason]
        assert 0 in bad_seats and 1 not in bad_seats
        aims = [(bad, table.rects[bad].move(0, 40).center) for bad in bad_seats]        # over the trick count
        aims += [(bad, table.rects[bad].move(0, 12).midtop) for bad in bad_seats]       # the card above the seat
        for bad, aim in aims:
            table.drop()
            frames(app, 1)
            boxes = shown_messages(table, monkeypatch)
            if way == "drag":
                frames(app, 1, [down(at(card_point(table, index))), motion(at(aim), (1, 0, 0)), motion(at(aim), (1, 0, 0))])
                assert table.dragging
            else:
                click(app, at(card_point(table, index)))
                click(app, at(aim))
                frames(app, 1, [motion(at(aim))])
            del boxes[:]
            frames(app, 1)
            assert boxes == [targets[bad]], (way, bad, boxes)      # once
            box = next(rect for group, name, rect in table.drawn if name == "message")
            assert not covered_marks(table, box), (way, bad, covered_marks(table, box))
            monkeypatch.undo()
            frames(app, 1, [up(at(aim))] if way == "drag" else [])


RULE_ID = __import__("re").compile(r"\(R\d+\)")


@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_no_rule_ids_in_play_messages(language, english):
    from scenes.figaro.explain import why_not
    set_language(language)
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=6)
    app.push(table)
    rng = random.Random(1)
    for _ in range(12):
        wait_for_turn(app, table)
        view = table.view()
        for card in set(view.hand):
            for seat in range(4):
                assert not RULE_ID.search(why_not(view, card, seat))
        assert not RULE_ID.search(table.status())
        message = table.current_message()[0]
        assert message is None or not RULE_ID.search(message)
        play_one(app, table, rng)


# ---------------------------------------------------------------- 7: tell what happened

def test_a_capture_or_take_is_announced_and_the_status_is_never_blank(english):
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER), seed=12)
    app.push(table)
    rng = random.Random(7)
    banners = set()
    for _ in range(8000):
        top = app.top
        if isinstance(top, ScoreSheet) or len(banners) >= 3:
            break
        if isinstance(top, RoundEndScene):
            top.skip()
            frames(app, 1)
            click(app, top.button.rect.center)
            continue
        if table.my_turn():
            play_one(app, table, rng)
        else:
            frames(app, 1)
        assert table.status().strip(), "a blank status line"
        if table.banner_time > 0:
            banners.add(table.banner)
    assert banners
    import re
    assert all(re.fullmatch(r"(You (take|capture)|(Ben|Cleo) (takes|captures)) \d+ cards?", b) for b in banners), banners


def test_the_round_end_explains_ties_and_the_three_player_table_names_the_removed_colour(english):
    from scenes.figaro.round_end import tie_lines
    lines = tie_lines([5, 5, 2, 7], king=2, names=["Ann", "Ben", "Cleo", "Dan"])
    # After the King (Cleo): Dan, Ann, Ben — Ann sits nearer than Ben.
    assert lines == ["Ann and Ben took 5 cards each: Ann sits nearest after the King and ranks first."]
    assert "the King holder ranks last" in tie_lines([3, 3, 3], king=1, names=["A", "B", "C"])[0]
    assert tie_lines([0, 0, 4], king=0, names=["A", "B", "C"]) == []
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER), seed=3)
    app.push(table)
    drawn = []
    import scenes.figaro.table_drawing as module
    real = module.draw_lines
    module_draw = lambda surface, message, *a, **k: drawn.append(message) or real(surface, message, *a, **k)  # noqa: E731
    try:
        module.draw_lines = module_draw
        frames(app, 1)
    finally:
        module.draw_lines = real
    assert any(line.startswith("Three players: the ") and "cards are out of the game" in line for line in drawn)


def test_the_third_round_swap_moves_the_two_pieces(english):
    from scenes.figaro.round_end import SWAP_TIME
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=2)
    app.push(table)
    table.shown.roads = [[15, 4], [9], [8], [12]]
    event = ("round_end", 3, 1, [2, 9, 5, 7], (0, 15, 1), [(1, 14), (3, 6), (2, 1)])
    scene = RoundEndScene(app, table, event)
    app.push(scene)
    assert scene.roads_now()[0] == [15, 4]           # the swap not yet made…
    frames(app, int(SWAP_TIME * 60 / 6))             # (demo speed)
    assert scene.swap_clock >= SWAP_TIME
    assert scene.roads_now()[0][:2] == [1, 4]        # …then the short piece sits where the long one was


# ---------------------------------------------------------------- 9: setup

def test_the_setup_remembers_the_last_table_and_offers_only_playing_levels():
    from scenes.menu import NewGameScene
    from scenes.seats import computer_levels
    assert computer_levels() == ["easy", "medium", "hard", "expert"]
    app = make_app()
    app.push(StartScene(app))
    setup = NewGameScene(app)
    app.push(setup)
    click(app, setup.count_rect(5).center)
    setup.seats[2].name = "Zoe"
    kinds = set()
    for _ in range(8):
        click(app, setup.row(1)[1].center)
        kinds.add((setup.seats[1].kind, setup.seats[1].level))
    assert ("computer", "random") not in kinds and ("computer", "hard") in kinds
    click(app, setup.buttons[1].rect.center)
    assert isinstance(app.scenes[0], TableScene)
    again = NewGameScene(app)
    assert again.players == 5 and again.seats[2].name == "Zoe"


def test_settings_arrows_lower_and_raise_by_mouse_and_scenes_have_back_buttons():
    from app.settings_menu import ROWS
    from scenes.settings_scene import SettingsScene
    from scenes.stats_scene import StatisticsScene
    from app.stats import Statistics
    app = make_app()
    app.push(StartScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    row = [r.name for r in ROWS].index("volume")
    app.settings.volume = 0.5
    left, right = scene.arrow_rects(row)
    frames(app, 1, [down(left.center)])
    assert app.settings.volume == 0.4
    frames(app, 1, [down(right.center)])
    frames(app, 1, [down(right.center)])
    assert app.settings.volume == 0.6
    click(app, scene.back.rect.center)
    assert isinstance(app.top, StartScene)
    stats = StatisticsScene(app, Statistics(game="figaro"))
    app.push(stats)
    click(app, stats.back.rect.center)
    assert isinstance(app.top, StartScene)


def test_the_rules_scroll_with_the_scrollbar():
    from scenes.rules_scene import RulesScene
    app = make_app()
    app.push(StartScene(app))
    rules = RulesScene(app)
    app.push(rules)
    frames(app, 1)
    bar = rules.bar.rect
    frames(app, 1, [down((bar.centerx, bar.bottom - 2)), up((bar.centerx, bar.bottom - 2))])
    assert rules.scroll == rules.limit() > 0
    frames(app, 1, [down((bar.centerx, bar.top + 2)), up((bar.centerx, bar.top + 2))])
    assert rules.scroll == 0


# ---------------------------------------------------------------- 11: hidden road pieces

def test_r23_another_seats_road_pieces_are_drawn_all_alike(monkeypatch):
    from game.figaro.position import load_position
    from tests.positions import make
    app = make_app()
    position = make(round=3, hands=[["red1"], ["blue1"], ["green1"], ["purple1"]], king=0,
                    roads=[[4], [9, 12], [13, 8], [15, 2]], pool=[[], [], [14, 6, 1]])
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=4, state=load_position(position))
    app.push(table)
    hidden, shown = [], []
    real_hidden, real_shown = drawing_module.road_token, drawing_module.road_piece
    monkeypatch.setattr(drawing_module, "road_token", lambda height: hidden.append(height) or real_hidden(height))
    monkeypatch.setattr(drawing_module, "road_piece", lambda length, unit, h, *a: shown.append((length, h)) or real_shown(length, unit, h, *a))
    frames(app, 1)
    assert len(hidden) == 6 and len(set(hidden)) == 1
    assert (4, 16) in shown                       # one's own piece, to scale and numbered


# ---------------------------------------------------------------- 4: layout

def busy_position(players):
    """Every seat with a pile, a trick stack and road pieces; seat 0 to act with a full hand."""
    from game.figaro.position import load_position
    from tests.positions import DEFAULT_POOL, make
    colours = ["red", "blue", "green", "purple", "orange"][:5 if players > 3 else 3]
    piles = [[f"{colours[s]}1", f"{colours[s]}2"] if s < len(colours) else ["jester1"] for s in range(players)]
    position = make(players=players, piles=piles, round=3, king=1,
                    roads=[DEFAULT_POOL[players][0][s:s + 1] + DEFAULT_POOL[players][1][s - 1:s] if s else
                           DEFAULT_POOL[players][0][:1] for s in range(players)],
                    pool=[[], [], list(DEFAULT_POOL[players][2])], removed_colour="orange")
    spare = position["tricks"][-1]
    hand_size = {3: 15, 4: 15, 5: 12, 6: 10}[players]
    position["hands"][0] = spare[:hand_size]
    del spare[:hand_size]
    for seat in range(players - 1):
        position["tricks"][seat] = spare[:12]
        del spare[:12]
    state = load_position(position)
    state.names = ["Marcellina", "Bartolomeo", "Cherubino", "Basilio", "Rosina", "Susanna"][:players]
    return state


def overlaps(rects):
    found = []
    for i, (name_a, a) in enumerate(rects):
        for name_b, b in rects[i + 1:]:
            if a.colliderect(b):
                found.append((name_a, tuple(a), name_b, tuple(b)))
    return found


def app_in_window(size):
    """An app drawing into a window of ``size`` (the 1280x720 window of the tests otherwise)."""
    from app.settings import Settings
    from scenes.app import App
    return make_app() if size == (1280, 720) else App(pygame.Surface(size), Settings(speed="demo"))


def in_window(app, pos):
    """The window point of logical point ``pos`` (what the mouse sends)."""
    view = app.viewport()
    width, height = app.screen.get_size()
    return (round(view.left + (pos[0] + 0.5) * view.width / width),
            round(view.top + (pos[1] + 0.5) * view.height / height))


@pytest.mark.parametrize("window", [(1280, 720), (1280, 800), (1024, 768), (800, 1000)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_no_two_table_elements_overlap_for_any_table_language_and_card_size(players, window, english):
    for language in ("en", "it", "fr", "nl"):
        set_language(language)
        for size in ("small", "normal", "large"):
            app = app_in_window(window)
            app.settings.card_size = size
            app.settings.open_information = True       # trick counts and road lengths drawn too
            table = TableScene(app, seats(YOU, *[COMPUTER] * (players - 1)), seed=1, state=busy_position(players))
            app.push(table)
            frames(app, 1)
            screen = app.screen.get_rect()
            assert table.my_turn() and TAKE in table.legal_moves()
            table.say(table.targets() and "" or _longest_refusal(table))
            frames(app, 1, [motion(in_window(app, card_point(table, 0)))])      # a raised card
            assert table.raised_card() == 0
            assert_nothing_overlaps_or_leaves_the_screen(table, screen, (language, size))


def assert_nothing_overlaps_or_leaves_the_screen(table, screen, case):
    """The last frame's places (``table.drawn``): no two top-level ones overlap, none
    leaves the screen, and each seat's, the top bar's and the castle's parts stay
    inside their panel without overlapping one another."""
    top_level = [(name, rect) for group, name, rect in table.drawn if group is None]
    names = {name for name, _rect in top_level}
    assert {"take", "message", "hand", "actions", "castle", "top bar"} <= names, (case, names)
    assert not overlaps(top_level), (case, overlaps(top_level))
    parents = dict(top_level)
    for group in {g for g, _n, _r in table.drawn if g is not None}:
        inside = [(name, rect) for g, name, rect in table.drawn if g == group]
        assert not overlaps(inside), (case, group, overlaps(inside))
        for name, rect in inside:
            assert screen.contains(rect), (case, group, name, rect)
            if name == "king":          # the King stands on the name bar, above the panel
                others = [(n, r) for n, r in top_level if n != group]
                assert not [n for n, r in others if r.colliderect(rect)], (case, group, rect)
            else:
                assert parents[group].contains(rect), (case, group, name, rect)
    for name, rect in top_level:
        assert screen.contains(rect), (case, name, rect)


@pytest.mark.parametrize("window", [(960, 540), (800, 1000), (960, 1080)])
@pytest.mark.parametrize("players", [3, 6])
def test_the_table_fits_a_small_and_a_portrait_window_in_every_language(players, window, english):
    """960x540 (the 1280x720 table, scaled), 800x1000 (a portrait table 720x900)
    and 960x1080 (half a full-HD screen: 720x810): every place inside the screen, no two seats' panels touching, every card
    of the hand inside, the buttons and icons clear of the status line, of each
    other and of the seats; with a card raised and the longest message shown."""
    for language in ("en", "it", "fr", "nl"):
        set_language(language)
        app = app_in_window(window)
        app.settings.open_information = True
        table = TableScene(app, seats(YOU, *[COMPUTER] * (players - 1)), seed=1, state=busy_position(players))
        app.push(table)
        frames(app, 1)
        assert table.my_turn() and TAKE in table.legal_moves()
        table.say(_longest_refusal(table))
        frames(app, 1, [motion(in_window(app, card_point(table, 0)))])
        assert table.raised_card() == 0
        screen = app.screen.get_rect()
        case = (language, window, players)
        assert_nothing_overlaps_or_leaves_the_screen(table, screen, case)
        panels = [rect.inflate(8, 8) for rect in table.rects]         # with the gold ring of the seat to act
        assert not overlaps([(seat, rect) for seat, rect in enumerate(panels)]), (case, panels)
        for rect in hand_rects(len(table.shown.hand), 0, table.hand_card, table.screen_size):
            assert screen.contains(rect), (case, rect)
        status = [rect for group, name, rect in table.drawn if name == "status"]
        buttons = [("menu", table.menu_button.rect), ("take", table.take_button.rect)] + [
            (action.icon, rect) for action, rect in zip(table.actions.actions, table.actions.button_rects())]
        assert not overlaps(buttons), (case, overlaps(buttons))
        for name, rect in buttons:
            assert screen.contains(rect), (case, name, rect)
            assert not [line for line in status if line.colliderect(rect)], (case, name, rect, status)
            assert not [seat for seat, panel in enumerate(panels) if panel.colliderect(rect)], (case, name, rect)


def _longest_refusal(table):
    """The longest reason a card may not go somewhere, in the current language: the message box's worst case."""
    from app.i18n import _
    return _("A move by {player} came after yours: it cannot be taken back.").format(player="Bartolomeo") + " " + \
        _("None of your cards fits any pile: you must take all the face-up cards.")


# ---------------------------------------------------------------- 10: any window

@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_text_stays_at_least_12_px_high_in_a_960x540_window(language, monkeypatch, english):
    """The logical screen is 1280x720; a 960x540 window shows it at 3/4, so
    every font must be at least 16 logical pixels."""
    import scenes.base
    import sprites.text
    from scenes.menu import NewGameScene
    from scenes.settings_scene import SettingsScene
    set_language(language)
    app = make_app()
    table = TableScene(app, seats(YOU, PERSON, COMPUTER, COMPUTER), seed=1, state=busy_position(4))
    app.push(table)
    frames(app, 2)                          # build the card faces first: they are pictures, not text
    click(app, app.top.button.rect.center)  # the pass screen
    event = ("round_end", 2, 1, [5, 5, 2, 7], None, [(3, 12), (1, 8), (0, 2)])
    scenes_to_draw = [table, RoundEndScene(app, table, event), ScoreSheet(app, table), PassScene(app, "Ben"),
                      SettingsScene(app), NewGameScene(app), StartScene(app)]
    sprites.text.font.cache_clear()
    scenes.base._text_cache.clear()
    sizes = record_font_sizes(monkeypatch)
    surface = pygame.Surface((1280, 720))
    frames(app, 1, [motion(action_point(table, "undo"))])     # a tooltip too
    for scene in scenes_to_draw:
        scene.draw(surface)
    sprites.text.font.cache_clear()
    assert sizes and min(sizes) * 540 / 720 >= 12, sorted(set(sizes))


def test_a_16_by_10_window_has_no_black_bars_and_f11_switches_full_screen():
    from scenes.app import App
    window = pygame.Surface((1280, 800))
    app = App(window)
    app.push(StartScene(app))
    frames(app, 1)
    view = app.viewport()
    assert view.height == 800 or view.width == 1280
    for corner in ((0, 0), (1279, 0), (0, 799), (1279, 799)):
        assert window.get_at(corner)[:3] != (0, 0, 0), corner
    switched = []
    app.set_fullscreen = switched.append
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])
    assert app.settings.fullscreen and switched == [True]
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])
    assert not app.settings.fullscreen and switched == [True, False]


@pytest.mark.parametrize("window", [(1280, 800), (1024, 768), (1680, 720)])
def test_the_table_fills_a_window_of_any_shape_and_a_click_picks_the_card_under_it(window):
    app = app_in_window(window)
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=1, state=busy_position(4))
    app.push(table)
    frames(app, 1)
    width, height = app.screen.get_size()
    assert app.viewport() == pygame.Rect(0, 0, *window)                 # no bars
    assert abs(width / height - window[0] / window[1]) < 0.01 and min(width - 1280, height - 720) == 0
    assert table.screen_size == (width, height)
    drawn = [rect for group, _name, rect in table.drawn if group is None]
    spread = drawn[0].unionall(drawn[1:])
    assert spread.left < 20 and spread.top == 0 and spread.right > width - 20 and spread.bottom > height - 30
    seats_spread = table.rects[0].unionall(table.rects[1:])
    assert seats_spread.right > width - 40 and seats_spread.top < 0.2 * height     # the seats spread out too
    for corner in ((0, 0), (window[0] - 1, 0), (0, window[1] - 1), (window[0] - 1, window[1] - 1)):
        assert app.window.get_at(corner)[:3] != (0, 0, 0), corner
    for index in (0, 5, 14):
        point = in_window(app, card_point(table, index))
        click(app, point)
        assert table.held == index, (window, index, point)
    # The overlays lay out on the same screen: the round end's button sits in the window.
    event = ("round_end", 1, 1, [5, 5, 2, 7], None, [(3, 12)])
    app.push(RoundEndScene(app, table, event))
    frames(app, 1)
    assert app.screen.get_size() == (width, height)
    assert app.top.button.rect.bottom < height and app.top.button.rect.centerx == width // 2


def test_f11_makes_the_window_anew_full_screen_and_back():
    app = make_app()
    app.push(StartScene(app))
    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")
    frames(app, 1, [f11])
    assert app.settings.fullscreen and app.window is pygame.display.get_surface()
    frames(app, 1, [f11])
    assert not app.settings.fullscreen and app.window.get_size() == (1280, 720)
    assert app.window is pygame.display.get_surface()


def test_the_setup_remembers_the_last_table_across_starts_and_ignores_a_broken_file(tmp_path, monkeypatch):
    from app.last_table import load_table, table_path
    from app.settings import Settings
    from scenes.app import App, open_window
    from scenes.menu import NewGameScene
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))
    app = App(open_window(), Settings(speed="demo"), persist=True)
    setup = NewGameScene(app)
    app.push(setup)
    click(app, setup.count_rect(3).center)
    setup.seats[1].name = "Zoë"
    click(app, setup.buttons[1].rect.center)
    again = NewGameScene(App(open_window(), Settings(speed="demo"), persist=True))    # a new start of the app
    assert again.players == 3 and again.seats[1].name == "Zoë"
    with open(table_path(game="figaro"), "w", encoding="utf-8") as stream:
        stream.write('{"players": 9, "seats": []}')
    assert load_table(("easy", "medium", "hard"), game="figaro") is None
    fresh = NewGameScene(App(open_window(), Settings(speed="demo"), persist=True))
    assert fresh.players == 4


@pytest.mark.parametrize("players", [4, 6])
def test_a_seats_name_stays_readable_while_a_ronde_passes_the_piles(players):
    """R12: while the piles glide to the left-hand neighbours, no card covers a name."""
    from game.figaro.position import load_position
    from tests.positions import make
    piles = [["red1", "red2"], ["blue2", "blue1"], ["green2", "green1"]] + [["purple1"], ["orange2"], ["jester1"]][
        :players - 3]
    state = load_position(make(players=players, hands=[["ronde", "red3"]] + [["red2"]] * (players - 1),
                               piles=piles))
    app = make_app(speed="normal")
    table = TableScene(app, seats(YOU, *[COMPUTER] * (players - 1)), seed=1, state=state)
    app.push(table)
    frames(app, 1)
    assert table.try_play("ronde", 0)
    checked = 0
    for _ in bounded(2000):
        if not table.queue or table.queue[0].event[0] != "ronde" and checked:
            break
        frames(app, 1)
        flying = [(i, rect) for i, (group, name, rect) in enumerate(table.drawn) if group == "flying"]
        for seat in range(players):
            names = [(i, rect) for i, (group, name, rect) in enumerate(table.drawn)
                     if group == f"seat {seat}" and name == "name"]
            last, rect = names[-1]
            covering = [card for i, card in flying if i > last and card.colliderect(rect)]
            assert not covering, (seat, rect, covering)
            if flying and any(card.colliderect(rect) for _i, card in flying):
                checked += 1
    assert checked, "no card of the ronde crossed a name bar"


# ---------------------------------------------------------------- readable at any size



def text_sizes_drawn(monkeypatch, draw):
    """The font sizes (logical pixels) of every text ``draw()`` renders: every font is
    made anew (the caches emptied), road pieces and trick stacks too, and recorded.
    Pieces are drawn without supersampling, so that a number drawn large and then
    shrunk is recorded at the size it ends up."""
    import scenes.base
    import sprites.figaro.pieces as pieces
    import sprites.text
    for cached in (sprites.text.font, pieces.road_piece, pieces.road_piece_hidden, pieces.trick_stack):
        cached.cache_clear()
    scenes.base._text_cache.clear()
    sizes = record_font_sizes(monkeypatch)
    monkeypatch.setattr(pieces, "supersample", lambda width: 1)
    try:
        draw()
    finally:
        monkeypatch.undo()
        for cached in (sprites.text.font, pieces.road_piece, pieces.road_piece_hidden, pieces.trick_stack):
            cached.cache_clear()
    return sizes


def finished_table(app, players):
    """A table whose game of ``players`` random players is over (for the game's end)."""
    from game.figaro import GameState
    state = GameState.new(players, seed=3)
    rng = random.Random(3)
    for _ in bounded():
        if state.finished:
            break
        state.apply(rng.choice(state.legal_moves()))
    state.names = ["Marcellina", "Bartolomeo", "Cherubino", "Basilio", "Rosina", "Susanna"][:players]
    table = TableScene(app, seats(YOU, *[COMPUTER] * (players - 1)), seed=3, state=state)
    table.sync()
    return table


SEAT_LABELS = {"name", "hand size", "total", "colour word", "trick count", "roads"}


@pytest.mark.parametrize("window", [(960, 540), (800, 1000)])
@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_six_players_text_is_never_under_12_px_and_no_label_is_dropped(window, language, monkeypatch, english):
    """Figaro's table, round end and game end with six players (open information:
    every count and number drawn) in a window of ``window``: every font at least 12
    window pixels, road-piece numbers included, and every seat's labels drawn."""
    set_language(language)
    app = app_in_window(window)
    app.settings.open_information = True
    table = TableScene(app, seats(YOU, *[COMPUTER] * 5), seed=1, state=busy_position(6))
    app.push(table)
    frames(app, 2)
    scale = min(window[0] / app.fill_size()[0], window[1] / app.fill_size()[1])
    surface = pygame.Surface(app.fill_size())
    event = ("round_end", 2, 1, [5, 9, 2, 7, 3, 4], None, [(0, 12), (3, 10), (1, 8), (2, 5), (4, 2)])
    scenes_to_draw = [table, RoundEndScene(app, table, event), ScoreSheet(app, finished_table(app, 6))]
    scenes_to_draw[1].skip()
    sizes = text_sizes_drawn(monkeypatch, lambda: [scene.draw(surface) for scene in scenes_to_draw])
    assert sizes and min(sizes) * scale >= 12, (language, window, sorted(set(sizes)), scale)
    for seat in range(6):
        labels = {name for group, name, _rect in table.drawn if group == f"seat {seat}"}
        absent = ({"hand size"} if seat == table.viewer else set()) | (
            set() if table.shown.tricks[seat] else {"trick count"}) | (set() if table.shown.roads[seat] else {"roads"})
        missing = SEAT_LABELS - labels - absent
        assert not missing, (language, seat, missing)


def test_a_portrait_table_plays_by_click_drag_and_keys_and_its_buttons_answer(english):
    """800x1000: every card of the fanned hand can be picked by a click on its visible
    part, a card dragged onto a seat is played, the keyboard cursor plays too, and
    the take button and the action icons beside the own seat answer the mouse."""
    app = app_in_window((800, 1000))
    table = TableScene(app, seats(YOU, *[COMPUTER] * 5), seed=1, state=busy_position(6))
    app.push(table)
    frames(app, 1)
    assert app.screen.get_size() == (720, 900)
    for index in range(len(table.shown.hand)):
        click(app, in_window(app, card_point(table, index)))
        assert table.held == index, index
        frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(1, 1))])
    legal = table.legal_moves()
    move = next(m for m in legal if m != TAKE)
    index = table.shown.hand.index(move.card)
    drag(app, in_window(app, card_point(table, index)), in_window(app, table.rects[move.to].center))
    assert len(table.session.record.moves) == 1
    table = TableScene(app, seats(YOU, *[COMPUTER] * 5), seed=1, state=busy_position(6))
    app.reset(table)
    frames(app, 1)
    assert table.menu_button.rect.right <= 720 and table.take_button.rect.right <= 720
    click(app, in_window(app, action_point(table, "hint")))
    assert table.hint_decision is not None or table.hint is not None
    table.hint_decision = table.hint = None
    keys = [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="") for code in (
        pygame.K_RIGHT, pygame.K_RETURN, pygame.K_RETURN)]
    frames(app, 1, keys)
    assert table.keys is None and len(table.session.record.moves) == 1      # played from the keyboard
