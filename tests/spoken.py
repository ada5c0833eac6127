"""Whole games played at a table of one person and computers, with every text
the app renders on the way recorded: the words a player reads in a game.

``rendered_words(game, language, players)`` plays one game (random legal moves
for every seat, the person's own included), draws each frame of the table and
of every scene over it (round ends, the score sheet), and on the person's turns
also each card's details where the table has them; it returns every text
rendered and the log's lines."""

import random

import pygame

from app.i18n import set_language
from scenes.games import game_scenes
from scenes.seats import default_seats
from tests.bounds import bounded
from tests.pixels import forget_drawings, recording_font


def recording_fonts(monkeypatch):
    """A list that grows with every text any pygame font renders from now on."""
    texts = []
    monkeypatch.setattr(pygame.font, "Font", recording_font(lambda text, _points, _colour, image:
                                                            texts.append(text) or image))
    forget_drawings()
    return texts


def recording_text(monkeypatch, module, name="text"):
    """A list that grows with the message of every ``module.text(...)`` call (or
    of the function ``name``) from now on."""
    shown = []
    real = getattr(module, name)

    def recording(message, *args, **kwargs):
        shown.append(message)
        return real(message, *args, **kwargs)
    monkeypatch.setattr(module, name, recording)
    return shown


def draw_all(app, surface):
    forget_drawings()
    for scene in app.scenes:
        scene.draw(surface)


def _moves(table):
    state = table.state
    legal = state.legal_moves
    return legal() if callable(legal) else list(legal)


def rendered_words(app, game, language, players, monkeypatch, seed=3):
    """(every text rendered, the log's lines) of one whole game of ``game``."""
    set_language(language)
    texts = recording_fonts(monkeypatch)
    table = game_scenes(game).new_table(app, default_seats(players), seed)
    app.push(table)
    surface = pygame.Surface(app.logical_size())
    rng = random.Random(seed)
    for _ in bounded(3000):
        draw_all(app, surface)
        while app.top is not table:
            app.top.draw(surface) if False else None
            app.pop()
            draw_all(app, surface)
        if table.state.finished:
            break
        if game == "kings" and table.my_turn():
            for pinned in table.inspectable():
                table.pinned = pinned
                draw_all(app, surface)
            table.pinned = None
        table.apply(rng.choice(_moves(table)))
    lines = table.session.log.lines() if hasattr(table, "session") else []
    return texts, lines


# The name "You" is given in each language; a sentence about the person at the
# screen speaks to them instead of naming them in the third person.
YOU = {"en": "You", "it": "Tu", "fr": "Vous", "nl": "Jij"}
_VERBS = {
    "en": r"(?:has|is|was|does|lacks|holds|wins|takes|plays|captures|swaps|gets|leaves|shows|acts|"
          r"cannot|took|springs|[a-z]+[^s\W]s)\b|'s\b",
    "it": r"(?:ha|è|non|vince|prende|tiene|gioca|cattura|scambia|riceve|lascia|mostra|[a-zàèéìòù]+[ae])\b",
    "fr": r"(?:a|est|n'a|gagne|prend|tient|joue|capture|échange|reçoit|quitte|montre|mène)\b",
    "nl": r"(?:heeft|is)\b(?! (?:aan|gewonnen))",
}


def named_in_the_third_person(text, language):
    """The first place in ``text`` where the person at the screen is named as a
    third person ("You still lacks", "for You", "Vince: Tu", "à Vous"), or None."""
    import re
    you = YOU[language]
    for pattern in (rf"\b{you} (?:(?:still|also|now|already|ancora|encore|nog) )?(?:{_VERBS[language]})",  # "You has"
                    rf"[^\W\d_],? {you}\b",                        # after a word: "for You", "à Vous"
                    rf"[^\W\d_]['’]{you}\b",                       # "d'Vous"
                    rf"^[^\d:]*[^\W\d]: {you}\s*$"):                  # a heading naming them: "Winner: You"
        found = re.search(pattern, text)
        if found:
            return found.group(0)
    return None
