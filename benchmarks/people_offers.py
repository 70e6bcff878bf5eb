"""Offers to people: how many of the computer players' offers ask a person for cards the
person does not hold (a key pressed to refuse, and a pass of the keyboard where several
people play). Prints figures, asserts nothing.

    python benchmarks/people_offers.py [--games 50] [--seed 300]
                                       [--variants excalibohn,rabohnzel,bohnanza,bohnedikt]

Plays ``--games`` games of four normal players (two in the games for two) in which the
first seat is taken for a person: the others treat it as one
(``NormalPlayer.people``), though a normal player plays it.  Counts the offers of the
others that ask that seat for cards, how many of those it could accept (an acceptance is
among its legal actions once the offer stands), the gifts offered to it, and the deals it
made.  The play-tester of 2026-12-06 found 32 of 39 offers to her unacceptable.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from levels import table_size  # noqa: E402

from excalibohn_ai import FACTORIES  # noqa: E402
from rules.actions import Accept, Offer  # noqa: E402
from rules.engine import new_game  # noqa: E402
from rules.games import SPECS  # noqa: E402
from rules.simulate import MAX_ACTIONS  # noqa: E402

PERSON = 0


def count(variant: str, games: int, seed: int) -> tuple[int, int, int, int, int]:
    """(offers asking the person for cards, of those acceptable, gifts offered to the
    person, trades the person made, gifts the person gave or took)."""
    n = table_size(variant)
    asked = able = gifts = trades = given = 0
    for g in range(games):
        game = new_game([f"Seat {i + 1}" for i in range(n)], seed + g, variant)
        players = [FACTORIES["normal"]((seed + g) * 31 + i) for i in range(n)]
        for q, player in enumerate(players):
            if q != PERSON:
                player.people = frozenset({PERSON})
        for _step in range(MAX_ACTIONS):
            p = game.deciding()
            if p is None:
                break
            action = players[p].choose(game, p)
            events = game.apply(action)
            if isinstance(action, Offer) and p != PERSON and PERSON in action.to:
                if action.ask:
                    asked += 1
                    able += any(isinstance(a, Accept) for a in game.legal_actions(PERSON))
                else:
                    gifts += 1
            for e in events:
                if (e.kind in ("trade", "gift")
                        and PERSON in (e.data.get("player"), e.data.get("partner"))):
                    trades += e.kind == "trade"
                    given += e.kind == "gift"
    return asked, able, gifts, trades, given


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=300)
    ap.add_argument("--variants", default="excalibohn,rabohnzel,bohnanza,bohnedikt",
                    help="comma-separated")
    args = ap.parse_args()
    variants = args.variants.split(",")
    print("| game | games | offers asking the person, a game | of those acceptable "
          "| gifts offered to the person, a game | deals of the person, a game "
          "(trades, gifts) |")
    print("|---|---|---|---|---|---|")
    for variant in variants:
        asked, able, gifts, trades, given = count(variant, args.games, args.seed)
        g = args.games
        print(f"| {SPECS[variant].title} | {g} | {asked / g:.1f} | {able / max(asked, 1):.0%} "
              f"| {gifts / g:.1f} | {(trades + given) / g:.1f} ({trades / g:.1f}, "
              f"{given / g:.1f}) |")


if __name__ == "__main__":
    main()
