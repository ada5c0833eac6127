"""Text-size checks: every font size pygame is asked for while a test draws."""

import pygame


def record_font_sizes(monkeypatch):
    """The size of every pygame font made from now on, in a list that grows; the
    app's font caches are emptied first, so every size drawn is made anew."""
    import scenes.base
    import scenes.kings.lettering
    import sprites.text
    sizes = []
    real = pygame.font.Font

    class Recording(real):
        def __init__(self, path, size):
            sizes.append(size)
            super().__init__(path, size)
    sprites.text.font.cache_clear()
    scenes.base._text_cache.clear()
    scenes.kings.lettering._line_cache.clear()
    monkeypatch.setattr(pygame.font, "Font", Recording)
    return sizes
