"""The complete state of one game, as lean dataclasses.

These are plain slotted dataclasses so that the engine, and the computer
players searching thousands of games, can copy and change them quickly.
Pydantic validates and serialises them at the boundary (``STATE_ADAPTER``, built
and Pydantic imported on first use):
one conversion into JSON, one out of it, and ``State`` compares equal after
the round trip.

Conventions: the top of every pile is the *end* of its list (draw pile,
discard pile, spell deck, coin piles); a hand's front card is index 0 and
its rearmost card the last index; a field's top (last planted) card is its
last element.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .cards import Bean

if TYPE_CHECKING:
    from pydantic import TypeAdapter


@dataclass(slots=True)
class Field:
    cards: list[int] = field(default_factory=list)
    #: phase 1b: the row on this field still gives its ability once (RULINGS 5)
    use: bool = False


@dataclass(slots=True)
class SpellSlot:
    card: int
    face_up: bool = False
    #: taken with the Random Spell: goes back into the spell deck at the end of the turn
    borrowed: bool = False


@dataclass(slots=True)
class Seat:
    name: str
    hand: list[int] = field(default_factory=list)
    fields: list[Field] = field(default_factory=lambda: [Field(), Field()])
    coins: list[int] = field(default_factory=list)
    spells: list[SpellSlot] = field(default_factory=list)
    #: cards received in a trade, lying crosswise beside the fields until phase 3
    aside: list[int] = field(default_factory=list)


@dataclass(slots=True)
class Frame:
    """One decision that is awaited.  ``pending`` is a stack of these."""

    kind: str
    player: int
    #: simultaneous decisions (answering an offer, Enchantment of the Fellow Players)
    players: list[int] = field(default_factory=list)
    #: the card being decided on (tuck or plant), or the slot of a swapped spell
    card: int | None = None
    #: coins revealed by an Attack Spell attack
    cards: list[int] = field(default_factory=list)
    #: spells still to activate
    n: int = 0
    #: the other party (defender of an attack)
    other: int | None = None
    #: planting inside a Sword Bean attack: no harvest allowed
    no_harvest: bool = False
    #: part of a Sword Bean attack being resolved: nobody may harvest
    in_attack: bool = False


@dataclass(slots=True)
class Answer:
    """A fellow player's answer to an offer."""

    status: str = "waiting"  # waiting | drafting | accept | counter | refuse
    give: list[int] = field(default_factory=list)
    ask: list[Bean] = field(default_factory=list)


@dataclass(slots=True)
class Trade:
    """The offer under way in phase 2 (the active player's side)."""

    to: list[int]
    give: list[int] = field(default_factory=list)
    ask: list[Bean] = field(default_factory=list)
    sent: bool = False
    answers: dict[int, Answer] = field(default_factory=dict)


# Calling a class costs Python 3.11 some 2,000 instructions (the arguments are packed
# for ``__init__``); a game makes hundreds of decision frames and answers, so the
# commonest are made by these functions instead: the same objects (a test checks it).
_new = object.__new__


def frame(kind: str, player: int, players: list[int] | None = None) -> Frame:
    """``Frame(kind, player, players)``, made without calling the class."""
    f = _new(Frame)
    f.kind = kind
    f.player = player
    f.players = [] if players is None else players
    f.card = None
    f.cards = []
    f.n = 0
    f.other = None
    f.no_harvest = False
    f.in_attack = False
    return f


def answer() -> Answer:
    """``Answer()``: an answer still awaited, made without calling the class."""
    a = _new(Answer)
    a.status = "waiting"
    a.give = []
    a.ask = []
    return a


def trade(to: list[int]) -> Trade:
    """``Trade(to)``: a new offer to the seats ``to``, made without calling the class."""
    t = _new(Trade)
    t.to = to
    t.give = []
    t.ask = []
    t.sent = False
    t.answers = {}
    return t


@dataclass(slots=True)
class Result:
    scores: list[int]
    groschen: list[int]
    winners: list[int]


@dataclass(slots=True)
class State:
    variant: str
    seed: int
    seats: list[Seat]
    draw: list[int]
    discard: list[int]
    spell_deck: list[int]
    rng: int
    passes: int = 1
    max_passes: int = 4
    start_player: int = 0
    active: int = 0
    turn: int = 1
    #: where the turn stands: 1a_front, 1a_second, 1b, 2_start, 2_trade, 3, 4_draw, 4_end, over
    step: str = "1a_front"
    pending: list[Frame] = field(default_factory=list)
    turned_up: list[int] = field(default_factory=list)
    trade: Trade | None = None
    traded: bool = False  # a trade or gift came about this turn (Hand Card Spell)
    trade_spell_used: bool = False  # turned-up cards may be discarded in phase 3
    planters: list[int] = field(default_factory=list)  # phase 3: who plants after the current one
    ending: bool = False  # the last draw pile has run out: this turn is the last
    result: Result | None = None
    #: what the other games of the rulebooks (``rules.variants``) keep beyond this
    #: state, as named lists of numbers; empty in Excalibohn
    variant_data: dict[str, list[int]] = field(default_factory=dict)

    def clone(self) -> State:
        """A deep copy, written out by hand for speed (searching bots copy a lot)."""
        return State(
            variant=self.variant,
            seed=self.seed,
            seats=[
                Seat(
                    s.name,
                    s.hand[:],
                    [Field(f.cards[:], f.use) for f in s.fields],
                    s.coins[:],
                    [SpellSlot(x.card, x.face_up, x.borrowed) for x in s.spells],
                    s.aside[:],
                )
                for s in self.seats
            ],
            draw=self.draw[:],
            discard=self.discard[:],
            spell_deck=self.spell_deck[:],
            rng=self.rng,
            passes=self.passes,
            max_passes=self.max_passes,
            start_player=self.start_player,
            active=self.active,
            turn=self.turn,
            step=self.step,
            pending=[
                Frame(f.kind, f.player, f.players[:], f.card, f.cards[:], f.n, f.other,
                      f.no_harvest, f.in_attack)
                for f in self.pending
            ],
            turned_up=self.turned_up[:],
            trade=None if self.trade is None else Trade(
                self.trade.to[:], self.trade.give[:], self.trade.ask[:], self.trade.sent,
                {p: Answer(a.status, a.give[:], a.ask[:]) for p, a in self.trade.answers.items()},
            ),
            traded=self.traded,
            trade_spell_used=self.trade_spell_used,
            planters=self.planters[:],
            ending=self.ending,
            result=None if self.result is None else Result(
                self.result.scores[:], self.result.groschen[:], self.result.winners[:]
            ),
            variant_data={k: v[:] for k, v in self.variant_data.items()},
        )


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
