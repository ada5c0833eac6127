"""A row of icon buttons: every action of a scene by mouse, with a tooltip
naming it and its key, and saying why when it cannot be used now.

An action is ``Action(icon, label, key, run, refusal)``: ``label`` is N_-marked
(translated when drawn), ``refusal()`` gives None when the action may be used,
or the reason it may not. The icons are drawn here, from lines and circles.
"""

import math
from dataclasses import dataclass
from typing import Callable, Optional

import pygame

from app.i18n import _

from .base import GOLD, INK, panel, text, wrap

DISABLED_INK = (130, 136, 128)
TOOLTIP_WIDTH = 300


@dataclass
class Action:
    icon: str
    label: str                      # N_-marked
    key: str                        # the key that does the same, shown in the tooltip
    run: Callable[[], None]
    refusal: Callable[[], Optional[str]] = lambda: None


class ActionBar:
    def __init__(self, rect, actions):
        self.rect = pygame.Rect(rect)
        self.actions = actions
        self.hover = None
        self.busy = set()           # icons drawn as working (the hint while it thinks)

    def move_to(self, rect):
        """The bar's place on a screen of another size."""
        self.rect = pygame.Rect(rect)

    def button_rects(self):
        count = len(self.actions)
        gap = 6
        width = (self.rect.width - gap * (count - 1)) // count
        return [pygame.Rect(self.rect.left + k * (width + gap), self.rect.top, width, self.rect.height)
                for k in range(count)]

    def action_at(self, pos):
        for action, rect in zip(self.actions, self.button_rects()):
            if rect.collidepoint(pos):
                return action
        return None

    def handle_event(self, event):
        """True when the event was a click on the bar (used, even if refused)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.action_at(event.pos)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            action = self.action_at(event.pos)
            if action is None:
                return False
            if event.type == pygame.MOUSEBUTTONUP and action.refusal() is None:
                action.run()
            return True
        return False

    def tooltip(self, action):
        """The words shown over the icon under the pointer."""
        words = f"{_(action.label)} ({action.key})"
        reason = action.refusal()
        return words if reason is None else f"{words}\n{reason}"

    def draw(self, surface, clock=0.0):
        for action, rect in zip(self.actions, self.button_rects()):
            enabled = action.refusal() is None
            hover = action is self.hover
            fill = (150, 44, 40) if hover and enabled else (122, 32, 32) if enabled else (52, 58, 52)
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            pygame.draw.rect(surface, GOLD if enabled else (90, 96, 90), rect, 2, border_radius=10)
            ink = INK if enabled else DISABLED_INK
            draw_icon(surface, action.icon, rect.center, min(rect.width, rect.height) - 16, ink)
            if action.icon in self.busy:
                spinner(surface, rect, clock)
        if self.hover is not None:
            self.draw_tooltip(surface, self.hover)

    def draw_tooltip(self, surface, action):
        rect = self.button_rects()[self.actions.index(action)]
        lines = []
        for paragraph in self.tooltip(action).split("\n"):
            lines += wrap(paragraph, 16, TOOLTIP_WIDTH - 20, True)
        images = [text(line, 16, INK if k == 0 else (255, 190, 170), True) for k, line in enumerate(lines)]
        height = sum(image.get_height() for image in images) + 14
        width = max(image.get_width() for image in images) + 20
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (rect.centerx, rect.top - 8)
        if box.top < 0:                 # a bar at the top of the screen: under it, never over its icons
            box.midtop = (rect.centerx, rect.bottom + 8)
        box.clamp_ip(surface.get_rect())
        panel(surface, box, (10, 20, 14, 240), GOLD, radius=8)
        y = box.top + 7
        for image in images:
            surface.blit(image, (box.left + 10, y))
            y += image.get_height()


def spinner(surface, rect, clock):
    """Three dots going round: the action is working."""
    for k in range(3):
        angle = clock * 6 + k * 2.1
        x = rect.centerx + math.cos(angle) * (rect.height * 0.32)
        y = rect.centery + math.sin(angle) * (rect.height * 0.32)
        pygame.draw.circle(surface, GOLD, (int(x), int(y)), 3)


def draw_icon(surface, name, centre, size, ink):
    """A small line drawing: undo, hint, log, save, rules."""
    cx, cy = centre
    r = size / 2
    w = max(2, int(size / 9))
    if name == "undo":
        box = pygame.Rect(0, 0, size * 0.8, size * 0.8)
        box.center = (cx + r * 0.1, cy + r * 0.1)
        pygame.draw.arc(surface, ink, box, -math.pi * 0.9, math.pi * 0.75, w)
        tip = (box.left + box.width * 0.12, box.centery - box.height * 0.28)
        pygame.draw.polygon(surface, ink, [(tip[0] - r * 0.42, tip[1] - r * 0.05), (tip[0] + r * 0.2, tip[1] - r * 0.35),
                                           (tip[0] + r * 0.12, tip[1] + r * 0.3)])
    elif name == "hint":
        pygame.draw.circle(surface, ink, (cx, int(cy - r * 0.25)), int(r * 0.55), w)
        base = pygame.Rect(0, 0, r * 0.6, r * 0.42)
        base.midtop = (cx, cy + r * 0.25)
        pygame.draw.rect(surface, ink, base, border_radius=2)
        for k in (-1, 0, 1):
            angle = -math.pi / 2 + k * 0.8
            start = (cx + math.cos(angle) * r * 0.75, cy - r * 0.25 + math.sin(angle) * r * 0.75)
            end = (cx + math.cos(angle) * r * 0.98, cy - r * 0.25 + math.sin(angle) * r * 0.98)
            pygame.draw.line(surface, ink, start, end, max(1, w - 1))
    elif name == "log":
        page = pygame.Rect(0, 0, size * 0.7, size * 0.9)
        page.center = centre
        pygame.draw.rect(surface, ink, page, w, border_radius=3)
        for k in range(3):
            y = page.top + page.height * (0.28 + k * 0.22)
            pygame.draw.line(surface, ink, (page.left + page.width * 0.2, y), (page.right - page.width * 0.2, y), w)
    elif name == "save":
        tray = [(cx - r * 0.8, cy + r * 0.2), (cx - r * 0.8, cy + r * 0.8), (cx + r * 0.8, cy + r * 0.8),
                (cx + r * 0.8, cy + r * 0.2)]
        pygame.draw.lines(surface, ink, False, tray, w)
        pygame.draw.line(surface, ink, (cx, cy - r * 0.85), (cx, cy + r * 0.3), w)
        pygame.draw.polygon(surface, ink, [(cx - r * 0.4, cy - r * 0.05), (cx + r * 0.4, cy - r * 0.05),
                                           (cx, cy + r * 0.45)])
    elif name == "rules":
        pygame.draw.circle(surface, ink, centre, int(r * 0.95), w)
        label = text("?", int(size * 0.75), ink, True)
        surface.blit(label, label.get_rect(center=(cx, cy + 1)))
