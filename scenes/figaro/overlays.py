"""What Figaro's results overlays (round end, game end) draw, built ahead."""

from functools import partial

from sprites.figaro import castle_wall, king_pawn, road_strips

from ..base import veil


def overlay_sprites(alpha, wall, pawn, piece_height):
    """Thunks building what a results overlay draws: its veil,
    castle wall and King pawn, and the strips its road pieces are cut from. The
    table calls them in idle frames, so that the overlay's first frame does not
    stall."""
    return [partial(veil, alpha), partial(castle_wall, wall), partial(king_pawn, pawn), *road_strips(piece_height)]
