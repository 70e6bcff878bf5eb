"""Playing strength of the computer players: win rates with standard errors.

    python benchmarks/strength.py [--match normal,random,random,random] [--games 100]
                                  [--seed 2026] [--variant excalibohn] [--out FILE]

Plays ``--games`` games of the seats of ``--match`` (``rules.simulate.run``: seat order
rotating every game, ties a shared fraction of a win) and prints the first kind's win
rate with its standard error, its mean score and the others', and the processor time.
``--out`` appends the JSON summary (with the win rate's standard error) as one line.
The hard player plays its default unless ``EXCALIBOHN_HARD_SAMPLES`` (samples per round,
no clock) or ``EXCALIBOHN_HARD_BUDGET`` says otherwise.  Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from excalibohn_ai import FACTORIES  # noqa: E402
from rules.simulate import run  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--match", default="normal,random,random,random")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--variant", default="excalibohn")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args(argv)
    kinds = args.match.split(",")
    first = kinds[0]
    summary = run(kinds, FACTORIES, args.games, args.seed, variant=args.variant)
    played = summary["games"] - summary["errors"]
    rate = summary["win_rate_by_kind"][first]
    se = math.sqrt(rate * (1 - rate) / played) if played else 0.0
    others = [summary["mean_score_by_kind"][k] for k in dict.fromkeys(kinds[1:]) if k != first]
    summary["win_rate_se"] = round(se, 4)
    summary["hard_samples"] = os.environ.get("EXCALIBOHN_HARD_SAMPLES", "")
    print(f"{args.match} ({args.variant}, {args.games} games from seed {args.seed}, "
          f"{summary['errors']} errors): {first} won {summary['wins_by_kind'][first]:g} "
          f"({100 * rate:.1f}%, standard error {100 * se:.1f} points); mean score "
          f"{summary['mean_score_by_kind'][first]:.2f} against "
          f"{', '.join(f'{s:.2f}' for s in others)}; {summary['cpu_seconds']:.0f} s of "
          "processor time")
    if args.out is not None:
        with args.out.open("a") as fh:
            fh.write(json.dumps(summary) + "\n")
    return 1 if summary["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
