"""Sample a complete game consistent with what one seat may know.

The hard computer player searches in games of its own making: it takes its
view, deals the cards it cannot see (other hands, coin piles, the draw and
discard piles, other players' face-down spells, the spell deck, the sacrifice
pile) at random from the cards unaccounted for, and rebuilds a ``State`` +
``Game`` from it.  The real game's state is never read: everything comes from
the view and its game's spec (the deck, the sacrifice cards, whether there are
spells, the number of sacrifice cards a hand may hold).

Only decisions whose stack of awaited frames can be told from the view are
rebuilt (``REBUILDABLE``); for the others ``sample`` returns None and the
player decides without search.
"""

from __future__ import annotations

import random

from rules.cards import SPELL_COUNT
from rules.engine import Game
from rules.ruleset import ruleset
from rules.state import Answer, Field, Frame, Seat, SpellSlot, State, Trade
from rules.views import View

#: the decisions that can be rebuilt: decision kind on top -> how the frames under it are
#: told from the view:
#:
#: - "step": the decision of the turn's step itself (its kind is the step's name), the
#:   only frame;
#: - "planters": phase 3's planting, with a frame under it for each player who plants
#:   after the one deciding;
#: - "answer": an offer being answered, or the one who offered choosing an answer, on
#:   top of the step's trading decision.
REBUILDABLE: dict[str, str] = {
    "plant_front": "step", "plant_second": "step", "magic": "step", "trading": "step",
    "place_left": "step", "plant_offer": "step", "plant_aside": "planters",
    "respond": "answer", "conclude": "answer",
}


def rebuildable(view: View) -> bool:
    """Whether ``sample`` can rebuild the decision on top of ``view``."""
    d = view.decision
    if view.viewer is None or view.hand is None or d is None or view.result is not None:
        return False
    how = REBUILDABLE.get(d.kind)
    if how in ("step", "planters"):
        return d.kind == view.step and (d.kind != "trading" or view.trade is None)
    if how == "answer":
        below = ruleset(view.spec).decisions.get(view.step)
        return view.trade is not None and below is not None and below.trading
    return False


def known_cards(view: View) -> tuple[set[int], dict[int, list[int]]]:
    """The cards ``view``'s viewer can place for certain, and among them those known to
    be in another seat's hand (given in the offer on the table or in an answer to it).
    The rest of the deck lies in other hands, coin piles, the draw pile and the discard
    pile under its top card."""
    me = view.viewer
    known: set[int] = {c.id for c in view.hand or []}
    known.update(c.id for c in view.turned_up)
    for s in view.seats:
        for f in s.fields:
            known.update(c.id for c in f.cards)
        known.update(c.id for c in s.aside)
    known.update(c.id for c in view.leftover)
    if view.discard_top is not None:
        known.add(view.discard_top.id)
    pinned: dict[int, list[int]] = {}
    t = view.trade
    if t is not None:
        pinned.setdefault(t.by, []).extend(c.id for c in t.give if c.id not in known)
        for q, a in t.answers.items():
            if q != me:
                pinned.setdefault(q, []).extend(c.id for c in a.give if c.id not in known)
    for cards in pinned.values():
        known.update(cards)
    return known, pinned


def sample(view: View, rng: random.Random) -> Game | None:
    """One game consistent with ``view`` (its viewer's knowledge), or None if the
    decision on top cannot be rebuilt from a view."""
    if not rebuildable(view):
        return None
    me = view.viewer
    d = view.decision
    assert me is not None and d is not None and view.hand is not None
    spec = view.spec
    t = view.trade
    turned = [c.id for c in view.turned_up]
    known, pinned = known_cards(view)
    pool = [c for c in spec.deck if c not in known]
    rng.shuffle(pool)

    def deal(k: int) -> list[int]:
        k = max(0, min(k, len(pool)))
        out = pool[len(pool) - k:]
        del pool[len(pool) - k:]
        return out

    held = _sacrifices_held(view, rng)
    unseen_sacrifices = [c for c in spec.sacrifices
                         if c not in known and c not in view.sacrifice_discard]
    rng.shuffle(unseen_sacrifices)
    seats: list[Seat] = []
    for s in view.seats:
        if s.seat == me:
            hand = [c.id for c in view.hand]
        else:
            pin = pinned.get(s.seat, [])
            k = min(held.get(s.seat, 0), len(unseen_sacrifices))
            mine = [unseen_sacrifices.pop() for _ in range(k)]
            hand = deal(s.hand_size - len(pin) - k) + pin + mine
            rng.shuffle(hand)
        seats.append(Seat(
            name=s.name, hand=hand,
            fields=[Field([c.id for c in f.cards], f.use, f.temporary) for f in s.fields],
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
    spool = [c for c in range(SPELL_COUNT if spec.has_spells else 0) if c not in seen]
    rng.shuffle(spool)
    for s in view.seats:
        for x in s.spells:
            card = x.card if x.card is not None else spool.pop()
            seats[s.seat].spells.append(SpellSlot(card, x.face_up, x.borrowed))

    trade = None
    if t is not None:
        trade = Trade(
            by=t.by, to=list(t.to), give=[c.id for c in t.give], ask=list(t.ask),
            answers={q: Answer(a.status, [c.id for c in a.give], list(a.ask))
                     for q, a in t.answers.items()})
    state = State(
        variant=view.game, seed=0, edition=view.spec.edition, seats=seats, draw=draw,
        discard=discard,
        spell_deck=spool, rng=rng.getrandbits(64), passes=view.passes,
        max_passes=view.max_passes, start_player=view.active, active=view.active,
        turn=view.turn, step=view.step, pending=_frames(view), turned_up=turned,
        trade=trade, traded=view.traded, may_discard=view.may_discard, ending=view.ending,
        decrees=list(view.decrees), sacrifice_draw=unseen_sacrifices,
        sacrifice_discard=list(view.sacrifice_discard),
        leftover=[c.id for c in view.leftover],
    )
    return Game(state)


def _frames(view: View) -> list[Frame]:
    """The stack of awaited decisions, bottom first (see ``REBUILDABLE``)."""
    d = view.decision
    assert d is not None
    how = REBUILDABLE[d.kind]
    if how == "step":
        return [Frame(d.kind, d.player)]
    if how == "planters":
        n = len(view.seats)
        order = [(view.active + k) % n for k in range(n)]
        later = order[order.index(d.player) + 1:]
        return [*(Frame(d.kind, q) for q in reversed(later)), Frame(d.kind, d.player)]
    below = Frame(view.step, view.active)
    return [below, Frame(d.kind, d.player, players=list(d.players))]


def _sacrifices_held(view: View, rng: random.Random) -> dict[int, int]:
    """How many sacrifice cards each other seat holds: the view says (they are drawn,
    dropped and fulfilled in the open)."""
    return {s.seat: s.sacrifices for s in view.seats if s.seat != view.viewer}
