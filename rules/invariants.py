"""Checks that must hold after every step of every game (tests and ``simulate`` use them)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .actions import Harvest

if TYPE_CHECKING:
    from .engine import Game


def broken_invariants(game: Game) -> list[str]:
    """Every way in which ``game`` breaks a rule of card conservation or flow; [] if none."""
    s = game.state
    problems: list[str] = []
    # each game names its own deck (rules.variants); cards_elsewhere() lists the cards
    # a variant keeps outside the places every game has
    bean_ids = list(game.bean_ids)
    beans: Counter[int] = Counter(game.cards_elsewhere())
    beans.update(s.draw)
    beans.update(s.discard)
    beans.update(s.turned_up)
    for seat in s.seats:
        beans.update(seat.hand)
        beans.update(seat.coins)
        beans.update(seat.aside)
        for f in seat.fields:
            beans.update(f.cards)
        if not 2 <= len(seat.fields) <= 3:
            problems.append(f"{seat.name} has {len(seat.fields)} fields")
    for f in s.pending:
        if f.kind == "tuck_or_plant" and f.card is not None:
            beans[f.card] += 1
    if sorted(beans) != bean_ids or any(v != 1 for v in beans.values()):
        dup = [c for c, v in beans.items() if v != 1]
        missing = sorted(set(bean_ids) - set(beans))
        problems.append(f"bean cards not each in one place: duplicated {dup}, missing {missing}")
    spells: Counter[int] = Counter(s.spell_deck)
    for seat in s.seats:
        spells.update(x.card for x in seat.spells)
    if sorted(spells.elements()) != list(game.spell_ids):
        problems.append("spell cards not each in one place")
    if s.result is None and s.pending:
        # the engine keeps each seat's harvests until its fields change: they must be
        # those the rules' methods give now
        for p in range(len(s.seats)):
            listed = [a.field for a in game.legal_actions(p) if isinstance(a, Harvest)]
            if listed != ([] if game.harvest_barred(p) else game.harvestable_fields(p)):
                problems.append(f"{s.seats[p].name} may harvest fields {listed}, "
                                "not those the rules allow")
    if s.result is None:
        aw = game.awaiting()
        if not aw:
            problems.append("nobody is awaited in an unfinished game")
        for w in aw:
            if not game.legal_actions(w.player):
                problems.append(f"{w.text}, but has no legal action")
    return problems
