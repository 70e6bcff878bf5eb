"""Hand-made positions: any hands, fields, piles and phase, for tests and puzzles.

Cards are named by variety; the builder picks concrete card ids so that every card of
the game's deck (and every spell card, where the game has them) is still in exactly one
place: the beans not placed form the draw pile, shuffled, under any ``draw_top``; the
sacrifice cards not placed form the sacrifice pile.  A particular decree or sacrifice
card is named ``"decree:market_day"`` or ``"sacrifice:blue+chili"``.

    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["sword", "picker"]},
                 fields={0: [["mean"] * 4, []]},
                 coins={1: ["princess", "sword"]},
                 spells={0: [("attack", True)]},
                 active=0, phase="1b")

``phase`` is where the active player's turn starts, as the game counts its phases:
"1a" or "1" (plant the front card; Bohnedikt for two: place the beans left lying),
"1b" (abilities: every row gives its use), "2" (cards are turned up from the top of the
draw pile, then phase-2 spells), "trade" (trading, with ``turned_up`` as given), "3"
(planting what lies aside; for two: the opponent's sacrifice with the offer), "4"
(drawing; for two: planting from the offer, with ``turned_up`` as the offer) or "5"
(for two: drawing).  Fields default to the game's number of fields.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from . import rng as rand
from .cards import BEAN_OF, DECREE_OF, SACRIFICE_OF, SPELL_COUNT, SPELL_ID, Bean, Spell
from .engine import Game
from .games import GameSpec, spec_for
from .state import Field, Seat, SpellSlot, State

SpellSpec = str | Spell | tuple[str | Spell, bool]


class _Pool:
    def __init__(self, ids: Iterable[int]) -> None:
        self.free: dict[Bean, list[int]] = {}
        for c in ids:
            self.free.setdefault(BEAN_OF[c], []).append(c)

    def take(self, name: str | Bean) -> int:
        kind, _, which = str(name).partition(":")
        bean = Bean("edict" if kind == "decree" else kind)
        free = self.free.get(bean, [])
        if which:
            free = [c for c in free if _is(c, which)]
        if not free:
            raise ValueError(f"no {name} card is left to place")
        card = free[-1]
        self.free[bean].remove(card)
        return card

    def many(self, names: Iterable[str | Bean]) -> list[int]:
        return [self.take(n) for n in names]

    def rest(self, beans: Iterable[Bean] | None = None) -> list[int]:
        return sorted(c for bean, cards in self.free.items()
                      if beans is None or bean in beans for c in cards)


def _is(card: int, which: str) -> bool:
    if card in DECREE_OF:
        return DECREE_OF[card].key == which
    if card in SACRIFICE_OF:
        return {b.value for b in SACRIFICE_OF[card]} == set(which.split("+"))
    return False


def _step(spec: GameSpec, phase: str) -> str:
    """The step at which a turn of ``spec``'s game stands in ``phase``."""
    if phase in ("1a", "1"):
        return spec.turn[0]
    if phase == "1b":
        if "magic" in spec.turn:
            return "magic"
        raise ValueError(f"unknown phase {phase!r} for {spec.title}: it has no magic phase")
    if phase == "trade":
        return "trading" if "trading" in spec.turn else "plant_offer"
    for step in spec.turn:
        if spec.phase(step).label == phase:
            return step
    raise ValueError(f"unknown phase {phase!r} for {spec.title}")


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
    leftover: Sequence[str | Bean] = (),
    active: int = 0,
    phase: str = "1b",
    passes: int = 1,
    seed: int = 0,
    traded: bool = False,
    variant: str = "excalibohn",
    edition: int | None = None,
) -> Game:
    """Build a game standing at ``phase`` of ``active``'s turn (see the module docstring).

    ``draw_top`` lists the next cards to be drawn, first drawn first; the rest of the
    unplaced beans lie under them unless ``draw_size`` caps the draw pile (the surplus
    then goes to the bottom of the discard pile).  ``variant`` builds a position of
    another game of the rulebooks (its own deck); ``leftover`` are the beans left lying
    in Bohnedikt for two; ``edition`` plays by an older edition of our rules
    (``rules.games.EDITION``).
    """
    names = [f"Seat {i + 1}" for i in range(seats)] if isinstance(seats, int) else list(seats)
    n = len(names)
    spec = spec_for(variant, n, edition)
    if aside and "trading" not in spec.parts:
        raise ValueError(f"no trading in {spec.title}: no cards lie beside the fields")
    spell_count = SPELL_COUNT if spec.has_spells else 0
    pool = _Pool([*spec.deck, *spec.sacrifices])
    players = [Seat(name=nm, fields=[Field() for _ in range(spec.start_fields)])
               for nm in names]
    used_spells: list[int] = []
    for p, seat in enumerate(players):
        seat.hand = pool.many((hands or {}).get(p, ()))
        rows = (fields or {}).get(p)
        if rows is not None:
            # where the game sells no field, a field beyond its own can only be a Bean
            # Field Spell's (it goes with the next harvest)
            seat.fields = [Field(pool.many(r), temporary=i >= spec.start_fields
                                 and not spec.field_price) for i, r in enumerate(rows)]
            while len(seat.fields) < spec.start_fields:
                seat.fields.append(Field())
        seat.coins = pool.many((coins or {}).get(p, ()))
        seat.aside = pool.many((aside or {}).get(p, ()))
        for sp_spec in (spells or {}).get(p, ()):
            sp, up = (sp_spec if isinstance(sp_spec, tuple) else (sp_spec, False))
            card = SPELL_ID[Spell(sp)]
            if card in used_spells:
                raise ValueError(f"spell {sp} placed twice")
            used_spells.append(card)
            seat.spells.append(SpellSlot(card, face_up=up))
    up_cards = pool.many(turned_up)
    discard_cards = pool.many(discard)
    left = pool.many(leftover)
    top = pool.many(draw_top)
    r = rand.seed_state(seed)
    sacrifices = pool.rest([Bean.SACRIFICE])
    rest = [c for c in pool.rest() if c not in sacrifices]
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
    r = rand.shuffle(r, sacrifices)
    state = State(
        variant=variant, seed=seed, edition=spec.edition, seats=players, draw=draw,
        discard=discard_cards,
        spell_deck=deck, rng=r, passes=passes, max_passes=spec.passes[n],
        start_player=active, active=active, turned_up=up_cards, traded=traded,
        sacrifice_draw=sacrifices, leftover=left,
    )
    game = Game(state)
    state.step = _step(spec, phase)
    game.rules.steps[state.step](game)
    game._settle()
    game.events.clear()
    return game
