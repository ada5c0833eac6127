"""The bundled art, font and sounds: they exist, load, and draw at every size."""

import os
import sys
import wave

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402
import pytest  # noqa: E402

import sounds  # noqa: E402
from resources import resource_path  # noqa: E402
from sprites import felt, font, render_fitted  # noqa: E402
from sprites.figaro import (  # noqa: E402
    CARD_NAMES, COLOURS, card_back, card_face, castle_wall, king_pawn, road_piece, road_piece_hidden,
    road_strips, suit_symbol, trick_stack,
)

SIZES = [(40, 58), (90, 130), (300, 430)]
# Expected length of each effect in seconds, with room for small retuning.
WAV_SECONDS = {
    "card": (0.06, 0.25), "capture": (0.4, 0.9), "ronde": (0.5, 1.0), "round_end": (0.7, 1.4),
    "win": (1.2, 2.0), "click": (0.02, 0.1), "invalid": (0.1, 0.35),
    "take": (0.1, 0.35), "steal": (0.25, 0.6), "ambush": (0.3, 0.7), "cash": (0.3, 0.7),
    "task": (0.4, 0.8), "sheriff": (0.15, 0.4), "lose": (0.7, 1.4),
}


@pytest.fixture(scope="module", autouse=True)
def pygame_started():
    pygame.init()
    yield


def test_card_names_follow_the_rules_notation():  # R1, card notation
    assert len(CARD_NAMES) == 18
    assert {"red1", "orange3", "jester1", "jester2", "ronde"} <= set(CARD_NAMES)


@pytest.mark.parametrize("size", SIZES)
def test_every_card_face_renders_at_the_requested_size(size):
    for name in CARD_NAMES:
        for options in ({}, {"large_symbols": True}, {"patterned": True}):
            face = card_face(name, size, **options)
            assert face.get_size() == size, (name, options)
    assert card_back(size).get_size() == size


def test_card_corners_are_transparent():
    face = card_face("red1", (90, 130))
    assert face.get_at((0, 0)).a == 0
    assert face.get_at((45, 65)).a == 255


def test_different_cards_look_different():
    size = (90, 130)
    images = {name: pygame.image.tobytes(card_face(name, size), "RGBA") for name in CARD_NAMES}
    assert len(set(images.values())) == len(CARD_NAMES)
    assert pygame.image.tobytes(card_back(size), "RGBA") not in images.values()


def test_patterned_and_large_symbol_faces_differ_from_plain():
    size = (90, 130)
    plain = pygame.image.tobytes(card_face("green2", size), "RGBA")
    assert pygame.image.tobytes(card_face("green2", size, patterned=True), "RGBA") != plain
    assert pygame.image.tobytes(card_face("green2", size, large_symbols=True), "RGBA") != plain


def test_unknown_card_name_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown card"):
        card_face("red4", (90, 130))


def test_suit_symbols_and_colours():
    assert set(COLOURS) == {"red", "blue", "green", "purple", "orange", "grey"}
    drawn = {colour: pygame.image.tobytes(suit_symbol(colour, 32), "RGBA") for colour in COLOURS}
    assert len(set(drawn.values())) == len(COLOURS)
    assert suit_symbol("blue", 32).get_size() == (32, 32)


def test_pieces_and_table_render():
    assert king_pawn(100).get_height() == 100
    assert road_piece(7, 12, 24).get_size() == (84, 24)
    assert road_piece_hidden(7, 12, 24).get_size() == (84, 24)
    # Hidden information (R23): the unlabelled piece must not show the label.
    assert pygame.image.tobytes(road_piece(7, 12, 24), "RGBA") != pygame.image.tobytes(
        road_piece_hidden(7, 12, 24), "RGBA")
    assert road_piece(15, 12, 24).get_width() > road_piece(3, 12, 24).get_width()
    assert castle_wall((200, 150)).get_size() == (200, 150)
    assert felt((320, 180)).get_size() == (320, 180)


def test_road_pieces_are_cut_from_strips_laid_ahead():
    from sprites.figaro import pieces
    for lay in road_strips(30):
        lay()
    laid = pieces._cobble_strip.cache_info().misses
    first = road_piece(9, 13.5, 30)                   # a size never drawn before
    assert pieces._cobble_strip.cache_info().misses == laid
    assert first.get_size() == (122, 30)
    # each length is cut from its own place on the strip: two pieces of one
    # width and no label still differ
    assert road_piece_hidden(5, 12, 30).get_size() == road_piece_hidden(6, 10, 30).get_size()
    assert pygame.image.tobytes(road_piece_hidden(5, 12, 30), "RGBA") != pygame.image.tobytes(
        road_piece_hidden(6, 10, 30), "RGBA")
    # wider than the strip, a piece lays its own cobbles
    assert road_piece_hidden(15, pieces.COBBLE_STRIP / 15, 30).get_width() == pieces.COBBLE_STRIP


def _drawn_pixels(count, show_count):
    return pygame.mask.from_surface(trick_stack(count, (60, 87), show_count)).count()


def test_trick_stack_grows_with_count_under_open_information():
    assert _drawn_pixels(1, True) < _drawn_pixels(12, True) < _drawn_pixels(30, True)
    assert trick_stack(0, (60, 87), True).get_size() == trick_stack(5, (60, 87), True).get_size()


def test_r23_hidden_trick_stacks_do_not_show_how_many_cards_they_hold():
    assert _drawn_pixels(1, False) == _drawn_pixels(12, False) == _drawn_pixels(30, False)
    assert _drawn_pixels(0, False) != _drawn_pixels(1, False)


def test_font_loads_and_covers_accented_letters():
    accented = "àèéìòùçëïü"
    for bold in (False, True):
        regular = font(24, bold)
        metrics = regular.metrics(accented)
        assert all(m is not None for m in metrics), bold
        assert regular.render(accented, True, (0, 0, 0)).get_width() > 50


def test_render_fitted_shrinks_to_fit():
    wide = "Il re è stanco: prendi tutte le carte!"
    fitted = render_fitted(wide, 120, 40, (255, 255, 255), bold=True)
    assert fitted.get_width() <= 120
    assert render_fitted("ok", 500, 40, (0, 0, 0)).get_height() >= font(40).get_height() - 2


@pytest.mark.parametrize("name", sorted(WAV_SECONDS))
def test_wav_is_mono_16_bit_44100_and_of_plausible_length(name):
    with wave.open(resource_path("sounds", name + ".wav"), "rb") as wav:
        assert wav.getnchannels() == 1
        assert wav.getsampwidth() == 2
        assert wav.getframerate() == 44100
        low, high = WAV_SECONDS[name]
        assert low <= wav.getnframes() / 44100 <= high


def test_sound_names_match_the_files():
    assert set(sounds.SOUND_NAMES) == set(WAV_SECONDS)


def test_sounds_do_nothing_quietly_without_a_mixer(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = sounds.Sounds()
    assert not player.available
    player.play("card")  # must not raise
    player.volume = 3
    assert player.volume == 1.0
    player.muted = True
    assert player.muted


def test_sounds_volume_and_mute_with_the_dummy_driver():
    player = sounds.Sounds(volume=0.5)
    player.play("click")
    player.play("no such sound")
    player.volume = -1
    assert player.volume == 0.0
    player.muted = True
    player.play("win")


def test_resource_path_finds_fonts_and_sounds():
    assert os.path.isfile(resource_path("fonts", "lato-regular.ttf"))
    assert os.path.isfile(resource_path("fonts", "lato-bold.ttf"))
    assert os.path.isfile(resource_path("fonts", "OFL.txt"))
    assert os.path.isfile(resource_path("sounds", "card.wav"))
    assert os.path.isabs(resource_path("sounds"))


def test_resource_path_uses_the_pyinstaller_bundle_when_frozen(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("fonts", "x.ttf") == os.path.join(str(tmp_path), "fonts", "x.ttf")
