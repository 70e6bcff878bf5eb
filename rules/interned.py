"""Shared action objects for the engine's busiest enumerations.

Actions are frozen records, so one object can stand for every equal action.
Building a frozen dataclass costs about a microsecond, and a random game
lists some 30,000 actions; these constructors build each distinct action once
and hand out the same object after that.  An action taken from
``legal_actions`` is then found by identity when it is applied.

Each name takes the same arguments as the action class it stands for.  (The
trading module keeps whole rows of offers and asks the same way.)  The busiest
have tables too, read without a call: ``DONE[p]``, ``DRAFT_SEND[p]``,
``DRAFT_CANCEL[p]``, ``REFUSE[p]``, ``COUNTER_START[p]``, ``GIVES[p][card]`` and
``PLANTS[p][field][card]``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache, partial

from .actions import (
    Accept,
    Action,
    ActivateWithBean,
    Cast,
    Conclude,
    CounterStart,
    Done,
    DraftCancel,
    DraftGive,
    DraftSend,
    Harvest,
    Plant,
    Refuse,
    Retuck,
    Swap,
    UseAbility,
)


class _ByCard(dict):
    """card id -> the action ``make(card)``, made on first use."""

    def __init__(self, make: Callable[[int], Action]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, card: int) -> Action:
        self[card] = a = self.make(card)
        return a


activate_with_bean = cache(ActivateWithBean)
#: (the cards of an answer vary from game to game: the most recent ones are kept)
accept = lru_cache(maxsize=4096)(Accept)
conclude = lru_cache(maxsize=4096)(Conclude)
cast = cache(Cast)
counter_start = cache(CounterStart)
done = cache(Done)
draft_cancel = cache(DraftCancel)
draft_give = cache(DraftGive)
draft_send = cache(DraftSend)
harvest = cache(Harvest)
plant = cache(Plant)
refuse = cache(Refuse)
retuck = cache(Retuck)
swap = cache(Swap)
use_ability = cache(UseAbility)


def _plant_on(p: int, field: int, card: int) -> Action:
    return plant(p, card, field)


#: one action per seat (3 to 5 seats; two in Bohnedikt's duel)
DONE = tuple(done(p) for p in range(5))
DRAFT_SEND = tuple(draft_send(p) for p in range(5))
DRAFT_CANCEL = tuple(draft_cancel(p) for p in range(5))
REFUSE = tuple(refuse(p) for p in range(5))
COUNTER_START = tuple(counter_start(p) for p in range(5))
#: ``GIVES[p][card]``: seat ``p`` adds ``card`` to its offer
GIVES = tuple(_ByCard(partial(draft_give, p)) for p in range(5))
#: ``PLANTS[p][field][card]``: seat ``p`` plants ``card`` on ``field`` (fields 0 to 2)
PLANTS = tuple(tuple(_ByCard(partial(_plant_on, p, i)) for i in range(3)) for p in range(5))
