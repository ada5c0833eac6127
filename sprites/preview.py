"""Render a contact sheet of everything in `sprites` to a PNG, to look at the art.

    SDL_VIDEODRIVER=dummy python -m sprites.preview sheet.png
"""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402  (the video driver must be chosen before pygame starts)

from sprites import felt, render_fitted  # noqa: E402
from sprites.figaro import (  # noqa: E402
    CARD_NAMES, COLOURS, card_back, card_face, castle_wall, king_pawn, road_piece, road_piece_hidden,
    suit_symbol, trick_stack,
)

CARD = (90, 130)
GAP = 8
SHEET = (len(CARD_NAMES) * (CARD[0] + GAP) + GAP, 1040)


def contact_sheet() -> pygame.Surface:
    sheet = felt(SHEET).copy()
    y = GAP
    for caption, options in (("faces", {}), ("large symbols", {"large_symbols": True}),
                             ("patterned", {"patterned": True})):
        sheet.blit(render_fitted(caption, 400, 18, (255, 255, 255)), (GAP, y))
        y += 24
        for i, name in enumerate(CARD_NAMES):
            sheet.blit(card_face(name, CARD, **options), (GAP + i * (CARD[0] + GAP), y))
        y += CARD[1] + GAP
    x = GAP
    for name in ("red3", "blue2", "green1", "jester2", "ronde"):
        sheet.blit(card_face(name, (200, 288)), (x, y))
        x += 200 + GAP
    sheet.blit(card_back((200, 288)), (x, y))
    x += 200 + GAP
    y += 288 + GAP * 2
    x = GAP
    sheet.blit(card_back(CARD), (x, y))
    sheet.blit(card_face("orange2", (40, 58)), (x + CARD[0] + GAP, y))
    sheet.blit(card_face("purple3", (40, 58), patterned=True), (x + CARD[0] + GAP, y + 66))
    x += CARD[0] + 40 + GAP * 4
    for count, show in ((0, True), (4, False), (17, True), (40, True)):
        stack = trick_stack(count, CARD, show)
        sheet.blit(stack, (x, y))
        x += stack.get_width() + GAP
    sheet.blit(king_pawn(130), (x, y))
    sheet.blit(king_pawn(48), (x + 90, y + 82))
    x += 150
    for i, colour in enumerate(COLOURS):
        sheet.blit(suit_symbol(colour, 40), (x + (i % 3) * 46, y + (i // 3) * 46))
    x += 150
    sheet.blit(castle_wall((220, 160)), (x, y))
    y += 160 + GAP * 2
    x = GAP
    for length in (1, 3, 5, 9, 15):
        sheet.blit(road_piece(length, 18, 30), (x, y))
        sheet.blit(road_piece_hidden(length, 18, 30), (x, y + 36))
        x += length * 18 + GAP * 2
    return sheet


def main(argv) -> int:
    if len(argv) != 2:
        print("usage: python -m sprites.preview OUTPUT.png", file=sys.stderr)
        return 2
    pygame.init()
    pygame.image.save(contact_sheet(), argv[1])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
