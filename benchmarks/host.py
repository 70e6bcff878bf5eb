"""Live updates of a hosted game: from a player's key to the other players' next frames,
through the real OpenSSH client on 127.0.0.1.  Prints figures, asserts nothing.

    python benchmarks/host.py [--players 4] [--samples 20] [--size 100x30] [--watchers 1]

The host (the hub, the SSH server and one Textual app per connection) runs in this
process, as ``excalibohn host`` runs it; each player and onlooker is an ``ssh`` process in
a pseudo-terminal of its own, read by this process.  Each sample: the awaited player's
first choice that needs no dialog is typed into their terminal; measured from that key to

- its bytes reaching the host (through the ssh client and the loopback connection);
- the action applied by the host (the game's log grows; it is saved first);
- the first bytes of the new frame at every other terminal (the slowest of them);
- the end of that frame at every other terminal (its last bytes, followed by at least
  80 ms of quiet), the slowest of them: the figure the issue asks to be under 100 ms.

Between samples every terminal is left quiet.  The saves go to a temporary folder.
"""

from __future__ import annotations

import argparse
import asyncio
import fcntl
import os
import resource
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

QUIET = 0.08  # seconds without a byte that end a frame


class Far:
    """One ssh client in a pty of its own; its output is read and time-stamped by a thread
    of its own (the host's event loop in this process would delay the stamps)."""

    def __init__(self, name: str, port: int, user: str, size: tuple[int, int],
                 known_hosts: Path) -> None:
        self.name = name
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        self.proc = subprocess.Popen(
            ["ssh", "-F", "/dev/null", "-tt", "-p", str(port), "-o", "BatchMode=yes",
             "-o", f"UserKnownHostsFile={known_hosts}", "-o", "StrictHostKeyChecking=no",
             "-o", "LogLevel=ERROR", "-o", "PubkeyAuthentication=no",
             "-o", "IdentityAgent=none", f"{user}@127.0.0.1"],
            stdin=slave, stdout=slave, stderr=slave, start_new_session=True,
            env=dict(os.environ, TERM="xterm-256color"))
        os.close(slave)
        self.reads: list[tuple[float, int]] = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            self.reads.append((time.perf_counter(), len(data)))

    def type(self, keys: bytes) -> None:
        os.write(self.master, keys)

    def last_read(self) -> float:
        return self.reads[-1][0] if self.reads else 0.0

    def since(self, t: float) -> list[float]:
        return [r for r, _ in self.reads[-400:] if r > t]

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        os.close(self.master)


async def quiet(fars: list[Far], span: float = QUIET * 2, patience: float = 10) -> None:
    end = time.perf_counter() + patience
    while time.perf_counter() < end:
        now = time.perf_counter()
        if all(now - f.last_read() >= span for f in fars):
            return
        await asyncio.sleep(0.01)


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


async def run(players: int, samples: int, size: tuple[int, int], watchers: int,
              seed: int) -> None:
    from excalibohn_tui.choices import choices
    from excalibohn_tui.host.files import host_key
    from excalibohn_tui.host.hub import Hub
    from excalibohn_tui.host.seats import Doors
    from excalibohn_tui.host.server import Host
    from excalibohn_tui.host.terminal import Terminal
    from excalibohn_tui.session import Session, parse_seats

    arrived: list[float] = []
    typed = Terminal.typed

    def timed(self, data: bytes) -> None:  # when each key reaches the host
        arrived.append(time.perf_counter())
        typed(self, data)

    Terminal.typed = timed  # type: ignore[method-assign]
    names = ["Ann", "Ben", "Cat", "Dan", "Eve"][:players]
    session = Session.new(parse_seats(",".join(names)), seed)
    doors = Doors.new(names, list(range(players)))
    hub = Hub(session, doors, bot_delay=0)
    host = Host(hub, host_key())
    port = await host.listen("127.0.0.1", 0)
    known = Path(tempfile.mkdtemp()) / "known_hosts"
    fars = [Far(n, port, doors.by_seat[p], size, known) for p, n in enumerate(names)]
    fars += [Far(f"watch{k}", port, "watch", size, known) for k in range(watchers)]
    try:
        end = time.perf_counter() + 60
        while len(hub.apps) < len(fars) and time.perf_counter() < end:
            await asyncio.sleep(0.05)
        await asyncio.sleep(1.0)
        await quiet(fars)
        for f in fars:
            f.type(b"\x1b")  # the new game's greeting
        await asyncio.sleep(0.3)
        await quiet(fars)
        to_host, to_apply, first, last, cpu = [], [], [], [], []
        skipped = moved = 0
        tried: dict[int, set[int]] = {}  # keys that opened a dialog, per position
        for _ in range(samples * 20):
            if len(last) >= samples or session.game.finished:
                break
            game = session.game
            mover = game.awaiting()[0].player
            options = choices(game.view(mover), game.legal_actions(mover))
            bad = tried.setdefault(len(game.log), set())
            keys = [k for k, c in enumerate(options[:9])
                    if c.kind == "apply" and not c.disabled and k not in bad]
            if not keys:  # only dialogs here: move on without a key (not a sample)
                moved += 1
                session.apply(game.legal_actions(mover)[0])
                await asyncio.sleep(0.3)
                await quiet(fars)
                continue
            before = len(game.log)
            others = [f for k, f in enumerate(fars) if k != mover]
            c0 = time.process_time()
            t0 = time.perf_counter()
            fars[mover].type(str(keys[0] + 1).encode())
            while len(session.game.log) == before and time.perf_counter() - t0 < 3:
                await asyncio.sleep(0.0005)
            if len(session.game.log) == before:  # a dialog took the key: close it, go on
                skipped += 1
                bad.add(keys[0])
                fars[mover].type(b"\x1b")
                await asyncio.sleep(0.3)
                await quiet(fars)
                continue
            applied = hub.changed_at
            end = time.perf_counter() + 5
            while (not all(f.since(applied) for f in others)
                   and time.perf_counter() < end):
                await asyncio.sleep(0.002)
            await quiet(fars, QUIET)
            c1 = time.process_time()
            firsts = [f.since(applied)[0] - t0 for f in others if f.since(applied)]
            lasts = [f.since(applied)[-1] - t0 for f in others if f.since(applied)]
            if len(lasts) < len(others):
                skipped += 1
                continue
            reached = [t for t in arrived if t >= t0]
            to_host.append((reached[0] if reached else applied) - t0)
            to_apply.append(applied - t0)
            first.append(max(firsts))
            last.append(max(lasts))
            cpu.append(c1 - c0)
            await quiet(fars)
        ms = 1000
        sys.stdout = sys.__stdout__  # (each app redirects it while it runs)
        print(f"{players} players over ssh, {watchers} onlooker(s), {size[0]}x{size[1]}, "
              f"{len(last)} actions ({skipped} skipped, {moved} moves made without a key), "
              f"load average "
              f"{os.getloadavg()[0]:.2f}")
        print("milliseconds from the key:     median     p90     max")
        for label, values in (("key reaches the host", to_host),
                              ("action applied (saved)", to_apply),
                              ("first bytes, slowest other", first),
                              ("frame done, slowest other", last)):
            if values:
                print(f"  {label:<28}{statistics.median(values) * ms:7.1f} "
                      f"{pct(values, 0.9) * ms:7.1f} {max(values) * ms:7.1f}")
        if cpu:
            print(f"  host CPU per action (all apps) {statistics.median(cpu) * ms:6.1f} ms "
                  "(median; includes the 80 ms of quiet, when it idles)")
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"peak memory of the host process: {rss:.1f} MB")
    finally:
        hub.stop("The benchmark is over.")
        await asyncio.sleep(0.3)
        for f in fars:
            f.close()
        await host.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--watchers", type=int, default=1)
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--size", default="100x30")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    w, h = (int(x) for x in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XDG_DATA_HOME"] = tmp  # the saves and the host key of this run only
        os.environ["XDG_STATE_HOME"] = tmp
        asyncio.run(run(args.players, args.samples, (w, h), args.watchers, args.seed))


if __name__ == "__main__":
    main()
