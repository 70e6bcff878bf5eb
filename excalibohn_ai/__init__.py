"""Computer players for Excalibohn.

Each kind is a factory ``seed -> player`` whose ``choose(game, seat)`` returns
one legal action.  A player decides only from ``game.view(seat)``,
``game.legal_actions(seat)`` and the rules' generator of candidate offers
(``rules.trading.offer_space``); it never reads the full state, and it never asks
which game is played (it reads the view's spec).  Players may also
offer ``interject(game, seat) -> Action | None``: a harvest they want to make
while somebody else is being awaited (any player may harvest at any time).

Levels: ``random`` (uniform among legal actions), ``easy`` (the normal
evaluation with deliberate blunders), ``normal`` (a hand-written evaluation),
``hard`` (determinized Monte Carlo search over sampled hidden information:
30 + 30 sampled games per searched decision, 5 s of processor time as a safety cap; see
``excalibohn_ai.hard`` for the settings that change that).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.simulate import Factory

#: kind -> (module, class); a kind's module is imported when that kind is first asked
#: for: the app's start and a table of people need none of them
_WHERE = {
    "random": ("rules.random_player", "RandomPlayer"),
    "easy": ("excalibohn_ai.easy", "EasyPlayer"),
    "normal": ("excalibohn_ai.normal", "NormalPlayer"),
    "hard": ("excalibohn_ai.hard", "HardPlayer"),
}


class _Factories(Mapping[str, "Factory"]):
    """The kinds of computer player, in order of strength, each a factory
    ``seed -> player``."""

    def __getitem__(self, kind: str) -> Factory:
        module, name = _WHERE[kind]
        return getattr(import_module(module), name)

    def __contains__(self, kind: object) -> bool:  # without importing the kind's module
        return kind in _WHERE

    def __iter__(self) -> Iterator[str]:
        return iter(_WHERE)

    def __len__(self) -> int:
        return len(_WHERE)

    def __repr__(self) -> str:
        return f"FACTORIES({', '.join(_WHERE)})"


FACTORIES: Mapping[str, Factory] = _Factories()


def make_player(kind: str, seed: int = 0):
    """A computer player of ``kind`` (see ``FACTORIES``)."""
    return FACTORIES[kind](seed)
