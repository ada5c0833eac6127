"""Sound effects for the table.

The WAV files beside this module are made by `synth.py`. `Sounds` plays them
through pygame.mixer, and quietly does nothing when there is no audio device:
a missing sound card must never stop a game.
"""

from resources import resource_path

SOUND_NAMES = ("card", "capture", "ronde", "round_end", "win", "click", "invalid",
               "take", "steal", "ambush", "cash", "task", "sheriff", "lose")


class Sounds:
    """Loads every effect once; `play("card")` plays one, at `volume`, unless `muted`."""

    def __init__(self, volume: float = 0.8, muted: bool = False):
        self._effects = {}
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._load()

    @property
    def available(self) -> bool:
        """True when the mixer started and the effects are loaded."""
        return bool(self._effects)

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        self._apply_volume()

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)

    def play(self, name: str) -> None:
        """Play effect `name`; unknown names and a missing mixer are ignored."""
        if self._muted or self._volume <= 0.0:
            return
        effect = self._effects.get(name)
        if effect is None:
            return
        try:
            effect.play()
        except Exception:  # a device lost mid-game must not crash the table
            pass

    def _load(self) -> None:
        try:
            import pygame

            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in SOUND_NAMES:
                self._effects[name] = pygame.mixer.Sound(resource_path("sounds", name + ".wav"))
        except Exception:  # no audio device, no driver, or pygame built without a mixer
            self._effects = {}
            return
        self._apply_volume()

    def _apply_volume(self) -> None:
        for effect in self._effects.values():
            try:
                effect.set_volume(self._volume)
            except Exception:
                pass


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, float(value)))
