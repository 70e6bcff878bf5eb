"""Small game-playing helpers shared by the persistence tests."""

from __future__ import annotations

import random

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
