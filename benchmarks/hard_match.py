"""A long match of one level against three others, in chunks that survive interruptions.

    python benchmarks/hard_match.py --out FILE [--first-seed S] [--chunks N] [--chunk 4]
                                    [--seats hard,normal,normal,normal] [--workers 1]
    python benchmarks/hard_match.py --out FILE --report

Each chunk is ``rules.simulate.run`` of CHUNK games from seed S (what ``excalibohn simulate
--games CHUNK --seed S --json`` prints; seat order rotating inside the chunk, so a chunk of 4
puts the first kind in every chair once), run in its own process (``--run-chunk S``); its
JSON summary is appended to FILE as one line.  Chunks already in FILE are
skipped, so the match can be stopped (or its processes paused with SIGSTOP while another
benchmark needs a quiet machine) and resumed.  ``--report`` prints the win rate of the first
kind over every chunk in FILE, with its standard error.  Prints figures, asserts nothing.

The environment passes through: ``EXCALIBOHN_HARD_SAMPLES=30`` fixes the hard player's
samples per round (the same games on any machine).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path


def done_seeds(out: Path) -> dict[int, dict]:
    rows: dict[int, dict] = {}
    if out.exists():
        for line in out.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                rows[row["seed"]] = row
    return rows


def run_chunk(seed: int, games: int, seats: str, variant: str) -> dict:
    cmd = [sys.executable, __file__, "--out", "-", "--run-chunk", str(seed), "--chunk",
           str(games), "--seats", seats, "--variant", variant]
    res = subprocess.run(cmd, capture_output=True, text=True, check=True)
    row = json.loads(res.stdout.strip().splitlines()[-1])
    row["hard_samples"] = os.environ.get("EXCALIBOHN_HARD_SAMPLES", "")
    return row


def chunk_summary(seed: int, games: int, seats: str, variant: str) -> dict:
    """One chunk, played in this process: ``rules.simulate.run``'s summary."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from excalibohn_ai import FACTORIES
    from rules.simulate import run

    return run(seats.split(","), FACTORIES, games, seed, variant=variant)


def report(out: Path) -> None:
    rows = done_seeds(out)
    if not rows:
        print("no chunks yet")
        return
    first = next(iter(rows.values()))["seats"][0]
    games = sum(r["games"] - r["errors"] for r in rows.values())
    errors = sum(r["errors"] for r in rows.values())
    wins = sum(r["wins_by_kind"][first] for r in rows.values())
    rate = wins / games
    se = math.sqrt(rate * (1 - rate) / games)
    score = sum(r["mean_score_by_kind"][first] * r["games"] for r in rows.values()) / games
    print(f"{len(rows)} chunks, {games} games, {errors} errors: {first} won {wins:g} "
          f"({100 * rate:.1f}%, standard error {100 * se:.1f} points), mean score {score:.2f}; "
          f"seeds {min(rows)}..{max(rows)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--first-seed", type=int, default=7000)
    ap.add_argument("--chunks", type=int, default=175)
    ap.add_argument("--chunk", type=int, default=4)
    ap.add_argument("--seats", default="hard,normal,normal,normal")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--variant", default="excalibohn")
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--run-chunk", type=int, default=None, metavar="SEED",
                    help="play one chunk from SEED here and print its JSON summary")
    args = ap.parse_args()
    if args.run_chunk is not None:
        print(json.dumps(chunk_summary(args.run_chunk, args.chunk, args.seats, args.variant)))
        return
    if args.report:
        report(args.out)
        return
    have = done_seeds(args.out)
    todo = [args.first_seed + i * args.chunk for i in range(args.chunks)]
    todo = [s for s in todo if s not in have]

    def one(seed: int) -> None:
        row = run_chunk(seed, args.chunk, args.seats, args.variant)
        with args.out.open("a") as fh:
            fh.write(json.dumps(row) + "\n")
        report(args.out)

    with ThreadPoolExecutor(args.workers) as pool:
        list(pool.map(one, todo))


if __name__ == "__main__":
    main()
