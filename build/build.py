"""Build Card Parlour for the machine this runs on: the one-folder bundle, then its installer.

    python build/build.py [--dist DIR] [--work DIR] [--bundle-only] [--target-arch universal2|native]

    Linux    DIR/cardparlour/cardparlour, DIR/cardparlour-<version>-linux-<arch>.tar.gz, DIR/cardparlour_<version>_<debarch>.deb
    Windows  DIR/cardparlour/cardparlour.exe (windowed) and cardparlour-cli.exe (console, for the headless
             commands), DIR/CardParlour-Setup-<version>.exe              (Inno Setup's iscc on PATH)
    macOS    DIR/Card Parlour.app (universal2: arm64 and x86_64), DIR/CardParlour-<version>.dmg   (hdiutil)

The version comes from version.py; see build/README.md for each installer by hand.
"""

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time

BUILD_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BUILD_DIR)
ICONS_DIR = os.path.join(BUILD_DIR, "icons")
ICON_FILES = ("cardparlour-256.png", "cardparlour-512.png", "cardparlour.ico", "cardparlour.icns")
sys.path.insert(0, ROOT)
from version import __version__  # noqa: E402

DEB_ARCH = {"x86_64": "amd64", "aarch64": "arm64", "armv7l": "armhf", "i686": "i386"}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=os.path.join(ROOT, "dist"), help="where the results go")
    parser.add_argument("--work", default=os.path.join(BUILD_DIR, "scratch"), help="PyInstaller's scratch folder")
    parser.add_argument("--bundle-only", action="store_true", help="make the bundle, not the installer")
    parser.add_argument("--target-arch", choices=("universal2", "native"), default="universal2",
                        help="macOS only: both arm64 and x86_64 (needs a universal2 Python, the default), "
                             "or this Mac's own architecture")
    args = parser.parse_args(argv)
    dist, work = os.path.abspath(args.dist), os.path.abspath(args.work)

    started = time.perf_counter()
    ensure_icons()
    bundle = freeze(dist, work, args.target_arch)
    if sys.platform == "darwin":
        check_macos_app(bundle, args.target_arch)
    print(f"bundle: {bundle} ({folder_size(bundle) / 1e6:.1f} MB)")
    if not args.bundle_only:
        for path in make_installers(dist, work, bundle):
            print(f"installer: {path} ({os.path.getsize(path) / 1e6:.1f} MB)")
    print(f"built Card Parlour {__version__} in {time.perf_counter() - started:.0f} s")
    return 0


def ensure_icons():
    if not all(os.path.isfile(os.path.join(ICONS_DIR, name)) for name in ICON_FILES):
        from make_icons import write_icons
        write_icons(ICONS_DIR)


def freeze(dist, work, target_arch="universal2"):
    """Run PyInstaller on cardparlour.spec; return the one-folder bundle's path."""
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", dist, "--workpath", work,
                    os.path.join(BUILD_DIR, "cardparlour.spec")], check=True, cwd=ROOT,
                   env=dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", CARDPARLOUR_TARGET_ARCH=target_arch))
    return os.path.join(dist, "Card Parlour.app" if sys.platform == "darwin" else "cardparlour")


def check_macos_app(app, target_arch):
    """Every binary in the app runs on the Info.plist's LSMinimumSystemVersion and, for
    universal2, on both architectures: a newer wheel that raised either fails the build."""
    import plistlib
    from PyInstaller.utils.osx import get_binary_architectures, macosx_version_min  # macOS only
    with open(os.path.join(app, "Contents", "Info.plist"), "rb") as handle:
        minimum = tuple(int(part) for part in plistlib.load(handle)["LSMinimumSystemVersion"].split("."))
    minimum += (0,) * (3 - len(minimum))                     # "10.13" is 10.13.0
    problems = []
    for path in macho_files(app):
        try:
            needs = macosx_version_min(path)
        except (AssertionError, ValueError):        # no version command: no lower bound either
            continue
        if needs > minimum:
            problems.append(f"{path} needs macOS {'.'.join(map(str, needs))}")
        if target_arch == "universal2":
            is_fat, archs = get_binary_architectures(path)
            if not {"arm64", "x86_64"} <= set(archs):
                problems.append(f"{path} holds only {', '.join(archs)}")
    if problems:
        raise SystemExit("the app does not run everywhere its Info.plist says:\n" + "\n".join(problems))


def macho_files(folder):
    """Paths of the Mach-O programs and libraries under folder (thin or fat)."""
    magics = {b"\xcf\xfa\xed\xfe", b"\xca\xfe\xba\xbe"}
    for parent, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(parent, name)
            if not os.path.islink(path):
                with open(path, "rb") as handle:
                    if handle.read(4) in magics:
                        yield path


def make_installers(dist, work, bundle):
    if sys.platform.startswith("linux"):
        made = [make_tarball(dist, bundle)]
        if shutil.which("dpkg-deb"):
            made.append(make_deb(dist, work, bundle))
        else:
            print("dpkg-deb not found: no .deb made", file=sys.stderr)
        return made
    if sys.platform == "win32":
        return [make_windows_setup(dist, bundle)]
    if sys.platform == "darwin":
        return [make_dmg(dist, work, bundle)]
    print(f"no installer for {sys.platform}; the bundle is in {bundle}", file=sys.stderr)
    return []


def make_tarball(dist, bundle):
    path = os.path.join(dist, f"cardparlour-{__version__}-linux-{platform.machine()}.tar.gz")
    with tarfile.open(path, "w:gz") as tar:
        tar.add(bundle, arcname=f"cardparlour-{__version__}")
    return path


def make_deb(dist, work, bundle):
    """A Debian package: the bundle in /opt/cardparlour, a `cardparlour` command, a menu entry and icons."""
    arch = DEB_ARCH.get(platform.machine(), platform.machine())
    root = os.path.join(work, "deb")
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, os.path.join(root, "opt", "cardparlour"), symlinks=True)
    os.makedirs(os.path.join(root, "usr", "bin"))
    os.symlink("/opt/cardparlour/cardparlour", os.path.join(root, "usr", "bin", "cardparlour"))
    install(os.path.join(BUILD_DIR, "linux", "cardparlour.desktop"),
            os.path.join(root, "usr", "share", "applications", "cardparlour.desktop"))
    for size in (256, 512):
        install(os.path.join(ICONS_DIR, f"cardparlour-{size}.png"),
                os.path.join(root, "usr", "share", "icons", "hicolor", f"{size}x{size}", "apps", "cardparlour.png"))
    install(os.path.join(ROOT, "fonts", "OFL.txt"),
            os.path.join(root, "usr", "share", "doc", "cardparlour", "copyright-fonts"), optional=True)
    normalise_modes(root)

    control_dir = os.path.join(root, "DEBIAN")
    os.makedirs(control_dir)
    with open(os.path.join(BUILD_DIR, "linux", "control"), encoding="utf-8") as handle:
        control = handle.read().format(version=__version__, arch=arch, glibc=glibc_version(),
                                       installed_kb=folder_size(root) // 1024)
    with open(os.path.join(control_dir, "control"), "w", encoding="utf-8") as handle:
        handle.write(control)
    os.chmod(control_dir, 0o755)

    path = os.path.join(dist, f"cardparlour_{__version__}_{arch}.deb")
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", root, path],
                   check=True, stdout=subprocess.DEVNULL)
    return path


def glibc_version():
    """The C library this machine has: the bundle's Python and SDL were linked against
    it, so the package needs at least that version (build on the oldest system you support)."""
    name, version = platform.libc_ver()
    return version if name == "glibc" and version else "2.28"


def install(source, target, optional=False):
    if optional and not os.path.isfile(source):
        return
    os.makedirs(os.path.dirname(target), exist_ok=True)
    shutil.copy2(source, target)


def normalise_modes(root):
    """Folders and programs 0755, everything else 0644: what dpkg and lintian expect,
    whatever the umask of the machine that built it."""
    for folder, dirs, files in os.walk(root):
        os.chmod(folder, 0o755)
        for name in files:
            path = os.path.join(folder, name)
            if os.path.islink(path):
                continue
            executable = os.stat(path).st_mode & 0o111
            os.chmod(path, 0o755 if executable else 0o644)


def make_windows_setup(dist, bundle):
    iscc = shutil.which("iscc") or shutil.which("ISCC") or r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe"
    subprocess.run([iscc, f"/DAppVersion={__version__}", f"/DBundleDir={bundle}", f"/DOutputDir={dist}",
                    f"/DIconFile={os.path.join(ICONS_DIR, 'cardparlour.ico')}",
                    os.path.join(BUILD_DIR, "windows", "cardparlour.iss")], check=True)
    return os.path.join(dist, f"CardParlour-Setup-{__version__}.exe")


def make_dmg(dist, work, app):
    """A disk image holding Card Parlour.app and a link to /Applications, to drag it onto."""
    staging = os.path.join(work, "dmg")
    shutil.rmtree(staging, ignore_errors=True)
    os.makedirs(staging)
    shutil.copytree(app, os.path.join(staging, "Card Parlour.app"), symlinks=True)
    os.symlink("/Applications", os.path.join(staging, "Applications"))
    path = os.path.join(dist, f"CardParlour-{__version__}.dmg")
    subprocess.run(["hdiutil", "create", "-volname", f"Card Parlour {__version__}", "-srcfolder", staging,
                    "-fs", "HFS+", "-format", "UDZO", "-ov", path], check=True)
    return path


def folder_size(folder):
    total = 0
    for parent, _dirs, files in os.walk(folder):
        for name in files:
            path = os.path.join(parent, name)
            if not os.path.islink(path):
                total += os.path.getsize(path)
    return total


if __name__ == "__main__":
    sys.exit(main())
