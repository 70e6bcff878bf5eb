"""Playing through the real OpenSSH client: a move made at one terminal arrives on the
others; a dropped connection waits and comes back; a newer connection takes the seat; a
host killed with SIGKILL goes on from its save with the same join lines."""

from __future__ import annotations

import signal

from host_helpers import exit_status, needs_ssh, play_seat, ssh_command, wait_until

from excalibohn_tui.widgets.hand import front_signature

pytestmark = needs_ssh

#: a deal (seed 5, Ann, Ben and Cat) and who starts it
SEATS = ["--seats", "Ann,Ben,Cat", "--seed", "5", "--watch", "open"]


def join(tmux, host, tmp_path, name, size=(100, 30), *extra):
    screen = tmux.screen(ssh_command(host.port, host.user(name), tmp_path, "-t", *extra),
                         size)
    screen.wait_for("Enter to continue")  # the new game's greeting
    screen.press("Enter")
    screen.wait_for("(you)")
    return screen


def awaited(game) -> int:
    return game.awaiting()[0].player


def test_a_move_at_one_terminal_arrives_at_the_others(tmux, start_host, tmp_path):
    host = start_host(*SEATS)
    names = ["Ann", "Ben", "Cat"]
    screens = {n: join(tmux, host, tmp_path, n) for n in names}
    game = host.game()
    mover = awaited(game)
    before = len(game.log)
    screens[names[mover]].press(*play_seat(game, mover))
    after = wait_until(lambda: g if len((g := host.game()).log) > before else None,
                       "the move to be saved")
    event = after.events_for(None)[-1]  # what everyone may read of it
    for n in names:
        if n != names[mover]:
            screens[n].wait_for(event[:30])
    # every screen marks its own seat, and only that one
    for n in names:
        text = screens[n].text()
        assert f"{n}  (you)" in text
        assert [m for m in names if f"{m}  (you)" in text] == [n]


def test_onlookers_see_the_public_table_live(tmux, start_host, tmp_path):
    host = start_host(*SEATS)
    ann = join(tmux, host, tmp_path, "Ann")
    watch = tmux.screen(ssh_command(host.port, "watch", tmp_path, "-t"))
    watch.wait_for("Enter to continue")
    watch.press("Enter")
    game = host.game()
    mover = awaited(game)
    if mover != 0:  # let Ann's seat be the one that moves: connect the mover instead
        ann = join(tmux, host, tmp_path, ["Ann", "Ben", "Cat"][mover])
    before = len(game.log)
    ann.press(*play_seat(game, mover))
    after = wait_until(lambda: g if len((g := host.game()).log) > before else None,
                       "the move to be saved")
    text = watch.wait_for(after.events_for(None)[-1][:30])
    assert "(you)" not in text and "Your hand" not in text


def test_a_dropped_player_waits_and_comes_back(tmux, start_host, tmp_path):
    host = start_host(*SEATS)
    ann = join(tmux, host, tmp_path, "Ann")
    ben = join(tmux, host, tmp_path, "Ben")
    hand_before = host.game().view(1).hand
    ben.end()  # the laptop's lid closes: the ssh client is gone
    ann.wait_for("Ben is away")
    ben = join(tmux, host, tmp_path, "Ben")
    ann.wait_for("Ben is back")
    assert host.game().view(1).hand == hand_before
    assert "Ben is away" not in ben.text()


def test_a_newer_connection_takes_the_seat(tmux, start_host, tmp_path):
    host = start_host(*SEATS)
    old = join(tmux, host, tmp_path, "Ann")
    join(tmux, host, tmp_path, "Ann")
    text = old.wait_for("SSH-EXIT-")
    assert "taken by a newer connection" in text
    assert "Taken" not in host.output() and "Traceback" not in host.output()


def test_a_host_killed_with_sigkill_goes_on_from_its_save(tmux, start_host, tmp_path):
    host = start_host(*SEATS)
    names = ["Ann", "Ben", "Cat"]
    screens = {n: join(tmux, host, tmp_path, n) for n in names}
    for _ in range(3):
        game = host.game()
        mover = awaited(game)
        before = len(game.log)
        screens[names[mover]].press(*play_seat(game, mover))
        wait_until(lambda b=before: len(host.game().log) > b, "the move to be saved")
    played = host.game().log
    host.stop(signal.SIGKILL)
    for n in names:
        screens[n].wait_for("SSH-EXIT-")
        screens[n].end()
    again = start_host("--resume", "--port", "0")
    assert again.save == host.save
    assert again.lines == {n: host.user(n) for n in names} | {"watch": "watch"}
    assert again.game().log == played  # no action lost
    # the same line brings Ben back to his seat as it was, and the host key is the same
    # one (the known-hosts file of the first connection is checked strictly now)
    ben = tmux.screen(ssh_command(again.port, host.user("Ben"), tmp_path, "-t",
                                  "-o", "StrictHostKeyChecking=yes"))
    text = ben.wait_for("Ben  (you)")
    # his own cards, where he left them: his front card as his hand draws it
    assert "Your hand: " in text and front_signature(again.game().view(1).hand or []) in text
    assert exit_status(ben) is None
