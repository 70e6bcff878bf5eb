"""The hot-seat table's privacy test, run per connection: three players and an onlooker
connect with the real ssh client, the game is played from their keyboards, and after
every action no screen shows a card (or a private log line, or another's view) that its
seat may not see."""

from __future__ import annotations

import sys
from pathlib import Path

from host_helpers import needs_ssh, play_seat, ssh_command, wait_until

sys.path.append(str(Path(__file__).parents[1] / "tui"))
from tui_helpers import hand_line, leaks  # noqa: E402

pytestmark = needs_ssh

NAMES = ["Ann", "Ben", "Cat"]
#: wide terminals: a whole hand fits on one line, as the check reads it
SIZE = (160, 45)
STEPS = 24


def test_no_connection_ever_shows_what_its_seat_may_not_see(tmux, start_host, tmp_path):
    host = start_host("--seats", ",".join(NAMES), "--seed", "8")
    screens = {}
    for p, name in enumerate([*NAMES, "watch"]):
        user = "watch" if name == "watch" else host.user(name)
        screen = tmux.screen(ssh_command(host.port, user, tmp_path, "-t"), SIZE)
        screen.wait_for("Enter to continue")
        screen.press("Enter")
        screens[p if name != "watch" else None] = screen
    checked = 0
    for _ in range(STEPS):
        game = host.game()
        if game.finished:
            break
        mover = game.awaiting()[0].player
        before = len(game.log)
        screens[mover].press(*play_seat(game, mover))
        game = wait_until(lambda b=before: g if len((g := host.game()).log) > b else None,
                          "the move to be saved")
        for seat, screen in screens.items():
            # the newest line of the log as this seat reads it (before it may wrap)
            newest = game.events_for(seat)[-1][:40].rsplit(" ", 1)[0]
            # the screen has caught up: the newest line of the log, and the seat's own hand
            # as it is now (which also shows that the check would see a hand)
            mine = "" if seat is None else " ".join(hand_line(game, seat).split())

            def settled(screen=screen, mine=mine, newest=newest):
                text = screen.text()
                if "Enter to continue" in text:  # an attack told step by step: read on
                    screen.press("Escape")  # (Enter would choose on the table behind)
                    return None
                return text if newest in text and mine in " ".join(text.split()) else None

            try:
                text = wait_until(settled, f"the move on {seat}'s screen")
            except AssertionError as e:
                raise AssertionError(f"{e}: {newest!r}, {mine!r} not on\n{screen.text()}") \
                    from None
            found = leaks(text, game, seat)
            assert not found, f"{found!r} on the screen of seat {seat}:\n{text}"
            checked += 1
    assert checked >= 4 * 12, checked
