"""The shared text wrapping: lines that fit, whole words where they can, and
the same text wrapped again (every frame) without being measured again."""

import pygame

import scenes.base
import sprites.text
import sprites.wrapping
from scenes.base import wrap
from sprites.text import font
from sprites.wrapping import wrap_lines

TEXT = "Lay cards before the others until the King has had enough; the shortest road wins."


def test_lines_fit_their_width_and_keep_every_word():
    for lines in (wrap_lines(TEXT, 200, 22), wrap(TEXT, 22, 200)):
        assert all(font(22).size(line)[0] <= 200 for line in lines)
        assert " ".join(lines).split() == TEXT.split()


def test_a_word_wider_than_the_box_is_cut_by_wrap_lines_and_kept_whole_by_wrap():
    assert len(wrap_lines("Supercalifragilistic", 60, 22)) > 1
    assert wrap("Supercalifragilistic", 22, 60) == ["Supercalifragilistic"]


def test_the_same_text_is_wrapped_again_without_measuring(monkeypatch):
    sprites.wrapping._wrapped.cache_clear()
    scenes.base._wrapped.cache_clear()
    first = (wrap_lines(TEXT, 240, 20), wrap(TEXT, 20, 240))
    measured = []
    real = pygame.font.Font

    class Counting(real):
        def size(self, text):
            measured.append(text)
            return super().size(text)
    sprites.text.font.cache_clear()
    monkeypatch.setattr(pygame.font, "Font", Counting)
    again = (wrap_lines(TEXT, 240, 20), wrap(TEXT, 20, 240))
    assert again == first and not measured
    again[0].append("changed by a caller")               # each caller gets its own list
    assert wrap_lines(TEXT, 240, 20) == first[0]
    sprites.text.font.cache_clear()


def test_no_line_starts_with_the_punctuation_french_sets_apart():
    french = "Le Shérif avance ; la limite de la main est de 6 : il reste 3 coffres ! Qui joue ? « oui »"
    for width in range(120, 420, 7):
        for lines in (wrap_lines(french, width, 20), wrap(french, 20, width)):
            assert not any(line[:1] in ";:!?»" for line in lines), (width, lines)
            assert " ".join(lines).split() == french.split()


def test_a_percent_sign_stays_with_its_number():
    """Italian, French and Dutch set a space before "%": "58 %" never breaks across lines."""
    words = "Chiude la partita: 100 punti per te, 102 per Tuck (rischio imboscata 58 %)"
    for width in range(120, 420, 7):
        for lines in (wrap_lines(words, width, 16), wrap(words, 16, width)):
            assert not any(line[:1] == "%" for line in lines), (width, lines)
            assert " ".join(lines).split() == words.split()
