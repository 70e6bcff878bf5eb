"""The random player: picks uniformly among its legal actions, from its own seed."""

from __future__ import annotations

import random

from .actions import Action
from .engine import Game

#: ``_BITS[n] == n.bit_length()``
_BITS = [n.bit_length() for n in range(256)]


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._bits = self.rng.getrandbits

    def choose(self, game: Game, player: int) -> Action:
        legal = game._legal_list(player)  # (legal_actions without the copy: only read)
        # random.choice's own method, inlined (it is called some 2,000 times a game):
        # draw bit_length(n) random bits until they fall below n.  Exactly uniform, and
        # the same choices as ``self.rng.choice(legal)``, which a test checks.
        n = len(legal)
        k = _BITS[n] if n < 256 else n.bit_length()
        r = self._bits(k)
        while r >= n:
            r = self._bits(k)
        return legal[r]
