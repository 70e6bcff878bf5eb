"""Speed and memory of the table app: prints figures, asserts nothing.

    python benchmarks/tui.py [--runs N]

Measures:
- cold start to first paint: a fresh interpreter opens the table (120x40, headless)
  and quits after the first frame, against an empty Textual app doing the same
  (median wall time of N runs each, and the ratio);
- a keypress to the next painted frame at 120x40 in the middle of a 5-player game:
  moving the highlight in the list of choices, and choosing an action (which
  re-draws the whole table, or raises the curtain for the next player);
- the peak memory (max RSS) of the process that played those keypresses.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

EMPTY_APP = """
from textual.app import App
class Empty(App):
    def on_mount(self):
        self.call_after_refresh(self.exit)
Empty().run(headless=True, size=(120, 40))
"""

OUR_APP = """
import sys
sys.path.insert(0, {root!r})
from excalibohn_tui.app import ExcalibohnApp
from excalibohn_tui.session import Session, parse_seats
class FirstPaint(ExcalibohnApp):
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.exit)
session = Session.new(parse_seats("Ann,Ben,Cem,Dana,Eli"), 1, autosave=False)
FirstPaint(session, bot_delay=0, look_for_saves=False).run(headless=True, size=(120, 40))
"""


def cold_start(code: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def middle_of_a_game():
    """A 5-player game played by random non-trading moves to about turn 8."""
    from rules import DraftAsk, DraftGive, OfferStart, new_game

    game = new_game(["Ann", "Ben", "Cem", "Dana", "Eli"], 2)
    rng = random.Random(2)
    while game.state.turn < 8 and not game.finished:
        w = game.awaiting()[0]
        acts = [a for a in game.legal_actions(w.player)
                if not isinstance(a, OfferStart | DraftGive | DraftAsk)]
        game.apply(rng.choice(acts))
    return game


async def keypresses(samples: int) -> dict[str, float]:
    from excalibohn_tui.app import ExcalibohnApp
    from excalibohn_tui.screens.curtain import CurtainScreen
    from excalibohn_tui.screens.table import TableScreen
    from excalibohn_tui.session import SeatConfig, Session

    game = middle_of_a_game()
    session = Session(game, [SeatConfig(name=s.name) for s in game.state.seats])
    app = ExcalibohnApp(session, bot_delay=0, look_for_saves=False)
    paints: list[float] = []
    display = app._display

    def timed_display(screen, renderable):
        display(screen, renderable)
        paints.append(time.perf_counter())

    app._display = timed_display  # type: ignore[method-assign]
    moves: list[float] = []
    choices: list[float] = []

    async def measure(pilot, key: str, into: list[float]) -> None:
        await pilot.pause()
        paints.clear()
        t = time.perf_counter()
        await pilot.press(key)
        await pilot.pause()
        after = [p for p in paints if p >= t]
        if after:
            into.append(after[0] - t)

    async with app.run_test(size=(120, 40)) as pilot:
        rng = random.Random(5)
        for _ in range(samples * 4):
            await pilot.pause()
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
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
                await measure(pilot, "down", moves)
            if len(choices) < samples:
                await measure(pilot, str(rng.choice(options) + 1), choices)
            if len(moves) >= samples and len(choices) >= samples:
                break
    return {"move_ms": 1000 * statistics.median(moves),
            "move_max_ms": 1000 * max(moves),
            "choose_ms": 1000 * statistics.median(choices),
            "choose_max_ms": 1000 * max(choices),
            "samples": min(len(moves), len(choices))}


def child(samples: int) -> None:
    import resource

    figures = asyncio.run(keypresses(samples))
    figures["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(figures))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.samples)
        return
    empty = cold_start(EMPTY_APP, args.runs)
    ours = cold_start(OUR_APP.format(root=str(ROOT)), args.runs)
    print(f"cold start to first paint (median of {args.runs}): empty Textual app "
          f"{empty * 1000:.0f} ms, Excalibohn table {ours * 1000:.0f} ms, "
          f"ratio {ours / empty:.2f} (target <= 1.5)")
    out = subprocess.run([sys.executable, __file__, "--child", "--samples", str(args.samples)],
                         check=True, capture_output=True, text=True)
    f = json.loads(out.stdout.strip().splitlines()[-1])
    print(f"keypress to next frame at 120x40, 5 players, turn 8 ({f['samples']} samples): "
          f"move the highlight {f['move_ms']:.1f} ms (max {f['move_max_ms']:.1f}), "
          f"choose an action {f['choose_ms']:.1f} ms (max {f['choose_max_ms']:.1f}) "
          "(target <= 50)")
    print(f"peak memory (max RSS) of that process: {f['peak_rss_mb']:.1f} MB (target < 80)")


if __name__ == "__main__":
    main()
