"""The scenes, driven headless by real mouse and keyboard events."""

import os
import random
import subprocess
import sys

import pygame
import pytest

from game.figaro import TAKE, Play
from game.figaro.position import dump_position
from scenes.score_sheet import ScoreSheet
from scenes.menu import NewGameScene, StartScene
from scenes.rules_scene import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.pass_screen import PassScene
from scenes.figaro.round_end import RoundEndScene
from scenes.seats import COMPUTER, PERSON, YOU, Seat
from scenes.figaro.table import TableScene
from tests.scene_driver import card_point, click, drag, frames, make_app
from tests.bounds import bounded


def seats(*kinds):
    names = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Fay"]
    return [Seat(kind, names[i], "random") for i, kind in enumerate(kinds)]


def start_table(seed, *kinds):
    app = make_app()
    table = TableScene(app, seats(*kinds), seed=seed)
    app.push(table)
    return app, table


def play_by_mouse(app, table, rng, use_drag):
    """Make one legal move of the seat on screen with the mouse, as a player would."""
    moves = table.view().legal_moves()
    move = rng.choice(moves)
    if move == TAKE:
        click(app, table.take_button.rect.center)
        return move
    index = table.shown.hand.index(move.card)
    target = table.rects[move.to].center
    if use_drag:
        drag(app, card_point(table, index), target)
    else:
        click(app, card_point(table, index))
        click(app, target)
    return move


def finish_overlays(app):
    top = app.top
    if isinstance(top, RoundEndScene):
        click(app, (10, 10))                         # skip the awards
        frames(app, 1)
        click(app, top.button.rect.center)
    elif isinstance(top, PassScene):
        click(app, top.button.rect.center)


def test_whole_game_with_a_human_seat_by_clicks_and_drags():
    app, table = start_table(11, YOU, COMPUTER, COMPUTER)
    rng = random.Random(3)
    moves_made = 0
    for _ in range(20000):
        if isinstance(app.top, ScoreSheet):
            break
        if app.top is not table:
            finish_overlays(app)
            continue
        if table.my_turn():
            before = len(table.state.history) + table.state.round * 1000
            play_by_mouse(app, table, rng, use_drag=moves_made % 2 == 0)
            assert len(table.state.history) + table.state.round * 1000 != before, "the mouse move was not applied"
            moves_made += 1
        frames(app, 1)
    assert table.state.finished and table.state.winner is not None
    assert isinstance(app.top, ScoreSheet)
    assert moves_made > 10


def test_illegal_drop_shows_the_rule_and_changes_nothing():
    app, table = start_table(4, YOU, COMPUTER, COMPUTER, COMPUTER)
    rng = random.Random(2)
    for _ in range(5000):
        frames(app, 1)
        if table.my_turn():
            legal = set(table.view().legal_moves())
            bad = [(i, s) for i, card in enumerate(table.shown.hand) for s in range(4)
                   if Play(card, s) not in legal]
            if bad:
                break
            play_by_mouse(app, table, rng, use_drag=True)
        elif app.top is not table:
            finish_overlays(app)
    index, seat = bad[0]
    before = dump_position(table.state)
    drag(app, card_point(table, index), table.rects[seat].center)
    assert dump_position(table.state) == before
    assert table.message
    assert table.held is None


def test_held_card_marks_the_seats_it_may_go_to():
    app, table = start_table(8, YOU, COMPUTER, COMPUTER)
    for _ in bounded():
        if table.my_turn():
            break
        frames(app, 1)
    click(app, card_point(table, 0))
    targets = table.targets()
    assert table.held == 0 and set(targets) == {0, 1, 2}
    legal_seats = {m.to for m in table.view().legal_moves() if m != TAKE and m.card == table.shown.hand[0]}
    assert {s for s, reason in targets.items() if reason is None} == legal_seats


def test_two_people_pass_the_screen_between_turns():
    app, table = start_table(2, YOU, PERSON, COMPUTER)
    rng = random.Random(1)
    passes = 0
    for _ in range(3000):
        top = app.top
        if isinstance(top, PassScene):
            passes += 1
            assert table.state.turn == table.viewer
            click(app, top.button.rect.center)
            if passes >= 3:
                break
        elif top is table and table.my_turn():
            play_by_mouse(app, table, rng, use_drag=False)
        elif top is not table:
            finish_overlays(app)
        frames(app, 1)
    assert passes >= 3


def test_menu_starts_a_game_and_escape_returns_to_it():
    app = make_app()
    app.push(StartScene(app))
    frames(app, 1)
    click(app, app.top.buttons[0].rect.center)          # New game
    assert isinstance(app.top, NewGameScene)
    click(app, app.top.count_rect(5).center)
    assert app.top.players == 5
    click(app, app.top.buttons[1].rect.center)          # Start the game
    table = app.top
    assert isinstance(table, TableScene) and table.state.players == 5
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.top, StartScene) and app.top.resume is table
    click(app, app.top.buttons[0].rect.center)          # Resume game
    assert app.top is table


def statistics_scene(app):
    from app.stats import Statistics
    from scenes.stats_scene import StatisticsScene
    return StatisticsScene(app, Statistics(game="figaro"))


MONKEY_KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_a,
               pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_t, pygame.K_h, pygame.K_l]


def random_events(rng, count=4):
    """A frame's worth of what a cat on the keyboard and mouse might send."""
    events = []
    for _ in range(count):
        pos = (rng.randrange(1280), rng.randrange(720))
        kind = rng.random()
        if kind < 0.4:
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(rng.random() < 0.5, 0, 0)))
        elif kind < 0.65:
            events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3))))
        elif kind < 0.9:
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 3))))
        elif kind < 0.95:
            events.append(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(MONKEY_KEYS), mod=0, unicode="a"))
        else:
            events.append(pygame.event.Event(pygame.TEXTINPUT, text="é"))
    return events


@pytest.mark.parametrize("make_scene", [
    lambda app: StartScene(app),
    lambda app: NewGameScene(app),
    lambda app: RulesScene(app),
    lambda app: SettingsScene(app),
    lambda app: TableScene(app, seats(YOU, COMPUTER, PERSON, COMPUTER), seed=9),
    lambda app: PassScene(app, "Ben"),
    lambda app: statistics_scene(app),
])
def test_monkey_thousands_of_random_events_raise_nothing(make_scene):
    from tests.invariants import check_invariants
    from scenes.figaro.table import TableScene as Table
    app = make_app()
    app.push(make_scene(app))
    rng = random.Random(5)
    seen, moves, closed = set(), 0, 0
    for _ in range(500):
        if not app.running or not app.scenes:
            closed += 1
            app.running = True
            app.push(make_scene(app))
        seen.add(type(app.top).__name__)
        frames(app, 1, random_events(rng))
        assert len(app.scenes) < 20                  # no scene piles up endlessly
        for scene in app.scenes:
            if isinstance(scene, Table):
                check_invariants(scene.state)        # whatever was clicked, the game is sound
                moves = max(moves, sum(len(t) for t in scene.state.tricks) + scene.state.round)
    # the monkey got somewhere: to another scene, out of this one, or moves at the table
    assert len(seen) > 1 or closed > 0 or moves > 0, seen


def test_monkey_through_the_round_end_and_game_end_scenes():
    """One card from the end of the game: the monkey plays it (or not), then
    clicks and types through the round end, the game end, play again, the menu."""
    from game.figaro.position import load_position
    from tests.positions import make
    app = make_app()
    position = make(round=3, hands=[["red1"], [], ["green1"], ["purple1"]], king=0,
                    roads=[[15, 2], [9, 12], [13, 8], [4]], pool=[[], [], [14, 6, 1]])
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=4,
                       state=load_position(position))
    app.push(table)
    table.apply(Play("red1", 0))
    seen = set()
    rng = random.Random(8)
    for _ in range(3000):
        if not app.running or not app.scenes:
            break
        seen.add(type(app.top).__name__)
        frames(app, 1, random_events(rng, 2))
    assert {"RoundEndScene", "ScoreSheet"} <= seen
    assert table.state.finished and table.state.winner is not None


def test_a_smaller_window_shows_the_whole_table_and_maps_clicks_back():
    from scenes.app import App
    app = App(pygame.Surface((960, 540)))
    app.push(StartScene(app))
    event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(480, 270), button=1)
    assert app.to_logical(event).pos == (640, 360)
    frames(app, 1)
    assert app.viewport() == pygame.Rect(0, 0, 960, 540)


def test_a_wide_window_is_letterboxed():
    from scenes.app import App
    app = App(pygame.Surface((1920, 800)))
    view = app.viewport()
    assert view.height == 800 and view.centerx == 960 and view.width < 1920


@pytest.mark.parametrize("window, logical", [
    ((1280, 720), (1280, 720)), ((960, 540), (1280, 720)), ((1920, 800), (1728, 720)),
    ((1024, 768), (1280, 960)), ((1000, 1000), (1280, 1280)), ((990, 1100), (1280, 1422)),
    ((800, 1000), (720, 900)), ((540, 960), (720, 1280))])
def test_a_scene_that_fills_the_window_gets_a_screen_of_its_shape(window, logical):
    """Landscape windows keep 720 logical pixels of height or 1280 of width; a
    portrait window of 4:5 or taller gets 720 of width, so its text stays large."""
    from scenes.app import App
    assert App(pygame.Surface(window)).fill_size() == logical


def test_a_table_shows_a_game_that_is_already_over():
    from game.figaro import GameState
    state = GameState.new(4, seed=3)
    rng = random.Random(1)
    for _ in bounded():
        if state.finished:
            break
        state.apply(rng.choice(state.legal_moves()))
    app = make_app()
    app.push(TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=3, state=state))
    frames(app, 30)
    assert app.running and app.scenes


def test_r23_the_round_end_shows_the_numbers_of_ones_own_road_pieces_only(monkeypatch):
    import scenes.figaro.round_end as round_end
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=2)
    app.push(table)
    event = ("round_end", 1, 1, [5, 9, 2, 7], None, [(1, 15), (3, 9), (0, 4)])
    scene = RoundEndScene(app, table, event)
    scene.shown_awards = len(scene.awards)
    labelled, hidden = [], []
    monkeypatch.setattr(round_end, "road_piece", lambda length, *a: labelled.append(length) or pygame.Surface((length, 8)))
    monkeypatch.setattr(round_end, "road_token", lambda height: hidden.append(height) or pygame.Surface((8, 8)))
    scene.draw(pygame.Surface((1280, 720)))
    # Another's pieces are drawn all alike, not to scale, while lengths are hidden.
    assert labelled == [4] and hidden == [round_end.PIECE_HEIGHT] * 2
    app.settings.open_information = True
    labelled.clear()
    scene.draw(pygame.Surface((1280, 720)))
    assert sorted(labelled) == [4, 9, 15]


def test_r23_a_hidden_road_piece_at_the_round_end_cannot_be_read_as_a_length(monkeypatch):
    """A hidden piece is a square tile, as wide as the pieces are high whatever its
    length: a hidden 6 never looks longer than a shown 5 + 2."""
    import scenes.figaro.round_end as round_end
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=2)
    app.push(table)
    table.shown.roads = [[5], [6], [1], [15]]
    event = ("round_end", 2, 1, [5, 9, 2, 7], None, [(0, 2), (3, 12), (1, 8)])
    scene = RoundEndScene(app, table, event)
    scene.shown_awards = len(scene.awards)
    shown, hidden = [], []
    real_piece, real_token = round_end.road_piece, round_end.road_token
    monkeypatch.setattr(round_end, "road_piece", lambda length, unit, h, *a: shown.append(
        (length, real_piece(length, unit, h, *a).get_width())) or real_piece(length, unit, h, *a))
    monkeypatch.setattr(round_end, "road_token", lambda h: hidden.append(real_token(h).get_width()) or real_token(h))
    scene.draw(pygame.Surface((1280, 720)))
    assert sorted(length for length, _w in shown) == [2, 5] and len(hidden) == 5
    assert hidden == [round_end.PIECE_HEIGHT] * 5
    assert hidden[0] < min(width for _length, width in shown), (hidden, shown)


def test_r20_the_third_round_end_says_why_the_fewest_cards_swap_nothing(monkeypatch):
    """Round 3 without a swap says who took the fewest cards and why they keep their pieces."""
    import scenes.figaro.round_end as round_end
    from app.words import player_names
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=2)
    app.push(table)
    names = player_names(table.state.names)
    table.shown.roads = [[9, 2], [4], [6, 12], []]
    table.shown.pool = [[], [], [13, 7, 5]]
    said = []
    real_lines = round_end.draw_lines
    monkeypatch.setattr(round_end, "draw_lines", lambda surface, words, *a, **k: said.append(words) or
                        real_lines(surface, words, *a, **k))
    # Seat 1 took the fewest (ties: the King holder, seat 1): its 4 is shorter than the 5.
    scene = RoundEndScene(app, table, ("round_end", 3, 1, [5, 2, 2, 7], None, [(3, 13), (0, 7), (1, 5)]))
    scene.draw(pygame.Surface((1280, 720)))
    assert any(names[1] in line and "5" in line and "swap" in line for line in said), said
    # Seat 3 took the fewest and holds no piece yet.
    said.clear()
    scene = RoundEndScene(app, table, ("round_end", 3, 1, [5, 4, 6, 1], None, [(2, 13), (0, 7), (1, 5)]))
    scene.draw(pygame.Surface((1280, 720)))
    assert any(names[3] in line and "no road piece" in line for line in said), said


def test_idle_frames_build_what_the_round_end_draws():
    from scenes.figaro import round_end
    from scenes.base import veil
    from sprites.figaro import castle_wall, king_pawn, pieces
    from sprites.drawing import SUPERSAMPLES
    built = (veil, castle_wall, king_pawn, pieces._cobble_strip)
    for cache in built:                 # other tests in this process may have built them
        cache.cache_clear()
    app, table = start_table(4, YOU, COMPUTER, COMPUTER)
    frames(app, 1)
    left = len(table.to_warm)
    assert left > 0
    frames(app, left)
    assert table.to_warm == []
    misses = [cache.cache_info().misses for cache in built]
    for scene in (round_end,):
        veil(scene.VEIL)
        castle_wall(scene.WALL)
        king_pawn(scene.PAWN)
        for scale in SUPERSAMPLES:
            pieces._cobble_strip(scene.PIECE_HEIGHT * scale)
    assert [cache.cache_info().misses for cache in built] == misses


def test_demo_stops_after_the_frames_asked_for_and_reports_them():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    # both spellings of an option: --level=hard and --frames 40
    result = subprocess.run([sys.executable, "main.py", "demo", "--level=hard", "--frames", "40"],
                            cwd=root, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert any(line.startswith("frames 40 ") for line in result.stdout.splitlines())


@pytest.mark.parametrize("game", ["nottingham", "kings"])
def test_demo_plays_every_game_and_prints_the_same_frame_figures(game):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    result = subprocess.run([sys.executable, "main.py", "demo", "--game", game, "--frames", "40"],
                            cwd=root, capture_output=True, text=True, timeout=120,
                            env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert result.returncode == 0, result.stderr
    assert any(line.startswith("frames 40 ") and "p99" in line for line in result.stdout.splitlines())


@pytest.mark.parametrize("args, said", [
    (["--frames=lots"], "--frames: expected a whole number above 0, got 'lots'"),
    (["--frames", "0"], "--frames: expected a whole number above 0, got '0'"),
    (["--level=genius"], "--level: invalid choice: 'genius'"),
    (["--colour", "red"], "unrecognized arguments: --colour red"),
    (["--game", "chess"], "--game: invalid choice: 'chess'"),
])
def test_demo_refuses_a_bad_option_with_one_line_and_exit_2(capsys, monkeypatch, args, said):
    import main
    import scenes.app
    monkeypatch.setattr(scenes.app, "run_app", lambda demo=None: pytest.fail("a window opened"))
    assert main.main(["demo", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and said in err, err


def test_frame_report_gives_the_first_frame_apart_and_counts_slow_frames():
    from scenes.app import frame_report
    times = [0.300] + [0.004] * 97 + [0.020, 0.030]
    report = frame_report(times, first_frame=0.25)
    assert "frames 100" in report and "first frame 250 ms" in report
    assert "max 30.00 ms" in report                 # not the 300 ms first frame
    assert "over 16.7 ms 2" in report and "p50 4.00 ms" in report


def test_frame_report_gives_the_processor_time_of_a_frame_apart_from_the_wall_clock():
    # On a shared machine a frame's wall time includes waiting for a core; the
    # processor time is the drawing's own cost.
    from scenes.app import frame_report
    times = [0.300] + [0.004] * 97 + [0.020, 0.130]
    report = frame_report(times, first_frame=0.25, processor_times=[0.2] + [0.003] * 98 + [0.012])
    assert "max 130.00 ms" in report
    assert "processor time p50 3.00 ms" in report and "processor max 12.00 ms" in report


@pytest.mark.parametrize("seven", [False, True])
def test_the_menu_figaros_table_opens_fits_a_720_pixel_window_with_seven_buttons(seven):
    """Esc at the table: every button of its menu (Resume, New game, Rules, Statistics,
    Settings, Choose another game, Quit) whole on a 720-high screen with a margin, none
    overlapping another, whichever way the row "Choose another game" leads."""
    from scenes.base import HEIGHT
    app = make_app()
    table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER), seed=2)
    app.push(table)
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    menu = app.top
    assert isinstance(menu, StartScene) and menu.resume is table
    if seven:
        menu.chooser_below = True           # the row "Choose another game" too
        menu.build_rows()
    rects = [button.rect for button in menu.buttons]
    assert len(rects) == 7
    for i, rect in enumerate(rects):
        assert rect.bottom <= HEIGHT - 12, (len(rects), rect)
        assert rect.height >= 40
        assert not any(rect.colliderect(other) for other in rects[i + 1:])


@pytest.mark.parametrize("desktop, expected", [((1920, 1080), (1280, 720)), ((960, 540), (960, 540)),
                                                 ((1024, 600), (1024, 600)), ((800, 1000), (800, 1000)),
                                                 ((1080, 1920), (1080, 1920))])
def test_the_window_opens_no_larger_than_the_screen(desktop, expected, monkeypatch):
    """A 960x540 screen gets a 960x540 window, not a 1280x720 one cut by the screen's edges;
    a portrait screen a portrait window that fills it, not 800x720 with black bands."""
    from scenes import app as app_module
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    assert app_module.window_size() == expected


@pytest.mark.parametrize("game", ["nottingham", "kings"])
def test_a_games_start_scene_shows_its_drawing_over_its_title(game, monkeypatch):
    """A game without a heading of its own (Figaro has its castle) shows the drawing
    of its chooser tile over its title on its start scene."""
    import scenes.menu as menu
    from scenes.app import App
    from app.settings import Settings
    assert menu.start_emblem(game) is not None
    marker = pygame.Surface(menu.START_EMBLEM)
    marker.fill((255, 0, 255))
    monkeypatch.setattr(menu, "start_emblem", lambda name: marker)
    app = App(pygame.Surface((1280, 720)), Settings(), persist=False)
    scene = StartScene(app, game=game)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    assert surface.get_at((640, 156 - menu.START_EMBLEM[1] // 2))[:3] == (255, 0, 255)


def test_the_window_collects_the_heap_once_for_each_new_scene_drawn_from_and_sets_it_aside(monkeypatch):
    # run_app's window settles its memory when a table (or a menu) comes up, so that no
    # full pass of the collector stalls a frame of the game; a dialog over it does not.
    import gc
    from scenes.confirm import ConfirmScene
    app = make_app()
    assert not app.settles_memory                         # off unless run_app (or a bench) asks
    app.settles_memory = True
    collected = []
    real = gc.collect
    monkeypatch.setattr(gc, "collect", lambda *args: collected.append(args) or real(*args))
    try:
        app.push(StartScene(app, game="kings"))
        frames(app, 3)
        assert len(collected) == 1 and gc.get_freeze_count() > 0
        app.push(ConfirmScene(app, "Leave?", "Leave", lambda: None))
        frames(app, 3)
        app.pop()
        frames(app, 3)
        assert len(collected) == 1                        # the same scene drawn from
        app.push(SettingsScene(app))
        frames(app, 2)
        assert len(collected) == 2
    finally:
        gc.unfreeze()


@pytest.mark.parametrize("window", [(960, 540), (800, 1000)])
@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_r20_the_swaps_words_stand_clear_of_the_pieces_trading_places(window, language, monkeypatch):
    """In a portrait window the swap's words ran under the road piece shown beside
    them ('… échange le tronço[9] 1'): they keep the pieces' room."""
    import scenes.figaro.round_end as round_end
    from app.i18n import set_language
    from app.settings import Settings
    from app.words import player_names
    from scenes.app import App
    set_language(language)
    try:
        make_app()
        app = App(pygame.Surface(window), Settings(speed="demo"))
        table = TableScene(app, seats(YOU, COMPUTER, COMPUTER, COMPUTER, COMPUTER, COMPUTER), seed=2)
        app.push(table)
        table.shown.roads = [[13, 9], [15], [8], [7], [5], [2]]
        scene = RoundEndScene(app, table, ("round_end", 3, 1, [6, 16, 10, 7, 8, 11], (0, 9, 1), []))
        app.push(scene)
        size = app.fill_size()
        words, pieces = {}, set()
        real_piece, real_token = round_end.road_piece, round_end.road_token
        import scenes.base as base
        real_text = base.text
        monkeypatch.setattr(base, "text", lambda message, *a, **k: words.setdefault(
            id(image := real_text(message, *a, **k)), (message, image))[1])
        monkeypatch.setattr(round_end, "road_piece", lambda *a: (image := real_piece(*a), pieces.add(id(image)))[0])
        monkeypatch.setattr(round_end, "road_token", lambda *a: (image := real_token(*a), pieces.add(id(image)))[0])
        drawn = []

        class Recording(pygame.Surface):
            def blit(self, source, dest, *args, **kwargs):
                drawn.append((id(source), source.get_rect(topleft=(round(dest[0]), round(dest[1])))))
                return super().blit(source, dest, *args, **kwargs)
        swap = scene.swap_words(player_names(table.state.names))
        for clock in (0.0, round_end.SWAP_TIME * 0.98):
            scene.swap_clock = clock
            drawn.clear()
            scene.draw(Recording(size))
            lines = [rect for key, rect in drawn if key in words and len(words[key][0]) > 9 and words[key][0] in swap]
            moved = [rect for key, rect in drawn if key in pieces and rect.top < lines[-1].bottom + 10]
            assert lines and moved, (lines, moved)
            assert not [line for line in lines if line.collidelist(moved) >= 0], (language, window, lines, moved)
    finally:
        set_language("en")
