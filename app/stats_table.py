"""The statistics scene's table: one row per group, in words and numbers."""

from game import load_game

from .i18n import N_, _, ngettext
from .stats import MIXED
from .words import decimal, level_name, player_name

LEVEL_ORDER = ("random", "easy", "medium", "hard", "expert", "omniscient", MIXED)
COLUMNS = (N_("Games"), N_("Wins"), N_("Win rate"))
SCORE_COLUMNS = {"mean_road": N_("Average road"),        # the last column, by the game's score (GameInfo)
                 "mean_score": N_("Average score")}


def _cells(summary):
    rate = f"{round(100 * summary.wins / summary.games)}%" if summary.games else "–"
    return (str(summary.games), str(summary.wins), rate,
            decimal(summary.average_score, 1, trim=False) if summary.scored else "–")


def table_rows(statistics):
    """[(heading or None, label, cells)] for the whole table: one person's
    rows, or with several people a section for each, never one mixing them."""
    persons = statistics.persons()
    if len(persons) <= 1:
        return _person_rows(statistics)
    rows = []
    for name in persons:
        shown = player_name(name)
        for heading, label, cells in _person_rows(statistics.person(name)):
            heading = shown if heading is None else _("{name} \u2013 {section}").format(name=shown, section=heading)
            rows.append((heading, label, cells))
    return rows


def _person_rows(statistics):
    rows = [(None, _("All games"), _cells(statistics.overall()))]
    for players, summary in statistics.by_players().items():
        rows.append((_("By number of players"), ngettext("{n} player", "{n} players", players).format(n=players), _cells(summary)))
    by_level = statistics.by_level()
    for level in sorted(by_level, key=lambda name: (LEVEL_ORDER.index(name)
                                                    if name in LEVEL_ORDER else len(LEVEL_ORDER), name)):
        summary = by_level[level]
        label = _("mixed levels") if level == MIXED else level_name(level)
        rows.append((_("By opponents' level"), label, _cells(summary)))
    return rows


def column_titles(game):
    titles = COLUMNS + (SCORE_COLUMNS[load_game(game).score_name],)
    return [_(title) for title in titles]
