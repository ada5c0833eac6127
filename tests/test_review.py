"""A game looked back on (app/review.py, scenes/review_scene.py): one review for
the command line and the app, each decision judged on the seat's view then;
"Review this game" on every game's score sheet steps through the game on its
own table, scrubs, and marks the costliest decisions; nothing another seat held
hidden is drawn; "Open a record" lists the records kept and refuses a bad file
in one line, changing nothing."""

import dataclasses
import json
import random
from collections import Counter

import pygame
import pytest

from app import records, review
from app.hint import Hint
from scenes.pass_screen import PassScene
from scenes.records_scene import RecordsScene
from scenes.review_scene import MARK, ReviewScene, WhoseGameScene
from tests.scene_driver import click, drag, frames, make_app
from tests.test_score_sheet import finished

GAMES = ("figaro", "nottingham", "kings")


def key(app, name):
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode="")])


def random_record(game, players=3, seed=2, moves=None):
    from game import load_game
    info = load_game(game)
    state = info.new_game(players, seed=seed)
    record = info.record_type(state.copy())
    rng = random.Random(seed)
    while not state.finished and (moves is None or len(record.moves) < moves):
        move = rng.choice(state.legal_moves())
        record.moves.append((move, state.turn))
        state.apply(move)
    return record


@pytest.fixture
def quick_hints(monkeypatch):
    """A strong player that thinks in no time: the first legal move is best, two
    units better than any other; what it was shown is kept in ``seen``."""
    seen = []

    def thought(game, view, seed=0, names=None, also=()):
        seen.append(view)
        yield
        best = view.legal_moves()[0]
        alternatives = [(best, 2.0)] + [(move, 0.0) for move in also if move != best]
        return Hint(best, "Because.", unit="cards", alternatives=alternatives)
    monkeypatch.setattr(review, "hint_thought", thought)
    return seen


def judge_all(app, scene):
    for _ in range(2000):
        if scene.review.done:
            return
        frames(app, 1)
    raise AssertionError("the review never finished")


# ---------------------------------------------------------------- one review for all
def test_the_command_line_prints_what_the_shared_review_judges(tmp_path, capsys, monkeypatch):
    import main
    record = random_record("kings", moves=12)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_json()))
    assert main.main(["review", str(path), "--seat", "1"]) == 0
    printed = json.loads(capsys.readouterr().out)["decisions"]
    assert printed == [j.to_json() for j in review.Review("kings", record, 1).run()] and printed
    # the command line's decisions are the shared review's: change its judgement, the output follows
    real = review.judged
    monkeypatch.setattr(review, "judged", lambda *args: dataclasses.replace(real(*args), loss=42.0))
    assert main.main(["review", str(path), "--seat", "1"]) == 0
    assert {d["loss"] for d in json.loads(capsys.readouterr().out)["decisions"]} == {42.0}


@pytest.mark.parametrize("game", GAMES)
def test_each_decision_is_judged_on_the_seats_view_at_that_moment(game, quick_hints):
    record = random_record(game, moves=40)
    judged = review.Review(game, record, 1).run()
    state = record.start.copy()
    wanted = []
    for k, (move, seat) in enumerate(record.moves):
        if state.turn == 1 and len(state.legal_moves()) > 1:
            wanted.append((k, state.view(1).legal_moves(), move))
        state.apply(move, seat)
    assert [j.index for j in judged] == [k for k, _m, _p in wanted] and judged
    assert all(view.seat == 1 for view in quick_hints)                  # only seat 1's view, never the state
    assert [view.legal_moves() for view in quick_hints] == [legal for _k, legal, _p in wanted]
    for one, (_k, legal, played) in zip(judged, wanted):
        assert one.played == played and one.best == legal[0]
        assert one.loss == (0 if played == legal[0] else 2.0)


def test_a_review_steps_shows_its_progress_and_stops_when_cancelled(quick_hints):
    record = random_record("figaro", moves=30)
    thinking = review.Review("figaro", record, 0)
    assert thinking.progress == 0 and thinking.total > 2
    thinking.step(0)
    thinking.step(0)             # a slice of no time still moves on by one step of the thought
    assert 0 < thinking.progress < 1
    thinking.cancel()
    assert thinking.step(1.0) is False and len(thinking.judged) < thinking.total


def test_a_seat_out_of_range_or_an_illegal_move_is_refused_before_any_judging():
    record = random_record("figaro", moves=6)
    with pytest.raises(review.NoSuchSeat):
        review.Review("figaro", record, 5)
    record.moves[3] = record.moves[0]
    with pytest.raises(review.ReviewError, match="move 3 is illegal"):
        review.Review("figaro", record, 0)


# ---------------------------------------------------------------- the scene
@pytest.mark.parametrize("game", GAMES)
def test_review_this_game_on_every_score_sheet_steps_scrubs_and_marks(game, quick_hints):
    app, table = finished(game, 3, seed=4)
    sheet = app.top
    button = next(b for b in sheet.buttons if b.action == sheet.review)
    frames(app, 1)
    click(app, button.rect.center)
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.seat == 0 and scene.total == len(table.session.record.moves)
    judge_all(app, scene)
    assert scene.at == 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.at == 2
    key(app, pygame.K_LEFT)
    assert scene.at == 1
    key(app, pygame.K_END)
    assert scene.at == scene.total
    key(app, pygame.K_HOME)
    assert scene.at == 0
    bar = scene.bar
    click(app, (bar.left + bar.width // 2, bar.centery))                  # the middle of the bar: the middle of the game
    assert abs(scene.at - scene.total // 2) <= 1
    drag(app, (bar.left + bar.width // 2, bar.centery), (bar.right - 1, bar.centery))
    assert scene.at >= scene.total - 1
    costliest = scene.review.costliest(5)
    assert costliest and all(j.loss == 2.0 for j in costliest)
    frames(app, 1)
    for judged in costliest:                                              # each marked on the bar
        x = bar.left + bar.width * judged.index // scene.total
        assert tuple(app.screen.get_at((x, bar.top - 6)))[:3] == MARK
    row_step, row = scene.rows[1]
    click(app, row.center)                                                # the list leads to the decision
    assert scene.at == row_step == costliest[1].index
    shown = scene.table(row_step).hint                                    # the strong player's move, as a hint
    assert shown is not None and shown[0] in (costliest[1].best, getattr(costliest[1].best, "card", None))
    key(app, pygame.K_PAGEDOWN)
    assert scene.at == min(j.index for j in scene.review.judged if j.costly and j.index > row_step)
    key(app, pygame.K_ESCAPE)
    assert app.top is sheet


def test_the_tables_built_for_a_review_write_no_files(quick_hints, tmp_path):
    import os
    app, table = finished("kings", 3, seed=4)
    app.persist = True
    folder = os.environ["FIGARO_HOME"]
    before = sorted(os.walk(folder))
    scene = ReviewScene(app, "kings", table.session.record, 0)
    for step in range(0, scene.total + 1, 3):
        scene.table(step)
    assert sorted(os.walk(folder)) == before and app.persist


def figaro_faces(monkeypatch):
    from scenes.figaro.table import TableScene
    drawn = []
    face = TableScene.face

    def recording(self, card, size):
        drawn.append(card)
        return face(self, card, size)
    monkeypatch.setattr(TableScene, "face", recording)
    return drawn


def test_figaro_review_never_draws_a_card_the_seat_could_not_see(monkeypatch, quick_hints):
    """R23: at every step the cards drawn face up are among those the seat saw
    then: its hand and the piles on the table."""
    record = random_record("figaro", players=4, seed=7)
    app = make_app()
    scene = ReviewScene(app, "figaro", record, 2)
    app.push(scene)
    drawn = figaro_faces(monkeypatch)
    state = record.start.copy()
    for step in range(scene.total + 1):
        view = state.view(2)
        seen = Counter(view.hand) + Counter(card for pile in view.piles for card in pile)
        del drawn[:]
        scene.go(step)
        frames(app, 1)
        assert drawn or not seen, (step, seen)
        assert not Counter(drawn) - seen, (step, Counter(drawn) - seen)
        if step < scene.total:
            state.apply(*record.moves[step])


@pytest.mark.parametrize("game", ["figaro", "nottingham"])
def test_at_a_shared_screen_each_person_chooses_their_game_and_takes_the_screen_first(game, quick_hints):
    from tests.test_score_sheet import new_table
    from scenes.score_sheet import ScoreSheet
    app = make_app()
    table = new_table(app, game, 3, 5, people=2)
    app.push(table)
    rng = random.Random(5)
    while not table.state.finished:
        table.session.apply(rng.choice(table.state.legal_moves()))
    if game == "figaro":
        table.state = table.session.state
    table.ended = True
    app.push(ScoreSheet(app, table))
    key(app, pygame.K_r)
    chooser = app.top
    assert isinstance(chooser, WhoseGameScene) and [b.label for b in chooser.buttons] == [
        "Massimiliano Bartolomeo", "Ann"]
    click(app, chooser.buttons[1].rect.center)
    frames(app, 1)
    assert isinstance(app.top, PassScene) and "Ann" in app.top.button.label     # nothing of Ann's before she is there
    click(app, app.top.button.rect.center)
    frames(app, 1)
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.seat == 1
    for step in range(0, scene.total + 1, max(1, scene.total // 6)):      # Ann's view at every step, hers alone
        shown = scene.table(step)
        assert shown.viewer == 1 and not shown.several_people


# ---------------------------------------------------------------- open a record
def test_finished_games_are_kept_and_listed_with_their_game_and_players(quick_hints):
    app, table = finished("nottingham", 3, seed=4)
    assert not records.listing()                     # the tables of these tests keep no files …
    path = records.keep_finished(table.session.record, "nottingham")
    entries = records.listing()
    assert [(e.path, e.game, e.finished) for e in entries] == [(path, "nottingham", True)]
    assert entries[0].names == tuple(table.state.names)


def test_a_session_that_keeps_files_keeps_its_finished_game(tmp_path):
    from app.session import GameSession
    session = GameSession.new([__import__("app.saves").saves.YOU] * 3, ["A", "B", "C"], 3, game="kings",
                              folder=str(tmp_path), describe=lambda *a: [])
    rng = random.Random(1)
    while not session.state.finished:
        session.apply(rng.choice(session.state.legal_moves()))
    [entry] = records.listing(str(tmp_path))
    info, record = records.open_record(entry.path)
    assert record.to_json() == session.record.to_json()


@pytest.mark.parametrize("content, said", [
    (b"", "not valid JSON"),
    (b"\x00\xff{{{", "not UTF-8"),
    (b'{"format": "chess-record/1"}', "not a record"),
    (b'{"format": "kings-record/1", "players": 3, "moves": [{"take": 999}]}', "record.moves[0]"),
    (b'[' * 100000, "JSON"),
])
def test_a_bad_record_file_gets_a_message_and_changes_nothing(tmp_path, content, said):
    app = make_app()
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    (tmp_path / "records").mkdir()
    (tmp_path / "records" / "bad.json").write_bytes(content)
    scene = RecordsScene(app, folder=str(tmp_path))
    assert scene.entries == []                       # a bad file in the folder is not listed
    app.push(scene)
    scene.field.value = str(bad)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.top is scene and app.scenes == [scene]
    assert scene.message.startswith("This file cannot be opened as a record") and said in scene.message, \
        scene.message
    frames(app, 1)


def test_an_illegal_move_or_a_missing_file_gets_a_message(tmp_path):
    app = make_app()
    record = random_record("figaro", moves=6)
    data = record.to_json()
    data["moves"][4] = data["moves"][0]
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(data))
    scene = RecordsScene(app, folder=str(tmp_path))
    app.push(scene)
    scene.open_path(str(path))
    assert app.top is scene and "move 4 is illegal" in scene.message
    scene.open_path(str(tmp_path / "nowhere.json"))
    assert app.top is scene and "no such file" in scene.message


def test_open_a_record_from_the_chooser_replays_it_in_the_review(tmp_path, quick_hints):
    app = make_app()
    app.open("chooser")
    record = random_record("kings", moves=20)
    path = records.keep_finished(record, "kings")
    chooser = app.top
    frames(app, 1)
    click(app, chooser.records_button.rect.center)
    scene = app.top
    assert isinstance(scene, RecordsScene) and [e.path for e in scene.entries] == [path]
    frames(app, 1)
    click(app, scene.rows[0][1].center)
    assert isinstance(app.top, WhoseGameScene)                 # a record names no one: whose game?
    click(app, app.top.buttons[2].rect.center)
    review_scene = app.top
    assert isinstance(review_scene, ReviewScene) and review_scene.seat == 2
    judge_all(app, review_scene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_the_review_bench_runs_and_prints_each_games_figures(quick_hints, capsys, monkeypatch):
    import os
    monkeypatch.syspath_prepend(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
    bench = __import__("bench_review")
    bench.main(["--games", "1", "--players", "3", "--level", "random", "--only", "kings,figaro"])
    out = capsys.readouterr().out
    assert "kings" in out and "figaro" in out and "s/decision" in out


WINDOWS = {(960, 540): ((1280, 720), 960 / 1280), (800, 1000): ((720, 900), 800 / 720)}


@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_no_word_of_the_review_or_the_records_under_12_px_nor_cut_at_960x540_and_800x1000(
        language, quick_hints, monkeypatch, tmp_path):
    """The review's own words and the list of records (the table's picture is the
    table drawn small; T shows it whole)."""
    import scenes.records_scene as records_module
    import scenes.review_scene as module
    from app.i18n import set_language
    from sprites.text import font
    from tests.fonts import record_font_sizes
    record = random_record("kings", players=4, seed=3)
    records.keep_finished(record, "kings", str(tmp_path))
    records.keep_finished(random_record("nottingham", players=7, seed=3, moves=30), "nottingham", str(tmp_path))
    for window, (logical, scale) in WINDOWS.items():
        set_language(language)
        app = make_app()
        app.window = pygame.Surface(window)
        scene = ReviewScene(app, "kings", record, 1)
        app.push(scene)
        judge_all(app, scene)
        monkeypatch.setattr(ReviewScene, "picture", lambda self, size: pygame.Surface(size))
        sizes = record_font_sizes(monkeypatch)
        cut = []
        for mod in (module, records_module):
            real = mod.fitted

            def fitted(message, size, colour=None, bold=False, width=None, real=real):
                if width is not None and font(max(16, size), bold).size(message)[0] > width:
                    cut.append(message)
                return real(message, size, colour or (0, 0, 0), bold, width)
            monkeypatch.setattr(mod, "fitted", fitted)
        surface = pygame.Surface(logical)
        for step in sorted({0, scene.total, *(j.index for j in scene.review.costliest(5))}):
            scene.go(step)
            scene.draw(surface)
        listing = RecordsScene(app, folder=str(tmp_path))
        listing.open_path(str(tmp_path / "nowhere" / "a-long-name-of-a-file-that-is-not-there.json"))
        listing.draw(surface)
        monkeypatch.undo()
        assert sizes and min(sizes) * scale >= 12, (window, sorted(set(sizes))[:3])
        played = [scene.move_words(j.index).split(". ")[0].rstrip(".") for j in scene.review.judged]
        assert not [c for c in cut if c not in played], (window, cut)     # only a move's own words may end in "…"
        for button in (scene.back, listing.back, listing.open_button):
            assert surface.get_rect().contains(button.rect)
            assert font(button.size, True).size(button.label)[0] <= button.rect.width - 16
    set_language("en")


@pytest.mark.parametrize("language, yours, never", [("nl", "Jouw spel", "van Jij"), ("it", "La tua partita", "di Tu:"),
                                                    ("fr", "votre partie", "de Vous"), ("en", "your game", "You's")])
def test_the_review_of_your_own_game_says_yours_never_a_third_person_called_you(language, yours, never, monkeypatch,
                                                                                quick_hints):
    import scenes.review_scene as review_scene
    from app.i18n import set_language
    from game import load_game
    record = random_record("kings", 3, moves=6)
    info = load_game("kings")
    record = info.record_type(info.new_game(3, seed=2, names=["You", "Aldric", "Brunhild"]), record.moves)
    titles = []
    real = review_scene.fitted
    monkeypatch.setattr(review_scene, "fitted", lambda words, *a, **k: titles.append(words) or real(words, *a, **k))
    set_language(language)
    try:
        app = make_app()
        scene = ReviewScene(app, "kings", record, 0)
        scene.draw(pygame.Surface(app.fill_size()))         # the title, and the footer while it judges
        mine = list(titles)
        titles.clear()
        other = ReviewScene(app, "kings", record, 1)
        other.draw(pygame.Surface(app.fill_size()))
    finally:
        set_language("en")
    assert yours in mine[0] and not any(never in words for words in mine), mine
    assert "Aldric" in titles[0], titles


@pytest.mark.parametrize("language, said", [("en", "6.7"), ("it", "6,7"), ("fr", "6,7"), ("nl", "6,7")])
def test_a_decisions_cost_is_written_with_the_languages_decimal_sign(language, said):
    from app.i18n import set_language
    from scenes.review_scene import cost_words
    set_language(language)
    try:
        words, whole = cost_words(6.68, "honour"), cost_words(7.0, "points")
    finally:
        set_language("en")
    assert said in words and "7" in whole and "7," not in whole and "7." not in whole, (words, whole)
