"""Every line of Nottingham's table readable: at least 12 px high in a 960 × 540
window (the logical 1280 × 720 shown at 3/4) with 7 players, in every language."""

import random

import pygame
import pytest

from app.i18n import set_language
from scenes.nottingham import NottinghamTable
from scenes.pass_screen import PassScene
from tests.fonts import record_font_sizes
from tests.nottingham.test_keys import keys_for
from tests.scene_driver import frames, make_app

NAMES = ["Bartolomeo", "Marcellina", "Cherubino", "Rosina", "Basilio", "Susanna", "Figaro"]


@pytest.fixture
def recorded(monkeypatch):
    """The font sizes pygame is asked for while the test draws."""
    import scenes.base
    import sprites.text
    sizes = record_font_sizes(monkeypatch)
    yield sizes
    sprites.text.font.cache_clear()
    scenes.base._text_cache.clear()
    set_language("en")


@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_no_text_under_12_px_at_960_by_540_with_seven_players(language, recorded):
    import scenes.base
    import sprites.text
    set_language(language)
    app = make_app()
    table = NottinghamTable(app, [None] + ["medium"] * 6, names=NAMES, seed=3)
    app.push(table)
    rng = random.Random(3)
    surface = pygame.Surface((1280, 720))
    drawn = 0
    for _ in range(3000):
        if isinstance(app.top, PassScene):
            frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
        elif table.my_turn():
            sprites.text.font.cache_clear()
            scenes.base._text_cache.clear()
            table.draw(surface)
            drawn += 1
            if drawn >= 12:
                break
            keys_for(table, rng.choice(table.state.legal_moves()))
        else:
            frames(app, 1)
    assert drawn >= 12
    small = sorted({size for size in recorded if size * 540 / 720 < 12})
    assert recorded and not small, small


def test_a_numbered_name_too_long_is_its_initial_and_number_never_a_cut_word():
    """"Player 3" where it does not fit reads "P3" (the pawn beside it has the
    player's colour), not "Playe. 3"."""
    import pygame
    pygame.font.init()
    from scenes.nottingham.drawing import short_name
    from sprites.text import font
    whole = font(16).size("Player 3")[0]
    assert short_name("Player 3", 16, False, whole + 4) == "Player 3"
    assert short_name("Player 3", 16, False, whole - 6) == "P3"
    assert short_name("Giocatore 3", 16, False, font(16).size("Giocatore")[0]) == "G3"
