"""Settings: they survive a restart, bad values fall back, the first start
speaks the system's language."""

import json
import os

import pytest

from app.settings import Settings, load_settings, save_settings, settings_path, system_language


def test_settings_survive_a_restart(tmp_path):
    chosen = Settings(language="nl", volume=0.25, muted=True, speed="fast",
                      fullscreen=True, large_symbols=True, patterned_backs=True,
                      open_information=True, card_size="large")
    save_settings(chosen, str(tmp_path))
    loaded, message = load_settings(str(tmp_path))
    assert loaded == chosen and message is None


def test_settings_live_under_figaro_home(tmp_path, monkeypatch):
    monkeypatch.setenv("FIGARO_HOME", str(tmp_path))
    save_settings(Settings(language="fr"))
    assert os.path.exists(tmp_path / "config" / "settings.json")
    assert load_settings()[0].language == "fr"


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "it_IT.UTF-8"}, "it"), ({"LC_ALL": "fr_BE.UTF-8"}, "fr"),
    ({"LANG": "nl_NL"}, "nl"), ({"LANGUAGE": "de:nl"}, "nl"), ({"LANG": "de_DE"}, "en"),
    ({}, "en"), ({"LANG": "Italian_Italy.1252"}, "it"),
])
def test_first_start_picks_the_system_language(tmp_path, monkeypatch, environ, expected):
    monkeypatch.setattr("locale.getlocale", lambda: (None, None))
    settings, message = load_settings(str(tmp_path), environ=environ)
    assert settings.language == expected and message is None
    assert system_language(environ) == expected


BAD_SETTINGS_TEXTS = [
    "", "{", "[1, 2]", "null", "\x00\xff junk", '"fr"',
    '{"volume": ' + "9" * 5000 + "}", '{"volume": 1e999}', '{"volume": -1e999}',
    '{"volume": NaN}', '{"volume": Infinity}', '{"volume": "NaN"}', '{"muted": -0}',
    '{"volume": -0.0001}', "[" * 100_000, '{"a": ' * 3000 + "1" + "}" * 3000,
    '{"language": ["en"]}', '{"language": {"en": 1}}', '{"speed": ' + '"x' * 1 + "y" * 1_000_000 + '"}',
    '{"k' + "k" * 1_000_000 + '": true}', '{"muted": true, "muted": false}',
    '{"card_size": [' + "1," * 100_000 + "1]}", " " * 8_000_001,
]


@pytest.mark.parametrize("text", BAD_SETTINGS_TEXTS, ids=range(len(BAD_SETTINGS_TEXTS)))
def test_an_unreadable_settings_file_is_kept_aside(tmp_path, text):
    path = settings_path(str(tmp_path))
    with open(path, "w", encoding="latin-1") as stream:
        stream.write(text)
    settings, message = load_settings(str(tmp_path), environ={})
    assert settings == Settings() and message is not None
    assert not os.path.exists(path)
    kept = [name for name in os.listdir(tmp_path) if name.startswith("settings.broken-")]
    assert len(kept) == 1 and kept[0] in str(message)


def test_a_volume_of_minus_zero_is_silence(tmp_path):
    with open(settings_path(str(tmp_path)), "w") as stream:
        stream.write('{"volume": -0.0}')
    settings, message = load_settings(str(tmp_path), environ={})
    assert message is None and str(settings.volume) == "0.0"


def test_one_bad_value_falls_back_alone(tmp_path):
    path = settings_path(str(tmp_path))
    with open(path, "w") as stream:
        json.dump({"language": "it", "volume": 7, "card_size": "huge", "muted": True,
                   "colour": "blue"}, stream)
    settings, message = load_settings(str(tmp_path), environ={})
    assert settings == Settings(language="it", muted=True)
    assert message is not None and not os.path.exists(path)


def test_an_unwritable_temporary_never_replaces_the_settings(tmp_path, monkeypatch):
    save_settings(Settings(language="it"), str(tmp_path))

    def failing_replace(source, target):
        raise OSError("disk full")
    monkeypatch.setattr("os.replace", failing_replace)
    with pytest.raises(OSError):
        save_settings(Settings(language="fr"), str(tmp_path))
    monkeypatch.undo()
    assert load_settings(str(tmp_path))[0].language == "it"
    assert os.listdir(tmp_path) == ["settings.json"]


# The first start follows the system's language even where its locale is not installed.

def test_first_start_speaks_italian_with_lang_set_and_no_italian_locale(tmp_path):
    """A real start: Python falls back to C.UTF-8 (reported as en_US) when it_IT is
    not installed, yet LANG says Italian."""
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    environ = {key: value for key, value in os.environ.items()
               if key not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "LC_CTYPE")}
    environ.update(LANG="it_IT.UTF-8", FIGARO_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", "from app.settings import load_settings; "
                             "print(load_settings()[0].language)"],
                            cwd=root, env=environ, capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "it", result.stderr


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "it_IT.UTF-8"}, "it"),
    ({"LANGUAGE": "fr", "LANG": "it_IT.UTF-8"}, "fr"),          # LANGUAGE comes first, as in gettext
    ({"LC_ALL": "C", "LANG": "nl_NL.UTF-8"}, "nl"),              # C names no language
    ({"LC_MESSAGES": "fr_FR@euro"}, "fr"),
    ({"LANG": "C.UTF-8"}, "en"),
])
def test_environment_wins_over_a_locale_that_fell_back_to_english(monkeypatch, environ, expected):
    monkeypatch.setattr("locale.getlocale", lambda: ("en_US", "UTF-8"))
    assert system_language(environ, platform="linux") == expected


class FakeKernel:
    def __init__(self, language_id):
        self.language_id = language_id

    def GetUserDefaultUILanguage(self):
        return self.language_id


@pytest.mark.parametrize("language_id, expected", [(0x0410, "it"), (0x0413, "nl"), (0x080C, "fr"),
                                                   (0x0407, "en"), (0x0809, "en")])
def test_windows_first_start_follows_the_display_language(monkeypatch, language_id, expected):
    monkeypatch.setattr("locale.getlocale", lambda: ("English_United States", "1252"))
    assert system_language({}, platform="win32", windows_kernel=FakeKernel(language_id)) == expected


def test_windows_environment_still_comes_first(monkeypatch):
    monkeypatch.setattr("locale.getlocale", lambda: (None, None))
    assert system_language({"LANG": "fr_FR"}, platform="win32", windows_kernel=FakeKernel(0x0410)) == "fr"


@pytest.mark.parametrize("output, expected", [
    ('(\n    "it-IT",\n    en\n)\n', "it"), ('(\n    "de-DE",\n    "nl-NL"\n)\n', "nl"),
    ('(\n    en\n)\n', "en"), ("", "en"),
])
def test_macos_first_start_follows_the_preferred_languages(monkeypatch, output, expected):
    import subprocess
    monkeypatch.setattr("locale.getlocale", lambda: ("en_US", "UTF-8"))
    calls = []

    def run(command, **kwargs):
        calls.append(command)
        return subprocess.CompletedProcess(command, 0, stdout=output, stderr="")
    assert system_language({}, platform="darwin", run=run) == expected
    assert calls == [["defaults", "read", "-g", "AppleLanguages"]]


def test_macos_without_defaults_falls_back_quietly(monkeypatch):
    monkeypatch.setattr("locale.getlocale", lambda: (None, None))

    def run(command, **kwargs):
        raise FileNotFoundError(command[0])
    assert system_language({}, platform="darwin", run=run) == "en"


@pytest.mark.parametrize("window", [(960, 540), (800, 1000), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_chosen_rows_frame_keeps_a_margin_from_the_panels_edge(window):
    """Measured on the pixels drawn: along the chosen row's middle, the gold of its
    frame stands at least 10 pixels inside the panel on each side, and the row's ‹
    and › arrows lie at least 6 pixels inside the frame."""
    import pygame
    from scenes.panel import backdrop_rect
    from sprites.drawing import GOLD
    from tests.shell_scenes import app_in_window, open_scene
    app = app_in_window(window)
    scene = open_scene(app, lambda app: app.scene("settings"))
    for chosen in (0, len(scene.rows) - 1):
        scene.selected = chosen
        surface = pygame.Surface(app.logical_size())
        scene.draw(surface)
        panel = backdrop_rect(surface.get_size())
        left_arrow, right_arrow = scene.arrow_rects(chosen)
        y = left_arrow.centery
        gold = [x for x in range(surface.get_width()) if tuple(surface.get_at((x, y)))[:3] == tuple(GOLD)[:3]]
        frame_left, frame_right = gold[0], gold[-1]
        assert frame_left - panel.left >= 10 and panel.right - 1 - frame_right >= 10, (frame_left, frame_right, panel)
        assert left_arrow.left - frame_left >= 6 and frame_right - (right_arrow.right - 1) >= 6
        x = left_arrow.centerx                  # and above and below the arrows, inside the frame
        gold = [y for y in range(surface.get_height()) if tuple(surface.get_at((x, y)))[:3] == tuple(GOLD)[:3]
                and not left_arrow.inflate(0, -4).collidepoint(x, y)]
        above = max(y for y in gold if y < left_arrow.top)
        below = min(y for y in gold if y >= left_arrow.bottom)
        assert left_arrow.top - above >= 4 and below - (left_arrow.bottom - 1) >= 4, (above, below, left_arrow)
