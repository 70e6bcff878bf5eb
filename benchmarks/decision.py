"""The hard player's costliest decisions, kept and made again one at a time: prints
figures, asserts nothing.

    python benchmarks/decision.py save [--variant V] [--games N] [--seed S] [--keep K]
                                       [--out DIR]
    python benchmarks/decision.py replay FILE [FILE ...] [--repeat R] [--instructions]

``save`` plays the games of ``bots.py`` (one hard seat against normal ones, seats
rotating; the same seeds, so ``--variant bohnedikt-duel --games 4 --seed 3`` are the games
of the decision-time table in docs/benchmarks.md) and writes the positions of the hard
seat's ``--keep`` decisions that took most processor time, costliest first, as
``DIR/<variant>-1.json``, ...: the game before the decision (``Game.to_json``), the
deciding seat and the hard player's ``memory()`` (its random state and what it remembers
of the turn).  Which decisions cost most depends on the machine's moment, so the two of
the game for two saved on 2026-12-06 are kept in ``benchmarks/decisions/``: versions are
compared on the same positions.

``replay`` makes each saved decision again with the hard player's default search, the
evaluation's memos empty and no clock (a slow machine plays the same search): the least
processor time of ``--repeat`` runs, the choice and the actions its rollouts played.  With
``--instructions`` it counts the instructions of one decision instead (Valgrind's
cachegrind, ``PYTHONHASHSEED=0``; the same process loading the position without deciding
is subtracted): unlike times, this does not depend on the speed the machine happens to
have, so it is the figure to compare versions of the computer players by.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bots import measure  # noqa: E402
from engine import instructions_of  # noqa: E402

from excalibohn_ai import evaluate, position  # noqa: E402
from excalibohn_ai.hard import DEFAULT_SAMPLES, HardPlayer  # noqa: E402
from rules.engine import Game  # noqa: E402


def save(variant: str, games: int, seed: int, keep: int, out: Path) -> None:
    found = measure("hard", "normal", games, seed, None, None, variant, keep=keep)["worst"]
    out.mkdir(parents=True, exist_ok=True)
    for k, (cpu, before) in enumerate(found, 1):
        path = out / f"{variant}-{k}.json"
        path.write_text(json.dumps(before))
        print(f"{path}: {cpu * 1000:.0f} ms of processor time in the games")


def load(path: Path) -> tuple[Game, HardPlayer, int]:
    saved = json.loads(path.read_text())
    player = HardPlayer(0, budget=0.0, samples=DEFAULT_SAMPLES)  # (no clock)
    player.restore(saved["player"])
    return Game.from_json(saved["game"]), player, saved["seat"]


def forget() -> None:
    """Empty the evaluation's memos, as in a process that has made no decision yet."""
    for module in (evaluate, position):
        for thing in vars(module).values():
            if callable(getattr(thing, "cache_clear", None)):
                thing.cache_clear()


def replay(path: Path, repeat: int) -> None:
    best = None
    for _ in range(max(1, repeat)):
        game, player, seat = load(path)
        forget()
        start = time.process_time()
        action = player.choose(game, seat)
        spent = time.process_time() - start
        best = spent if best is None else min(best, spent)
    print(f"{path}: {best * 1000:.0f} ms of processor time (least of {max(1, repeat)}), "
          f"{player.actions_last} rollout actions; chose {action}")


def instructions(path: Path) -> None:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    me = [sys.executable, str(Path(__file__).resolve())]
    loaded, _ = instructions_of([*me, "replay", str(path), "--load-only"], env)
    decided, said = instructions_of([*me, "replay", str(path), "--repeat", "1"], env)
    print(f"{path}: {(decided - loaded) / 1e9:.3f} G instructions "
          f"({said.strip().split(': ', 1)[-1]})")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    s = sub.add_parser("save")
    s.add_argument("--variant", default="bohnedikt-duel")
    s.add_argument("--games", type=int, default=4)
    s.add_argument("--seed", type=int, default=3)
    s.add_argument("--keep", type=int, default=2)
    s.add_argument("--out", type=Path, default=Path("decisions"))
    r = sub.add_parser("replay")
    r.add_argument("files", type=Path, nargs="+")
    r.add_argument("--repeat", type=int, default=3)
    r.add_argument("--instructions", action="store_true")
    r.add_argument("--load-only", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.command == "save":
        save(args.variant, args.games, args.seed, args.keep, args.out)
        return
    for path in args.files:
        if args.load_only:
            load(path)
        elif args.instructions:
            instructions(path)
        else:
            replay(path, args.repeat)


if __name__ == "__main__":
    main()
