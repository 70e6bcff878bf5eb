"""Cold start to first paint, measured fairly on a busy machine: prints figures, asserts nothing.

    python benchmarks/cold_start.py [--runs N] [--against CHECKOUT] [--instructions]

The programs of ``benchmarks/tui.py`` (an empty Textual app, plain ``excalibohn``'s start
screen at its first frame and settled, its saved games listed, ``excalibohn play``'s table
of a new 5-player game) are started one after
the other in turn, ``runs`` times, so that a change in the machine's load touches all of
them alike (``tui.py`` runs each program's starts in one block).  Each program ends its
process the moment its first frame is painted, so that its CPU time is the CPU time to
the first frame.  The project's modules are compiled to bytecode first, as an installed
package's are (``tui.compile_project``).  Printed: the median wall time and the median CPU time (user + system)
of each, and their ratios to the empty app's (the target: 1.5 at most).

``--against CHECKOUT`` measures the start screen and the table of another checkout of the
project as well (e.g. ``git worktree add /tmp/before <commit>``), in the same rotation.
``--instructions`` also counts the instructions each program executes up to its first
frame under Valgrind (``valgrind --tool=cachegrind``, once each, slow): a figure that does
not depend on the load at all.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT)]

import tui  # noqa: E402  (the programs measured: benchmarks/tui.py)

# As tui.FIRST_PAINT, but the process ends at the first frame (no shutdown in the figures).
FIRST_PAINT = """
import os, time
def first_paint(app_class):
    class FirstPaint(app_class):
        def _display(self, screen, renderable):
            super()._display(screen, renderable)
            if renderable is not None:
                print("PAINT", time.time(), flush=True)
                os._exit(0)
    return FirstPaint
"""


def program(template: str, root: Path) -> str:
    """One of tui.py's programs, with the first-paint wrapper above (or, for the settled
    start screen, its own wrapper made to end the process the same way)."""
    if template.startswith(tui.SETTLED):
        wrapper = tui.SETTLED.replace("self.exit()", "os._exit(0)").replace(
            "import time", "import os, time", 1)
        return wrapper + template[len(tui.SETTLED):].format(root=str(root))
    assert template.startswith(tui.FIRST_PAINT)
    return FIRST_PAINT + template[len(tui.FIRST_PAINT):].format(root=str(root))


def start_once(code: str) -> tuple[float, float]:
    """Wall seconds to the first frame, CPU seconds of the process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.time()
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, cwd=tempfile.gettempdir()).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    painted = next(float(line.split()[1]) for line in out.splitlines()
                   if line.startswith("PAINT "))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return painted - t, cpu


def instructions(code: str) -> int:
    out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                          "--cachegrind-out-file=/dev/null", sys.executable, "-c", code],
                         capture_output=True, text=True, cwd=tempfile.gettempdir()).stderr
    found = re.search(r"I\s+refs:\s+([\d,]+)", out)
    if found is None:
        raise RuntimeError(f"valgrind gave no count:\n{out[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--against", type=Path, help="another checkout to measure alike")
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions to the first frame (needs valgrind)")
    args = parser.parse_args()
    # saves go to a folder of our own, which holds one unfinished game (as in tui.py)
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="excalibohn-bench-")
    from excalibohn_tui.session import Session, parse_seats

    Session.new(parse_seats("Ann,Ben,bot:random"), 3)
    programs = {"empty Textual app": FIRST_PAINT + tui.EMPTY_APP[len(tui.FIRST_PAINT):]}
    for label, root in (("", ROOT), (" (against)", args.against)):
        if root is not None:
            programs["`excalibohn` start screen" + label] = program(tui.START_SCREEN, root)
            programs["`excalibohn` start screen settled" + label] = program(
                tui.START_SETTLED, root)
            programs["`excalibohn play` table" + label] = program(tui.TABLE, root)
    for root in (ROOT, args.against):
        if root is not None:
            tui.compile_project(root)  # as installed (see tui.compile_project)
    walls: dict[str, list[float]] = {name: [] for name in programs}
    cpus: dict[str, list[float]] = {name: [] for name in programs}
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for _ in range(args.runs):
        for name, code in programs.items():
            wall, cpu = start_once(code)
            walls[name].append(wall)
            cpus[name].append(cpu)
    empty_wall = statistics.median(walls["empty Textual app"])
    empty_cpu = statistics.median(cpus["empty Textual app"])
    print(f"cold start to first paint, medians of {args.runs} alternating runs "
          "(ratio to the empty app's first frame; targets: the first frame <= 1.2, the "
          "start screen settled <= 1.5):")
    for name in programs:
        wall, cpu = statistics.median(walls[name]), statistics.median(cpus[name])
        print(f"  {name}: wall {wall * 1000:.0f} ms ({wall / empty_wall:.2f}), "
              f"CPU {cpu * 1000:.0f} ms ({cpu / empty_cpu:.2f})")
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    if args.instructions:
        if shutil.which("valgrind") is None:
            print("no valgrind: instructions not counted")
            return
        counts = {name: instructions(code) for name, code in programs.items()}
        empty = counts["empty Textual app"]
        print("instructions to the first frame (valgrind, ratio to the empty app):")
        for name, n in counts.items():
            print(f"  {name}: {n / 1e6:.0f} M ({n / empty:.2f})")


if __name__ == "__main__":
    main()
