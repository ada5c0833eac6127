"""Figaro's own scenes: its table, the round and game ends, the animations and
the words for refused moves. The shell's scenes (chooser, menus, settings,
rules, statistics, log) are one level up, in ``scenes``."""
