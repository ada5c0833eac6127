"""Each game's pass screen wears that game's colours and card back."""

import pygame
import pytest

from scenes.chooser import GameChooserScene
from scenes.menu import StartScene
from scenes.pass_screen import PassScene
from tests.scene_driver import frames, make_app


def pass_screen_over(game):
    app = make_app()
    app.push(GameChooserScene(app))
    app.push(StartScene(app, game=game))
    app.push(PassScene(app, "Bruno"))
    frames(app, 1)
    return app


def back_pixels(app):
    """What is drawn where the card back lies (a little inside its edge)."""
    width, height = app.screen.get_size()
    back = pygame.Rect(0, 0, 120, 172)
    back.center = (width // 2, height // 2 - 130)
    return tuple(tuple(app.screen.get_at(point))[:3] for point in
                 ((back.left + 12, back.top + 30), (back.centerx, back.bottom - 40)))


@pytest.mark.parametrize("game", ["figaro", "nottingham", "kings"])
def test_the_pass_screen_is_the_games_own(game):
    app = pass_screen_over(game)
    assert app.top.look.name == game


def test_the_three_pass_screens_show_three_card_backs():
    looks = {game: back_pixels(pass_screen_over(game)) for game in ("figaro", "nottingham", "kings")}
    assert len(set(looks.values())) == 3, looks
    assert looks["nottingham"][0] == (44, 60, 104)          # Nottingham's own face-down card
