"""The host's own bookkeeping over a long run."""

import app.net.host as host
from app.net.table import Table, parse_seats
from game import load_game

from .helpers import running_host


def test_news_nobody_reads_does_not_pile_up(monkeypatch):
    monkeypatch.setattr(host, "CHANGES_KEPT", 40)
    info = load_game("kings")
    table = Table(info, parse_seats("random,random", info), seed=3)
    with running_host(table, games=3) as server:
        assert server.done.wait(60)
    assert len(server.finished_games) == 3 and table.state_id > 40     # more news than kept
    assert server.changes.qsize() == 40
    kinds = [server.changes.get_nowait()[0] for _ in range(40)]
    assert kinds[-1] in ("game", "table") and "game" in kinds        # the newest are kept
