"""The medium player's judgement against an earlier one's, head to head.

Seat 0 plays with the judge of the working tree (or, with ``--old``, the
earlier one too, as a baseline), seats 1–3 with the judge of
``game/figaro/players/heuristic.py`` at commit ``--commit`` (read with git);
4 players, ``--games`` seeded games. Prints seat 0's wins with the 95 %
(Wilson) interval; parity is 25 %.

    python bench/bench_judge_change.py --commit f82f29c^ --games 2000 [--old]

``--first-game`` starts at another game number, so that settings chosen on
games 0…N-1 are confirmed on games N… they were never chosen on.

``--core`` plays the same judges on the compact core, about three times as
fast, for trying settings: ties are broken by one generator a game, so the games
are others than the players' (from the same deals). ``--set name=value`` sets
an attribute of the working tree's ``CountingJudge`` (e.g. ``--set feed=0.45``).
"""

import argparse
import math
import random
import os
import subprocess
import sys
import types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game.figaro import GameState  # noqa: E402
from game.figaro.fast import FastState, kind_counts  # noqa: E402
from game.figaro.players.heuristic import CountingJudge  # noqa: E402
from game.figaro.players.heuristic_player import MediumPlayer  # noqa: E402
from game.figaro.players.knowledge import known_state  # noqa: E402


def earlier_judge(commit):
    """The module heuristic.py as it was at ``commit``."""
    source = subprocess.run(["git", "show", f"{commit}:game/figaro/players/heuristic.py"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout
    module = types.ModuleType("game.figaro.players.heuristic_earlier")
    module.__package__ = "game.figaro.players"
    exec(compile(source, "heuristic_earlier.py", "exec"), module.__dict__)
    return module


def medium_with(judge):
    counting = getattr(judge, "CountingJudge", None)      # the medium's judge since it counts cards

    class Earlier(MediumPlayer):
        def judge(self, view):
            if counting is not None:
                return counting(known_state(view), view.seat, kind_counts(view.unseen()))
            return judge.Judge(known_state(view), view.seat)
    return Earlier


def wilson(wins, games, z=1.96):
    p = wins / games
    d = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / d
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    return centre - half, centre + half


def play_on_core(game, first, earlier):
    """One game of ``first``'s judge (seat 0) against ``earlier``'s (seats 1–3),
    played on the core: the winner's seat."""
    rng = random.Random(game)
    fast = FastState.from_state(GameState.new(4, seed=game, first_player=game % 4))
    while not fast.finished:
        seat = fast.turn
        codes = fast.legal_codes()
        if len(codes) > 1:
            scores = (first if seat == 0 else earlier)(fast, seat).scores(codes)
            top = max(scores)
            codes = [c for c, s in zip(codes, scores) if s >= top - 1e-9]
        fast.apply(codes[0] if len(codes) == 1 else rng.choice(codes))
    return fast.winner()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--commit", required=True)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--first-game", type=int, default=0, help="the first game's number (its seed)")
    parser.add_argument("--old", action="store_true", help="seat 0 with the earlier judge too (the baseline)")
    parser.add_argument("--core", action="store_true", help="play the judges on the core (quicker, other games)")
    parser.add_argument("--set", action="append", default=[], help="name=value: a CountingJudge setting")
    args = parser.parse_args()
    for setting in args.set:
        name, value = setting.split("=")
        setattr(CountingJudge, name, float(value))
    if args.core:
        module = earlier_judge(args.commit)
        old = getattr(module, "CountingJudge", module.Judge)
        wins = sum(play_on_core(game, old if args.old else CountingJudge, old) == 0
                   for game in range(args.first_game, args.first_game + args.games))
        report(args, wins)
        return
    earlier = medium_with(earlier_judge(args.commit))
    first = earlier if args.old else MediumPlayer
    wins = 0
    for game in range(args.first_game, args.first_game + args.games):
        players = [first(game * 10)] + [earlier(game * 10 + i) for i in range(1, 4)]
        state = GameState.new(4, seed=game, first_player=game % 4)
        while not state.finished:
            state.apply(players[state.turn].choose(state.view(state.turn)))
        wins += state.winner == 0
    report(args, wins)


def report(args, wins):
    low, high = wilson(wins, args.games)
    who = "earlier" if args.old else "current"
    print(f"{who} medium vs 3 earlier medium{' on the core' if args.core else ''}, games {args.first_game}–{args.first_game + args.games - 1}: "
          f"{wins}/{args.games} = {100 * wins / args.games:.1f} % ({100 * low:.1f} – {100 * high:.1f} %)")


if __name__ == "__main__":
    main()
