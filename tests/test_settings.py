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
