"""A level of Nottingham or Kings & Creatures against the medium player of an
earlier commit (or any level), head to head, 4 players; for Figaro, a level
against three of another level (its earlier medium player is
bench_judge_change.py's).

Seat 0 plays ``--first`` (a level of the working tree, or ``old``: the medium
player of ``--commit``), seats 1–3 play ``--others`` (likewise); ``--games``
seeded games, the first player rotating. Prints seat 0's wins with the 95 %
(Wilson) interval (parity 25 %; a Kings victory shared counts as a win, K20)
and seat 0's decision times (process time).

    python bench/bench_medium_change.py --game nottingham --commit a3fdc30 --games 300
    python bench/bench_medium_change.py --game kings --first hard --others medium --games 60
    python bench/bench_medium_change.py --game kings --first expert --others hard --games 40 --jobs 2
    python bench/bench_medium_change.py --game figaro --first expert --others hard --games 20
    python bench/bench_medium_change.py --game figaro --first omniscient --others hard --games 20
    python bench/bench_medium_change.py --game figaro --first expert --iterations 1600 --others hard

``--iterations`` gives seat 0's search that many iterations a decision (what
more search would buy, whatever it costs in time).

An ``omniscient`` player (measurement only) is shown the whole state before
each of its decisions: the same search on the true hands, which tells how
much the hidden cards hold that search back (not a bound on every player: at
Figaro the expert does better against three hard players than it does).

The earlier medium player is read with git (``heuristic.py`` and, for
Nottingham, ``heuristic_player.py`` as they were at the commit), as
bench_judge_change.py does for Figaro.
"""

import argparse
import os
import subprocess
import sys
import time
import types
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from bench.bench_judge_change import wilson  # noqa: E402
from game.common.simulate import percentile  # noqa: E402


def earlier_module(game, name, commit, namespace=None):
    """The module players/``name``.py of ``game`` as it was at ``commit``."""
    source = subprocess.run(["git", "show", f"{commit}:game/{game}/players/{name}.py"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout
    module = types.ModuleType(f"game.{game}.players.{name}_earlier")
    module.__package__ = f"game.{game}.players"
    module.__dict__.update(namespace or {})
    exec(compile(source, f"{name}_earlier.py", "exec"), module.__dict__)
    return module


def old_medium(game, commit):
    """The medium player class of ``game`` at ``commit``."""
    judge = earlier_module(game, "heuristic", commit)
    if game == "kings":
        return judge.MediumPlayer
    player = earlier_module(game, "heuristic_player", commit)
    player.Judge = judge.Judge                 # its moves judged by the earlier judge
    return player.MediumPlayer


def maker(game, level, commit, iterations=None):
    if level == "old":
        cls = old_medium(game, commit)
        return cls
    if game == "nottingham":
        from game.nottingham.players import make_player
    elif game == "figaro":
        from game.figaro.players import make_player
    else:
        from game.kings.players import make_player
    if iterations is None:
        return lambda seed: make_player(level, seed)

    def make(seed):
        player = make_player(level, seed)
        if not hasattr(player, "iterations"):
            raise SystemExit(f"--iterations: {level} does not search")
        player.iterations = iterations
        return player
    return make


def play(job):
    game_name, first, others, commit, game, each, iterations = job
    if game_name == "nottingham":
        from game.nottingham.state import GameState
    elif game_name == "figaro":
        from game.figaro.state import GameState
    else:
        from game.kings.state import GameState
    makers = [maker(game_name, first, commit, iterations)] + [maker(game_name, others, commit)] * 3
    players = [make(f"{game}/{s}") for s, make in enumerate(makers)]
    state = GameState.new(4, seed=game, first_player=game % 4)
    times = []
    while not state.finished:
        seat = state.turn
        if getattr(players[seat], "omniscient", False):
            players[seat].reveal(state)     # measurement only: shown the whole state
        started = time.process_time()
        move = players[seat].choose(state.view(seat))
        if seat == 0:
            times.append((time.process_time() - started) * 1000)
        state.apply(move)
    won = 0 in state.winners() if hasattr(state, "winners") else state.winner == 0
    if each:                    # a line a game, for long matches stopped early
        print(f"game {game}: {'won' if won else 'lost'}; p95 {percentile(times, 0.95):.1f} ms", flush=True)
    return won, times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("nottingham", "kings", "figaro"), required=True)
    parser.add_argument("--commit", default="HEAD", help="the commit of the 'old' medium player")
    parser.add_argument("--first", default="medium", help="seat 0: a level, or 'old'")
    parser.add_argument("--others", default="old", help="seats 1-3: a level, or 'old'")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--first-game", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--iterations", type=int, help="seat 0's search iterations a decision")
    parser.add_argument("--each-game", action="store_true", help="print each game's result as it ends")
    args = parser.parse_args()
    jobs = [(args.game, args.first, args.others, args.commit, g, args.each_game, args.iterations)
            for g in range(args.first_game, args.first_game + args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(play, jobs, chunksize=4))
    else:
        results = [play(job) for job in jobs]
    wins = sum(won for won, _ in results)
    times = [t for _, ts in results for t in ts]
    low, high = wilson(wins, args.games)
    first = f"medium @{args.commit}" if args.first == "old" else args.first
    if args.iterations:
        first += f" ({args.iterations} iterations)"
    others = f"medium @{args.commit}" if args.others == "old" else args.others
    print(f"{args.game}: {first} vs 3 x {others}, games {args.first_game}..{args.first_game + args.games - 1}: "
          f"{wins}/{args.games} = {100 * wins / args.games:.1f} % (95 % interval {100 * low:.1f} – "
          f"{100 * high:.1f} %; parity 25 %); seat 0 decision ms mean "
          f"{sum(times) / len(times):.1f}, p95 {percentile(times, 0.95):.1f}, max {max(times):.1f}")


if __name__ == "__main__":
    main()
