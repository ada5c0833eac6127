"""The comforts of the Kings & Creatures table, headless, fed real pygame events:
autosave and Continue, undo, hints, the whole log, statistics, a broken save."""

import random

import pygame
import pytest

from app import saves
from app.i18n import set_language
from app.settings import Settings
from app.stats import load_statistics
from game.kings import Take
from game.kings.position import dump_position
from scenes.app import App
from scenes.confirm import ConfirmScene
from scenes.kings import KingsTable
from scenes.score_sheet import ScoreSheet
from scenes.menu import NewGameScene, StartScene
from tests.bounds import bounded
from tests.scene_driver import click, frames, motion

DT = 0.05


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    yield tmp_path
    set_language("en")


def new_app():
    screen = pygame.display.set_mode((1280, 720))
    app = App(screen, Settings(speed="demo"), sounds=None, persist=True)
    app.push(StartScene(app, game="kings"))
    return app


def press(app, key, mod=0):
    app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])


def choose(app, label):
    """Move the start scene's keyboard focus to ``label`` and press Enter."""
    assert isinstance(app.top, StartScene)
    for _ in bounded():
        if app.top.buttons[app.top.focus.index].label == label:
            break
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)


def start_new_game(app, players=None):
    choose(app, "New game")
    assert isinstance(app.top, NewGameScene)
    if players is not None:
        press(app, getattr(pygame, f"K_{players}"))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, KingsTable)
    return app.top


def take_by_key(app, table, rng):
    """The person takes a card of the row with the keys 1–9."""
    before, seat = len(table.session.record.moves), table.state.turn
    index = rng.randrange(len(table.view().row))
    card = table.view().row[index]
    press(app, pygame.K_1 + index)
    assert table.session.record.moves[before] == (Take(card), seat)      # computers may follow at once


def run_until(app, table, stop, rng):
    from scenes.kings import RoundSummary
    for _ in bounded(20000):
        if stop():
            return
        if isinstance(app.top, RoundSummary):
            press(app, pygame.K_RETURN)                  # the person reads the round's end and goes on
        elif app.top is table and table.my_turn():
            take_by_key(app, table, rng)
        else:
            app.frame(DT, [])
    raise AssertionError("the game did not get there")


def my_turn_after(table, moves):
    """The person's turn at the table itself (no round's summary over it) after ``moves`` moves."""
    return lambda: table.app.top is table and table.my_turn() and len(table.session.record.moves) >= moves


def test_a_game_started_from_the_setup_autosaves_every_move(home):
    app = new_app()
    table = start_new_game(app)
    assert [seat.kind for seat in table.session.seats] == ["you", "computer", "computer", "computer"]
    assert table.session.seats[1].seed == table.seed * 10 + 1
    run_until(app, table, my_turn_after(table, 5), random.Random(1))
    saved, message = saves.load_autosave(game="kings")
    assert message is None and saved.record.moves == table.session.record.moves
    assert not saves.has_autosave(game="figaro")


def test_continue_after_a_restart_resumes_the_identical_position_seats_and_log(home):
    app = new_app()
    table = start_new_game(app)
    run_until(app, table, my_turn_after(table, 12), random.Random(2))
    position, log = dump_position(table.state), table.session.log.lines()
    app.quit()

    again = new_app()                                    # a restart
    assert again.top.buttons[0].label == "Continue"
    press(again, pygame.K_RETURN)
    resumed = again.top
    assert isinstance(resumed, KingsTable) and resumed is not table
    assert dump_position(resumed.state) == position
    assert resumed.session.seats == table.session.seats and resumed.seats == table.seats
    assert resumed.session.log.lines() == log
    assert resumed.my_turn()


def test_leaving_mid_game_says_it_is_saved_and_continue_is_offered(home):
    app = new_app()
    table = start_new_game(app)
    run_until(app, table, my_turn_after(table, 3), random.Random(3))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and "saved" in app.top.question
    click(app, app.top.yes.rect.center)
    assert isinstance(app.top, StartScene)
    frames(app, 1)
    assert app.top.buttons[0].label == "Continue"


def test_undo_with_the_key_and_the_button_restores_the_position_before_the_persons_choice(home):
    from scenes.kings import RoundSummary
    app = new_app()
    table = KingsTable(app, ["human", "random"], seed=4, first_player=0)   # two refills a round
    app.push(table)
    rng = random.Random(4)
    assert table.undo_refusal() == "There is no move of yours to take back."
    at_table = lambda: (app.top is table and table.my_turn()) or table.state.finished  # noqa: E731
    run_until(app, table, at_table, rng)
    take_by_key(app, table, rng)                        # K22: a card is refilled from the stack, seen
    assert table.undo_refusal() == "You saw the card drawn: it cannot be taken back."
    for _ in bounded(60):
        run_until(app, table, lambda: at_table() and not table.state.stack, rng)
        assert not table.state.finished
        before, round_ = dump_position(table.state), table.state.round
        take_by_key(app, table, rng)                    # nothing refilled
        if table.state.round == round_ and not table.state.finished:
            break
        if isinstance(app.top, RoundSummary):           # K22: the next round's row was seen
            press(app, pygame.K_RETURN)
        assert table.undo_refusal() in ("The next round was dealt: it cannot be taken back.",
                                        "You saw the card drawn: it cannot be taken back.")
    press(app, pygame.K_u)
    assert dump_position(table.state) == before and table.decision is None
    assert dump_position(saves.load_autosave(game="kings")[0].record.replay()[0]) == before
    take_by_key(app, table, rng)
    if table.state.round == round_:
        frames(app, 1)                                  # a computer starts thinking
        undo_button = table.actions.button_rects()[0]
        click(app, undo_button.center)
        assert dump_position(table.state) == before and table.decision is None
        frames(app, 2)
        assert table.my_turn()                          # the restored position is the person's


def test_a_hint_thinks_at_once_then_marks_a_legal_card_and_enter_takes_it(home):
    app = new_app()
    table = start_new_game(app)
    run_until(app, table, my_turn_after(table, 6), random.Random(5))
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
    assert table.message() == ("Thinking about a hint…", "hint")          # at once, before any thinking
    for _ in bounded(5000):
        if table.hint is not None:
            break
        app.frame(DT, [])
    card, reason = table.hint
    assert card in table.view().row and reason
    words, kind = table.message()
    assert kind == "hint" and words.startswith(f"Hint: Take {card}:")
    press(app, pygame.K_RETURN)
    assert table.state.cards[table.viewer][-1] == card and table.hint is None


def test_the_hint_button_is_refused_out_of_turn(home):
    app = new_app()
    table = start_new_game(app)
    run_until(app, table, lambda: not table.my_turn(), random.Random(6))
    assert table.hint_refusal() == "A hint is for a person's turn."
    click(app, table.actions.button_rects()[1].center)
    assert table.hint_decision is None and table.hint is None


def test_l_opens_the_whole_log_in_words(home):
    app = new_app()
    table = start_new_game(app)
    run_until(app, table, my_turn_after(table, 8), random.Random(7))
    press(app, pygame.K_l)
    assert type(app.top).__name__ == "LogScene"
    lines = [line for line, _indent in app.top.lines()]
    assert any(line.startswith("You take ") for line in lines)
    frames(app, 1)
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    click(app, table.actions.button_rects()[2].center)
    assert type(app.top).__name__ == "LogScene"


def test_a_finished_game_adds_one_entry_to_the_statistics_and_the_statistics_show_it(home):
    app = new_app()
    table = start_new_game(app, players=2)
    run_until(app, table, lambda: isinstance(app.top, ScoreSheet), random.Random(8))
    assert table.state.finished and not saves.has_autosave(game="kings")
    statistics, message = load_statistics(game="kings")
    assert message is None and len(statistics.results) == 1
    assert statistics.results[0].scores == tuple(table.state.scores())
    frames(app, 1)
    click(app, app.top.buttons[2].rect.center)           # Menu: back to the start scene
    assert isinstance(app.top, StartScene)
    choose(app, "Statistics")
    assert type(app.top).__name__ == "StatisticsScene"
    assert len(app.top.statistics.results) == 1
    frames(app, 1)


def test_a_broken_autosave_gives_a_one_line_message_and_changes_nothing(home):
    (home / "data").mkdir()
    (home / "data" / "autosave-kings.json").write_text('{"format": "kings-record/1", "moves": [')
    app = new_app()
    assert app.top.buttons[0].label == "Continue"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, StartScene) and len(app.scenes) == 1
    message = str(app.notices[-1])
    assert "could not be read" in message and "\n" not in message
    assert app.top.buttons[0].label == "New game"
    assert any(path.name.startswith("autosave-kings.broken") for path in (home / "data").iterdir())
    frames(app, 1)
    red, green, _blue = app.screen.get_at((1280 // 2 - 440, 60))[:3]    # the notice's red box, drawn
    assert red > 90 and green < 50


def test_with_several_people_the_status_names_whose_turn_it_is():
    from tests.scene_driver import make_app
    app = make_app()
    table = KingsTable(app, ["human", "human", "random"], names=["Anna", "Ben", "Cleo"], seed=4, first_player=1)
    app.push(table)
    frames(app, 1, [motion((5, 5))])
    assert table.status() == "Your turn, Ben: you show the lowest number, take a card from the row."
    assert table.session.log.you is None
    click(app, table.row_rects()[0].center)
    assert table.session.log.lines()[-1].startswith("Ben takes ")


def _shared_table(seats, seed):
    from tests.scene_driver import make_app
    app = make_app()
    table = KingsTable(app, seats, names=["Anna", "Ben", "Cleo", "Dario"][:len(seats)], seed=seed, first_player=0)
    app.push(table)
    frames(app, 1)
    return app, table


def _until_a_person_acts(app, table):
    """True at a person's turn; False once the game is over."""
    from scenes.kings import RoundSummary
    for _ in bounded(400):
        if table.state.finished:
            return False
        if isinstance(app.top, RoundSummary):
            press(app, pygame.K_RETURN)
        elif table.my_turn():
            return True
        else:
            frames(app, 1)
    raise AssertionError("no person's turn")


def _nothing_seen_since(table, seat):
    """No card refilled or dealt since ``seat``'s last move (K22: undo stops there)."""
    from app.undo import actors
    history = actors(table.session.record)
    last = max(k for k, (actor, _choice, _seen) in enumerate(history) if actor == seat)
    return not any(seat in seen for _actor, _choice, seen in history[last:])


def test_at_a_shared_screen_undo_never_takes_back_another_persons_move():
    # You (Anna), a second person (Ben) and a computer: Anna's undo must not take back Ben's card
    rng = random.Random(3)
    for seed in range(40):
        app, table = _shared_table(["human", "human", "random"], seed)
        for _ in bounded(60):
            if not _until_a_person_acts(app, table):
                break
            moves = table.session.record.moves
            movers = [seat for _m, seat in moves if seat in (0, 1)]
            if table.state.turn == 0 and movers and movers[-1] == 1 and 0 in movers \
                    and _nothing_seen_since(table, 0):
                break
            click(app, table.row_rects()[rng.randrange(len(table.view().row))].center)
        else:
            continue
        if table.state.finished:
            continue
        assert table.status().startswith("Your turn, Anna:")
        before = dump_position(table.state)
        press(app, pygame.K_u)
        assert dump_position(table.state) == before                    # Ben's card stays
        assert table.message() == ("A move by Ben came after yours: it cannot be taken back.", "notice")
        return
    raise AssertionError("no seed gave Anna's turn after Ben's card")


def test_at_a_shared_screen_undo_takes_back_the_asking_persons_own_decision():
    # Anna took a card and a computer answered: at Anna's turn again, undo restores her choice
    rng = random.Random(5)
    for seed in range(40):
        app, table = _shared_table(["human", "random", "human"], seed)
        before = None
        for _ in bounded(60):
            if not _until_a_person_acts(app, table):
                break
            moves = table.session.record.moves
            people_moves = [seat for _m, seat in moves if seat in (0, 2)]
            if before and table.state.turn == 0 and people_moves and people_moves[-1] == 0 \
                    and moves[-1][1] == 1 and _nothing_seen_since(table, 0):
                break
            before = dump_position(table.state) if table.state.turn == 0 else None
            click(app, table.row_rects()[rng.randrange(len(table.view().row))].center)
        else:
            continue
        if table.state.finished:
            continue
        press(app, pygame.K_u)
        assert dump_position(table.state) == before and table.status().startswith("Your turn, Anna:")
        assert table.message() == ("Move taken back.", "notice")
        return
    raise AssertionError("no seed gave Anna a computer's answer to her card")


def test_the_rules_button_opens_the_rules_of_kings_and_creatures():
    from tests.scene_driver import make_app
    app = make_app()
    table = KingsTable(app, ["human", "random"], seed=1, first_player=0)
    app.push(table)
    frames(app, 1)
    click(app, table.actions.button_rects()[3].center)
    assert type(app.top).__name__ == "RulesScene" and app.top.game == "kings"


def test_a_late_hint_names_the_honour_it_expects_and_is_the_same_when_asked_again():
    from tests.scene_driver import make_app
    app = make_app()
    table = KingsTable(app, ["human", "medium", "medium"], seed=6, first_player=0)
    app.push(table)
    rng = random.Random(6)
    from scenes.kings import RoundSummary
    for _ in bounded(400):
        if isinstance(app.top, RoundSummary):
            press(app, pygame.K_RETURN)
        elif table.my_turn() and table.state.round >= 4:
            break
        elif table.my_turn():
            table.take(rng.choice(table.view().row))
        frames(app, 1)
    hints = []
    for _ in range(2):
        table.hint = None
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
        for _ in bounded(5000):
            if table.hint is not None:
                break
            app.frame(DT, [])
        hints.append(table.hint)
    assert hints[0] == hints[1]
    card, reason = hints[0]
    assert reason.startswith(f"Take {card}:") and "Expected final honour: " in reason


def test_k20_a_shared_victory_counts_as_a_win_for_the_person_sharing_it(tmp_path, monkeypatch):
    from app.session import GameSession
    from game.kings import GameState
    from scenes.kings.story import describe
    session = GameSession.new([saves.computer("random", 1), saves.YOU, saves.computer("random", 2)],
                              ["A", "B", "C"], 4, game="kings", folder=str(tmp_path), autosave=True,
                              describe=describe)
    monkeypatch.setattr(GameState, "winners", lambda self: [0, 1] if self.finished else [])
    rng = random.Random(4)
    while not session.state.finished:
        session.apply(rng.choice(session.state.legal_moves()))
    statistics, _message = load_statistics(str(tmp_path), game="kings")
    assert statistics.results[0].won(1)                     # the person's seat shares the victory


def test_the_undo_button_is_dimmed_on_the_finished_table(home):
    from tests.kings.tables import play_out
    app = new_app()
    table = start_new_game(app)
    play_out(table, 3)
    assert table.state.finished
    assert table.undo_refusal() == "The game is over"
    undo = next(a for a in table.actions.actions if a.icon == "undo")
    assert undo.refusal() is not None                   # drawn dimmed, its tooltip says why
