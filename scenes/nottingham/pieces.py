"""Nottingham's pieces in the player's words: the art of sprites.nottingham with
the names of objects, actions and colours translated here, for the table and
the rules' pictures."""

from game.nottingham.data import ACTIONS, COLOURS, OBJECTS

from sprites.nottingham import (  # noqa: F401 (part of this module's API)
    LEGAL, PAWN_COLOURS, card_back, chip as _chip, chip_width as _chip_width, draw_ambush as _draw_ambush,
    draw_object_card as _draw_object_card, draw_track, object_colour, pawn, task_pattern, track_spaces,
)
from sprites.nottingham.road import SHERIFF
from .words import action_name, ambush_name, object_name, tr


def draw_object_card(surface, obj, rect, **options):
    """An object card with its name and action in the player's language."""
    i = obj if isinstance(obj, int) else OBJECTS.index(obj)
    _draw_object_card(surface, i, rect, object_name(i), action_name(ACTIONS[i]), **options)


def chip(surface, obj, rect, named=True, count=1, **aids):
    """A small card of one object, named when ``named``, "×2" after it for a
    ``count`` of 2; ``aids``: pattern, symbol."""
    _chip(surface, obj, rect, object_name(obj) if named else None, count=count, **aids)


def chip_width(obj, height, count=1):
    """The width a chip of ``height`` needs for its object's name (and count)."""
    return _chip_width(object_name(obj), height, count)


def draw_ambush(surface, card, rect, names=None, colours=None, **options):
    """An ambush card; a colour card says whose colour it is when ``names`` (the
    seats' names) are given, and shows the colour that seat chose (``colours``, N5)."""
    if card in COLOURS:
        seat = COLOURS.index(card)
        owner = (tr("{name}'s colour").format(name=names[seat]) if names and seat < len(names)
                 else ambush_name(card))
        shown = colours[seat] if colours and seat < len(colours) else card
        _draw_ambush(surface, shown, rect, tr("ambush"), owner=owner, **options)
    else:
        a, b = card.split("-")
        _draw_ambush(surface, card, rect, tr("ambush"), names=(object_name(a), object_name(b)), **options)


def sheriff(surface, centre, height=34):
    """The Sheriff's black pawn."""
    pawn(surface, centre, SHERIFF, height)
