"""Computer players for Excalibohn.

Each kind is a factory ``seed -> player`` whose ``choose(game, seat)`` returns
one legal action.  A player decides only from ``game.view(seat)`` and
``game.legal_actions(seat)``; it never reads the full state.  Players may also
offer ``interject(game, seat) -> Action | None``: a harvest they want to make
while somebody else is being awaited (any player may harvest at any time).

Levels: ``random`` (uniform among legal actions), ``easy`` (the normal
evaluation with deliberate blunders), ``normal`` (a hand-written evaluation),
``hard`` (determinized Monte Carlo search over sampled hidden information,
with a time budget per decision; ``EXCALIBOHN_HARD_BUDGET`` in seconds
overrides the default of 1 s).
"""

from __future__ import annotations

from rules.random_player import RandomPlayer
from rules.simulate import Factory

from .easy import EasyPlayer
from .hard import HardPlayer
from .normal import NormalPlayer

FACTORIES: dict[str, Factory] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
}


def make_player(kind: str, seed: int = 0):
    """A computer player of ``kind`` (see ``FACTORIES``)."""
    return FACTORIES[kind](seed)
