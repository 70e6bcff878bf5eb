"""Checks that must hold after every step of every game (tests and ``simulate`` use them)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .cards import SPELL_COUNT

if TYPE_CHECKING:
    from .engine import Game


def card_places(game: Game) -> list[int]:
    """Every bean card where it lies (a card in two places is listed twice)."""
    s = game.state
    cards = (s.draw + s.discard + s.turned_up + s.sacrifice_draw + s.sacrifice_discard
             + s.paid_coins + s.leftover)
    for seat in s.seats:
        cards += seat.hand + seat.coins + seat.aside
        for f in seat.fields:
            cards += f.cards
    cards += [f.card for f in s.pending if f.kind == "tuck_or_plant" and f.card is not None]
    return cards


def broken_invariants(game: Game) -> list[str]:
    """Every way in which ``game`` breaks a rule of card conservation or flow; [] if none."""
    s = game.state
    spec = game.spec
    problems: list[str] = []
    beans = Counter(card_places(game))
    expected = sorted([*spec.deck, *spec.sacrifices])
    if sorted(beans) != expected or any(v != 1 for v in beans.values()):
        dup = [c for c, v in beans.items() if v != 1]
        missing = sorted(set(expected) - set(beans))
        problems.append(f"bean cards not each in one place: duplicated {dup}, missing {missing}")
    spells: Counter[int] = Counter(s.spell_deck)
    for seat in s.seats:
        spells.update(x.card for x in seat.spells)
        if not 2 <= len(seat.fields) <= 3:
            problems.append(f"{seat.name} has {len(seat.fields)} fields")
    if sorted(spells.elements()) != (list(range(SPELL_COUNT)) if spec.has_spells else []):
        problems.append("spell cards not each in one place")
    if s.result is None:
        awaited = game.awaiting()
        if not awaited:
            problems.append("nobody is awaited in an unfinished game")
        for w in awaited:
            legal = game.legal_actions(w.player)
            if not legal:
                problems.append(f"{w.text}, but has no legal action")
        for p in range(len(s.seats)):
            for a in game.legal_actions(p):
                why = game.why_not(a)
                if why is not None:
                    problems.append(f"{a} is listed as legal but refused: {why}")
    return problems
