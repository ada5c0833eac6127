"""Figaro's own scenes: its table, the round and game ends, the animations, and
what the table says in Figaro's words (cards and colours, the log, hints,
refused moves, the keyboard cursor). The shell's scenes (chooser, menus,
settings, rules, statistics, log) are one level up, in ``scenes``."""
