"""Small drawing helpers shared by the sprite modules.

Everything is drawn large and then smooth-scaled down ("supersampling"): pygame's
filled shapes have no anti-aliasing of their own, and this keeps edges crisp at
any size.
"""

import math

import pygame

GOLD = (226, 178, 60)         # the gold of crowns, titles and highlights


SUPERSAMPLES = (2, 3, 4)    # the factors supersample() may choose


def luminance(colour):
    """The relative luminance of an sRGB colour, as WCAG counts it (0 black, 1 white)."""
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """The contrast ratio of two colours, 1 to 21 (WCAG asks 4.5 of text, 3 of large text)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def ink_for(fill, light, dark):
    """``light`` or ``dark`` ink, whichever stands out more on ``fill``."""
    return light if contrast(light, fill) >= contrast(dark, fill) else dark


def supersample(width: int) -> int:
    """How many times larger to draw something that ends up `width` pixels wide."""
    return max(SUPERSAMPLES[0], min(SUPERSAMPLES[-1], math.ceil(480 / max(1, width))))


def layer(size, fill=(0, 0, 0, 0)) -> pygame.Surface:
    surface = pygame.Surface((max(1, int(size[0])), max(1, int(size[1]))), pygame.SRCALPHA)
    surface.fill(fill)
    return surface


def smooth_resize(surface: pygame.Surface, size) -> pygame.Surface:
    return pygame.transform.smoothscale(surface, (max(1, int(size[0])), max(1, int(size[1]))))


def shade(colour, factor: float):
    """factor < 1 darkens towards black, factor > 1 lightens towards white."""
    r, g, b = colour[:3]
    if factor <= 1:
        return (int(r * factor), int(g * factor), int(b * factor))
    t = min(1.0, factor - 1)
    return (int(r + (255 - r) * t), int(g + (255 - g) * t), int(b + (255 - b) * t))


def outlined(shape: pygame.Surface, ink, width: float) -> pygame.Surface:
    """`shape` with an outline of `width` pixels in `ink` around it (and its holes)."""
    width = max(1, int(round(width)))
    mask = pygame.mask.from_surface(shape, 100)
    ink_shape = mask.to_surface(setcolor=(*ink[:3], 255), unsetcolor=(*ink[:3], 0))
    out = layer(shape.get_size(), (*ink[:3], 0))
    steps = max(12, width * 4)
    for radius in sorted({width, max(1, width // 2)}):
        for k in range(steps):
            angle = 2 * math.pi * k / steps
            out.blit(ink_shape, (round(radius * math.cos(angle)), round(radius * math.sin(angle))))
    out.blit(shape, (0, 0))
    return out


def vertical_gradient(size, top, bottom) -> pygame.Surface:
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    # Scaling a two-pixel strip interpolates between the colours smoothly.
    return pygame.transform.smoothscale(strip, (max(1, int(size[0])), max(1, int(size[1]))))


def clip_rounded(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """Copy of `surface` with its corners rounded off to transparency."""
    out = layer(surface.get_size())
    out.blit(surface, (0, 0))
    mask = layer(surface.get_size())
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=int(radius))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def rotate_points(points, angle_degrees, centre=(0.0, 0.0)):
    a = math.radians(angle_degrees)
    ca, sa = math.cos(a), math.sin(a)
    cx, cy = centre
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in points]


def ellipse_points(cx, cy, rx, ry, angle_degrees=0.0, count=48):
    ring = [(rx * math.cos(2 * math.pi * k / count), ry * math.sin(2 * math.pi * k / count)) for k in range(count)]
    return rotate_points(ring, angle_degrees, (cx, cy))


def star_points(cx, cy, outer, inner, points=5, rotation_degrees=-90.0):
    out = []
    for k in range(points * 2):
        radius = outer if k % 2 == 0 else inner
        angle = math.radians(rotation_degrees) + math.pi * k / points
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return out


def scaled(points, scale, offset=(0.0, 0.0)):
    """Map points from a unit box to pixels."""
    ox, oy = offset
    return [(ox + x * scale, oy + y * scale) for x, y in points]


def text_outlined(text: str, text_font: pygame.font.Font, fill, ink, width: float) -> pygame.Surface:
    glyphs = text_font.render(text, True, fill)
    pad = int(width) + 2
    padded = layer((glyphs.get_width() + 2 * pad, glyphs.get_height() + 2 * pad), (*fill[:3], 0))
    padded.blit(glyphs, (pad, pad))
    return outlined(padded, ink, width)


def fan(size, card, face, keys, centre, turn: float, spread: float, drop: float) -> pygame.Surface:
    """A fan of cards held in one hand, on a transparent ``size`` (width, height).

    Each card is ``card`` (width, height) in fractions of the picture's height and
    shows ``face(key, card size)`` for each of ``keys``, left to right. The middle
    card stands upright at ``centre`` (fractions of the width and height); each step
    out from it is turned ``turn`` degrees further, moved ``spread`` card widths
    sideways and sunk ``drop`` of the height lower."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    card_size = (round(height * card[0]), round(height * card[1]))
    x, y = width * centre[0], height * centre[1]
    spread, drop = card_size[0] * spread, height * drop
    middle = (len(keys) - 1) // 2
    for k, key in enumerate(keys):
        step = k - middle
        image = pygame.transform.rotozoom(face(key, card_size), -step * turn, 1)
        surface.blit(image, image.get_rect(center=(x + step * spread, y + abs(step) * drop)))
    return surface
