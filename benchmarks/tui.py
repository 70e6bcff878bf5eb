"""Speed and memory of the table app: prints figures, asserts nothing.

    python benchmarks/tui.py [--runs N] [--samples N] [--keys-only]

Measures:
- cold start to first paint: a fresh interpreter paints its first frame (120x40,
  headless) and quits, for an empty Textual app, for plain ``excalibohn`` (the start
  screen, with an unfinished game in the saves folder so that it offers to continue
  it), the start screen settled (the first frame with its saved games listed: ready
  for the first key) and ``excalibohn play`` (the table of a new 5-player game);
  median wall time of N runs each, and the ratios to the empty app;
- a keypress to the next painted frame that shows what the key did (the first one after
  the table drew the new view, and after the new layout, if the key led to one) at
  120x40 in the middle of a 5-player game:
  moving the highlight in the list of choices, and choosing an action (which
  re-draws the whole table, or raises the curtain for the next player), with the
  autosave after every action on, as in a real game;
- the peak memory (max RSS) of the process that played those keypresses.

``--keys-only`` measures the keypresses and the memory only.  Besides the wall clock,
the processor time the process spent between the key and the frame is printed: on a
shared machine it varies less with the other processes' load than the wall clock.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Each program prints the wall-clock time of its first painted frame and quits.
FIRST_PAINT = """
import time
def first_paint(app_class):
    class FirstPaint(app_class):
        painted = False
        def _display(self, screen, renderable):
            super()._display(screen, renderable)
            if not self.painted and renderable is not None:
                self.painted = True
                print("PAINT", time.time(), flush=True)
                self.exit()
    return FirstPaint
"""

EMPTY_APP = FIRST_PAINT + """
from textual.app import App
first_paint(App)().run(headless=True, size=(120, 40))
"""

# the first frame of plain `excalibohn`, as `cli._start` opens it
START_SCREEN = FIRST_PAINT + """
import sys
sys.path.insert(0, {root!r})
from excalibohn_tui.app import ExcalibohnApp
first_paint(ExcalibohnApp)(bot_delay=0).run(headless=True, size=(120, 40))
"""

# The settled start screen: the first frame painted once the saved games are listed (the
# screen is ready for the first key: ``StartScreen.ready``, the list laid out).
SETTLED = """
import time
def settled(app_class):
    class Settled(app_class):
        done = False
        def _display(self, screen, renderable):
            super()._display(screen, renderable)
            s = self.screen
            if self.done or renderable is None or not getattr(s, "ready", False):
                return
            if getattr(s, "saves", None) and not any(w.size.height for w in s.query("#saves")):
                return
            self.done = True
            print("PAINT", time.time(), flush=True)
            self.exit()
    return Settled
"""

START_SETTLED = SETTLED + """
import sys
sys.path.insert(0, {root!r})
from excalibohn_tui.app import ExcalibohnApp
settled(ExcalibohnApp)(bot_delay=0).run(headless=True, size=(120, 40))
"""

# the first frame of `excalibohn play --seats ...`, as `cli._play` opens it
TABLE = FIRST_PAINT + """
import sys
sys.path.insert(0, {root!r})
from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.session import Session, parse_seats
session = Session.new(parse_seats("Ann,Ben,Cem,Dana,Eli"), 1, save_now=False)
first_paint(ExcalibohnApp)(session, bot_delay=0).run(headless=True, size=(120, 40))
"""


def compile_project(root: Path) -> None:
    """Compile the project's modules to bytecode before cold starts are timed, as an
    installed package's are: pip compiles a wheel's modules when it installs them, and
    Python caches what it compiles on first import, unless ``PYTHONDONTWRITEBYTECODE`` is
    set, as it is on this project's machine, where every start would otherwise compile the
    project's source (about 90 ms) while Textual, in site-packages, is compiled already."""
    import compileall

    for package in ("rules", "excalibohn_tui", "excalibohn_ai"):
        compileall.compile_dir(str(root / package), quiet=1)


def cold_start(code: str, runs: int) -> float:
    """Median seconds from starting a fresh interpreter to its first painted frame."""
    times = []
    for _ in range(runs):
        t = time.time()
        out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                             text=True).stdout
        painted = [float(line.split()[1]) for line in out.splitlines()
                   if line.startswith("PAINT ")]
        times.append(painted[0] - t)
    return statistics.median(times)


def middle_of_a_game():
    """A 5-player game played by random non-trading moves to about turn 8."""
    from rules import CounterOffer, Offer, new_game

    game = new_game(["Ann", "Ben", "Cem", "Dana", "Eli"], 2)
    rng = random.Random(2)
    while game.state.turn < 8 and not game.finished:
        w = game.awaiting()[0]
        acts = [a for a in game.legal_actions(w.player)
                if not isinstance(a, Offer | CounterOffer)]
        game.apply(rng.choice(acts))
    return game


async def keypresses(samples: int) -> dict[str, float]:
    from textual.screen import Screen

    from excalibohn_tui.app import ExcalibohnApp
    from excalibohn_tui.persistence import new_save_path
    from excalibohn_tui.screens.curtain import CurtainScreen
    from excalibohn_tui.screens.table import TableScreen
    from excalibohn_tui.session import SeatConfig, Session

    game = middle_of_a_game()
    session = Session(game, [SeatConfig(name=s.name) for s in game.state.seats],
                      new_save_path())
    app = ExcalibohnApp(session, bot_delay=0, look_for_saves=False)
    paints: list[tuple[float, float]] = []  # wall clock and processor time of each frame
    layouts: list[float] = []
    display = app._display

    def timed_display(screen, renderable):
        display(screen, renderable)
        paints.append((time.perf_counter(), time.process_time()))

    app._display = timed_display  # type: ignore[method-assign]
    refresh_layout = Screen._refresh_layout

    def timed_layout(screen, *args, **kwargs):
        layouts.append(time.perf_counter())
        return refresh_layout(screen, *args, **kwargs)

    Screen._refresh_layout = timed_layout  # type: ignore[method-assign]
    shows: list[float] = []  # the table drew a view (or emptied itself for a curtain)
    show = TableScreen.show

    def timed_show(screen, *args, **kwargs):
        shows.append(time.perf_counter())
        return show(screen, *args, **kwargs)

    TableScreen.show = timed_show  # type: ignore[method-assign]
    # each sample: (wall clock, processor time) from the key to the frame
    moves: list[tuple[float, float]] = []
    choices: list[tuple[float, float]] = []  # the same player chooses again
    curtains: list[tuple[float, float]] = []  # the choice passes the keyboard: a curtain
    reveals: list[tuple[float, float]] = []  # Enter on a curtain: the next player's table

    async def measure(pilot, key: str) -> tuple[float, float] | None:
        await pilot.pause()
        paints.clear()
        layouts.clear()
        shows.clear()
        t, cpu = time.perf_counter(), time.process_time()
        await pilot.press(key)
        await pilot.pause()
        # The frame that counts shows what the key did: the first one painted after the
        # table drew the new view (a frame painted before, such as the highlight moving
        # to the chosen entry, shows nothing of it), and after the layout that followed,
        # if any (a curtain lifting painted the covered table first).
        start = min(shows, default=t)
        start = min((x for x in layouts if x >= start), default=start)
        after = [p for p in paints if p[0] >= start]
        return (after[0][0] - t, after[0][1] - cpu) if after else None

    async with app.run_test(size=(120, 40)) as pilot:
        rng = random.Random(5)
        for _ in range(samples * 10):
            await pilot.pause()
            if isinstance(app.screen, CurtainScreen):
                took = await measure(pilot, "enter")
                if took is not None:
                    reveals.append(took)
                continue
            if not isinstance(app.screen, TableScreen):
                await pilot.press("escape")
                continue
            table = app.screen
            options = [k for k, c in enumerate(table._choices)
                       if c.kind == "apply" and not c.disabled and k < 9]
            if not options:
                await pilot.pause(0.05)
                continue
            if len(moves) < samples:
                took = await measure(pilot, "down")
                if took is not None:
                    moves.append(took)
            took = await measure(pilot, str(rng.choice(options) + 1))
            if took is not None:
                (curtains if isinstance(app.screen, CurtainScreen) else choices).append(took)
            if min(len(moves), len(choices), len(curtains), len(reveals)) >= samples:
                break
    out: dict[str, float] = {}
    for name, found in (("move", moves), ("choose", choices), ("curtain", curtains),
                        ("reveal", reveals)):
        wall = [w for w, _ in found]
        out[f"{name}_ms"] = 1000 * statistics.median(wall)
        out[f"{name}_max_ms"] = 1000 * max(wall)
        out[f"{name}_cpu_ms"] = 1000 * statistics.median(c for _, c in found)
        out[f"{name}_n"] = len(found)
    return out


def child(samples: int) -> None:
    import resource

    figures = asyncio.run(keypresses(samples))
    figures["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(figures))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--keys-only", action="store_true",
                        help="measure only the keypresses and the memory (no cold starts)")
    parser.add_argument("--cold-only", action="store_true",
                        help="measure only the cold starts, not the keypresses")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.samples)
        return
    if args.keys_only:
        keys(args.samples)
        return
    # saves go to a folder of our own, which holds one unfinished game from the start
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="excalibohn-bench-")
    from excalibohn_tui.session import Session, parse_seats

    Session.new(parse_seats("Ann,Ben,bot:random"), 3)
    compile_project(ROOT)
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    empty = cold_start(EMPTY_APP, args.runs)
    start = cold_start(START_SCREEN.format(root=str(ROOT)), args.runs)
    table = cold_start(TABLE.format(root=str(ROOT)), args.runs)
    ready = cold_start(START_SETTLED.format(root=str(ROOT)), args.runs)
    print(f"cold start to first paint (median of {args.runs}): empty Textual app "
          f"{empty * 1000:.0f} ms; `excalibohn` start screen {start * 1000:.0f} ms, ratio "
          f"{start / empty:.2f} (target <= 1.2), settled with its saved games "
          f"{ready * 1000:.0f} ms, ratio {ready / empty:.2f} (target <= 1.5); "
          f"`excalibohn play` table {table * 1000:.0f} ms, ratio {table / empty:.2f}")
    if args.cold_only:
        print(f"load average after: {os.getloadavg()[0]:.1f}")
        return
    keys(args.samples)


def keys(samples: int) -> None:
    """The keypresses and the memory, played in a fresh process."""
    print(f"load average before the keypresses: {os.getloadavg()[0]:.1f}")
    os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="excalibohn-bench-"))
    out = subprocess.run([sys.executable, __file__, "--child", "--samples", str(samples)],
                         check=True, capture_output=True, text=True)
    f = json.loads(out.stdout.strip().splitlines()[-1])
    print("keypress to next frame at 120x40, 5 players from turn 8, median (max, samples; "
          "median processor time of the process meanwhile), target <= 50 ms:")
    for name, words in (("move", "move the highlight"),
                        ("choose", "choose an action, the same player goes on"),
                        ("curtain", "choose an action that passes the keyboard (curtain)"),
                        ("reveal", "Enter on the curtain (the next player's table)")):
        print(f"  {words}: {f[name + '_ms']:.1f} ms ({f[name + '_max_ms']:.1f}, "
              f"{f[name + '_n']}; cpu {f[name + '_cpu_ms']:.1f} ms)")
    print(f"peak memory (max RSS) of that process: {f['peak_rss_mb']:.1f} MB (target < 80)")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
