"""Nottingham's moves seen moving (``TableMotion``, a mixin of the table): each
event of a move sets its cards on their way (scenes/motion.py), one beat after
the other: the draw from the deck, the card kept, the cards given and taken in
a smuggle, a steal or a rob travelling between the two seats, offers going
face down to the stage and the chosen one coming to the buyer, a cash to the
stage and on to the victory pile (back to the hand when ambushes spring it, the
ambush card flying in), favours from the deck, a task's cards laid on it,
discards. A card only some seats may know (N26) is a back to everyone else.

The game has changed at once; the flights follow it. The numbers in the seats'
panels (hands' sizes, ambush cards, points, victory piles, tasks) follow the
cards (``Counts``): each keeps its old value until the cards that change it have
landed, then counts up to the new one.
"""

import pygame

from game.nottingham.data import ACTIONS, OBJECTS

from sprites.nottingham.ink import SMALLEST, fits

from ..motion import COUNT_TIME

from .pieces import card_back, draw_ambush, draw_object_card
from .words import counted, object_name, task_name, tr

FLYING_CARD = (54, 76)
MARK_INK = (255, 196, 110)       # a seat's last move, in a line at its seat           # a card on its way between seats, deck and stage


class TableMotion:
    """What each kind of event moves (the table provides ``motion``, ``layout``,
    ``private_seat()``, ``drawn_labels``, ``app`` and ``state``)."""

    # ------------------------------------------------------------ places
    def deck_spot(self):
        layout = self.layout
        return pygame.Rect(layout.left.left + 12, layout.deck_top, *FLYING_CARD)

    def stage_spot(self):
        shown = self.layout.card_shown
        if shown is not None:
            return pygame.Rect(shown)
        area = self.layout.stage_area
        return pygame.Rect(area.left, area.top, *FLYING_CARD)

    def seat_spot(self, seat, label="hand", obj=None):
        """Where a card goes to (or comes from) ``seat``: the hand's slot of the object
        when it is the hand drawn on screen, else the seat's label (hand, pile,
        ambush) as the last frame drew it, else the seat's panel."""
        if seat == self.private_seat() and label == "hand" and obj is not None:
            return pygame.Rect(self.hand_rects()[OBJECTS.index(obj)])
        rect = pygame.Rect(self.layout.seats[seat])
        for kind, _words, where in self.drawn_labels.get(seat, ()):
            if kind == label:
                return pygame.Rect(where.left, where.top, *FLYING_CARD)
        return pygame.Rect(rect.centerx - FLYING_CARD[0] // 2, rect.top + 8, *FLYING_CARD)

    def task_spot(self, task):
        rect = self.layout.task_rects.get(task)
        return pygame.Rect(rect) if rect is not None else self.stage_spot()

    # ------------------------------------------------------------ numbers
    def numbers(self):
        """{(what, seat): number} the seats' panels show, and {("held", seat, object): number}
        of the hand on screen, counted as the cards land (``Counts``)."""
        view = self.view()
        numbers = {}
        for seat in range(view.players):
            numbers[("hand", seat)] = view.hand_sizes[seat]
            numbers[("ambush", seat)] = view.ambush_counts[seat]
            numbers[("points", seat)] = view.scores[seat]
            numbers[("pile", seat)] = sum(view.victory[seat])
            numbers[("tasks", seat)] = sum(1 for _task, seats in view.tasks if seat in seats)
        private = self.private_seat()
        if private is not None:                  # the hand on screen: each object's count
            for obj, count in enumerate(view.hand):
                numbers[("held", private, obj)] = count
        return numbers

    def count_numbers(self, dt):
        """The panels' numbers a frame nearer the game's (at once at the instant speed)."""
        if self.counts.moving:
            self.counts.update(dt, self.numbers(), self.motion, COUNT_TIME if self.app.settings.flight > 0 else 0)

    # ------------------------------------------------------------ events
    def show_moves(self, move, events):
        """Set the cards of ``events`` (the move just applied) on their way."""
        flight = self.app.settings.flight
        if flight <= 0:                      # "instant": each move shows at once
            self.app.play(self.end_sound() if any(e[0] == "game_end" for e in events) else "click")
            return
        def fly(thing, start, end, duration, counts=(), **options):
            """A card on its way; an object's card changes its count in the hands it leaves and reaches."""
            if thing[0] == "object" and thing[1] in OBJECTS:
                counts = set(counts) | {("held", key[1], OBJECTS.index(thing[1])) for key in counts if key[0] == "hand"}
            return self.motion.fly(thing, start, end, duration, counts=counts, **options)
        beat = 0.0
        card = None                          # the card drawn this turn, on the stage
        for event in events:
            kind = event[0]
            if kind == "draw":
                card = event[2]
                fly(("object", card), self.deck_spot(), self.stage_spot(), flight * 1.2, delay=beat, sound="card",
                    dest="stage")
                beat += flight * 1.2           # what follows leaves the stage as the card lands
            elif kind == "keep":
                seat, obj = event[1], event[2]
                fly(("object", obj), self.stage_spot(), self.seat_spot(seat, "hand", obj), flight, delay=beat,
                    sound="card", counts={("hand", seat)})
                beat += flight
            elif kind in ("smuggle", "take"):
                seat, target, obj = event[1], event[2], event[3]
                drawn = card or self.drawn_card()
                if drawn is not None:        # the card drawn goes to the one robbed (N11, N13, N14)
                    fly(("object", drawn), self.stage_spot(), self.seat_spot(target, "hand", drawn), flight,
                        delay=beat, sound="card", counts={("hand", target)})
                fly(("object", obj), self.seat_spot(target, "hand", obj), self.seat_spot(seat, "hand", obj),
                    flight * 1.4, delay=beat + flight * 0.3, seen_by={seat, target}, sound="steal",
                    counts={("hand", seat), ("hand", target)})
                beat += flight * 1.8
            elif kind == "defend":
                target, seat = event[1], event[2]
                drawn = card or self.drawn_card()
                fly(("object", "necklace"), self.seat_spot(target, "hand", "necklace"),
                    self.seat_spot(seat, "hand", "necklace"), flight * 1.2, delay=beat, sound="card",
                    counts={("hand", seat), ("hand", target)})
                if drawn is not None:
                    fly(("object", drawn), self.stage_spot(), self.seat_spot(target, "hand", drawn), flight,
                        delay=beat + flight * 0.2, counts={("hand", target)})
                beat += flight * 1.4
            elif kind == "ambush":
                seat = event[1]
                fly(("ambush", None), self.deck_spot(), self.seat_spot(seat, "ambush"), flight * 1.2,
                    delay=beat, seen_by={seat}, sound="card", counts={("ambush", seat)})
                beat += flight * 1.2
            elif kind == "offer":
                seat = event[1]
                fly(("back", None), self.seat_spot(seat), self.stage_spot(), flight, delay=beat, sound="card",
                    counts={("hand", seat)})
                beat += flight
            elif kind == "accept":
                active, seat, objects = event[1], event[2], event[3]
                drawn = self.accepted_card()
                if seat is not None:
                    for k, obj in enumerate(objects):
                        fly(("object", obj), self.seat_spot(seat, "hand", obj), self.seat_spot(active, "hand", obj),
                            flight * 1.4, delay=beat + 0.08 * k, sound="card" if k == 0 else None,
                            counts={("hand", seat), ("hand", active)})
                if drawn is not None:
                    buyer = active if seat is None else seat
                    fly(("object", drawn), self.stage_spot(), self.seat_spot(buyer, "hand", drawn), flight * 1.2,
                        delay=beat + flight * 0.3, counts={("hand", buyer)})
                beat += flight * 1.6
            elif kind == "cash":
                seat, obj, count = event[1], event[2], event[3]
                for k in range(count):
                    fly(("object", obj), self.seat_spot(seat, "hand", obj), self.stage_spot(), flight * 1.2,
                        delay=beat + 0.07 * k, sound="cash" if k == 0 else None, counts={("hand", seat)})
                beat += flight * 1.2 + 0.07 * count
            elif kind == "spring":
                seat, ambush, active = event[1], event[2], event[3]
                obj = self.cashed_object(events)
                fly(("ambush", ambush), self.seat_spot(seat, "ambush"), self.stage_spot(), flight * 1.4,
                    delay=beat, sound="ambush", counts={("ambush", seat)})
                if obj is not None:
                    fly(("object", obj), self.stage_spot(), self.seat_spot(seat, "hand", obj), flight * 1.2,
                        delay=beat + flight * 1.4, counts={("hand", seat)})
                beat += flight * 2.6
            elif kind == "scored":
                seat, obj = event[1], event[2]
                fly(("object", obj), self.stage_spot(), self.seat_spot(seat, "pile"), flight * 1.4, delay=beat,
                    sound="card", counts={("pile", seat), ("points", seat)})
                beat += flight * 1.4
            elif kind == "failed":
                seat, obj = event[1], event[2]
                fly(("object", obj), self.stage_spot(), self.seat_spot(seat, "hand", obj), flight * 1.2, delay=beat,
                    counts={("hand", seat)})
                beat += flight * 1.2
            elif kind == "task":
                seat, task = event[1], event[2]
                objects = move.arg[1] if move is not None and move.kind == "task" else ()
                for k, obj in enumerate(objects):
                    fly(("object", obj), self.seat_spot(seat, "hand", obj), self.task_spot(task), flight * 1.4,
                        delay=beat + 0.08 * k, sound="task" if k == 0 else None,
                        counts={("hand", seat), ("tasks", seat), ("points", seat)})
                beat += flight * 1.6
            elif kind == "favour":
                seat = event[1]
                fly(("back", None), self.deck_spot(), self.seat_spot(seat), flight * 1.2, delay=beat,
                    seen_by={seat}, sound="card", counts={("hand", seat)})
                beat += flight * 0.7
            elif kind == "discard":
                seat, obj = event[1], event[2]
                fly(("object", obj), self.seat_spot(seat, "hand", obj), self.deck_spot(), flight, delay=beat,
                    sound="card", counts={("hand", seat)})
                beat += flight
            elif kind == "sheriff":
                self.app.play("sheriff")
            elif kind == "game_end":
                self.motion.then(lambda: self.app.play(self.end_sound()))
        if not self.motion.flights:
            self.app.play("click")

    def drawn_card(self):
        """The card drawn this turn, from the record (it has left the stage by now)."""
        events = self.session.log.events
        for event in reversed(events):
            if event[0] == "draw":
                return event[2]
        return None

    def accepted_card(self):
        return self.drawn_card()

    @staticmethod
    def cashed_object(events):
        for event in events:
            if event[0] in ("scored", "failed"):
                return event[2]
        return None

    # ------------------------------------------------------------ drawing
    def draw_marks(self, surface, private):
        """Each other seat's last move, in a short line at its seat, until the person
        at the screen decides again (``Marks``)."""
        from .drawing import text          # never under the table's smallest size, cut to fit
        watcher = private if private is not None else self.viewer
        self.drawn_marks = {}
        view = self.view()
        for seat, (words, _thing) in self.marks.shown(watcher).items():
            rect = self.layout.seats[seat]
            line = self.mark_line(seat)
            if line is None and view.phase in ("offer", "accept") and view.offers[seat] is not None:
                continue                # its offer stands at the seat's foot and says it
            width = (line.width - 10) if line is not None else rect.width - 20
            words = next((w for w in ([words] if isinstance(words, str) else words)
                          if fits(w, SMALLEST, True, width)), words if isinstance(words, str) else words[-1])
            if line is not None:        # in place of "computer, medium": every count stays in sight
                image = text(words, SMALLEST, (30, 20, 5), True, line.width - 10)
                box = self.drawn_marks[seat] = line
                pygame.draw.rect(surface, MARK_INK, box, border_radius=6)
                surface.blit(image, image.get_rect(midleft=(line.left + 5, line.centery)))
                continue
            else:
                image = text(words, SMALLEST, (30, 20, 5), True, rect.width - 20)
                box = image.get_rect(bottomright=(rect.right - 8, rect.bottom - 4)).inflate(10, 2)
                self.drawn_marks[seat] = box
            pygame.draw.rect(surface, MARK_INK, box, border_radius=6)
            surface.blit(image, image.get_rect(center=box.center))

    def mark_line(self, seat):
        """Where a seat's last move is written in a portrait window: the line of its
        "who" label, when that line holds nothing else (the panel's width); else None
        (it sits at the panel's foot, over the space the offers use in landscape)."""
        if not self.layout.portrait:
            return None
        labels = self.drawn_labels.get(seat, ())
        who = [where for kind, _words, where in labels if kind == "who"]
        if len(who) != 1 or any(kind != "who" and where.top == who[0].top for kind, _words, where in labels):
            return None
        rect = self.layout.seats[seat]
        return pygame.Rect(rect.left + 6, who[0].top, rect.width - 12, who[0].height)

    def draw_flight(self, surface, thing, rect, face_up):
        """A card on its way: its face to whoever may see it (N26), else its back."""
        kind, what = thing
        if kind == "object" and face_up and what in OBJECTS:
            draw_object_card(surface, OBJECTS.index(what), rect, **self.aids())
        elif kind == "ambush" and face_up and what is not None:
            draw_ambush(surface, what, rect, names=self.names, colours=self.seat_colours(), **self.aids())
        elif kind == "ambush":
            pygame.draw.rect(surface, (70, 44, 30), rect, border_radius=6)
            pygame.draw.rect(surface, (230, 190, 90), rect, 2, border_radius=6)
        else:
            card_back(surface, rect)




def move_words(move, names, card, events=()):
    """The short line a seat's move leaves at it ("stole from Ana", "cashed 3 silver");
    ``card``: the object drawn this turn (its name), for an act; ``events``: the move's.
    A move whose line may not fit a narrow seat gives two: (the line, a shorter one)."""
    kind, arg = move.kind, move.arg
    if kind == "keep":
        return tr("kept {object}").format(object=object_name(card)) if card else None
    if kind == "act":
        action = ACTIONS[OBJECTS.index(card)] if card in OBJECTS else None
        if action == "smuggle":
            return tr("smuggled from {name}").format(name=names[arg]), tr("smuggled")
        if action == "steal":
            return tr("stole from {name}").format(name=names[arg]), tr("stole a card")
        if action == "rob":
            return tr("robbed {name}").format(name=names[arg]), tr("robbed")
        if action == "ambush":
            return tr("looked at two ambush cards"), tr("looked at ambushes")
        return tr("asked for offers"), tr("wants offers")
    if kind == "defend":
        return (tr("defended with a necklace"), tr("defended")) if arg else tr("did not defend")
    if kind == "take":
        target = next((e[2] for e in events if e[0] == "take"), None)
        return (tr("took a card from {name}").format(name=names[target]), tr("took a card")) if target is not None \
            else None
    if kind == "ambush":
        return tr("kept an ambush card"), tr("kept an ambush")
    if kind == "offer":
        return tr("made an offer") if arg else (tr("had nothing to offer"), tr("nothing to offer"))
    if kind == "accept":
        return ((tr("took {name}'s offer").format(name=names[arg]), tr("took an offer")) if arg is not None
                else (tr("refused every offer"), tr("refused all")))
    if kind == "cash":
        return tr("cashed {objects}").format(objects=counted(arg[0], arg[1])), tr("cashed")
    if kind == "task":
        return tr("completed {task}").format(task=task_name(arg[0])), tr("completed a task")
    if kind == "spring":
        return (tr("sprang an ambush"), tr("ambush!")) if arg is not None else None
    if kind == "discard":
        return tr("discarded {object}").format(object=object_name(arg))
    if kind == "pass":
        return tr("ended the turn")
    return None
