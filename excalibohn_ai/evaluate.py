"""The hand-written evaluation shared by every computer player.

Everything here works on what one seat may know: its view's fields (variety
and count), its own hand, the turned-up cards.  A field is summarised as a
pair ``(bean, count)`` (``bean`` is None for an empty field).

The central idea is a *potential*: what a row of beans is worth if it keeps
growing a little, i.e. the coins a harvest would give now plus part of the way
to the next coin.  Planting, harvesting and trading are all judged by how they
change coins plus potential.
"""

from __future__ import annotations

from functools import cache

from rules.cards import BEAN_OF, VARIETIES, Bean
from rules.views import View

Rows = list[tuple[Bean | None, int]]

#: a row one card short of its next coin counts this much of that coin ...
GROW = 0.7
#: ... and each further card missing shrinks it by this factor
DECAY = 0.6
#: hand cards are planted later, maybe not at all: their worth shrinks with their place
PLACE_WEIGHT = (0.9, 0.7, 0.5, 0.4, 0.35, 0.3)


@cache  # a pure function of a few hundred arguments, asked for millions of times by hard
def potential(bean: Bean | None, n: int) -> float:
    """Coins a row of ``n`` ``bean`` cards gives now, plus the chance of one more coin:
    worth ``GROW`` when one card is missing, less by ``DECAY`` for each further card."""
    if bean is None or n <= 0:
        return 0.0
    v = VARIETIES[bean]
    coins = v.coins_for(n)
    nxt = v.next_coin_at(n)
    if nxt is None:
        return float(coins)
    return coins + GROW * DECAY ** (nxt - n - 1)


def harvest_loss(bean: Bean | None, n: int) -> float:
    """Worth thrown away by harvesting a row now (potential beyond the coins it gives)."""
    if bean is None:
        return 0.0
    return potential(bean, n) - VARIETIES[bean].coins_for(n)


def harvestable(rows: Rows) -> list[int]:
    """Fields that the protection rule lets one harvest."""
    crowded = any(n > 1 for _, n in rows)
    return [i for i, (b, n) in enumerate(rows) if n and not (crowded and n == 1)]


def cheapest_harvest(rows: Rows, allowed: list[int] | None = None) -> int | None:
    """The field whose harvest throws away least (ties: the one giving more coins)."""
    options = harvestable(rows) if allowed is None else allowed
    if not options:
        return None
    return min(options, key=lambda i: (harvest_loss(*rows[i]),
                                       -VARIETIES[rows[i][0]].coins_for(rows[i][1])  # type: ignore[index]
                                       if rows[i][0] else 0, i))


def place(rows: Rows, bean: Bean) -> int | None:
    """Where a card of ``bean`` goes without a harvest: the longest row of it, else an empty field."""
    same = [i for i, (b, _) in enumerate(rows) if b == bean]
    if same:
        return max(same, key=lambda i: rows[i][1])
    empty = [i for i, (b, _) in enumerate(rows) if b is None]
    return empty[0] if empty else None


def plant_all(rows: Rows, beans: list[Bean]) -> tuple[float, Rows]:
    """Plant every bean (as a player must in phase 3) and return (change in worth, new rows).

    Cards that extend a row go first, then new rows, harvesting the cheapest
    field when nothing fits.  The change counts coins gained plus potential.
    """
    rows = list(rows)
    before = sum(potential(b, n) for b, n in rows)
    coins = 0
    order = sorted(beans, key=lambda b: 0 if any(r == b for r, _ in rows) else 1)
    for bean in order:
        i = place(rows, bean)
        if i is None:
            h = cheapest_harvest(rows)
            if h is None:
                continue
            hb, hn = rows[h]
            coins += VARIETIES[hb].coins_for(hn)  # type: ignore[index]
            rows[h] = (None, 0)
            i = h
        b, n = rows[i]
        rows[i] = (bean, n + 1)
    after = sum(potential(b, n) for b, n in rows)
    return coins + after - before, rows


def plant_gain(rows: Rows, beans: list[Bean]) -> float:
    return plant_all(rows, beans)[0]


def hand_worth(rows: Rows, bean: Bean, place_in_hand: int) -> float:
    """What keeping one hand card is worth: a small base (trading stock, a future row)
    plus, weighted by how soon it must be planted, what planting it would do."""
    w = PLACE_WEIGHT[min(place_in_hand, len(PLACE_WEIGHT) - 1)]
    return 0.15 + w * plant_gain(rows, [bean])


def rows_of(view: View, seat: int) -> Rows:
    return [(f.bean, f.count) for f in view.seats[seat].fields]


def beans(cards: list[int]) -> list[Bean]:
    return [BEAN_OF[c] for c in cards]


def standing(view: View, seat: int) -> float:
    """A seat's coins plus the potential of its fields: its score so far, as we see it."""
    return view.seats[seat].coin_count + sum(potential(b, n) for b, n in rows_of(view, seat))
