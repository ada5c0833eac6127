"""The game log words every move."""

import random

import pytest

from scenes.figaro.story import GameLog, describe
from app.i18n import set_language
from game.figaro import GameState
from tests.bounds import bounded

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


@pytest.fixture
def english():
    set_language("en")
    yield
    set_language("en")


def test_moves_in_words(english):
    assert describe([("play", 0, "blue2", 1)], NAMES) == ["Anna plays blue 2 in front of Bruno"]
    assert describe([("play", 0, "blue2", 1)], NAMES, you=1) == ["Anna plays blue 2 in front of you"]
    assert describe([("play", 1, "jester1", 1)], NAMES, you=1) == [
        "You play jester 1 in front of yourself"]
    assert describe([("play", 0, "ronde", 0), ("ronde", 0)], NAMES) == [
        "Anna plays a ronde: every pile moves one seat to the left"]
    assert describe([("take", 2, 7, False)], NAMES) == ["Carla takes 7 cards"]
    assert describe([("take", 2, 1, True)], NAMES) == ["Carla cannot play and must take 1 card"]
    assert describe([("capture", 1, 7)], NAMES) == ["The King has had enough: Bruno captures 7 cards"]


def test_round_end_hides_other_road_lengths_unless_open(english):
    event = ("round_end", 1, 2, [5, 9, 0, 3], None, [(1, 15), (0, 9), (3, 4)])
    hidden = describe([event], NAMES, you=0)
    assert "You get a road piece of length 9" in hidden
    assert "Bruno gets a road piece" in hidden and not any("15" in line for line in hidden)
    assert "Carla gets no road piece this round" in hidden
    assert "Bruno gets a road piece of length 15" in describe([event], NAMES, open_information=True)


@pytest.mark.parametrize("language", ["en", "it", "fr", "nl"])
def test_a_whole_game_is_worded_in_every_language(language):
    set_language(language)
    try:
        state = GameState.new(5, seed=9, names=NAMES + ["Elena"])
        log = GameLog(state.names, you=0)
        rng = random.Random(1)
        for _ in bounded():
            if state.finished:
                break
            log.add(state.apply(rng.choice(state.legal_moves())))
        lines = log.lines()
        assert len(lines) > 100 and all(lines)
        assert not any("{" in line for line in lines)
    finally:
        set_language("en")


def test_the_log_follows_a_change_of_language():
    log = GameLog(NAMES)
    log.add([("play", 0, "jester1", 1), ("play", 0, "ronde", 0), ("ronde", 0)])
    set_language("it")
    try:
        italian = log.lines()
    finally:
        set_language("en")
    assert "giullare" in italian[0] and "girotondo" in italian[1]
