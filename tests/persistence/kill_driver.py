"""A scripted game for the kill tests: computer players only, autosaving every action.

    python kill_driver.py new SEED     # deal a new game with SEED and play it
    python kill_driver.py resume       # continue the last unfinished game

Saves go to $XDG_DATA_HOME.  The driver prints the save file's path, then,
after every action, the length of the action log: when a number is printed,
the save holding that many actions is already on disk.
"""

from __future__ import annotations

import sys

from excalibohn_tui.persistence import latest_unfinished, load_session
from excalibohn_tui.session import SeatConfig, Session

SEATS = [SeatConfig(name=f"Bot {i + 1}", kind="random") for i in range(4)]


def main() -> None:
    if sys.argv[1] == "new":
        session = Session.new(SEATS, int(sys.argv[2]))
    else:
        path = latest_unfinished()
        assert path is not None
        session = load_session(path)
    print(session.save_path, flush=True)
    while not session.game.finished:
        action = session.next_bot_action()
        assert action is not None
        session.apply(action)
        print(len(session.game.log), flush=True)


if __name__ == "__main__":
    main()
