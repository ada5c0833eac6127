"""A labelled one-line text field for the network scenes (an address, a join
code, a name): the app's text field (``scenes.text_field``), edited as in any
program, with a rectangle of its own, a caption, and a filter on what may be
typed (the join code's letters, in capitals)."""

import pygame

from ..base import GOLD, INK, panel, text
from ..text_field import TextField as EditedText


class TextField(EditedText):
    def __init__(self, rect, value="", limit=60, upper=False, allowed=None):
        super().__init__(value, limit=limit, size=26, bold=False)
        self.rect = pygame.Rect(rect)
        self.upper = upper
        self.allowed = allowed
        self.active = False

    def set(self, value):
        """Put ``value`` in the field, the caret after it."""
        self.value = value[:self.limit]
        self.move(len(self.value))

    def allowed_part(self, typed):
        typed = typed.upper() if self.upper else typed
        return "".join(c for c in typed if c.isprintable() and (self.allowed is None or c in self.allowed))

    def handle_event(self, event):
        """True when the field used the event; Enter, Tab and Esc are left to the scene."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            self.active = self.rect.collidepoint(event.pos)
            if self.active and event.type == pygame.MOUSEBUTTONDOWN:
                super().handle_event(event, self.rect)
            return self.active
        if not self.active:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(self.allowed_part(event.text))
            return True
        if event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL and \
                event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
            if super().handle_event(event, self.rect) is True:
                return True
            return bool(event.unicode and event.unicode.isprintable())   # typed text comes as TEXTINPUT
        return event.type == pygame.KEYDOWN and super().handle_event(event, self.rect) is True

    def draw(self, surface, label):
        caption = text(label, 20, GOLD, True)
        surface.blit(caption, (self.rect.left, self.rect.top - 26))
        panel(surface, self.rect, (8, 24, 16, 230), GOLD if self.active else (120, 120, 100),
              radius=8, width=3 if self.active else 2)
        if self.active:
            super().draw(surface, self.rect, INK)
        else:
            image = text(self.value, 26, INK, False, self.rect.width - 20)
            surface.blit(image, image.get_rect(midleft=(self.text_left(self.rect), self.rect.centery)))
