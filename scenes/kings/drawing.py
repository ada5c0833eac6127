"""Drawing the Kings & Creatures table: the row, the seats' panels with their
top card and the chips of their covered cards, and the card shown whole.

Functions of the table's state only (``draw`` never changes anything). The
cards' faces come from ``sprites.kings``; words go through ``lettering`` so no
line is smaller than ``MIN_TEXT``.
"""

import pygame

from game.kings.cards import HEROES, SPECIES_OF, TYPE
from game.kings.scoring import neighbours
from sprites.kings.cards import card_face, chip

from ..base import GOLD, INK, panel
from .details import card_details, king_sides, legend_progress
from .layout import SeatPlace
from .lettering import window_lettering
from .words import count_cards, count_species, level_name, tr, trn

line, _lines, blit_lines = window_lettering()        # never under 12 px in a 960×540 window
HINT_INK = (120, 210, 255)
SHADOW = (0, 0, 0)
NO_AIDS = (False, False)
MARK_INK = (255, 196, 110)         # a seat's last move: its card outlined, its line at the seat
RAISE = 6                          # a card taken this round stands this much higher


def draw_card(surface, card, rect, highlight=None, aids=NO_AIDS):
    """A card's face in ``rect``, with a shadow and an optional frame; ``aids``:
    (a symbol per colour, a pattern per colour) for colour-blind players."""
    pygame.draw.rect(surface, SHADOW, rect.move(0, 4), border_radius=max(6, rect.width // 12))
    surface.blit(card_face(card, rect.width, rect.height, *aids), rect)
    if highlight:
        pygame.draw.rect(surface, highlight, rect.inflate(8, 8), 4, border_radius=12)


def chip_state(view, seat, card):
    """A legend "met" or "missing"; a king's sides that earn crowns now ("left", "right", "both")."""
    if TYPE[card] == "legend":
        return "met" if legend_progress(card, view.cards[seat])[0] else "missing"
    if TYPE[card] == "king":
        left, right = (side[4] for side in king_sides(card, seat, [list(c) for c in view.cards]))
        return "both" if left and right else "left" if left else "right" if right else None
    return None


def summary_lines(view, seat):
    """A seat's holdings in three short lines (heroes are figures, counted on their cards)."""
    cards = view.cards[seat]
    counts = {}
    for card in cards:
        counts[TYPE[card]] = counts.get(TYPE[card], 0) + 1
    heroes = sum(HEROES[c] for c in cards)
    species = len({SPECIES_OF[c] for c in cards if TYPE[c] == "creature"})
    return [
        tr("Heroes: {heroes} on {cards}").format(heroes=heroes, cards=count_cards(counts.get("hero", 0))),
        tr("Treasures {t} · creatures {c} ({species})").format(
            t=counts.get("treasure", 0), c=counts.get("creature", 0), species=count_species(species)),
        tr("Kings {k} · legends {l}").format(k=counts.get("king", 0), l=counts.get("legend", 0)),
    ]


def seat_tag(table, seat):
    """"your left" / "your right" on the neighbours of the person at the bottom (with
    several people at the screen, the one who acts or acted last: the table turns to them)."""
    if seat == table.viewer or table.state.players < 3:
        return None
    left, right = neighbours(table.viewer, table.state.players)
    return tr("your left") if seat == left else tr("your right") if seat == right else None


def seat_picture(table, view, seat, place, felt):
    """The seat's panel drawn on ``felt`` (its outline included), kept on the table
    until anything it shows changes: the table draws six of them every frame, and they
    change only when a card is taken, pointed at or a name or setting changes."""
    from app.i18n import language
    bounds = place.panel.inflate(6, 6)                       # the turn's outline, 3 px outside
    key = (place, felt, view.cards, view.turn, view.taken[seat], view.honour[seat],
           view.finished, table.inspected_card(), table.card_aids(), table.names()[seat],
           table.seats[seat], seat_tag(table, seat), language(), table.layout.line_size,
           table.layout.name_size, table.layout.line_step, table.layout.least)
    cache = table.seat_pictures
    kept = cache.get(seat)
    if kept is None or kept[0] != key:
        image = pygame.Surface(bounds.size)
        image.fill(felt)
        moved = SeatPlace(place.panel.move(-bounds.x, -bounds.y), place.card.move(-bounds.x, -bounds.y),
                          place.text.move(-bounds.x, -bounds.y), place.chips.move(-bounds.x, -bounds.y),
                          place.chip)
        draw_seat_on(image, table, view, seat, moved)
        kept = cache[seat] = (key, image)
    return kept[1], bounds


def draw_seat(surface, table, view, seat, place, felt=None):
    """A seat's panel: drawn once on ``felt`` (the colour under it) and kept
    (``seat_picture``); drawn afresh without one."""
    if felt is None:
        draw_seat_on(surface, table, view, seat, place)
        return
    image, bounds = seat_picture(table, view, seat, place, felt)
    surface.blit(image, bounds)


def draw_seat_on(surface, table, view, seat, place):
    """A seat's panel (``place``, a ``layout.SeatPlace``): its top card, its name,
    what it does now, its holdings and honour in words, its covered cards as chips."""
    rect = place.panel
    acting = view.turn == seat
    panel(surface, rect, (10, 30, 20, 200), GOLD if acting else None, 10)
    if acting:
        pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=12)
    cards = view.cards[seat]
    inspected = table.inspected_card()
    top = place.card.move(0, -RAISE) if cards[-1] in this_round_cards(view, seat) else place.card
    draw_card(surface, cards[-1], top, HINT_INK if inspected == (cards[-1], seat) else None,
              table.card_aids())
    level = table.seats[seat]
    name = table.names()[seat]
    who = name if level == "human" else f"{name} ({level_name(level)})"
    shape = table.layout
    x, width = place.text.left, place.text.width
    tag = seat_tag(table, seat)
    if tag:
        tag_image = line(tag, shape.line_size, (170, 220, 255), True, width // 2, least=shape.least)
        surface.blit(tag_image, tag_image.get_rect(topright=(place.text.right, place.text.top + 4)))
        width_name = width - tag_image.get_width() - 8
    else:
        width_name = width
    surface.blit(line(who, shape.name_size, GOLD if acting else INK, True, width_name, least=shape.least), (x, place.text.top))
    if view.out(seat) and not view.finished:
        state_line = tr("out of the round")
    else:
        taken = view.taken[seat]
        state_line = trn("{n} of 3 cards this round", "{n} of 3 cards this round", taken)
        if acting:             # the round at a glance while deciding, too
            state_line = tr("acts now · {taken}").format(taken=state_line) if taken else tr("acts now")
    y = place.text.top + shape.name_size + 6
    words = summary_lines(view, seat) + [tr("Heroes' honour so far: {n}").format(n=sum(view.honour[seat]))]
    inks = [(GOLD if acting else INK, acting)] + [(INK, False)] * 3 + [(GOLD, False)]
    for text_line, (ink, bold) in zip([state_line] + words, inks):
        surface.blit(line(text_line, shape.line_size, ink, bold, width, least=shape.least), (x, y))
        y += shape.line_step
    covered = cards[1:-1]
    this_round = this_round_cards(view, seat)
    for card, where in zip(covered, place.chip_rects(len(covered))):
        if card in this_round:
            where = where.move(0, -RAISE // 2)
            pygame.draw.line(surface, GOLD, (where.left + 3, where.bottom + 2), (where.right - 4, where.bottom + 2), 2)
        surface.blit(chip(card, where.width, where.height, chip_state(view, seat, card), *table.card_aids()),
                     where)
        if inspected == (card, seat):
            pygame.draw.rect(surface, HINT_INK, where.inflate(4, 4), 2, border_radius=7)


def this_round_cards(view, seat):
    """The cards ``seat`` took this round: they stand raised in its display, as the
    rulebook has them, so the round is read at a glance."""
    if view.finished or not view.taken[seat]:
        return ()
    return view.cards[seat][-view.taken[seat]:]


def marked_rect(table, view, seat, card):
    """Where ``card`` lies in ``seat``'s display now (its top card or a chip), or None."""
    place = table.layout.places[seat]
    cards = view.cards[seat]
    if cards and cards[-1] == card:
        return place.card.move(0, -RAISE) if card in this_round_cards(view, seat) else place.card
    covered = cards[1:-1]
    for shown, where in zip(covered, place.chip_rects(len(covered))):
        if shown == card:
            return where.move(0, -RAISE // 2)
    return None


def draw_marks(surface, table, view):
    """Each other seat's last move, kept until the person decides again: its card
    outlined and a short line at the seat ("took 36 — hero")."""
    watcher = table.state.turn if table.several_people and table.my_turn() else table.viewer
    shape = table.layout
    for seat, (words, card) in table.marks.shown(watcher).items():
        place = shape.places.get(seat)
        if place is None:
            continue
        where = marked_rect(table, view, seat, card)
        if where is not None:
            pygame.draw.rect(surface, MARK_INK, where.inflate(6, 6), 3, border_radius=10)
        image = line(words, shape.line_size, (30, 20, 5), True, place.panel.width - 16, least=shape.least)
        box = image.get_rect(bottomright=(place.panel.right - 10, place.panel.bottom - 4)).inflate(10, 4)
        pygame.draw.rect(surface, MARK_INK, box, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))


def draw_row(surface, table, view):
    mine = table.my_turn()
    hinted = table.hint[0] if table.hint is not None and mine else None
    coming = table.motion.on_way("row")
    for card, rect in zip(view.row, table.row_rects()):
        if card in coming:
            continue                   # still on its way from the stack
        lifted = rect.move(0, -8) if mine and card in (table.hover, hinted) else rect
        edge = HINT_INK if card == hinted else GOLD if mine and card == table.hover else None
        draw_card(surface, card, lifted, edge, table.card_aids())


def draw_details(surface, table, view, card, holder):
    """The card whole, beside what it is and what it scores for its holder."""
    title, rows = card_details(view, card, holder, table.names(), table.you())
    shape = table.layout
    screen = shape.screen
    detail = shape.detail_card
    box = pygame.Rect(0, 0, min(detail[0] + 360, screen.width - 16), detail[1] + 24)
    anchor = table.detail_anchor(card, holder)
    box.centerx = min(max(anchor.centerx, box.width // 2 + 8), screen.width - box.width // 2 - 8)
    below, above = anchor.bottom + 12, anchor.top - box.height - 12
    tops = (below, above) if anchor.centery < screen.height // 2 else (above, below)
    hinted = getattr(table, "message", None) and table.message()[1] == "hint"
    hint = shape.text_block() if hinted else pygame.Rect(0, 0, 0, 0)
    tops += (hint.top - box.height - 8, hint.bottom + 8)       # else right above or below the hint

    def covered(top):               # how much of the hint's words the box would hide
        placed = box.move(0, top - box.top).clamp(screen)
        return placed.clip(hint).width * placed.clip(hint).height
    box.top = min(tops, key=covered)            # the side that hides the hint's reason least
    box.clamp_ip(screen)
    panel(surface, box, (14, 34, 24, 250), HINT_INK, 12)
    face = pygame.Rect(box.left + 12, box.top + 12, *detail)
    draw_card(surface, card, face, None, table.card_aids())
    text_box = pygame.Rect(face.right + 14, box.top + 12, box.right - face.right - 26, box.height - 24)
    surface.blit(line(title, 22, GOLD, True, text_box.width), text_box.topleft)
    y = text_box.top + 32
    holder_name = table.names()[holder]
    if card not in view.cards[holder]:
        heading = (tr("In the row; if you take it:") if holder == table.you()
                   else tr("In the row; for {name}, who acts:").format(name=holder_name))
        y = blit_lines(surface, heading, 16,
                       pygame.Rect(text_box.left, y, text_box.width, 40), (170, 220, 255)) + 4
    for row in rows:
        y = blit_lines(surface, row, 17, pygame.Rect(text_box.left, y, text_box.width, 200)) + 6
