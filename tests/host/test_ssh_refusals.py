"""Only the game is served: a wrong join line, a command, a session without a terminal,
SFTP and port forwarding either way are refused, each logged on the host,
and the game goes on for the players connected."""

from __future__ import annotations

import os
import socket
import subprocess
import time

from host_helpers import LOOPBACK, PATIENCE, needs_ssh, ssh_command, wait_until

pytestmark = needs_ssh

SEATS = ["--seats", "Ann,Ben,bot:random", "--seed", "2", "--bot-delay", "0"]


def run_ssh(host, user, tmp_path, *extra, input_=None, env=None, command=None):
    return subprocess.run(ssh_command(host.port, user, tmp_path, *extra, command=command),
                          input=input_,
                          capture_output=True, text=True, timeout=PATIENCE, env=env)


def test_a_wrong_join_line_is_refused_with_a_message_and_slowed_down(start_host, tmp_path):
    host = start_host(*SEATS)
    real = host.user("Ann")
    wrong = real[:-1] + ("x" if real[-1] != "x" else "y")
    started = time.monotonic()
    first = run_ssh(host, wrong, tmp_path, "-T")
    second = run_ssh(host, wrong, tmp_path, "-T")
    spent = time.monotonic() - started
    for result in (first, second):
        assert result.returncode == 255
        assert "not one of this game's" in result.stderr
        assert "Permission denied" in result.stderr
    assert spent >= 1.5  # 0.5 s, then 1 s: each failure doubles the wait
    wait_until(lambda: host.output().count("Refused the user name") == 2, "two log lines")
    assert repr(wrong) in host.output()
    # an old game's line (another secret for the same name) is just as wrong
    old = run_ssh(host, "ann-2222-3333", tmp_path, "-T")
    assert old.returncode == 255 and "not one of this game's" in old.stderr


def test_a_wrong_join_line_ends_the_connection_without_asking_for_a_password(start_host,
                                                                          tmp_path):
    """A client allowed to ask (no BatchMode) was left to try a password after the banner,
    again and again, where none exists (play-test): the connection ends instead, with the
    reason, and the client never asks."""
    host = start_host(*SEATS)
    asked = tmp_path / "asked"
    askpass = tmp_path / "askpass"
    askpass.write_text(f"#!/bin/sh\necho asked >> {asked}\necho nothing\n")
    askpass.chmod(0o755)
    command = ["BatchMode=no" if c == "BatchMode=yes" else c
               for c in ssh_command(host.port, "nobody-1234-5678", tmp_path, "-T",
                                    "-o", "NumberOfPasswordPrompts=2")]
    env = {**os.environ, "SSH_ASKPASS": str(askpass), "SSH_ASKPASS_REQUIRE": "force",
           "DISPLAY": ":0"}
    result = subprocess.run(command, capture_output=True, text=True, timeout=PATIENCE,
                            env=env, stdin=subprocess.DEVNULL)
    assert result.returncode == 255
    assert "not one of this game's" in result.stderr
    assert "disconnect" in result.stderr.lower(), result.stderr
    assert not asked.exists(), "the client asked for a password"


def test_commands_subsystems_and_sessions_without_a_terminal_are_refused(start_host,
                                                                        tmp_path):
    host = start_host(*SEATS)
    user = host.user("Ann")
    command = run_ssh(host, user, tmp_path, "-T", command="cat /etc/passwd")
    assert command.returncode != 0 and "root:" not in command.stdout
    assert "exec request failed" in command.stderr
    sftp = run_ssh(host, user, tmp_path, "-s", command="sftp")
    assert sftp.returncode != 0 and "subsystem request failed" in sftp.stderr
    plain = run_ssh(host, user, tmp_path, "-T", input_="")
    assert plain.returncode == 1 and "needs a terminal" in plain.stdout
    log = wait_until(lambda: o if "Refused the subsystem" in (o := host.output()) else None,
                     "the refusals in the host's log")
    assert "Refused a command" in log
    assert "Traceback" not in log


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


def test_port_forwarding_is_refused(start_host, tmp_path):
    host = start_host(*SEATS)
    user = host.user("Ann")
    remote = run_ssh(host, user, tmp_path, "-N", "-o", "ExitOnForwardFailure=yes", "-R",
                     f"{LOOPBACK}:{_free_port()}:{LOOPBACK}:{host.port}")
    assert remote.returncode == 255 and "remote port forwarding failed" in remote.stderr
    # a local forward is opened by the client; the host refuses each connection through it
    local_port = _free_port()
    forward = subprocess.Popen(
        ssh_command(host.port, user, tmp_path, "-N", "-L",
                    f"{LOOPBACK}:{local_port}:{LOOPBACK}:{host.port}"),
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        def through() -> bytes | None:
            try:
                with socket.create_connection((LOOPBACK, local_port), timeout=5) as s:
                    s.settimeout(5)
                    return s.recv(100) or b"closed"
            except OSError:
                return None

        assert wait_until(through, "the local forward to answer") == b"closed"
    finally:
        forward.terminate()
        _, err = forward.communicate(timeout=PATIENCE)
    assert "open failed" in err
    log = wait_until(lambda: o if "Refused a remote port forward" in (o := host.output())
                     else None, "the refusals in the host's log")
    assert "Refused a port forward" in log


def test_the_host_key_is_kept_so_returning_players_are_not_warned(start_host, tmp_path):
    import os
    import re

    first = start_host(*SEATS)
    port = str(first.port)
    met = run_ssh(first, "nobody-0000-0000", tmp_path, "-T")  # remembers the host's key
    assert "not one of this game's" in met.stderr
    first.stop()
    second = start_host(*SEATS, "--port", port)
    strict = ssh_command(second.port, "nobody-0000-0000", tmp_path, "-T")
    strict[strict.index("StrictHostKeyChecking=accept-new")] = "StrictHostKeyChecking=yes"
    again = subprocess.run(strict, capture_output=True, text=True, timeout=PATIENCE)
    assert "not one of this game's" in again.stderr, again.stderr  # the key was known
    assert "CHANGED" not in again.stderr and "verification failed" not in again.stderr

    def fingerprint(host) -> str:
        return re.search(r"Host key: (\S+)", host.output()).group(1)

    assert fingerprint(first) == fingerprint(second)
    key = tmp_path / "data" / "excalibohn" / "host" / "ssh_host_ed25519_key"
    assert key.exists() and os.stat(key).st_mode & 0o077 == 0  # the user's alone
