"""Kill the real app (in a pseudo-terminal) while computer players play, and resume.

The headless driver in ``test_kill.py`` tests ``Session`` many times; this
checks, a few times, that the app itself saves every action it applies, and
that asked to stop (SIGTERM, SIGHUP) it leaves the terminal as it found it, and that it
ends when its terminal goes away.
"""

from __future__ import annotations

import fcntl
import os
import pty
import random
import select
import shlex
import shutil
import signal
import struct
import subprocess
import sys
import termios
import threading
import time
from pathlib import Path

import pytest

from excalibohn_tui.persistence import load_session, saves_dir
from excalibohn_tui.session import Session, parse_seats

SEATS = "bot:random,bot:random,bot:random"


def _drain(fd: int) -> None:
    """Read the app's screen output so that it never blocks on a full terminal."""
    while True:
        try:
            if not os.read(fd, 65536):
                return
        except OSError:
            return


def _run_app_and_kill(seed: int, delay: float) -> None:
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    env = dict(os.environ, TERM="xterm-256color")
    code = "from excalibohn_tui.cli import main; raise SystemExit(main())"
    proc = subprocess.Popen(
        [sys.executable, "-c", code, "play", "--seats", SEATS, "--seed", str(seed),
         "--bot-delay", "0.005"],  # slow enough never to finish in time
        stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
    os.close(slave)
    reader = threading.Thread(target=_drain, args=(master,), daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 60
        while not list(saves_dir().glob("*.json")) and time.monotonic() < deadline:
            time.sleep(0.05)  # the deal is saved before the table opens
        assert proc.poll() is None, "the app stopped by itself"
        end = time.monotonic() + delay
        while time.monotonic() < end:  # Enter past any greeting, then let the bots play
            os.write(master, b"\r")
            time.sleep(0.25)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        os.close(master)
        reader.join(timeout=5)


@pytest.mark.parametrize("seed", [61, 62, 63])
def test_the_app_killed_mid_game_resumes_where_it_was(seed: int) -> None:
    _run_app_and_kill(seed, random.Random(seed).uniform(2.0, 3.5))
    [path] = saves_dir().glob("*.json")
    session = load_session(path)  # the kill broke nothing
    n = len(session.game.log)
    reference = Session.new(parse_seats(SEATS), seed, autosave=False)
    while len(reference.game.log) < n:
        reference.apply(reference.next_bot_action())
    assert session.game.log == reference.game.log  # nothing lost, nothing made up
    assert n > 0 and not session.game.finished, n


def _collect(fd: int, into: bytearray) -> None:
    """Read the app's screen output into ``into`` until the terminal closes."""
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return
        if not chunk:
            return
        into.extend(chunk)


#: what puts a terminal back: out of the alternate screen, mouse reports off
LEAVE_ALT_SCREEN = b"\x1b[?1049l"
MOUSE_OFF = b"\x1b[?1000l"


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_asked_to_stop_the_app_restores_the_terminal_and_keeps_the_game(sig: int) -> None:
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    env = dict(os.environ, TERM="xterm-256color")
    code = "from excalibohn_tui.cli import main; raise SystemExit(main())"
    proc = subprocess.Popen(
        [sys.executable, "-c", code, "play", "--seats", SEATS, "--seed", "64",
         "--bot-delay", "0.005"],
        stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
    os.close(slave)
    out = bytearray()
    reader = threading.Thread(target=_collect, args=(master, out), daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 60
        while not list(saves_dir().glob("*.json")) and time.monotonic() < deadline:
            time.sleep(0.05)
        for _ in range(6):  # Enter past the greeting; the computer players play
            os.write(master, b"\r")
            time.sleep(0.25)
        assert proc.poll() is None, "the app stopped by itself"
        assert out.count(b"\x1b[?1049h") == 1 and LEAVE_ALT_SCREEN not in out
        proc.send_signal(sig)
        status = proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=30)
        reader.join(timeout=5)
        os.close(master)
    assert status == 128 + sig  # the shell's way of saying which signal stopped it
    tail = bytes(out[out.rindex(b"\x1b[?1049h"):])
    assert LEAVE_ALT_SCREEN in tail and MOUSE_OFF in tail, tail[-300:]
    assert b"Traceback" not in out
    [path] = saves_dir().glob("*.json")
    session = load_session(path)  # saved and whole
    assert len(session.game.log) > 0 and not session.game.finished


def _gone(pid: int) -> bool:
    """The process has ended (a zombie nobody reaps counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def _same_game_as_replayed(seed: int) -> None:
    """The save loads, and holds the moves the game's seed makes, nothing else."""
    [path] = saves_dir().glob("*.json")
    session = load_session(path)
    n = len(session.game.log)
    reference = Session.new(parse_seats(SEATS), seed, autosave=False)
    while len(reference.game.log) < n:
        reference.apply(reference.next_bot_action())
    assert session.game.log == reference.game.log and n > 0


def _private_folders() -> list[str]:
    """The test's own data, state (crash log), config and cache folders (``conftest``),
    for a command run by tmux, whose server need not have the test's environment."""
    return [f"{name}={os.environ[name]}" for name in
            ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME")]


def _state(pid: int) -> str:
    """The process's state letter (``T``: stopped)."""
    with open(f"/proc/{pid}/stat") as f:
        return f.read().rsplit(")", 1)[1].split()[0]


class Tmux:
    """An app alone in a tmux session of its own (its own server), 100 by 30; with
    ``shell``, started from an interactive shell there (a job it can stop and resume)."""

    def __init__(self, name: str, *args: str, shell: bool = False,
                 launcher: tuple[str, ...] = ()) -> None:
        if shutil.which("tmux") is None:
            pytest.fail("this test needs tmux (on Debian: apt-get install tmux)",
                        pytrace=False)
        self.socket = f"excalibohn-hangup-{os.getpid()}-{name}"
        code = "from excalibohn_tui.cli import main; raise SystemExit(main())"
        command = shlex.join(["env", *_private_folders(), "TERM=xterm-256color",
                              sys.executable, "-c", code, *args])
        if not shell:
            self("new-session", "-d", "-s", "app", "-x", "100", "-y", "30", "exec " + command)
            self.pid = int(self("display-message", "-p", "-t", "app", "#{pane_pid}"))
            return
        self("new-session", "-d", "-s", "app", "-x", "100", "-y", "30",
             "exec bash --norc --noprofile -i")
        shell_pid = int(self("display-message", "-p", "-t", "app", "#{pane_pid}"))
        if launcher:  # a program between the shell and the app, in the app's job (sh
            # stays, not exec'ing the app, for the command after it)
            command = shlex.join([*launcher, command + "; true"])
        self("send-keys", "-t", "app", "exec 2>&1; " + command, "Enter")
        deadline = time.monotonic() + 30
        pid = shell_pid
        for _ in range(1 + bool(launcher)):  # the app: the shell's child (or grandchild)
            while True:
                children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
                if children:
                    pid = int(children[0])
                    break
                assert time.monotonic() < deadline, "the app did not start"
                time.sleep(0.05)
        self.pid = pid

    def __call__(self, *args: str) -> str:
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True,
                              text=True, check=True).stdout

    def wait_for(self, text: str) -> None:
        deadline = time.monotonic() + 60
        while text not in self("capture-pane", "-p", "-t", "app"):
            assert not _gone(self.pid), "the app stopped by itself"
            assert time.monotonic() < deadline, f"{text!r} never showed"
            time.sleep(0.05)

    def hang_up(self) -> None:
        """Kill the session, as when an SSH connection drops: the pty hangs up, the app
        gets SIGHUP and SIGCONT, and it must end within seconds.  It once hung for ever
        in Textual's shutdown (see ``excalibohn_tui.hangup``)."""
        self("kill-server")  # the session, its window and its pty are gone
        end = time.monotonic() + 6  # the app's watchdog gives an orderly stop 2 s
        while not _gone(self.pid) and time.monotonic() < end:
            time.sleep(0.05)
        assert _gone(self.pid), "the app outlived its terminal"

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        if not _gone(self.pid):
            os.kill(self.pid, signal.SIGKILL)


@pytest.mark.parametrize("seed", [65, 66])
def test_the_app_ends_when_its_terminal_goes_away(seed: int) -> None:
    """The tmux session the app runs in is killed while computer players play."""
    tmux = Tmux(str(seed), "play", "--seats", SEATS, "--seed", str(seed),
                "--bot-delay", "0.005")
    try:
        deadline = time.monotonic() + 60
        while not list(saves_dir().glob("*.json")) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _gone(tmux.pid), "the app stopped by itself"
        tmux("send-keys", "-t", "app", "Enter")  # past the greeting: the bots play
        time.sleep(random.Random(seed).uniform(0.3, 0.8))
        tmux.hang_up()
    finally:
        tmux.close()
    _same_game_as_replayed(seed)


def _finished_game(folder) -> str:
    """The file of a finished game, for ``excalibohn replay``."""
    session = Session.new(parse_seats(SEATS), 68, autosave=False)
    while not session.game.finished:
        session.apply(session.next_bot_action())
    return str(session.save_as(folder / "finished.json"))


def test_the_replay_ends_when_its_terminal_goes_away(tmp_path) -> None:
    """``excalibohn replay`` is an app of its own, and ends so too."""
    tmux = Tmux("replay", "replay", _finished_game(tmp_path))
    try:
        tmux.wait_for("The deal")
        tmux.hang_up()
    finally:
        tmux.close()


def _close_the_pty_under(args: list[str], ready) -> int:
    """Run the app with ``args`` in a pty that is not its controlling terminal, close the
    pty once ``ready()`` (its screen output so far) says so, and return its status."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    env = dict(os.environ, TERM="xterm-256color")
    code = "from excalibohn_tui.cli import main; raise SystemExit(main())"
    proc = subprocess.Popen([sys.executable, "-c", code, *args],
                            stdin=slave, stdout=slave, stderr=slave, env=env,
                            start_new_session=True)
    os.close(slave)
    done = threading.Event()
    out = bytearray()

    def drain() -> None:  # never blocked in read: a blocked read would keep the pty open
        while not done.is_set():
            if select.select([master], [], [], 0.05)[0]:
                try:
                    out.extend(os.read(master, 65536))
                except OSError:
                    return

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 60
        while not ready(bytes(out)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert proc.poll() is None, "the app stopped by itself"
        os.write(master, b"\r")
        time.sleep(0.3)
    finally:
        done.set()
        reader.join(timeout=5)
        os.close(master)  # the pty is gone
    try:
        return proc.wait(timeout=6)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=30)
        pytest.fail("the app outlived its terminal")


def test_the_app_ends_when_its_pty_closes_without_a_signal() -> None:
    """A pty that is not the app's controlling terminal sends no SIGHUP when it closes:
    the app must notice by itself (once it waited for ever, or drew into nothing)."""
    status = _close_the_pty_under(
        ["play", "--seats", SEATS, "--seed", "67", "--bot-delay", "0.005"],
        lambda _out: bool(list(saves_dir().glob("*.json"))))
    assert status == 128 + signal.SIGHUP  # as for a hangup
    _same_game_as_replayed(67)


def test_the_replay_ends_when_its_pty_closes_without_a_signal(tmp_path) -> None:
    status = _close_the_pty_under(["replay", str(_finished_game(tmp_path))],
                                  lambda out: b"The deal" in out)
    assert status in (0, 128 + signal.SIGHUP)  # (the command says 0 after a replay)


def test_ctrl_z_puts_the_game_in_the_background_and_fg_brings_it_back() -> None:
    tmux = Tmux("suspend", "play", "--seats", "Ann,Ben,bot:random", "--seed", "3",
                shell=True)
    try:
        tmux.wait_for("A new game")  # the greeting
        tmux("send-keys", "-t", "app", "C-z")
        tmux.wait_for("Stopped")  # the shell's word for its stopped job
        assert _state(tmux.pid) == "T"
        tmux("send-keys", "-t", "app", "fg", "Enter")
        tmux.wait_for("A new game")  # drawn again
        tmux("send-keys", "-t", "app", "Enter")  # and it takes keys: the greeting goes
        tmux.wait_for("please take the keyboard")
    finally:
        tmux.close()


@pytest.mark.parametrize("how", ["tmux", "launched"])
def test_ctrl_z_without_a_shell_to_come_back_to_leaves_the_game_running(how) -> None:
    """Run by tmux itself, or by a launcher in the shell's job (``sh -c`` here, as ``uv
    run``): stopped, the app could not be brought back (the shell would not even see
    its job stop), so it says so and plays on."""
    args = ("play", "--seats", "Ann,Ben,bot:random", "--seed", "3")
    tmux = (Tmux("no-shell", *args) if how == "tmux"
            else Tmux("launched", *args, shell=True, launcher=("sh", "-c")))
    try:
        tmux.wait_for("A new game")
        tmux("send-keys", "-t", "app", "C-z")
        tmux.wait_for("no shell here")
        assert _state(tmux.pid) != "T"
        tmux("send-keys", "-t", "app", "Enter")
        tmux.wait_for("please take the keyboard")
    finally:
        tmux.close()
