"""Kings & Creatures fills the window at any shape: at 960 × 540 (a logical
1280 × 720) and at 800 × 1000 (a logical 720 × 900), with three and with six
players, in every language — no text under 12 window pixels, no line cut,
everything inside the screen and nothing over anything else; the round's end
too. The card size and the colour-blind aids chosen in Settings change what
the table draws."""

import math
import random

import pygame
import pytest

from app.i18n import set_language
from app.settings import Settings
from game.kings.cards import KING_RULES, LEGENDS, TYPE
from scenes.app import App
from scenes.kings import KingsTable, RoundSummary
from scenes.kings import layout
from scenes.kings.lettering import ELLIPSIS
from sprites.kings import cards as card_sprites
from tests.bounds import bounded
from tests.kings.tables import SIX_NAMES

WINDOWS = [(960, 540), (800, 1000)]
LANGUAGES = ["en", "it", "fr", "nl"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def window_app(window, **settings):
    pygame.display.init()
    pygame.font.init()
    return App(pygame.Surface(window), Settings(speed="demo", **settings), sounds=None)


def table_at_round(app, players, round_, seed=5):
    """A table of one person and computers, played with random cards (the round
    summaries closed) until the person acts in round ``round_``."""
    table = KingsTable(app, ["human"] + ["medium"] * (players - 1), names=SIX_NAMES[:players], seed=seed)
    app.push(table)
    rng = random.Random(seed)
    for _ in bounded(500):
        while app.top is not table:
            app.pop()
        if table.state.round >= round_ and table.my_turn():
            break
        table.apply(rng.choice(table.state.legal_moves()))
    app.frame(0, [])
    return table


def window_scale(app):
    return app.viewport().width / app.logical_size()[0]


def record_text(monkeypatch):
    """[(size, message or None)] of every font asked for and every line the
    Kings lettering renders, from now on."""
    import scenes.base
    import scenes.kings.lettering as lettering
    import sprites.text
    drawn = []
    real_font, real_text = sprites.text.font, lettering.text

    def font(size, bold=False):
        drawn.append((size, None))
        return real_font(size, bold)

    def text(message, size, *args, **kwargs):
        drawn.append((size, message))
        return real_text(message, size, *args, **kwargs)
    for module in (sprites.text, scenes.base, lettering, card_sprites):
        monkeypatch.setattr(module, "font", font)
    monkeypatch.setattr(lettering, "text", text)
    monkeypatch.setattr(scenes.base, "_text_cache", {})
    monkeypatch.setattr(lettering, "_line_cache", {})
    card_sprites.card_face.cache_clear()
    card_sprites.chip.cache_clear()
    return drawn


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_under_12_px_and_no_line_cut_at_any_shape(language, players, window, monkeypatch):
    set_language(language)
    app = window_app(window)
    table = table_at_round(app, players, 5)
    assert app.fills_window() and app.viewport().size == window      # no band: the window is the table
    drawn = record_text(monkeypatch)
    faces = set()
    real_face = card_sprites.card_face

    def face(card, width, height, *aids):
        faces.add((width, height))
        return real_face(card, width, height, *aids)
    monkeypatch.setattr("scenes.kings.drawing.card_face", face)
    for thing in table.inspectable()[::4]:
        table.pinned = thing
        app.frame(0, [])
    table.pinned = None
    app.frame(0, [])
    awards = [2 * (seat % 3) for seat in range(players)]
    app.push(RoundSummary(app, table, 4, awards, table.state.row[:4]))
    app.frame(0, [])
    scale = window_scale(app)
    sizes = [size for size, _message in drawn]
    assert sizes and min(sizes) * scale >= 12, (min(sizes), scale)
    cut = [message for _size, message in drawn if message and message.endswith(ELLIPSIS)]
    assert not cut, cut
    for size in faces:                               # every legend reads whole at every size drawn
        for legend in LEGENDS:
            cells = [cell for cell, icon, digits in card_sprites.legend_cells(legend, *size)]
            assert all(pygame.Rect(0, 0, *size).contains(cell) for cell in cells), (legend, size)
            assert all(not a.colliderect(b) for k, a in enumerate(cells) for b in cells[k + 1:]), (legend, size)


def parts(table):
    """[(name, rect)] of everything the table lays out, but for the chips."""
    shape = table.layout
    result = [("title", shape.title), ("stacks", shape.stacks), ("back", shape.back),
              ("actions", shape.action_bar), ("words", shape.text_block())]
    result += [(f"panel {seat}", place.panel) for seat, place in shape.places.items()]
    result += [(f"row {k}", pygame.Rect(rect.left, rect.top - layout.LIFT, rect.width, rect.height + layout.LIFT + 4))
               for k, rect in enumerate(table.row_rects())]          # lifted under the pointer; its shadow
    return result


@pytest.mark.parametrize("window", WINDOWS + [(1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("card_size", ["small", "normal", "large"])
def test_everything_lies_inside_the_screen_and_nothing_over_anything_else(card_size, players, window):
    app = window_app(window, card_size=card_size)
    table = table_at_round(app, players, 5)
    screen = pygame.Rect((0, 0), app.logical_size())
    laid = parts(table)
    for name, rect in laid:
        assert screen.contains(rect), (name, rect, screen)
    for k, (name, rect) in enumerate(laid):
        for other, other_rect in laid[k + 1:]:
            assert not rect.colliderect(other_rect), (name, rect, other, other_rect)
    for seat, place in table.layout.places.items():
        covered = table.state.cards[seat][1:-1]
        pieces = [place.card, place.text] + place.chip_rects(layout.MOST_CHIPS)
        assert len(covered) <= layout.MOST_CHIPS
        for k, piece in enumerate(pieces):
            assert place.panel.contains(piece), (seat, k, piece, place.panel)
            assert all(not piece.colliderect(other) for other in pieces[k + 1:]), (seat, k, piece)


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_rules_left_neighbour_sits_on_the_screens_left_and_play_goes_round_clockwise(players, window):
    size = window_app(window).fill_size()
    for viewer in range(players):
        rects = layout.seat_rects(viewer, players, size)
        left, right = (viewer + 1) % players, (viewer - 1) % players
        assert rects[left].centerx < rects[right].centerx
        assert rects[viewer].bottom == max(r.bottom for r in rects.values())
        # clockwise from the person at the bottom: up the left, across the top, down the right
        centre = pygame.Rect((0, 0), size).center
        angles = []
        for k in range(1, players):
            x, y = rects[(viewer + k) % players].center
            angles.append(math.degrees(math.atan2(-(x - centre[0]), y - centre[1])) % 360)
        assert angles == sorted(angles) and len(set(angles)) == len(angles), angles


@pytest.mark.parametrize("window", WINDOWS + [(1280, 720)])
@pytest.mark.parametrize("players", [3, 6])
def test_the_rounds_end_fills_the_window_and_nothing_lies_over_anything_else(players, window):
    app = window_app(window, card_size="large")
    table = table_at_round(app, players, 2)
    removed = list(range(7, 7 + players + 3))             # a whole row left at the round's end (K7)
    summary = RoundSummary(app, table, 1, [0] * players, removed)
    summary.auto = True                               # its countdown drawn too
    app.push(summary)
    app.frame(0, [])
    assert app.fills_window() and app.viewport().size == window
    screen = pygame.Rect((0, 0), app.logical_size())
    assert screen.contains(summary.box)
    names = [name for name, _rect in summary.drawn]
    assert [f"player {k}" for k in range(players)] == [n for n in names if n.startswith("player")]
    assert "removed 0" in names and "continue" in names and "countdown" in names
    assert sum(name.startswith("removed") for name in names) == len(summary.removed)    # every one shown
    for k, (name, rect) in enumerate(summary.drawn):
        assert summary.box.contains(rect), (name, rect, summary.box)
        for other, other_rect in summary.drawn[k + 1:]:
            assert not rect.colliderect(other_rect), (name, rect, other, other_rect)


def test_portrait_uses_the_whole_height_and_landscape_the_whole_width():
    for window in WINDOWS:
        app = window_app(window)
        table = table_at_round(app, 6, 2)
        width, height = app.logical_size()
        panels = table.layout.seat_rects().values()
        assert max(r.bottom for r in panels) >= height - 10
        assert min(r.left for r in panels) <= 16 and max(r.right for r in panels) >= width - 16


def drawn_sizes(app, table, monkeypatch):
    """{card size} the table draws in a frame, the card shown whole included."""
    sizes = set()
    real_face = card_sprites.card_face

    def face(card, width, height, *aids):
        sizes.add((width, height))
        return real_face(card, width, height, *aids)
    monkeypatch.setattr("scenes.kings.drawing.card_face", face)
    table.pinned = (table.state.row[0], table.state.turn)
    app.frame(0, [])
    return sizes


@pytest.mark.parametrize("window", WINDOWS)
def test_the_card_size_setting_changes_the_cards_drawn(window, monkeypatch):
    drawn = {}
    for card_size in ("small", "normal", "large"):
        app = window_app(window, card_size=card_size)
        table = table_at_round(app, 3, 2)
        drawn[card_size] = (table.row_rects()[0].size, table.layout.detail_card,
                            drawn_sizes(app, table, monkeypatch))
    small, normal, large = (drawn[k] for k in ("small", "normal", "large"))
    assert small[0][1] < normal[0][1] < large[0][1]          # the row's cards
    assert small[1][1] < normal[1][1] < large[1][1]          # the card shown whole
    assert large[1] in large[2] and normal[1] in normal[2]


def test_the_card_size_is_followed_at_once_when_changed_in_settings():
    app = window_app((800, 1000))
    table = table_at_round(app, 3, 2)
    before = table.row_rects()[0].height
    app.settings.card_size = "large"
    app.frame(0, [])
    assert table.row_rects()[0].height > before


def face_pixels(card, size, **aids):
    return pygame.image.tobytes(card_sprites.card_face(card, *size, aids.get("symbols", False),
                                                       aids.get("patterned", False)), "RGBA")


def test_the_colour_blind_aids_change_every_coloured_face_and_a_kings_middle():
    pygame.font.init()
    king = next(n for n in range(7, 111) if TYPE[n] == "king" and KING_RULES[n] == "red")
    for card in range(7, 111):                            # every type but the castles has a colour
        plain = face_pixels(card, (118, 150))
        assert face_pixels(card, (118, 150), patterned=True) != plain, card
        if TYPE[card] != "legend":                        # a legend's face is its scroll, whole
            assert face_pixels(card, (118, 150), symbols=True) != plain, card
    plain_chip = pygame.image.tobytes(card_sprites.chip(king, 52, 30), "RGBA")
    assert pygame.image.tobytes(card_sprites.chip(king, 52, 30, None, False, True), "RGBA") != plain_chip


def test_each_colour_has_its_own_pattern_and_its_own_picture():
    assert len(set(card_sprites.PATTERN_OF_COLOUR.values())) == 5
    assert set(card_sprites.TYPE_OF_COLOUR) == set(card_sprites.PATTERN_OF_COLOUR)
    assert len(set(card_sprites.TYPE_OF_COLOUR.values())) == 5


def test_the_table_draws_the_aids_chosen_in_settings(monkeypatch):
    asked = []
    real_face = card_sprites.card_face

    def face(card, width, height, *aids):
        asked.append(tuple(aids))
        return real_face(card, width, height, *aids)
    monkeypatch.setattr("scenes.kings.drawing.card_face", face)
    app = window_app((960, 540))
    table = table_at_round(app, 3, 2)
    asked.clear()
    app.frame(0, [])
    assert set(asked) == {(False, False)}
    app.settings.large_symbols = app.settings.patterned_backs = True
    asked.clear()
    app.frame(0, [])
    assert set(asked) == {(True, True)}
    plain = pygame.Surface(app.logical_size())
    table.app.settings.large_symbols = table.app.settings.patterned_backs = False
    table.draw(plain)
    aided = pygame.Surface(app.logical_size())
    table.app.settings.large_symbols = table.app.settings.patterned_backs = True
    table.draw(aided)
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(aided, "RGB")


def test_settings_offer_the_card_size_and_the_aids_at_the_kings_table():
    from scenes.settings_scene import SettingsScene
    app = window_app((1280, 720))
    table = table_at_round(app, 3, 1)
    app.push(SettingsScene(app))
    app.frame(0, [])
    names = {row.name for row in app.top.rows}
    assert {"card_size", "large_symbols", "patterned_backs"} <= names
    assert "open_information" not in names               # Figaro's own: nothing to open at this table
    assert table in app.scenes


@pytest.mark.parametrize("size", [(1280, 720), (720, 900)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hints_words_fit_the_lines_under_the_status_on_either_screen(language, size):
    from game.kings import GameState
    from scenes.base import wrap
    from scenes.kings.story import hint_reason
    from scenes.kings.words import tr
    pygame.font.init()
    set_language(language)
    for seed in range(3):
        state = GameState.new(6 - seed, seed=seed)
        shape = layout.TableLayout(size, state.players, 0)
        rng = random.Random(seed)
        for _ in bounded(200):
            if state.finished:
                break
            view = state.view(state.turn)
            for move in state.legal_moves():
                words = tr("Hint: {reason}").format(reason=hint_reason(view, move.card))
                assert len(wrap(words, 16, shape.text_width, True)) <= shape.message_rows, words
            state.apply(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_long_log_under_the_status_shows_its_newest_words_and_wraps_only_them(language, monkeypatch):
    # At a round's end dozens of lines come at once; the few rows under the status show
    # the newest words, "… " before them, and only the newest lines are wrapped for it
    # (the whole log wrapped in the frame a round ends made that frame slow).
    import scenes.kings.table as table_module
    set_language(language)
    app = window_app((960, 540))
    table = table_at_round(app, 6, 3)
    table.since = 0                                   # every line of the game so far
    whole = " ".join(table.lines)
    assert len(table.lines) > 40
    wrapped = []
    real_lines = table_module.lines
    monkeypatch.setattr(table_module, "lines", lambda message, *args, **kwargs: (
        wrapped.append(message), real_lines(message, *args, **kwargs))[1])
    rows, kind = table.message_rows()
    assert kind == "log"
    assert 0 < len(rows) <= table.layout.message_rows
    assert rows[0].startswith("… ")
    assert whole.endswith(" ".join(rows)[len("… "):])
    newest = " ".join(rows)[len("… "):]               # whole lines, never the middle of one
    assert any(newest == " ".join(table.lines[k:]) for k in range(len(table.lines))), rows
    assert max(map(len, wrapped)) < len(whole) / 4
    table.since = len(table.lines) - 1                # one short line: all of it, no "…"
    assert table.message_rows() == (real_lines(table.lines[-1], 16, table.layout.text_width), "log")


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("players", [3, 6])
def test_a_seats_panel_kept_from_frame_to_frame_is_the_one_drawn_afresh(players, window):
    # The table keeps each seat's panel until what it shows changes; whatever happens
    # (cards taken, a card pointed at, the language), the kept panel must be the very
    # pixels of the panel drawn afresh. Each change comes alone, the turn kept.
    import dataclasses
    from scenes.kings.drawing import draw_seat
    from scenes.kings.table import FELT
    app = window_app(window)
    table = table_at_round(app, players, 1)
    rng = random.Random(players)
    size = app.logical_size()

    def same(view, why):
        for seat, place in table.layout.places.items():
            kept, fresh = pygame.Surface(size), pygame.Surface(size)
            kept.fill(FELT)
            fresh.fill(FELT)
            draw_seat(kept, table, view, seat, place, FELT)
            draw_seat(fresh, table, view, seat, place)
            assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), (why, seat)
    before = table.view()
    for step in bounded(400):
        if table.state.finished:
            break
        view = table.view()
        same(before, step)
        same(dataclasses.replace(view, turn=before.turn), ("cards", step))    # new cards, the same turn
        same(view, ("move", step))
        seat = step % players
        table.pinned = (view.cards[seat][-1], seat)
        same(view, ("pointed at", step))
        table.pinned = None
        if step % 10 == 5:
            set_language("fr" if step % 20 == 5 else "en")
            same(view, ("language", step))
        before = view
        table.apply(rng.choice(table.state.legal_moves()))
        while app.top is not table:
            app.pop()


@pytest.mark.parametrize("size", [(69, 88), (86, 120), (118, 150)])
def test_a_cards_player_count_mark_shows_at_every_size_the_table_draws(size, monkeypatch):
    """The 3+/4+ marks stand on the row's cards at 800×1000 too (small cards: in the corner)."""
    from game.kings.cards import MARK
    pygame.display.init()
    pygame.font.init()
    marked = next(c for c in range(1, len(MARK)) if MARK[c] and TYPE[c] == "hero")
    card_sprites.card_face.cache_clear()
    with_mark = pygame.image.tobytes(card_sprites.card_face(marked, *size), "RGBA")
    monkeypatch.setattr(card_sprites, "MARK", {**dict(enumerate(MARK)), marked: None})
    card_sprites.card_face.cache_clear()
    without = card_sprites.card_face(marked, *size)
    assert pygame.image.tobytes(without, "RGBA") != with_mark
    card_sprites.card_face.cache_clear()
