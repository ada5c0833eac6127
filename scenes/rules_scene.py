"""The rules (F1) of one game, in the chosen language. Figaro's carry a short
illustrated "how a turn works" for a first game and the list of its table's
keys; the other games' texts say how their own tables are played. Up/Down,
Page Up/Down and the wheel scroll; Esc or F1 goes back.

The text is laid out once per language into one tall surface and scrolled.
"""

import pygame

from app.i18n import _, language
from app.keys_help import key_lines
from app.rules_text import load_rules
from sprites.cards import card_face, suit_symbol
from sprites.pieces import trick_stack
from sprites.symbols import GOLD
from sprites.text import font
from sprites.wrapping import wrap_lines

from .panel import (CREAM, DIM, HEIGHT, MARGIN, SMALL_SIZE, TEXT_WIDTH, WIDTH, Scrollbar, back_button, draw_backdrop,
                    draw_footer)

HEADING_SIZE, TEXT_SIZE, LINE = 30, 22, 30
VIEW_TOP, VIEW_BOTTOM = 50, HEIGHT - 90
PICTURE_WIDTH, PICTURE_HEIGHT = 230, 120
CARD = (56, 84)
STEP_TEXT_WIDTH = TEXT_WIDTH - PICTURE_WIDTH - 30
STEP_INDENT = 40                  # a plain numbered step's text, right of its number


class RulesScene:
    overlay = False

    def __init__(self, app, game="figaro"):
        self.app = app
        self.game = game                 # whose rules: figaro, nottingham or kings
        self.scroll = 0
        self.back = back_button(self.app.pop)
        self.bar = Scrollbar((WIDTH - MARGIN + 14, VIEW_TOP, 12, VIEW_BOTTOM - VIEW_TOP))
        self._page = None
        self._page_language = None

    # ------------------------------------------------------------------ input
    def handle_event(self, event):
        page = VIEW_BOTTOM - VIEW_TOP
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: LINE * 2, pygame.K_UP: -LINE * 2, pygame.K_PAGEDOWN: page - LINE,
                     pygame.K_PAGEUP: -(page - LINE), pygame.K_SPACE: page - LINE,
                     pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
            if event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key in moves:
                self.scroll_by(moves[event.key])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * LINE * 2)
        fraction = self.bar.handle_event(event, VIEW_BOTTOM - VIEW_TOP, self.page().get_height()) \
            if hasattr(event, "pos") else None
        if fraction is not None:
            self.scroll = round(fraction * self.limit())
            return
        self.back.label = _("Back")
        self.back.handle_event(event)

    def limit(self):
        return max(0, self.page().get_height() - (VIEW_BOTTOM - VIEW_TOP))

    def scroll_by(self, pixels):
        self.scroll = max(0, min(self.limit(), self.scroll + pixels))

    def update(self, dt):
        pass

    # ---------------------------------------------------------------- drawing
    def footer(self):
        return _("Up/Down, Page Up/Down: scroll   Esc: back")

    def page(self):
        if self._page is None or self._page_language != language():
            self._page, self._page_language = layout_rules(self.game), language()
        return self._page

    def draw(self, surface):
        draw_backdrop(surface)
        page = self.page()
        view = pygame.Rect(0, self.scroll, page.get_width(), VIEW_BOTTOM - VIEW_TOP)
        surface.blit(page, (MARGIN, VIEW_TOP), view.clip(page.get_rect()))
        self.bar.draw(surface, VIEW_BOTTOM - VIEW_TOP, page.get_height(), self.scroll / max(1, self.limit()))
        self.back.label = _("Back")
        self.back.draw(surface)
        draw_footer(surface, self.footer())

    def texts_to_fit(self):
        """The lines as laid out (each wrapped to its box), for the text-fit test."""
        texts = [(self.footer(), SMALL_SIZE, False, TEXT_WIDTH)]
        for text, size, bold, width in rule_lines(self.game):
            texts += [(line, size, bold, width) for line in wrap_lines(text, width, size, bold)]
        return texts


def illustrated(game):
    """Figaro's steps have pictures drawn from its cards; the other games' are a plain numbered list."""
    return game == "figaro"


def rule_lines(game="figaro"):
    """Every piece of text of the rules page as (text, size, bold, box width)."""
    rules = load_rules(game=game)
    pieces = [(rules.title, 40, True, TEXT_WIDTH)]
    step_width = STEP_TEXT_WIDTH if illustrated(game) else TEXT_WIDTH - STEP_INDENT
    for section in rules.sections:
        if section.title:
            pieces.append((section.title, HEADING_SIZE, True, TEXT_WIDTH))
        pieces += [(p, TEXT_SIZE, False, TEXT_WIDTH) for p in section.paragraphs]
        pieces += [(s, TEXT_SIZE, False, step_width) for s in section.steps]
        pieces += [(b, TEXT_SIZE, False, TEXT_WIDTH - 24) for b in section.bullets]
    if illustrated(game):
        pieces.append((_("Keys"), HEADING_SIZE, True, TEXT_WIDTH))
        pieces += [(f"{key}   {what}", TEXT_SIZE, False, TEXT_WIDTH) for key, what in key_lines()]
    return pieces


def layout_rules(game="figaro"):
    """The whole rules page of ``game`` as one surface, TEXT_WIDTH wide."""
    rules = load_rules(game=game)
    blocks = []                                   # (surface, indent, space above)

    def text(content, size=TEXT_SIZE, bold=False, colour=CREAM, width=TEXT_WIDTH, indent=0, above=0):
        for k, line in enumerate(wrap_lines(content, width, size, bold)):
            blocks.append((font(size, bold).render(line, True, colour), indent, above if k == 0 else 0))

    text(rules.title, 40, True, GOLD)
    for section in rules.sections:
        if section.title:
            text(section.title, HEADING_SIZE, True, GOLD, above=18)
        for paragraph in section.paragraphs:
            text(paragraph, above=6)
        for number, step_text in enumerate(section.steps):
            if illustrated(game):
                blocks.append((illustrated_step(number, step_text), 0, 10))
            else:
                blocks.append((numbered_step(number, step_text), 0, 8))
        for bullet in section.bullets:
            lines = wrap_lines(bullet, TEXT_WIDTH - 24, TEXT_SIZE)
            for k, line in enumerate(lines):
                image = font(TEXT_SIZE).render(line, True, CREAM)
                if k == 0:
                    dot = pygame.Surface((image.get_width() + 24, image.get_height()), pygame.SRCALPHA)
                    pygame.draw.circle(dot, GOLD, (7, image.get_height() // 2), 4)
                    dot.blit(image, (24, 0))
                    blocks.append((dot, 0, 6))
                else:
                    blocks.append((image, 24, 0))
    if illustrated(game):
        text(_("Keys"), HEADING_SIZE, True, GOLD, above=18)
        for key, what in key_lines():
            text(f"{key}   {what}", above=2)
    height = sum(image.get_height() + above for image, _indent, above in blocks) + 40
    page = pygame.Surface((TEXT_WIDTH, height), pygame.SRCALPHA)
    y = 0
    for image, indent, above in blocks:
        y += above
        page.blit(image, (indent, y))
        y += image.get_height()
    return page


def numbered_step(number, step_text):
    """One step of "how a turn works" without a picture: its number in gold, the
    text wrapped beside it."""
    lines = wrap_lines(step_text, TEXT_WIDTH - STEP_INDENT, TEXT_SIZE)
    images = [font(TEXT_SIZE).render(line, True, CREAM) for line in lines]
    height = sum(image.get_height() for image in images)
    block = pygame.Surface((TEXT_WIDTH, height), pygame.SRCALPHA)
    block.blit(font(TEXT_SIZE, True).render(f"{number + 1}.", True, GOLD), (4, 0))
    y = 0
    for image in images:
        block.blit(image, (STEP_INDENT, y))
        y += image.get_height()
    return block


def illustrated_step(number, step_text):
    """One step of "how a turn works": a small picture, then the text."""
    lines = wrap_lines(f"{number + 1}. {step_text}", STEP_TEXT_WIDTH, TEXT_SIZE)
    height = max(PICTURE_HEIGHT, len(lines) * LINE)
    block = pygame.Surface((TEXT_WIDTH, height), pygame.SRCALPHA)
    block.blit(step_picture(number), (0, 0))
    top = (height - len(lines) * LINE) // 2
    for k, line in enumerate(lines):
        block.blit(font(TEXT_SIZE).render(line, True, CREAM), (PICTURE_WIDTH + 30, top + k * LINE))
    return block


def step_picture(number):
    """Drawn from the game's own cards: hand, play, one colour a pile, capture, take."""
    picture = pygame.Surface((PICTURE_WIDTH, PICTURE_HEIGHT), pygame.SRCALPHA)
    pygame.draw.rect(picture, (0, 0, 0, 70), picture.get_rect(), border_radius=12)

    def cards(names, left, top, overlap):
        for k, name in enumerate(names):
            picture.blit(card_face(name, CARD), (left + k * overlap, top))

    if number == 0:                                # a hand
        cards(["red2", "blue1", "jester1", "ronde"], 20, 18, 44)
    elif number == 1:                              # a card goes in front of a player
        cards(["green2"], 20, 18, 0)
        pygame.draw.line(picture, GOLD, (86, 60), (140, 60), 4)
        pygame.draw.polygon(picture, GOLD, [(140, 50), (156, 60), (140, 70)])
        pygame.draw.circle(picture, DIM, (192, 46), 18)
        pygame.draw.rect(picture, DIM, pygame.Rect(170, 68, 44, 30), border_radius=12)
    elif number == 2:                              # one colour per pile, jesters wild
        cards(["blue1", "jester1", "blue2"], 14, 18, 26)
        cards(["red1", "red2"], 130, 18, 26)
    elif number == 3:                              # 6 or more: the King has had enough
        cards(["orange3", "orange2", "orange1"], 14, 18, 26)
        picture.blit(suit_symbol("crown", 64), (150, 28))
    else:                                          # taking the face-up cards
        picture.blit(trick_stack(6, CARD, False), (20, 6))
        cards(["purple2", "jester2"], 130, 18, 30)
    return picture
