"""Kings & Creatures drawn and read: every card recognisable and whole at every
size the table lays them out at, covered cards shown whole, the round's end and
the final score sheet. Headless, fed real pygame events. The table at every
shape of window (text, places, the rules' left on the screen's left) and the
card size and colour-blind settings: test_window_shapes.py."""

import json
import os
import random

import pygame
import pytest

from app.i18n import set_language
from game.kings.cards import LEGENDS, NEEDS, TYPE
from scenes.kings import KingsTable, RoundSummary
from scenes.score_sheet import ScoreSheet
from scenes.kings import layout
from sprites.kings import cards as card_sprites
from sprites.kings.emblems import SPECIES_SHAPES, emblem
from tests.bounds import bounded
from tests.kings.tables import six_random_players_to_the_end
from tests.scene_driver import click, frames, make_app, motion

def laid_out_card_sizes():
    """Every card size the table lays out: shown whole, in the row, a seat's top
    card (and removed at a round's end), at every shape, player count and card size."""
    sizes = {layout.SEAT_CARD}
    for screen in [(1280, 720), (720, 900), (1280, 900), (720, 1200)]:
        for players in range(2, 7):
            for scale in (0.85, 1.0, 1.2):
                shape = layout.TableLayout(screen, players, 0, scale)
                sizes |= {shape.row_card, shape.detail_card} | {p.card.size for p in shape.places.values()}
    return sorted(sizes)


CARD_SIZES = laid_out_card_sizes()


def key(app, name, mod=0):
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode="")])


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))
    yield tmp_path
    set_language("en")


@pytest.mark.parametrize("size", CARD_SIZES)
def test_every_legend_shows_every_requirement_at_every_size(size):
    pygame.font.init()
    for card in LEGENDS:
        cells = card_sprites.legend_cells(card, *size)
        assert len(cells) == len(NEEDS[card])
        for cell, icon, digits in cells:
            assert icon >= 10 and digits >= card_sprites.MIN_TEXT
        rects = [cell for cell, _i, _d in cells]
        for k, rect in enumerate(rects):                        # inside the card, none on another
            assert pygame.Rect(0, 0, *size).contains(rect)
            assert all(not rect.colliderect(other) for other in rects[k + 1:])
        card_sprites.card_face(card, *size)


def test_every_card_is_drawn_at_every_size():
    pygame.font.init()
    for card in range(1, 111):
        for size in CARD_SIZES:
            face = card_sprites.card_face(card, *size)
            assert face.get_size() == size
        assert card_sprites.chip(card, *layout.CHIP).get_size() == layout.CHIP


def test_the_six_species_differ_in_shape_not_only_colour():
    masks = {s: pygame.mask.from_surface(emblem(s, 80), 100) for s in SPECIES_SHAPES}
    for i, a in enumerate(SPECIES_SHAPES):
        for b in SPECIES_SHAPES[i + 1:]:
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            union = masks[a].count() + masks[b].count() - overlap
            assert overlap / union < 0.75, (a, b)


def record_font_sizes(monkeypatch):
    """Every font size asked for from now on, by the text, the table's lettering
    and the cards, in a list that grows as they draw."""
    import scenes.base
    import scenes.kings.lettering
    import sprites.text
    sizes = []
    real_font = sprites.text.font

    def recording(size, bold=False):
        sizes.append(size)
        return real_font(size, bold)
    for module in (sprites.text, scenes.base, scenes.kings.lettering, card_sprites):
        monkeypatch.setattr(module, "font", recording)
    monkeypatch.setattr(scenes.kings.lettering, "_line_cache", {})
    return sizes


def play_to_round(app, table, round_, rng):
    for _ in bounded(5000):
        if isinstance(app.top, RoundSummary):
            key(app, pygame.K_RETURN)
        elif table.state.round >= round_ and table.my_turn():
            return
        elif table.my_turn():
            table.take(rng.choice(table.state.row))
        else:
            frames(app, 1)
    raise AssertionError("not reached")


def test_hovering_a_covered_card_shows_it_whole_and_tab_and_a_click_pin_it():
    app = make_app()
    table = KingsTable(app, ["human", "medium", "medium"], seed=4, first_player=0)
    app.push(table)
    play_to_round(app, table, 2, random.Random(4))
    chips = [(c, s, r) for c, s, r in table.held_rects() if r.size == layout.CHIP]
    card, seat, rect = chips[0]
    frames(app, 1, [motion(rect.center)])
    assert table.inspected_card() == (card, seat)
    frames(app, 1, [motion((640, 700))])
    assert table.inspected_card() is None
    click(app, rect.center)
    assert table.pinned == (card, seat)
    frames(app, 1, [motion((640, 700))])
    assert table.inspected_card() == (card, seat)           # clicked: stays while the pointer moves on
    key(app, pygame.K_ESCAPE)
    assert table.pinned is None and app.top is table       # Esc puts the card away, the table stays
    key(app, pygame.K_TAB)
    assert table.pinned == table.inspectable()[0]
    key(app, pygame.K_TAB)
    assert table.pinned == table.inspectable()[1]


def test_a_legend_shows_its_progress_and_a_king_each_side_against_its_neighbour():
    from game.kings.cards import KING_RULES
    from scenes.kings.details import card_details
    from tests.kings.positions import make
    king = next(n for n in range(7, 111) if TYPE[n] == "king" and KING_RULES[n] == "red")
    legend = next(n for n in LEGENDS if NEEDS[n] == (("hero", 1), ("treasure", 1)))
    hero = next(n for n in range(7, 111) if TYPE[n] == "hero")
    game = make(3, [[1, king, legend, hero], [2], [3]], taken=[0, 0, 0])
    view = game.view(0)
    title, rows = card_details(view, legend, 0, ["Ann", "Ben", "Cleo"])
    assert title == f"Legend {legend}" and rows[-1] == "Ann still lacks 1 treasure."
    title, rows = card_details(view, king, 0, ["Ann", "Ben", "Cleo"])
    assert rows[0] == "Rules red: counts hero cards."
    assert rows[1].startswith("Left (") and "against Ben: 1 to 0, scores" in rows[1]
    assert rows[2].startswith("Right (") and "against Cleo: 1 to 0, scores" in rows[2]


def test_a_round_end_waits_for_the_person_and_a_computer_table_goes_on(home):
    app = make_app()
    table = KingsTable(app, ["human", "medium", "medium"], seed=7, first_player=0)
    app.push(table)
    rng = random.Random(7)
    for _ in bounded(3000):
        if isinstance(app.top, RoundSummary):
            break
        if table.my_turn():
            table.take(rng.choice(table.state.row))
        else:
            frames(app, 1)
    summary = app.top
    assert isinstance(summary, RoundSummary) and summary.round_number == 1
    moves = len(table.session.record.moves)
    frames(app, 300)                                        # five seconds: nothing moves on
    assert app.top is summary and len(table.session.record.moves) == moves
    assert summary.rows()[0][4] == table.state.honour[0][0]
    key(app, pygame.K_RETURN)
    assert app.top is table
    computers = make_app()
    alone = KingsTable(computers, ["easy", "easy", "easy"], seed=7)
    computers.push(alone)
    for _ in bounded(3000):
        if alone.state.round == 2:
            break
        frames(computers, 1)
    assert alone.state.round == 2                           # the summary went on by itself


def test_ctrl_s_saves_a_record_that_replays_at_the_table_and_on_the_score_sheet(home):
    from app import storage
    from game.kings import load_record_text
    app = make_app()
    table = KingsTable(app, ["human", "random"], seed=3, first_player=0)
    app.push(table)
    table.take(table.state.row[0])
    frames(app, 1)
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    folder = os.path.join(storage.data_dir(), "records")
    files = os.listdir(folder)
    assert len(files) == 1 and files[0].startswith("kings-")
    with open(os.path.join(folder, files[0]), encoding="utf-8") as source:
        record = load_record_text(source.read())
    assert json.dumps(record.to_json()) == json.dumps(table.session.record.to_json())
    play_to_the_score_sheet(app, table, random.Random(3))
    sheet = app.top
    assert isinstance(sheet, ScoreSheet)
    for name in os.listdir(folder):
        os.remove(os.path.join(folder, name))
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    assert len(os.listdir(folder)) == 1
    key(app, pygame.K_RETURN)                               # Enter deals no new game
    key(app, pygame.K_KP_ENTER)
    assert app.top is sheet and table.state.finished
    key(app, pygame.K_l)
    assert type(app.top).__name__ == "LogScene"


def test_the_score_sheet_gives_every_type_with_its_reasons():
    from scenes.kings.score_sheet import sheet_lines
    app = make_app()
    table = KingsTable(app, ["random"] * 4, seed=11)
    app.push(table)
    rng = random.Random(11)
    while not table.state.finished:
        table.apply(rng.choice(table.state.legal_moves()))
    table.motion.finish()                            # the last cards land: the score sheet comes up
    state = table.state
    for seat in range(4):
        lines = sheet_lines(state, seat, table.names())
        assert {"treasures", "creatures", "kings", "legends", "heroes"} <= {part for part, _v, _w in lines}
        heroes = {part: words for part, _v, words in lines}["heroes"]
        assert heroes.endswith(f"= {sum(state.honour[seat])}")
        assert sum(int(value) for _p, value, _w in lines) == state.breakdown()[seat]["total"]
    assert isinstance(app.top, RoundSummary) and app.top.round_number == 5   # the last round's heroes first
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ScoreSheet)
    frames(app, 1)
    click(app, app.top.buttons[1].rect.center)              # see the table; a click brings the sheet back
    assert app.top.hidden
    frames(app, 1)
    click(app, (640, 360))
    assert not app.top.hidden


@pytest.mark.parametrize("language, one, several", [("nl", "er ontbrak 1 ", "er ontbraken 5 "),
                                                     ("it", "mancava 1 ", "mancavano 5 ")])
def test_a_legends_missing_cards_agree_with_their_count_on_the_score_sheet(language, one, several):
    from scenes.kings.score_sheet import sheet_lines
    from tests.kings.positions import make
    hero = [n for n in range(7, 111) if TYPE[n] == "hero"]
    game = make(3, [[1, 84], [2, 11, hero[0], hero[1]], [3]])     # 84 lacks 5 hero cards, 11 lacks 1
    set_language(language)
    try:
        lacking = [words for seat in (0, 1) for part, _v, words in sheet_lines(game, seat, game.names)
                   if part == "legends"]
    finally:
        set_language("en")
    assert several in lacking[0] and one in lacking[1], lacking


def test_a_kings_chip_marks_the_sides_that_score_now():
    from game.kings.cards import KING_RULES
    from scenes.kings.drawing import chip_state
    from tests.kings.positions import make
    king = next(n for n in range(7, 111) if TYPE[n] == "king" and KING_RULES[n] == "red")
    heroes = [n for n in range(7, 111) if TYPE[n] == "hero"]
    game = make(4, [[1, king, heroes[0]], [2, heroes[1], heroes[2]], [3], [4]])
    assert chip_state(game.view(0), 0, king) == "right"      # more than seat 3 (right), not than seat 1
    game = make(4, [[1, king, heroes[0]], [2], [3], [4]])
    assert chip_state(game.view(0), 0, king) == "both"
    legend = next(n for n in LEGENDS if NEEDS[n] == (("hero", 1), ("treasure", 1)))
    game = make(4, [[1, legend, heroes[0]], [2], [3], [4]])
    assert chip_state(game.view(0), 0, legend) == "missing"


@pytest.mark.parametrize("size", [layout.CHIP, (60, 36), (80, 40)])
def test_a_chips_number_never_lies_over_its_type_picture(size):
    pygame.font.init()
    for card in range(1, 111):
        icon, number = card_sprites.chip_layout(card, *size)
        whole = pygame.Rect(0, 0, *size)
        assert whole.contains(icon) and whole.contains(number), (card, icon, number)
        assert not icon.colliderect(number), (card, icon, number)
        assert icon.width >= 12 and number.height >= card_sprites.MIN_TEXT, (card, icon, number)


def finished_table(app, seed=3):
    table = KingsTable(app, ["human", "random"], seed=seed, first_player=0)
    app.push(table)
    return play_to_the_score_sheet(app, table, random.Random(seed))


def play_to_the_score_sheet(app, table, rng):
    """Play the person's seat with random cards, Enter at each round's end, until the
    score sheet is up; the table."""
    for _ in bounded(3000):
        if isinstance(app.top, ScoreSheet):
            return table
        if isinstance(app.top, RoundSummary):
            key(app, pygame.K_RETURN)
        elif table.my_turn():
            table.take(rng.choice(table.state.row))
        else:
            frames(app, 1)
    raise AssertionError("the game did not end")


def test_arrows_choose_a_card_of_the_row_and_enter_takes_it():
    app = make_app()
    table = KingsTable(app, ["human", "medium", "medium"], seed=4, first_player=0)
    app.push(table)
    assert table.my_turn()
    row = list(table.state.row)
    key(app, pygame.K_RIGHT)
    assert table.hover == row[0]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert table.hover == row[1]
    moves = len(table.session.record.moves)
    key(app, pygame.K_RETURN)
    assert len(table.session.record.moves) == moves + 1
    assert table.state.cards[0][-1] == row[1]


def test_enter_takes_the_hinted_card_even_with_the_pointer_resting_on_another():
    app = make_app()
    table = KingsTable(app, ["human", "medium", "medium"], seed=4, first_player=0)
    app.push(table)
    key(app, pygame.K_h)
    for _ in bounded(2000):
        if table.hint is not None:
            break
        frames(app, 1)
    hinted = table.hint[0]
    other = next(c for c in table.state.row if c != hinted)
    frames(app, 1, [motion(table.card_rect(other).center)])
    assert table.hover == other
    key(app, pygame.K_RETURN)
    assert table.state.cards[0][-1] == hinted


def test_the_score_sheets_buttons_are_reached_with_tab_and_pressed_with_enter(home):
    app = make_app()
    table = finished_table(app)
    sheet = app.top
    key(app, pygame.K_RETURN)                               # nothing chosen: Enter deals nothing
    assert app.top is sheet
    labels = []
    for _ in range(4):
        key(app, pygame.K_TAB)
        labels.append(next(b.label for b in sheet.buttons if b.focused))
    assert labels == ["New game of Kings & Creatures", "See the table (T)", "Menu (Esc)", "Review this game (R)"]
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)                                  # "See the table"
    key(app, pygame.K_SPACE)
    assert sheet.hidden
    key(app, pygame.K_a)                                    # any key: the sheet again
    assert not sheet.hidden
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)                                  # round again to "New game"
    assert next(b.label for b in sheet.buttons if b.focused) == "New game of Kings & Creatures"
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, KingsTable) and app.top is not table and not app.top.state.finished


def test_a_whole_game_is_played_and_reviewed_with_the_keys_alone(home):
    """Every decision by keys: ← → and Enter at the row, Enter on each round's
    summary, H then Enter for the hint's card, Ctrl+Z, then on the score sheet
    L, F1, Ctrl+S and Tab to its buttons."""
    app = make_app()
    table = KingsTable(app, ["human", "random", "random"], seed=6, first_player=0)
    app.push(table)
    summaries = 0
    undone = False
    for _ in bounded(4000):
        if isinstance(app.top, ScoreSheet):
            break
        if isinstance(app.top, RoundSummary):
            summaries += 1
            key(app, pygame.K_RETURN)
        elif table.my_turn():
            if not undone and table.state.round == 1 and len(table.session.record.moves) > 3 \
                    and table.undo_refusal() is None:             # K22: no card refilled since
                before = len(table.session.record.moves)
                key(app, pygame.K_z, pygame.KMOD_CTRL)
                assert len(table.session.record.moves) < before
                undone = True
                continue
            key(app, pygame.K_RIGHT)
            key(app, pygame.K_RIGHT)
            chosen = table.hover
            key(app, pygame.K_RETURN)
            assert chosen in table.state.cards[0]
        else:
            frames(app, 1)
    sheet = app.top
    assert isinstance(sheet, ScoreSheet) and summaries == 5 and undone
    key(app, pygame.K_F1)
    assert type(app.top).__name__ == "RulesScene" and app.top.game == "kings"
    key(app, pygame.K_F1)
    key(app, pygame.K_l)
    assert type(app.top).__name__ == "LogScene"
    key(app, pygame.K_ESCAPE)
    assert app.top is sheet
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)                               # "Menu": back to the start
    assert table not in app.scenes


@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_the_score_sheet_has_no_text_under_12_px_at_800_by_1000(language, monkeypatch):
    import scenes.base
    sizes = record_font_sizes(monkeypatch)
    monkeypatch.setattr(scenes.base, "_text_cache", {})
    set_language(language)
    app = make_app()
    six_random_players_to_the_end(app)
    sheet = app.top
    assert isinstance(sheet, ScoreSheet)
    surface = pygame.Surface((720, 900))                    # an 800x1000 window's logical screen (App.fill_size)
    sizes.clear()
    for seat in range(6):
        sheet.selected = seat
        sheet.draw(surface)
    sheet.hidden = True
    sheet.draw(surface)
    assert sizes and min(sizes) * 800 / 720 >= 12, sorted(set(sizes))[:5]
