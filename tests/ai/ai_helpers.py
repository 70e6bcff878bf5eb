"""Shared helpers for the computer-player tests."""

from __future__ import annotations

import random

from excalibohn_ai.easy import EasyPlayer
from excalibohn_ai.hard import HardPlayer
from excalibohn_ai.normal import NormalPlayer
from rules import Action, new_game
from rules.engine import Game


class ViewOnly:
    """What a computer player may touch of a game: views, legal actions, who is awaited.
    Reading ``state`` (the full, hidden information) fails the test."""

    def __init__(self, game: Game) -> None:
        self._game = game

    def view(self, seat: int):
        return self._game.view(seat)

    def legal_actions(self, seat: int) -> list[Action]:
        return self._game.legal_actions(seat)

    def awaiting(self):
        return self._game.awaiting()

    @property
    def state(self):
        raise AssertionError("a computer player read the full game state")


def strict(kind: str, seed: int = 0, budget: float = 0.003) -> NormalPlayer:
    """A player of ``kind`` that raises instead of hiding an internal error."""
    if kind == "hard":
        p: NormalPlayer = HardPlayer(seed, budget)
        p.rollout_cap = 60  # type: ignore[attr-defined]
    elif kind == "easy":
        p = EasyPlayer(seed)
    else:
        p = NormalPlayer(seed)
    p.strict = True
    return p


def random_position(seed: int, steps: int, seats: int = 4) -> tuple[Game, random.Random]:
    """A game after ``steps`` uniformly random legal actions (fewer if it ends)."""
    game = new_game([f"Seat {i + 1}" for i in range(seats)], seed)
    r = random.Random(seed)
    random_steps(game, r, steps)
    return game, r


def random_steps(game: Game, r: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.finished:
            return
        p = r.choice(game.awaiting()).player
        game.apply(r.choice(game.legal_actions(p)))
