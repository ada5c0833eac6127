"""The score sheet at the end of any game, as data: what the shared scene
(scenes/score_sheet.py) draws and each game fills (its ``sheet`` in
scenes/games.py).

A sheet gives every player's score line by line, each line with its reason
("3 pearls × 3"), their total and place; the heading names the winner or the
players sharing the victory; ``tie`` says how a tie for first place was
settled or that it is shared, and each player tied on the total says how that
tie set their place (``why``). Everything is already in the player's language.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Line:
    label: str                 # what the line counts: "Pearls", "Round 2"
    value: str                 # its part of the score: "9", "+4", "—"
    reason: str = ""           # why: "3 cards × 3", "8 cards taken, the 2nd most"


@dataclass(frozen=True)
class PlayerScore:
    seat: int
    name: str
    total: str                 # "40 points", "17 long"
    lines: tuple               # Line, in the order the rules count them
    place: int = 1             # 1 for every winner; ties settled by the rules get places apart
    why: str = ""              # how a tie on the total set this place (shown as the last line); "" with none


@dataclass(frozen=True)
class Sheet:
    heading: str               # "Winner: Ann", "Shared victory: Ann, Ben"
    rule: str                  # what wins: "The shortest road wins."
    players: tuple             # PlayerScore, best first
    winners: tuple             # the winning seats (several for a shared victory)
    tie: str = ""              # how a tie for first was settled or shared; "" with none

    def player(self, seat):
        return next(p for p in self.players if p.seat == seat)
