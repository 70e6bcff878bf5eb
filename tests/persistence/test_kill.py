"""Kill a scripted game at random moments and check that no completed action is lost.

The driver (``kill_driver.py``) plays computer players through ``Session``
with autosave.  After every kill the newest save must load, and hold exactly
the actions of the uninterrupted game up to the last completed one.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from excalibohn_tui.persistence import latest_unfinished, load_session, saves_dir
from excalibohn_tui.session import Session

DRIVER = Path(__file__).with_name("kill_driver.py")
sys.path.insert(0, str(DRIVER.parent))
from kill_driver import SEATS  # noqa: E402


def _run_and_signal(args: list[str], delay: float, sig: int, out: Path,
                    after: int = 0) -> tuple[Path, int]:
    """Start the driver, send ``sig`` ``delay`` seconds after its game is dealt and it has
    printed ``after`` action counts (so that a kill lands mid-game however fast the
    machine plays); return the save's path and the last action count it printed."""
    with out.open("w") as f:
        proc = subprocess.Popen([sys.executable, str(DRIVER), *args], stdout=f,
                                stderr=subprocess.PIPE, env=os.environ.copy())
        deadline = time.monotonic() + 60
        while (len(out.read_text().split()) < 1 + after and proc.poll() is None
               and time.monotonic() < deadline):
            time.sleep(0.005)  # wait for the game to be dealt and saved, and played so far
        time.sleep(delay)
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=30)
    lines = out.read_text().split()
    assert lines, f"the driver printed nothing before the signal: {err.decode()[-500:]}"
    assert b"Traceback" not in err, err.decode()
    counts = [int(x) for x in lines[1:]]
    return Path(lines[0]), counts[-1] if counts else 0


def _reference_log(seed: int, length: int) -> list:
    """The first ``length`` actions of the same game played without interruption."""
    session = Session.new(SEATS, seed, autosave=False)
    while len(session.game.log) < length and not session.game.finished:
        session.apply(session.next_bot_action())
    return session.game.log


def test_sigkill_at_random_moments_loses_no_completed_action(tmp_path: Path) -> None:
    rng = random.Random(20261130)
    killed_mid_game = 0
    for i in range(12):
        seed = 500 + i
        # a random moment of the game's first half: after 0 to 250 actions, then within
        # the next few milliseconds (an action and its save take about that long)
        path, printed = _run_and_signal(["new", str(seed)], rng.uniform(0.0, 0.01),
                                        signal.SIGKILL, tmp_path / f"out{i}.txt",
                                        after=rng.randint(0, 250))
        session = load_session(path)  # raises SaveError if the kill broke the file
        n = len(session.game.log)
        # the save of the last printed action is on disk; the next one may be too
        assert printed <= n <= printed + 1
        assert session.game.log == _reference_log(seed, n)
        killed_mid_game += not session.game.finished
        assert latest_unfinished() in (path, None)
        path.unlink()
    assert killed_mid_game >= 10  # the kills really interrupted games


def test_sigkill_again_and_again_while_resuming(tmp_path: Path) -> None:
    """Resume, get killed, resume again: each save extends the one before."""
    rng = random.Random(7)
    # kill after a counted number of actions, not after a time: a fast machine plays a
    # whole game of random players in half a second, and a finished game is not resumed
    path, printed = _run_and_signal(["new", "77"], 0.0, signal.SIGKILL, tmp_path / "first.txt",
                                    after=40)
    log = load_session(path).game.log
    assert printed <= len(log)
    resumed = 0
    while not load_session(path).game.finished and resumed < 5:
        again, printed = _run_and_signal(["resume"], rng.uniform(0.0, 0.01), signal.SIGKILL,
                                         tmp_path / f"again{resumed}.txt",
                                         after=rng.randint(10, 40))
        resumed += 1
        assert again == path  # a resumed autosave goes on in the same file
        session = load_session(path)
        assert session.game.log[:len(log)] == log
        assert len(log) < len(session.game.log)  # the resumed game went on
        assert printed <= len(session.game.log) <= printed + 1
        log = session.game.log
    assert resumed == 5  # five kills, each mid-game
    assert not list(saves_dir().glob("*.json"))[1:]  # one game, one file


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_hangup_and_terminate_keep_the_last_action(sig: int, tmp_path: Path) -> None:
    for i, delay in enumerate((0.3, 0.9)):
        seed = 900 + 10 * int(sig) + i
        path, printed = _run_and_signal(["new", str(seed)], delay, sig, tmp_path / f"o{i}.txt")
        session = load_session(path)
        assert printed <= len(session.game.log) <= printed + 1
        assert session.game.log == _reference_log(seed, len(session.game.log))
