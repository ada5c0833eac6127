"""Waking the window's loop from another thread (a network connection's): while
nothing moves the loop sleeps until an event comes (``scenes.app.Pacer``), so a
thread that hands the scenes something posts an event of its own."""

import pygame

WAKE = pygame.event.custom_type()


def wake():
    """Post the loop's own event. Without a window's events (before it opens,
    after it closes) there is nothing to wake."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass
