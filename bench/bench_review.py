"""How long the review of a whole game takes (app.review, the path of the
review scene and of ``main.py review``): whole games of each game played by
seeded computer players, each reviewed for one seat, decision by decision.
Prints, per game, the seconds per reviewed game and per decision (mean, p95,
max), and how many decisions a game gave the seat. In the window the review
thinks 30 ms a frame (scenes/review_scene.py), so it lasts about this long plus
the drawing of the frames, while the table can be stepped through.

    python bench/bench_review.py [--games N] [--players P] [--level easy] [--only figaro,kings]
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from app.review import Review  # noqa: E402
from game import load_game  # noqa: E402
from game.common.simulate import percentile  # noqa: E402

GAMES = ("figaro", "nottingham", "kings")


def whole_game(game, players, level, seed):
    """A finished record of ``game`` between computers of ``level``."""
    info = load_game(game)
    state = info.new_game(players, seed=seed)
    record = info.record_type(state.copy())
    seats = [info.make_player(level, seed * 10 + s) for s in range(players)]
    while not state.finished:
        move = seats[state.turn].choose(state.view(state.turn))
        record.moves.append((move, state.turn))
        state.apply(move)
    return record


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="whole games reviewed per game (default 3)")
    parser.add_argument("--players", type=int, default=4, help="seats at each game (default 4)")
    parser.add_argument("--level", default="easy", help="the computers who play the games (default easy)")
    parser.add_argument("--only", default=",".join(GAMES), help="the games, comma-separated")
    args = parser.parse_args(argv)
    print(f"{args.games} whole games of {args.players} {args.level} players per game, each reviewed for seat 0")
    print(f"{'game':<11} {'moves':>6} {'decisions':>9} {'s/game':>7} {'max s/game':>10} "
          f"{'s/decision':>10} {'p95':>6} {'max':>6}")
    for game in args.only.split(","):
        per_game, per_decision, moves, decisions = [], [], 0, 0
        for seed in range(1, args.games + 1):
            record = whole_game(game, args.players, args.level, seed)
            review = Review(game, record, 0)
            start = last = time.perf_counter()
            judged = 0
            while not review.done:
                review.step(0.01)                  # small slices: each decision's time to within 10 ms
                if len(review.judged) > judged:
                    now = time.perf_counter()
                    count = len(review.judged) - judged
                    per_decision += [(now - last) / count] * count
                    last, judged = now, len(review.judged)
            per_game.append(time.perf_counter() - start)
            moves += len(record.moves)
            decisions += review.total
        count = args.games
        print(f"{game:<11} {moves / count:>6.0f} {decisions / count:>9.0f} {sum(per_game) / count:>7.1f} "
              f"{max(per_game):>10.1f} {sum(per_decision) / len(per_decision):>10.3f} "
              f"{percentile(per_decision, 0.95):>6.3f} {max(per_decision):>6.3f}")


if __name__ == "__main__":
    main()
