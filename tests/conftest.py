import os
import sys

# Headless everywhere: tests never open a real window or sound device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _own_home(tmp_path, monkeypatch):
    """Whatever a test clicks (a monkey on the save icon), nothing lands in the
    real per-user folders: FIGARO_HOME is a fresh folder unless the test sets it
    (and CARDPARLOUR_HOME, which would come first, is unset)."""
    monkeypatch.delenv("CARDPARLOUR_HOME", raising=False)
    if "FIGARO_HOME" not in os.environ:
        monkeypatch.setenv("FIGARO_HOME", str(tmp_path / "home"))


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that changes the language (a settings click, a monkey) leaves English behind."""
    yield
    from app.i18n import set_language
    set_language("en")
