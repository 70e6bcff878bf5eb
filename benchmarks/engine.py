"""Engine speed: prints figures, asserts nothing.

    python benchmarks/engine.py [--games N] [--seed S] [--repeat R]
    python benchmarks/engine.py --instructions [--player quiet|trader] [--seed S]

Two random players play every seat (each seat its own ``random.Random``):

- ``quiet`` never makes an offer: at every decision it picks uniformly among the legal
  actions (the harvests included), leaving out offers;
- ``trader`` plays as ``quiet``, except that at the first trading decision of each of
  its turns it makes, with probability 0.5, one offer drawn uniformly from the rules'
  documented generator of candidate offers (``rules.trading.offer_space``), and
  answers offers uniformly among its legal answers.

Measured on one core (each row the median of R runs; games per second both by the
clock and by processor time, the fairer figure on a shared machine):
- complete games per second, actions per second and turns per game for 3, 4 and 5
  players with both players;
- the cost of cloning a mid-game state, of ``legal_actions``, of ``apply`` and of
  ``to_json``;
- with ``--instructions``, the instructions per turn of 4-player games of one player,
  counted by Valgrind (cachegrind): 5 games from ``--seed`` less the start-up and one
  first game, divided by the turns those 5 games took.  Unlike times, this does not
  depend on the load or on the speed the virtual machine happens to get, so it is the
  figure to compare versions by.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import new_game  # noqa: E402
from rules.engine import Game  # noqa: E402
from rules.trading import offer_space  # noqa: E402


class QuietPlayer:
    """Uniform among the legal actions (which list no offers)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int):
        return self.rng.choice(game.legal_actions(seat))


class TraderPlayer(QuietPlayer):
    """At most one offer in each of its turns (probability 0.5), drawn from the rules'
    generator of candidate offers; offers answered uniformly among the legal answers."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.turn = -1

    def choose(self, game: Game, seat: int):
        space = offer_space(game, seat)
        if space is not None and not space.counter and self.turn != game.state.turn:
            self.turn = game.state.turn
            if self.rng.random() < 0.5:
                offer = space.sample(self.rng)
                if offer is not None:
                    return offer
        return self.rng.choice(game.legal_actions(seat))


PLAYERS = {"quiet": QuietPlayer, "trader": TraderPlayer}


def play(player: str, seats: int, seed: int) -> tuple[Game, int]:
    game = new_game([f"P{i}" for i in range(seats)], seed)
    players = [PLAYERS[player](seed * 31 + i) for i in range(seats)]
    steps = 0
    while not game.finished:
        p = game.deciding()
        game.apply(players[p].choose(game, p))
        steps += 1
    return game, steps


def games_per_second(player: str, seats: int, games: int, seed: int,
                     repeat: int) -> tuple[float, float, float, float, float]:
    """Median games per second (clock, processor time), actions per second (processor
    time), actions per game and turns per game."""
    wall, cpu = [], []
    steps = turns = 0
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        steps = turns = 0
        for g in range(games):
            game, n = play(player, seats, seed + g)
            steps += n
            turns += game.state.turn
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    dt, dc = statistics.median(wall), statistics.median(cpu)
    return games / dt, games / dc, steps / dc, steps / games, turns / games


def mid_game(seed: int) -> Game:
    game = new_game(["A", "B", "C", "D"], seed)
    players = [QuietPlayer(seed + i) for i in range(4)]
    for _ in range(150):
        p = game.deciding()
        game.apply(players[p].choose(game, p))
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


def instructions_of(argv: list[str], env: dict[str, str] | None = None) -> tuple[int, str]:
    """The instructions a command runs (Valgrind's cachegrind, from the project's folder),
    and what it printed."""
    import re
    import subprocess

    run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                          "--cachegrind-out-file=/dev/null", *argv],
                         capture_output=True, text=True, env=env,
                         cwd=Path(__file__).resolve().parent.parent)
    found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if found is None:
        raise RuntimeError(f"valgrind gave no count:\n{run.stderr[-2000:]}")
    return int(found.group(1).replace(",", "")), run.stdout


def instructions_per_turn(player: str, seed: int) -> tuple[float, float]:
    """Instructions per turn and per game of 4-player games (see the module docstring)."""
    import re

    def count(games: int) -> tuple[int, int]:
        code = ("import sys; sys.argv = ['x']\n"
                "from benchmarks.engine import play\n"
                "turns = 0\n"
                f"for g in range({games}):\n"
                f"    turns += play({player!r}, 4, {seed - 1} + g)[0].state.turn\n"
                "print('turns', turns)\n")
        found, out = instructions_of([sys.executable, "-c", code])
        turns = re.search(r"turns (\d+)", out)
        if turns is None:
            raise RuntimeError(f"no turns counted:\n{out[-2000:]}")
        return found, int(turns.group(1))

    base, base_turns = count(1)
    total, total_turns = count(1 + INSTRUCTIONS_GAMES)
    return (total - base) / (total_turns - base_turns), (total - base) / INSTRUCTIONS_GAMES


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3, help="runs per row (the median counts)")
    ap.add_argument("--instructions", action="store_true",
                    help="only count the instructions per turn of 4-player games (valgrind)")
    ap.add_argument("--player", choices=sorted(PLAYERS), default="quiet")
    args = ap.parse_args()
    if args.instructions:
        per_turn, per_game = instructions_per_turn(args.player, args.seed)
        print(f"{args.player}, 4 players, the {INSTRUCTIONS_GAMES} games of seeds "
              f"{args.seed}-{args.seed + INSTRUCTIONS_GAMES - 1} (valgrind): "
              f"{per_turn / 1e3:.0f} k instructions per turn, {per_game / 1e6:.1f} M per game")
        return
    print(f"Python {sys.version.split()[0]}, {args.games} games per row, seed {args.seed}, "
          f"median of {args.repeat} runs")
    print()
    print("| players | random player | games/s (clock) | games/s (CPU) | actions/s (CPU) "
          "| actions/game | turns/game |")
    print("|---|---|---|---|---|---|---|")
    for seats in (3, 4, 5):
        for player in PLAYERS:
            gps, cps, aps, apg, tpg = games_per_second(player, seats, args.games, args.seed,
                                                       args.repeat)
            print(f"| {seats} | {player} | {gps:.1f} | {cps:.1f} | {aps:,.0f} | {apg:,.0f} "
                  f"| {tpg:.1f} |")
    game = mid_game(args.seed)
    p = game.deciding()

    def legal():
        game.clone().legal_actions(p)  # a fresh enumeration, not one kept from before

    def apply_one():
        g = game.clone()
        g.apply(g.legal_actions(p)[0])

    clone_us = per_call(game.clone, 2000)
    legal_us = per_call(legal, 2000) - clone_us
    apply_us = per_call(apply_one, 1000) - clone_us - legal_us
    json_us = per_call(game.to_json, 200)
    print()
    print("| operation (mid-game, 4 players) | cost |")
    print("|---|---|")
    print(f"| Game.clone() | {clone_us:.1f} µs |")
    print(f"| legal_actions | {legal_us:.1f} µs |")
    print(f"| apply (first legal action) | {apply_us:.1f} µs |")
    print(f"| to_json | {json_us:.0f} µs |")


if __name__ == "__main__":
    main()
