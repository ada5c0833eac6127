"""The app's folders: named for the collection, reachable through either home
variable, and the files kept under the app's former name carried over on the
first start, nothing lost and nothing overwritten."""

import json
import os

import pytest

from app import storage
from app.settings import load_settings
from app.stats import load_statistics


@pytest.fixture
def per_user(tmp_path, monkeypatch):
    """platformdirs' folders under tmp_path, as on Linux: config and data apart."""
    for name in storage.HOME_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(storage.platformdirs, "user_config_dir",
                        lambda app, appauthor=None: str(tmp_path / "config" / app))
    monkeypatch.setattr(storage.platformdirs, "user_data_dir",
                        lambda app, appauthor=None: str(tmp_path / "data" / app))
    return tmp_path


def former_layout(config, data):
    """The files a player of the Figaro-only app has: settings, an autosave with
    its seats, statistics of two games, another game's statistics and a saved record."""
    os.makedirs(config)
    os.makedirs(os.path.join(data, "records"))
    with open(os.path.join(config, "settings.json"), "w") as handle:
        json.dump({"language": "nl", "volume": 0.3, "card_size": "large"}, handle)
    stats = {"format": "figaro-stats/1", "games": [
        {"players": 4, "opponents": ["easy", "easy", "easy"], "people": [0], "winner": 0,
         "road_lengths": [9, 14, 20, 11]},
        {"players": 3, "opponents": ["hard", "hard"], "people": [2], "winner": 1,
         "road_lengths": [12, 8, 15]}]}
    with open(os.path.join(data, "statistics.json"), "w") as handle:
        json.dump(stats, handle)
    with open(os.path.join(data, "records", "evening.json"), "w") as handle:
        handle.write('{"format": "figaro-record/1"}\n')
    with open(os.path.join(data, "statistics-kings.json"), "w") as handle:
        json.dump({"format": "kings-stats/1", "games": []}, handle)


def snapshot(folder):
    found = {}
    for parent, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(parent, name)
            with open(path, "rb") as handle:
                found[os.path.relpath(path, folder)] = handle.read()
    return found


def test_the_folders_are_named_for_the_collection(per_user):
    assert storage.config_dir() == str(per_user / "config" / "cardparlour")
    assert storage.data_dir() == str(per_user / "data" / "cardparlour")


@pytest.mark.parametrize("variable", ["CARDPARLOUR_HOME", "FIGARO_HOME"])
def test_either_home_variable_keeps_everything_under_one_folder(per_user, monkeypatch, variable):
    monkeypatch.setenv(variable, str(per_user / "portable"))
    assert storage.config_dir() == str(per_user / "portable" / "config")
    assert storage.data_dir() == str(per_user / "portable" / "data")
    assert storage.carry_over() == []


def test_first_start_carries_over_the_former_folders_whole(per_user):
    old_config, old_data = per_user / "config" / "figaro", per_user / "data" / "figaro"
    former_layout(old_config, old_data)
    before = snapshot(old_config), snapshot(old_data)
    filled = storage.carry_over()
    assert sorted(filled) == sorted([storage.config_dir(), storage.data_dir()])
    assert (snapshot(storage.config_dir()), snapshot(storage.data_dir())) == before
    assert (snapshot(old_config), snapshot(old_data)) == before       # the old folders stay whole
    settings, message = load_settings()
    assert (settings.language, settings.volume, settings.card_size, message) == ("nl", 0.3, "large", None)
    statistics, message = load_statistics(game="figaro")
    assert message is None and statistics.overall().games == 2 and statistics.overall().wins == 1
    assert not [name for name in os.listdir(per_user / "data") if name.startswith(".carry-")]


def test_carry_over_happens_once_and_never_overwrites_the_new_folders(per_user):
    former_layout(per_user / "config" / "figaro", per_user / "data" / "figaro")
    storage.carry_over()
    with open(os.path.join(storage.config_dir(), "settings.json"), "w") as handle:
        json.dump({"language": "fr"}, handle)
    assert storage.carry_over() == []
    assert load_settings()[0].language == "fr"


def test_carry_over_where_config_and_data_share_one_folder(per_user, monkeypatch):
    """Windows and macOS: platformdirs gives one folder for both."""
    monkeypatch.setattr(storage.platformdirs, "user_config_dir",
                        lambda app, appauthor=None: str(per_user / "data" / app))
    old = per_user / "data" / "figaro"
    former_layout(old, old)
    assert storage.carry_over() == [storage.data_dir()]
    assert snapshot(storage.data_dir()) == snapshot(old)


def test_no_former_folders_means_nothing_to_carry(per_user):
    assert storage.carry_over() == []
    assert not os.path.exists(storage.config_dir())
