"""The person at the screen is spoken to, in every language: a sentence about
them says "you still lack", "ti mancano", never "You still lacks", "A Tu
mancano", "voor Jij" or "à Vous" — in whole games of Figaro and Kings &
Creatures (every text the table, its round ends, its card details and its
score sheet render), and in the sentences a whole game rarely reaches (ties)."""

import pygame
import pytest

from app.i18n import LANGUAGES, set_language
from tests.scene_driver import make_app
from tests.spoken import YOU, named_in_the_third_person, rendered_words


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))
    yield
    set_language("en")


def test_the_check_finds_what_players_saw():
    seen = [("en", "You still lacks 2 creatures."), ("en", "You has them all: complete."),
            ("en", "In the row; for You, who acts:"), ("it", "Nella fila; per Tu, che è di mano:"),
            ("it", "A Tu mancano ancora: 1 carta eroe."), ("it", "Vince: Tu"),
            ("nl", "In de rij; voor Jij, die aan de beurt is:"), ("fr", "Il manque encore à Vous 1 carte héros.")]
    for language, words in seen:
        assert named_in_the_third_person(words, language), words
    spoken = [("en", "You still lack 2 creatures."), ("en", "You: 3 heroes on 2 cards."),
              ("it", "Ti mancano ancora: 1 carta eroe."), ("fr", "Vous avez gagné !"), ("nl", "Jij wint!"),
              ("en", "Heroes held: You 0, Rosina 3, Bartolo 3.")]
    for language, words in spoken:
        assert not named_in_the_third_person(words, language), words


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("game, players", [("kings", 3), ("kings", 2), ("figaro", 3)])
def test_a_whole_game_speaks_to_the_person_at_the_screen(game, players, language, monkeypatch):
    texts, lines = rendered_words(make_app(), game, language, players, monkeypatch, seed=2)
    assert any(YOU[language] in t for t in texts)            # the person is named in the game's lists
    wrong = {t for t in texts + lines if named_in_the_third_person(t, language)}
    assert not wrong, sorted(wrong)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_figaro_ties_speak_to_the_person_at_the_screen(language):
    from scenes.figaro.game_end import _tie
    set_language(language)
    names = [YOU[language], "Ann", "Ben", "Cleo"]
    lengths = [10, 10, 10, 20]
    for king in range(4):
        order = sorted([(king + i) % 4 for i in range(4)], key=lambda s: lengths[s])
        order = [s for s in [(king + i) % 4 for i in range(4)] if lengths[s] == 10] + [3]
        words = _tie(order, lengths, king, names, 0)
        assert words and not named_in_the_third_person(words, language), (king, words)
    words = _tie([1, 2, 0, 3], [20, 10, 10, 30], 0, names, 0)     # you hold the King, the others tie
    assert words and not named_in_the_third_person(words, language), words


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_kings_heroes_reasons_and_the_sheet_speak_to_the_person(language):
    from game.kings.cards import HEROES, TYPE
    from scenes.kings.round_end import hero_reason
    set_language(language)
    names = [YOU[language], "Ann", "Ben"]
    heroes = {n: [c for c in range(1, len(TYPE)) if TYPE[c] == "hero" and HEROES[c] == n] for n in (1, 2, 3)}
    three = [[heroes[2][0]], [heroes[3][0]], [heroes[2][1]]]      # Ann beats both, not both together
    for seat in range(3):
        words = hero_reason(seat, three, names, 2, you=0)[1]
        assert not named_in_the_third_person(words, language), words
    points, words = hero_reason(1, three, names, 2, you=0)
    assert points == 2
    if language == "en":
        assert words == "more heroes than Ben and you, but not more than both together"
    for holdings in ([[heroes[1][0]], [heroes[3][0]]], [[heroes[3][0]], [heroes[1][0]]]):
        for seat in range(2):
            words = hero_reason(seat, holdings, names[:2], 1, you=0)[1]
            assert not named_in_the_third_person(words, language), words


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("players", [2, 4])
def test_kings_round_summary_calls_the_person_you_where_its_reasons_do(language, players):
    """The one person, named "Alice", is "Alice (you)" in their own row and "You: 2"
    as a neighbour, as the reasons say "more heroes than you", never "Alice: 2"."""
    import random

    from scenes.games import game_scenes
    from scenes.kings.round_end import RoundSummary
    from scenes.seats import default_seats
    set_language(language)
    app = make_app()
    seats = default_seats(players, "kings")
    seats[0].name = "Alice"
    table = game_scenes("kings").new_table(app, seats, 3)
    app.push(table)
    rng = random.Random(3)
    while table.state.round == 1 and not table.state.finished:
        table.session.apply(rng.choice(table.state.legal_moves()))
    assert table.you() == 0
    rows = RoundSummary(app, table, 1, [0] * players, []).rows()
    cells = [cell for row in rows for cell in (row[0], row[2], row[3])]
    you = {"en": "You", "it": "Tu", "fr": "Vous", "nl": "Jij"}[language]
    assert rows[0][0] == {"en": "Alice (you)", "it": "Alice (tu)", "fr": "Alice (vous)", "nl": "Alice (jij)"}[language]
    assert [cell for cell in cells if "Alice" in cell] == [rows[0][0]]
    spoken = [cell for cell in cells if cell.startswith(you)]
    assert len(spoken) == 2, cells                   # two neighbours name the person (both sides of one, at two)
    colon = " : " if language == "fr" else ": "
    assert all(colon in cell for row in rows for cell in (row[2], row[3])), cells


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_line_under_the_persons_name_reads_for_them_and_for_anyone(language, monkeypatch):
    """Under the person's name, once out of the round, Kings & Creatures wrote 'You /
    has left the round' ('Vous / a quitté la manche', Italian 'è uscito' for anyone);
    a Nottingham seat's last move agreed with one gender ('s'est défendu', 'si è difeso')."""
    import random
    import re

    from scenes.games import game_scenes
    from scenes.nottingham import NottinghamTable
    from scenes.seats import default_seats
    from tests.spoken import recording_text
    gendered = {"fr": r"\b(?:s'est|est) (?:pas )?\w+(?:é|u)e?s?\b", "it": r"\bsi è\b|\bè \w+(?:at|ut|it|sc)[oa]\b"}
    set_language(language)
    app = make_app()
    table = game_scenes("kings").new_table(app, default_seats(3, "kings"), 5)
    app.push(table)
    rng = random.Random(5)
    while not (table.view().out(0) and not table.state.finished):
        table.session.apply(rng.choice(table.state.legal_moves()))
    import scenes.kings.drawing as kings_drawing
    texts = recording_text(monkeypatch, kings_drawing, "line")
    kings_drawing.draw_seat_on(pygame.Surface(app.logical_size()), table, table.view(), 0, table.layout.places[0])
    you = YOU[language]
    under = [texts[k + 1] for k, words in enumerate(texts[:-1]) if words == you]
    assert under, texts
    for words in under:
        assert not named_in_the_third_person(f"{you} {words}", language), words
        assert not re.search(gendered.get(language, "^$"), words), words
    marks = []
    table = NottinghamTable(app, [None] + ["medium"] * 5, seed=5)
    app.push(table)
    monkeypatch.setattr(table.marks, "mark", lambda seat, words: marks.append(words))
    for _ in range(300):
        if table.state.finished:
            break
        table.apply(rng.choice(table.state.legal_moves()))
    said = {w for words in marks for w in ([words] if isinstance(words, str) else words)}
    assert len(said) > 10
    assert not [w for w in said if re.search(gendered.get(language, "^$"), w)], sorted(said)
