"""Drive the app headless with real pygame events, as a player's mouse would."""

import pygame

from app.settings import Settings
from scenes.app import App, open_window


def make_app(speed="demo"):
    screen = open_window()
    return App(screen, Settings(speed=speed), sounds=None)


def frames(app, n=1, events=()):
    events = list(events)
    for _ in range(n):
        app.frame(1 / 60, events)
        events = []


def motion(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def click(app, pos):
    frames(app, 1, [motion(pos), down(pos), up(pos)])


def drag(app, start, end):
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    frames(app, 1, [motion(start), down(start)])
    frames(app, 1, [motion(middle, (1, 0, 0))])
    frames(app, 1, [motion(end, (1, 0, 0)), up(end)])


def card_point(table, index):
    """A point on the visible part of hand card ``index`` (cards overlap to the right)."""
    from scenes.figaro.layout import hand_rects
    rects = hand_rects(len(table.shown.hand), size=table.hand_card, screen=table.screen_size)
    rect = rects[index]
    right = rects[index + 1].left if index + 1 < len(rects) else rect.right
    return ((rect.left + right) // 2, rect.top + 70)
