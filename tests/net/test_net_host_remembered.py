"""The host's setup remembers each game's table between openings, as one screen's
setup does: the seats after the host's (who joins, the computers' levels), the
host's name, at Nottingham each seat's colour and who starts. A value kept that
is broken or hostile is ignored, and only it: the others are kept."""

import json

import pygame
import pytest

from app.hosted_table import hosted_path, load_hosted
from app.settings import Settings
from scenes.app import App
from scenes.chooser import GameChooserScene
from scenes.net.host_scene import SEAT_CHOICES, HostSetupScene


def kept_app(tmp_path, monkeypatch, size=(960, 540)):
    """An app keeping its files in ``tmp_path``, as a new start of the app, on its chooser."""
    monkeypatch.setenv("CARDPARLOUR_HOME", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    app = App(pygame.Surface(size), Settings(speed="demo"), sounds=None, persist=True)
    app.push(GameChooserScene(app))
    return app


def host_setup(app, game):
    app.open("host_table", game=game)
    assert isinstance(app.top, HostSetupScene)
    return app.top


def press(scene, key):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def click(scene, button):
    pos = button.rect.center
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def chosen(scene):
    return (scene.game, list(scene.kinds), scene.name.value, list(scene.colours), scene.first)


def change_nottingham(scene):
    """Five seats: the host, someone joining, a hard computer, an expert, someone
    joining; the name Zoë; the host in purple; the third seat starts."""
    scene.add_seat()
    scene.add_seat()
    for seat, kind in enumerate(["remote", "hard", "expert", "remote"]):
        while scene.kinds[seat] != kind:
            scene.cycle(seat)
    scene.name.set("Zoë")
    while scene.colours[0] != "purple":
        scene.next_colour(0)
    scene.first = 2


@pytest.mark.parametrize("leave", ["back", "escape"])
def test_the_hosts_choices_are_there_again_at_the_next_opening_and_the_next_start(leave, tmp_path, monkeypatch):
    app = kept_app(tmp_path, monkeypatch)
    scene = host_setup(app, "nottingham")
    usual = chosen(scene)
    change_nottingham(scene)
    changed = chosen(scene)
    assert changed != usual
    if leave == "back":
        scene.place(app.logical_size())
        click(scene, scene.back_button)
    else:
        press(scene, pygame.K_ESCAPE)
    assert not isinstance(app.top, HostSetupScene)
    assert chosen(host_setup(app, "nottingham")) == changed                 # the same session
    assert chosen(host_setup(kept_app(tmp_path, monkeypatch), "nottingham")) == changed     # a new start
    kings = host_setup(kept_app(tmp_path, monkeypatch), "kings")            # another game keeps its own
    assert kings.name.value != "Zoë" and kings.kinds == ["remote", "medium", "medium"]


def test_each_game_keeps_its_own_when_the_game_is_changed_on_the_setup(tmp_path, monkeypatch):
    app = kept_app(tmp_path, monkeypatch)
    scene = host_setup(app, "nottingham")
    change_nottingham(scene)
    changed = chosen(scene)
    while scene.game != "kings":
        scene.next_game()
    scene.remove_seat()
    kings = chosen(scene)
    while scene.game != "nottingham":
        scene.next_game()
    assert chosen(scene) == changed
    while scene.game != "kings":
        scene.next_game()
    assert chosen(scene) == kings


def test_opening_the_table_keeps_the_choices(tmp_path, monkeypatch):
    app = kept_app(tmp_path, monkeypatch)
    scene = host_setup(app, "nottingham")
    change_nottingham(scene)
    changed = chosen(scene)

    def refused(info, kinds, name, **choices):
        raise OSError("no network")
    scene.start_host = refused
    scene.open_table()
    assert scene.failure                                   # the table did not open: the setup stays
    assert chosen(host_setup(kept_app(tmp_path, monkeypatch), "nottingham")) == changed


def write(tmp_path, game, data):
    path = hosted_path(game, str(tmp_path / "config"))
    (tmp_path / "config").mkdir(exist_ok=True)
    with open(path, "w", encoding="utf-8") as stream:
        stream.write(data if isinstance(data, str) else json.dumps(data))


GOOD = {"kinds": ["remote", "hard", "expert", "remote"], "name": "Zoë",
        "colours": ["purple", "red", "blue", "yellow", "green", "white", "grey"], "first": 2}


@pytest.mark.parametrize("field, bad", [
    ("kinds", ["remote"] * 9), ("kinds", []), ("kinds", ["remote", "grandmaster"]), ("kinds", "remote"),
    ("kinds", [["remote"]]), ("name", "x" * 500), ("name", "Zoë\n\x1b[2J"), ("name", 42), ("name", "   "),
    ("name", {"$": 1}), ("colours", ["purple"] * 7), ("colours", ["purple", "red"]),
    ("colours", ["gold", "red", "blue", "yellow", "green", "white", "grey"]), ("colours", None),
    ("first", 7), ("first", -1), ("first", True), ("first", "2"), ("first", 2.0),
])
def test_one_broken_or_hostile_value_is_ignored_and_the_others_kept(field, bad, tmp_path, monkeypatch):
    data = dict(GOOD, **{field: bad})
    write(tmp_path, "nottingham", data)
    scene = host_setup(kept_app(tmp_path, monkeypatch), "nottingham")
    fresh = HostSetupScene(App(pygame.Surface((960, 540)), Settings(speed="demo")), game="nottingham")
    usual = {"kinds": fresh.kinds, "name": fresh.name.value, "colours": fresh.colours, "first": fresh.first}
    shown = {"kinds": scene.kinds, "name": scene.name.value, "colours": scene.colours, "first": scene.first}
    for name, value in shown.items():
        assert value == (usual[name] if name == field else GOOD[name]), name


@pytest.mark.parametrize("text", ["not json", "[1, 2]", '{"kinds": ', "\x00\xff", '{"a": ' * 5000, "null",
                                  '{"kinds": NaN}', "7"])
def test_a_broken_file_gives_the_usual_table_without_a_crash(text, tmp_path, monkeypatch):
    write(tmp_path, "nottingham", text)
    app = kept_app(tmp_path, monkeypatch)
    scene = host_setup(app, "nottingham")
    assert scene.kinds == ["remote", "medium", "medium"] and scene.first is None
    scene.draw(pygame.Surface(app.logical_size()))
    press(scene, pygame.K_ESCAPE)                            # and the next leaving writes a good one
    assert load_hosted("nottingham", SEAT_CHOICES, scene.info.seat_colours).kinds == ["remote", "medium", "medium"]
