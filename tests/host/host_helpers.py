"""Helpers for the hosting tests: a host in a process of its own (as a person starts it),
and players who connect with the real OpenSSH client, each in a terminal of tmux's.

Only 127.0.0.1 is ever used.  Each test's tmux runs on a socket of its own, and only
its own sessions are ended (never a tmux server of somebody else)."""

from __future__ import annotations

import itertools
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

LOOPBACK = "127.0.0.1"
#: how long a test waits for something to appear on a screen (generous: a loaded machine)
PATIENCE = 30.0

#: tests through the real client: a missing tool fails them (``.ci/run`` installs both),
#: it never skips them
needs_ssh = pytest.mark.usefixtures("ssh_and_tmux")


def check_tools() -> None:
    missing = [tool for tool in ("ssh", "tmux") if shutil.which(tool) is None]
    if missing:
        pytest.fail(f"the hosting tests need {' and '.join(missing)}: on Debian, "
                    "apt-get install openssh-client tmux", pytrace=False)

_counter = itertools.count()


def wait_until(check, what: str, patience: float = PATIENCE):
    """Poll ``check`` until it returns something true; fail naming ``what``."""
    end = time.monotonic() + patience
    while True:
        got = check()
        if got:
            return got
        if time.monotonic() > end:
            raise AssertionError(f"waited {patience:g} s for {what}")
        time.sleep(0.1)


@dataclass
class Line:
    name: str
    user: str


class HostProcess:
    """``excalibohn host --no-table`` in a process of its own, its output read as it comes."""

    def __init__(self, tmp_path: Path, *args: str) -> None:
        self.tmp_path = tmp_path
        self.out_path = tmp_path / f"host-{next(_counter)}.out"
        env = dict(os.environ)
        env["XDG_DATA_HOME"] = str(tmp_path / "data")
        env["XDG_STATE_HOME"] = str(tmp_path / "state")
        if "--port" not in args:  # any free port, never a fixed one
            args = (*args, "--port", "0")
        with self.out_path.open("wb") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "excalibohn_tui.cli", "host", "--no-table",
                 "--bind", LOOPBACK, *args],
                stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT, env=env)
        wait_until(lambda: "The game is saved" in self.output() or self.proc.poll() is not None,
                   "the host to start")
        assert self.proc.poll() is None, self.output()
        self.port = int(re.search(r"port (\d+)", self.output()).group(1))
        self.lines = {m.group(1): m.group(2) for m in re.finditer(
            r"^\s+(\S+)\s+ssh -p \d+ (\S+)@" + re.escape(LOOPBACK), self.output(), re.M)}
        self.save = Path(re.search(r"in (\S+\.json)\.$", self.output(), re.M).group(1))

    def output(self) -> str:
        return self.out_path.read_text(errors="replace")

    def user(self, name: str) -> str:
        return self.lines[name]

    def game(self):
        """The game as the host last saved it (it saves after every action)."""
        from excalibohn_tui.persistence import load_session

        return load_session(self.save, autosave=False).game

    def stop(self, sig: int = signal.SIGTERM) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        return self.proc.wait(timeout=PATIENCE)


def ssh_command(port: int, user: str, tmp_path: Path, *extra: str,
                command: str | None = None) -> list[str]:
    """The OpenSSH client as a player runs it, minus anything of this machine's user: no
    config file, no keys, no agent; the host key is remembered in the test's own file.
    ``command``: a command to ask the host to run (it is refused)."""
    return ["ssh", "-F", "/dev/null", "-p", str(port),
            "-o", f"UserKnownHostsFile={tmp_path / 'known_hosts'}",
            "-o", "StrictHostKeyChecking=accept-new", "-o", "BatchMode=yes",
            "-o", "PubkeyAuthentication=no", "-o", "IdentityAgent=none",
            "-o", "ConnectTimeout=20", *extra, f"{user}@{LOOPBACK}",
            *([command] if command else [])]


class Tmux:
    """A tmux server of this test's own (its own socket); ``close`` ends its sessions."""

    def __init__(self) -> None:
        self.socket = f"h16test-{os.getpid()}-{next(_counter)}"
        self.sessions: list[str] = []

    def run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True,
                              text=True, check=check)

    def screen(self, command: list[str], size=(100, 30)) -> Screen:
        name = f"s{len(self.sessions)}"
        shell = " ".join(_quote(c) for c in command)
        # after ssh ends, its status stays on the screen for the test to read
        self.run("new-session", "-d", "-s", name, "-x", str(size[0]), "-y", str(size[1]),
                 f"{shell}; echo SSH-EXIT-$?; sleep 600")
        self.sessions.append(name)
        return Screen(self, name)

    def close(self) -> None:
        for name in self.sessions:
            self.run("kill-session", "-t", name, check=False)
        self.sessions.clear()


def _quote(text: str) -> str:
    import shlex

    return shlex.quote(text)


class Screen:
    """One terminal of the test's tmux."""

    def __init__(self, tmux: Tmux, name: str) -> None:
        self.tmux = tmux
        self.name = name

    def text(self) -> str:
        return self.tmux.run("capture-pane", "-p", "-t", self.name).stdout

    def press(self, *keys: str) -> None:
        for key in keys:
            self.tmux.run("send-keys", "-t", self.name, key)
            time.sleep(0.05)

    def wait_for(self, text: str, patience: float = PATIENCE) -> str:
        try:
            return wait_until(lambda: t if text in (t := self.text()) else None,
                              f"{text!r} on {self.name}'s screen", patience)
        except AssertionError as e:
            raise AssertionError(f"{e}; the screen shows:\n{self.text()}") from None

    def resize(self, width: int, height: int) -> None:
        self.tmux.run("resize-window", "-t", self.name, "-x", str(width), "-y", str(height))

    def end(self) -> None:
        """The player's terminal is gone (the ssh client is killed, as with a lost laptop)."""
        self.tmux.run("kill-session", "-t", self.name, check=False)
        self.tmux.sessions.remove(self.name)


def exit_status(screen: Screen) -> int | None:
    m = re.search(r"SSH-EXIT-(\d+)", screen.text())
    return int(m.group(1)) if m else None


#: the numbers each seat's table gave in a decision that keeps them (phase 1b), as
#: ``TableScreen`` keeps them, by (the game's seed and seats, the seat, turn, decision)
_KEPT: dict[tuple, dict] = {}


def play_seat(game, seat: int) -> list[str]:
    """The keys that make ``seat`` take its first choice that needs no dialog (its
    number), found from the seat's view and legal actions, as the table lists them (in
    phase 1b with the numbers kept from the seat's move before, ``kept_numbers``)."""
    from excalibohn_tui.choices import KEEPS_NUMBERS, choices, kept_numbers
    from excalibohn_tui.screens.table import DELIBERATE, FOLLOWED, GLANCE

    view = game.view(seat)
    options = choices(view, game.legal_actions(seat), game.why_not, game.moves(seat))
    # the numbers shown: entries that may be chosen, and those that keep theirs dimmed
    numbered = [c for c in options if not c.disabled or c.keeps_number]
    numbers = list(range(1, len(numbered) + 1))
    if view.decision is not None and view.decision.kind in KEEPS_NUMBERS:
        key = (game.state.seed, tuple(s.name for s in game.state.seats), seat, view.turn,
               view.decision.kind)
        options, given_numbers, _gone, given = kept_numbers(_KEPT.get(key, {}), options)
        _KEPT[key] = given  # (each decision's own: phase 1b's outlive a flow within it)
        numbered = [c for c in options if not c.disabled or c.keeps_number]
        numbers = [n for n in given_numbers if n is not None]
    for number, c in zip(numbers, numbered, strict=True):
        if number > 9:
            break
        if c.kind == "apply" and not c.disabled:
            # a person reads the list before choosing: the table takes no choice typed
            # as it came by another's move, nor a harvest or a spell typed within a
            # second of the last choice
            deliberate = any(isinstance(a, DELIBERATE) for a in c.actions)
            time.sleep(FOLLOWED if deliberate else GLANCE)
            return [str(number)]
    raise AssertionError(f"no simple choice for seat {seat}: {[c.label for c in options]}")


def terminate(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
