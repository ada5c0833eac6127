"""The end of a round: trick counts revealed, road pieces awarded one by one
along the castle wall, the third-round swap and the new King holder (R17–R20).

The swap is shown first, as a movement: the longest piece leaves the player's
road for round 3's group and the shortest of the group takes its place. Ties in
the trick counts are explained (R19): the player nearer after the King ranks first.
"""

import pygame

from app.i18n import _, ngettext
from app.words import player_names
from game.figaro.scoring import seats_from_king

from .overlays import overlay_sprites
from ..base import GOLD, INK, WIDTH, Button, Scene, draw_lines, lerp, ease, panel, text, veil
from sprites.figaro import castle_wall, king_pawn, road_piece, road_token

AWARD_PAUSE = 0.7
SWAP_TIME = 1.6
VEIL, WALL, PAWN, PIECE_HEIGHT = 150, (60, 35), 40, 22


def sprites_to_warm():
    """What this scene draws whatever the round (``overlay_sprites``)."""
    return overlay_sprites(VEIL, WALL, PAWN, PIECE_HEIGHT)


def joined(names):
    """'Ann', 'Ann and Ben', 'Ann, Ben and Cleo'."""
    if len(names) == 1:
        return names[0]
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def tie_lines(counts, king, names):
    """One sentence for each tie in the trick counts that decides a rank (R19):
    of tied players, the one nearest clockwise after the King holder ranks first."""
    players = len(counts)
    lines = []
    for count in sorted(set(counts), reverse=True):
        tied = [seat for seat in range(players) if counts[seat] == count]
        if len(tied) < 2 or count == 0:
            continue
        tied.sort(key=lambda seat: (seat - king - 1) % players)
        first = names[tied[0]]
        everyone = joined([names[seat] for seat in sorted(tied)])
        if tied[-1] == king:
            lines.append(ngettext("{players} took {n} card each: {first} sits nearest after the King; "
                                  "the King holder ranks last.",
                                  "{players} took {n} cards each: {first} sits nearest after the King; "
                                  "the King holder ranks last.", count).format(players=everyone, n=count, first=first))
        else:
            lines.append(ngettext("{players} took {n} card each: {first} sits nearest after the King "
                                  "and ranks first.",
                                  "{players} took {n} cards each: {first} sits nearest after the King "
                                  "and ranks first.", count).format(players=everyone, n=count, first=first))
    return lines


def box_margin(width):
    """The margin either side of the scene's box: narrow on a portrait screen."""
    return 120 if width >= WIDTH else 16


def road_room(width):
    """The width the longest road may take in a row."""
    return 570 if width >= WIDTH else width - 2 * box_margin(width) - 48 - 364 - 24


class RoundEndScene(Scene):
    overlay = True
    fills_window = True

    def __init__(self, app, table, event):
        super().__init__(app)
        self.table = table
        _kind, self.round, self.king, self.counts, self.swap, self.awards = event
        # The roads as they were before this round's awards and swap.
        self.roads = [list(r) for r in table.shown.roads]
        self.group = list(table.shown.pool[self.round - 1]) if len(table.shown.pool) >= self.round else []
        self.shown_awards = 0
        self.swap_clock = 0.0 if self.swap else SWAP_TIME
        final = self.roads_now(len(self.awards))
        # Fixed, so pieces never rescale: as much as the rows leave after the castle.
        self.unit = road_room(self.app.logical_size()[0]) / max(15, max(sum(r) for r in final))
        self.clock = 0.0
        self.closed = False
        self.auto = table.demo or not any(s.human for s in table.seats)
        self.button = Button((0, 0, 220, 54), self.continue_label(), self.close)
        self.place(self.app.logical_size())

    def place(self, size):
        self.button.rect.topleft = (size[0] // 2 - 110, size[1] - 100)

    @property
    def you(self):
        return getattr(self.table, "you", None)

    def continue_label(self):
        return _("See the result") if self.round == 3 else _("Next round")

    def close(self):
        if not self.closed:
            self.closed = True
            self.app.pop()

    def finished_showing(self):
        return self.swap_clock >= SWAP_TIME and self.shown_awards >= len(self.awards)

    def skip(self):
        self.swap_clock = SWAP_TIME
        self.shown_awards = len(self.awards)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE):
            if not self.finished_showing():
                self.skip()
            else:
                self.close()
            return
        if self.finished_showing():
            self.button.handle_event(event)
        elif event.type == pygame.MOUSEBUTTONUP:
            self.skip()                                 # a click skips ahead

    def update(self, dt):
        self.clock += dt
        fast = 0.15 if self.app.settings.speed == "demo" else 1.0
        if self.swap_clock < SWAP_TIME:
            self.swap_clock += dt / fast
            self.clock = 0.0
            return
        pause = AWARD_PAUSE * fast
        if self.shown_awards < len(self.awards) and self.clock >= pause:
            self.clock = 0.0
            self.shown_awards += 1
            self.app.play("card")
        elif self.auto and self.shown_awards >= len(self.awards) and self.clock >= pause * 3:
            self.close()

    def roads_now(self, awarded=None):
        roads = [list(r) for r in self.roads]
        if self.swap and (awarded is not None or self.swap_clock >= SWAP_TIME):
            seat, given, got = self.swap
            roads[seat][roads[seat].index(given)] = got
        for seat, length in self.awards[:self.shown_awards if awarded is None else awarded]:
            roads[seat].append(length)
        return roads

    def labelled(self, seat):
        # Before the end of the game nobody may compare road pieces (R23): the
        # numbers show only on one's own, unless the table plays open.
        return (self.round == 3 or self.app.settings.open_information
                or (seat == self.table.viewer and not self.table.several_people))

    def swap_words(self, names):
        seat, given, got = self.swap
        if seat == self.you:
            return _("You took the fewest cards: you swap your road piece {given} for {got}").format(
                given=given, got=got)
        return _("{name} took the fewest cards and swaps road piece {given} for {got}").format(
            name=names[seat], given=given, got=got)

    def no_swap_words(self, names):
        """Round 3 without a swap (R20): who took the fewest cards and why they keep their
        pieces, so that no one wonders where the swap went; "" in other rounds."""
        if self.round != 3 or self.swap or not self.group:
            return ""
        fewest = min(self.counts)
        seat = next(s for s in seats_from_king(self.king, len(self.counts)) if self.counts[s] == fewest)
        if not self.roads[seat]:
            if seat == self.you:
                return _("You took the fewest cards but have no road piece to swap yet")
            return _("{name} took the fewest cards but has no road piece to swap yet").format(name=names[seat])
        if seat == self.you:
            return _("You took the fewest cards, but every road piece of yours is shorter than {got}: "
                     "no swap").format(got=min(self.group))
        return _("{name} took the fewest cards, but every road piece of theirs is shorter than {got}: "
                 "no swap").format(name=names[seat], got=min(self.group))

    def king_words(self, names):
        if self.king == self.you:
            return (_("You hold the King and lead the next round") if self.round < 3
                    else _("You hold the King"))
        return (_("{name} holds the King and leads the next round").format(name=names[self.king])
                if self.round < 3 else _("{name} holds the King").format(name=names[self.king]))

    def draw(self, surface):
        width, height = surface.get_size()
        self.place((width, height))
        surface.blit(veil(VEIL, (width, height)), (0, 0))
        box = pygame.Rect(box_margin(width), 30, width - 2 * box_margin(width), height - 60)
        panel(surface, box, (18, 44, 30, 245), GOLD)
        title = text(_("Round {n} is over").format(n=self.round), 36, GOLD, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
        names = player_names(self.table.state.names)
        king = text(self.king_words(names), 20, INK, True, box.width - 60)
        surface.blit(king, king.get_rect(midtop=(box.centerx, box.top + 56)))
        y = box.top + 86
        for line in tie_lines(self.counts, self.king, names):
            y = draw_lines(surface, line, 18, pygame.Rect(box.left + 40, y, box.width - 80, 50), INK,
                           centre=True) + 2
        swap_spot = None
        if self.swap:
            seat, given, got = self.swap          # round 3's group, beside the words, inside the box
            half = max(road_piece(length, self.unit, PIECE_HEIGHT).get_width() if self.labelled(seat)
                       else road_token(PIECE_HEIGHT).get_width() for length in (given, got)) // 2
            spot_x = min(box.right - 110, box.right - 24 - half)
            words = pygame.Rect(box.left + 40, y, spot_x - half - 16 - box.left - 40, 50)   # clear of the pieces
            y = draw_lines(surface, self.swap_words(names), 19, words, GOLD, True, centre=True) + 4
            swap_spot = (spot_x, y - 26)
        elif self.no_swap_words(names):
            words = pygame.Rect(box.left + 40, y, box.width - 80, 50)
            y = draw_lines(surface, self.no_swap_words(names), 19, words, GOLD, True, centre=True) + 4
        wall = castle_wall(WALL)
        rows = len(names)
        row_h = min(62, (box.bottom - 90 - y) // rows)
        y += max(0, (box.bottom - 90 - y - rows * row_h) // 2)        # a taller screen: the rows in the middle
        roads = self.roads_now()
        unit = self.unit
        awarded = {seat: length for seat, length in self.awards[:self.shown_awards]}
        moving = []
        for seat in range(rows):
            top = y + seat * row_h
            line = pygame.Rect(box.left + 24, top, box.width - 48, row_h - 6)
            panel(surface, line, (255, 255, 255, 18), radius=8)
            surface.blit(text(names[seat], 20, INK, True, 150), (line.left + 12, line.centery - 12))
            count = text(ngettext("{n} card", "{n} cards", self.counts[seat]).format(n=self.counts[seat]),
                         20, GOLD, True, 90)
            surface.blit(count, (line.left + 170, line.centery - 12))
            if seat == self.king:
                surface.blit(king_pawn(PAWN), (line.left + 262, line.centery - 22))
            surface.blit(wall, (line.left + 300, line.centery - 18))
            x = line.left + 364
            labelled = self.labelled(seat)
            swapping = self.swap and self.swap[0] == seat and self.swap_clock < SWAP_TIME
            for length in roads[seat]:
                # Another's piece while lengths are hidden (R23): a tile, all alike, not a length.
                piece = road_piece(length, unit, PIECE_HEIGHT) if labelled else road_token(PIECE_HEIGHT)
                spot = (x, line.centery - 11)
                if swapping and length == self.swap[1]:
                    got = road_piece(self.swap[2], unit, PIECE_HEIGHT) if labelled else piece
                    above = (swap_spot[0] - piece.get_width() // 2, swap_spot[1])
                    moving.append((piece, spot, above))                     # leaves the road…
                    moving.append((got, (swap_spot[0] - got.get_width() // 2, swap_spot[1]), spot))  # …the short one comes
                else:
                    surface.blit(piece, spot)
                if seat in awarded and length == awarded[seat] and length == roads[seat][-1]:
                    pygame.draw.rect(surface, GOLD, piece.get_rect(topleft=spot).inflate(6, 6), 3,
                                     border_radius=6)
                x += piece.get_width() + 3
        progress = ease(min(1.0, self.swap_clock / SWAP_TIME))
        for piece, start, end in moving:
            pos = lerp(start, end, progress)
            surface.blit(piece, pos)
            pygame.draw.rect(surface, GOLD, piece.get_rect(topleft=pos).inflate(6, 6), 2, border_radius=6)
        if self.finished_showing():
            self.button.label = self.continue_label()
            self.button.draw(surface)
        else:
            hint = text(_("Awarding road pieces… (click to skip)"), 18, INK)
            surface.blit(hint, hint.get_rect(center=(width // 2, height - 72)))
