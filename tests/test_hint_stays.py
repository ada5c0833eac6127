"""A hint's reason stays in sight while the pointer moves: at every table, in a
960×540 and an 800×1000 window, with a hint shown, no message, card shown whole
or tooltip under the pointer covers or replaces the hint's words (measured on the
window's pixels); Figaro's "why not" for a held card over a seat is shown by the
pointer, beside the hint, not in its place."""

import pygame
import pytest

from app.i18n import set_language
from tests.scene_driver import down, frames, motion

WINDOWS = [(960, 540), (800, 1000)]


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def window_rect(app, rect):
    """Logical ``rect`` in the window's pixels (a pixel wider each side: smoothing)."""
    view = app.viewport()
    scale = view.width / app.logical_size()[0]
    return pygame.Rect(view.left + int(rect.left * scale) - 1, view.top + int(rect.top * scale) - 1,
                       int(rect.width * scale) + 3, int(rect.height * scale) + 3).clip(app.window.get_rect())


def pixels(app, rect):
    return pygame.image.tobytes(app.window.subsurface(rect), "RGB")


def hint_kept_under_a_wandering_pointer(app, table, hint_rect, step=36):
    """Move the pointer over the whole window; the hint's pixels never change but
    while the pointer is on them. [pointer points where they changed]."""
    frames(app, 1, [motion((0, 0))])
    frames(app, 1)
    area = window_rect(app, hint_rect)
    before = pixels(app, area)
    changed = []
    width, height = app.window.get_size()
    for y in range(step // 2, height, step):
        for x in range(step // 2, width, step):
            if area.inflate(16, 16).collidepoint(x, y):
                continue
            frames(app, 1, [motion((x, y))])
            if pixels(app, area) != before:
                changed.append((x, y))
    return changed


def kings_table(window):
    from tests.kings.test_window_shapes import table_at_round, window_app
    app = window_app(window)
    table = table_at_round(app, 6, 2)
    table.show_hint(table.state.legal_moves()[0])
    app.frame(0, [])
    return app, table, table.layout.text_block()


def nottingham_table(window):
    from tests.nottingham.test_window_shapes import app_in_window, decisions, table_at, with_hint
    app = app_in_window(window)
    table = with_hint(table_at(app, decisions(7, ("offer",))["offer"]))
    app.frame(0, [])
    return app, table, table.hint_box()[0]


def figaro_table(window):
    from game.figaro import Play
    from scenes.figaro.table import TableScene
    from scenes.seats import COMPUTER, YOU
    from tests.test_table_product import app_in_window, blue_card_position, seats
    app = app_in_window(window)
    table = TableScene(app, seats(YOU, *[COMPUTER] * 5), seed=6, state=blue_card_position(6))
    app.push(table)
    frames(app, 1)
    table.show_hint(Play("blue2", 1))
    frames(app, 1)
    box = next(rect for group, name, rect in table.drawn if name == "message")
    return app, table, box


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("game", ["figaro", "nottingham", "kings"])
def test_nothing_under_the_pointer_covers_the_hints_reason(game, window):
    app, table, hint = {"figaro": figaro_table, "nottingham": nottingham_table, "kings": kings_table}[game](window)
    assert not hint_kept_under_a_wandering_pointer(app, table, hint)


@pytest.mark.parametrize("window", WINDOWS + [(1280, 720)])
def test_figaros_why_not_for_a_held_card_stands_by_the_pointer_beside_the_hint(window, monkeypatch):
    from tests.test_table_product import card_point, in_window, shown_messages
    app, table, hint_box = figaro_table(window)
    at = lambda pos: in_window(app, pos)                         # noqa: E731 (window points)
    hint = table.current_message()[0]
    assert hint.startswith("Hint: ")
    boxes = shown_messages(table, monkeypatch)
    index = list(table.shown.hand).index("blue2")
    aim = table.rects[0].move(0, 40).center                      # the own seat: red, no blue card
    frames(app, 1, [down(at(card_point(table, index))), motion(at(aim), (1, 0, 0)), motion(at(aim), (1, 0, 0))])
    assert table.dragging
    del boxes[:]
    frames(app, 1)
    reason = table.targets()[0]
    assert reason and boxes == [hint], boxes                      # the hint's box keeps the hint
    marks = {name: rect for _group, name, rect in table.drawn}
    assert "pointer note" in marks
    note, box = marks["pointer note"], marks["message"]
    assert not note.colliderect(box), (note, box)
    assert pygame.Rect((0, 0), app.logical_size()).contains(note)
