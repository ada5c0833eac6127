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
WINDOWS = os.name == "nt"
EXE_NAME = "cardparlour.exe" if WINDOWS else "cardparlour"

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
    """The folder build/build.py filled, built once per test session: the bundle, and on
    Linux its .tar.gz and .deb (the Windows setup and the macOS .dmg are left to the
    release workflow, which installs the tools they need). On macOS the app is built
    for the Mac's own architecture, so that any Python builds it."""
    pytest.importorskip("PyInstaller", reason="PyInstaller is a dev requirement; without it nothing is built")
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    out = shared / "frozen-dist"
    with exclusive(shared / "frozen-dist.lock"):
        if not (out / "built").exists():
            options = [] if sys.platform.startswith("linux") else ["--bundle-only"]
            if sys.platform == "darwin":
                options += ["--target-arch", "native"]
            result = subprocess.run([sys.executable, os.path.join("build", "build.py"),
                                     "--dist", str(out), "--work", str(shared / "frozen-work"), *options],
                                    cwd=ROOT, capture_output=True, text=True, timeout=900)
            assert result.returncode == 0, result.stdout + result.stderr
            (out / "built").write_text(result.stdout)
    return out


def main_executable(dist):
    """What the player starts: inside the .app on macOS, else in the one-folder bundle."""
    if sys.platform == "darwin":
        return dist / "Card Parlour.app" / "Contents" / "MacOS" / "cardparlour"
    return dist / "cardparlour" / EXE_NAME


@pytest.mark.slow
def test_frozen_game_passes_the_smoke_test(dist, tmp_path):
    """--version, replay (a move, an illegal move, a broken record), simulate and demo,
    their output checked, on the console executable where there is one (Windows)."""
    executable = str(main_executable(dist))
    commands, checks = smoke_test.targets(executable)
    report = []
    failed = smoke_test.run_checks(commands, checks, str(tmp_path), bundle=smoke_test.bundle_root(executable),
                                   report=report.append)
    assert not failed, "\n".join(report)
    assert len(report) == len(checks)


@pytest.mark.slow
@pytest.mark.skipif(not WINDOWS, reason="the console executable is built on Windows only")
def test_windows_bundle_has_a_console_executable_for_the_headless_commands(dist):
    assert (dist / "cardparlour" / "cardparlour-cli.exe").is_file()
    commands, _checks = smoke_test.targets(str(dist / "cardparlour" / "cardparlour.exe"))
    assert commands["console"] == [str(dist / "cardparlour" / "cardparlour-cli.exe")]


@pytest.mark.slow
@pytest.mark.skipif(WINDOWS, reason="on Linux and macOS the one executable prints in a terminal")
def test_linux_and_macos_bundles_have_one_executable(dist):
    programs = [path.name for path in (dist / "cardparlour").iterdir() if path.is_file()]
    assert programs == ["cardparlour"]


@pytest.mark.slow
def test_bundle_holds_every_asset_where_the_game_looks(dist):
    """roads.json next to game/cardparlour/roads.py, fonts, sounds and catalogs under the bundle's data folder."""
    data_dir = dist / "cardparlour" / "_internal"
    wanted = []
    for folder, suffix in (("game", ".json"), ("fonts", ".ttf"), ("sounds", ".wav"), ("locale", ".mo")):
        for parent, _dirs, names in os.walk(os.path.join(ROOT, folder)):
            wanted += [os.path.relpath(os.path.join(parent, n), ROOT) for n in names if n.endswith(suffix)]
    missing = [path for path in wanted if not (data_dir / path).is_file()]
    assert not missing, f"not bundled: {missing}"


@pytest.mark.slow
def test_bundle_leaves_out_the_tests_and_the_dev_tools(dist):
    internal = dist / "cardparlour" / "_internal"
    for unwanted in ("tkinter", "numpy", "pytest", "hypothesis", "tests"):
        assert not (internal / unwanted).exists(), unwanted
    listing = subprocess.run([sys.executable, "-m", "PyInstaller.utils.cliutils.archive_viewer", "--recursive",
                              str(dist / "cardparlour" / EXE_NAME)], capture_output=True, text=True, timeout=120).stdout
    modules = set(re.findall(r"'([\w.]+)'\s*$", listing, re.MULTILINE))
    assert {"cli", "game.figaro.roads"} <= modules          # the listing is read right
    for unwanted in ("hypothesis", "pytest", "yaml", "tkinter", "tests", "sounds.synth", "sprites.preview"):
        assert not any(m == unwanted or m.startswith(unwanted + ".") for m in modules), unwanted


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .tar.gz and .deb are Linux packages")
def test_linux_tarball_holds_the_bundle(dist):
    from version import __version__
    [tarball] = dist.glob(f"cardparlour-{__version__}-linux-*.tar.gz")
    with tarfile.open(tarball) as tar:
        names = tar.getnames()
    assert f"cardparlour-{__version__}/cardparlour" in names


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .tar.gz and .deb are Linux packages")
def test_deb_installs_the_game_a_command_a_menu_entry_and_icons(dist):
    from version import __version__
    debs = list(dist.glob(f"cardparlour_{__version__}_*.deb"))
    if not debs:
        pytest.skip("dpkg-deb is not installed, so no .deb was made")
    listing = subprocess.run(["dpkg-deb", "--contents", str(debs[0])], capture_output=True, text=True).stdout
    for path in ("./opt/cardparlour/cardparlour", "./usr/bin/cardparlour -> /opt/cardparlour/cardparlour",
                 "./usr/share/applications/cardparlour.desktop",
                 "./usr/share/icons/hicolor/256x256/apps/cardparlour.png"):
        assert path in listing, path
    info = subprocess.run(["dpkg-deb", "--field", str(debs[0]), "Package", "Version"],
                          capture_output=True, text=True).stdout
    assert info.split() == ["Package:", "cardparlour", "Version:", __version__]



# The smoke test's checks, without building: they pass on `python main.py` and
# fail on a program that exits as expected but prints the wrong things.

FAKE_GAME = """import json, sys
args = sys.argv[1:]
if args[:1] == ["replay"]:
    record = json.load(sys.stdin)
    if "colour" in record:
        print("Traceback (most recent call last):", file=sys.stderr)
        print("ValueError: colour", file=sys.stderr)
        sys.exit(2)
    print("{}")
    sys.exit(1 if len(record["moves"]) > 1 else 0)
if args[:1] == ["--version"]:
    print("Card Parlour 0.0.1")
elif args[:1] == ["simulate"]:
    print('{"games": 3}')
"""
HEADLESS_CHECKS = tuple(check for check in smoke_test.CHECKS if check[0] != ["demo"])


def test_smoke_checks_pass_on_the_game_from_source(tmp_path):
    commands, checks = smoke_test.targets(None)
    assert commands["console"] == [sys.executable, os.path.join(ROOT, "main.py")]
    report = []
    assert smoke_test.run_checks(commands, HEADLESS_CHECKS, str(tmp_path), report=report.append) == [], \
        "\n".join(report)
    assert [args[0] for args, *_ in HEADLESS_CHECKS] == ["--version", "replay", "replay", "replay", "simulate"]


def test_smoke_checks_read_the_output_not_only_the_exit_code(tmp_path):
    fake = tmp_path / "fake_game.py"
    fake.write_text(FAKE_GAME)
    command = [sys.executable, str(fake)]
    report = []
    failed = smoke_test.run_checks({"console": command, "windowed": command}, smoke_test.CHECKS,
                                   str(tmp_path), report=report.append)
    assert len(failed) == len(smoke_test.CHECKS), "\n".join(report)
    assert not any(line.startswith("exit ") for line in report)     # every exit code right, every output wrong


def test_smoke_test_uses_the_console_executable_beside_a_windows_cardparlour_exe(tmp_path):
    windowed = tmp_path / "cardparlour.exe"
    windowed.write_bytes(b"")
    with pytest.raises(SystemExit, match="cardparlour-cli.exe"):
        smoke_test.targets(str(windowed))
    (tmp_path / "cardparlour-cli.exe").write_bytes(b"")
    commands, checks = smoke_test.targets(str(windowed))
    assert commands == {"console": [str(tmp_path / "cardparlour-cli.exe")], "windowed": [str(windowed)]}
    for args, _stdin, _code, expect, which in checks:
        # cardparlour.exe's output may go nowhere: it is checked for its exit code only
        assert which == "console" or expect is smoke_test.nothing, args
    headless = [args[0] for args, _stdin, _code, _expect, which in checks if which == "console"]
    assert {"--version", "replay", "simulate"} <= set(headless)


def test_smoke_test_uses_the_one_executable_elsewhere(tmp_path):
    commands, checks = smoke_test.targets(str(tmp_path / "cardparlour"))
    assert commands == {"console": [str(tmp_path / "cardparlour")], "windowed": [str(tmp_path / "cardparlour")]}
    assert checks == smoke_test.CHECKS


# The spec, run as PyInstaller runs it but with its build steps recorded, as if on each system.

class Recorded:
    def __init__(self, kind, *args, **kwargs):
        self.kind, self.args, self.kwargs = kind, args, kwargs
        self.scripts = self.pure = self.binaries = self.datas = []


def run_spec(monkeypatch, platform_name, machine="x86_64", target_arch=None):
    import platform
    hooks = pytest.importorskip("PyInstaller.utils.hooks")
    monkeypatch.setattr(hooks, "collect_submodules", lambda package: [package])
    monkeypatch.setattr(sys, "platform", platform_name)
    monkeypatch.setattr(platform, "machine", lambda: machine)
    if target_arch:
        monkeypatch.setenv("CARDPARLOUR_TARGET_ARCH", target_arch)
    else:
        monkeypatch.delenv("CARDPARLOUR_TARGET_ARCH", raising=False)
    made = []

    def step(kind):
        def record(*args, **kwargs):
            made.append(Recorded(kind, *args, **kwargs))
            return made[-1]
        return record

    spec = os.path.join(ROOT, "build", "cardparlour.spec")
    namespace = {"SPECPATH": os.path.dirname(spec), "__file__": spec}
    namespace.update({kind: step(kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")})
    with open(spec, encoding="utf-8") as handle:
        exec(compile(handle.read(), spec, "exec"), namespace)
    return {kind: [m for m in made if m.kind == kind] for kind in ("EXE", "COLLECT", "BUNDLE")}


def test_spec_on_windows_adds_a_console_executable_to_the_same_bundle(monkeypatch):
    steps = run_spec(monkeypatch, "win32")
    exes = {exe.kwargs["name"]: exe.kwargs for exe in steps["EXE"]}
    assert exes["cardparlour"]["console"] is False and exes["cardparlour-cli"]["console"] is True
    assert all(kwargs["exclude_binaries"] and kwargs["icon"].endswith("cardparlour.ico") for kwargs in exes.values())
    [collect] = steps["COLLECT"]
    assert collect.kwargs["name"] == "cardparlour" and collect.args[:2] == tuple(steps["EXE"])
    assert steps["BUNDLE"] == []


@pytest.mark.parametrize("platform_name", ["linux", "darwin"])
def test_spec_elsewhere_makes_one_executable(monkeypatch, platform_name):
    steps = run_spec(monkeypatch, platform_name)
    assert [exe.kwargs["name"] for exe in steps["EXE"]] == ["cardparlour"]
    assert steps["COLLECT"][0].args[0] is steps["EXE"][0]
    assert not any(isinstance(arg, Recorded) and arg.kind == "EXE" for arg in steps["COLLECT"][0].args[1:])


@pytest.mark.parametrize("machine", ["arm64", "x86_64"])
def test_spec_builds_a_universal2_app_for_macos_10_13_and_later(monkeypatch, machine):
    steps = run_spec(monkeypatch, "darwin", machine=machine)
    assert steps["EXE"][0].kwargs["target_arch"] == "universal2"
    [app] = steps["BUNDLE"]
    assert app.kwargs["info_plist"]["LSMinimumSystemVersion"] == "10.13"


@pytest.mark.parametrize("machine, minimum", [("arm64", "11.0"), ("x86_64", "10.13")])
def test_spec_for_this_mac_only_starts_where_its_architecture_does(monkeypatch, machine, minimum):
    steps = run_spec(monkeypatch, "darwin", machine=machine, target_arch="native")
    assert steps["EXE"][0].kwargs["target_arch"] is None
    assert steps["BUNDLE"][0].kwargs["info_plist"]["LSMinimumSystemVersion"] == minimum


# The workflows: the README's test command on three systems for every push and pull request.

def workflow(name):
    yaml = pytest.importorskip("yaml")
    with open(os.path.join(ROOT, ".github", "workflows", name), encoding="utf-8") as handle:
        document = yaml.safe_load(handle)
    document["on"] = document.pop(True, document.get("on"))     # YAML 1.1 reads the key `on` as true
    return document


def readme_test_command():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as handle:
        text = handle.read()
    [command] = re.findall(r"^    (python3 -m venv \.venv && .*pytest.*)$", text, re.MULTILINE)
    return command


def test_readme_test_command_is_the_one_ci_runs():
    assert readme_test_command() == ("python3 -m venv .venv && .venv/bin/pip install -q -r requirements-dev.txt"
                                     " && .venv/bin/python -m pytest -n 2")
    with open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8") as handle:
        assert readme_test_command() in handle.read().splitlines()


def test_tests_workflow_runs_the_readme_command_on_three_systems_for_every_push_and_pull_request():
    document = workflow("tests.yml")
    assert set(document["on"]) == {"push", "pull_request"}
    assert all(not filters for filters in document["on"].values())      # no branch or path filters
    [job] = document["jobs"].values()
    systems = job["strategy"]["matrix"]["os"]
    assert {system.split("-")[0] for system in systems} == {"ubuntu", "windows", "macos"}
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["env"]["SDL_VIDEODRIVER"] == "dummy" and job["env"]["SDL_AUDIODRIVER"] == "dummy"
    [setup] = [step for step in job["steps"] if step.get("uses", "").startswith("actions/setup-python@")]
    assert setup["with"]["python-version"] == "3.11"
    runs = {step["if"]: step["run"].strip() for step in job["steps"] if "run" in step}
    command = readme_test_command()
    windows_command = command.replace("python3 ", "python ").replace(".venv/bin/", ".venv\\Scripts\\")
    assert runs == {"runner.os != 'Windows'": command, "runner.os == 'Windows'": windows_command}


def test_release_workflow_runs_on_tags_and_smoke_tests_every_installer():
    document = workflow("release.yml")
    assert document["on"]["push"] == {"tags": ["v*"]}
    installer = document["jobs"]["installer"]
    systems = {entry["os"].split("-")[0]: entry for entry in installer["strategy"]["matrix"]["include"]}
    assert set(systems) == {"ubuntu", "windows", "macos"}
    assert systems["windows"]["executable"] == "dist/cardparlour/cardparlour.exe"
    assert systems["macos"]["executable"] == "dist/Card Parlour.app/Contents/MacOS/cardparlour"
    scripts = "\n".join(step.get("run", "") for step in installer["steps"])
    assert 'python build/smoke_test.py "${{ matrix.executable }}"' in scripts
    assert "cardparlour-cli.exe" in scripts and "lipo -verify_arch x86_64 arm64" in scripts
    intel = document["jobs"]["macos-intel"]
    assert intel["runs-on"].endswith("-intel") and "smoke_test.py" in intel["steps"][-1]["run"]
    assert set(document["jobs"]["publish"]["needs"]) == {"installer", "macos-intel"}


# build.py's check of a macOS app: every binary starts on the Info.plist's minimum macOS.

def fake_app(folder, minimum, program):
    import plistlib
    import shutil
    app = folder / "Card Parlour.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    with open(app / "Contents" / "Info.plist", "wb") as handle:
        plistlib.dump({"LSMinimumSystemVersion": minimum}, handle)
    shutil.copy(program, app / "Contents" / "MacOS" / "cardparlour")
    (app / "Contents" / "MacOS" / "notes.txt").write_text("not a program")
    return app


def test_macho_files_finds_thin_and_fat_programs_only(tmp_path):
    import build as build_script
    (tmp_path / "thin.dylib").write_bytes(b"\xcf\xfa\xed\xfe" + bytes(28))
    (tmp_path / "fat.so").write_bytes(b"\xca\xfe\xba\xbe" + bytes(28))
    (tmp_path / "Info.plist").write_bytes(b"<?xml")
    (tmp_path / "empty").write_bytes(b"")
    found = sorted(os.path.basename(path) for path in build_script.macho_files(str(tmp_path)))
    assert found == ["fat.so", "thin.dylib"]


@pytest.mark.skipif(sys.platform != "darwin", reason="reads macOS programs with PyInstaller's macOS tools")
def test_macos_check_fails_an_app_whose_binaries_need_a_newer_macos(tmp_path):
    import build as build_script
    python = os.path.realpath(sys.executable)                   # a Mach-O program, built for 10.9 or later
    build_script.check_macos_app(str(fake_app(tmp_path / "new", "99.0", python)), "native")
    with pytest.raises(SystemExit, match="needs macOS"):
        build_script.check_macos_app(str(fake_app(tmp_path / "old", "10.4", python)), "native")


# The collection's name: every installer, the desktop entry and the README say Card Parlour.

def test_installers_and_desktop_entry_name_the_collection():
    def read(*parts):
        with open(os.path.join(ROOT, *parts), encoding="utf-8") as handle:
            return handle.read()
    desktop = dict(line.split("=", 1) for line in read("build", "linux", "cardparlour.desktop").splitlines()
                   if "=" in line)
    assert (desktop["Name"], desktop["Exec"], desktop["Icon"]) == ("Card Parlour", "cardparlour", "cardparlour")
    control = read("build", "linux", "control")
    assert control.startswith("Package: cardparlour\n") and "Replaces: figaro\n" in control
    iss = read("build", "windows", "cardparlour.iss")
    assert "AppName=Card Parlour\n" in iss and "{6B0E3C52-4E8B-4F0A-9C1D-F1A6A0C0F16A}" in iss   # upgrades Figaro
    for name in ("cardparlour-256.png", "cardparlour-512.png", "cardparlour.ico", "cardparlour.icns"):
        assert os.path.isfile(os.path.join(ROOT, "build", "icons", name)), name
    assert read("README.md").startswith("# Card Parlour\n")


def test_version_names_the_collection():
    result = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--version"],
                            capture_output=True, text=True, timeout=60)
    from version import __version__
    assert result.stdout.strip() == f"Card Parlour {__version__}"
