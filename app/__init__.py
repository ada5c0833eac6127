"""What the desktop app keeps around the game: translations, settings, saves,
statistics. Pure Python (no pygame), so it is tested on its own."""
