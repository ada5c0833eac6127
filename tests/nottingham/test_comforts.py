"""The comforts at Nottingham's table, headless, fed real pygame events: the
autosave after every move, Continue, undo (never across another person's move
at a shared screen), hints, the whole log, statistics, a broken autosave."""

import random
import shutil

import pygame
import pytest

from app import saves
from app.i18n import set_language
from app.settings import Settings
from app.stats import load_statistics
from game.nottingham import Move, dump_position
from game.nottingham.data import NECKLACE, OBJECTS
from scenes.app import App, open_window
from scenes.chooser import GameChooserScene
from scenes.log_scene import LogScene
from scenes.menu import NewGameScene, StartScene
from scenes.nottingham import LeaveDialog, NottinghamTable
from scenes.score_sheet import ScoreSheet
from scenes.pass_screen import PassScene
from scenes.stats_scene import StatisticsScene
from tests.nottingham.test_scene import clicks_for
from tests.scene_driver import click, frames, make_app

LIMIT = 8000            # frames: a whole game takes about 600 at the demo's pace


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))
    monkeypatch.setattr(random, "randrange", lambda n: 2026 % n)     # the setup's seed: the same game each run
    yield tmp_path
    set_language("en")


def new_app():
    """The app as it starts, keeping files, with Nottingham's start scene open over the chooser."""
    app = App(open_window(), Settings(speed="demo"), sounds=None, persist=True)
    app.push(GameChooserScene(app))
    app.push(StartScene(app, game="nottingham"))
    frames(app, 1)
    return app


def labels(scene):
    return [button.label for button in scene.buttons]


def press_button(app, label):
    button = next(b for b in app.top.buttons if b.label == label)
    click(app, button.rect.center)


def press(app, key, mod=0):
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])


def start_new_game(app):
    press_button(app, "New game")
    assert isinstance(app.top, NewGameScene)
    click(app, app.top.buttons[1].rect.center)          # Start the game: you and three computers
    table = app.top
    assert isinstance(table, NottinghamTable)
    return table


def play_until(app, table, stop, rng, limit=LIMIT):
    """Frames until ``stop()``; a person's decisions are random legal moves, clicked."""
    for _ in range(limit):
        if stop():
            return
        top = app.top
        if isinstance(top, PassScene):
            click(app, top.button.rect.center)
        elif top is table and table.my_turn():
            assert clicks_for(table, rng.choice(table.state.legal_moves()))
        else:
            frames(app, 1)
    raise AssertionError("the game did not get there")


def data(home):
    return home / "data"


def test_a_game_started_from_the_setup_autosaves_after_every_move(home):
    app = new_app()
    table = start_new_game(app)
    assert table.session.autosave
    play_until(app, table, lambda: len(table.session.record.moves) >= 6, random.Random(1))
    saved, message = saves.load_autosave(game="nottingham")
    assert message is None
    assert saved.record.moves == table.session.record.moves
    assert saved.seats[0] == saves.YOU and not any(seat.person for seat in saved.seats[1:])
    assert not saves.has_autosave(game="figaro")


def test_leaving_says_the_game_is_saved_and_continue_resumes_it_exactly(home):
    app = new_app()
    table = start_new_game(app)
    play_until(app, table, lambda: len(table.session.record.moves) >= 25 and table.my_turn(), random.Random(2))
    position, log, seats = dump_position(table.state), list(table.log), list(table.seats)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LeaveDialog)
    frames(app, 1)
    click(app, app.top.buttons[0].rect.center)          # leave: back to the start scene
    assert isinstance(app.top, StartScene)
    frames(app, 1)
    assert labels(app.top)[0] == "Continue"
    press_button(app, "Continue")
    resumed = app.top
    assert isinstance(resumed, NottinghamTable) and resumed is not table
    assert dump_position(resumed.state) == position
    assert resumed.seats == seats and resumed.session.seats == table.session.seats
    assert resumed.log == log and resumed.my_turn()
    # and after a restart of the app, the same
    again = new_app()
    assert labels(again.top)[0] == "Continue"
    press_button(again, "Continue")
    assert dump_position(again.top.state) == position and again.top.log == log


def test_the_leave_dialog_of_a_table_that_keeps_no_files_says_the_game_is_lost():
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "easy"], seed=5)
    app.push(table)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LeaveDialog) and not table.session.autosave


def test_undo_restores_the_position_before_the_persons_last_choice(home):
    app = new_app()
    table = start_new_game(app)
    rng = random.Random(3)
    play_until(app, table, lambda: table.my_turn() and table.state.phase == "choose"
               and len(table.state.legal_moves()) > 1, rng)
    press(app, pygame.K_u)                              # N28: the card drawn was seen
    assert table.message in ("You saw the card drawn: it cannot be taken back.",
                             "There is no move of yours to take back.")     # (at the first turn)
    before, moves = dump_position(table.state), len(table.session.record.moves)
    assert clicks_for(table, Move("keep"))              # the card drawn goes into the hand
    assert table.state.phase == "cash" and table.my_turn()
    press(app, pygame.K_u)
    assert dump_position(table.state) == before and len(table.session.record.moves) == moves
    assert table.decision is None and table.my_turn()
    saved, _message = saves.load_autosave(game="nottingham")
    assert len(saved.record.moves) == moves             # the autosave follows
    # N28: the turn passes and the next card is drawn and seen: no undo crosses it
    assert clicks_for(table, Move("keep"))
    assert clicks_for(table, Move("pass"))
    press(app, pygame.K_u)
    assert table.message == "You saw the card drawn: it cannot be taken back."
    assert len(table.session.record.moves) == moves + 2


def test_the_undo_button_says_why_it_cannot_be_used():
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "easy"], seed=8, first_player=0)
    app.push(table)
    frames(app, 1)
    undo = table.actions.button_rects()[0]
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=undo.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert table.actions.tooltip(table.actions.hover).endswith("There is no move of yours to take back.")
    before = dump_position(table.state)
    click(app, undo.center)
    assert dump_position(table.state) == before


def test_undo_with_two_people_never_goes_back_across_the_others_move():
    app = make_app()
    table = NottinghamTable(app, [None, "easy", None], names=["Ann", "Ben", "Cleo"], seed=6, first_player=0)
    app.push(table)
    rng = random.Random(6)
    undone = refused = 0
    for _ in range(LIMIT):
        if isinstance(app.top, ScoreSheet) or (undone >= 3 and refused >= 3):
            break
        if isinstance(app.top, PassScene):
            click(app, app.top.button.rect.center)
            continue
        if not table.my_turn():
            frames(app, 1)
            continue
        at_screen = table.viewer
        if rng.random() < 0.3 and undone + refused < 40:
            before = dump_position(table.state)
            can = table.undo_refusal() is None
            press(app, pygame.K_u)
            if can:
                undone += 1
                # back to the decision of the person at the screen: nobody else's hand shows
                assert table.state.turn == at_screen and table.viewer == at_screen
                frames(app, 1)
                assert app.top is table and table.drawn_private == at_screen
            else:
                assert dump_position(table.state) == before and table.message
                refused += "came after yours" in table.message
            continue
        assert clicks_for(table, rng.choice(table.state.legal_moves()))
    assert undone >= 1 and refused >= 1


def test_hints_think_in_slices_then_point_at_a_legal_move(home):
    app = new_app()
    table = start_new_game(app)
    rng = random.Random(4)
    kinds = set()
    spanned = lowercase = 0
    for _ in range(6):                                  # six of the person's decisions, each hinted
        play_until(app, table, lambda: table.my_turn() and len(table.state.legal_moves()) > 1, rng)
        press(app, pygame.K_h)
        # a judged moment may be ready in the frame of the key; a search thinks over frames
        assert table.hint is not None or table.hint_text()[0] == "Thinking about a hint…"
        waited = 0
        for _ in range(2000):                           # the hint thinks a slice a frame
            if table.hint is not None:
                break
            frames(app, 1)
            waited += 1
        spanned = spanned + 1 if waited else spanned
        move, what, why = table.hint
        assert move in table.state.legal_moves() and what and why
        frames(app, 1)
        # the reason stands on a line of its own: a sentence, with its capital
        assert table.hint_text() == (f"Hint: {what}", why[:1].upper() + why[1:])
        lowercase += why[:1].islower()
        highlighted = [b for b in table.buttons if b.highlight]
        assert [b.move for b in highlighted] == [move] or move.kind in ("take", "ambush", "discard")
        before = len(table.session.record.moves)
        if highlighted:                                 # its cards are chosen: one press plays it
            click(app, highlighted[0].rect.center)
        else:
            assert clicks_for(table, move)
        assert table.session.record.moves[before][0] == move and table.hint is None
        kinds.add(move.kind)
    assert len(kinds) >= 2 and spanned >= 1          # never all at once for a search
    assert lowercase >= 1                           # a reason written in lower case was shown with its capital


def test_no_hint_while_a_computer_decides():
    app = make_app(speed="slow")
    table = NottinghamTable(app, ["medium", None, "easy"], seed=3, first_player=0)
    app.push(table)
    frames(app, 1)
    press(app, pygame.K_h)
    assert table.hint is None and table.hint_decision is None and table.message


def test_l_opens_the_whole_log_of_the_game(home):
    app = new_app()
    table = start_new_game(app)
    play_until(app, table, lambda: len(table.session.record.moves) >= 12, random.Random(5))
    press(app, pygame.K_l)
    assert isinstance(app.top, LogScene)
    lines = app.top.log.lines()
    assert lines == table.log and lines[0].startswith("A new game:")
    assert len(lines) >= 12
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    click(app, table.actions.button_rects()[2].center)   # the log's button
    assert isinstance(app.top, LogScene)


def test_a_finished_game_counts_in_the_statistics_once(home):
    app = new_app()
    table = start_new_game(app)
    play_until(app, table, lambda: isinstance(app.top, ScoreSheet), random.Random(6))
    assert table.state.finished and not saves.has_autosave(game="nottingham")
    statistics, message = load_statistics(game="nottingham")
    assert message is None and statistics.overall().games == 1
    assert statistics.results[0].scores == tuple(table.state.scores())
    frames(app, 30)                                     # the end stays; nothing is counted twice
    assert load_statistics(game="nottingham")[0].overall().games == 1
    click(app, app.top.buttons[2].rect.center)          # close: back to the start scene
    assert isinstance(app.top, StartScene) and "Continue" not in labels(app.top)
    press_button(app, "Statistics")
    assert isinstance(app.top, StatisticsScene) and app.top.statistics.overall().games == 1
    assert load_statistics(game="figaro")[0].overall().games == 0


def test_a_broken_autosave_gives_one_line_and_changes_nothing(home):
    data(home).mkdir()
    (data(home) / "autosave-nottingham.json").write_text('{"format": "nottingham-record/1", "moves": [')
    app = new_app()
    assert labels(app.top)[0] == "Continue"
    press_button(app, "Continue")
    assert isinstance(app.top, StartScene) and app.notices
    notice = str(app.notices[-1])
    assert "\n" not in notice and "kept as autosave-nottingham.broken-" in notice
    frames(app, 1)
    assert labels(app.top)[0] == "New game"
    assert not saves.has_autosave(game="nottingham")
    assert load_statistics(game="nottingham")[0].overall().games == 0


def test_undo_while_a_computer_thinks_drops_its_decision():
    app = make_app(speed="slow")                        # the computer waits over a second before moving
    table = NottinghamTable(app, [None, "medium", "easy"], seed=0, first_player=0)
    app.push(table)
    frames(app, 1)
    before = dump_position(table.state)
    assert clicks_for(table, Move("act", 1))            # a smuggle: Ben thinks whether to defend
    play_until(app, table, lambda: table.decision is not None, random.Random(9))
    press(app, pygame.K_u)
    assert dump_position(table.state) == before and table.decision is None and table.my_turn()
    assert table.message == "Move taken back."


def test_a_resumed_game_of_two_people_shows_no_hand_before_the_pass_screen(home):
    from scenes.nottingham.table import new_session, resumed_table
    app = new_app()
    session = new_session(app, [None, "easy", None], names=["Ann", "Ben", "Cleo"], seed=12, first_player=0)
    rng = random.Random(12)
    while not (session.state.turn == 0 and len(session.record.moves) > 5):     # the first person's decision
        session.apply(rng.choice(session.state.legal_moves()))
    saved, message = saves.load_autosave(game="nottingham")
    assert message is None and saved.seats == [saves.YOU, saves.computer("easy", 121), saves.PERSON]
    table = resumed_table(app, saved)
    app.push(table)
    frames(app, 1)
    assert isinstance(app.top, PassScene) and app.top.name == "Ann" and table.drawn_private is None
    click(app, app.top.button.rect.center)
    frames(app, 1)
    assert table.drawn_private == 0 and table.my_turn()


def test_a_save_that_fails_is_said_in_one_line_and_the_game_goes_on(home):
    app = new_app()
    table = start_new_game(app)
    shutil.rmtree(data(home))
    data(home).write_text("not a folder")               # nothing can be saved there now
    rng = random.Random(13)
    moves = len(table.session.record.moves)
    play_until(app, table, lambda: len(table.session.record.moves) > moves, rng)
    assert table.session.save_problem is not None
    assert table.message.startswith("The game could not be saved") and "\n" not in table.message
    play_until(app, table, lambda: len(table.session.record.moves) > moves + 5, rng)   # and it goes on


def test_the_rules_button_and_f1_open_nottinghams_rules():
    from scenes.rules_scene import RulesScene
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "easy"], seed=5)
    app.push(table)
    frames(app, 1)
    click(app, table.actions.button_rects()[3].center)
    assert isinstance(app.top, RulesScene) and app.top.game == "nottingham"
    press(app, pygame.K_F1)
    assert app.top is table


def test_n15_a_necklace_drawn_before_the_first_move_is_in_the_log():
    # The first player's first draw comes with the deal; a necklace is kept at once
    # (N15), so the start shows no card drawn: the log still tells both.
    from scenes.nottingham.story import opening_lines
    from game.nottingham import GameState
    seeds = [seed for seed in range(40) if GameState.new(3, seed=seed, first_player=1).phase == "cash"]
    assert seeds
    for seed in seeds:
        start = GameState.new(3, seed=seed, names=["Ann", "Ben", "Cleo"], first_player=1)
        assert start.card is None and start.hands[1][NECKLACE] >= 1
        assert opening_lines(start, start.names) == ["A new game: Ben begins.", "Ben draws necklace.",
                                                     "Ben keeps necklace."]
    start = GameState.new(3, seed=0, names=["Ann", "Ben", "Cleo"], first_player=1)
    assert start.phase == "choose"
    assert opening_lines(start, start.names)[1:] == [f"Ben draws {OBJECTS[start.card]}."]


def test_the_log_kept_line_by_line_reads_as_the_whole_log_worded_again():
    # The table adds the lines of new events to the log it has; after every move, an
    # undo and a change of language it must read as the whole game worded afresh.
    from scenes.nottingham.story import event_lines, opening_lines
    app = make_app()
    table = NottinghamTable(app, [None, "random", "random", "random"], seed=8, first_player=0)
    app.push(table)
    rng = random.Random(8)

    def afresh():
        start = table.session.record.start
        return opening_lines(start, table.names) + event_lines(table.session.log.events, table.names, start.card)
    for step in range(300):
        if table.state.finished:
            break
        table.session.apply(rng.choice(table.state.legal_moves()))
        assert table.log == afresh(), step
        if step % 40 == 39 and table.session.undo_refusal(None) is None:
            table.undo()
            assert table.log == afresh(), step
        if step == 150:
            set_language("nl")
            assert table.log == afresh() and table.log[0].startswith("Nieuw spel")
    set_language("en")
    assert table.log == afresh()
