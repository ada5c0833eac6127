"""Draw the Card Parlour icon — the King's crown over a playing card — and write it
in every format the installers want:

    build/icons/cardparlour-256.png, cardparlour-512.png   Linux menus (.deb), the window icon
    build/icons/cardparlour.ico                       Windows executable and installer
    build/icons/cardparlour.icns                      macOS .app bundle

The .ico and .icns files embed PNG images, which Windows Vista and later and
macOS 10.7 and later read; so pygame alone can write them, no image library needed.

    python build/make_icons.py [OUTPUT_DIR]
"""

import io
import os
import struct
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ICONS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "icons")
MASTER = 1024                               # drawn once at this size, then scaled down

CARD_FACE = (250, 244, 228)
CARD_EDGE = (60, 40, 30)
CARD_BACK = (36, 84, 150)
SUIT_RED = (196, 40, 48)
GOLD = (240, 190, 50)
GOLD_DARK = (160, 110, 20)
JEWEL = (180, 30, 60)


def draw_icon(size=MASTER):
    """The icon at `size` pixels square, on a transparent background."""
    surface = pygame.Surface((MASTER, MASTER), pygame.SRCALPHA)
    _draw_cards(surface)
    _draw_crown(surface)
    if size == MASTER:
        return surface
    return pygame.transform.smoothscale(surface, (size, size))


def _draw_cards(surface):
    # A blue card behind, turned a little, so the shape reads as "cards" even at 16 px.
    back = pygame.Surface((520, 720), pygame.SRCALPHA)
    pygame.draw.rect(back, CARD_EDGE, back.get_rect(), border_radius=56)
    pygame.draw.rect(back, CARD_BACK, back.get_rect().inflate(-28, -28), border_radius=44)
    back = pygame.transform.rotate(back, 14)
    surface.blit(back, back.get_rect(center=(430, 600)))
    face = pygame.Rect(0, 0, 520, 720)
    face.center = (560, 610)
    pygame.draw.rect(surface, CARD_EDGE, face, border_radius=56)
    pygame.draw.rect(surface, CARD_FACE, face.inflate(-28, -28), border_radius=44)
    _draw_heart(surface, (face.centerx, face.centery + 90), 300, SUIT_RED)


def _draw_heart(surface, centre, width, colour):
    x, y = centre
    r = width // 4
    pygame.draw.circle(surface, colour, (x - r, y - r // 2), r)
    pygame.draw.circle(surface, colour, (x + r, y - r // 2), r)
    pygame.draw.polygon(surface, colour, [(x - 2 * r, y - r // 3), (x + 2 * r, y - r // 3),
                                          (x, y + int(1.9 * r))])


def _draw_crown(surface):
    left, right, base, band = 250, 870, 400, 90
    tips = [(left, 120), (400, 250), (560, 60), (720, 250), (right, 120)]
    outline = [(left, base)] + tips + [(right, base)]
    pygame.draw.polygon(surface, GOLD_DARK, outline)
    inner = [(x + (14 if x < 560 else -14 if x > 560 else 0), y + 22) for x, y in outline]
    pygame.draw.polygon(surface, GOLD, inner)
    pygame.draw.rect(surface, GOLD_DARK, (left - 10, base - 20, right - left + 20, band),
                     border_radius=18)
    pygame.draw.rect(surface, GOLD, (left + 4, base - 6, right - left - 8, band - 28),
                     border_radius=12)
    for x, y in tips:
        pygame.draw.circle(surface, GOLD_DARK, (x, y), 44)
        pygame.draw.circle(surface, GOLD, (x, y), 32)
    for x in (360, 560, 760):
        pygame.draw.circle(surface, JEWEL, (x, base + band // 2 - 20), 26)


def png_bytes(surface):
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images):
    """A Windows .ico holding PNG images; `images` maps size -> PNG bytes."""
    header = struct.pack("<HHH", 0, 1, len(images))
    directory, data = b"", b""
    offset = len(header) + 16 * len(images)
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size     # 0 means 256 in the .ico directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + directory + data


# The .icns element types that hold PNG data, and the pixel size of each.
ICNS_TYPES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256,
              b"ic09": 512, b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}


def icns_bytes(images):
    """A macOS .icns holding PNG images; `images` maps size -> PNG bytes."""
    body = b""
    for kind, size in ICNS_TYPES.items():
        png = images[size]
        body += kind + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out_dir=ICONS_DIR):
    os.makedirs(out_dir, exist_ok=True)
    master = draw_icon()
    sizes = sorted({16, 24, 32, 48, 64, 128, 256, 512, 1024})
    images = {size: png_bytes(master if size == MASTER else
                              pygame.transform.smoothscale(master, (size, size)))
              for size in sizes}
    files = {
        "cardparlour-256.png": images[256],
        "cardparlour-512.png": images[512],
        "cardparlour.ico": ico_bytes({s: images[s] for s in (16, 24, 32, 48, 64, 128, 256)}),
        "cardparlour.icns": icns_bytes(images),
    }
    for name, data in files.items():
        with open(os.path.join(out_dir, name), "wb") as handle:
            handle.write(data)
    return [os.path.join(out_dir, name) for name in files]


if __name__ == "__main__":
    for path in write_icons(*sys.argv[1:2]):
        print(path)
