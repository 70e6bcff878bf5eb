"""Engine speed and memory: prints figures, asserts nothing.

    python benchmarks/engine.py [--games N] [--seed S] [--repeat R] [--instructions]

Measures, on one core (each row the median of R runs; games per second both by the
clock and by processor time, which is the fairer figure on a shared machine):
- complete random games per second and actions per second for 3, 4 and 5 players,
  with the uniform random player (it composes many random trade offers), and with a
  "rollout" random player that never starts an offer (what a searching bot plays out);
- the cost of cloning a mid-game state, of ``legal_actions`` and of ``apply``;
- the memory of one mid-game state (tracemalloc);
- with ``--instructions``, the instructions one 4-player uniform random game executes, as
  ``excalibohn simulate`` plays it (Valgrind's cachegrind: 6 games from ``--seed`` less the
  first of them alone, so that the start-up and the first game's one-time work are left out): unlike times, this does not depend on the load or on
  the speed the virtual machine happens to get, so it is the figure to compare versions by.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import Done, OfferStart, new_game  # noqa: E402
from rules.engine import Game  # noqa: E402
from rules.simulate import slow_collector  # noqa: E402


def play(seats: int, seed: int, trade: bool) -> tuple[Game, int]:
    game = new_game([f"P{i}" for i in range(seats)], seed)
    r = random.Random(seed)
    steps = 0
    while not game.finished:
        p = game.awaiting()[0].player
        acts = game.legal_actions(p)
        if not trade:
            no_offer = [a for a in acts if not isinstance(a, OfferStart)]
            acts = no_offer or acts
        game.apply(r.choice(acts))
        steps += 1
    return game, steps


def games_per_second(seats: int, games: int, seed: int, trade: bool,
                     repeat: int) -> tuple[float, float, float, float]:
    """Median games per second (clock, processor time), actions per second (processor
    time) and actions per game."""
    wall, cpu = [], []
    steps = 0
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        steps = 0
        with slow_collector():  # as rules.simulate.run plays its games
            for g in range(games):
                steps += play(seats, seed + g, trade)[1]
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    dt, dc = statistics.median(wall), statistics.median(cpu)
    return games / dt, games / dc, steps / dc, steps / games


def mid_game(seed: int) -> Game:
    game = new_game(["A", "B", "C", "D"], seed)
    r = random.Random(seed)
    for _ in range(400):
        p = game.awaiting()[0].player
        acts = [a for a in game.legal_actions(p) if not isinstance(a, OfferStart)] or [Done(p)]
        game.apply(r.choice(acts))
    return game


def per_call(fn, repeat: int) -> float:
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(repeat):
            fn()
        times.append((time.perf_counter() - t0) / repeat)
    return statistics.median(times) * 1e6


INSTRUCTIONS_GAMES = 5


def instructions_per_game(seed: int) -> float:
    """Instructions of one 4-player uniform random game (see the module's docstring)."""
    import re
    import subprocess

    def count(games: int) -> int:
        code = ("from rules.simulate import run\n"
                "from rules.random_player import RandomPlayer\n"
                f"run(['random'] * 4, {{'random': RandomPlayer}}, {games}, {seed - 1})\n")
        out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                              "--cachegrind-out-file=/dev/null", sys.executable, "-c", code],
                             capture_output=True, text=True,
                             cwd=Path(__file__).resolve().parent.parent).stderr
        found = re.search(r"I\s+refs:\s+([\d,]+)", out)
        if found is None:
            raise RuntimeError(f"valgrind gave no count:\n{out[-2000:]}")
        return int(found.group(1).replace(",", ""))

    return (count(1 + INSTRUCTIONS_GAMES) - count(1)) / INSTRUCTIONS_GAMES


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3, help="runs per row (the median counts)")
    ap.add_argument("--instructions", action="store_true",
                    help="only count the instructions of a 4-player uniform game (valgrind)")
    args = ap.parse_args()
    if args.instructions:
        n = instructions_per_game(args.seed)
        print(f"instructions per 4-player uniform random game (valgrind, the {INSTRUCTIONS_GAMES} "
              f"games of seeds {args.seed}-{args.seed + INSTRUCTIONS_GAMES - 1}): {n / 1e6:.1f} M")
        return
    print(f"Python {sys.version.split()[0]}, {args.games} games per row, seed {args.seed}, "
          f"median of {args.repeat} runs")
    print()
    print("| players | random player | games/s (clock) | games/s (CPU) | actions/s (CPU) "
          "| actions/game |")
    print("|---|---|---|---|---|---|")
    for seats in (3, 4, 5):
        for trade, label in ((True, "uniform"), (False, "rollout (no offers)")):
            gps, cps, aps, apg = games_per_second(seats, args.games, args.seed, trade,
                                                  args.repeat)
            print(f"| {seats} | {label} | {gps:.1f} | {cps:.1f} | {aps:,.0f} | {apg:,.0f} |")
    game = mid_game(args.seed)
    state = game.state
    p = game.awaiting()[0].player

    def legal():
        game.changed_by_hand()  # measure a fresh enumeration, not the cache
        game.legal_actions(p)

    def apply_one():
        g = game.clone()
        g.apply(g.legal_actions(p)[0])

    clone_us = per_call(state.clone, 2000)
    game_clone_us = per_call(game.clone, 2000)
    legal_us = per_call(legal, 2000)
    apply_us = per_call(apply_one, 1000) - game_clone_us
    json_us = per_call(game.to_json, 200)
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    copies = [state.clone() for _ in range(100)]
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    size = sum(s.size_diff for s in after.compare_to(before, "filename")) / len(copies)
    print()
    print("| operation (mid-game, 4 players) | cost |")
    print("|---|---|")
    print(f"| State.clone() | {clone_us:.1f} µs |")
    print(f"| Game.clone() | {game_clone_us:.1f} µs |")
    print(f"| legal_actions (fresh) | {legal_us:.1f} µs |")
    print(f"| apply (first legal action) | {apply_us:.1f} µs |")
    print(f"| to_json | {json_us:.0f} µs |")
    print(f"| memory of one state copy | {size / 1024:.1f} KiB |")


if __name__ == "__main__":
    main()
