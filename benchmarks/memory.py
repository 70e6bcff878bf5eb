"""Memory of the table app while computer players play: prints figures, asserts nothing.

    python benchmarks/memory.py [--seats hard,hard,normal] [--seed 1] [--games 2]
                                [--every 100] [--bot-delay S] [--simulate] [--trace N]
                                [--gain-cache N]

Plays ``--games`` whole games one after the other in this one process, each in the app
as ``excalibohn play --seats bot:...,... --bot-delay 0`` opens it (120x40, headless,
autosaving after every action into a temporary folder; its messages are closed at once,
as by Enter), game g with seed ``--seed`` + g.  With ``--bot-delay S`` the computer
players think in a thread and pause as in ``play --bot-delay S``.  ``--simulate`` plays
the same games headless instead, as ``excalibohn simulate`` does, for comparison.

Every ``--every`` actions it prints the process's resident memory (RSS, from
``/proc/self/status``) and its peak so far; after each game the RSS once the app has
closed and the collector has run, and the memos (``functools`` caches) that outlive a
game, the computer players' and one of Textual's, with their hits and misses so far.
``--gain-cache N`` gives the evaluation's memos of planting figures room for N figures
each instead of ``evaluate.GAIN_CACHE``, to compare bounds.

``--trace N`` also traces Python's allocations (``tracemalloc``, which slows the run
down several times and takes memory of its own) and prints, after each game, the total
traced and the N files and the N places (tracebacks) whose allocations grew most since
the first sample (sorted by the size of the change, growing or shrinking): what to look
at when the RSS grows.

The hard player's search is clocked (up to 1 s a decision): the games differ a little
from run to run.  ``EXCALIBOHN_HARD_SAMPLES=n`` fixes its samples for a repeatable (and,
with a small n, quicker) run.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import shutil
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def rss_mb() -> tuple[float, float]:
    """(resident memory now, peak resident memory so far) of this process, in MB."""
    now = peak = 0.0
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                now = int(line.split()[1]) / 1024
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1]) / 1024
    return now, peak


class Sampler:
    """Prints the memory every ``every`` actions of a game, and keeps the figures."""

    def __init__(self, every: int, trace: int) -> None:
        self.every = every
        self.trace = trace
        self.next = 0
        self.first: tracemalloc.Snapshot | None = None
        self.started = time.perf_counter()

    def sample(self, actions: int, force: bool = False) -> None:
        if actions < self.next and not force:
            return
        self.next = (actions // self.every + 1) * self.every
        now, peak = rss_mb()
        extra = ""
        if self.trace:
            traced, _ = tracemalloc.get_traced_memory()
            extra = f"  traced {traced / 2**20:6.1f} MB"
            if self.first is None:
                self.first = tracemalloc.take_snapshot()
        print(f"  {actions:5d} actions  {time.perf_counter() - self.started:6.1f} s  "
              f"RSS {now:6.1f} MB  peak {peak:6.1f} MB{extra}", flush=True)

    def growth(self) -> None:
        if not self.trace or self.first is None:
            return
        gc.collect()
        snap = tracemalloc.take_snapshot()
        ignore = [tracemalloc.Filter(False, tracemalloc.__file__)]
        snap = snap.filter_traces(ignore)
        print(f"  grown most since the first sample, by file (top {self.trace}):")
        for stat in snap.compare_to(self.first.filter_traces(ignore), "filename")[:self.trace]:
            print(f"    {stat.size_diff / 1024:+9.1f} KiB  {stat.count_diff:+7d} blocks  "
                  f"{stat.traceback[0].filename}")
        print(f"  grown most since the first sample, by traceback (top {self.trace}):")
        for stat in snap.compare_to(self.first.filter_traces(ignore), "traceback")[:self.trace]:
            print(f"    {stat.size_diff / 1024:+9.1f} KiB  {stat.count_diff:+7d} blocks")
            for line in stat.traceback.format(limit=6, most_recent_first=True):
                print("      " + line)


async def app_game(kinds: list[str], seed: int, sampler: Sampler, delay: float) -> int:
    """One whole game in the app; the number of actions played."""
    from excalibohn_tui.app import ExcalibohnApp
    from excalibohn_tui.dialogs.message import MessageDialog
    from excalibohn_tui.screens.end import EndScreen
    from excalibohn_tui.session import Session, parse_seats

    seats = parse_seats(",".join(f"bot:{k}" for k in kinds))
    session = Session.new(seats, seed, save_now=False)
    apply = session.apply

    def sampled_apply(action):  # the app plays many actions between two frames
        events = apply(action)
        sampler.sample(len(session.game.log))
        return events

    session.apply = sampled_apply  # type: ignore[method-assign]
    app = ExcalibohnApp(session, bot_delay=delay, look_for_saves=False)
    async with app.run_test(size=(120, 40)):
        sampler.sample(0)
        while not isinstance(app.screen, EndScreen):
            if isinstance(app.screen, MessageDialog):  # the opening message, an attack: Enter
                app.screen.action_close()
            await asyncio.sleep(0.05)
        actions = len(session.game.log)
        sampler.sample(actions, force=True)
    return actions


class _Sampled:
    """A computer player whose every decision in the real game reads the memory first
    (the hard player's own rollouts never call ``choose``)."""

    def __init__(self, player, sampler: Sampler) -> None:
        self.player = player
        self.sampler = sampler

    def choose(self, game, seat: int):
        self.sampler.sample(len(game.log))
        return self.player.choose(game, seat)

    def __getattr__(self, name: str):  # ``interject``, if the player has it
        return getattr(self.player, name)


def simulate_game(kinds: list[str], seed: int, sampler: Sampler) -> int:
    """One whole game as ``excalibohn simulate`` plays it; the number of actions played."""
    from excalibohn_ai import FACTORIES
    from rules.simulate import play_one

    factories = [lambda s, f=FACTORIES[k]: _Sampled(f(s), sampler) for k in kinds]
    _, actions = play_one(factories, seed)
    sampler.sample(actions, force=True)
    return actions


def caches() -> str:
    """The sizes of the memos that outlive a game: the computer players' and Textual's."""
    out = []
    for module, name in (("excalibohn_ai.evaluate", "_best_any"),
                         ("excalibohn_ai.evaluate", "_best_seq"),
                         ("excalibohn_ai.evaluate", "most_coins"),
                         ("excalibohn_ai.position", "_settle"),
                         ("excalibohn_ai.evaluate", "potential"),
                         ("textual._styles_cache", "StylesCache.get_inner_outer")):
        fn = sys.modules.get(module)
        for part in name.split("."):
            fn = getattr(fn, part, None)
        if fn is not None and hasattr(fn, "cache_info"):
            info = fn.cache_info()
            out.append(f"{name} {info.currsize} entries ({info.hits} hits, {info.misses} misses)")
    return ", ".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", default="hard,hard,normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument("--bot-delay", type=float, default=0.0, metavar="S",
                        help="the app's pause per computer player's action (default 0)")
    parser.add_argument("--simulate", action="store_true")
    parser.add_argument("--trace", type=int, default=0, metavar="N")
    parser.add_argument("--gain-cache", type=int, default=0, metavar="N",
                        help="the evaluation's memos of planting figures with room for N each "
                             "(to compare bounds; default: evaluate.GAIN_CACHE)")
    args = parser.parse_args()
    if args.gain_cache:
        from functools import lru_cache

        from excalibohn_ai import evaluate, position

        for module, name in ((evaluate, "_best_any"), (evaluate, "_best_seq"),
                             (evaluate, "most_coins"), (position, "_settle")):
            memo = lru_cache(maxsize=args.gain_cache)(getattr(module, name).__wrapped__)
            for m in (evaluate, position):  # (position.py imports some of evaluate's)
                if hasattr(m, name):
                    setattr(m, name, memo)
    kinds = [k.strip() for k in args.seats.split(",")]
    folder = tempfile.mkdtemp(prefix="excalibohn-memory-")
    os.environ["XDG_DATA_HOME"] = folder  # the autosaves go there, not to the user's saves
    if args.trace:
        tracemalloc.start(12)
    how = "simulate" if args.simulate else f"app, bot delay {args.bot_delay:g}, 120x40"
    samples = os.environ.get("EXCALIBOHN_HARD_SAMPLES")
    print(f"{args.games} game(s) of {','.join(kinds)} ({how}), seeds from {args.seed}"
          + (f", EXCALIBOHN_HARD_SAMPLES={samples}" if samples else ""))
    print(f"  before the first game: RSS {rss_mb()[0]:.1f} MB")
    for g in range(args.games):
        print(f"game {g + 1}, seed {args.seed + g}:")
        sampler = Sampler(args.every, args.trace)
        if args.simulate:
            actions = simulate_game(kinds, args.seed + g, sampler)
        else:
            actions = asyncio.run(app_game(kinds, args.seed + g, sampler, args.bot_delay))
        gc.collect()
        now, peak = rss_mb()
        print(f"  after game {g + 1} ({actions} actions, {time.perf_counter() - sampler.started:.0f} s)"
              f" and a collection: RSS {now:.1f} MB, peak {peak:.1f} MB", flush=True)
        print(f"  memos: {caches()}")
        sampler.growth()
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
