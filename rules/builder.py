"""Hand-made positions: any hands, fields, piles and phase, for tests and puzzles.

Cards are named by variety; the builder picks concrete card ids so that every
one of the 98 bean cards and 11 spell cards is still in exactly one place
(the beans not placed form the draw pile, shuffled, under any ``draw_top``).

    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["sword", "picker"]},
                 fields={0: [["mean"] * 4, []]},
                 coins={1: ["princess", "sword"]},
                 spells={0: [("attack", True)]},
                 active=0, phase="1b")

``phase`` is where the active player's turn starts: "1a" (plant the front
card), "1b" (abilities: every row gives its use), "2" (two cards are turned
up from the top of the draw pile, then phase-2 spells), "trade" (trading,
with ``turned_up`` as given), "3" (planting what lies aside) or "4" (drawing).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from . import rng as rand
from .cards import BEAN_OF, SPELL_ID, Bean, Spell
from .engine import Game, game_class
from .state import Field, Seat, SpellSlot, State

SpellSpec = str | Spell | tuple[str | Spell, bool]

_BEFORE = {"1b": "1a_second", "2": "1b", "trade": "2_start", "3": "2_trade", "4": "3"}


class _Pool:
    def __init__(self, ids: range) -> None:
        self.free: dict[Bean, list[int]] = {}
        for c in ids:
            self.free.setdefault(BEAN_OF[c], []).append(c)

    def take(self, name: str | Bean) -> int:
        bean = Bean(name)
        if not self.free[bean]:
            raise ValueError(f"all {bean.value} cards are already placed")
        return self.free[bean].pop()

    def many(self, names: Iterable[str | Bean]) -> list[int]:
        return [self.take(n) for n in names]

    def rest(self) -> list[int]:
        return sorted(c for cards in self.free.values() for c in cards)


def build(
    seats: Sequence[str] | int = 3,
    *,
    hands: Mapping[int, Sequence[str | Bean]] | None = None,
    fields: Mapping[int, Sequence[Sequence[str | Bean]]] | None = None,
    coins: Mapping[int, Sequence[str | Bean]] | None = None,
    spells: Mapping[int, Sequence[SpellSpec]] | None = None,
    aside: Mapping[int, Sequence[str | Bean]] | None = None,
    turned_up: Sequence[str | Bean] = (),
    discard: Sequence[str | Bean] = (),
    draw_top: Sequence[str | Bean] = (),
    draw_size: int | None = None,
    spell_deck: Sequence[str | Spell] | None = None,
    active: int = 0,
    phase: str = "1b",
    passes: int = 1,
    seed: int = 0,
    traded: bool = False,
    variant: str = "excalibohn",
) -> Game:
    """Build a game standing at ``phase`` of ``active``'s turn (see the module docstring).

    ``draw_top`` lists the next cards to be drawn, first drawn first; the rest
    of the unplaced beans lie under them unless ``draw_size`` caps the draw
    pile (the surplus then goes to the bottom of the discard pile).
    ``variant`` builds a position of another game of the rulebooks (its own deck).
    """
    cls = game_class(variant)
    spell_count = len(cls.spell_ids)
    names = [f"Seat {i + 1}" for i in range(seats)] if isinstance(seats, int) else list(seats)
    n = len(names)
    pool = _Pool(cls.bean_ids)
    players = [Seat(name=nm) for nm in names]
    used_spells: list[int] = []
    for p, seat in enumerate(players):
        seat.hand = pool.many((hands or {}).get(p, ()))
        rows = (fields or {}).get(p)
        if rows is not None:
            seat.fields = [Field(pool.many(r)) for r in rows]
            while len(seat.fields) < 2:
                seat.fields.append(Field())
        seat.coins = pool.many((coins or {}).get(p, ()))
        seat.aside = pool.many((aside or {}).get(p, ()))
        for spec in (spells or {}).get(p, ()):
            sp, up = (spec if isinstance(spec, tuple) else (spec, False))
            card = SPELL_ID[Spell(sp)]
            if card in used_spells:
                raise ValueError(f"spell {sp} placed twice")
            used_spells.append(card)
            seat.spells.append(SpellSlot(card, face_up=up))
    up_cards = pool.many(turned_up)
    discard_cards = pool.many(discard)
    top = pool.many(draw_top)
    r = rand.seed_state(seed)
    rest = pool.rest()
    r = rand.shuffle(r, rest)
    if draw_size is not None:
        keep = max(0, draw_size - len(top))
        discard_cards = rest[keep:] + discard_cards
        rest = rest[:keep]
    draw = rest + list(reversed(top))  # the top of the pile is the end of the list
    if spell_deck is None:
        deck = [c for c in range(spell_count) if c not in used_spells]
        r = rand.shuffle(r, deck)
    else:
        deck = [SPELL_ID[Spell(s)] for s in reversed(spell_deck)]  # first named on top
        if set(deck) & set(used_spells):
            raise ValueError("a spell is both in the deck and in front of a player")
        missing = [c for c in range(spell_count) if c not in used_spells and c not in deck]
        deck = missing + deck  # spells nobody named lie at the bottom of the deck
    state = State(
        variant=variant, seed=seed, seats=players, draw=draw, discard=discard_cards,
        spell_deck=deck, rng=r, passes=passes, max_passes=cls.passes_for(n),
        start_player=active, active=active, turned_up=up_cards, traded=traded,
    )
    game = cls(state)
    if phase == "1a":
        game._start_turn()
    elif phase in _BEFORE:
        state.step = _BEFORE[phase]
        if phase == "4":
            state.planters = []
        game._next_step()
    else:
        raise ValueError(f"unknown phase {phase!r}")
    game._settle()
    game.events.clear()
    return game
