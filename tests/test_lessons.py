"""The guided first games (game/common/lessons.py, scenes/lesson.py): each
lesson's data is whole and legal, it is played to its end through the real
table by making the moves it asks for, in every language and at every window
shape; a wrong click is explained and changes nothing; a lesson left goes on at
its step; a game's first opening offers it once."""

import copy
import json
import re

import pygame
import pytest

from app.i18n import LANGUAGES, set_language
from app.settings import Settings
from game.common.errors import FormatError
from game.common.lessons import lesson_path, load_lesson, read_lesson
from scenes.app import App
from scenes.confirm import ConfirmScene
from scenes.lesson import LessonScene, _figaro_hand_rect, box_for, lesson_games, start_lesson
from tests.scene_driver import click, frames, make_app

GAMES = lesson_games()
WINDOWS = [(960, 540), (800, 1000)]


def raw(game):
    with open(lesson_path(game), encoding="utf-8") as handle:
        return json.load(handle)


def key(app, k):
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def lesson_app(game, window=None):
    app = App(pygame.Surface(window), Settings(speed="demo"), sounds=None) if window else make_app()
    app.reset(app.scene("chooser"))
    app.open("start", game=game)
    start_lesson(app, game)
    return app, app.top


def settle(app, lesson, most=3000):
    """Frames until a step shows (or the lesson is done); scenes a round's end puts
    over the table are closed as a person would."""
    table = lesson.table
    for _ in range(most):
        while app.top is not lesson:
            app.pop()
        settled = not getattr(table, "busy", False) and not (hasattr(table, "animating") and table.animating())
        if lesson.progress.done or (lesson.step() is not None and settled):
            return
        frames(app, 1)
    raise AssertionError("the computers never reached the next step")


def click_at(app, rect):
    """A click on the middle of ``rect`` (the table's logical pixels), through the window."""
    view, (width, height) = app.viewport(), app.logical_size()
    x, y = rect.center
    click(app, (view.left + round(x * view.width / width), view.top + round(y * view.height / height)))


def take_step(app, lesson, step):
    """``step`` done as the person does it (Enter to read on, else its move), then
    back to the lesson past any scene the move opened."""
    if step.do == "read":
        key(app, pygame.K_RETURN)
    else:
        make_move(app, lesson, step.move)
    while app.top is not lesson:
        app.pop()


def make_move(app, lesson, move):
    """The step's move, made as a person would: a click on its card at Kings &
    Creatures; at Nottingham clicks on the cards of the hand or the task it
    chooses, then on its button or card; the table's own way in for a person's
    move at Figaro."""
    table = lesson.table
    if lesson.game == "kings":
        click_at(app, lesson.glue["move_target"](table, move))
    elif lesson.game == "nottingham":
        from game.nottingham.data import INDEX
        if move.kind == "offer":
            for name in move.arg:
                click_at(app, table.hand_rects()[INDEX[name]])
        elif move.kind == "task":
            click_at(app, table.task_rects()[move.arg[0]])
        if move.kind in ("offer", "task"):
            table.refresh_buttons()
            target = next((b.rect for b in table.buttons if b.move == move), None)
        else:
            target = lesson.glue["move_target"](table, move)
        if target is not None:
            click_at(app, pygame.Rect(target))
    else:
        lesson.glue["perform"](table, move)
        frames(app, 1)


def test_every_game_with_a_table_has_a_lesson():
    assert {"kings", "figaro", "nottingham"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_data_is_whole_in_every_language(game):
    """Every step speaks every language, and each translation names the same
    numbers (cards, points) as the English."""
    data = raw(game)
    lesson = read_lesson(game)
    texts = [step["text"] for step in data["steps"]] + [s["wrong"] for s in data["steps"] if "wrong" in s]
    texts.append(data["end"])
    for words in texts:
        numbers = sorted(re.findall(r"\d+", words["en"]))
        for language in LANGUAGES:
            assert words[language].strip()
            assert sorted(re.findall(r"\d+", words[language])) == numbers, (language, words[language])
    assert all(step.rule for step in lesson.steps)         # each step teaches a rule of RULES.md


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lesson_is_played_to_its_end_by_its_moves(game, language):
    set_language(language)
    app, lesson = lesson_app(game)
    seen = []
    while not lesson.progress.done:
        settle(app, lesson)
        if lesson.progress.done:
            break
        step = lesson.step()
        seen.append(step.id)
        heading, body = lesson.words()
        assert body == step.words(language)
        if step.do == "read":
            key(app, pygame.K_RETURN)
        else:
            assert step.move in lesson.table.state.legal_moves()
            make_move(app, lesson, step.move)
        assert lesson.progress.index == len(seen), f"{step.id}: the step's move was not taken"
        while app.top is not lesson:
            app.pop()
    assert seen == [step.id for step in lesson.lesson.steps]
    for _ in range(3000):                        # the script's last computer moves, if any
        if lesson.played() == len(lesson.lesson.script):
            break
        frames(app, 1)
    assert lesson.played() == len(lesson.lesson.script)
    assert lesson.words()[1] == lesson.lesson.end_words(language)
    key(app, pygame.K_RETURN)                    # Play on: the game goes on freely
    assert lesson.finished and not lesson.showing_box()


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_click_changes_nothing_and_is_explained(game):
    app, lesson = lesson_app(game)
    settle(app, lesson)
    while lesson.step().do == "read":
        key(app, pygame.K_RETURN)
        settle(app, lesson)
    step = lesson.step()
    wrong = next(m for m in lesson.table.state.legal_moves() if m != step.move)
    before = (lesson.played(), json.dumps(lesson.table.session.record.to_json()))
    make_move(app, lesson, wrong)
    assert (lesson.played(), json.dumps(lesson.table.session.record.to_json())) == before
    assert lesson.step() is step
    assert str(lesson.notice) == step.wrong_words("en")


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_left_goes_on_at_its_step(game):
    app, lesson = lesson_app(game)
    settle(app, lesson)
    for _ in range(3):                          # a few steps in, then Esc
        step = lesson.step()
        take_step(app, lesson, step)
        settle(app, lesson)
    index, played = lesson.progress.index, lesson.played()
    key(app, pygame.K_ESCAPE)
    assert not any(isinstance(scene, LessonScene) for scene in app.scenes)
    start_lesson(app, game)
    again = app.top
    assert isinstance(again, LessonScene)
    assert again.progress.index == index and again.played() == played
    assert again.step().id == lesson.step().id


@pytest.mark.parametrize("game", GAMES)
def test_the_first_opening_of_a_game_offers_its_lesson_once(game):
    def opened():
        app = App(pygame.Surface((960, 540)), Settings(speed="demo"), sounds=None, persist=True)
        app.reset(app.scene("chooser"))
        app.top.open(game)
        return app
    app = opened()
    assert isinstance(app.top, ConfirmScene)
    app.top.confirm()                           # yes: the lesson opens
    assert isinstance(app.top, LessonScene) and app.top.game == game
    app.reset(app.scene("chooser"))
    app.top.open(game)
    assert not isinstance(app.top, ConfirmScene)
    assert not isinstance(opened().top, ConfirmScene)       # nor after the app is started again


@pytest.mark.parametrize("game", GAMES)
def test_a_game_that_waits_to_be_continued_is_not_offered_its_lesson(game):
    app = App(pygame.Surface((960, 540)), Settings(speed="demo"), sounds=None, persist=True)
    app.reset(app.scene("chooser"))
    app.top.waiting = {game}                    # an autosave of this game waits
    app.top.open(game)
    assert not isinstance(app.top, ConfirmScene)
    app.reset(app.scene("chooser"))
    app.top.waiting = set()                     # nor later: the offer counts as made
    app.top.open(game)
    assert not isinstance(app.top, ConfirmScene)


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_opens_from_the_start_scene_and_from_the_rules(game):
    app = make_app()
    app.reset(app.scene("chooser"))
    app.open("start", game=game)
    start = app.top
    start.buttons[start.labels.index("Guided first game")].action()
    assert isinstance(app.top, LessonScene)
    app.pop()
    app.open("rules", game=game)
    app.top.lesson.action()
    assert isinstance(app.top, LessonScene) and app.top.game == game


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_box_is_whole_and_never_covers_its_target(game, window, language):
    set_language(language)
    app, lesson = lesson_app(game, window)
    size = app.fill_size()
    surface = pygame.Surface(size)
    for _ in range(100):
        if lesson.progress.done:
            break
        settle(app, lesson)
        if lesson.progress.done:
            break
        lesson.draw(surface)
        step = lesson.step()
        targets = lesson.targets()
        if step.point or step.do == "move":
            assert targets, f"{step.id}: nothing outlined"      # the step shows what it speaks of
        box, lines, _notice = box_for(size, targets, step.words(language), "", True)
        assert surface.get_rect().contains(box)
        assert box.height >= 16 + 25 * (len(lines) + 1) + 40
        for target in targets:
            assert not box.colliderect(target), step.id
        if step.do == "read":
            key(app, pygame.K_RETURN)
        else:
            make_move(app, lesson, step.move)
            assert lesson.step() is not step, "the click missed its card"
        while app.top is not lesson:
            app.pop()
    assert lesson.progress.done


# ------------------------------------------------------------------ broken lessons
def broken(game, change):
    data = copy.deepcopy(raw(game))
    change(data)
    return data


@pytest.mark.parametrize("game", GAMES)
def test_a_broken_lesson_is_refused_with_its_fault_named(game):
    def illegal_move(data):
        data["script"][1], data["script"][2] = data["script"][2], data["script"][1]

    def missing_language(data):
        del data["steps"][0]["text"]["nl"]

    def unasked_move(data):
        data["steps"] = [s for s in data["steps"] if s.get("do") != "move" or s["at"] != 0]

    def step_on_a_computer_move(data):
        step = next(s for s in data["steps"] if s.get("do") == "move")
        step["at"] += 1

    for change, where in ((illegal_move, "script"), (missing_language, "steps[0].text.nl"),
                          (unasked_move, "script[0]"), (step_on_a_computer_move, "at")):
        with pytest.raises(FormatError) as error:
            load_lesson(broken(game, change))
        assert where in str(error.value)


def test_a_broken_lesson_file_offers_no_guided_game_rather_than_a_broken_one(monkeypatch, tmp_path):
    import scenes.lesson as module
    from game.common import lessons
    broken_file = tmp_path / "lessons.json"
    broken_file.write_text('{"format": "lesson/1", "game": "kings"')
    monkeypatch.setattr(lessons, "lesson_path", lambda game: str(broken_file))
    monkeypatch.setattr(module, "_LESSONS", {})
    assert module.lesson_games() == []
    app = make_app()
    app.reset(app.scene("chooser"))
    app.open("start", game="kings")
    assert "Guided first game" not in app.top.labels
    module.start_lesson(app, "kings")
    assert not isinstance(app.top, LessonScene)


@pytest.mark.parametrize("game", GAMES)
def test_the_tables_back_button_leaves_the_lesson_at_its_step(game):
    """The table's own Back (or Menu) would speak of an autosave a lesson does not
    make: in a lesson it leaves at once, and the step is kept."""
    app, lesson = lesson_app(game)
    settle(app, lesson)
    key(app, pygame.K_RETURN)
    index = lesson.progress.index
    click_at(app, lesson.table.menu_button.rect)
    assert not any(isinstance(scene, (LessonScene, ConfirmScene)) for scene in app.scenes)
    start_lesson(app, game)
    assert app.top.progress.index == index


def drawn_buttons(app, lesson, monkeypatch):
    """The rectangles of every button the table draws under the lesson's box (its
    own buttons, its icons), gathered as one frame draws them."""
    import scenes.base
    from scenes.action_bar import ActionBar
    found, drawing = [], []
    button_draw, bar_draw, table_draw = scenes.base.Button.draw, ActionBar.draw, lesson.table.draw

    def button(self, surface):
        if drawing:
            found.append(pygame.Rect(self.rect))
        return button_draw(self, surface)

    def bar(self, surface, *args):
        if drawing:
            found.extend(self.button_rects())
        return bar_draw(self, surface, *args)

    def table(surface):
        drawing.append(True)
        try:
            return table_draw(surface)
        finally:
            drawing.clear()
    with monkeypatch.context() as patch:
        patch.setattr(scenes.base.Button, "draw", button)
        patch.setattr(ActionBar, "draw", bar)
        patch.setattr(lesson.table, "draw", table)
        lesson.draw(pygame.Surface(app.fill_size()))
    return found


def table_headings(lesson):
    """Where the table writes its title and whose turn it is (24: a line of Kings & Creatures' status)."""
    table = lesson.table
    if lesson.game == "kings":
        block = table.layout.text_block()          # the status's lines, then the log's
        return [table.layout.title, pygame.Rect(block.left, block.top, block.width, table.layout.status_rows * 24)]
    if lesson.game == "figaro":
        return [rect for group, _name, rect in table.drawn if group == "top bar"]
    layout = table.layout
    return [layout.status] + ([] if layout.portrait else [pygame.Rect(14, 7, 130, 26)])


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("window", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_box_never_covers_the_tables_heading_nor_a_button(game, window, language, monkeypatch):
    """At every step, in every language, at both shapes (1280×720 draws the very
    screen 960×540 does): the box lies clear of the table's title and whose turn
    it is, of every button and icon the table draws, and of what the step points at."""
    set_language(language)
    app, lesson = lesson_app(game, window)
    steps = 0
    while not lesson.progress.done:
        settle(app, lesson)
        if lesson.progress.done:
            break
        step = lesson.step()
        buttons = drawn_buttons(app, lesson, monkeypatch)
        box = lesson.box
        assert pygame.Rect((0, 0), app.fill_size()).contains(box), step.id
        for what, rects in (("the heading", table_headings(lesson)), ("a button", buttons),
                            ("its target", lesson.targets())):
            covered = [tuple(rect) for rect in rects if box.colliderect(rect)]
            assert not covered, f"{step.id}: the box {tuple(box)} covers {what} {covered}"
        steps += 1
        take_step(app, lesson, step)
    assert steps == len(lesson.lesson.steps)


@pytest.mark.parametrize("window", [(960, 540), (800, 1000)])
def test_figaros_box_leaves_the_persons_hand_in_sight_where_the_others_piles_have_room(window):
    """The first step speaks of the five cards in the hand: the box takes the room
    over the others' piles rather than the hand's."""
    set_language("fr")
    app, lesson = lesson_app("figaro", window)
    settle(app, lesson)
    lesson.draw(pygame.Surface(app.fill_size()))
    table = lesson.table
    hand = [rect for rect in (_figaro_hand_rect(table, card) for card in table.shown.hand) if rect]
    assert len(hand) == 5
    assert not [tuple(rect) for rect in hand if lesson.box.colliderect(rect)], tuple(lesson.box)
    assert not lesson.box.colliderect(table.rects[table.viewer])


@pytest.mark.parametrize("window", WINDOWS)
def test_nottinghams_box_leaves_the_deck_counts_in_sight(window):
    """The counts of the deck, the discards and the ambush deck under the track
    say how near the game's end is: no step of the guided game covers them."""
    set_language("fr")
    app, lesson = lesson_app("nottingham", window)
    surface = pygame.Surface(app.fill_size())
    covered = []
    for _ in range(100):
        settle(app, lesson)
        if lesson.progress.done:
            break
        lesson.draw(surface)
        layout = lesson.table.layout
        decks = pygame.Rect(layout.left.left, layout.deck_top, layout.left.width, 3 * 20)
        if lesson.box.colliderect(decks):
            covered.append(lesson.step().id)
        take_step(app, lesson, lesson.step())
    assert lesson.progress.done
    assert covered == []
