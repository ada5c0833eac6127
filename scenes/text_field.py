"""A one-line text field edited as in any program: a click places the caret,
typing replaces the selection, Ctrl+A selects all, Home/End, Left/Right (with
Shift to select), Backspace/Delete; Enter, Tab or Esc end the editing.

The field holds the text, the caret and the selection; the scene draws it with
``draw`` in the rectangle it gives and passes it the events while it edits.
"""

import pygame

from sprites.text import font

SELECTION = (150, 190, 240)


class TextField:
    def __init__(self, value="", limit=16, size=24, bold=True):
        self.value = value
        self.limit = limit
        self.size, self.bold = size, bold
        self.caret = len(value)
        self.anchor = self.caret            # the other end of the selection

    # ---------------------------------------------------------------- model
    @property
    def selection(self):
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    def select_all(self):
        self.anchor, self.caret = 0, len(self.value)

    def move(self, position, extend=False):
        self.caret = max(0, min(len(self.value), position))
        if not extend:
            self.anchor = self.caret

    def insert(self, typed):
        """Type ``typed`` over the selection, within the length limit."""
        start, end = self.selection
        room = self.limit - (len(self.value) - (end - start))
        typed = typed[:max(0, room)]
        if not typed and start == end:
            return
        self.value = self.value[:start] + typed + self.value[end:]
        self.move(start + len(typed))

    def erase(self, forward=False):
        start, end = self.selection
        if start == end:
            if forward:
                end = min(len(self.value), end + 1)
            else:
                start = max(0, start - 1)
        self.value = self.value[:start] + self.value[end:]
        self.move(start)

    # ---------------------------------------------------------------- input
    def handle_event(self, event, rect=None):
        """Edit by the event. Returns "done" when Enter, Tab or Esc ends the
        editing, True when the event was used, False otherwise."""
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and rect is not None \
                and rect.collidepoint(event.pos):
            self.move(self.index_at(event.pos[0] - self.text_left(rect)))
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key, mods = event.key, event.mod
        shift = bool(mods & pygame.KMOD_SHIFT)
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
            return "done"
        if key == pygame.K_a and mods & pygame.KMOD_CTRL:
            self.select_all()
        elif key == pygame.K_BACKSPACE:
            self.erase()
        elif key == pygame.K_DELETE:
            self.erase(forward=True)
        elif key == pygame.K_HOME:
            self.move(0, shift)
        elif key == pygame.K_END:
            self.move(len(self.value), shift)
        elif key == pygame.K_LEFT:
            start, end = self.selection
            self.move(self.caret - 1 if shift or start == end else start, shift)
        elif key == pygame.K_RIGHT:
            start, end = self.selection
            self.move(self.caret + 1 if shift or start == end else end, shift)
        else:
            return False
        return True

    # ---------------------------------------------------------------- drawing
    def text_left(self, rect):
        return rect.left + 14

    def width_of(self, text):
        return font(self.size, self.bold).size(text)[0]

    def index_at(self, x):
        """The caret position nearest ``x`` pixels from the text's left edge."""
        best, distance = 0, abs(x)
        for index in range(1, len(self.value) + 1):
            gap = abs(self.width_of(self.value[:index]) - x)
            if gap < distance:
                best, distance = index, gap
        return best

    def draw(self, surface, rect, ink=(30, 30, 30)):
        left = self.text_left(rect)
        image = font(self.size, self.bold).render(self.value, True, ink)
        top = rect.centery - image.get_height() // 2
        start, end = self.selection
        if start != end:
            x0, x1 = left + self.width_of(self.value[:start]), left + self.width_of(self.value[:end])
            pygame.draw.rect(surface, SELECTION, (x0, top, x1 - x0, image.get_height()))
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-8, -4).clip(clip) if clip else rect.inflate(-8, -4))
        surface.blit(image, (left, top))
        x = left + self.width_of(self.value[:self.caret])
        pygame.draw.line(surface, ink, (x, top + 2), (x, top + image.get_height() - 2), 2)
        surface.set_clip(clip)
