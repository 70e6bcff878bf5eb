"""Small game-playing helpers shared by the persistence tests."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

from excalibohn_tui.session import SeatConfig, Session

HUMANS = [SeatConfig(name=n) for n in ("Ann", "Ben", "Cem")]
BOTS = [SeatConfig(name=f"Bot {i}", kind="random") for i in (1, 2, 3)]


def play(session: Session, steps: int, rng: random.Random) -> None:
    """Apply ``steps`` random legal actions of awaited seats (computer seats choose their own)."""
    for _ in range(steps):
        if session.game.finished:
            return
        action = session.next_bot_action()
        if action is None:
            seat = rng.choice(session.game.awaiting()).player
            action = rng.choice(session.game.legal_actions(seat))
        session.apply(action)


def finish(session: Session, rng: random.Random) -> None:
    while not session.game.finished:
        play(session, 500, rng)


def make_unwritable(folder: Path) -> Callable[[], None]:
    """Make ``folder`` refuse new files, as a read-only folder does, and return what undoes
    it.  The superuser may write into any folder, so there the folder is swapped for a
    plain file of the same name (a write then fails with "Not a directory")."""
    if os.geteuid() != 0:
        mode = folder.stat().st_mode
        folder.chmod(0o500)
        return lambda: folder.chmod(mode)
    aside = folder.with_name(folder.name + ".aside")
    folder.rename(aside)
    folder.write_text("")

    def undo() -> None:
        folder.unlink()
        aside.rename(folder)

    return undo
