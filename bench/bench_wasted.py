"""Wasted and dominated moves of a computer level, per game: what a strong
player sees at once in the medium and hard players' habits.

Nottingham (every seat of ``--level``):
- steals and robs (N13, N14) that take the very kind they give (pearls for
  pearls, jewels for jewels: no hand changes), and of those the ones where the
  target held another kind;
- cashes (N18) by size, overall and while an opponent holds an ambush card
  (the book's advice: "Può avere senso scambiare più di 3 carte ... quando almeno
  un avversario ha in gioco una carta imboscata"), and cashes that failed (N17);
- offers (N10, N16) by size, and trades whose offers were all one card.

Kings & Creatures: heroes (K13) taken by each seat per round, the seats with no
hero after round 4, legends taken and legends completed at the end (K19).

    python bench/bench_wasted.py --game nottingham --level medium --games 30
    python bench/bench_wasted.py --game kings --level medium --games 30 --players 6
    python bench/bench_wasted.py --game nottingham --level medium --old HEAD~3   # the judge of a commit

The decision time of the level (process time, ms; mean and p95) is printed too.
``--old COMMIT`` seats the medium player of that commit (bench_medium_change.py),
for a before-and-after on the same seeds.
"""

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_medium_change import old_medium  # noqa: E402
from game.common.simulate import percentile  # noqa: E402


def brains(game, level, players, seed, old=None):
    if old:
        cls = old_medium(game, old)
        return [cls(f"{seed}/{s}") for s in range(players)]
    if game == "nottingham":
        from game.nottingham.players import make_player
    else:
        from game.kings.players import make_player
    return [make_player(level, f"{seed}/{s}") for s in range(players)]


def nottingham(args):
    from game.nottingham.data import CHEST, COPPER, JEWELS, OBJECTS, PEARLS
    from game.nottingham.state import GameState
    count = Counter()
    sizes, sizes_ambush, offer_sizes, times = Counter(), Counter(), Counter(), []
    for game in range(args.games):
        state = GameState.new(args.players, seed=game, first_player=game % args.players)
        players = brains("nottingham", args.level, args.players, game, args.old)
        trade_offers = []
        while not state.finished:
            seat = state.turn
            started = time.process_time()
            move = players[seat].choose(state.view(seat))
            times.append((time.process_time() - started) * 1000)
            kind = move.kind
            if kind == "take" and state.card in (PEARLS, JEWELS):
                count["takes"] += 1
                if move.arg == OBJECTS[state.card]:
                    count["same kind"] += 1
                    target = state.hands[state.target]
                    if any(target[i] for i in range(7) if i != state.card):
                        count["same kind, other kind held"] += 1
            elif kind == "cash":
                size = move.arg[1]
                sizes[size] += 1
                if any(state.ambushes[s] for s in range(state.players) if s != seat):
                    sizes_ambush[size] += 1
            elif kind == "offer":
                offer_sizes[len(move.arg)] += 1
                if state.card == CHEST:
                    trade_offers.append(move.arg)
            elif kind == "accept" and state.card == CHEST:
                count["trades"] += 1
                if trade_offers and all(len(o) <= 1 for o in trade_offers):
                    count["trades of single cards"] += 1
                if trade_offers and all(o in ((), (OBJECTS[COPPER],)) for o in trade_offers):
                    count["trades of one copper each"] += 1
                trade_offers = []
            events = state.apply(move)
            for event in events:
                if event[0] == "failed":
                    count["cashes failed"] += 1
                elif event[0] == "spring":
                    count["ambushes sprung"] += 1
    g = args.games
    takes = count["takes"]
    print(f"nottingham {args.level}{' @' + args.old if args.old else ''}, {args.players} players, "
          f"{g} games")
    print(f"  steals/robs: {takes} ({takes / g:.1f} a game); taking the kind they give: "
          f"{count['same kind']} ({pct(count['same kind'], takes)}), of which the target held "
          f"another kind: {count['same kind, other kind held']}")
    cashes = sum(sizes.values())
    over = sum(n for k, n in sizes.items() if k > 3)
    cashes_a = sum(sizes_ambush.values())
    over_a = sum(n for k, n in sizes_ambush.items() if k > 3)
    print(f"  cashes: {cashes} ({cashes / g:.1f} a game), by size {dict(sorted(sizes.items()))}; "
          f"over 3 cards: {pct(over, cashes)}")
    print(f"  cashes while an opponent holds an ambush card: {cashes_a}, by size "
          f"{dict(sorted(sizes_ambush.items()))}; over 3 cards: {pct(over_a, cashes_a)}; "
          f"ambushes sprung {count['ambushes sprung']}, cashes failed {count['cashes failed']}")
    offers = sum(offer_sizes.values())
    print(f"  offers: {offers}, by size {dict(sorted(offer_sizes.items()))}; trades {count['trades']}, "
          f"all offers single cards {count['trades of single cards']}, all one copper (or none) "
          f"{count['trades of one copper each']}")
    print_times(times)


def kings(args):
    from game.kings.cards import HEROES, TYPE
    from game.kings.state import GameState
    rounds = 5
    heroes = [[] for _ in range(rounds)]       # per round: heroes (figures) taken by each seat
    hero_cards = [0] * rounds
    none_after_4, seats_seen = 0, 0
    legends_taken = legends_done = 0
    times = []
    for game in range(args.games):
        state = GameState.new(args.players, seed=game, first_player=game % args.players)
        players = brains("kings", args.level, args.players, game, args.old)
        this_round = [0] * args.players
        while not state.finished:
            seat = state.turn
            started = time.process_time()
            move = players[seat].choose(state.view(seat))
            times.append((time.process_time() - started) * 1000)
            r = state.round
            if TYPE[move.card] == "hero":
                this_round[seat] += HEROES[move.card]
                hero_cards[r - 1] += 1
            state.apply(move)
            if state.finished or state.round != r:
                heroes[r - 1].extend(this_round)
                if r == 4:
                    totals = [sum(HEROES[n] for n in cards) for cards in state.cards]
                    none_after_4 += sum(1 for t in totals if t == 0)
                    seats_seen += args.players
                this_round = [0] * args.players
        for cards in state.cards:
            for n in cards:
                if TYPE[n] == "legend":
                    legends_taken += 1
                    legends_done += _complete(n, cards)
    g = args.games
    print(f"kings {args.level}{' @' + args.old if args.old else ''}, {args.players} players, {g} games")
    print("  heroes taken per seat and round (figures): "
          + ", ".join(f"r{r + 1} {statistics.mean(h):.2f}" for r, h in enumerate(heroes))
          + f"; hero cards a game {sum(hero_cards) / g:.1f}")
    print(f"  seats with no hero after round 4: {none_after_4}/{seats_seen} ({pct(none_after_4, seats_seen)})")
    print(f"  legends taken {legends_taken / g:.1f} a game, completed {pct(legends_done, legends_taken)}")
    print_times(times)


def _complete(legend, cards):
    from game.kings.cards import NEEDS
    from game.kings.scoring import type_counts
    have = type_counts(cards)
    return all(have.get(t, 0) >= n for t, n in NEEDS[legend])


def pct(part, whole):
    return f"{100 * part / whole:.1f} %" if whole else "-"


def print_times(times):
    print(f"  decision ms: mean {statistics.mean(times):.1f}, p95 {percentile(times, 0.95):.1f}, "
          f"max {max(times):.1f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("nottingham", "kings"), required=True)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--old", help="the medium player of this commit in every seat")
    args = parser.parse_args()
    (nottingham if args.game == "nottingham" else kings)(args)


if __name__ == "__main__":
    main()
