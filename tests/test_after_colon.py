"""After a label's colon ("Hint:", "The strong player:", "2. Ann:") Italian,
French and Dutch write on in small letters ("Conseil : prenez 13", never
"Conseil : Prenez 13"); English keeps its capital, and a sentence that opens
with a name (or a word always written with a capital) keeps it in every
language (app.words.after_colon)."""

import pygame
import pytest

from app.i18n import set_language
from app.words import after_colon
from scenes.games import game_scenes
from scenes.seats import default_seats
from tests.scene_driver import make_app

LANGUAGES = ("en", "it", "fr", "nl")


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def goes_on_small(words):
    """Whether the words after the first colon start with a small letter."""
    _head, colon, rest = words.partition(":")
    assert colon, words
    return rest.strip()[:1].islower()


def test_after_a_colon_small_letters_but_names_and_capitalised_words_keep_theirs():
    for language in LANGUAGES:
        set_language(language)
        small = language != "en"
        assert after_colon("Prenez 13 : ce trésor.") == ("prenez 13 : ce trésor." if small else "Prenez 13 : ce trésor.")
        assert after_colon("Alice a le plus de cartes.", ["Bob", "Alice"]) == "Alice a le plus de cartes."
        assert after_colon("Vous a", ["Vous"]) == "Vous a"
        assert after_colon("Alors", ["Al"]) == ("alors" if small else "Alors")      # a name, not a word's start
        assert after_colon("Roi et reine", ["Ann", "Roi"]) == "Roi et reine"            # French "le Roi"
        assert after_colon("Roi et reine") == ("roi et reine" if small else "Roi et reine")
        assert after_colon("OK") == "OK"
        assert after_colon("") == ""


def kings_table(app, players=4):
    table = game_scenes("kings").new_table(app, default_seats(players), 7)
    app.push(table)
    table.my_turn = lambda: True
    return table


@pytest.mark.parametrize("language", LANGUAGES)
def test_kings_hint_goes_on_in_small_letters_after_hint(language):
    """"Conseil : prenez 13 : …", "Suggerimento: prendi 13: …", "Tip: neem 13: …"; "Hint: Take 13: …"."""
    from scenes.kings.story import hint_reason
    set_language(language)
    app = make_app()
    table = kings_table(app)
    card = table.view().row[0]
    table.hint = (card, hint_reason(table.view(), card))
    words, kind = table.message()
    assert kind == "hint" and goes_on_small(words) == (language != "en"), words
    assert str(card) in words.split(":")[1]


@pytest.mark.parametrize("language", LANGUAGES)
def test_nottingham_hint_goes_on_in_small_letters_after_hint(language):
    from scenes.nottingham.hints import hint_words
    set_language(language)
    app = make_app()
    table = game_scenes("nottingham").new_table(app, default_seats(4), 7)
    app.push(table)
    table.my_turn = lambda: True
    for move in table.state.legal_moves():
        what, why = hint_words(table.view(), move, table.names)
        table.hint = (move, what[:1].upper() + what[1:], why)          # even a move said with a capital
        first, _second = table.hint_text()
        assert goes_on_small(first) or language == "en", first


def test_the_review_says_the_strong_players_reason_in_small_letters_after_its_colon(monkeypatch):
    """"Le joueur expérimenté : garder la carte …", as a table's hint says it."""
    from app import review
    from app.hint import Hint
    from scenes.review_scene import ReviewScene
    from tests.test_review import judge_all, random_record

    def thought(game, view, seed=0, names=None, also=()):
        yield
        best = view.legal_moves()[0]
        return Hint(best, "Garder la carte : 12 points.", unit="cards",
                    alternatives=[(best, 2.0)] + [(move, 0.0) for move in also if move != best])
    monkeypatch.setattr(review, "hint_thought", thought)
    said = []
    real = ReviewScene.paragraph
    monkeypatch.setattr(ReviewScene, "paragraph", lambda self, surface, message, *args, **kwargs:
                        said.append(message) or real(self, surface, message, *args, **kwargs))
    set_language("fr")
    app = make_app()
    scene = ReviewScene(app, "kings", random_record("kings", players=3, seed=3), 0)
    app.push(scene)
    judge_all(app, scene)
    surface = pygame.Surface(app.logical_size())
    for judged in scene.review.judged[:6]:
        scene.go(judged.index)
        scene.draw(surface)
    strong = [words for words in said if words.startswith("Le joueur expérimenté") and ":" in words]
    assert strong and all("expérimenté : garder la carte" in words or "de même : garder la carte" in words
                          for words in strong), strong


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_score_sheets_tie_notes_go_on_in_small_letters_after_the_name(language):
    """"3. Ann : à égalité de points …" under the ranking; a note that opens with a name keeps it."""
    from dataclasses import replace
    from scenes.kings.score_sheet import _why
    from tests.test_score_sheet import finished
    set_language(language)
    app, _table = finished("kings", 4, 4)
    sheet = app.top
    players = sheet.sheet.players
    tied = _why([5, 3, 3, 1], 1)                                   # the game's own words for a shared place
    sheet.sheet = replace(sheet.sheet, winners=(players[0].seat,), players=(
        players[0], replace(players[1], why=tied), replace(players[2], why=players[3].name + " …"), replace(players[3], why="")))
    rows = sheet.tie_rows(4000, 1000)
    assert len(rows) == 2 and goes_on_small(rows[0]) == (language != "en"), rows
    assert rows[1].split(":", 1)[1].strip().startswith(players[3].name), rows
