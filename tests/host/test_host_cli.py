"""``excalibohn host`` on the command line: what it says when it cannot host (one
paragraph, no traceback), and that it listens on this computer only unless told."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

from host_helpers import LOOPBACK, needs_ssh

from excalibohn_tui.cli import build_parser


def host(tmp_path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"))
    return subprocess.run([sys.executable, "-m", "excalibohn_tui.cli", "host", *args],
                          capture_output=True, text=True, timeout=60, env=env,
                          stdin=subprocess.DEVNULL)


def test_it_listens_on_this_computer_only_unless_told():
    args = build_parser().parse_args(["host"])
    assert args.bind is None and args.port is None  # run.DEFAULT_BIND, DEFAULT_PORT
    from excalibohn_tui.host.run import DEFAULT_BIND

    assert DEFAULT_BIND == LOOPBACK


def test_what_it_cannot_do_is_said_plainly(tmp_path):
    cases = {
        ("--seats", "Ann"): "needs 3 to 5 seats",
        ("--seats", "Ann,Ben,Cat", "--local", "Zed", "--no-table"): "Zed",
        ("--seats", "Ann,Ben,Cat", "--local", "Ann", "--no-table"): "no terminal here",
        ("--seats", "bot:easy,bot:easy,bot:easy", "--no-table"): "Nobody plays",
        ("--resume", "--no-table"): "no unfinished hosted game",
        ("--resume", str(tmp_path / "nothing.json"), "--no-table"): "not a game that was hosted",
    }
    saves = tmp_path / "data" / "excalibohn" / "saves"
    for args, words in cases.items():
        result = host(tmp_path, *args)
        assert result.returncode == 1, (args, result.stderr)
        assert words in result.stderr, (args, result.stderr)
        assert "Traceback" not in result.stderr + result.stdout
        assert not saves.exists() or not list(saves.iterdir()), args  # nothing dealt
    bad_port = host(tmp_path, "--port", "70000")
    assert bad_port.returncode == 2 and "a port is 1 to 65535" in bad_port.stderr


@needs_ssh
def test_a_port_in_use_is_named(tmp_path):
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = host(tmp_path, "--seats", "Ann,Ben,Cat", "--no-table", "--port", str(port))
    assert result.returncode == 1
    assert f"Cannot listen on {LOOPBACK} port {port}" in result.stderr
    assert "choose another with --port" in result.stderr
    assert "Traceback" not in result.stderr
    saves = tmp_path / "data" / "excalibohn" / "saves"
    assert not saves.exists() or not list(saves.iterdir())  # no game left behind


def test_resume_on_a_hosted_game_says_how_to_host_it_again(tmp_path):
    """'excalibohn resume' continues a hosted game at one keyboard, as asked; it says so,
    and names 'host --resume' (a play-tester looked for the join lines).  Not for a game
    that was never hosted."""
    from excalibohn_tui.cli import hosted_words
    from excalibohn_tui.host.files import HostedGame

    hosted = tmp_path / "hosted.json"
    plain = tmp_path / "plain.json"
    HostedGame(save=str(hosted), secrets={"1": "ben-xyz"}, watch=None).write()
    assert "excalibohn host --resume" in hosted_words(hosted)
    assert hosted_words(plain) == "" and hosted_words(None) == ""
