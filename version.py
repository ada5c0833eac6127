"""The one place the game's version is written.

The window title, ``main.py --version``, the PyInstaller build, the Linux
package, the Windows installer and the macOS Info.plist all read it from here.
"""

__version__ = "1.0.0"
