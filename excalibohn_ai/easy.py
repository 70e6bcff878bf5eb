"""The easy computer player: the normal evaluation, with deliberate blunders.

For beginners.  It plays legally and mostly sensibly, but about one decision
in four is taken without thought (any legal action but a harvest), it never
harvests outside its own decisions, and it makes few offers.
"""

from __future__ import annotations

from .normal import NormalPlayer

BLUNDER_RATE = 0.25


class EasyPlayer(NormalPlayer):
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, mistakes=BLUNDER_RATE, interjects=False)
