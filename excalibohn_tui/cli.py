"""The ``excalibohn`` command: the app, and headless tools (simulate)."""

from __future__ import annotations

import argparse
import json
import sys


def _simulate(args: argparse.Namespace) -> int:
    from excalibohn_ai import FACTORIES
    from rules.simulate import run
    from rules.variants import VARIANT_SEATS

    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in FACTORIES]
    allowed = VARIANT_SEATS[args.variant]
    if unknown or len(kinds) not in allowed:
        print(f"excalibohn simulate: --seats needs {allowed.start} to {allowed.stop - 1} of "
              f"{', '.join(FACTORIES)} for {args.variant}; got {args.seats!r}", file=sys.stderr)
        return 2
    summary = run(kinds, FACTORIES, args.games, args.seed, check=args.check,
                  variant=args.variant)
    if not args.json:
        print(f"{summary['games']} games of {', '.join(kinds)} (seed {args.seed}):")
        print(f"  errors: {summary['errors']}")
        print(f"  wins by kind: {summary['wins_by_kind']}")
        print(f"  wins by seat: {summary['wins_by_seat']}")
        print(f"  mean score by seat: {summary['mean_score_by_seat']}")
        print(f"  mean turns: {summary['mean_turns']}, mean actions: {summary['mean_actions']}")
        print(f"  {summary['games_per_second']} games/s, "
              f"{summary['actions_per_second']} actions/s")
    print(json.dumps(summary) if args.json else "", end="\n" if args.json else "")
    return 1 if summary["errors"] else 0


def build_parser() -> argparse.ArgumentParser:
    from rules.variants import VARIANT_NAMES

    parser = argparse.ArgumentParser(
        prog="excalibohn",
        description="Excalibohn for the terminal: hot-seat for 3 to 5 players.")
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help="play games without a screen and summarise them")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seats", default="random,random,random,random",
                     help="comma-separated player kinds, e.g. normal,random,random,random")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--variant", default="excalibohn", choices=VARIANT_NAMES,
                     help="which game of the rulebooks to play (default: excalibohn)")
    sim.add_argument("--json", action="store_true", help="end with one JSON summary line")
    sim.add_argument("--check", action="store_true",
                     help="check the card-conservation invariants after every action")
    sim.set_defaults(func=_simulate)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        print("The table is not built yet; try 'excalibohn simulate'.")
        return 0
    return args.func(args)


if __name__ == "__main__":
    raise SystemExit(main())
