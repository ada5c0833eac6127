"""Each seat's colour and who starts, at a game whose seats have colours
(Nottingham: "Ciascun giocatore sceglie un colore … Decidere chi inizia", N5, N6).

The setup at one screen (``scenes.menu.NewGameScene``) and the host's setup
(``scenes.net.host_scene.HostSetupScene``) both offer them, the same way: the
seat's pawn beside its name (a click, or C on the seat, for the next colour; a
colour another seat holds swaps the two) and a "Who starts" button that walks
"drawn at random" and each seat (Left/Right back and on).

A scene using ``SeatChoices`` has ``palette`` (the colours a seat may choose, or
none), ``colours`` (a colour for every seat it may have, all different), ``first``
(a seat, or None: drawn at random) and ``players``, and says where each seat's
pawn stands (``swatch_rect(seat)``) and what a seat is called (``seat_name(seat)``).
"""

from app.i18n import _

from .base import GOLD, panel


class SeatChoices:
    def start_choices(self, palette, colours=None, first=None):
        """The colours a seat may choose (none: a game without them), and the
        colours and first player kept from the last table, if any."""
        self.palette = tuple(palette)
        self.colours = list(colours or self.palette)
        self.first = first

    def first_words(self):
        if self.first is None or self.first >= self.players:
            return _("Who starts: drawn at random")
        return _("Who starts: {name}").format(name=self.seat_name(self.first))

    def next_first(self, delta=1):
        """Who starts: drawn at random, or each seat in turn (N6)."""
        choices = [None] + list(range(self.players))
        current = self.first if self.first is not None and self.first < self.players else None
        self.first = choices[(choices.index(current) + delta) % len(choices)]

    def next_colour(self, seat, delta=1):
        """The seat's next colour; a seat in play holding it takes this seat's (no two alike, N5)."""
        old = self.colours[seat]
        new = self.palette[(self.palette.index(old) + delta) % len(self.palette)]
        other = self.colours.index(new)
        self.colours[seat], self.colours[other] = new, old

    def choices(self):
        """What a game with colours is told besides the seats: each seat's colour and who starts."""
        if not self.palette:
            return {}
        first = self.first if self.first is not None and self.first < self.players else None
        return {"colours": tuple(self.colours[:self.players]), "first_player": first}

    def swatch_at(self, pos):
        """The seat whose pawn is at ``pos``, or None."""
        if not self.palette:
            return None
        return next((seat for seat in range(self.players) if self.swatch_rect(seat).collidepoint(pos)), None)

    def draw_swatch(self, surface, seat):
        """The seat's colour: its pawn on a dark tile (click, or C, for the next colour)."""
        from sprites.nottingham import PAWN_COLOURS, pawn
        rect = self.swatch_rect(seat)
        panel(surface, rect, (20, 50, 32, 220), GOLD, 10)
        pawn(surface, (rect.centerx, rect.centery + 2), PAWN_COLOURS[self.colours[seat]], 34)
