"""Several people at one screen: one rule for every table, kept here.

Before any frame that shows one person's private things (a hand, what only
they were shown), the screen is passed to that person if the last frame was
seen by anyone else — another person's private frame, or any frame everyone
could see, such as the computers' turns the others watched. The pass screen
(scenes/pass_screen.py) shows nothing of the table and offers the way back to
the menu.

A table keeps a ``Privacy`` and tells it two things: ``ask(seat, name, …)``
before it would show ``seat``'s private things (True when it may; else the pass
screen goes up and the table waits), and ``frame(seat)`` for every frame it
draws, with the seat whose private things the frame shows, or None for a frame
with nothing private. With one person at the screen there is nobody to hide
from: every frame may show their things. A game with nothing hidden (Kings &
Creatures) only ever draws frames for everyone.
"""


class Privacy:
    def __init__(self, app, people):
        self.app = app
        self.people = tuple(people)          # the seats of the people at this screen
        self.at_screen = None                # who took the screen with nobody else looking since

    @property
    def shared(self):
        """Whether several people share the screen (only then is anything hidden)."""
        return len(self.people) > 1

    def may_show(self, seat):
        """Whether the next frame may show ``seat``'s private things."""
        if seat is None or seat not in self.people:
            return False
        return not self.shared or self.at_screen == seat

    def ask(self, seat, name, on_ready=None, on_leave=None):
        """Before a frame that would show ``seat``'s private things: True when it may
        show them; else the pass screen to ``name`` goes up (``on_ready`` once they
        say they are at the screen; ``on_leave`` is its way back to the menu) and False."""
        if self.may_show(seat):
            return True
        from .pass_screen import PassScene
        if not (isinstance(self.app.top, PassScene) and self.app.top.privacy is self):
            self.app.push(PassScene(self.app, name, on_ready=lambda: self.took(seat, on_ready),
                                    on_leave=on_leave, privacy=self))
        return False

    def took(self, seat, then=None):
        """``seat``'s person said they are at the screen, and nobody else looks."""
        self.at_screen = seat
        if then is not None:
            then()

    def frame(self, seat):
        """A frame was drawn showing ``seat``'s private things, or nothing private (None):
        after a frame for everyone, anyone may have looked."""
        if seat is None:
            self.at_screen = None

    def look_away(self):
        """The table was left (the menu): whoever comes back takes the screen first."""
        self.at_screen = None
