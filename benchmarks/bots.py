"""Decision time of the computer players: prints figures, asserts nothing.

    python benchmarks/bots.py [--games N] [--seed S] [--levels easy,normal,hard]
                              [--against normal] [--hard-budget SECONDS]
                              [--hard-samples N] [--hard-actions N]
                              [--variant excalibohn]

For each level, plays ``--games`` 4-player games (2-player in the games for two) with
one seat of that level against ``--against`` players (seat order rotating) and times
every ``choose`` of the measured seat on one core: count, median, 90th and 99th
percentile, worst, and the mean number of decisions per game (wall-clock time,
which another busy process on the machine inflates), and the median and worst
processor time of the deciding process.  When ``--against`` is the level itself,
every seat is measured.  For the hard
level it also prints how many sampled games a searched decision used, and how many
searched decisions the clock cut short.  The hard player plays its default settings
(30 + 30 samples, at most 5 s of processor time) unless ``--hard-budget`` (as many samples as that time
allows) or ``--hard-samples`` (that many, with the budget as a limit when both are given)
says otherwise.
Win rates come from ``excalibohn simulate`` (see docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from levels import table_size  # noqa: E402

from excalibohn_ai import FACTORIES  # noqa: E402
from excalibohn_ai.hard import HardPlayer  # noqa: E402
from rules import new_game  # noqa: E402


def measure(level: str, against: str, games: int, seed: int, budget: float | None,
            hard_samples: int | None, variant: str = "excalibohn",
            hard_actions: int | None = None, keep: int = 0) -> dict:
    """The figures above for one level; with ``keep``, also the positions of the ``keep``
    decisions of that level that took most processor time, costliest first ("worst":
    each the game before it, the deciding seat and the player's ``memory()``, for
    ``decision.py``)."""
    worst: list[tuple[float, dict]] = []
    times: list[float] = []
    cpu: list[float] = []
    samples: list[int] = []
    actions: list[int] = []  # rollout actions of each searched decision
    per_action: list[float] = []  # processor seconds per rollout action, each searched decision
    cut = 0  # searched decisions that played fewer samples than fixed (the clock ran out)
    n = table_size(variant)
    for g in range(games):
        shift = g % n
        kinds = [level if (i + shift) % n == 0 else against for i in range(n)]
        players = []
        for i, k in enumerate(kinds):
            p = (HardPlayer(seed + g * 31 + i, budget, hard_samples, actions=hard_actions) if k == "hard"
                 else FACTORIES[k](seed + g * 31 + i))
            players.append(p)
        game = new_game([f"P{i}" for i in range(n)], seed + g, variant)
        while not game.finished:
            waiting = game.awaiting()
            awaited = {w.player for w in waiting}
            for q, pl in enumerate(players):
                extra = None if q in awaited else getattr(pl, "interject", lambda g, s: None)(
                    game, q)
                if extra is not None:
                    game.apply(extra)
            waiting = game.awaiting()
            if not waiting:
                continue
            p = waiting[0].player
            before = ({"variant": variant, "game": game.to_json(), "seat": p,
                       "player": getattr(players[p], "memory", dict)()}
                      if keep and kinds[p] == level else None)
            t0, c0 = time.perf_counter(), time.process_time()
            action = players[p].choose(game, p)
            dt, dc = time.perf_counter() - t0, time.process_time() - c0
            if before is not None:
                worst = sorted([*worst, (dc, before)], key=lambda w: -w[0])[:keep]
            if kinds[p] == level:
                times.append(dt)
                cpu.append(dc)
                pl = players[p]
                if isinstance(pl, HardPlayer) and pl.samples_last:
                    samples.append(pl.samples_last)
                    actions.append(pl.actions_last)
                    per_action.append(dc / max(1, pl.actions_last))
                    cut += bool(pl.samples and pl.budget and dc >= pl.budget - 0.02)
                    pl.samples_last = 0
            game.apply(action)
    times.sort()
    cpu.sort()

    def pct(q: float) -> float:
        return times[min(len(times) - 1, int(q * len(times)))] * 1000

    return {
        "level": level, "against": against, "games": games, "decisions": len(times),
        "per_game": len(times) / games, "median_ms": statistics.median(times) * 1000,
        "p90_ms": pct(0.9), "p99_ms": pct(0.99), "max_ms": times[-1] * 1000,
        "mean_ms": statistics.fmean(times) * 1000,
        "cpu_median_ms": statistics.median(cpu) * 1000, "cpu_max_ms": cpu[-1] * 1000,
        "searched": len(samples),
        "samples_median": statistics.median(samples) if samples else 0,
        "cut": cut,
        "actions_median": statistics.median(actions) if actions else 0,
        "actions_max": max(actions, default=0),
        "us_per_action": statistics.median(per_action) * 1e6 if per_action else 0.0,
        "worst": worst,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--against", default="normal")
    ap.add_argument("--hard-budget", type=float, default=None)
    ap.add_argument("--hard-samples", type=int, default=None)
    ap.add_argument("--hard-actions", type=int, default=None,
                    help="rollout actions per searched decision (0: no limit)")
    ap.add_argument("--variant", default="excalibohn")
    args = ap.parse_args(argv)
    print(f"{'level':8} {'games':>5} {'decisions':>9} {'/game':>6} {'median':>8} {'p90':>8} "
          f"{'p99':>8} {'worst':>8} {'mean':>8} {'cpu med':>8} {'cpu max':>8}  (milliseconds)")
    for level in args.levels.split(","):
        games = args.games
        r = measure(level, args.against, games, args.seed, args.hard_budget, args.hard_samples,
                    args.variant, args.hard_actions)
        print(f"{level:8} {r['games']:5d} {r['decisions']:9d} {r['per_game']:6.1f} "
              f"{r['median_ms']:8.2f} {r['p90_ms']:8.2f} {r['p99_ms']:8.2f} "
              f"{r['max_ms']:8.2f} {r['mean_ms']:8.2f} {r['cpu_median_ms']:8.2f} "
              f"{r['cpu_max_ms']:8.2f}")
        if r["searched"]:
            print(f"{'':8} hard (budget {args.hard_budget or 'default'}, samples "
                  f"{args.hard_samples or 'default'}): {r['searched']} searched decisions, "
                  f"median {r['samples_median']} sampled games each, {r['cut']} stopped by "
                  "the clock")
            print(f"{'':8} rollout actions per searched decision: median "
                  f"{r['actions_median']:.0f}, most {r['actions_max']}; "
                  f"{r['us_per_action']:.0f} us of processor time per action (median)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
