"""Level against level in every game: win rates with standard errors, in resumable chunks.

    python benchmarks/levels.py [--games 500] [--chunk 20] [--variants all]
                                [--cells normal-random,normal-easy,easy-normal,hard-normal]
                                [--seed 5000] [--out docs/results/levels.jsonl]
                                [--part 1/1]
    python benchmarks/levels.py --report [--out FILE] [--games 500]

A cell is one level against the others at a full table: ``normal-random`` is one normal
player against three random ones (one against one in the two-player games: Bohnedikt for
two and its trading variant).  Each cell is played in chunks of ``--chunk`` games
(``rules.simulate.run``: seat order rotating every game, ties a shared fraction of a
win), chunk k from seed ``--seed + 1000 * cell + k * chunk``, so the cells share no deals
by accident and every chunk is the same games on any machine.  Each chunk's summary is
appended to ``--out`` as one JSON line as soon as it is played; chunks already there are
skipped, so a match may be stopped at any moment and resumed with the same command, or
grown with a larger ``--games``.  ``--part i/n`` plays only every n-th chunk, starting
with the i-th: n processes with parts 1/n to n/n play one match on n cores without
playing a chunk twice (each appends its own lines).

``--report`` prints the table of ``docs/benchmarks.md`` ("Computer players"): per game
and cell, the games played, the first level's win rate with its standard error, the mean
scores, the target of issue #15 and whether it is met, and which cells are short of
``--games``.  The hard player plays its default (see ``excalibohn_ai.hard``) unless
``EXCALIBOHN_HARD_SAMPLES`` says otherwise; the setting is kept in each line.
Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from excalibohn_ai import FACTORIES  # noqa: E402
from rules.games import SPECS  # noqa: E402
from rules.simulate import run  # noqa: E402

CELLS = ("normal-random", "normal-easy", "easy-normal", "hard-normal")


def table_size(variant: str) -> int:
    """Four players, or two where the game is for two only."""
    seats = SPECS[variant].seats
    return 4 if 4 in seats else seats[-1]


def target(cell: str, variant: str) -> tuple[str, float, float] | None:
    """(text, lowest, highest) win rate issue #15 asks of the first level, or None."""
    two = table_size(variant) == 2
    if cell == "normal-random":
        return (">= 60%", 0.60, 1.0)
    if cell == "normal-easy":
        return (">= 65%", 0.65, 1.0) if two else (">= 40%", 0.40, 1.0)
    if cell == "easy-normal":  # (in every game: the games for two too)
        return ("< 20%", 0.0, 0.20)
    if cell == "hard-normal":
        if two:
            return (">= 60%", 0.60, 1.0)
        if variant in ("excalibohn", "bohnanza"):  # (the targets of the issue, by game)
            return (">= 45%", 0.45, 1.0)
        return (">= 40%", 0.40, 1.0)
    return None


def seats_of(cell: str, variant: str) -> list[str]:
    first, other = cell.split("-")
    return [first] + [other] * (table_size(variant) - 1)


def chunk_seeds(cell: str, games: int, chunk: int, seed: int) -> list[int]:
    base = seed + 1000 * CELLS.index(cell)
    return [base + k * chunk for k in range((games + chunk - 1) // chunk)]


def load(out: Path) -> dict[tuple[str, str, int], dict]:
    rows: dict[tuple[str, str, int], dict] = {}
    if out.exists():
        for line in out.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                rows[(row["variant"], row["cell"], row["seed"])] = row
    return rows


def play(args: argparse.Namespace) -> None:
    have = load(args.out)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    for variant in args.variants:
        for cell in args.cells:
            seats = seats_of(cell, variant)
            for k, s in enumerate(chunk_seeds(cell, args.games, args.chunk, args.seed)):
                if (variant, cell, s) in have or k % args.parts != args.part - 1:
                    continue
                row = run(seats, FACTORIES, args.chunk, s, variant=variant)
                row["cell"] = cell
                row["hard_samples"] = os.environ.get("EXCALIBOHN_HARD_SAMPLES", "")
                with args.out.open("a") as fh:
                    fh.write(json.dumps(row) + "\n")
                have[(variant, cell, s)] = row
                line = summary(variant, cell, [r for k, r in have.items()
                                               if k[:2] == (variant, cell)])
                print(f"{time.strftime('%H:%M:%S')} {variant} {cell}: {line}", flush=True)


def figures(rows: list[dict]) -> dict:
    first = rows[0]["seats"][0]
    other = rows[0]["seats"][-1]
    played = sum(r["games"] - r["errors"] for r in rows)
    wins = sum(r["wins_by_kind"][first] for r in rows)
    rate = wins / played if played else 0.0
    se = math.sqrt(rate * (1 - rate) / played) if played else 0.0
    mine = sum(r["mean_score_by_kind"][first] * (r["games"] - r["errors"]) for r in rows)
    theirs = sum(r["mean_score_by_kind"][other] * (r["games"] - r["errors"]) for r in rows)
    return {"played": played, "errors": sum(r["errors"] for r in rows), "rate": rate,
            "se": se, "mine": mine / max(played, 1), "theirs": theirs / max(played, 1),
            "cpu": sum(r["cpu_seconds"] for r in rows),
            "samples": sorted({r.get("hard_samples", "") for r in rows})}


def verdict(rate: float, se: float, lo: float, hi: float) -> str:
    """Whether ``lo <= rate < hi`` (``hi`` 1: no upper bound), and whether two standard
    errors either way would change the answer."""
    def inside(x: float) -> bool:
        return x >= lo and (hi >= 1.0 or x < hi)
    ok = inside(rate)
    sure = inside(rate - 2 * se) and inside(rate + 2 * se) if ok else not (
        inside(rate - 2 * se) or inside(rate + 2 * se) or (rate - 2 * se < lo <= rate + 2 * se))
    return ("yes" if ok else "no") + ("" if sure else ", within 2 standard errors")


def summary(variant: str, cell: str, rows: list[dict]) -> str:
    f = figures(rows)
    return (f"{f['played']} games, {f['errors']} errors: {100 * f['rate']:.1f}% "
            f"(standard error {100 * f['se']:.1f}); mean score {f['mine']:.2f} against "
            f"{f['theirs']:.2f}; {f['cpu']:.0f} s of processor time")


def report(args: argparse.Namespace) -> None:
    have = load(args.out)
    print("| game | match | games | win rate (standard error) | mean score, theirs | "
          "target | met |")
    print("|---|---|---|---|---|---|---|")
    short = []
    for variant in args.variants:
        n = table_size(variant)
        for cell in args.cells:
            rows = [r for k, r in have.items() if k[:2] == (variant, cell)]
            if not rows:
                short.append(f"{variant} {cell} (not run)")
                continue
            f = figures(rows)
            first, other = cell.split("-")
            t = target(cell, variant)
            met = "" if t is None else verdict(f["rate"], f["se"], t[1], t[2])
            samples = f" ({','.join(s for s in f['samples'] if s)} samples)" if (
                first == "hard" and any(f["samples"])) else ""
            print(f"| {SPECS[variant].title} | {first}{samples} vs {n - 1} {other} | "
                  f"{f['played']} | **{100 * f['rate']:.1f}%** ({100 * f['se']:.1f}) | "
                  f"{f['mine']:.1f}, {f['theirs']:.1f} | {t[0] if t else '(none set)'} | "
                  f"{met} |")
            if f["played"] < args.games:
                short.append(f"{variant} {cell} ({f['played']} of {args.games})")
    if short:
        print(f"\nShort of {args.games} games: " + "; ".join(short) + ".")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=500, help="games per cell (target 500)")
    ap.add_argument("--chunk", type=int, default=20)
    ap.add_argument("--variants", default="all",
                    help=f"comma-separated, or all: {', '.join(SPECS)}")
    ap.add_argument("--cells", default=",".join(CELLS))
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "results" / "levels.jsonl")
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--part", default="1/1",
                    help="i/n: play only chunks i, i+n, i+2n, ... (one process per core)")
    args = ap.parse_args(argv)
    try:
        args.part, args.parts = (int(x) for x in args.part.split("/"))
    except ValueError:
        ap.error(f"--part wants i/n, e.g. 1/2, not {args.part!r}")
    if not 1 <= args.part <= args.parts:
        ap.error(f"--part {args.part}/{args.parts}: i must be 1 to n")
    args.variants = list(SPECS) if args.variants == "all" else args.variants.split(",")
    args.cells = args.cells.split(",")
    for c in args.cells:
        if c not in CELLS:
            ap.error(f"unknown cell {c!r}; cells: {', '.join(CELLS)}")
    for v in args.variants:
        if v not in SPECS:
            ap.error(f"unknown game {v!r}; games: {', '.join(SPECS)}")
    if args.report:
        report(args)
    else:
        play(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
