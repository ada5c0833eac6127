"""The rules (F1) of one game, in the chosen language, with a short "how a turn
works" illustrated with that game's own cards for a first game. Figaro's end
with the list of its table's keys; the other games' texts say how their own
tables are played ("At this table"). Up/Down, Page Up/Down and the wheel
scroll; Esc or F1 goes back.

The text is laid out once per language into one tall surface and scrolled.
"""

import pygame

from app.i18n import _, language
from app.keys_help import key_lines
from app.rules_text import load_rules
from sprites.figaro.cards import card_face, suit_symbol
from sprites.figaro.pieces import trick_stack
from sprites.drawing import GOLD
from sprites.text import font
from sprites.wrapping import wrap_lines

from .panel import (CREAM, DIM, HEIGHT, SMALL_SIZE, TEXT_WIDTH, WIDTH, Scrollbar, back_button, back_rect,
                    draw_backdrop, draw_footer, screen_size, text_box)

HEADING_SIZE, TEXT_SIZE, LINE = 30, 22, 30
VIEW_TOP = 50
PICTURE_WIDTH, PICTURE_HEIGHT = 230, 120
CARD = (56, 84)


class RulesScene:
    overlay = False
    fills_window = True

    def __init__(self, app, game="figaro"):
        self.app = app
        self.game = game                 # whose rules: figaro, nottingham or kings
        self.scroll = 0
        self.back = back_button(self.app.pop)
        self.bar = Scrollbar((0, 0, 12, 0))
        from .lesson import lesson_button
        self.lesson = lesson_button(app, game)      # the guided first game, for a game that has one
        self._page = None
        self._page_key = None
        self.place((WIDTH, HEIGHT))

    def place(self, size):
        """The page's column and the view it scrolls in, on a screen of ``size``."""
        self.box = text_box(size)
        self.view_top, self.view_bottom = VIEW_TOP, back_rect(size).top - 10
        self.bar.rect = pygame.Rect(self.box.right + 14, VIEW_TOP, 12, self.view_bottom - VIEW_TOP)
        self.back.rect = back_rect(size)
        if self.lesson is not None:
            self.lesson.rect = self.back.rect.move(self.box.right + 10 - self.back.rect.right - 130, 0)
            self.lesson.rect.width = 280

    # ------------------------------------------------------------------ input
    def handle_event(self, event):
        self.place(screen_size(self.app))
        page = self.view_bottom - self.view_top
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
        fraction = self.bar.handle_event(event, self.view_bottom - self.view_top, self.page().get_height()) \
            if hasattr(event, "pos") else None
        if fraction is not None:
            self.scroll = round(fraction * self.limit())
            return
        self.back.label = _("Back")
        self.back.handle_event(event)
        if self.lesson is not None:
            self.lesson.handle_event(event)

    def limit(self):
        return max(0, self.page().get_height() - (self.view_bottom - self.view_top))

    def scroll_by(self, pixels):
        self.scroll = max(0, min(self.limit(), self.scroll + pixels))

    def update(self, dt):
        pass

    def needs_frames(self):
        return False                # changes only on an event

    # ---------------------------------------------------------------- drawing
    def footer(self):
        return _("Up/Down, Page Up/Down: scroll   Esc: back")

    def page(self):
        """The page laid out for the language and the column's width (again when either changes)."""
        key = (language(), self.box.width)
        if self._page is None or self._page_key != key:
            self._page, self._page_key = layout_rules(self.game, self.box.width), key
            self.scroll = min(self.scroll, self.limit())
        return self._page

    def draw(self, surface):
        self.place(surface.get_size())
        draw_backdrop(surface)
        page = self.page()
        view = pygame.Rect(0, self.scroll, page.get_width(), self.view_bottom - self.view_top)
        surface.blit(page, (self.box.left, self.view_top), view.clip(page.get_rect()))
        self.bar.draw(surface, self.view_bottom - self.view_top, page.get_height(),
                      self.scroll / max(1, self.limit()))
        self.back.label = _("Back")
        self.back.draw(surface)
        if self.lesson is not None:
            self.lesson.label = _("Guided first game")
            self.lesson.draw(surface)
        draw_footer(surface, self.footer())

    def texts_to_fit(self):
        """The lines as laid out (each wrapped to its box), for the text-fit test."""
        texts = [(self.footer(), SMALL_SIZE, False, TEXT_WIDTH)]
        for text, size, bold, width in rule_lines(self.game, self.box.width):
            texts += [(line, size, bold, width) for line in wrap_lines(text, width, size, bold)]
        return texts


def keys_in_rules(game):
    """Whether the page ends with the table's keys (the other games' texts say
    them in "At this table")."""
    from .games import game_scenes
    return game_scenes(game).keys_in_rules


def rule_lines(game="figaro", width=TEXT_WIDTH):
    """Every piece of text of the rules page as (text, size, bold, box width)."""
    rules = load_rules(game=game)
    pieces = [(rules.title, 40, True, width)]
    for section in rules.sections:
        if section.title:
            pieces.append((section.title, HEADING_SIZE, True, width))
        pieces += [(p, TEXT_SIZE, False, width) for p in section.paragraphs]
        pieces += [(s, TEXT_SIZE, False, width - PICTURE_WIDTH - 30) for s in section.steps]
        pieces += [(b, TEXT_SIZE, False, width - 24) for b in section.bullets]
    if keys_in_rules(game):
        pieces.append((_("Keys"), HEADING_SIZE, True, width))
        pieces += [(f"{key}   {what}", TEXT_SIZE, False, width) for key, what in key_lines()]
    return pieces


def layout_rules(game="figaro", width=TEXT_WIDTH):
    """The whole rules page of ``game`` as one surface, ``width`` wide."""
    rules = load_rules(game=game)
    blocks = []                                   # (surface, indent, space above)

    def text(content, size=TEXT_SIZE, bold=False, colour=CREAM, width=width, indent=0, above=0):
        for k, line in enumerate(wrap_lines(content, width, size, bold)):
            blocks.append((font(size, bold).render(line, True, colour), indent, above if k == 0 else 0))

    text(rules.title, 40, True, GOLD)
    for section in rules.sections:
        if section.title:
            text(section.title, HEADING_SIZE, True, GOLD, above=18)
        for paragraph in section.paragraphs:
            text(paragraph, above=6)
        for number, step_text in enumerate(section.steps):
            blocks.append((illustrated_step(number, step_text, game, width), 0, 10))
        for bullet in section.bullets:
            lines = wrap_lines(bullet, width - 24, TEXT_SIZE)
            for k, line in enumerate(lines):
                image = font(TEXT_SIZE).render(line, True, CREAM)
                if k == 0:
                    dot = pygame.Surface((image.get_width() + 24, image.get_height()), pygame.SRCALPHA)
                    pygame.draw.circle(dot, GOLD, (7, image.get_height() // 2), 4)
                    dot.blit(image, (24, 0))
                    blocks.append((dot, 0, 6))
                else:
                    blocks.append((image, 24, 0))
    if keys_in_rules(game):
        text(_("Keys"), HEADING_SIZE, True, GOLD, above=18)
        for key, what in key_lines():
            text(f"{key}   {what}", above=2)
    height = sum(image.get_height() + above for image, _indent, above in blocks) + 40
    page = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    for image, indent, above in blocks:
        y += above
        page.blit(image, (indent, y))
        y += image.get_height()
    return page


def illustrated_step(number, step_text, game="figaro", width=TEXT_WIDTH):
    """One step of "how a turn works": a small picture, then the text."""
    lines = wrap_lines(f"{number + 1}. {step_text}", width - PICTURE_WIDTH - 30, TEXT_SIZE)
    height = max(PICTURE_HEIGHT, len(lines) * LINE)
    block = pygame.Surface((width, height), pygame.SRCALPHA)
    block.blit(STEP_PICTURES[game](number), (0, 0))
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


def arrow(picture, start, end):
    """A short gold arrow from ``start`` to ``end`` (pointing right)."""
    pygame.draw.line(picture, GOLD, start, (end[0] - 12, end[1]), 4)
    pygame.draw.polygon(picture, GOLD, [(end[0] - 14, end[1] - 10), end, (end[0] - 14, end[1] + 10)])


def blank_picture():
    picture = pygame.Surface((PICTURE_WIDTH, PICTURE_HEIGHT), pygame.SRCALPHA)
    pygame.draw.rect(picture, (0, 0, 0, 70), picture.get_rect(), border_radius=12)
    return picture


def nottingham_picture(number):
    """Drawn with Nottingham's own pieces: draw, keep or act, cash, the Sheriff and his
    favour, the next player."""
    from game.nottingham.data import COLOURS
    from .nottingham.pieces import PAWN_COLOURS, card_back, draw_object_card, pawn, sheriff
    picture = blank_picture()
    size = (60, 90)
    if number == 0:                                # draw and show
        card_back(picture, pygame.Rect(24, 15, *size))
        arrow(picture, (96, 60), (136, 60))
        draw_object_card(picture, "pearls", pygame.Rect(146, 15, *size))
    elif number == 1:                              # keep it, or act
        draw_object_card(picture, "chest", pygame.Rect(20, 15, *size))
        for k in range(3):
            card_back(picture, pygame.Rect(120 + k * 26, 22 + abs(k - 1) * 4, 44, 66))
    elif number == 2:                              # cash 3 or more equal objects
        for k in range(3):
            draw_object_card(picture, "jewels", pygame.Rect(14 + k * 30, 15, *size))
        arrow(picture, (140, 60), (172, 60))
        card_back(picture, pygame.Rect(178, 30, 40, 60))
    elif number == 3:                              # the Sheriff moves; a small hand gets a favour
        sheriff(picture, (46, 52), 48)
        pygame.draw.circle(picture, GOLD, (46, 96), 16)
        label = font(18, True).render("5", True, (40, 32, 24))
        picture.blit(label, label.get_rect(center=(46, 96)))
        arrow(picture, (80, 60), (122, 60))
        card_back(picture, pygame.Rect(136, 18, *size))
        pygame.draw.circle(picture, GOLD, (204, 30), 14)
        plus = font(20, True).render("+1", True, (40, 32, 24))
        picture.blit(plus, plus.get_rect(center=(204, 30)))
    else:                                          # the next player, to the left
        for k, colour in enumerate(COLOURS[:4]):
            pawn(picture, (40 + k * 50, 64), PAWN_COLOURS[colour], 48 if k == 1 else 34)
        pygame.draw.rect(picture, GOLD, pygame.Rect(62, 18, 56, 84), 3, border_radius=10)
    return picture


def kings_picture(number):
    """Drawn with Kings & Creatures' own cards: the lowest number acts, take and cover,
    the row refills, three cards (or a lower number) leave the round, heroes' honour."""
    from .kings.table import draw_card
    picture = blank_picture()
    size = (64, 92)
    if number == 0:                                # the lowest number shown acts
        draw_card(picture, 2, pygame.Rect(14, 14, *size))
        draw_card(picture, 1, pygame.Rect(86, 14, *size), GOLD)
        draw_card(picture, 3, pygame.Rect(158, 14, *size))
    elif number == 1:                              # take a card, cover your number
        draw_card(picture, 1, pygame.Rect(20, 20, *size))
        draw_card(picture, 62, pygame.Rect(48, 6, *size))
        arrow(picture, (126, 60), (160, 60))
        number_image = font(34, True).render("62", True, GOLD)
        picture.blit(number_image, number_image.get_rect(center=(192, 60)))
    elif number == 2:                              # the row refills from the round's stack
        for k, card in enumerate((17, 45)):
            draw_card(picture, card, pygame.Rect(8 + k * 66, 14, 60, 92))
        pygame.draw.rect(picture, (44, 60, 104), pygame.Rect(166, 14, 56, 92), border_radius=8)
        pygame.draw.rect(picture, (200, 184, 120), pygame.Rect(170, 18, 48, 84), 1, border_radius=6)
        pygame.draw.polygon(picture, GOLD, [(158, 50), (138, 60), (158, 70)])
    elif number == 3:                              # the third card of the round: out
        for k, card in enumerate((24, 58, 71)):
            draw_card(picture, card, pygame.Rect(8 + k * 64, 14, 58, 92))
        cross = font(34, True).render("\u00d7", True, GOLD)
        picture.blit(cross, cross.get_rect(center=(212, 60)))
    else:                                          # heroes bring honour
        for k, card in enumerate((17, 18)):
            draw_card(picture, card, pygame.Rect(12 + k * 70, 14, *size))
        picture.blit(suit_symbol("crown", 64), (158, 28))
    return picture


STEP_PICTURES = {"figaro": step_picture, "nottingham": nottingham_picture, "kings": kings_picture}
