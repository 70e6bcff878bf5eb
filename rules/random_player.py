"""The random player: picks uniformly among its legal actions, from its own seed."""

from __future__ import annotations

import random

from .actions import Action
from .engine import Game


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        return self.rng.choice(game.legal_actions(player))
