"""Playing without the mouse: a cursor over the hand and the seats.

The table scene turns keys into the actions below and draws the cursor; this
model decides what they mean, so it is tested without a window.

- left / right: the previous / next card (or seat, once a card is chosen)
- tab / shift-tab: from the hand to the seats and back
- enter: choose the card, then play it in front of the chosen seat
- take: take the face-up cards (when the rules allow it)
- back: from the seats back to the hand

Seats cycle only through those the chosen card may go to (R9–R12), so Enter
on a seat always plays a legal move.
"""

from dataclasses import dataclass

from game.figaro.moves import TAKE, Play

HAND, SEATS = "hand", "seats"


@dataclass
class Cursor:
    card_index: int = 0
    seat: int = None
    focus: str = HAND


class KeyboardPlay:
    def __init__(self, view):
        self.reset(view)

    def reset(self, view):
        self.view = view
        self.cursor = Cursor(card_index=min(self._first_playable(), max(len(view.hand) - 1, 0)))

    # ---------------------------------------------------------------- queries
    @property
    def card(self):
        hand = self.view.hand
        return hand[self.cursor.card_index] if hand else None

    def targets(self, card=None):
        """The seats the card may be played in front of."""
        card = card or self.card
        return [m.to for m in self.view.legal_moves() if isinstance(m, Play) and m.card == card]

    def _first_playable(self):
        playable = {m.card for m in self.view.legal_moves() if isinstance(m, Play)}
        return next((i for i, c in enumerate(self.view.hand) if c in playable), 0)

    # ---------------------------------------------------------------- actions
    def act(self, action):
        """Apply one action; return the move it makes, or None."""
        return getattr(self, "_" + action.replace("-", "_"))()

    def _left(self):
        self._step(-1)

    def _right(self):
        self._step(+1)

    def _step(self, delta):
        if self.cursor.focus == HAND and self.view.hand:
            self.cursor.card_index = (self.cursor.card_index + delta) % len(self.view.hand)
        elif self.cursor.focus == SEATS:
            seats = self.targets()
            if seats:
                at = seats.index(self.cursor.seat) if self.cursor.seat in seats else 0
                self.cursor.seat = seats[(at + delta) % len(seats)]

    def _tab(self):
        if self.cursor.focus == HAND:
            self._choose_card()
        else:
            self._back()

    def _shift_tab(self):
        self._tab()

    def _enter(self):
        if self.cursor.focus == HAND:
            self._choose_card()
            return None
        move = Play(self.card, self.cursor.seat)
        return move if move in self.view.legal_moves() else None

    def _choose_card(self):
        seats = self.targets()
        if seats:
            self.cursor.focus = SEATS
            # Start on the card's own seat when allowed (a ronde has only that one).
            self.cursor.seat = self.view.seat if self.view.seat in seats else seats[0]

    def _back(self):
        self.cursor.focus = HAND
        self.cursor.seat = None

    def _take(self):
        return TAKE if TAKE in self.view.legal_moves() else None
