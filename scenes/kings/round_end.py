"""The end of a round of Kings & Creatures, explained (RULES.md K13, K14).

Each player's heroes against both neighbours, the honour earned and why, and
the row's cards removed from the game. The table waits under it until a
person continues (the button, Enter or Space); a table of computers only goes
on by itself after a short pause. L shows the whole log, Ctrl+S saves the
record, as at the table. Like the table it fills the window: a wide screen
gives each player one line, a narrow (portrait) one three.
"""

import pygame

from app.words import DEFAULT_YOU, player_name
from game.kings.scoring import hero_count, neighbours

from ..base import GOLD, INK, Button, Scene, panel, veil
from .drawing import draw_card
from .layout import SEAT_CARD
from .lettering import fits, window_lettering
from .words import count_heroes, tr

line, _lines, _blit_lines = window_lettering()        # never under 12 px in a 960×540 window
ROW_HEIGHT = 40
LINE_HEIGHT = 24                 # a line of a player's three on a narrow screen
SMALLEST_REMOVED = 64            # a removed card's width: every legend's needs read whole down to it
WIDE = 1000                      # a box at least this wide gives each player one line


def hero_reason(seat, holdings, names, round_number, you=None):
    """(points, why) of one seat's heroes' honour this round (K13); ``you`` is the
    seat spoken to as "you" (a neighbour beaten or not), or None."""
    players = len(holdings)
    heroes = [hero_count(c) for c in holdings]
    left, right = neighbours(seat, players)
    mine = heroes[seat]
    if players == 2:
        if mine > heroes[left]:
            if left == you:
                return round_number, tr("more heroes than you")
            return round_number, tr("more heroes than {name}").format(name=names[left])
        if left == you:
            return 0, tr("not more heroes than you")
        return 0, tr("not more heroes than {name}").format(name=names[left])
    if mine > heroes[left] + heroes[right]:
        return 2 * round_number, tr("more than both neighbours together: double")
    beaten = [s for s in (left, right) if mine > heroes[s]]
    if len(beaten) == 2:
        other = left if right == you else right if left == you else None
        if other is not None:
            return round_number, tr("more heroes than {name} and you, but not more than both together").format(
                name=names[other])
        return round_number, tr("more heroes than {names}, but not more than both together").format(
            names=tr(" and ").join(names[s] for s in beaten))
    if beaten:
        if beaten[0] == you:
            return round_number, tr("more heroes than you")
        return round_number, tr("more heroes than {names}").format(names=names[beaten[0]])
    return 0, tr("not more heroes than either neighbour")


class RoundSummary(Scene):
    """Pauses the table after round ``round_number``: ``awards`` as scored, ``removed`` the row's cards."""

    overlay = True
    fills_window = True

    def __init__(self, app, table, round_number, awards, removed):
        super().__init__(app)
        self.table = table
        self.round_number = round_number
        self.awards = list(awards)
        self.removed = list(removed)
        self.waited = 0.0
        self.auto = not table.people                 # computers only: go on by itself
        self.delay = max(0.3, app.settings.pause * 5)
        self.button = Button((0, 0, 260, 54), tr("Continue"), self.close)
        self.place((table.app.fill_size()))

    def place(self, size):
        """The box and its button on a screen of ``size``."""
        width, height = size
        margin = 60 if width >= WIDE + 120 else 12
        self.box = pygame.Rect(margin, 24, width - 2 * margin, height - 48)
        self.button.rect.midbottom = (width // 2, height - 42)

    def close(self):
        if self.app.top is self:
            self.app.pop()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
                self.close()
            elif event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
                self.table.save_record()
            elif event.key == pygame.K_l:
                self.table.open_log()
            return
        self.button.handle_event(event)

    def update(self, dt):
        self.table.notice_time = max(0.0, self.table.notice_time - dt)
        if self.auto:
            self.waited += dt
            if self.waited >= self.delay:
                self.close()

    def rows(self):
        """[(name, heroes, left words, right words, points, why)] for each seat. The
        person at the screen, spoken to as "you" in the reasons, is "you" in the
        neighbours' columns too, and their own row says so ("Alice (you)")."""
        state = self.table.state
        names = self.table.names()
        you = self.table.you()
        holdings = state.cards
        heroes = [hero_count(c) for c in holdings]

        def neighbour(seat):
            if seat == you:
                return tr("You: {n}").format(n=heroes[seat])
            return tr("{name}: {n}").format(name=names[seat], n=heroes[seat])

        def player(seat):
            if seat != you or names[seat] == player_name(DEFAULT_YOU):
                return names[seat]
            return tr("{name} (you)").format(name=names[seat])
        result = []
        for seat in range(state.players):
            left, right = neighbours(seat, state.players)
            points, why = hero_reason(seat, holdings, names, self.round_number, you)
            result.append((player(seat), heroes[seat], neighbour(left), neighbour(right), self.awards[seat], why))
        return result

    def removed_card_size(self):
        """The size of the removed cards: a seat's card, narrower when they would
        not all fit in one line (never so narrow that a legend's needs crowd)."""
        count = max(1, len(self.removed))
        width = min(SEAT_CARD[0], (self.box.width - 40 - 8 * (count - 1)) // count)
        width = max(SMALLEST_REMOVED, width)
        return (width, round(width * SEAT_CARD[1] / SEAT_CARD[0]))

    def columns(self):
        """[[(heading, width)] of each line of a player's]: one line on a wide box, three on a narrow one."""
        inner = self.box.width - 40
        if self.box.width >= WIDE:
            return [[(tr("Player"), 200), (tr("Heroes"), 90), (tr("Left neighbour"), 190),
                     (tr("Right neighbour"), 190), (tr("Honour"), 90), (tr("Why"), inner - 760)]]
        return [[(tr("Player"), inner // 2), (tr("Heroes"), inner // 4), (tr("Honour"), inner - inner // 2 - inner // 4)],
                [(tr("Left neighbour"), inner // 2), (tr("Right neighbour"), inner - inner // 2)],
                [(tr("Why"), inner)]]

    def mark(self, name, rect):
        """Note where a part was drawn (``drawn``: for the tests)."""
        self.drawn.append((name, pygame.Rect(rect)))

    def draw(self, surface):
        self.place(surface.get_size())
        self.drawn = []
        box = self.box
        surface.blit(veil(160), (0, 0))
        panel(surface, box, (18, 44, 30, 245), GOLD)
        title = line(tr("Round {round} is over: heroes' honour").format(round=self.round_number), 30, GOLD,
                     True, box.width - 40)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
        self.mark("title", title.get_rect(midtop=(box.centerx, box.top + 12)))
        layout = self.columns()
        x0, y = box.left + 20, box.top + 62
        for columns in layout[:2]:                     # "Why" needs no heading of its own on three lines
            x = x0
            for heading, width in columns:
                surface.blit(line(heading, 16, GOLD, True, width - 10), (x, y))
                x += width
            y += 24
        y += 4
        height = ROW_HEIGHT if len(layout) == 1 else len(layout) * LINE_HEIGHT + 4
        for k, row in enumerate(self.rows()):
            band = pygame.Rect(x0 - 8, y - 6, box.width - 24, height - 4)
            self.mark(f"player {k}", band)
            if k % 2 == 0:
                panel(surface, band, (255, 255, 255, 18), None, 8)
            name, heroes, left, right, points, why = row
            cells = {tr("Player"): name, tr("Heroes"): count_heroes(heroes), tr("Left neighbour"): left,
                     tr("Right neighbour"): right, tr("Honour"): f"+{points}", tr("Why"): why}
            for n, columns in enumerate(layout):
                x = x0
                for heading, width in columns:
                    bold = heading == tr("Honour")
                    words = _lines(cells[heading], 16, width - 10)
                    if len(layout) == 1 and len(words) == 2 and not fits(cells[heading], 18, width - 10):
                        for k_line, words_line in enumerate(words):     # a long reason: two smaller lines
                            surface.blit(line(words_line, 16, INK, False, width - 10), (x, y - 6 + 17 * k_line))
                    else:
                        surface.blit(line(cells[heading], 18, GOLD if bold and points else INK, bold, width - 10),
                                     (x, y + n * LINE_HEIGHT))
                    x += width
            y += height
        y += 8
        if self.removed:
            surface.blit(line(tr("Removed from the row:"), 18, INK, True, box.width - 40), (x0, y))
            y += 28
            size = self.removed_card_size()
            for k, card in enumerate(self.removed):
                where = pygame.Rect(x0 + k * (size[0] + 8), y, *size)
                draw_card(surface, card, where, None, self.table.card_aids())
                self.mark(f"removed {k}", where.inflate(0, 8))
        if self.auto:
            left = max(0.0, self.delay - self.waited)
            words = (tr("The scoring follows in {n} s.") if self.table.state.finished
                     else tr("The next round begins in {n} s."))
            note = line(words.format(n=f"{left:.0f}"), 16, INK, False, 400)
            surface.blit(note, note.get_rect(midbottom=(box.centerx, self.button.rect.top - 8)))
            self.mark("countdown", note.get_rect(midbottom=(box.centerx, self.button.rect.top - 8)))
        self.button.draw(surface)
        self.mark("continue", self.button.rect)
        if self.table.notice_time > 0 and self.table.notice:
            note = line(self.table.notice, 16, (255, 170, 150), True, box.width - 40)
            surface.blit(note, note.get_rect(midbottom=(box.centerx, box.bottom - 4)))
