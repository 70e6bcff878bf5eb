"""What one seat (or an onlooker) may know, built field by field.

``project(game, viewer)`` is the only way the screens, the computer players and any
connection see a game.  Hidden things are never copied into a view: another player's
hand appears as a number, a face-down spell of someone else as a back, coin piles as
sizes (their cards are hidden from everyone, even their owner), the draw pile, the spell
deck and the sacrifice pile as sizes.

A view also says what the screen needs to show a choice it does not decide itself: why
a field may not be harvested now (``FieldView.harvest``), whether a row's ability can be
used now (``ability_ready``), the bounds of an offer the viewer may make
(``offer``), what a payment costs (``DecisionView.remaining``), and the game's spec
(``View.spec``: its names, phases and words).

Views are plain dataclasses.  ``VIEW_ADAPTER`` turns a view into JSON and back; it is
built, and Pydantic imported, on first use.  A view shares no list with the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .actions import Sacrifice, UseAbility
from .cards import BEAN_OF, SPELL_CARDS, VARIETIES, Bean
from .fields import _least, coins_for, harvest_refusals
from .games import EDITION, GameSpec, spec_for
from .i18n import _
from .trading import (
    closed_to,
    deal_refusal,
    may_give_to,
    offer_space,
    refusal_barred,
    tradable,
)
from .turn import last_turn
from .words import together

if TYPE_CHECKING:
    from pydantic import TypeAdapter

    from .engine import Game


@dataclass(frozen=True)
class CardView:
    id: int
    bean: Bean


#: the view of every card, made once (card views are immutable)
CARDS: tuple[CardView, ...] = tuple(CardView(id=c, bean=b) for c, b in enumerate(BEAN_OF))


@dataclass(kw_only=True)
class FieldView:
    index: int
    #: "field 2", or the field's own name (Bohnedikt's Bisch-Hof, Gottes Acker)
    name: str
    cards: list[CardView]
    #: the top (last planted) card's variety: the one the bohnometer pays by
    bean: Bean | None
    #: the variety the field grows (on the Bisch-Hof the last bean below any decree cards)
    variety: Bean | None
    count: int
    coins_now: int
    next_coin_at: int | None
    #: why its owner may not harvest it now; None: they may (or it is empty)
    harvest: str | None
    #: the row's ability can be used now (phase 1b, its owner's turn)
    ability_ready: bool
    #: the row still gives its ability once in this phase 1b (whether or not it can be
    #: used at this moment)
    use: bool = False
    #: a Bean Field Spell's field, gone with the next harvest
    temporary: bool = False
    #: what harvesting it now would bring besides coins, in words (the Cap Bean's spell
    #: card); empty: nothing
    harvest_also: str = ""
    #: the protection rule keeps its owner from harvesting this single bean now
    protected: bool = False
    #: harvesting it now takes the field away (the Bean Field Spell's field goes with the
    #: first harvest of any of the three): it makes no room for a card
    closes: bool = False

    @property
    def harvestable(self) -> bool:
        return self.count > 0 and self.harvest is None


@dataclass(kw_only=True)
class SpellView:
    slot: int
    face_up: bool
    #: None when the viewer may not know which spell it is
    card: int | None
    borrowed: bool = False

    @property
    def name(self) -> str | None:
        return None if self.card is None else SPELL_CARDS[self.card].name


@dataclass(kw_only=True)
class SeatView:
    seat: int
    name: str
    hand_size: int
    fields: list[FieldView]
    coin_count: int
    spells: list[SpellView]
    aside: list[CardView]
    #: how many of the hand's cards are sacrifice cards (Bohnedikt: they are drawn, dropped
    #: and fulfilled in the open)
    sacrifices: int = 0


@dataclass(kw_only=True)
class AnswerView:
    status: str
    give: list[CardView]
    ask: list[Bean]


@dataclass(kw_only=True)
class TradeView:
    """The offer being answered: ``by`` gives ``give`` for ``ask`` to one of ``to``."""

    by: int
    to: list[int]
    give: list[CardView]
    ask: list[Bean]
    answers: dict[int, AnswerView]


@dataclass(kw_only=True)
class OfferView:
    """What the viewer may put into an offer now (``rules.trading.offer_refusal`` decides
    any offer; this is what a screen needs to compose one)."""

    #: the possible partners: each a tuple of seats (one fellow player, or all)
    partners: list[tuple[int, ...]]
    #: the viewer's tradable cards that some deal allowed now may include (a decree may
    #: bar the active player's hand cards), turned-up cards first
    cards: list[CardView]
    #: the varieties one may ask for, in the game's order
    varieties: list[Bean]
    #: the most cards one may ask of each partner
    max_ask: dict[int, int]
    #: a counter-offer to the one whose offer the viewer is answering
    counter: bool = False
    #: whether a gift (cards for nothing) may go to some partner now (a decree may forbid)
    gifts: bool = True


@dataclass(kw_only=True)
class AwaitedView:
    player: int
    kind: str
    text: str


@dataclass(kw_only=True)
class DecisionView:
    """Details of the decision on top, as far as the viewer may know them."""

    kind: str
    player: int
    players: list[int] = field(default_factory=list)
    #: the card to tuck or plant (only for the one deciding)
    card: CardView | None = None
    #: coins shown by an Attack Spell attack
    coins: list[CardView] = field(default_factory=list)
    #: spells still to activate; coins still to pay
    remaining: int = 0
    other: int | None = None
    #: the face-up cards this decision lets the player plant (``Decision.places``)
    places: list[CardView] = field(default_factory=list)
    #: the viewer decides it, and has nothing to do in it but go on; it waits for them
    #: all the same so that nobody learns of their hand (``Decision.idle``)
    idle: bool = False


@dataclass(kw_only=True)
class ResultView:
    scores: list[int]
    groschen: list[int]
    winners: list[int]


@dataclass(kw_only=True)
class View:
    viewer: int | None
    #: which game is played (the name of its ``GameSpec``)
    game: str
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
    #: the last draw pile has run out: the game's last turn, or its end, is under way
    ending: bool
    turned_up: list[CardView]
    trade: TradeView | None
    traded: bool
    #: the turned-up cards nobody took may be discarded in phase 3
    may_discard: bool
    awaiting: list[AwaitedView]
    decision: DecisionView | None
    result: ResultView | None
    #: this turn is the game's last: ``ending``, or the draw that ends it will take the
    #: last card (``rules.turn.last_turn``)
    last_turn: bool = False
    #: the offers the viewer may make now (None: none now)
    offer: OfferView | None = None
    #: why the viewer may make no offer now although the game trades, or none to some
    #: partners (a decree of Bohnedikt's: the market closed, its one deal had, only the
    #: left neighbour)
    offer_closed: str | None = None
    #: what a trade or gift coming about now would cost the viewer besides its cards
    #: (the Hand Card Spell's two extra cards), in words; "": nothing
    trade_cost: str = ""
    # Bohnedikt
    decrees: list[int] = field(default_factory=list)
    sacrifice_pile: int = 0
    sacrifice_discard: list[int] = field(default_factory=list)
    leftover: list[CardView] = field(default_factory=list)
    #: who places the beans left lying: the next to play their phase 1 (None: none lie)
    leftover_for: int | None = None
    #: whether sacrifice cards may be fulfilled, dropped or drawn now (``rules.sacrifices``;
    #: not while an offer is being made or answered)
    sacrifices_open: bool = False

    #: the edition of our rules the game is played by (``rules.games.EDITION``)
    edition: int = EDITION

    @property
    def spec(self) -> GameSpec:
        return spec_for(self.game, edition=self.edition)

    @property
    def phase_words(self) -> str:
        """The phase in words, in the language in use."""
        return _(self.spec.phase(self.step).words)

    @property
    def phase_short(self) -> str:
        """The phase in a few words (its full words where they are few)."""
        phase = self.spec.phase(self.step)
        return _(phase.short or phase.words)

    @property
    def awaiting_words(self) -> str:
        """Who must do what now, in words (empty: nobody); those awaited for the same
        decision made at once named together ("Ben, Cem and Dana must answer an offer":
        one clause, not one each)."""
        out: list[str] = []
        told: set[str] = set()
        for w in self.awaiting:
            if w.kind in told:
                continue
            same = [self.seats[x.player].name for x in self.awaiting if x.kind == w.kind]
            joined = together(w.kind, same) if len(same) > 1 else None
            if joined is not None:
                told.add(w.kind)
            out.append(joined or w.text)
        return "; ".join(out)


def _cards(ids: list[int]) -> list[CardView]:
    return [CARDS[c] for c in ids]


def _fields(game: Game, p: int, ready: set[int]) -> list[FieldView]:
    """Seat ``p``'s fields (``ready``: those whose ability can be used now)."""
    fields = game.state.seats[p].fields
    refusals = harvest_refusals(game, p)
    least = _least(game, p)
    also = game.rules.harvest_brings
    closing = game.rules.harvest_closes
    magic = game.state.step == "magic"
    out = []
    for i, f in enumerate(fields):
        top = BEAN_OF[f.cards[-1]] if f.cards else None
        grown = top if top is not Bean.EDICT else next(
            (BEAN_OF[c] for c in reversed(f.cards) if BEAN_OF[c] is not Bean.EDICT), None)
        v = VARIETIES[top] if top is not None else None
        out.append(FieldView(
            index=i, name=game.spec.field_name(i), cards=_cards(f.cards), bean=top,
            variety=grown, count=len(f.cards), coins_now=coins_for(f.cards),
            next_coin_at=v.next_coin_at(len(f.cards)) if v else None,
            harvest=refusals[i] if f.cards else None,
            ability_ready=i in ready, use=f.use and magic,
            temporary=f.temporary, protected=0 < len(f.cards) < least,
            harvest_also=", ".join(w for hook in also if (w := hook(game, p, i)))
            if f.cards and also else "",
            closes=bool(f.cards) and any(hook(game, p, i) for hook in closing),
        ))
    return out


def _offer(game: Game, viewer: int | None) -> tuple[OfferView | None, str | None]:
    """What ``viewer`` may offer now, and, when the decrees of Bohnedikt close trading
    with some partners (or all) while the game trades, why."""
    if viewer is None:
        return None, None
    space = offer_space(game, viewer)
    if space is None:
        return None, None
    barred = refusal_barred(game, viewer) if space.counter else None
    if barred:  # (a decree: the offer must be taken, no counter-offer)
        return None, barred
    # only those with whom some deal is allowed: no offer is shown that every content
    # would have refused
    whys = {q: closed_to(game, viewer, q) for to in space.partners for q in to}
    open_to = [to for to in space.partners if not any(whys[q] for q in to)]
    why = next((why for why in whys.values() if why), None)
    if not open_to:
        return None, why
    partners = {q for to in open_to for q in to}
    cards = [c for c in space.cards if _may_give(game, viewer, c, partners)]
    return OfferView(partners=open_to, cards=_cards(cards),
                     varieties=list(space.varieties),
                     max_ask={q: len(tradable(game, q)) for q in sorted(partners)},
                     counter=space.counter,
                     gifts=any(may_give_to(game, viewer, q) for q in partners)), why


def _may_give(game: Game, viewer: int, card: int, partners: set[int]) -> bool:
    """Whether some deal with one of ``partners`` may include ``card`` of ``viewer``'s:
    the rules' deal refusals of every deal it could be part of (with a turned-up card
    beside it or not, for up to two cards).  Only the active player's own cards are
    ruled so (Bohnedikt's Sealed Hand bars their hand cards: a play-tester chose one,
    and only the refusal said why)."""
    s = game.state
    if viewer != s.active:
        return True
    beside = [()] + [(t,) for t in s.turned_up if t != card]
    return any(deal_refusal(game, q, (card, *other), 1 + len(other), n) is None
               for q in partners for other in beside for n in range(3))


def project(game: Game, viewer: int | None) -> View:
    s = game.state
    ready = {a.field for a in game.legal_actions(s.active) if isinstance(a, UseAbility)}
    seats = []
    for p, seat in enumerate(s.seats):
        seats.append(SeatView(
            seat=p, name=seat.name, hand_size=len(seat.hand),
            fields=_fields(game, p, ready if p == s.active else set()),
            coin_count=len(seat.coins),
            spells=[SpellView(slot=j, face_up=x.face_up,
                              card=x.card if (x.face_up or p == viewer) else None,
                              borrowed=x.borrowed)
                    for j, x in enumerate(seat.spells)],
            aside=_cards(seat.aside),
            sacrifices=sum(1 for c in seat.hand if c in game.spec.sacrifices),
        ))
    trade = None
    if s.trade is not None:
        t = s.trade
        trade = TradeView(
            by=t.by, to=list(t.to), give=_cards(t.give), ask=list(t.ask),
            answers={q: AnswerView(status=a.status, give=_cards(a.give), ask=list(a.ask))
                     for q, a in t.answers.items()})
    decision = None
    if s.pending and s.result is None:
        f = s.pending[-1]
        rule = game.rules.decisions[f.kind]
        places = rule.places
        decision = DecisionView(
            kind=f.kind, player=f.player, players=list(f.players),
            card=CARDS[f.card] if (f.kind == "tuck_or_plant" and f.card is not None
                                   and viewer == f.player) else None,
            coins=_cards(f.cards) if f.kind == "choose_coin" else [],
            remaining=f.n, other=f.other,
            places=_cards(places(game, f.player)) if places is not None else [],
            idle=(rule.idle is not None and viewer == f.player
                  and rule.idle(game, f.player)))
    r = s.result
    offer, closed = _offer(game, viewer)
    return View(
        viewer=viewer, game=game.spec.name, edition=game.spec.edition,
        hand=_cards(s.seats[viewer].hand) if viewer is not None else None,
        seats=seats, active=s.active, turn=s.turn, phase=game.phase, step=s.step,
        draw_size=len(s.draw), discard_size=len(s.discard),
        discard_top=CARDS[s.discard[-1]] if s.discard else None,
        spell_deck_size=len(s.spell_deck), passes=s.passes, max_passes=s.max_passes,
        ending=s.ending, last_turn=last_turn(game), turned_up=_cards(s.turned_up),
        trade=trade, traded=s.traded,
        may_discard=s.may_discard,
        awaiting=[AwaitedView(player=w.player, kind=w.kind, text=w.text)
                  for w in game.awaiting()],
        decision=decision,
        result=None if r is None else ResultView(scores=r.scores[:], groschen=r.groschen[:],
                                                 winners=r.winners[:]),
        offer=offer, offer_closed=closed,
        trade_cost=" ".join(w for hook in game.rules.trade_costs
                            if (w := hook(game, viewer))) if viewer is not None else "",
        decrees=s.decrees[:], sacrifice_pile=len(s.sacrifice_draw),
        sacrifice_discard=s.sacrifice_discard[:], leftover=_cards(s.leftover),
        leftover_for=_leftover_for(game),
        sacrifices_open=any(m.open_now(game) for m in game.rules.moves
                            if Sacrifice in m.types and m.open_now is not None),
    )


def _leftover_for(game: Game) -> int | None:
    """The beans left lying at the end of a turn of the game for two (``rules.duel``) are
    placed by the next player at the start of their turn: until then they are the other
    player's, from then the active player's."""
    s = game.state
    if not s.leftover:
        return None
    return s.active if s.step == "place_left" else (s.active + 1) % len(s.seats)


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
