"""The complete state of one game, as plain dataclasses.

Pydantic validates and serialises them at the boundary (``STATE_ADAPTER``, built, and
Pydantic imported, on first use): one conversion into JSON, one out of it, and ``State``
compares equal after the round trip.  ``copy_of`` copies any of them field by field, so
a field added to a class is copied with no further code.

Conventions: the top of every pile is the *end* of its list (draw pile, discard pile,
spell deck, coin piles, sacrifice piles); a hand's front card is index 0 and its
rearmost card the last index; a field's top (last planted) card is its last element.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import Bean
from .games import EDITION

if TYPE_CHECKING:
    from pydantic import TypeAdapter


@dataclass
class Field:
    cards: list[int] = field(default_factory=list)
    #: phase 1b: the row on this field still gives its ability once (RULINGS 5)
    use: bool = False
    #: a Bean Field Spell's temporary field (it goes with the first harvest of any field)
    temporary: bool = False


@dataclass
class SpellSlot:
    card: int
    face_up: bool = False
    #: taken with the Random Spell: goes back into the spell deck at the end of the turn
    borrowed: bool = False


@dataclass
class Seat:
    name: str
    hand: list[int] = field(default_factory=list)
    fields: list[Field] = field(default_factory=lambda: [Field(), Field()])
    coins: list[int] = field(default_factory=list)
    spells: list[SpellSlot] = field(default_factory=list)
    #: cards received in a trade, lying crosswise beside the fields until they are planted
    aside: list[int] = field(default_factory=list)


@dataclass
class Frame:
    """One decision that is awaited.  ``State.pending`` is a stack of these."""

    kind: str
    player: int
    #: simultaneous decisions (answering an offer, Enchantment of the Fellow Players)
    players: list[int] = field(default_factory=list)
    #: the card being decided on (tuck or plant), or the slot of a swapped spell
    card: int | None = None
    #: coins revealed by an Attack Spell attack
    cards: list[int] = field(default_factory=list)
    #: spells still to activate; coins still to pay
    n: int = 0
    #: the other party (the defender of an attack)
    other: int | None = None
    #: planting inside a Sword Bean attack: no harvest allowed
    no_harvest: bool = False
    #: part of a Sword Bean attack being resolved
    in_attack: bool = False


@dataclass
class Answer:
    """A partner's answer to an offer: waiting, accept (``give``: the cards handed over),
    refuse, or counter (a counter-offer: ``give`` for ``ask``)."""

    status: str = "waiting"
    give: list[int] = field(default_factory=list)
    ask: list[Bean] = field(default_factory=list)


@dataclass
class Trade:
    """The offer being answered: ``by`` gives ``give`` to one of ``to`` for ``ask``."""

    by: int
    to: list[int]
    give: list[int] = field(default_factory=list)
    ask: list[Bean] = field(default_factory=list)
    answers: dict[int, Answer] = field(default_factory=dict)


@dataclass
class Result:
    scores: list[int]
    #: the spell cards' value of each player (the tie-break), 0 in games without spells
    groschen: list[int]
    winners: list[int]


@dataclass
class State:
    variant: str
    seed: int
    seats: list[Seat]
    draw: list[int]
    discard: list[int]
    spell_deck: list[int]
    rng: int
    #: the edition of our rules the game is played by, from the deal to the end
    #: (``rules.games.EDITION``: a saved game replays by the rules it was played by)
    edition: int = EDITION
    passes: int = 1
    max_passes: int = 4
    start_player: int = 0
    active: int = 0
    turn: int = 1
    #: the step of the turn under way (one of the game's ``GameSpec.turn`` or ``ending``)
    step: str = "plant_front"
    pending: list[Frame] = field(default_factory=list)
    turned_up: list[int] = field(default_factory=list)
    trade: Trade | None = None
    #: a trade or gift came about this turn (Hand Card Spell, decrees)
    traded: bool = False
    #: turned-up cards nobody took may be discarded in phase 3 (Trade Spell, Compost)
    may_discard: bool = False
    #: phase 3: who plants after the current one
    planters: list[int] = field(default_factory=list)
    #: the last draw pile has run out: this turn is the last
    ending: bool = False
    result: Result | None = None
    #: cards still to turn up and to draw into the active hand in this step (a payment
    #: can interrupt drawing: Bohnedikt)
    to_turn_up: int = 0
    to_draw: int = 0
    #: cards drawn beyond the game's own number at the end of this turn (Hand Card Spell,
    #: the decree Good Business)
    draw_bonus: int = 0
    #: Rabohnzel: the players under the Sword Bean attack being resolved (no harvest)
    attacked: list[int] = field(default_factory=list)
    # Bohnedikt
    #: the decree cards ruling this trading phase
    decrees: list[int] = field(default_factory=list)
    sacrifice_draw: list[int] = field(default_factory=list)
    sacrifice_discard: list[int] = field(default_factory=list)
    #: coins paid at the second run-out, until they join the third draw pile
    paid_coins: list[int] = field(default_factory=list)
    paid: bool = False
    #: Bohnedikt for two: the offered beans left lying for the other player
    leftover: list[int] = field(default_factory=list)


def copy_of(x: Any) -> Any:
    """A deep copy of a state or any part of it, as ``copy.deepcopy`` makes it but
    quicker: an object of the state's classes gets a copy of each of its attributes
    (whatever attributes it has), lists and dicts are copied item by item; cards,
    numbers, names and varieties are immutable and shared."""
    t = type(x)
    if t is list:
        return [copy_of(v) for v in x] if x and type(x[0]) not in _ATOMS else x[:]
    if t is dict:
        return {k: copy_of(v) for k, v in x.items()}
    if t in _ATOMS:
        return x
    new = object.__new__(t)  # (as copy.copy makes an instance: without __init__)
    new.__dict__.update({k: copy_of(v) for k, v in x.__dict__.items()})
    return new


#: what a state holds that never changes in place
_ATOMS = frozenset({int, str, bool, type(None), Bean})


_ADAPTER: list[TypeAdapter[State]] = []


def __getattr__(name: str) -> TypeAdapter[State]:
    """``STATE_ADAPTER``, built on first use (it is slow to build, Pydantic is slow to
    import, and the app's start needs neither)."""
    if name == "STATE_ADAPTER":
        if not _ADAPTER:
            from pydantic import TypeAdapter

            _ADAPTER.append(TypeAdapter(State))
        return _ADAPTER[0]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
