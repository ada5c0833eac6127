"""The packaged game: build the one-folder bundle with PyInstaller, as a player
gets it, and run the frozen executable headless (build/build.py, build/README.md)."""

import contextlib
import os
import re
import subprocess
import sys
import tarfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXE_NAME = "figaro.exe" if os.name == "nt" else "figaro"

pytest.importorskip("PyInstaller", reason="PyInstaller is a dev requirement; without it nothing is built")

pytestmark = pytest.mark.slow

sys.path.insert(0, os.path.join(ROOT, "build"))
import smoke_test  # noqa: E402


@contextlib.contextmanager
def exclusive(path):
    """Hold a lock file, so that parallel test workers build the bundle only once."""
    with open(path, "a+") as handle:
        if os.name == "nt":
            import msvcrt
            while True:
                try:
                    msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
                    break
                except OSError:                 # LK_LOCK gives up after 10 s; keep waiting
                    pass
        else:
            import fcntl
            fcntl.flock(handle, fcntl.LOCK_EX)
        yield


@pytest.fixture(scope="session")
def dist(tmp_path_factory):
    """The folder build/build.py filled: bundle and installers, built once per test session."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    out = shared / "frozen-dist"
    with exclusive(shared / "frozen-dist.lock"):
        if not (out / "built").exists():
            result = subprocess.run([sys.executable, os.path.join("build", "build.py"),
                                     "--dist", str(out), "--work", str(shared / "frozen-work")],
                                    cwd=ROOT, capture_output=True, text=True, timeout=900)
            assert result.returncode == 0, result.stdout + result.stderr
            (out / "built").write_text(result.stdout)
    return out


@pytest.fixture
def run_frozen(dist, tmp_path):
    """Run the frozen executable headless, with its per-user folders in tmp_path;
    it fails if the game wrote anything inside its bundle."""
    def run(*args, stdin=None):
        return smoke_test.run_frozen(str(dist / "figaro" / EXE_NAME), args, str(tmp_path), stdin=stdin)
    return run


def test_frozen_simulate_plays_games_and_exits_0(run_frozen):
    result = run_frozen("simulate", "--players", "4", "--games", "3", "--seats", "random,random,random,random")
    assert result.returncode == 0, result.stderr
    assert '"games": 3' in result.stdout


def test_frozen_demo_plays_in_the_window_loop_and_exits_0(run_frozen):
    result = run_frozen("demo")
    assert result.returncode == 0, result.stdout + result.stderr


def test_frozen_version_matches_version_py(run_frozen):
    sys.path.insert(0, ROOT)
    from version import __version__
    result = run_frozen("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"Figaro {__version__}"


def test_frozen_replay_reads_a_record_from_standard_input(run_frozen):
    record = '{"format": "figaro-record/1", "players": 4, "seed": 7, "moves": []}'
    result = run_frozen("replay", "-", stdin=record)
    assert result.returncode == 0 and '"seed": 7' in result.stdout, result.stderr


def test_bundle_holds_every_asset_where_the_game_looks(dist):
    """roads.json next to game/figaro/roads.py, fonts, sounds and catalogs under the bundle's data folder."""
    data_dir = dist / "figaro" / "_internal"
    wanted = []
    for folder, suffix in (("game", ".json"), ("fonts", ".ttf"), ("sounds", ".wav"), ("locale", ".mo")):
        for parent, _dirs, names in os.walk(os.path.join(ROOT, folder)):
            wanted += [os.path.relpath(os.path.join(parent, n), ROOT) for n in names if n.endswith(suffix)]
    missing = [path for path in wanted if not (data_dir / path).is_file()]
    assert not missing, f"not bundled: {missing}"


def test_bundle_leaves_out_the_tests_and_the_dev_tools(dist):
    internal = dist / "figaro" / "_internal"
    for unwanted in ("tkinter", "numpy", "pytest", "hypothesis", "tests"):
        assert not (internal / unwanted).exists(), unwanted
    listing = subprocess.run([sys.executable, "-m", "PyInstaller.utils.cliutils.archive_viewer", "--recursive",
                              str(dist / "figaro" / EXE_NAME)], capture_output=True, text=True, timeout=120).stdout
    modules = set(re.findall(r"'([\w.]+)'\s*$", listing, re.MULTILINE))
    assert {"cli", "game.figaro.roads"} <= modules          # the listing is read right
    for unwanted in ("hypothesis", "pytest", "tkinter", "tests", "sounds.synth", "sprites.preview"):
        assert not any(m == unwanted or m.startswith(unwanted + ".") for m in modules), unwanted


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .tar.gz and .deb are Linux packages")
def test_linux_tarball_holds_the_bundle(dist):
    from version import __version__
    [tarball] = dist.glob(f"figaro-{__version__}-linux-*.tar.gz")
    with tarfile.open(tarball) as tar:
        names = tar.getnames()
    assert f"figaro-{__version__}/figaro" in names


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .tar.gz and .deb are Linux packages")
def test_deb_installs_the_game_a_command_a_menu_entry_and_icons(dist):
    from version import __version__
    debs = list(dist.glob(f"figaro_{__version__}_*.deb"))
    if not debs:
        pytest.skip("dpkg-deb is not installed, so no .deb was made")
    listing = subprocess.run(["dpkg-deb", "--contents", str(debs[0])], capture_output=True, text=True).stdout
    for path in ("./opt/figaro/figaro", "./usr/bin/figaro -> /opt/figaro/figaro",
                 "./usr/share/applications/figaro.desktop",
                 "./usr/share/icons/hicolor/256x256/apps/figaro.png"):
        assert path in listing, path
    info = subprocess.run(["dpkg-deb", "--field", str(debs[0]), "Package", "Version"],
                          capture_output=True, text=True).stdout
    assert info.split() == ["Package:", "figaro", "Version:", __version__]

