"""What the menu-like scenes share: the backdrop, a title and a footer line,
drawn at the logical resolution (1280×720)."""

import pygame

from sprites.table import felt
from sprites.symbols import GOLD
from sprites.text import font

WIDTH, HEIGHT = 1280, 720
CREAM = (250, 246, 236)
DIM = (200, 196, 184)
SHADOW = (0, 0, 0, 150)
TITLE_SIZE, BODY_SIZE, SMALL_SIZE = 40, 24, 20
MARGIN = 80
PANEL = pygame.Rect(MARGIN - 30, 30, WIDTH - 2 * (MARGIN - 30), HEIGHT - 60)
TEXT_WIDTH = WIDTH - 2 * MARGIN             # the widest a line of text may be


def draw_backdrop(surface):
    surface.blit(felt((WIDTH, HEIGHT)), (0, 0))
    shade = pygame.Surface(PANEL.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, SHADOW, shade.get_rect(), border_radius=18)
    surface.blit(shade, PANEL.topleft)


def draw_title(surface, text):
    image = font(TITLE_SIZE, bold=True).render(text, True, GOLD)
    surface.blit(image, image.get_rect(midtop=(WIDTH // 2, 50)))


def draw_footer(surface, text):
    image = font(SMALL_SIZE).render(text, True, DIM)
    surface.blit(image, image.get_rect(midbottom=(WIDTH // 2, HEIGHT - 46)))
