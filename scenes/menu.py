"""The menus: start (new game, rules, settings, quit), the new-game table, rules, settings."""

import pygame

from app.i18n import N_, _

from .base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, draw_lines, panel, text
from .seats import COMPUTER, PERSON, YOU, Seat, computer_levels, default_seats
from sprites import card_face, castle_wall, felt, king_pawn


def backdrop(surface, title=None):
    surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
    if title:
        image = text(title, 44, GOLD, True)
        surface.blit(image, image.get_rect(midtop=(WIDTH // 2, 30)))


class StartScene(Scene):
    def __init__(self, app, resume=None):
        super().__init__(app)
        self.resume = resume
        x, w = WIDTH // 2 - 150, 300
        rows = ([(_("Resume game"), self.back)] if resume else []) + [
            (_("New game"), self.new_game), (_("Rules"), self.rules),
            (_("Settings"), self.settings), (_("Quit"), self.app.quit)]
        top = 330 if not resume else 300
        self.buttons = [Button((x, top + i * 70, w, 56), label, action) for i, (label, action) in enumerate(rows)]

    def back(self):
        self.app.pop()

    def new_game(self):
        self.app.push(NewGameScene(self.app))

    def rules(self):
        self.app.push(RulesScene(self.app))

    def settings(self):
        self.app.push(SettingsScene(self.app))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.resume:
            self.back()
            return
        for button in self.buttons:
            button.handle_event(event)

    def draw(self, surface):
        backdrop(surface)
        surface.blit(castle_wall((300, 165)), (WIDTH // 2 - 150, 40))
        title = text("Figaro", 84, GOLD, True)
        surface.blit(title, title.get_rect(center=(WIDTH // 2, 250)))
        for i, card in enumerate(("red3", "blue2", "green1", "purple2", "orange3")):
            image = pygame.transform.rotate(card_face(card, (110, 158)), 18 - i * 9)
            surface.blit(image, image.get_rect(center=(190 + i * 16, 420 + abs(i - 2) * 10)))
        for i, card in enumerate(("jester1", "ronde", "jester2")):
            image = pygame.transform.rotate(card_face(card, (110, 158)), 12 - i * 12)
            surface.blit(image, image.get_rect(center=(1060 + i * 22, 420 + abs(i - 1) * 10)))
        surface.blit(king_pawn(110), (WIDTH // 2 + 170, 130))
        for button in self.buttons:
            button.draw(surface)


KINDS = (YOU, PERSON, COMPUTER)


class NewGameScene(Scene):
    """Choose 3–6 players and, for each seat, who sits there and their name."""

    def __init__(self, app):
        super().__init__(app)
        self.seats = default_seats(6)
        self.players = 4
        self.editing = None
        self.error = ""
        self.buttons = [Button((WIDTH // 2 - 250, HEIGHT - 90, 230, 56), _("Back"), self.app.pop),
                        Button((WIDTH // 2 + 20, HEIGHT - 90, 230, 56), _("Start the game"), self.start)]

    def count_rect(self, n):
        return pygame.Rect(WIDTH // 2 - 70 + (n - 3) * 70 - 70, 110, 60, 48)

    def row(self, seat):
        top = 180 + seat * 70
        return (pygame.Rect(200, top, 330, 52), pygame.Rect(550, top, 330, 52), pygame.Rect(900, top, 180, 52))

    def cycle_kind(self, seat):
        levels = computer_levels()
        choices = [(YOU, None), (PERSON, None)] + [(COMPUTER, level) for level in levels]
        current = self.seats[seat]
        key = (current.kind, current.level if current.kind == COMPUTER else None)
        index = choices.index(key) if key in choices else 0
        kind, level = choices[(index + 1) % len(choices)]
        current.kind = kind
        if level:
            current.level = level

    def start(self):
        from .table import TableScene
        seats = [Seat(s.kind, s.name.strip() or _("Player {n}").format(n=i + 1), s.level)
                 for i, s in enumerate(self.seats[:self.players])]
        if len({s.name for s in seats}) < len(seats):
            self.error = _("Every seat needs a different name.")
            return
        import random
        self.app.reset(TableScene(self.app, seats, seed=random.randrange(1 << 30)))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if self.editing is not None:
                name = self.seats[self.editing].name
                if event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                    self.editing = None
                elif event.key == pygame.K_BACKSPACE:
                    self.seats[self.editing].name = name[:-1]
                return
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            return
        if event.type == pygame.TEXTINPUT and self.editing is not None:
            name = self.seats[self.editing].name
            if len(name) < 16:
                self.seats[self.editing].name = name + event.text
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.editing = None
            for n in range(3, 7):
                if self.count_rect(n).collidepoint(event.pos):
                    self.players = n
            for seat in range(self.players):
                name_rect, kind_rect, _level = self.row(seat)
                if name_rect.collidepoint(event.pos):
                    self.editing = seat
                elif kind_rect.collidepoint(event.pos):
                    self.cycle_kind(seat)
                    self.app.play("click")
        for button in self.buttons:
            button.handle_event(event)

    def draw(self, surface):
        backdrop(surface, _("New game"))
        label = text(_("Players"), 22, INK, True)
        surface.blit(label, (200, 122))
        for n in range(3, 7):
            rect = self.count_rect(n)
            chosen = n == self.players
            pygame.draw.rect(surface, GOLD if chosen else (20, 50, 32), rect, border_radius=10)
            pygame.draw.rect(surface, GOLD, rect, 2, border_radius=10)
            image = text(str(n), 26, (40, 28, 8) if chosen else INK, True)
            surface.blit(image, image.get_rect(center=rect.center))
        for seat in range(self.players):
            name_rect, kind_rect, _level = self.row(seat)
            panel(surface, name_rect, (250, 246, 236, 235) if self.editing == seat else (20, 50, 32, 220),
                  GOLD, 10)
            name = self.seats[seat].name + ("|" if self.editing == seat else "")
            ink = (30, 30, 30) if self.editing == seat else INK
            surface.blit(text(name, 24, ink, True, name_rect.width - 24), (name_rect.left + 14, name_rect.top + 12))
            panel(surface, kind_rect, (122, 32, 32, 240), GOLD, 10)
            kind = text(self.seats[seat].describe(), 22, INK, True, kind_rect.width - 24)
            surface.blit(kind, kind.get_rect(center=kind_rect.center))
            surface.blit(text(_("click to change"), 15, (190, 200, 190)), (kind_rect.right + 14, kind_rect.top + 16))
        if self.error:
            image = text(self.error, 20, (255, 150, 140), True)
            surface.blit(image, image.get_rect(center=(WIDTH // 2, HEIGHT - 112)))
        for button in self.buttons:
            button.draw(surface)


RULES_TEXT = N_(
    "On your turn, lay one card face up in front of any player, yourself included: that player's pile. "
    "A pile holds one colour only, and no two piles may show the same colour. Jesters are wild and may go "
    "on any pile. A ronde goes on your own pile, then every pile passes to the left-hand neighbour.\n"
    "When a pile reaches a value of 6 or more, its owner takes all the face-up cards of every pile and leads "
    "next. Instead of playing you may take all the face-up cards yourself; if none of your cards can be "
    "played, you must.\n"
    "A round ends when the player to act has no cards; that player takes the King. Whoever took the most cards "
    "gets the longest road piece of the round, the next the next one, and so on. After round 3, the player "
    "with the fewest cards swaps their longest piece for the round's shortest.\n"
    "After three rounds, the shortest road leads nearest to the King and wins.")


class RulesScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.button = Button((WIDTH // 2 - 115, HEIGHT - 90, 230, 56), _("Back"), self.app.pop)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.button.handle_event(event)

    def draw(self, surface):
        backdrop(surface, _("How to play"))
        box = pygame.Rect(140, 100, WIDTH - 280, HEIGHT - 210)
        panel(surface, box, (12, 32, 20, 220), GOLD)
        y = box.top + 20
        for paragraph in _(RULES_TEXT).split("\n"):
            y = draw_lines(surface, paragraph, 22, pygame.Rect(box.left + 30, y, box.width - 60, 200), INK) + 12
        self.button.draw(surface)


SPEED_NAMES = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast")}


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        x = WIDTH // 2 + 20
        self.buttons = [Button((x, 180, 260, 52), "", self.cycle_speed),
                        Button((x, 260, 260, 52), "", self.toggle_sound),
                        Button((x, 340, 260, 52), "", self.toggle_open),
                        Button((WIDTH // 2 - 115, HEIGHT - 90, 230, 56), _("Back"), self.app.pop)]

    def cycle_speed(self):
        names = list(SPEED_NAMES)
        speed = self.app.settings.speed
        self.app.settings.speed = names[(names.index(speed) + 1) % len(names)] if speed in names else "normal"

    def toggle_sound(self):
        self.app.settings.muted = not self.app.settings.muted

    def toggle_open(self):
        self.app.settings.open_information = not self.app.settings.open_information

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        for button in self.buttons:
            button.handle_event(event)

    def draw(self, surface):
        backdrop(surface, _("Settings"))
        settings = self.app.settings
        labels = [_("Computer speed"), _("Sound"), _("Open information")]
        values = [_(SPEED_NAMES.get(settings.speed, settings.speed)), _("off") if settings.muted else _("on"),
                  _("on") if settings.open_information else _("off")]
        for i, (label, value) in enumerate(zip(labels, values)):
            button = self.buttons[i]
            image = text(label, 26, INK, True)
            surface.blit(image, image.get_rect(midright=(WIDTH // 2 - 20, button.rect.centery)))
            button.label = value
        note = text(_("Open information shows every trick count and road length, for learning."), 18, INK)
        surface.blit(note, note.get_rect(center=(WIDTH // 2, 430)))
        for button in self.buttons:
            button.draw(surface)
