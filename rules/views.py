"""What one seat (or an onlooker) may know, built field by field.

``project(game, viewer)`` is the only way the screen and the computer
players see a game.  Hidden things are never copied into a view: another
player's hand appears as a number, a face-down spell of someone else as a
back, coin piles as sizes (their cards are hidden from everyone, even their
owner), the draw pile and the spell deck as sizes.

Views are plain slotted dataclasses: a view is built for every decision (the
computer players build thousands), and the rules core needs no Pydantic to
play.  ``VIEW_ADAPTER`` turns a view into JSON and back; it is built, and
Pydantic imported, on first use.  A view shares no list with the game: changing
one never changes the other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .cards import BEAN_OF, SPELL_CARDS, VARIETIES, Bean

if TYPE_CHECKING:
    from pydantic import TypeAdapter

    from .engine import Game


@dataclass(slots=True, kw_only=True)
class CardView:
    id: int
    bean: Bean


@dataclass(slots=True, kw_only=True)
class FieldView:
    index: int
    cards: list[CardView]
    bean: Bean | None
    count: int
    coins_now: int
    next_coin_at: int | None
    harvestable: bool
    ability_ready: bool


@dataclass(slots=True, kw_only=True)
class SpellView:
    slot: int
    face_up: bool
    #: None when the viewer may not know which spell it is
    card: int | None
    borrowed: bool = False

    @property
    def name(self) -> str | None:
        return None if self.card is None else SPELL_CARDS[self.card].name


@dataclass(slots=True, kw_only=True)
class SeatView:
    seat: int
    name: str
    hand_size: int
    fields: list[FieldView]
    coin_count: int
    spells: list[SpellView]
    aside: list[CardView]


@dataclass(slots=True, kw_only=True)
class AnswerView:
    status: str
    give: list[CardView]
    ask: list[Bean]


@dataclass(slots=True, kw_only=True)
class TradeView:
    to: list[int]
    sent: bool
    #: the offer's contents, or None while it is still being composed by someone else
    give: list[CardView] | None
    ask: list[Bean] | None
    answers: dict[int, AnswerView]


@dataclass(slots=True, kw_only=True)
class AwaitedView:
    player: int
    kind: str
    text: str


@dataclass(slots=True, kw_only=True)
class DecisionView:
    """Details of the decision on top, as far as the viewer may know them."""

    kind: str
    player: int
    card: CardView | None = None  # the card to tuck or plant (only for the one deciding)
    coins: list[CardView] = field(default_factory=list)  # revealed by an Attack Spell attack
    remaining: int = 0  # spells still to activate
    other: int | None = None


@dataclass(slots=True, kw_only=True)
class ResultView:
    scores: list[int]
    groschen: list[int]
    winners: list[int]


@dataclass(slots=True, kw_only=True)
class View:
    viewer: int | None
    #: which game of the rulebooks: excalibohn, rabohnzel, bohnanza, bohnedikt
    variant: str = "excalibohn"
    hand: list[CardView] | None
    seats: list[SeatView]
    active: int
    turn: int
    phase: str
    step: str
    draw_size: int
    discard_size: int
    discard_top: CardView | None
    spell_deck_size: int
    passes: int
    max_passes: int
    ending: bool
    turned_up: list[CardView]
    trade: TradeView | None
    traded: bool
    trade_spell_used: bool
    awaiting: list[AwaitedView]
    decision: DecisionView | None
    result: ResultView | None
    #: public information of the other games (rules.variants), e.g. Bohnedikt's
    #: decrees in force; empty in Excalibohn
    extra: dict[str, list[int]] = field(default_factory=dict)


def _card(c: int) -> CardView:
    return CardView(id=c, bean=BEAN_OF[c])


def project(game: Game, viewer: int | None) -> View:
    s = game.state
    seats = []
    for p, seat in enumerate(s.seats):
        harvestable = set(game.harvestable_fields(p))
        fields = []
        for i, f in enumerate(seat.fields):
            bean = BEAN_OF[f.cards[-1]] if f.cards else None
            v = VARIETIES[bean] if bean else None
            fields.append(FieldView(
                index=i, cards=[_card(c) for c in f.cards], bean=bean, count=len(f.cards),
                coins_now=v.coins_for(len(f.cards)) if v else 0,
                next_coin_at=v.next_coin_at(len(f.cards)) if v else None,
                harvestable=i in harvestable and not game.harvest_barred(p),
                ability_ready=f.use and p == s.active and s.step == "1b",
            ))
        spells = [
            SpellView(slot=j, face_up=x.face_up,
                      card=x.card if (x.face_up or p == viewer) else None,
                      borrowed=x.borrowed)
            for j, x in enumerate(seat.spells)
        ]
        seats.append(SeatView(
            seat=p, name=seat.name, hand_size=len(seat.hand), fields=fields,
            coin_count=len(seat.coins), spells=spells, aside=[_card(c) for c in seat.aside],
        ))
    trade = None
    if s.trade is not None:
        t = s.trade
        mine = viewer == s.active
        trade = TradeView(
            to=list(t.to), sent=t.sent,
            give=[_card(c) for c in t.give] if (t.sent or mine) else None,
            ask=list(t.ask) if (t.sent or mine) else None,
            answers={
                q: AnswerView(status=a.status,
                              give=[_card(c) for c in a.give]
                              if (a.status != "drafting" or q == viewer) else [],
                              ask=list(a.ask) if (a.status != "drafting" or q == viewer) else [])
                for q, a in t.answers.items()
            },
        )
    decision = None
    if s.pending and s.result is None:
        f = s.pending[-1]
        decision = DecisionView(
            kind=f.kind, player=f.player,
            card=_card(f.card) if (f.kind == "tuck_or_plant" and f.card is not None
                                   and viewer == f.player) else None,
            coins=[_card(c) for c in f.cards] if f.kind == "choose_coin" else [],
            remaining=f.n, other=f.other,
        )
    r = s.result
    return View(
        viewer=viewer, variant=s.variant,
        hand=[_card(c) for c in s.seats[viewer].hand] if viewer is not None else None,
        seats=seats, active=s.active, turn=s.turn, phase=game.phase, step=s.step,
        draw_size=len(s.draw), discard_size=len(s.discard),
        discard_top=_card(s.discard[-1]) if s.discard else None,
        spell_deck_size=len(s.spell_deck), passes=s.passes, max_passes=s.max_passes,
        ending=s.ending, turned_up=[_card(c) for c in s.turned_up], trade=trade,
        traded=s.traded, trade_spell_used=s.trade_spell_used,
        awaiting=[AwaitedView(player=w.player, kind=w.kind, text=w.text)
                  for w in game.awaiting()],
        decision=decision,
        result=None if r is None else ResultView(scores=r.scores[:], groschen=r.groschen[:],
                                                  winners=r.winners[:]),
        extra=game.variant_view(viewer),
    )


_ADAPTER: list[TypeAdapter[View]] = []


def __getattr__(name: str) -> TypeAdapter[View]:
    """``VIEW_ADAPTER``: a view to JSON and back, built (and Pydantic imported) on first
    use."""
    if name == "VIEW_ADAPTER":
        if not _ADAPTER:
            from pydantic import TypeAdapter

            _ADAPTER.append(TypeAdapter(View))
        return _ADAPTER[0]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
