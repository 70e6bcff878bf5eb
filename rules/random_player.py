"""The random player: picks uniformly among its legal actions, from its own seed.

When it may make an offer (its turn's trading, or a fellow player's), it makes one, with
probability ``offer_rate``, drawn from the rules' generator of candidate offers
(``rules.trading.OfferSpace.sample``); it answers an offer uniformly among its legal
answers.
"""

from __future__ import annotations

import random

from .actions import Action
from .engine import Game
from .trading import offer_space


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0, offer_rate: float = 0.25) -> None:
        self.rng = random.Random(seed)
        self.offer_rate = offer_rate

    def choose(self, game: Game, player: int) -> Action:
        space = offer_space(game, player) if self.offer_rate else None
        if space is not None and self.rng.random() < self.offer_rate:
            offer = space.sample(self.rng)
            if offer is not None:
                return offer
        return self.rng.choice(game.legal_actions(player))
