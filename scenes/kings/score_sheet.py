"""The final scoring of Kings & Creatures as a score sheet (RULES.md K16–K20).

At the top each player's honour by type and in total, the winner's column lit
(or every column of a shared victory); below, one player's sheet with its
reasons: the treasures listed, the creatures as species × count, each king
with its colour and both sides against the neighbour they face, each legend
complete or what it lacked, the heroes' honour round by round. Click a
player's name (or ← →) to read their sheet.

The table stays reviewable: "See the table" hides the sheet until a click or
a key, L shows the whole log, Ctrl+S saves the record. A new game starts only
from the button named for it; Enter deals nothing until Tab has chosen a
button (Tab / Shift+Tab go through them, Enter or Space presses the chosen one).
"""

import pygame

from game.kings.cards import KING_RULES, POINTS, SPECIES_OF, TYPE
from game.kings.scoring import PARTS, breakdown, creature_points

from ..base import GOLD, HEIGHT, INK, WIDTH, Button, Scene, panel, veil
from ..session_table import SessionEnd
from .details import king_sides, legend_progress
from .lettering import blit_lines, line
from .words import colour_name, count_of_type, count_species, part_name, species_name, tr

SCORING_LABEL = 220              # the column of part names
ROW = 32
BOX = pygame.Rect(80, 30, WIDTH - 160, HEIGHT - 40)
GRID_TOP = BOX.top + 56          # the players' names, then a row a part


def sheet_lines(state, seat, names):
    """[(part, words)] of one seat's final scoring, with its reasons."""
    cards = state.cards[seat]
    parts = breakdown(state.cards, state.honour)[seat]
    result = []
    treasures = [c for c in cards if TYPE[c] == "treasure"]
    if treasures:
        listed = " + ".join(str(POINTS[c]) for c in treasures)
        result.append(("treasures", tr("{list} = {n}").format(list=listed, n=parts["treasures"])))
    else:
        result.append(("treasures", tr("none")))
    species = {}
    for c in cards:
        if TYPE[c] == "creature":
            species[SPECIES_OF[c]] = species.get(SPECIES_OF[c], 0) + 1
    if species:
        listed = ", ".join(f"{species_name(s)} × {n}" for s, n in species.items())
        result.append(("creatures", tr("{list}: {creatures} × {species} = {points}").format(
            list=listed, creatures=count_of_type("creature", sum(species.values())),
            species=count_species(len(species)), points=creature_points(cards))))
    else:
        result.append(("creatures", tr("none")))
    kings = [c for c in cards if TYPE[c] == "king"]
    for card in kings:
        sides = []
        for side, (crowns, other, mine, theirs, scores) in zip((tr("left"), tr("right")),
                                                               king_sides(card, seat, state.cards)):
            verdict = f"+{crowns}" if scores else tr("nothing")
            sides.append(tr("{side} {crowns} against {other} ({mine} to {theirs}): {verdict}").format(
                side=side, crowns=crowns, other=names[other], mine=mine, theirs=theirs, verdict=verdict))
        result.append(("kings", tr("King {card} of {colour}: {sides}").format(
            card=card, colour=colour_name(KING_RULES[card]), sides="; ".join(sides))))
    if not kings:
        result.append(("kings", tr("none")))
    legends = [c for c in cards if TYPE[c] == "legend"]
    for card in legends:
        complete, rows = legend_progress(card, cards)
        if complete:
            words = tr("Legend {card}: complete, +{n}").format(card=card, n=POINTS[card])
        else:
            missing = ", ".join(count_of_type(need, count - have) for need, have, count in rows if have < count)
            words = tr("Legend {card} ({n}): lacked {missing}").format(card=card, n=POINTS[card], missing=missing)
        result.append(("legends", words))
    if not legends:
        result.append(("legends", tr("none")))
    rounds = ", ".join(f"+{p}" for p in state.honour[seat])
    result.append(("heroes", tr("rounds 1–5: {list} = {n}").format(list=rounds, n=parts["heroes"])))
    return result


class KingsScoring(SessionEnd, Scene):
    """The final score sheet; ``table`` is the finished table under it."""

    def __init__(self, app, table):
        super().__init__(app, table)
        state = table.state
        winners = state.winners()
        self.selected = table.you() if table.you() is not None else winners[0]
        self.hidden = False
        y = HEIGHT - 76
        self.buttons = [Button((WIDTH // 2 - 390, y, 250, 50), tr("New game"), self.play_again),
                        Button((WIDTH // 2 - 125, y, 250, 50), tr("Close"), self.close),
                        Button((WIDTH // 2 + 140, y, 250, 50), tr("See the table"), self.show_table)]

    def step_focus(self, step):
        """Tab / Shift+Tab: the next (previous) button chosen, none at first."""
        index = next((k for k, b in enumerate(self.buttons) if b.focused), -1 if step > 0 else 0)
        index = (index + step) % len(self.buttons)
        for k, button in enumerate(self.buttons):
            button.focused = k == index

    def show_table(self):
        self.hidden = True

    def column(self):
        players = self.table.state.players
        return (BOX.width - 40 - SCORING_LABEL) // players

    def handle_event(self, event):
        if self.hidden:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                self.hidden = False
            return
        if event.type == pygame.KEYDOWN:
            players = self.table.state.players
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
                self.table.save_record()
            elif event.key == pygame.K_l:
                self.table.open_log()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.selected = (self.selected + (1 if event.key == pygame.K_RIGHT else -1)) % players
            elif event.key == pygame.K_TAB:
                self.step_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                focused = [b for b in self.buttons if b.focused]
                if focused:                          # only a button chosen with Tab: Enter alone deals nothing
                    focused[0].action()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            first = BOX.left + 20 + SCORING_LABEL
            if GRID_TOP <= event.pos[1] <= GRID_TOP + 34 and event.pos[0] >= first:
                seat = (event.pos[0] - first) // self.column()
                if seat < self.table.state.players:
                    self.selected = seat
                    return
        for button in self.buttons:
            button.handle_event(event)

    def update(self, dt):
        self.table.notice_time = max(0.0, self.table.notice_time - dt)

    def draw(self, surface):
        if self.hidden:
            note = line(tr("The final table. Click or press a key to see the score sheet again."), 18, GOLD, True,
                        WIDTH - 40)
            panel(surface, note.get_rect(midtop=(WIDTH // 2, 44)).inflate(24, 12), (10, 30, 20, 230), GOLD, 8)
            surface.blit(note, note.get_rect(midtop=(WIDTH // 2, 44)))
            return
        state = self.table.state
        surface.blit(veil(170), (0, 0))
        box = BOX
        panel(surface, box, (18, 44, 30, 245), GOLD)
        winners = state.winners()
        names = self.table.names()
        if len(winners) > 1:
            heading = tr("Shared victory: {names}").format(names=", ".join(names[s] for s in winners))
        else:
            heading = tr("Winner: {name}").format(name=names[winners[0]])
        title = line(heading, 30, GOLD, True, box.width - 40)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 10)))
        parts = state.breakdown()
        rows = list(PARTS) + ["total"]
        column = self.column()
        top = GRID_TOP
        first = box.left + 20 + SCORING_LABEL
        for winner in winners:
            panel(surface, pygame.Rect(first + winner * column + 4, top - 4, column - 8, 40 + len(rows) * ROW),
                  (240, 196, 70, 40), None, 10)
        pygame.draw.rect(surface, (120, 210, 255), pygame.Rect(first + self.selected * column + 2, top - 6,
                                                               column - 4, 44 + len(rows) * ROW), 2, border_radius=10)
        for seat in range(state.players):
            x = first + seat * column
            name = line(names[seat], 18, GOLD if seat in winners else INK, True, column - 12)
            surface.blit(name, name.get_rect(midtop=(x + column // 2, top + 4)))
        for r, part in enumerate(rows):
            y = top + 36 + r * ROW
            if part == "total":
                panel(surface, pygame.Rect(box.left + 20, y - 4, box.width - 40, ROW), (255, 255, 255, 36), GOLD, 8)
            label = line(part_name(part), 18, INK, part == "total", SCORING_LABEL - 20)
            surface.blit(label, (box.left + 30, y + 2))
            for seat in range(state.players):
                x = first + seat * column
                value = line(str(parts[seat][part]), 20, GOLD if seat in winners else INK, part == "total")
                surface.blit(value, value.get_rect(midtop=(x + column // 2, y + 1)))
        y = top + 44 + len(rows) * ROW
        heading = line(tr("{name}'s score sheet (← → or click a name for another player)").format(
            name=names[self.selected]), 18, GOLD, True, box.width - 40)
        surface.blit(heading, (box.left + 20, y))
        y += 28
        bottom = self.buttons[0].rect.top - 6
        for part, words in sheet_lines(state, self.selected, names):
            if y > bottom - 20:
                break
            surface.blit(line(part_name(part), 16, GOLD, True, SCORING_LABEL - 30), (box.left + 30, y))
            y = blit_lines(surface, words, 16, pygame.Rect(first - 10, y, box.right - first - 10, 60)) + 2
        for button in self.buttons:
            button.draw(surface)
        if self.table.notice_time > 0 and self.table.notice:
            note = line(self.table.notice, 16, (255, 170, 150), True, box.width - 40)
            surface.blit(note, note.get_rect(midbottom=(box.centerx, box.bottom - 2)))

