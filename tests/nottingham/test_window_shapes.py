"""Nottingham's table fills the window at any shape: at 960 x 540 and 800 x 1000,
with 3 and 7 players, in every language, every text is at least 12 window pixels
high, every seat draws all its labels whole, and nothing leaves the screen or lies
over something else; its overlays too. The card size and the colour-blind aids
change what is drawn, and Settings offer them at this table."""

import random

import pygame
import pytest

from app.i18n import set_language
from app.settings import Settings
from game.nottingham.state import GameState
from scenes.app import App
from scenes.nottingham import NottinghamTable
from scenes.nottingham.dialogs import LeaveDialog
from scenes.score_sheet import ScoreSheet
from tests.fonts import record_font_sizes
from sprites.text import font
from tests.scene_driver import make_app
from scenes.base import wrap

WINDOWS = [(960, 540), (800, 1000)]
LABELS = {"who", "hand", "ambush", "points", "pile"}


def app_in_window(size, **settings):
    make_app()                                   # pygame and its display started
    return App(pygame.Surface(size), Settings(speed="demo", **settings))


def positions(players, count=6, seed=3):
    """``count`` positions of one random game, from its start to its end, each with
    a person's decision at seat 0 where one comes."""
    state = GameState.new(players, seed=seed)
    rng = random.Random(seed)
    seen = [state.copy()]
    while not state.finished:
        state.apply(rng.choice(state.legal_moves()))
        if state.turn == 0 and not state.finished and rng.random() < 0.3:
            seen.append(state.copy())
    step = max(1, len(seen) // count)
    return seen[::step][:count] + [state.copy()]


def seat_words(table, seat):
    """What a seat's counts read, in the player's language: {label: words}."""
    from scenes.nottingham.words import tr
    view = table.view()
    done = sum(1 for _task, seats in view.tasks if seat in seats)
    return {"hand": tr("hand {n}").format(n=view.hand_sizes[seat]),
            "ambush": tr("ambush {n}").format(n=view.ambush_counts[seat]),
            "points": tr("{points} points").format(points=view.scores[seat]),
            "pile": tr("pile {n} · tasks {k}").format(n=sum(view.victory[seat]), k=done)}


def table_at(app, state):
    players = state.players
    table = NottinghamTable(app, [None] + ["medium"] * (players - 1), state=state)
    app.scenes = [table]
    return table


def scale_of(app, window):
    width, height = app.fill_size()
    return min(window[0] / width, window[1] / height)


@pytest.fixture
def language():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("players", [3, 7])
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_every_text_is_12_px_and_every_seat_label_drawn(window, players, words, language, monkeypatch):
    language(words)
    app = app_in_window(window)
    surface = pygame.Surface(app.fill_size())
    sizes = record_font_sizes(monkeypatch)
    for state in positions(players):
        table = table_at(app, state)
        table.draw(surface)
        for seat, rect in enumerate(table.seat_rects()):
            drawn = table.drawn_labels[seat]
            assert {kind for kind, _words, _rect in drawn} == LABELS, (words, window, seat, drawn)
            for kind, line, box in drawn:
                assert not line.endswith("…"), (words, window, kind, line)          # whole, not cut
                assert rect.contains(box), (words, window, seat, kind, box, rect)
            shown = {kind: " ".join(line for k, line, _box in drawn if k == kind) for kind in LABELS}
            for kind, line in seat_words(table, seat).items():
                assert shown[kind].replace(" · ", " ") == line.replace(" · ", " "), (words, window, seat, shown[kind])
        for overlay in (LeaveDialog(app, table), ScoreSheet(app, table) if state.finished else None):
            if overlay is not None:
                overlay.draw(surface)
    scale = scale_of(app, window)
    assert sizes and min(sizes) * scale >= 12, (words, window, sorted(set(sizes)), scale)


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_no_word_is_cut_with_seven_players(window, words, language, monkeypatch):
    """The seats, the stage (offers, the caption of the card shown), the task rows,
    the decision's buttons and every card's lettering: a word that does not fit is
    wrapped, shortened or left off, never cut with an ellipsis."""
    import sprites.nottingham.ink as ink
    from sprites.nottingham.cards import _object_card
    _object_card.cache_clear()                  # each card's lettering fitted again
    language(words)
    app = app_in_window(window)
    surface = pygame.Surface(app.fill_size())
    cut = []
    for state in positions(7, count=30):
        table = table_at(app, state)
        monkeypatch.setattr(ink, "cuts", [])
        table.draw(surface)
        cut += ink.cuts
    assert not cut, (words, window, sorted(set(cut)))


def with_hint(table, move=None):
    """The table with a hint shown on the person's decision (its first legal move)."""
    from scenes.nottingham.hints import hint_words
    move = move or table.state.legal_moves()[0]
    table.hint = (move, *hint_words(table.view(), move, table.names))
    return table


def decisions(players, phases, seeds=range(3, 40)):
    """A position of each of ``phases`` with the decision at seat 0: {phase: state}."""
    found = {}
    for seed in seeds:
        state = GameState.new(players, seed=seed)
        rng = random.Random(seed)
        while not state.finished and len(found) < len(phases):
            if state.turn == 0 and state.phase in phases and state.phase not in found:
                found[state.phase] = state.copy()
            state.apply(rng.choice(state.legal_moves()))
    return found


PHASES = ("choose", "defend", "take", "ambush", "offer", "accept", "cash", "spring", "discard")


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_the_status_line_and_the_hint_cut_no_word(window, words, language, monkeypatch):
    """Every decision's status line and its hint, whole: wrapped, never cut."""
    import sprites.nottingham.ink as ink
    language(words)
    app = app_in_window(window)
    surface = pygame.Surface(app.fill_size())
    cut = []
    for players in (3, 7):
        for state in decisions(players, PHASES).values():
            for hinted in (False, True):
                table = with_hint(table_at(app, state)) if hinted else table_at(app, state)
                monkeypatch.setattr(ink, "cuts", [])
                table.draw(surface)
                cut += ink.cuts
    assert not cut, (words, window, sorted(set(cut)))


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_the_stages_cards_stand_clear_of_its_lines_and_the_hint(window, words, language):
    """The card shown, the cards to take or keep and the hint's box stand inside
    the stage (or the empty row of buttons), the cards above the hint and the lines
    under them, none so small that it cannot be read."""
    language(words)
    app = app_in_window(window)
    surface = pygame.Surface(app.fill_size())
    for players in (3, 7):
        for phase, state in decisions(players, ("take", "ambush", "spring", "choose")).items():
            for hinted in (False, True):
                table = with_hint(table_at(app, state)) if hinted else table_at(app, state)
                table.draw(surface)
                layout = table.layout
                assert layout.stage.contains(layout.card_shown), (words, players, phase, layout.card_shown)
                cards = list(table.take_rects().values()) + list(table.peek_rects().values())
                foot = layout.stage_area.bottom - table.stage_foot()
                for rect in cards:
                    assert layout.stage.contains(rect) and rect.height >= 64, (words, players, phase, rect)
                    assert rect.bottom <= foot, (words, players, phase, rect, foot)
                heading = table.cards_title()           # the French ambush's took three lines over the cards
                if cards and heading and not table.short_stage():
                    area = layout.stage_area
                    under = area.top + 22 * len(wrap(heading, 18, area.width, True))
                    assert min(rect.top for rect in cards) >= under, (words, window, players, phase, heading)
                if hinted:
                    box, _lines = table.hint_box()
                    others = cards + [layout.tasks, layout.hand_title, layout.card_shown] + layout.hand + [
                        button.rect for button in table.buttons]
                    assert not any(box.colliderect(rect) for rect in others), (words, players, phase, box)
                    assert layout.stage.contains(box) or not table.buttons, (words, players, phase, box)


@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_the_rules_pages_little_cards_cut_no_word(words, language, monkeypatch):
    import sprites.nottingham.ink as ink
    from scenes.rules_scene import nottingham_picture
    from sprites.nottingham.cards import _object_card
    _object_card.cache_clear()
    language(words)
    make_app()
    monkeypatch.setattr(ink, "cuts", [])
    for number in range(5):
        nottingham_picture(number)
    assert not ink.cuts, (words, ink.cuts)


def parts(table):
    """The table's parts that must not overlap: (name, rect)."""
    layout = table.layout
    hand = layout.hand[0].unionall(layout.hand[1:])
    named = [(f"seat {k}", rect) for k, rect in enumerate(layout.seats)]
    named += [("track", layout.left), ("stage", layout.stage), ("tasks", layout.tasks),
              ("buttons", layout.buttons), ("hand title", layout.hand_title), ("hand", hand),
              ("back", table.back_button.rect), ("status", layout.status)]
    if layout.portrait:             # beside Back; in landscape it lies in the track's panel
        named.append(("actions", layout.actions))
    else:
        assert layout.left.contains(layout.actions)
    return named


@pytest.mark.parametrize("window", WINDOWS + [(1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("card_size", ["small", "normal", "large"])
def test_nothing_overlaps_or_leaves_the_screen(window, players, card_size, language):
    for words in ("en", "nl"):
        language(words)
        app = app_in_window(window, card_size=card_size)
        state = positions(players, count=1)[0]
        table = table_at(app, state)
        table.draw(pygame.Surface(app.fill_size()))
        screen = pygame.Rect((0, 0), app.fill_size())
        named = parts(table)
        for name, rect in named:
            assert screen.contains(rect), (words, name, rect, screen)
        for k, (name, rect) in enumerate(named):
            for other, second in named[k + 1:]:
                assert not rect.colliderect(second), (words, window, players, name, rect, other, second)
        for rect in table.layout.task_rects.values():
            assert table.layout.tasks.contains(rect)
        for rect in list(table.take_rects().values()) + list(table.peek_rects().values()):
            assert table.layout.stage.contains(rect)
        hand = table.layout.hand
        assert all(not a.colliderect(b) for a, b in zip(hand, hand[1:]))


@pytest.mark.parametrize("window", WINDOWS)
def test_the_overlays_fit_the_window(window, language):
    app = app_in_window(window)
    state = positions(7, count=1)[-1]           # the end of the game
    table = table_at(app, state)
    screen = pygame.Rect((0, 0), app.fill_size())
    for overlay in (LeaveDialog(app, table), ScoreSheet(app, table)):
        overlay.draw(pygame.Surface(screen.size))
        rects = [button.rect for button in overlay.buttons]
        assert all(screen.contains(rect) for rect in rects), (type(overlay).__name__, rects)
        assert all(not a.colliderect(b) for a, b in zip(rects, rects[1:]))


def test_the_table_lays_out_on_the_window_shape():
    app = app_in_window((800, 1000))
    table = table_at(app, positions(7, count=1)[0])
    app.frame(1 / 60, [])
    assert app.fills_window() and app.screen.get_size() == (720, 900)
    assert table.layout.portrait and table.layout.size == (720, 900)
    assert max(rect.bottom for rect in table.layout.hand) > 900 - 40       # no empty band below


def hand_snapshot(app, state, window=(1280, 720)):
    table = table_at(app, state)
    surface = pygame.Surface(app.fill_size())
    table.draw(surface)
    area = table.layout.hand[0].unionall(table.layout.hand[1:])
    return table, pygame.image.tobytes(surface.subsurface(area.clip(surface.get_rect())), "RGB")


def test_card_size_changes_the_cards_drawn():
    state = positions(4, count=1)[0]
    widths = {}
    for size in ("small", "normal", "large"):
        app = app_in_window((1280, 720), card_size=size)
        table, _ = hand_snapshot(app, state)
        widths[size] = table.hand_rects()[0].width
        assert table.layout.card_shown.width >= widths[size] * 0.7
    assert widths["small"] < widths["normal"] < widths["large"]


@pytest.mark.parametrize("aid", ["patterned_backs", "large_symbols"])
def test_each_aid_changes_the_cards_drawn(aid):
    state = positions(4, count=1)[0]
    _, plain = hand_snapshot(app_in_window((1280, 720)), state)
    _, aided = hand_snapshot(app_in_window((1280, 720), **{aid: True}), state)
    assert plain != aided


def test_the_two_aids_differ_and_every_object_has_its_own():
    from sprites.nottingham.aids import PATTERNS, SYMBOLS, object_pattern, object_symbol
    assert len(set(PATTERNS)) == len(set(SYMBOLS)) == 7
    pictures = set()
    for obj in range(7):
        surface = pygame.Surface((60, 60))
        object_pattern(surface, obj, pygame.Rect(0, 0, 60, 30), (200, 120, 60))
        object_symbol(surface, obj, (30, 45), 28)
        pictures.add(pygame.image.tobytes(surface, "RGB"))
    assert len(pictures) == 7


def test_settings_offer_the_card_size_and_the_aids_at_nottingham():
    from tests.test_settings_per_game import settings_over
    names = {row.name for row in settings_over("nottingham").rows}
    assert {"card_size", "large_symbols", "patterned_backs"} <= names
    assert "open_information" not in names


@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_the_symbols_row_is_named_for_each_game(words, language):
    """"Large suit symbols" at Figaro, a symbol per object at Nottingham, per card
    type at Kings & Creatures: each named in the player's language."""
    from app.i18n import _
    from tests.test_settings_per_game import settings_over
    language(words)
    labels = {}
    for game in ("figaro", "nottingham", "kings"):
        row = next(row for row in settings_over(game).rows if row.name == "large_symbols")
        labels[game] = (_(row.label), _(row.help))
    assert labels["figaro"][0] == _("Large suit symbols")
    assert len({label for label, _help in labels.values()}) == 3, labels
    assert len({help for _label, help in labels.values()}) == 3, labels
    if words != "en":
        assert labels["nottingham"][0] != "Large object symbols" and labels["kings"][0] != "Large card-type symbols"


@pytest.mark.parametrize("window", WINDOWS + [(1280, 720)])
def test_a_refusal_stands_clear_of_the_hint(window, language):
    """A refusal ("Choose the cards first.") and the hint's box, both shown: the
    refusal stands above the box, whole, inside the stage."""
    import sprites.nottingham.ink as ink
    language("fr")
    app = app_in_window(window)
    surface = pygame.Surface(app.fill_size())
    for phase, state in decisions(5, ("offer", "cash", "take", "choose")).items():
        table = with_hint(table_at(app, state))
        table.message, table.message_time = "Choisissez d'abord les cartes, puis proposez-les.", 2.0
        ink.cuts = []
        table.draw(surface)
        box, lines = table.message_box()
        hint, _lines = table.hint_box()
        assert not box.colliderect(hint), (phase, box, hint)
        assert table.layout.stage.contains(box) and len(lines) >= 1, (phase, box)
    ink.cuts = None


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_a_crowded_row_of_buttons_names_every_offer_and_target_whole(window, words, language):
    """Seven players: the offers to accept and the targets to act on are named
    whole ("Massimiliano", "Rifiuta tutte, tieni rame"), on two lines where they
    must, never cut to "Massimil." or "Rifiuta t."."""
    language(words)
    app = app_in_window(window)
    found = decisions(7, ("accept", "choose"))
    assert set(found) == {"accept", "choose"}
    for state in found.values():
        state.names = ["Massimiliano", "Marcellina", "Cherubino", "Bartolo", "Basilio", "Susanna", "Rosina"]
        table = table_at(app, state)
        table.draw(pygame.Surface(app.fill_size()))
        wanted = [c[2] if len(c) > 2 else c[0] for c in table.decision_buttons()]
        shown = [button.label.replace("\n", " ") for button in table.buttons]
        assert shown == wanted or shown == [c[0] for c in table.decision_buttons()], (shown, wanted)
        for button in table.buttons:
            for row in button.label.split("\n"):
                assert font(button.size, True).size(row)[0] <= button.rect.width - 16, row


def offers_turned_up(app, players):
    """A table of ``players`` where the person at seat 0 chooses among every other
    seat's offer: the log's newest line, the offers turned up, is its longest."""
    table = NottinghamTable(app, [None] + ["medium"] * (players - 1), seed=3)
    app.push(table)
    rng = random.Random(3)
    while not (table.state.phase == "accept" and table.state.turn == 0
               and sum(1 for offer in table.state.offers if offer) == players - 1):
        table.apply(rng.choice(table.state.legal_moves()))
    table.motion.finish()
    while app.top is not table:
        app.pop()
    return table


@pytest.mark.parametrize("window, players", [((960, 540), 7), ((960, 540), 6), ((800, 1000), 4)])
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_what_happened_shows_its_newest_line_whole(window, players, words, language, monkeypatch):
    """The offers of six seats turned up take five or six lines in Dutch: 'What
    happened' grows over its heading and the deck's lines to show them all, where it
    showed only the line's end ('… zilver.')."""
    import scenes.nottingham.drawing as drawing
    from tests.spoken import recording_text
    language(words)
    app = app_in_window(window)
    table = offers_turned_up(app, players)
    app.frame(0, [])
    boxes = []
    real = table.draw_log
    monkeypatch.setattr(table, "draw_log", lambda *args: boxes.append(real(*args)) or boxes[-1])
    shown = recording_text(monkeypatch, drawing)
    table.draw(pygame.Surface(app.logical_size()))
    newest = table.log[-1]
    assert boxes and table.layout.log.height > 40
    assert newest.replace(" ", "") in "".join(shown).replace(" ", ""), (newest, shown)
    assert not [line for line in shown if "\u2026" in line and "\u2026" not in newest], shown


def long_newest_line(app, players, seed=3):
    """A table of ``players`` after a move whose log line is too long for one line
    under the stage (a take of an offer, a cash and its favour…), with every seat
    but the person's a computer."""
    table = NottinghamTable(app, [None] + ["medium"] * (players - 1), seed=seed)
    app.push(table)
    app.frame(0, [])
    rng = random.Random(seed)
    for _ in range(400):
        table.apply(rng.choice(table.state.legal_moves()))
        newest = table.log[-1]
        news = table.layout.news
        if (font(15).size(newest)[0] > table.layout.stage_area.width and news
                and 14 + 18 * len(wrap(newest, 16, news.width - 32)) <= news.height - 2):
            break
    else:
        raise AssertionError("no long line in 400 moves")
    table.motion.finish()
    while app.top is not table:
        app.pop()
    return table


@pytest.mark.parametrize("players", [5, 6, 7])
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_a_portrait_window_shows_what_happened_beside_the_last_seats(players, words, language, monkeypatch):
    """At 800×1000 from five players the track's column has no room for "What
    happened": the seats' grid leaves cells free for it (but Italian at six, whose
    seats need every cell), where the newest line stands whole, clear of the seats,
    the stage, the tasks, the buttons and the hand."""
    import scenes.nottingham.drawing as drawing
    from tests.spoken import recording_text
    language(words)
    app = app_in_window((800, 1000))
    table = NottinghamTable(app, [None] + ["medium"] * (players - 1), seed=3)
    app.push(table)
    app.frame(0, [])
    layout = table.layout
    if (words, players) == ("it", 6):
        assert not layout.news
        return
    assert layout.news.width >= 160 and layout.log.height <= 40
    others = [*layout.seats, layout.left, layout.stage, layout.tasks, layout.buttons, layout.hand_title, *layout.hand]
    assert pygame.Rect((0, 0), app.logical_size()).contains(layout.news)
    assert layout.news.collidelist(others) < 0
    table = long_newest_line(app, players)
    app.frame(0, [])
    shown = recording_text(monkeypatch, drawing)
    table.draw(pygame.Surface(app.logical_size()))
    newest = table.log[-1]
    assert newest.replace(" ", "") in "".join(shown).replace(" ", ""), (newest, shown)
    assert not [line for line in shown if "\u2026" in line and "\u2026" not in newest], shown


@pytest.mark.parametrize("width, height", [(118, 150), (100, 128), (86, 112)])
def test_a_hands_count_badge_stands_clear_of_a_long_name(width, height):
    """Dutch 'halsketting' on its own line under the band: the ×2 badge goes under it."""
    from sprites.nottingham.cards import draw_object_card
    from sprites.nottingham.cards import _name_below
    make_app()
    rect = pygame.Rect(0, 0, width, height)
    plain, counted = pygame.Surface((width, height + 3)), pygame.Surface((width, height + 3))
    draw_object_card(plain, "necklace", rect, "halsketting", "verdedigen")
    draw_object_card(counted, "necklace", rect, "halsketting", "verdedigen", count=2)
    changed = [(x, y) for x in range(width) for y in range(height) if plain.get_at((x, y)) != counted.get_at((x, y))]
    badge_top = min(y for _x, y in changed)
    band = max(24, height // 5)
    assert badge_top >= band + _name_below(width, height, "halsketting")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("window", WINDOWS)
def test_the_last_moves_written_at_the_seats_leave_every_count_in_sight(window, language):
    """Each other seat's last move ("defended with a necklace") is written at its
    seat without covering its hand, ambush cards, points, pile or tasks, at 7
    players in both windows."""
    set_language(language)
    try:
        app = app_in_window(window)
        table = NottinghamTable(app, [None] + ["medium"] * 6, seed=5)
        app.push(table)
        while app.top is not table:
            app.pop()
        for seat in range(1, 7):
            table.marks.mark(seat, "defended with a necklace")
        app.frame(0, [])
        surface = pygame.Surface(app.logical_size())
        for scene in app.drawn_scenes():
            scene.draw(surface)
        assert set(table.drawn_marks) == set(range(1, 7))
        for seat, box in table.drawn_marks.items():
            assert table.layout.seats[seat].contains(box), seat
            covered = [words for kind, words, where in table.drawn_labels[seat]
                       if kind != "who" and where.colliderect(box)]
            assert not covered, (seat, covered)
    finally:
        set_language("en")


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_the_favour_limits_caption_stands_clear_of_the_sheriff_wherever_he_stands(window, words, language):
    """At 800×1000 the Sheriff's pawn at the east end of his track stood on
    'seuil des faveurs': beside him the caption takes two narrower lines. Nor does
    it touch the milestones ('limite dei favori' reached the east one)."""
    from game.nottingham.data import TRACK
    from scenes.nottingham.words import tr
    from sprites.nottingham.road import sheriff_rect, stone_rects
    language(words)
    for players in (3, 7):
        app = app_in_window(window)
        table = NottinghamTable(app, [None] + ["medium"] * (players - 1), seed=3)
        app.push(table)
        table.fit_to(app.fill_size())
        layout = table.layout
        for space in range(len(TRACK)):
            table.sheriff_shown = float(space)
            pawn = sheriff_rect(layout.track_centre, layout.track_radius, space)
            placed = table.limit_caption()
            assert " ".join(line for line, _rect in placed) == tr("favour limit")
            crossed = [line for line, rect in placed
                       if rect.colliderect(pawn) or rect.collidelist(stone_rects(layout.track_centre, layout.track_radius)) >= 0]
            assert not crossed, (words, window, players, space, pawn, placed)


def chests_offers(app, players=7):
    """A table where the person at seat 0 chooses among the chest's offers, three
    of them or more of two cards."""
    from game.nottingham.data import CHEST
    for seed in range(3, 60):
        table = NottinghamTable(app, [None] + ["medium"] * (players - 1), seed=seed)
        app.scenes = [table]
        rng = random.Random(seed)
        while not table.state.finished:
            state = table.state
            if state.phase == "accept" and state.turn == 0 and state.card == CHEST \
                    and sum(1 for offer in state.offers if offer and len(offer) == 2) >= 3:
                table.motion.finish()
                return table
            table.apply(rng.choice(state.legal_moves()))
    raise AssertionError("no chest's offers found")


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_every_chests_offer_names_its_cards_at_seven_players(window, words, language, monkeypatch):
    """At 24-px rows an offer of two cards showed two bare emblems: each card is
    named in the list of offers (the seats' names give way, 'O3'), two of a kind
    as one chip, 'pearls ×2'."""
    from itertools import groupby
    import sprites.nottingham.cards as cards
    from scenes.nottingham.words import object_name
    language(words)
    app = app_in_window(window)
    table = chests_offers(app)
    app.frame(0, [])
    listing, labels = [], []
    real_list, real_label = table.draw_offer_list, cards.label
    monkeypatch.setattr(table, "draw_offer_list", lambda *args: (listing.append(True), real_list(*args), listing.pop()))
    monkeypatch.setattr(cards, "label", lambda message, *args, **kwargs: (
        labels.append(message) if listing else None, real_label(message, *args, **kwargs))[1])
    table.draw(pygame.Surface(app.logical_size()))
    view = table.view()
    groups = [(obj, len(list(same))) for seat in range(1, 7) for obj, same in groupby(view.offers[seat] or ())]
    wanted = [f"{object_name(obj)} \u00d7{count}" if count > 1 else object_name(obj) for obj, count in groups]
    assert len(wanted) >= 6
    assert sorted(labels) == sorted(wanted), (words, window, labels, wanted)


@pytest.mark.parametrize("width", [52, 100])
def test_a_chip_of_two_cards_says_so(width, monkeypatch):
    """Two of a kind in one chip: 'pearls ×2', or '×2' beside the shape alone."""
    import sprites.nottingham.cards as cards
    make_app()
    labels = []
    real = cards.label
    monkeypatch.setattr(cards, "label", lambda message, *args, **kwargs: (labels.append(message), real(
        message, *args, **kwargs))[1])
    cards.chip(pygame.Surface((width, 21)), "pearls", pygame.Rect(0, 0, width, 21), "pearls", count=2)
    assert labels == (["pearls \u00d72"] if width == 100 else ["\u00d72"])


def every_move_line(names):
    """The line each kind of move leaves at a seat, the longest names in it."""
    from game.nottingham import Move
    from game.nottingham.data import OBJECTS, TASKS
    from scenes.nottingham.motion import move_words
    lines = [move_words(Move("act", 4), names, obj) for obj in OBJECTS if obj != "necklace"]
    lines += [move_words(move, names, "necklace", events) for move, events in [
        (Move("keep"), ()), (Move("defend", True), ()), (Move("defend", False), ()),
        (Move("take", "pearls"), [("take", 0, 4, "pearls")]), (Move("ambush", "gold-jewels"), ()),
        (Move("offer", ("pearls",)), ()), (Move("offer", ()), ()), (Move("accept", 4), ()), (Move("accept", None), ()),
        (Move("cash", ("necklace", 3)), ()), (Move("task", (TASKS[0],)), ()), (Move("spring", "gold-jewels"), ()),
        (Move("discard", "necklace"), ()), (Move("pass"), ())]]
    return lines


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_every_last_move_at_a_seat_is_written_whole_at_seven_players(window, words, language, monkeypatch):
    """At 960×540 a seat of seven is narrow: 'a déclenché une e…', 'took a card from
    Comp…'; a line too long gives way to a shorter one ('took a card')."""
    import sprites.nottingham.ink as ink
    language(words)
    app = app_in_window(window)
    table = NottinghamTable(app, [None] + ["medium"] * 6, seed=5)
    app.push(table)
    while app.top is not table:
        app.pop()
    surface = pygame.Surface(app.fill_size())
    cut = []
    for line in every_move_line(table.names):
        for seat in range(1, 7):
            table.marks.mark(seat, line)
        monkeypatch.setattr(ink, "cuts", [])
        table.draw(surface)
        cut += ink.cuts
    assert not cut, (words, window, sorted(set(cut)))


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("words", ["en", "it", "fr", "nl"])
def test_how_to_answer_is_written_whole_or_not_at_all(window, words, language, monkeypatch):
    """The words on how to answer took two lines at most, cut after them without a
    mark ('… bevestig hieronder; of'): now whole, or their first clause whole."""
    import scenes.nottingham.drawing as drawing
    from scenes.base import GOLD
    language(words)
    app = app_in_window(window)
    surface = pygame.Surface(app.fill_size())
    seen = 0
    for state in positions(7, count=30):
        table = table_at(app, state)
        how = table.how()
        if not how:
            continue
        drawn, staging = [], []
        real, real_stage = drawing.text, table.draw_stage
        monkeypatch.setattr(table, "draw_stage", lambda *args: (staging.append(1), real_stage(*args), staging.pop()))
        monkeypatch.setattr(drawing, "text", lambda message, size, colour=drawing.INK, bold=False, max_width=None: (
            drawn.append(message) if staging and size == 16 and bold and tuple(colour) == tuple(GOLD) else None,
            real(message, size, colour, bold, max_width))[1])
        table.draw(surface)
        monkeypatch.setattr(drawing, "text", real)
        shown = " ".join(drawn)
        assert shown in ("", how, how.split(";")[0].rstrip() + "."), (words, window, shown, how)
        seen += bool(shown)
    assert seen
