"""Synthesise the game's sound effects into WAV files beside this script.

Pure standard library so that anyone can rebuild the sounds without extra tools:
    python sounds/synth.py
The noise generator has a fixed seed, so every run writes the same bytes.
All files are 16-bit mono at 44100 Hz.
"""

import math
import os
import random
import sys
import wave
from array import array

RATE = 44100
rng = random.Random(1906)  # fixed seed: rebuilding must not change the files

# Equal-tempered pitches used below (Hz).
NOTE = {
    "G3": 196.00, "C4": 261.63, "D4": 293.66, "E4": 329.63, "G4": 392.00,
    "A4": 440.00, "B4": 493.88, "C5": 523.25, "D5": 587.33, "E5": 659.26,
    "G5": 783.99, "A5": 880.00, "B5": 987.77, "C6": 1046.50, "E6": 1318.51,
}


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at_seconds=0.0, gain=1.0):
    """Add `sound` into `into` starting at `at_seconds`, growing `into` if needed."""
    start = int(at_seconds * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, sample in enumerate(sound):
        into[start + i] += sample * gain
    return into


def envelope(n, attack, decay_time):
    """A short linear attack, then an exponential decay (time constant `decay_time`)."""
    attack_n = max(1, int(attack * RATE))
    env = []
    for i in range(n):
        if i < attack_n:
            env.append(i / attack_n)
        else:
            env.append(math.exp(-(i - attack_n) / (decay_time * RATE)))
    return env


def fade_out(samples, seconds=0.01):
    """Ramp the tail to zero so no file ends with a click."""
    n = min(len(samples), int(seconds * RATE))
    for i in range(n):
        samples[-1 - i] *= i / n
    return samples


def tone(freq, seconds, partials=((1, 1.0),), attack=0.005, decay=0.2, vibrato=0.0):
    """Additive tone: `partials` are (frequency ratio, amplitude) pairs."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        # Vibrato makes sustained fanfare notes sound played rather than beeped.
        f = freq * (1.0 + vibrato * math.sin(2 * math.pi * 5.5 * t) * min(1.0, t * 4))
        phase += 2 * math.pi * f / RATE
        value = sum(amp * math.sin(phase * ratio) for ratio, amp in partials)
        out.append(value * env[i])
    return fade_out(out)


def noise(seconds):
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(samples, cutoff):
    """One-pole low-pass; `cutoff` is a number or a function of the sample index."""
    out, y = [], 0.0
    for i, x in enumerate(samples):
        fc = cutoff(i) if callable(cutoff) else cutoff
        alpha = 1.0 - math.exp(-2 * math.pi * fc / RATE)
        y += alpha * (x - y)
        out.append(y)
    return out


def highpass(samples, cutoff):
    low = lowpass(samples, cutoff)
    return [x - l for x, l in zip(samples, low)]


def shape(samples, env):
    return [s * e for s, e in zip(samples, env)]


# Timbres: a soft pluck, a mellow brass, a bell. Ratios of a bell are inharmonic.
PLUCK = ((1, 1.0), (2, 0.35), (3, 0.12), (4, 0.05))
BRASS = ((1, 1.0), (2, 0.55), (3, 0.35), (4, 0.2), (5, 0.1), (6, 0.05))
BELL = ((1, 1.0), (2.76, 0.35), (5.40, 0.12), (8.93, 0.05))


def card():
    """A card laid on the felt: a short papery flick over a soft low thump."""
    length = 0.12
    flick = highpass(lowpass(noise(length), 3800), 900)
    flick = shape(flick, envelope(len(flick), 0.002, 0.014))
    thump = []
    phase = 0.0
    for i in range(int(length * RATE)):
        t = i / RATE
        phase += 2 * math.pi * (150 - 70 * min(1.0, t / 0.05)) / RATE  # a falling pitch reads as weight
        thump.append(math.sin(phase) * math.exp(-t / 0.025))
    out = mix(silence(length), flick, 0.0, 1.6)
    mix(out, thump, 0.002, 0.7)
    return fade_out(out)


def capture():
    """Cards swept up: a whoosh that rises and falls, ending on a low chime."""
    length = 0.6
    sweep = 0.38
    n = int(sweep * RATE)

    def cutoff(i):
        # The filter opens and closes with the sweep, which is what makes it a whoosh.
        return 400 + 3200 * math.sin(math.pi * i / n) ** 2

    whoosh = lowpass(noise(sweep), cutoff)
    whoosh = shape(whoosh, [math.sin(math.pi * i / n) ** 1.5 for i in range(n)])
    out = mix(silence(length), whoosh, 0.0, 1.6)
    mix(out, tone(NOTE["G3"], 0.42, BELL, attack=0.004, decay=0.16), 0.17, 0.45)
    mix(out, tone(NOTE["D4"], 0.38, BELL, attack=0.004, decay=0.14), 0.2, 0.3)
    return fade_out(out, 0.03)


def ronde():
    """The round dance: a little arpeggio that climbs and turns back home."""
    notes = ["C5", "E5", "G5", "C6", "G5", "E6"]
    out = silence(0.7)
    for k, name in enumerate(notes):
        mix(out, tone(NOTE[name], 0.3, PLUCK, attack=0.004, decay=0.09), k * 0.075, 0.4)
    return fade_out(out[: int(0.7 * RATE)], 0.05)


def round_end():
    """End of a round: three brass notes, the last held."""
    out = silence(1.0)
    mix(out, tone(NOTE["G4"], 0.2, BRASS, attack=0.02, decay=0.12), 0.0, 0.35)
    mix(out, tone(NOTE["C5"], 0.2, BRASS, attack=0.02, decay=0.12), 0.16, 0.35)
    mix(out, tone(NOTE["E5"], 0.66, BRASS, attack=0.03, decay=0.3, vibrato=0.004), 0.32, 0.4)
    return fade_out(out[: int(1.0 * RATE)], 0.08)


def win():
    """Victory: a bright rising fanfare landing on a full major chord."""
    out = silence(1.6)
    lead = [("C5", 0.0, 0.14), ("E5", 0.12, 0.14), ("G5", 0.24, 0.14), ("E5", 0.36, 0.1), ("G5", 0.46, 0.14)]
    for name, at, seconds in lead:
        mix(out, tone(NOTE[name], seconds + 0.06, BRASS, attack=0.012, decay=0.1), at, 0.3)
    chord_at = 0.62
    for name, gain in (("C5", 0.22), ("E5", 0.2), ("G5", 0.2), ("C6", 0.26)):
        mix(out, tone(NOTE[name], 0.98, BRASS, attack=0.02, decay=0.45, vibrato=0.005), chord_at, gain)
    # A bell on top makes it sparkle.
    mix(out, tone(NOTE["C6"] * 2, 0.9, BELL, attack=0.002, decay=0.25), chord_at, 0.08)
    return fade_out(out[: int(1.6 * RATE)], 0.12)


def click():
    """A UI click: a tiny woody tick."""
    tick = tone(1800, 0.05, ((1, 1.0), (2.3, 0.3)), attack=0.0005, decay=0.006)
    grain = shape(highpass(noise(0.05), 2000), envelope(int(0.05 * RATE), 0.0005, 0.003))
    return fade_out(mix(tick, grain, 0.0, 0.3), 0.005)


def invalid():
    """Not allowed: a soft, low two-step "nope" buzz."""
    buzz = ((1, 1.0), (3, 0.22), (5, 0.07))  # a few odd harmonics: a muffled square wave
    out = silence(0.2)
    mix(out, tone(NOTE["G3"], 0.09, buzz, attack=0.006, decay=0.06), 0.0, 0.45)
    mix(out, tone(NOTE["G3"] * 0.84, 0.11, buzz, attack=0.006, decay=0.06), 0.09, 0.45)
    return fade_out(lowpass(out[: int(0.2 * RATE)], 1000), 0.02)


def take():
    """A card picked up: the flick of a card drawn off the felt, a little rising pluck."""
    out = mix(silence(0.22), card()[: int(0.08 * RATE)], 0.0, 0.8)
    mix(out, tone(NOTE["E5"], 0.12, PLUCK, attack=0.003, decay=0.05), 0.03, 0.3)
    mix(out, tone(NOTE["A5"], 0.12, PLUCK, attack=0.003, decay=0.05), 0.08, 0.3)
    return fade_out(out[: int(0.22 * RATE)], 0.02)


def steal():
    """A card slipped from another's hand: a quick hushed swish and a sly low step down."""
    n = int(0.18 * RATE)
    swish = lowpass(noise(0.18), lambda i: 600 + 2600 * (i / n))
    swish = shape(swish, [math.sin(math.pi * i / n) ** 2 for i in range(n)])
    out = mix(silence(0.4), swish, 0.0, 1.0)
    mix(out, tone(NOTE["E4"], 0.14, PLUCK, attack=0.004, decay=0.06), 0.14, 0.35)
    mix(out, tone(NOTE["C4"], 0.2, PLUCK, attack=0.004, decay=0.08), 0.24, 0.35)
    return fade_out(out[: int(0.4 * RATE)], 0.03)


def ambush():
    """An ambush springs: a sharp snare crack over a low brass stab."""
    crack = shape(highpass(noise(0.12), 1500), envelope(int(0.12 * RATE), 0.001, 0.02))
    out = mix(silence(0.5), crack, 0.0, 1.2)
    for name, gain in (("G3", 0.4), ("D4", 0.3)):
        mix(out, tone(NOTE[name] * 0.94, 0.4, BRASS, attack=0.01, decay=0.12), 0.02, gain)
    return fade_out(out[: int(0.5 * RATE)], 0.04)


def cash():
    """Goods cashed: coins clinking, three bright bells."""
    out = silence(0.5)
    for k, name in enumerate(("E6", "C6", "E6")):
        mix(out, tone(NOTE[name], 0.25, BELL, attack=0.001, decay=0.06), 0.07 * k, 0.3)
    mix(out, card()[: int(0.1 * RATE)], 0.0, 0.6)
    return fade_out(out[: int(0.5 * RATE)], 0.04)


def task():
    """A task completed: a firm major third, then the fifth above."""
    out = silence(0.6)
    mix(out, tone(NOTE["C5"], 0.3, BRASS, attack=0.01, decay=0.12), 0.0, 0.3)
    mix(out, tone(NOTE["E5"], 0.3, BRASS, attack=0.01, decay=0.12), 0.0, 0.25)
    mix(out, tone(NOTE["G5"], 0.4, BRASS, attack=0.01, decay=0.16), 0.14, 0.3)
    return fade_out(out[: int(0.6 * RATE)], 0.05)


def sheriff():
    """The Sheriff's step: a heavy boot on wood, a dull thud and a short knock."""
    out = silence(0.25)
    thud = []
    phase = 0.0
    for i in range(int(0.2 * RATE)):
        t = i / RATE
        phase += 2 * math.pi * (110 - 50 * min(1.0, t / 0.06)) / RATE
        thud.append(math.sin(phase) * math.exp(-t / 0.04))
    mix(out, thud, 0.0, 0.9)
    knock = shape(lowpass(noise(0.05), 1200), envelope(int(0.05 * RATE), 0.001, 0.01))
    mix(out, knock, 0.0, 0.8)
    return fade_out(out[: int(0.25 * RATE)], 0.02)


def lose():
    """The game lost: three notes falling, the last soft and held."""
    out = silence(1.0)
    mix(out, tone(NOTE["E4"], 0.24, BRASS, attack=0.02, decay=0.14), 0.0, 0.3)
    mix(out, tone(NOTE["D4"], 0.24, BRASS, attack=0.02, decay=0.14), 0.2, 0.3)
    mix(out, tone(NOTE["C4"] * 0.94, 0.6, BRASS, attack=0.03, decay=0.3, vibrato=0.004), 0.4, 0.3)
    return fade_out(out[: int(1.0 * RATE)], 0.1)


SOUNDS = {
    "card": card,
    "capture": capture,
    "ronde": ronde,
    "round_end": round_end,
    "win": win,
    "click": click,
    "invalid": invalid,
    "take": take,
    "steal": steal,
    "ambush": ambush,
    "cash": cash,
    "task": task,
    "sheriff": sheriff,
    "lose": lose,
}

# Loudness of each effect relative to full scale, so the set sits together in the mix.
PEAK = {"click": 0.45, "card": 0.6, "invalid": 0.38, "take": 0.55, "sheriff": 0.6, "steal": 0.5}
DEFAULT_PEAK = 0.7


def write_wav(path, samples, peak):
    top = max(abs(s) for s in samples) or 1.0
    scale = peak * 32767 / top
    data = array("h", (int(round(s * scale)) for s in samples))
    if sys.byteorder == "big":
        data.byteswap()  # WAV samples are little-endian
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def main():
    folder = os.path.dirname(os.path.abspath(__file__))
    for name, make in SOUNDS.items():
        path = os.path.join(folder, name + ".wav")
        write_wav(path, make(), PEAK.get(name, DEFAULT_PEAK))
        print(f"wrote {name}.wav")


if __name__ == "__main__":
    main()
