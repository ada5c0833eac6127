"""The end of every game: one score sheet (scenes/score_sheet.py) that each
game fills (app/sheet.py). Each game's lines with their reasons add up to its
score, a tie is settled or shared as its rules say, the keys work alike at
every table, and no text is under 12 px at 960x540 or 800x1000 in any language."""

import random
from types import SimpleNamespace

import pygame
import pytest

from app.i18n import set_language
from app.session import winners as session_winners
from scenes.score_sheet import ScoreSheet
from scenes.seats import Seat
from tests.fonts import record_font_sizes
from tests.scene_driver import click, frames, make_app

GAMES = ("figaro", "nottingham", "kings")
PLAYERS = {"figaro": 6, "nottingham": 7, "kings": 6}       # the most each game seats


def new_table(app, game, players, seed, people=1):
    names = ["Massimiliano Bartolomeo", "Ann"] + [f"P{i}" for i in range(2, players)]
    if game == "figaro":
        from scenes.figaro.table import TableScene
        seats = [Seat("you" if i == 0 else "person", names[i]) if i < people
                 else Seat("computer", names[i], "random") for i in range(players)]
        return TableScene(app, seats, seed=seed)
    levels = [None if i < people else "random" for i in range(players)]
    if game == "nottingham":
        from scenes.nottingham import NottinghamTable
        return NottinghamTable(app, levels, names=names, seed=seed)
    from scenes.kings import HUMAN, KingsTable
    return KingsTable(app, [HUMAN if level is None else level for level in levels], names=names, seed=seed)


def finished(game, players=None, seed=4, app=None):
    """A table of ``game`` played to its end by random moves, its score sheet on top."""
    app = app or make_app()
    table = new_table(app, game, players or PLAYERS[game], seed)
    app.push(table)
    rng = random.Random(seed)
    while not table.state.finished:
        table.session.apply(rng.choice(table.state.legal_moves()))
    if game == "figaro":
        table.state = table.session.state
    else:
        table.ended = True
    app.push(ScoreSheet(app, table))
    return app, table


def number(value):
    return 0 if value == "\u2014" else int(value.replace("\u2212", "-"))


# ---------------------------------------------------------------- the lines of each game
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_r18_r22_figaros_lines_are_its_road_pieces_round_by_round_and_add_up_to_the_road(seed):
    app, table = finished("figaro", 4, seed)
    sheet = app.top.sheet
    lengths = table.state.road_lengths()
    for player in sheet.players:
        assert [line.label for line in player.lines[:3]] == ["Round 1", "Round 2", "Round 3"]
        assert sum(number(line.value) for line in player.lines) == lengths[player.seat]
        assert player.total == f"{lengths[player.seat]} long"
    assert [p.seat for p in sheet.players][0] == table.state.winner == sheet.winners[0]
    assert [lengths[p.seat] for p in sheet.players] == sorted(lengths)


def test_r20_r22_figaros_swap_has_its_line_and_a_tie_goes_to_the_kings_holder():
    from scenes.figaro.game_end import score_sheet
    events = [("round_end", 1, 0, [6, 4, 2], None, [(0, 5), (1, 3)]),
              ("round_end", 2, 1, [1, 5, 6], None, [(2, 6), (1, 4)]),
              ("round_end", 3, 2, [3, 5, 4], (0, 5, 1), [(1, 7), (2, 2)])]
    # roads: Ann 5 swapped for 1 → 1; Ben 3 + 4 + 7 = 14; Cleo 6 + 2 = 8 … made a tie below
    state = SimpleNamespace(players=3, king=2, road_lengths=lambda: [8, 14, 8])
    sheet = score_sheet(state, events, ["Ann", "Ben", "Cleo"])
    ann = sheet.player(0)
    assert [(line.label, line.value) for line in ann.lines] == [
        ("Round 1", "5"), ("Round 2", "\u2014"), ("Round 3", "\u2014"), ("Round 3 swap", "\u22124")]
    assert ann.lines[0].reason == "6 cards taken: a road piece of 5"
    assert ann.lines[1].reason == "1 card taken: no road piece"
    assert "road piece of 5 swapped for the piece of 1" in ann.lines[3].reason
    assert sheet.winners == (2,) and sheet.heading == "Cleo wins!"          # Cleo holds the King
    assert sheet.tie == "Cleo, Ann tie with a road 8 long: the King's holder, Cleo, wins the tie."
    state.king = 1                                                          # Ben holds it: Cleo is nearest after
    sheet = score_sheet(state, events, ["Ann", "Ben", "Cleo"], you=2)
    assert sheet.heading == "You win!" and sheet.winners == (2,)
    assert "you win the tie, the nearest after the King's holder Ben" in sheet.tie
    assert [p.place for p in sheet.players] == [1, 2, 3]


def nottingham_finished(seed=5):
    from game.nottingham.data import VALUES
    app, table = finished("nottingham", 3, seed)
    state = table.state
    return app, table, state, VALUES


def test_n24_nottinghams_lines_are_its_objects_and_tasks_first_or_second():
    from game.nottingham.data import TASK_VALUES
    from scenes.nottingham.sheet import score_sheet
    app, table, state, values = nottingham_finished()
    state.victory = [[2, 0, 0, 3, 0, 0, 0], [0, 1, 0, 0, 0, 0, 1], [0] * 7]
    state.tasks = {task: [] for task in state.tasks}
    five, seven = "five", "seven"
    state.tasks[five] = [0, 1]
    state.tasks[seven] = [1]
    sheet = score_sheet(state, table.names)
    ann = sheet.player(0)
    assert [line.label for line in ann.lines] == ["Copper", "Pearls", "Five equal"]
    assert ann.lines[0].reason == f"2 copper \u00d7 {values[0]}" and ann.lines[0].value == str(2 * values[0])
    assert ann.lines[1].reason == f"3 pearls \u00d7 {values[3]}"
    assert ann.lines[2].value == str(TASK_VALUES[five][1])
    assert ann.lines[2].reason == f"completed first, then {table.names[1]}: the two-pawn value"
    ben = {line.label: line.reason for line in sheet.player(1).lines}
    assert ben["Five equal"] == f"completed second, after {table.names[0]}: the two-pawn value"
    assert ben["Seven different"] == "completed alone: the one-pawn value"
    assert sheet.player(2).lines[0].reason == "no cards"
    for player in sheet.players:
        assert sum(int(line.value) for line in player.lines) == state.scores()[player.seat]
        assert player.total == f"{state.scores()[player.seat]} points"


def test_n25_a_nottingham_tie_goes_to_the_larger_victory_pile_then_is_shared():
    from scenes.nottingham.sheet import score_sheet
    app, table, state, values = nottingham_finished()
    state.tasks = {task: [] for task in state.tasks}
    # the first seat: 2 necklaces; the second: copper, silver and gold, as many points in more cards
    state.victory = [[0, 0, 0, 0, 0, 2, 0], [1, 1, 1, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0]]
    assert state.scores()[0] == state.scores()[1] == 2 * values[5] and sum(state.victory[1]) == 3
    sheet = score_sheet(state, table.names)
    names = table.names
    assert sheet.winners == (1,) == tuple(state.winners()) and sheet.heading == f"Winner: {names[1]}"
    assert sheet.tie == (f"{names[1]}, {names[0]} tie at {state.scores()[0]} points: {names[1]} wins with more "
                         f"cards in the victory pile ({sum(state.victory[1])} cards).")
    assert [p.place for p in sheet.players] == [1, 2, 3]
    state.victory[1] = list(state.victory[0])                   # the same points and the same pile: shared
    sheet = score_sheet(state, names)
    assert sheet.winners == (0, 1) == tuple(state.winners()) == tuple(session_winners(state))
    assert sheet.heading == f"Shared victory: {names[0]}, {names[1]}"
    assert sheet.tie.endswith("they share the victory.") and [p.place for p in sheet.players][:2] == [1, 1]


def test_k16_k20_kings_lines_per_card_type_add_up_and_a_tie_is_shared():
    from scenes.kings.score_sheet import score_sheet
    app, table = finished("kings", 4, 11)
    state = table.state
    sheet = app.top.sheet
    parts = state.breakdown()
    for player in sheet.players:
        labels = {line.label for line in player.lines}
        assert {"Treasures", "Creatures", "Kings", "Legends", "Heroes' honour"} <= labels
        assert sum(int(line.value) for line in player.lines) == parts[player.seat]["total"]
    first, second = sheet.players[0].seat, sheet.players[1].seat
    state.honour[second][-1] += parts[first]["total"] - parts[second]["total"]       # the same honour: shared
    sheet = score_sheet(state, table.names())
    assert set(sheet.winners) == {first, second} == set(state.winners()) == set(session_winners(state))
    assert sheet.heading.startswith("Shared victory: ") and "share the victory" in sheet.tie
    assert [p.place for p in sheet.players][:2] == [1, 1]


# ---------------------------------------------------------------- the scene's keys
def key(app, code, mod=0):
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="")])


@pytest.mark.parametrize("game", GAMES)
def test_the_sheets_keys_are_the_same_at_every_table(game, tmp_path, monkeypatch):
    import os
    from app import storage
    app, table = finished(game, 3, 6)
    sheet = app.top
    title = sheet.game.title
    assert sheet.buttons[0].label == f"New game of {title}"
    key(app, pygame.K_RETURN)                              # Enter alone deals nothing
    key(app, pygame.K_KP_ENTER)
    key(app, pygame.K_SPACE)
    assert app.top is sheet and table in app.scenes
    chosen = sheet.selected
    key(app, pygame.K_RIGHT)
    assert sheet.selected != chosen
    key(app, pygame.K_LEFT)
    assert sheet.selected == chosen
    key(app, pygame.K_t)                                   # the table behind it, until a key
    assert sheet.hidden and app.top is sheet
    key(app, pygame.K_a)
    assert not sheet.hidden
    sheet.show_table()
    click(app, (10, 10))                                   # or a click
    assert not sheet.hidden
    key(app, pygame.K_l)
    assert type(app.top).__name__ == "LogScene"
    key(app, pygame.K_ESCAPE)
    assert app.top is sheet
    key(app, pygame.K_F1)
    assert type(app.top).__name__ == "RulesScene" and app.top.game == game
    key(app, pygame.K_F1)
    assert app.top is sheet
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    folder = os.path.join(storage.data_dir(), "records")
    assert [name.startswith(f"{game}-") for name in os.listdir(folder)] == [True]
    assert sheet.message.startswith("Record saved as ")
    key(app, pygame.K_TAB)                                 # Tab chooses the new game, Enter presses it
    key(app, pygame.K_RETURN)
    again = app.top
    assert type(again) is type(table) and again is not table and not again.state.finished
    assert again.seed not in (table.seed, table.seed + 1) and table not in app.scenes   # a new deal


@pytest.mark.parametrize("game", GAMES)
def test_esc_and_the_menu_button_go_back_to_the_games_start(game):
    for press in (lambda app: key(app, pygame.K_ESCAPE),
                  lambda app: click(app, app.top.buttons[2].rect.center)):
        app, table = finished(game, 3, 2)
        frames(app, 1)
        press(app)
        assert table not in app.scenes
        assert type(app.top).__name__ == "StartScene" and app.top.game == game


def test_a_click_on_a_name_shows_that_players_lines():
    app, table = finished("nottingham", 5, 3)
    sheet = app.top
    frames(app, 1)
    seat, rect = sheet.rows[3]
    click(app, rect.center)
    assert sheet.selected == seat


# ---------------------------------------------------------------- readable everywhere
WINDOWS = {(960, 540): ((1280, 720), 960 / 1280), (800, 1000): ((720, 900), 800 / 720)}


@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
@pytest.mark.parametrize("game", GAMES)
def test_no_text_of_the_sheet_under_12_px_nor_cut_at_960x540_and_800x1000(game, language, monkeypatch):
    import scenes.score_sheet as module
    from scenes.app import App
    for window, (logical, scale) in WINDOWS.items():
        app = make_app()
        app.window = pygame.Surface(window)
        assert App.fill_size(app) == logical
        set_language(language)
        app, table = finished(game, app=app)
        sheet = app.top
        assert app.logical_size() == logical            # the sheet lays out on the window's shape
        sizes = record_font_sizes(monkeypatch)
        cut = []
        real = module.fitted

        def fitted(message, *args, **kwargs):
            image = real(message, *args, **kwargs)
            if kwargs.get("width", args[3] if len(args) > 3 else None) and \
                    module.font(max(module.MIN_TEXT, args[0]), *(args[2:3] or [False])).size(message)[0] > \
                    kwargs.get("width", args[3] if len(args) > 3 else 1e9):
                cut.append(message)
            return image
        monkeypatch.setattr(module, "fitted", fitted)
        surface = pygame.Surface(logical)
        for player in sheet.sheet.players:
            sheet.selected = player.seat
            sheet.draw(surface)
        sheet.hidden = True
        sheet.draw(surface)
        monkeypatch.setattr(module, "fitted", real)
        assert sizes and min(sizes) * scale >= 12, (window, sorted(set(sizes))[:3])
        assert not cut, (window, cut)
        for button in sheet.buttons:                        # whole, inside the window
            assert surface.get_rect().contains(button.rect)
            assert module.font(button.size, True).size(button.label)[0] <= button.rect.width - 16
        set_language("en")


def game_of(table):
    return type(table).__module__.split(".")[1]


def seat_panels(table):
    """The rects of every seat's panel at the table, as last drawn."""
    if hasattr(table, "drawn"):                              # Figaro marks what it draws
        return [rect for group, _name, rect in table.drawn if group not in (None, "top bar")]
    if game_of(table) == "nottingham":
        return list(table.layout.seats)
    return list(table.layout.seat_rects().values())


@pytest.mark.parametrize("game", GAMES)
def test_the_note_over_the_final_table_covers_its_status_and_no_seat(game, monkeypatch):
    # "Show the table" leaves a note on how to come back; it stands where the table says
    # the game is over, and hides no seat's name or cards.
    import scenes.score_sheet as module
    for window, (logical, _scale) in WINDOWS.items():
        for language in ["en", "nl"]:
            set_language(language)
            app = make_app()
            app.window = pygame.Surface(window)
            app, table = finished(game, app=app)
            sheet = app.top
            surface = pygame.Surface(logical)
            boxes = []
            real = module.panel
            monkeypatch.setattr(module, "panel", lambda surface, rect, *args, **kwargs: (
                boxes.append(pygame.Rect(rect)), real(surface, rect, *args, **kwargs))[1])
            sheet.show_table()
            for scene in app.drawn_scenes():
                scene.draw(surface)
            monkeypatch.setattr(module, "panel", real)
            note = boxes[-1]
            spot = pygame.Rect(table.note_spot())
            assert note.contains(spot) and surface.get_rect().contains(note), (window, language)
            panels = seat_panels(table)
            assert panels and not [rect for rect in panels if rect.colliderect(note)], (window, language, note)
    set_language("en")


def test_every_place_tied_on_the_total_says_how_the_tie_set_it():
    from scenes.nottingham.sheet import score_sheet as nottingham_sheet
    from scenes.kings.score_sheet import score_sheet as kings_sheet
    app, table, state, values = nottingham_finished()
    state.tasks = {task: [] for task in state.tasks}
    state.victory = [[0, 0, 0, 0, 0, 2, 0], [1, 1, 1, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0]]
    sheet = nottingham_sheet(state, table.names)
    assert sheet.player(1).why.endswith("the larger victory pile ranks first; this one holds 3 cards.")
    assert sheet.player(0).why.endswith("this one holds 2 cards.") and sheet.player(2).why == ""
    state.victory[1] = list(state.victory[0])
    assert nottingham_sheet(state, table.names).player(0).why.endswith("the place is shared.")
    app, table = finished("kings", 4, 11)
    kings = table.state
    parts = kings.breakdown()
    first, second = app.top.sheet.players[0].seat, app.top.sheet.players[1].seat
    kings.honour[second][-1] += parts[first]["total"] - parts[second]["total"]
    sheet = kings_sheet(kings, table.names())
    assert "the place is shared" in sheet.player(first).why and "the place is shared" in sheet.player(second).why


def test_r22_figaros_places_tied_on_road_length_say_how_the_tie_set_them():
    from scenes.figaro.game_end import _why
    names = ["Ann", "Ben", "Cleo", "Dan"]
    lengths = [12, 20, 12, 12]
    assert _why(lengths, 2, 2, names) == "Tied on road length with 2 other players: the King's holder ranks first."
    assert _why(lengths, 0, 2, names).endswith("ranked by seat, clockwise after the King's holder (Cleo).")
    assert _why(lengths, 1, 2, names) == ""


def test_r19_r20_figaros_round_lines_say_how_a_tie_on_cards_was_ranked():
    from scenes.figaro.game_end import score_sheet
    # round 1: Ann and Ben took 4 cards each; the King's holder is Cleo, so Ann (next
    # clockwise after her) ranks first and takes the 5. Round 3: Ann and Cleo took the
    # fewest, 1 card each; Cleo holds the King and swaps (R20).
    events = [("round_end", 1, 2, [4, 4, 2], None, [(0, 5), (1, 3)]),
              ("round_end", 2, 2, [1, 5, 6], None, [(2, 6), (1, 4)]),
              ("round_end", 3, 2, [1, 5, 1], (2, 6, 2), [(1, 7), (2, 2)])]
    state = SimpleNamespace(players=3, king=2, road_lengths=lambda: [5, 14, 4])
    sheet = score_sheet(state, events, ["Ann", "Ben", "Cleo"])
    ann, ben, cleo = (sheet.player(seat) for seat in range(3))
    assert ann.lines[0].reason == ("4 cards taken, tied with 1 other player, ranked clockwise after the King's "
                                   "holder (Cleo): a road piece of 5")
    assert ben.lines[0].reason.endswith("(Cleo): a road piece of 3") and "tied with 1 other" in ben.lines[0].reason
    assert cleo.lines[0].reason == "2 cards taken: a road piece of 2" or "tied" not in cleo.lines[0].reason
    assert ann.lines[2].reason == ("1 card taken, tied with 1 other player, ranked clockwise after the King's "
                                   "holder (Cleo): no road piece")
    swap = next(line for line in cleo.lines if line.label == "Round 3 swap")
    assert swap.reason == ("the fewest cards in round 3, tied with 1 other player, settled by the King's holder "
                           "(Cleo) and then clockwise: the road piece of 6 swapped for the piece of 2")

