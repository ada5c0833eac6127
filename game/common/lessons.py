"""Guided first games: a lesson is data, one file a game beside its rules
(``game/<game>/lessons.json``), read and checked here for every game.

The format (``lesson/1``), one JSON object:

- ``format``: ``"lesson/1"``; ``game``: the game's short name.
- ``players``, ``seed``: the deal, exactly as a record's (FORMAT.md of the game);
  or ``position``: an explicit start in the game's position format (a round
  near its end, say), as a record may start from one.
- ``person``: the seat the learner plays; every other seat is a computer.
- ``level``: the computers' level once the script has run out (free play).
- ``script``: every move of the prepared stretch, each seat's, in the game's
  record notation (``{"take": 36, "seat": 1}``). The computers play their moves
  of it in order, so the game unfolds as the lesson expects.
- ``steps``: in order. Each has ``id`` (unique), ``at`` (how many moves of the
  script have been played when it shows; never decreasing), ``rule`` (the rule
  id of RULES.md it teaches, or ``""``), ``text`` (the words, one per
  language: ``{"en": ..., "it": ..., "fr": ..., "nl": ...}``), optionally
  ``point`` (what the table outlines: a game's target name such as ``"row"``,
  ``"card:36"``, ``"seat:1"``; a move step points at its move by itself) and
  ``do``: ``"read"`` (the learner reads and goes on) or ``"move"`` (the learner
  must play the script's move at ``at``, which is the person's; ``wrong`` then
  holds the words for any other move, one per language).
- ``end``: the words once every step is done (one per language); the game
  goes on freely from there.

Every move of the person in the script is a ``move`` step, so the computers
never wait for a move the lesson did not ask for. ``check_lesson`` plays the
whole script and refuses a lesson whose moves are not legal where it puts
them; nothing here knows any one game's rules.
"""

import json
import os

from game import load_game

from .errors import FormatError, IllegalMove
from .jsonio import expect_int, expect_list, expect_object, parse_json, refuse_unknown_keys
from .players import ComputerPlayer

FORMAT = "lesson/1"
LANGUAGES = ("en", "it", "fr", "nl")
LESSON_KEYS = {"format", "game", "players", "seed", "position", "person", "level", "script", "steps", "end"}
STEP_KEYS = {"id", "at", "rule", "text", "point", "do", "wrong"}
DOINGS = ("read", "move")


def lesson_path(game):
    return os.path.join(os.path.dirname(os.path.dirname(__file__)), game, "lessons.json")


def has_lesson(game):
    return os.path.exists(lesson_path(game))


class Step:
    def __init__(self, id, at, rule, text, do, point=None, wrong=None, move=None):
        self.id, self.at, self.rule, self.text = id, at, rule, text
        self.do, self.point, self.wrong, self.move = do, point, wrong, move

    def words(self, language):
        return self.text.get(language) or self.text["en"]

    def wrong_words(self, language):
        return (self.wrong or {}).get(language) or (self.wrong or {}).get("en", "")


class Lesson:
    """A checked lesson: its deal, script (moves with their seats) and steps."""

    def __init__(self, game, players, seed, person, level, script, steps, end, position=None):
        self.game, self.players, self.seed, self.person, self.level = game, players, seed, person, level
        self.script, self.steps, self.end, self.position = script, steps, end, position

    def start(self, names=None):
        """The position the lesson starts from (a fresh state: apply to it freely)."""
        info = load_game(self.game)
        if self.position is None:
            return info.new_game(self.players, seed=self.seed, names=names)
        return info.load_position(dict(self.position, **({"names": list(names)} if names else {})))

    def record(self, played=0, names=None):
        """The game's record with the script's first ``played`` moves."""
        info = load_game(self.game)
        return info.record_type(self.start(names), list(self.script[:played]))

    def end_words(self, language):
        return self.end.get(language) or self.end["en"]

    def scripted_move(self, played):
        """The script's move after ``played`` moves, or None once it has run out."""
        return self.script[played][0] if played < len(self.script) else None


def _texts(data, where):
    expect_object(data, where)
    for language in LANGUAGES:
        value = data.get(language)
        if not isinstance(value, str) or not value.strip():
            raise FormatError(f"{where}.{language}", "every language needs its words")
    refuse_unknown_keys(data, set(LANGUAGES), where)
    return dict(data)


def load_lesson(data, where="lesson"):
    """A Lesson from parsed JSON, every field and every move checked
    (FormatError names the first fault)."""
    expect_object(data, where)
    refuse_unknown_keys(data, LESSON_KEYS, where)
    if data.get("format") != FORMAT:
        raise FormatError(f"{where}.format", f"expected {FORMAT!r}")
    try:
        info = load_game(data.get("game"))
    except ValueError as error:
        raise FormatError(f"{where}.game", str(error)) from None
    position = data.get("position")
    if position is not None:
        if "players" in data or "seed" in data:
            raise FormatError(where, "give either a position or players and seed, not both")
        try:
            players = info.load_position(position, f"{where}.position").players
        except AttributeError:
            raise FormatError(f"{where}.position", "not a position") from None
        seed = 0
    else:
        players = expect_int(data.get("players"), f"{where}.players", info.min_players, info.max_players)
        seed = expect_int(data.get("seed", 0), f"{where}.seed", -2 ** 63, 2 ** 63)
    person = expect_int(data.get("person", 0), f"{where}.person", 0, players - 1)
    level = data.get("level")
    if level not in info.table_levels:
        raise FormatError(f"{where}.level", f"choose from {', '.join(info.table_levels)}")
    raw = expect_list(data.get("script", []), f"{where}.script", max_length=2000)
    start = {"position": position} if position is not None else {"players": players, "seed": seed}
    loaded = info.load_record({"format": info.record_format, **start, "moves": raw})
    script = list(loaded.moves)
    steps, ids, last = [], set(), 0
    for k, raw_step in enumerate(expect_list(data.get("steps"), f"{where}.steps", max_length=500)):
        at_where = f"{where}.steps[{k}]"
        expect_object(raw_step, at_where)
        refuse_unknown_keys(raw_step, STEP_KEYS, at_where)
        step_id = raw_step.get("id")
        if not isinstance(step_id, str) or not step_id or step_id in ids:
            raise FormatError(f"{at_where}.id", "each step needs its own id")
        ids.add(step_id)
        at = expect_int(raw_step.get("at"), f"{at_where}.at", last, len(script))
        last = at
        do = raw_step.get("do", "read")
        if do not in DOINGS:
            raise FormatError(f"{at_where}.do", f"choose from {', '.join(DOINGS)}")
        rule = raw_step.get("rule", "")
        if not isinstance(rule, str):
            raise FormatError(f"{at_where}.rule", "a rule id such as K9, or \"\"")
        point = raw_step.get("point")
        if point is not None and not isinstance(point, str):
            raise FormatError(f"{at_where}.point", "a target name such as \"row\"")
        move = wrong = None
        if do == "move":
            if at >= len(script):
                raise FormatError(f"{at_where}.at", "a move step needs a move of the script there")
            move, seat = script[at]
            if seat != person:
                raise FormatError(f"{at_where}.at", f"the script's move there is seat {seat}'s, not the person's")
            wrong = _texts(raw_step.get("wrong"), f"{at_where}.wrong")
            last = at + 1
        steps.append(Step(step_id, at, rule, _texts(raw_step.get("text"), f"{at_where}.text"), do,
                          point=point, wrong=wrong, move=move))
    if not steps:
        raise FormatError(f"{where}.steps", "a lesson needs steps")
    asked = {step.at for step in steps if step.do == "move"}
    for k, (_move, seat) in enumerate(script):
        if seat == person and k not in asked:
            raise FormatError(f"{where}.script[{k}]", "every move of the person needs its move step")
    lesson = Lesson(info.name, players, seed, person, level, script, steps,
                    _texts(data.get("end"), f"{where}.end"), position=position)
    check_lesson(lesson, where)
    return lesson


def check_lesson(lesson, where="lesson"):
    """Play the whole script: every move legal where it comes, by the seat to act."""
    state = lesson.start()
    for k, (move, seat) in enumerate(lesson.script):
        if seat is not None and seat != state.turn:
            raise FormatError(f"{where}.script[{k}]", f"seat {seat} moves, but seat {state.turn} is to act")
        try:
            state.apply(move, seat)
        except IllegalMove as error:
            raise FormatError(f"{where}.script[{k}]", str(error)) from None
    return state


def read_lesson(game):
    """The game's lesson from its file; FormatError when it is broken."""
    with open(lesson_path(game), "rb") as handle:
        return load_lesson(parse_json(handle.read(), f"{game}/lessons.json"), f"{game}/lessons.json")


def lesson_to_text(data):
    """A lesson's JSON as the files keep it."""
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


class LessonProgress:
    """Where a learner stands in a lesson, for the driver and for tests: the step
    shown, and whether a move is the one asked for. ``played`` is how many moves
    of the game have been made."""

    def __init__(self, lesson, index=0):
        self.lesson = lesson
        self.index = max(0, min(index, len(lesson.steps)))

    @property
    def step(self):
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def done(self):
        return self.index >= len(self.lesson.steps)

    def showing(self, played):
        """The step to show after ``played`` moves, or None while the computers play toward it."""
        step = self.step
        return step if step is not None and step.at == played else None

    def accepts(self, move, played):
        """Whether the person may make ``move`` now: the move asked for, or any
        move once the lesson is done (free play)."""
        if self.done:
            return True
        step = self.showing(played)
        return step is not None and step.do == "move" and move == step.move

    def read(self, played):
        """The learner read a ``read`` step: on to the next. False if none is shown."""
        step = self.showing(played)
        if step is None or step.do != "read":
            return False
        self.index += 1
        return True

    def moved(self, played_before):
        """The asked-for move was made: on to the next step."""
        step = self.showing(played_before)
        if step is not None and step.do == "move":
            self.index += 1


class ScriptedPlayer(ComputerPlayer):
    """A computer that plays the script's move while the lesson lasts, then
    ``after``'s (a normal player of the lesson's level). ``played()`` is how many
    moves the game has seen."""

    level = "lesson"

    def __init__(self, lesson, played, after):
        super().__init__(0)
        self.lesson, self.played, self.after = lesson, played, after

    def think(self, view):
        move = self.lesson.scripted_move(self.played())
        if move is None:
            return (yield from self.after.think(view))
        return move
        yield  # noqa: the generator's form, as every player's think
