"""Nottingham's moments of privacy (RULES.md N27, N29): a robbed person sees
their hand only after a pass, the victim alone is told which card, what
happened just before a pass is shown after it. The rule for every frame of
every game is tested in tests/test_privacy.py."""


import pytest

from scenes.nottingham import NottinghamTable
from scenes.pass_screen import PassScene
from tests.nottingham.positions import state as position
from tests.nottingham.test_scene import clicks_for
from tests.scene_driver import click, frames, make_app


def test_n29_a_person_robbed_by_a_computer_sees_the_hand_only_after_a_pass():
    # Cleo (computer) steals from Ann, Ann and Ben are people: Ann's defend moment passes the screen
    state = position(players=3, phase="choose", card="pearls", active=2,
                     hands=[["necklace", "gold"], ["chest"], ["jewels"]])
    app = make_app()
    table = NottinghamTable(app, [None, None, "easy"], names=["Ann", "Ben", "Cleo"], state=state)
    table.at_screen = table.viewer = 0           # Ann had the screen before the computer's turn
    app.push(table)
    for _ in range(200):
        frames(app, 1)
        if isinstance(app.top, PassScene) or table.drawn_private is not None:
            break
    assert isinstance(app.top, PassScene) and app.top.name == "Ann"
    click(app, app.top.button.rect.center)
    assert table.drawn_private == 0 and table.state.phase == "defend"


def test_n29_the_victim_of_a_steal_is_told_privately_which_card():
    state = position(players=3, phase="take", card="pearls", active=1, target=0,
                     hands=[["chest", "chest"], ["gold"], ["jewels"]])
    app = make_app()
    table = NottinghamTable(app, [None, "easy", "easy"], names=["Ann", "Robin", "Tuck"], state=state)
    app.push(table)
    for _ in range(400):
        frames(app, 1)
        if "took" in table.message:
            break
    assert table.message == "Robin took chest from your hand."
    assert not any("chest from" in line for line in table.log)    # the public log does not say which


def test_n27_a_defence_moment_looks_the_same_necklace_or_not():
    """Ann (a person) steals from Ben (a computer): the table Ann sees while Ben
    decides is the same pixel for pixel whether Ben holds a necklace or not."""
    import pygame
    shots = []
    for first in ("necklace", "copper"):
        state = position(players=3, phase="defend", card="pearls", active=0, target=1,
                         hands=[["gold"], [first, "chest"], ["jewels"]])
        app = make_app(speed="slow")
        table = NottinghamTable(app, [None, "medium", "easy"], names=["Ann", "Ben", "Cleo"], state=state)
        app.push(table)
        frames(app, 2)
        assert table.state.phase == "defend"
        surface = pygame.Surface((1280, 720))
        table.draw(surface)
        shots.append(pygame.image.tobytes(surface, "RGB"))
    assert shots[0] == shots[1]


@pytest.mark.parametrize("language", ["it", "fr", "nl", "en"])
def test_the_offer_list_starts_below_its_heading(language):
    from app.i18n import set_language
    from scenes.base import wrap
    from scenes.nottingham import drawing
    names = ["Massimiliano Bartolomeo", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gia"]
    state = position(players=7, phase="accept", card="chest", active=0,
                     hands=[["gold"], ["pearls"], ["jewels"], ["silver"], ["necklace"], ["copper"], ["gold"]],
                     offers=[None, ["pearls"], ["jewels"], ["silver"], ["necklace"], ["copper"], ["gold"]])
    try:
        set_language(language)
        app = make_app()
        table = NottinghamTable(app, [None] + ["medium"] * 6, names=names, state=state)
        app.push(table)
        table.at_screen = 0
        seen = []
        table.draw_offer_list = lambda surface, view, rect, private: seen.append(rect)
        import pygame
        table.draw(pygame.Surface((1280, 720)))
        title = drawing.tr("Offers for {name}'s chest (1 or 2 cards, face up):").format(name=names[0])
        top = table.layout.stage_area.top           # the heading is as wide as the list below it
        heading_bottom = top + 22 * len(wrap(title, 18, seen[0].width, True))
        assert seen and seen[0].top >= heading_bottom
        assert seen[0].height >= 3 * 20                          # room for six rows, in two columns at least
    finally:
        set_language("en")


def test_n29_what_happened_just_before_a_pass_is_shown_after_it():
    from game.nottingham import Move
    state = position(players=3, phase="cash", active=0, hands=[["pearls"] * 3, ["gold"], ["jewels"]],
                     ambushes=[[], ["chest-copper"], []])
    app = make_app()
    table = NottinghamTable(app, [None, None, "easy"], names=["Ann", "Ben", "Cleo"], state=state)
    app.push(table)
    frames(app, 1)
    click(app, app.top.button.rect.center)                   # Ann takes the screen
    assert clicks_for(table, Move("cash", ("pearls", 3)))
    frames(app, 1)
    assert isinstance(app.top, PassScene) and app.top.name == "Ben"   # Ben is asked at once (N27)
    click(app, app.top.button.rect.center)
    frames(app, 1)
    assert "Ann cashes 3 pearls." in table.message
