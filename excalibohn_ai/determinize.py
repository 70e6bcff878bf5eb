"""Sample a complete game consistent with what one seat may know.

The hard computer player searches in games of its own making: it takes its
view, deals the cards it cannot see (other hands, coin piles, the draw and
discard piles, other players' face-down spells, the spell deck) at random
from the cards unaccounted for, and rebuilds a ``State`` + ``Game`` from it.
The real game's state is never read.

Only decisions whose stack of awaited frames can be told from the view are
rebuilt (``REBUILDABLE``); for the others ``sample`` returns None and the
player decides without search.
"""

from __future__ import annotations

import random

from rules.cards import BEAN_COUNT, SPELL_COUNT
from rules.engine import Game
from rules.state import Answer, Field, Frame, Seat, SpellSlot, State, Trade
from rules.views import View

#: decision kind -> (step, frames below it, from bottom to top, by kind)
REBUILDABLE: dict[str, tuple[str, tuple[str, ...]]] = {
    "plant_front": ("1a_front", ("plant_front",)),
    "plant_second": ("1a_second", ("plant_second",)),
    "magic": ("1b", ("magic",)),
    "trading": ("2_trade", ("trading",)),
    "respond": ("2_trade", ("trading", "respond")),
    "conclude": ("2_trade", ("trading", "conclude")),
    "plant_aside": ("3", ("plant_aside",)),
}


def sample(view: View, rng: random.Random) -> Game | None:
    """One game consistent with ``view`` (its viewer's knowledge), or None if the
    decision on top cannot be rebuilt from a view."""
    me = view.viewer
    d = view.decision
    if me is None or d is None or d.kind not in REBUILDABLE or view.variant != "excalibohn":
        return None
    if view.hand is None:
        return None
    step, kinds = REBUILDABLE[d.kind]
    n = len(view.seats)
    t = view.trade
    if d.kind in ("respond", "conclude") and (t is None or t.give is None or t.ask is None):
        return None
    if d.kind == "trading" and t is not None:
        return None

    # the bean cards we can place for certain
    known: set[int] = set()
    hands: list[list[int | None]] = [[] for _ in range(n)]
    hands[me] = [c.id for c in view.hand]
    known.update(hands[me])  # type: ignore[arg-type]
    turned = [c.id for c in view.turned_up]
    known.update(turned)
    for s in view.seats:
        for f in s.fields:
            known.update(c.id for c in f.cards)
        known.update(c.id for c in s.aside)
    if view.discard_top is not None:
        known.add(view.discard_top.id)
    pinned: dict[int, list[int]] = {}  # cards known to be in another seat's hand
    if t is not None and t.give is not None:
        pinned.setdefault(view.active, []).extend(
            c.id for c in t.give if c.id not in turned and c.id not in known)
        for q, a in t.answers.items():
            if q != me:
                pinned.setdefault(q, []).extend(c.id for c in a.give if c.id not in known)
    for cards in pinned.values():
        known.update(cards)

    pool = [c for c in range(BEAN_COUNT) if c not in known]
    rng.shuffle(pool)

    def deal(k: int) -> list[int]:
        k = max(0, min(k, len(pool)))
        out = pool[len(pool) - k:]
        del pool[len(pool) - k:]
        return out

    seats: list[Seat] = []
    for s in view.seats:
        if s.seat == me:
            hand = list(hands[me])  # type: ignore[arg-type]
        else:
            pin = pinned.get(s.seat, [])
            hand = deal(s.hand_size - len(pin)) + pin
            rng.shuffle(hand)
        seats.append(Seat(
            name=s.name, hand=hand,
            fields=[Field([c.id for c in f.cards], f.ability_ready) for f in s.fields],
            coins=[], spells=[], aside=[c.id for c in s.aside]))
    for s in view.seats:
        seats[s.seat].coins = deal(s.coin_count)
    discard = deal(view.discard_size - (1 if view.discard_top is not None else 0))
    if view.discard_top is not None:
        discard.append(view.discard_top.id)
    draw = deal(view.draw_size)
    if pool:  # a view that does not add up (should not happen): keep every card somewhere
        discard = pool + discard

    # spells: ours and face-up ones are known; the rest are dealt from the unknown ones
    seen = {x.card for s in view.seats for x in s.spells if x.card is not None}
    spool = [c for c in range(SPELL_COUNT) if c not in seen]
    rng.shuffle(spool)
    for s in view.seats:
        for x in s.spells:
            card = x.card if x.card is not None else spool.pop()
            seats[s.seat].spells.append(SpellSlot(card, x.face_up, x.borrowed))
    deck = spool

    pending = []
    for kind in kinds:
        if kind == "respond":
            assert t is not None
            waiting = [q for q, a in t.answers.items() if a.status == "waiting"]
            pending.append(Frame("respond", view.active, players=waiting))
        else:
            pending.append(Frame(kind, d.player if kind != "trading" else view.active))
    trade = None
    if t is not None and t.give is not None and t.ask is not None:
        trade = Trade(
            to=list(t.to), give=[c.id for c in t.give], ask=list(t.ask), sent=t.sent,
            answers={q: Answer(a.status, [c.id for c in a.give], list(a.ask))
                     for q, a in t.answers.items()})
    planters: list[int] = []
    if step == "3":
        order = [(view.active + i) % n for i in range(n)]
        planters = order[order.index(d.player) + 1:]
    state = State(
        variant="excalibohn", seed=0, seats=seats, draw=draw, discard=discard,
        spell_deck=deck, rng=rng.getrandbits(64), passes=view.passes,
        max_passes=view.max_passes, start_player=view.active, active=view.active,
        turn=view.turn, step=step, pending=pending, turned_up=turned, trade=trade,
        traded=view.traded, trade_spell_used=view.trade_spell_used, planters=planters,
        ending=view.ending,
    )
    return Game(state)

