"""Harvests that pay nothing: how often a level throws a row away. Prints figures,
asserts nothing.

    python benchmarks/harvests.py [--games 100] [--seed 100] [--level normal]
                                  [--variants all]

For each game, plays ``--games`` games at a full table of ``--level`` players (four, or
two in the games for two; ``rules.simulate.play_one``) and counts each seat's harvests
from the game's events: how many a seat makes in a game, the share that pays no coin,
and how many of those cut a row of a single card.  Issue #15 measured 65% for the
normal level in the classic game, where an experienced player gives away or trades a
turned-up card rather than throw a row away for it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from levels import table_size  # noqa: E402

from excalibohn_ai import FACTORIES  # noqa: E402
from rules.games import SPECS  # noqa: E402
from rules.simulate import play_one  # noqa: E402


def count(variant: str, level: str, games: int, seed: int) -> tuple[int, int, int, int]:
    """(seat-games, harvests, harvests for no coin, of those: rows of one card)."""
    seats = table_size(variant)
    harvests = nothing = single = 0
    for g in range(games):
        game, _steps = play_one([FACTORIES[level]] * seats, seed + g, variant=variant)
        for e in game.events:
            if e.kind != "harvest":
                continue
            harvests += 1
            if e.data["coins"] == 0:
                nothing += 1
                single += e.data["count"] == 1
    return games * seats, harvests, nothing, single


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--level", default="normal", choices=list(FACTORIES))
    ap.add_argument("--variants", default="all", help="comma-separated, or all")
    args = ap.parse_args()
    variants = list(SPECS) if args.variants == "all" else args.variants.split(",")
    print("| game | games | harvests a seat a game | paying nothing | of those, one card |")
    print("|---|---|---|---|---|")
    for variant in variants:
        seat_games, harvests, nothing, single = count(variant, args.level, args.games,
                                                      args.seed)
        print(f"| {SPECS[variant].title} | {args.games} | {harvests / seat_games:.1f} "
              f"| {nothing / seat_games:.1f} ({nothing / max(harvests, 1):.0%}) "
              f"| {single / seat_games:.1f} |")


if __name__ == "__main__":
    main()
