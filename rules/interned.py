"""Shared action objects for the engine's busiest enumerations.

Actions are frozen records, so one object can stand for every equal action.
Building a frozen dataclass costs about a microsecond, and a random game
lists some 30,000 actions; these constructors build each distinct action once
and hand out the same object after that.  An action taken from
``legal_actions`` is then found by identity when it is applied.

Each name takes the same arguments as the action class it stands for.  (The
trading module keeps whole rows of offers and asks the same way.)
"""

from __future__ import annotations

from functools import cache

from .actions import (
    ActivateWithBean,
    Cast,
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

activate_with_bean = cache(ActivateWithBean)
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
