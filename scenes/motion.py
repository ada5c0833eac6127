"""Things gliding across a table, for every game (after pgzero's ``animate``):
the game changes at once, the pieces follow it.

A table says what moved from where to where, where it lands (``dest``) and who
may see its face (``seen_by``); ``Motion`` keeps the flights, tells the table
what is still on its way to a place (drawn there only once it has landed),
and draws each flight face up only to a watcher who may see it: a card
travelling to another person's hand is a back to everyone else. Animation
state lives here, in the scene, never in ``game/``.

The beat: while anything flies the table is ``moving`` (the app keeps drawing
frames, scenes/app.py ``Pacer``) and the computers wait; once it has all
landed the table is still and the app may sleep again. Figaro's steps
(scenes/figaro/animation.py) glide on the same ``Tween``.
"""

import pygame

EVERYONE = None
SHADOW = 6                      # room under a flying card for its shadow


def blend(a, b, t):
    return a + (b - a) * t


def ease(t):
    """Smooth start and stop (cubic in-out), for things that glide."""
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class Tween:
    """A point gliding from ``start`` to ``end`` over ``duration`` seconds (after pgzero's animate)."""

    def __init__(self, start, end, duration, delay=0.0):
        self.start, self.end = start, end
        self.duration = max(0.001, duration)
        self.elapsed = -delay

    def update(self, dt):
        self.elapsed += dt

    @property
    def done(self):
        return self.elapsed >= self.duration

    @property
    def progress(self):
        return ease(self.elapsed / self.duration)

    @property
    def pos(self):
        return lerp(self.start, self.end, self.progress)


class Flight:
    """One thing on its way: ``thing`` (a card, a word: the table draws it) from
    the rect ``start`` to the rect ``end`` in ``duration`` seconds after ``delay``."""

    def __init__(self, thing, start, end, duration, delay=0.0, seen_by=EVERYONE, dest=None,
                 on_landed=None, sound=None, counts=()):
        self.thing = thing
        self.start = pygame.Rect(start)
        self.end = pygame.Rect(end)
        self.duration = max(0.001, duration)
        self.elapsed = -delay
        self.seen_by = None if seen_by is None else frozenset(seen_by)
        self.dest = dest
        self.on_landed = on_landed
        self.sound = sound              # played as it leaves
        self.counts = frozenset(counts)  # the numbers at the table it changes as it lands (``Counts``)

    @property
    def started(self):
        return self.elapsed >= 0

    @property
    def landed(self):
        return self.elapsed >= self.duration

    @property
    def progress(self):
        return ease(self.elapsed / self.duration)

    def rect(self):
        """Where it is now: it glides and grows (or shrinks) to its end."""
        t = self.progress
        a, b = self.start, self.end
        return pygame.Rect(round(blend(a.x, b.x, t)), round(blend(a.y, b.y, t)),
                           round(blend(a.w, b.w, t)), round(blend(a.h, b.h, t)))

    def face_up(self, watcher):
        """Whether the frame of ``watcher`` (a seat, or None: a frame for everyone)
        may show this thing's face."""
        return self.seen_by is None or (watcher is not None and watcher in self.seen_by)


class Motion:
    """The flights of one table and what waits for them to land (``then``)."""

    def __init__(self, play=None):
        self.flights = []
        self.pictures = {}              # (thing, face up, size) -> its picture, drawn once a flight
        self.waiting = []               # callables run in turn once nothing flies
        self.play = play                # the app's ``play(sound)``, for a flight's sound

    def fly(self, thing, start, end, duration, **options):
        flight = Flight(thing, start, end, duration, **options)
        self.flights.append(flight)
        return flight

    def then(self, action):
        """Run ``action`` once everything now flying (and whatever it starts) has landed."""
        self.waiting.append(action)

    @property
    def moving(self):
        return bool(self.flights or self.waiting)

    def on_way(self, dest):
        """The things still on their way to ``dest`` (not yet drawn there)."""
        return [f.thing for f in self.flights if f.dest == dest]

    def update(self, dt):
        for flight in list(self.flights):
            flight.elapsed += dt
            if flight.started and flight.sound and self.play is not None:
                self.play(flight.sound)
                flight.sound = None          # heard once, as it leaves
            if flight.landed:
                self.flights.remove(flight)
                if flight.on_landed is not None:
                    flight.on_landed()
        while not self.flights and self.waiting:
            self.waiting.pop(0)()

    def finish(self):
        """Everything lands at once (an undo, a new position, the table left)."""
        while self.flights or self.waiting:
            flights, self.flights = self.flights, []
            for flight in flights:
                if flight.on_landed is not None:
                    flight.on_landed()
            if self.waiting:
                self.waiting.pop(0)()

    def clear(self):
        """Drop every flight and what waited for them, running nothing."""
        self.flights = []
        self.waiting = []

    def draw(self, surface, draw_thing, watcher=None):
        """Every flight that has left, drawn by ``draw_thing(surface, thing, rect, face_up)``
        once at the size it lands at, then scaled as it glides (a card's face drawn
        afresh at every size on the way would cost a frame)."""
        for flight in self.flights:
            if not flight.started:
                continue
            up = flight.face_up(watcher)
            size = flight.end.size
            key = (flight.thing, up, size)
            picture = self.pictures.get(key)
            if picture is None:
                if len(self.pictures) > 64:
                    self.pictures.clear()
                picture = pygame.Surface((size[0], size[1] + SHADOW), pygame.SRCALPHA)
                draw_thing(picture, flight.thing, pygame.Rect((0, 0), size), up)
                self.pictures[key] = picture
            rect = flight.rect()
            if rect.size != size:
                picture = pygame.transform.scale(picture, (rect.width, rect.height + SHADOW))
            surface.blit(picture, rect.topleft)


COUNT_TIME = 0.35                # seconds a number takes to count up to its new value


class Counts:
    """The numbers at a table (a hand's size, a victory pile, points) that follow the
    cards: a number a move changed keeps its old value while a card that changes it
    (``Flight.counts``) is still on its way, or, when no flight names it, while
    any card of the move flies; then it counts up (or down) to the new value in
    ``COUNT_TIME`` instead of jumping. ``update`` moves the numbers; drawing only
    reads them (``value``), and a table at rest draws the game's own."""

    def __init__(self):
        self.shown = {}             # key -> the number shown now (between two while it counts)
        self.waits = {}             # key -> (old number, the flights it waits for)
        self.targets = {}           # key -> the number it counts to
        self.rates = {}             # key -> how fast it counts (numbers a second)
        self.moving = False         # counting, or waiting for a flight: ``value`` differs from the game's

    def changed(self, before, after, flights):
        """A move changed the numbers ``before`` -> ``after`` ({key: number}), its cards
        set on their way as ``flights``."""
        for key, new in after.items():
            old = before.get(key, new)
            if old == new:
                continue
            if not self.moving or key not in self.shown:
                self.shown[key] = float(old)
            touching = [f for f in flights if key in f.counts] or list(flights)
            if touching:
                self.waits[key] = (self.waits.get(key, (old, []))[0], touching)
            self.moving = True

    def update(self, dt, numbers, motion, count_time=COUNT_TIME):
        """Each number toward its target: the game's (``numbers``), or the old one while
        its flights are still in ``motion``. ``count_time`` 0: at once."""
        if not self.moving:
            return
        flying = {id(f) for f in motion.flights}
        for key, (_old, flights) in list(self.waits.items()):
            if not any(id(f) in flying for f in flights):
                del self.waits[key]
        targets = {key: self.waits[key][0] if key in self.waits else number for key, number in numbers.items()}
        for key, target in targets.items():
            now = self.shown.get(key)
            if now is None or count_time <= 0:
                self.shown[key] = float(target)
                continue
            if target != self.targets.get(key):          # a new value: counted up to in ``count_time``
                self.rates[key] = max(abs(target - now), 1.0) / count_time
            gap, step = target - now, self.rates.get(key, 1.0 / count_time) * dt
            self.shown[key] = float(target) if abs(gap) <= step else now + (step if gap > 0 else -step)
        self.targets = targets
        self.moving = bool(self.waits) or any(self.shown.get(key) != float(t) for key, t in targets.items())

    def clear(self):
        """Every number the game's at once (an undo, a new position)."""
        self.__init__()

    def value(self, key, number):
        """The number to draw for ``key``: ``number`` (the game's) at rest."""
        shown = self.shown.get(key)
        return number if not self.moving or shown is None else int(round(shown))


class Marks:
    """The last move of every seat, kept on the table (its card outlined, a short
    line at the seat) until the person who watches decides again: nothing is
    missed by looking away."""

    def __init__(self):
        self.marks = {}                 # seat -> (words, thing, serial)
        self.seen = {}                  # person's seat -> serial of their last decision
        self.serial = 0

    def mark(self, seat, words, thing=None):
        self.serial += 1
        self.marks[seat] = (words, thing, self.serial)

    def decided(self, seat):
        """``seat``'s person decided: the marks made before are read."""
        self.serial += 1
        self.seen[seat] = self.serial
        self.marks.pop(seat, None)

    def clear(self):
        self.marks = {}

    def shown(self, watcher):
        """{seat: (words, thing)} of the marks ``watcher`` has not read (every mark
        of another seat made since the watcher's last decision)."""
        since = self.seen.get(watcher, 0)
        return {seat: (words, thing) for seat, (words, thing, serial) in self.marks.items()
                if serial > since and seat != watcher}
