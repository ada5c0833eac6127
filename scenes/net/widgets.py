"""A one-line text field for the network scenes: an address, a join code, a name."""

import pygame

from ..base import GOLD, INK, panel, text


class TextField:
    def __init__(self, rect, value="", limit=60, upper=False, allowed=None):
        self.rect = pygame.Rect(rect)
        self.value = value
        self.limit = limit
        self.upper = upper
        self.allowed = allowed
        self.active = False

    def handle_event(self, event):
        """True when the field used the event."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.active = self.rect.collidepoint(event.pos)
            return self.active
        if not self.active or event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return True
        character = event.unicode
        if character and character.isprintable() and len(self.value) < self.limit:
            character = character.upper() if self.upper else character
            if self.allowed is None or character in self.allowed:
                self.value += character
            return True
        return False

    def draw(self, surface, label):
        caption = text(label, 20, GOLD, True)
        surface.blit(caption, (self.rect.left, self.rect.top - 26))
        panel(surface, self.rect, (8, 24, 16, 230), GOLD if self.active else (120, 120, 100),
              radius=8, width=3 if self.active else 2)
        shown = self.value + ("|" if self.active else "")
        image = text(shown, 26, INK, False, self.rect.width - 20)
        surface.blit(image, image.get_rect(midleft=(self.rect.left + 10, self.rect.centery)))
