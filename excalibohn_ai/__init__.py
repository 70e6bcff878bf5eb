"""Computer players for Excalibohn.

Each kind is a factory ``seed -> player`` whose ``choose(game, seat)`` returns
one legal action.  A player decides only from ``game.view(seat)`` and
``game.legal_actions(seat)``; it never reads the full state.
"""

from __future__ import annotations

from rules.random_player import RandomPlayer
from rules.simulate import Factory

FACTORIES: dict[str, Factory] = {
    "random": RandomPlayer,
}


def make_player(kind: str, seed: int = 0):
    """A computer player of ``kind`` (see ``FACTORIES``)."""
    return FACTORIES[kind](seed)
