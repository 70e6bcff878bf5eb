"""``--local``: a seat stays at the host's own keyboard (the host's terminal shows the table,
hot-seat), while the other people join over SSH; only they get join lines.  The host runs
in a terminal of the test's tmux, with its table, as a person starts it."""

from __future__ import annotations

import re
import sys

from host_helpers import LOOPBACK, needs_ssh, play_seat, ssh_command, wait_until

from excalibohn_tui.persistence import load_session

pytestmark = needs_ssh


def test_a_local_seat_plays_at_the_host_and_the_others_over_ssh(tmux, tmp_path):
    host = tmux.screen(["env", f"XDG_DATA_HOME={tmp_path / 'data'}",
                        f"XDG_STATE_HOME={tmp_path / 'state'}", sys.executable, "-m",
                        "excalibohn_tui.cli", "host", "--seats", "Ann,Ben,bot:random",
                        "--local", "Ann", "--seed", "2", "--bot-delay", "0", "--port", "0",
                        "--bind", LOOPBACK])
    text = host.wait_for("Hosting a new game")  # the join lines, the deal below them
    found = re.search(r"Ben\s+ssh -p (\d+) (\S+)@" + re.escape(LOOPBACK), text)
    assert found, text
    assert re.search(r"Ann\s+\(at the host's keyboard\)", text)
    assert "ann-" not in text  # no line for a seat at the host's keyboard
    assert "Ben shows the" in text
    host.press("Enter")  # one Enter: the table
    host.wait_for("Ben has not joined yet")
    ben = tmux.screen(ssh_command(int(found.group(1)), found.group(2), tmp_path, "-t"))
    ben.wait_for("Enter to continue")
    ben.press("Enter")
    ben.wait_for("Ben  (you)")
    wait_until(lambda: "Ben has not joined yet" not in host.text(), "Ben to be seen joined")
    save = next((tmp_path / "data" / "excalibohn" / "saves").glob("*.json"))
    game = load_session(save, autosave=False).game
    assert game.awaiting()[0].player == 1  # Ben starts this deal
    before = len(game.log)
    ben.press(*play_seat(game, 1))
    after = wait_until(lambda: g if len((g := load_session(save, autosave=False).game).log)
                       > before else None, "Ben's move to be saved")
    host.wait_for(after.events_for(None)[-1][:30])  # Ben's move, on the host's screen
    # the one person at the host's keyboard keeps her own view there while Ben decides
    host.wait_for("Ann  (you)")
    assert "Ann  (you)" not in ben.text() and "Ben  (you)" not in host.text()
