"""French elides before a name that starts with a vowel: "l'offre d'Ordinateur 2",
"qu'Ordinateur 3", never "de Ordinateur 2" (the default names of the computer
seats in French all start with one), in the games' own words."""

import pytest

from app.i18n import set_language


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def test_nottingham_elides_before_a_name_with_a_vowel(french):
    from scenes.nottingham.words import tr
    offer = tr("took {name}'s offer")
    assert offer.format(name="Ordinateur 2") == "a pris l'offre d'Ordinateur 2"
    assert offer.format(name="Marcellina") == "a pris l'offre de Marcellina"
    assert tr("Offers for {name}'s chest (1 or 2 cards, face up):").format(name="Ordinateur 5").startswith(
        "Offres pour le coffre d'Ordinateur 5")


def test_kings_elides_too_and_leaves_other_words_alone(french):
    from scenes.kings.words import tr
    from scenes.nottingham.words import tr as nottingham
    took = tr("{name} takes {card}.").format(name="Ordinateur 3", card="le trésor 53")
    assert took == "Ordinateur 3 prend le trésor 53."
    assert nottingham("{name} takes {object} from {target}'s hand and gives the jewels.").format(
        name="Joueur 1", object="or", target="Ordinateur 4").count("d'Ordinateur 4") == 1


def test_other_languages_are_left_as_they_are():
    from scenes.nottingham.words import tr
    set_language("it")
    try:
        assert "di Ordinateur 2" in tr("took {name}'s offer").format(name="Ordinateur 2") or \
            "Ordinateur 2" in tr("took {name}'s offer").format(name="Ordinateur 2")
    finally:
        set_language("en")
    assert tr("took {name}'s offer").format(name="Ordinateur 2") == "took Ordinateur 2's offer"


def test_french_offers_turned_up_are_set_apart_with_a_spaced_semicolon(french):
    from game.nottingham.data import COPPER
    from scenes.nottingham.story import lines_and_card
    names = ["Joueur 1", "Ordinateur 2", "Ordinateur 3"]
    lines, _card = lines_and_card([("offers", [None, ("silver",), ("pearls",)])], names, COPPER)
    assert lines == ["Les offres sont retournées : Ordinateur 2 : argent ; Ordinateur 3 : perles."]
